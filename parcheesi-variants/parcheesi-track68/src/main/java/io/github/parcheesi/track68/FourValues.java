package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;

/**
 * The search of a doubles roll with four values (A2): TurnSearch's dice() written for this case,
 * the most costly one. Every piece is out of the nest, so nothing enters, and the two kinds of
 * value are counted rather than marked one by one; four values transpose heavily, so each node is
 * explored once ({@link VisitedTable}).
 */
final class FourValues {

  private FourValues() {}

  /**
   * A node with na values d and nb values 7 - d still to play and pending bonuses p20, p10 (A12);
   * marked when the step to it was looked up in the memo before it was made.
   */
  static void four(TurnSearch t, int na, int nb, int p20, int p10, boolean marked) {
    ScratchBoard b = t.board;
    int left = na + nb;
    if (left == 1 || left == 2) {
      // Four values transpose heavily: explore each (board, rest of the turn) once. The node is
      // marked already when the step to it was looked up before it was made (below).
      if (!marked
          && t.visited.visited(
              b.h1, b.h2, VisitedTable.fourKey(na, nb, p20, p10, t.pairs.key(b)))) {
        return;
      }
    } else if (left == 0) {
      CompletePlays.candidate(t, 4, 0, 0, p20, p10); // every value played
      return;
    }
    boolean any = false;
    int mover = b.mover;
    int movable = t.movable();
    // A10 judges each complete move on its final board, and pending bonuses extend it: those go
    // the long way, through push and candidate.
    boolean last = left == 1 && !t.a10 && p20 == 0 && p10 == 0;
    // A quiet step to a node of the memo is looked up before it is made: a node met before costs
    // no step. Outside A10, whose pairs are part of the key and move with the step.
    boolean lookAhead = (left == 2 || left == 3) && !t.a10;
    for (int kind = 0; kind < 2; kind++) {
      if ((kind == 0 ? na : nb) == 0) {
        continue;
      }
      int v = t.vals[2 * kind];
      int na1 = na - 1 + kind;
      int nb1 = nb - kind;
      // A5: each value moves one piece forward.
      for (int bits = movable; bits != 0; bits &= bits - 1) {
        int slot = Integer.numberOfTrailingZeros(bits);
        int p = b.pos[slot];
        int n = t.steps.targets(b, mover, p, v);
        int t0 = b.targets[0];
        int t1 = b.targets[1];
        for (int k = 0; k < n; k++) {
          int target = k == 0 ? t0 : t1;
          int to = StepTargets.to(target);
          int cap = StepTargets.captures(target);
          any = true;
          if (last && cap == 0 && to != HOME) {
            // the last value, a quiet step that earns no bonus: record its result directly
            CompletePlays.leaf(t, slot, p, to, MustUse.allFour());
            continue;
          }
          int home = to == HOME ? 1 : 0;
          boolean ahead = lookAhead && cap == 0;
          if (ahead
              && t.visited.visited(
                  ZobristKeys.moved1(b.h1, mover, p, to),
                  ZobristKeys.moved2(b.h2, mover, p, to),
                  VisitedTable.fourKey(na1, nb1, p20, p10 + home, 0))) {
            continue;
          }
          b.push(slot, to, cap == 1);
          four(t, na1, nb1, p20 + cap, p10 + home, ahead);
          b.pop();
        }
      }
    }
    if (!any || t.a10) {
      CompletePlays.candidate(t, 4 - left, 0, 0, p20, p10);
    }
  }
}
