package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Perft;
import io.github.parcheesi.testing.PerftSuite;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Checks {@code russian.perft} with the shared {@link PerftSuite}, and the perft numbers of
 * capture=penalty.
 */
class RussianPerftTest extends Fixture {

  @Test
  void perftFile() {
    assertTrue(
        PerftSuite.read(RussianPerftTest.class, "/russian.perft").size() >= 10,
        "at least ten positions");
    PerftSuite.check(RussianPerftTest.class, "/russian.perft");
  }

  @Test
  void capturePenaltyPerft() {
    String text = "russian Y Y:n,n,20,30,50 R:n,n,n,24,34";
    assertEquals(199, Perft.perft(pos(text), 1));
    assertEquals(256, Perft.perft(pos(PENALTY, text), 1));
    assertEquals(19221, Perft.perft(pos(text), 2));
    assertEquals(33671, Perft.perft(pos(PENALTY, text), 2));
  }

  @Test
  @DisplayName("R4, R9, R13: perft where R4 governs the swap and the straight-home, both options")
  void r4_r9_r13_specialsPerft() {
    // «Рубить» обязательно! (capturing is compulsory). With capture=forced R4 removes the swap
    // and the straight-homes on 1-1 and 2-2 (81 before, 76 now; see russian.perft). With
    // capture=penalty they stay, penalised: 23/o3 o3/c, 40/h 23/c, and 23/h unpenalised (the
    // only piece that could capture went home), so the count at depth 1 is unchanged (101) but
    // the positions differ, and depth 2 went from 6698 to 6708.
    String text = "russian Y Y:n,n,n,23,40 R:n,n,n,25,o3 doubles=2";
    assertEquals(76, Perft.perft(pos(text), 1));
    assertEquals(101, Perft.perft(pos(PENALTY, text), 1));
    assertEquals(4148, Perft.perft(pos(text), 2));
    assertEquals(6708, Perft.perft(pos(PENALTY, text), 2));
  }
}
