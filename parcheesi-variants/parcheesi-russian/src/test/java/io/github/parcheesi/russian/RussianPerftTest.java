package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Perft;
import io.github.parcheesi.testing.PerftSuite;
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
}
