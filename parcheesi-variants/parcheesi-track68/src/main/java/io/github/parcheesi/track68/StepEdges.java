package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.NEST;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * The steps a move may take next on the scratch board of a search that has just searched the roll,
 * with the rules of each step ({@link StepTargets}: A3-A9, P2-P6) and of the order of a move's
 * values (A12: the dice first, each once, then each bonus earned, played in full). What the
 * spellings of a listed move ({@link Spellings}) and the step tree of a roll ({@link StepWalk})
 * both walk: the walk reads them as packed edges on a stack of its own ({@link Stack}), with no
 * object made a step, the spellings as a list of {@link Edge}s.
 */
final class StepEdges {

  /**
   * One step: the slot's piece to a packed target ({@link StepTargets}), spending `by` (a value's
   * index, {@link StepReplay#SUM} or {@link StepReplay#BONUS}) worth `value` squares.
   */
  record Edge(int slot, int target, int by, int value) {}

  /**
   * Edges packed in an int each, on a stack: a walk generates the edges of a node on top of those
   * of the nodes above it, reads them by index, and drops them ({@link #drop}) when done with the
   * node. A packed edge is its target (9 bits), slot (4 bits), `by` plus 2 (3 bits) and value (6
   * bits), read and written only by the helpers below.
   */
  static final class Stack {
    private int[] edges = new int[64];
    private int top;

    /** The index where the next edge goes: the start of a node's edges. */
    int top() {
      return top;
    }

    /** The packed edge at index i. */
    int at(int i) {
      return edges[i];
    }

    /** Drops every edge from index `from` on. */
    void drop(int from) {
      top = from;
    }

    private void add(int slot, int target, int by, int value) {
      if (top == edges.length) {
        edges = Arrays.copyOf(edges, top * 2);
      }
      edges[top++] = target | slot << 9 | (by + 2) << 13 | value << 16;
    }
  }

  /** A packed edge's slot. */
  static int slot(int edge) {
    return edge >>> 9 & 15;
  }

  /** A packed edge's target ({@link StepTargets#to}, {@link StepTargets#captures}). */
  static int target(int edge) {
    return edge & 511;
  }

  /**
   * What a packed edge spends: a value's index, {@link StepReplay#SUM} or {@link StepReplay#BONUS}.
   */
  static int by(int edge) {
    return (edge >>> 13 & 7) - 2;
  }

  /** A packed edge's value, in squares. */
  static int value(int edge) {
    return edge >>> 16 & 63;
  }

  private StepEdges() {}

  /**
   * The steps that play one of the roll's values still to play (`dice`, bits by index): a 5, or two
   * dice summing to 5 while both are unused, enters the next piece of the nest (A3, A4); any value
   * moves a piece forward (A5). Equal values are tried once. Pushed on the stack, in this order.
   */
  static void dice(TurnSearch t, StepTargets steps, int dice, Stack out) {
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
        out.add(nest, target, five, vals[five]);
      } else if (target >= 0 && (dice & 3) == 3 && StepTargets.entersTogether(vals[0], vals[1])) {
        out.add(nest, target, StepReplay.SUM, vals[0] + vals[1]);
      }
    }
    for (int i = 0; i < t.nVals; i++) {
      if ((dice & 1 << i) != 0 && !earlierAlike(t, dice, i)) {
        forward(t, steps, i, vals[i], out);
      }
    }
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
   * that some piece can play in full must be played; the move ends when none can. Pushed on the
   * stack, in this order.
   */
  static void bonuses(TurnSearch t, StepTargets steps, int p20, int p10, Stack out) {
    if (p20 > 0) {
      forward(t, steps, StepReplay.BONUS, CompletePlays.CAPTURE_BONUS, out);
    }
    if (p10 > 0) {
      forward(t, steps, StepReplay.BONUS, CompletePlays.HOME_BONUS, out);
    }
  }

  /** Every movable piece's step forward by v squares (A5), spending `by`. */
  private static void forward(TurnSearch t, StepTargets steps, int by, int v, Stack out) {
    ScratchBoard b = t.board;
    for (int bits = t.movable(); bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int n = steps.targets(b, b.mover, b.pos[slot], v);
      int t0 = b.targets[0];
      int t1 = b.targets[1];
      for (int k = 0; k < n; k++) {
        out.add(slot, k == 0 ? t0 : t1, by, v);
      }
    }
  }

  /** {@link #dice}, as a list. */
  static java.util.List<Edge> dice(TurnSearch t, StepTargets steps, int dice) {
    Stack s = new Stack();
    dice(t, steps, dice, s);
    return list(s);
  }

  /** {@link #bonuses}, as a list. */
  static java.util.List<Edge> bonuses(TurnSearch t, StepTargets steps, int p20, int p10) {
    Stack s = new Stack();
    bonuses(t, steps, p20, p10, s);
    return list(s);
  }

  private static java.util.List<Edge> list(Stack s) {
    java.util.List<Edge> out = new ArrayList<>(s.top());
    for (int i = 0; i < s.top(); i++) {
      int e = s.at(i);
      out.add(new Edge(slot(e), target(e), by(e), value(e)));
    }
    return out;
  }
}
