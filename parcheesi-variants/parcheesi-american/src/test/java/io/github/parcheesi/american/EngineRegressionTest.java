package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import org.junit.jupiter.api.Test;

/** Engine bugs found by the reference move generator (ReferenceAgreementTest), each pinned. */
class EngineRegressionTest {

  private final RuleSet rules = RuleSets.get("american");
  private final RuleSet penalty = rules.withOption("threeDoublesPenalty", "true").get();

  private String movesWithResults(RuleSet rules, String position, Roll roll) {
    GameState s = Notation.parsePosition(position, rules);
    StringBuilder sb = new StringBuilder();
    for (Move m : rules.legalMoves(s, roll)) {
      sb.append(m).append(" -> ").append(rules.play(s, m)).append('\n');
    }
    return sb.toString();
  }

  private String movesWithResults(String position, Roll roll) {
    return movesWithResults(rules, position, roll);
  }

  @Test
  void threeDoublesPenaltyCountsDistanceFromTheLastSquareNotFromTheExit() {
    // A13: yellow's piece on 3 went round past 68 and is 73 steps from home; the piece on 6 is
    // 70 steps away and is the one closest to home.
    assertEquals(
        "6/n -> american G Y:n,3,5,5 G:n,10,15,52 R:n,n,38,61 threeDoublesPenalty=true\n",
        movesWithResults(
            penalty, "american Y Y:3,5,5,6 G:n,10,15,52 R:n,n,38,61 doubles=2", Roll.of(2, 2)));
  }

  @Test
  void a10AllowsABonusToSplitAPairTheDiceMovedTogether() {
    // A10 is about where the pair ends the move, bonuses included: green moves its blockade
    // 20,20 to 23 with the threes, brings r5 home with a four (51/r4 r4/h) and plays the 10 with
    // one piece of the pair, so the pair does not end the move together.
    String moves =
        movesWithResults(
            "american G Y:7,r6,h,h G:20,20,51,r5 R:n,18,h,h B:n,n,n,26", Roll.of(3, 3));
    assertTrue(
        moves.contains("-> american G Y:7,r6,h,h G:23,33,r5,h R:n,18,h,h B:n,n,n,26 doubles=1\n"),
        moves);
  }

  @Test
  void a10ForbidsBonusesThatMoveAPairForwardTogether() {
    // Red's blockade on 39 may not end the doubles move together on 59, even when both steps are
    // bonus 20s earned by two captures.
    String moves =
        movesWithResults(
            "american R Y:9,11,16,26 G:1,3,56,67 R:39,39,50,61 B:n,31,36,38", Roll.of(6, 6));
    assertFalse(moves.contains("R:7,50,59,59"), moves);
    assertTrue(
        moves.contains(
            "-> american R Y:9,11,16,26 G:n,1,3,56 R:5,40,50,60 B:n,31,36,38 doubles=1\n"),
        moves);
  }

  @Test
  void a10LetsAPieceThatJoinedABlockadeMoveOnInsteadOfThePairsOwn() {
    // Yellow's pair on 5 is a and b. With 1-1 (1, 1, 6, 6): a 5/6, the piece on 67 comes round
    // 67/5 onto b, moves on 5/6 to a, and 7/13. The pair that ends on 6 is a and the newcomer,
    // not the blockade that stood on 5, so A10 allows it; b staying on 5 gives the same position.
    String moves =
        movesWithResults("american Y Y:5,5,7,67 G:n,n,h,h R:19,h,h,h B:68,r7,h,h", Roll.of(1, 1));
    assertTrue(
        moves.contains("-> american Y Y:5,6,6,13 G:n,n,h,h R:19,h,h,h B:68,r7,h,h doubles=1\n"),
        moves);
  }

  @Test
  void a10LetsABonusMoveOnTheNewcomerOfABlockadeSquare() {
    // 4-4: 39/43* 43/47* then 47/50 50/53; the bonuses 5/25* 53/5 and then 5/25 with the piece
    // that came round to 5, leaving one piece of the old blockade on 5.
    String moves = movesWithResults("american Y Y:5,5,30,39 R:2,25,43,47", Roll.of(4, 4));
    assertTrue(moves.contains("-> american Y Y:5,25,25,30 R:n,n,n,2 doubles=1\n"), moves);
  }
}
