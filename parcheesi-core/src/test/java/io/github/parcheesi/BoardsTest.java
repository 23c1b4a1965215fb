package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.internal.Boards;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** Boards, the variants' way to states beyond the public API: it agrees with the public one. */
class BoardsTest {

  private static final RuleSet RULES = CoreRules.AMERICAN;

  @Test
  void aTrustedStateEqualsTheCheckedOneWithEachColoursPiecesSorted() {
    Location[] pieces = {
      Location.track(30), Location.nest(), Location.home(), Location.track(5), // Y, unsorted
      Location.nest(), Location.nest(), Location.track(40), Location.nest(), // R
    };
    int mask = 1 << Colour.YELLOW.ordinal() | 1 << Colour.RED.ordinal();
    GameState trusted =
        Boards.access().state(RULES, pieces, mask, Colour.RED, 1, -1, LinkedHashMap.empty());
    GameState checked =
        GameState.of(
                RULES,
                Colour.RED,
                LinkedHashMap.of(
                    Colour.YELLOW, List.of(pieces).take(4), Colour.RED, List.of(pieces).drop(4)),
                1,
                Option.none(),
                LinkedHashMap.empty())
            .get();
    assertEquals(checked, trusted);
    assertEquals(checked.toString(), trusted.toString());
    assertEquals(checked.hashCode(), trusted.hashCode());
  }

  @Test
  void aWinnerIsKept() {
    Location[] pieces = new Location[8];
    // colours in colour order (Y, G, R, B): green's four, then blue's
    java.util.Arrays.fill(pieces, 0, 4, Location.nest());
    java.util.Arrays.fill(pieces, 4, 8, Location.home());
    int mask = 1 << Colour.BLUE.ordinal() | 1 << Colour.GREEN.ordinal();
    GameState s =
        Boards.access()
            .state(
                RULES, pieces, mask, Colour.BLUE, 0, Colour.BLUE.ordinal(), LinkedHashMap.empty());
    assertEquals(Option.some(Colour.BLUE), s.winner());
    assertEquals(List.of(Colour.GREEN, Colour.BLUE), s.colours());
    assertEquals(0, s.count(Colour.GREEN, Location.home()));
    assertEquals(4, s.count(Colour.BLUE, Location.home()));
  }

  @Test
  void piecesReadBackInThePackedOrder() {
    GameState s = CoreRules.position(RULES, "american G Y:n,5,h,30 G:n,n,12,r3 R:40,n,n,n");
    List<Location> expected = List.empty();
    for (Colour c : s.colours().sortBy(Colour::ordinal)) {
      expected = expected.appendAll(s.pieces(c));
    }
    List<Location> read = List.empty();
    for (int i = 0; i < 12; i++) {
      read = read.append(Boards.access().piece(s, i));
    }
    assertEquals(expected, read);
  }

  @Test
  void accessIsLentOnce() {
    Boards.access().piece(RULES.newGame(2), 0); // GameState lent its access
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> Boards.lend(null));
    assertEquals("GameState lends its access once", e.getMessage());
  }
}
