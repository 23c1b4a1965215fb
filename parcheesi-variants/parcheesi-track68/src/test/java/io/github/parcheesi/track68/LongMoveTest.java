package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A move text may have any number of steps. In American Parcheesi a piece may go round the board
 * (A6), so every step of 20 squares, a bonus's length (A12), is possible on its own on an empty
 * board: a refusal must name a rule however many such steps the move has, and never throw.
 */
class LongMoveTest {

  /** A move of n steps of 20 squares by the piece on square `from`, round and round the track. */
  private static Move twenties(int from, int n, Roll roll) {
    StringBuilder text = new StringBuilder();
    int square = from;
    for (int i = 0; i < n; i++) {
      int next = Board68.wrap(square + 20);
      text.append(i == 0 ? "" : " ").append(square).append('/').append(next);
      square = next;
    }
    return Notation.parseMove(text.toString(), roll);
  }

  @Test
  @DisplayName("A12: a move of 20-square steps, up to 200 of them, is refused naming a rule")
  void manyBonusLengthStepsAreRefusedByARule() {
    GameState s = CoreRules.position(CoreRules.AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n");
    for (int n : new int[] {1, 2, 63, 64, 65, 70, 200}) {
      Either<IllegalMove, GameState> out =
          CoreRules.AMERICAN.apply(s, twenties(10, n, Roll.of(3, 4)));
      assertTrue(out.isLeft(), n + " steps");
      String rule = out.getLeft().rule();
      assertFalse(rule.isEmpty(), n + " steps: " + out.getLeft().reason());
      if (n > ScratchBoard.STEPS) {
        // far more bonus steps than the move's captures and pieces home can earn
        assertEquals("A12", rule, n + " steps: " + out.getLeft().reason());
      }
    }
  }
}
