package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

  private String movesWithResults(String position, Roll roll) {
    GameState s = Notation.parsePosition(position);
    StringBuilder sb = new StringBuilder();
    for (Move m : rules.legalMoves(s, roll)) {
      sb.append(m).append(" -> ").append(rules.play(s, m)).append('\n');
    }
    return sb.toString();
  }

  @Test
  void threeDoublesPenaltyCountsDistanceFromTheLastSquareNotFromTheExit() {
    // A13: yellow's piece on 3 went round past 68 and is 73 steps from home; the piece on 6 is
    // 70 steps away and is the one closest to home.
    assertEquals(
        "6/n -> american G Y:n,3,5,5 G:n,10,15,52 R:n,n,38,61\n",
        movesWithResults(
            "american Y Y:3,5,5,6 G:n,10,15,52 R:n,n,38,61 doubles=2", Roll.of(2, 2)));
  }
}
