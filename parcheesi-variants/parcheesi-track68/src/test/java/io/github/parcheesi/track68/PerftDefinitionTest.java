package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.CoreRules.AMERICAN;
import static io.github.parcheesi.track68.CoreRules.PARCHIS_LIKE;
import static io.github.parcheesi.track68.CoreRules.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Perft;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.GameBudget;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Perft and divide agree with their definition (NOTATION.md): the leaves of the tree whose levels
 * are a roll of the 36 followed by one of its legal moves, a pass counting as one.
 */
class PerftDefinitionTest {

  /** The definition, through the public API only. */
  private static long leaves(RuleSet rules, GameState s, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (s.isOver()) {
      return 0;
    }
    long n = 0;
    for (Roll r : Roll.outcomes()) {
      for (Move m : rules.legalMoves(s, r)) {
        n += leaves(rules, rules.play(s, m), depth - 1);
      }
    }
    return n;
  }

  @Test
  @DisplayName("perft counts the leaves of the roll-and-move tree, to depth 2")
  void perftIsTheLeafCount() {
    for (GameState s :
        List.of(
            AMERICAN.newGame(2),
            position(AMERICAN, "american Y Y:n,5,12,30 R:n,n,20,21"),
            position(AMERICAN, "american R Y:r7,40,66,h R:n,n,62,62 doubles=1"),
            position(PARCHIS_LIKE, "parchis G Y:n,5,12,30 G:n,n,20,21 R:n,n,n,39"))) {
      assertEquals(1, Perft.perft(s, 0), s.toString());
      assertEquals(leaves(s.ruleSet(), s, 1), Perft.perft(s, 1), s.toString());
    }
    GameState start = AMERICAN.newGame(2);
    assertEquals(leaves(AMERICAN, start, 2), Perft.perft(start, 2));
    GameState out = position(PARCHIS_LIKE, "parchis Y Y:n,n,n,60 R:n,n,n,30");
    assertEquals(leaves(PARCHIS_LIKE, out, 2), Perft.perft(out, 2));
  }

  @Test
  @DisplayName("perft's memory of counted positions changes no count, to depth 3")
  void perftRemembersPositionsCorrectly() {
    // From the start, rolls without a 5 pass: the same positions come back at other depths (a
    // position met first nearer the leaves, then higher up), and transpositions abound. Under
    // mutation testing (GameBudget) the first two positions, one for each rule kind.
    for (GameState s :
        List.of(
                AMERICAN.newGame(2),
                // P9: doubles roll again even when nothing moved, so a position recurs one level
                // off
                PARCHIS_LIKE.newGame(2),
                position(AMERICAN, "american Y Y:n,n,n,30 R:n,n,n,21"),
                position(PARCHIS_LIKE, "parchis Y Y:n,n,n,60 R:n,n,n,30"))
            .take(GameBudget.games(4))) {
      assertEquals(leaves(s.ruleSet(), s, 3), Perft.perft(s, 3), s.toString());
    }
  }

  @Test
  @DisplayName("divide splits perft by the first roll, in Roll.outcomes() order")
  void divideSplitsByTheFirstRoll() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,30 R:n,n,n,21");
    List<Tuple2<String, Long>> split = Perft.divide(s, 2);
    assertEquals(Roll.outcomes().map(Roll::toString), split.map(Tuple2::_1));
    assertEquals(Perft.perft(s, 2), split.map(Tuple2::_2).sum().longValue());
    for (Tuple2<String, Long> e : split) {
      Roll r = Roll.parse(e._1).get();
      long n = 0;
      for (Move m : AMERICAN.legalMoves(s, r)) {
        n += leaves(AMERICAN, AMERICAN.play(s, m), 1);
      }
      assertEquals(n, e._2, "roll " + r);
    }
    assertEquals(
        Roll.outcomes().map(r -> (long) AMERICAN.legalMoves(s, r).size()),
        Perft.divide(s, 1).map(Tuple2::_2));
  }

  @Test
  @DisplayName("a finished game has no leaves; depths below 0 (perft) or 1 (divide) are refused")
  void edges() {
    GameState over = position(AMERICAN, "american Y Y:h,h,h,h R:n,n,n,n winner=Y");
    assertEquals(1, Perft.perft(over, 0));
    assertEquals(0, Perft.perft(over, 1));
    assertEquals(0, Perft.perft(over, 2));
    assertEquals(List.empty(), Perft.divide(over, 1));
    assertThrows(IllegalArgumentException.class, () -> Perft.perft(over, -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(AMERICAN.newGame(2), 0));
  }
}
