package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.NEST;

import java.util.ArrayList;

/**
 * The steps a move may take next on the scratch board of a search that has just searched the roll,
 * with the rules of each step ({@link StepTargets}: A3-A9, P2-P6) and of the order of a move's
 * values (A12: the dice first, each once, then each bonus earned, played in full). What the
 * spellings of a listed move ({@link Spellings}) and the step tree of a roll ({@link StepWalk})
 * both walk. Off the hot path.
 */
final class StepEdges {

  /**
   * One step: the slot's piece to a packed target ({@link StepTargets}), spending `by` (a value's
   * index, {@link StepReplay#SUM} or {@link StepReplay#BONUS}) worth `value` squares.
   */
  record Edge(int slot, int target, int by, int value) {}

  private StepEdges() {}

  /**
   * The steps that play one of the roll's values still to play (`dice`, bits by index): a 5, or two
   * dice summing to 5 while both are unused, enters the next piece of the nest (A3, A4); any value
   * moves a piece forward (A5). Equal values are tried once.
   */
  static java.util.List<Edge> dice(TurnSearch t, StepTargets steps, int dice) {
    java.util.List<Edge> out = new ArrayList<>();
    ScratchBoard b = t.board;
    int[] vals = t.vals;
    int nest = b.slotAt(NEST);
    if (nest >= 0) {
      int five = -1;
      for (int i = 0; i < t.nVals && five < 0; i++) {
        if ((dice & 1 << i) != 0 && StepTargets.enters(vals[i])) {
          five = i;
        }
      }
      int target = StepTargets.entry(b, b.mover);
      if (target >= 0 && five >= 0) {
        out.add(new Edge(nest, target, five, vals[five]));
      } else if (target >= 0 && (dice & 3) == 3 && StepTargets.entersTogether(vals[0], vals[1])) {
        out.add(new Edge(nest, target, StepReplay.SUM, vals[0] + vals[1]));
      }
    }
    for (int i = 0; i < t.nVals; i++) {
      if ((dice & 1 << i) != 0 && !earlierAlike(t, dice, i)) {
        forward(t, steps, i, vals[i], out);
      }
    }
    return out;
  }

  /** Whether an earlier value still to play equals value i (playing either is the same). */
  private static boolean earlierAlike(TurnSearch t, int dice, int i) {
    for (int j = 0; j < i; j++) {
      if ((dice & 1 << j) != 0 && t.vals[j] == t.vals[i]) {
        return true;
      }
    }
    return false;
  }

  /**
   * The steps that play a pending bonus (A12), 20 for a capture before 10 for a piece home: a bonus
   * that some piece can play in full must be played; the move ends when none can.
   */
  static java.util.List<Edge> bonuses(TurnSearch t, StepTargets steps, int p20, int p10) {
    java.util.List<Edge> out = new ArrayList<>();
    if (p20 > 0) {
      forward(t, steps, StepReplay.BONUS, CompletePlays.CAPTURE_BONUS, out);
    }
    if (p10 > 0) {
      forward(t, steps, StepReplay.BONUS, CompletePlays.HOME_BONUS, out);
    }
    return out;
  }

  /** Every movable piece's step forward by v squares (A5), spending `by`. */
  private static void forward(
      TurnSearch t, StepTargets steps, int by, int v, java.util.List<Edge> out) {
    ScratchBoard b = t.board;
    for (int bits = t.movable(); bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int n = steps.targets(b, b.mover, b.pos[slot], v);
      int t0 = b.targets[0];
      int t1 = b.targets[1];
      for (int k = 0; k < n; k++) {
        out.add(new Edge(slot, k == 0 ? t0 : t1, by, v));
      }
    }
  }
}
