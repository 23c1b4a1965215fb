package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;

/**
 * What the search does with a complete play of the dice: bonuses to play (A12), A10's check on the
 * final board, the must-use rules' admission (A11, mustEnter; {@link MustUse}), and recording the
 * result ({@link ResultTable}).
 */
final class CompletePlays {

  /** A12: the bonus a capture earns. */
  static final int CAPTURE_BONUS = 20;

  /** A12: the bonus a piece reaching home earns. */
  static final int HOME_BONUS = 10;

  private CompletePlays() {}

  /**
   * A play of the dice's values is complete (nUsed of them; larger and entries for MustUse): its
   * pending bonuses p20, p10 are played (A12), then it is finished.
   */
  static void candidate(TurnSearch t, int nUsed, int larger, int entries, int p20, int p10) {
    int score = t.score(nUsed, larger, entries);
    if (score < t.results.best) {
      return;
    }
    if (t.rules.bonuses() && (p20 > 0 || p10 > 0)) {
      bonus(t, p20, p10, score);
    } else {
      finish(t, score);
    }
  }

  /** A complete move: kept unless A10 forbids it, and only among the best-scoring moves. */
  private static void finish(TurnSearch t, int score) {
    ScratchBoard b = t.board;
    if (t.a10 && t.pairs.movedTogether(b, t.pairs.count()) >= 0) {
      // A10: the pair of a blockade may not end the move (its bonus steps included) together on
      // a new square. Checked here, on the final board, so that a bonus may split a pair the
      // dice moved together, and may not join it again.
      return;
    }
    t.results.record(b, b.h1, b.h2, -1, b.moverWon(), score); // A15
  }

  /**
   * A complete move whose last step (slot from p to `to`, no capture, not home) plays the last
   * value or the last bonus (A12) and earns none: recorded from the hashes without making the step
   * on the board. Like finish(), outside A10.
   */
  static void leaf(TurnSearch t, int slot, int p, int to, int score) {
    ScratchBoard b = t.board;
    int c = ScratchBoard.colourOf(slot);
    t.results.record(
        b,
        ZobristKeys.moved1(b.h1, c, p, to),
        ZobristKeys.moved2(b.h2, c, p, to),
        PackedStep.of(p, to, false),
        false,
        score);
  }

  /** A12: each pending bonus is played in full by one piece while any can be. */
  private static void bonus(TurnSearch t, int p20, int p10, int score) {
    ScratchBoard b = t.board;
    // Orders of bonuses transpose: explore each (board, pending bonuses, score, A10 pairs) once.
    if (t.visited.visited(b.h1, b.h2, VisitedTable.bonusKey(p20, p10, score, t.pairs.key(b)))) {
      return;
    }
    boolean any = false;
    int mover = b.mover;
    for (int k20 = 1; k20 >= 0; k20--) {
      // the bonus of 20 (k20 = 1), then that of 10
      int v = k20 == 1 ? CAPTURE_BONUS : HOME_BONUS;
      if ((k20 == 1 ? p20 : p10) == 0) {
        continue;
      }
      for (int bits = t.movable(); bits != 0; bits &= bits - 1) {
        int slot = Integer.numberOfTrailingZeros(bits);
        int p = b.pos[slot];
        int n = t.steps.targets(b, mover, p, v);
        int t0 = b.targets[0];
        int t1 = b.targets[1];
        for (int k = 0; k < n; k++) {
          int target = k == 0 ? t0 : t1;
          int to = StepTargets.to(target);
          int cap = StepTargets.captures(target);
          int n20 = p20 - k20 + cap;
          int n10 = p10 - (1 - k20) + (to == HOME ? 1 : 0);
          any = true;
          if (n20 == 0 && n10 == 0 && !t.a10) {
            // the last bonus, a quiet step: record its result directly
            leaf(t, slot, p, to, score);
            continue;
          }
          b.push(slot, to, cap == 1);
          bonus(t, n20, n10, score);
          b.pop();
        }
      }
    }
    if (!any) {
      finish(t, score);
    }
  }
}
