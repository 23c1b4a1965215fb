package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.EXIT;
import static io.github.parcheesi.track68.Board68.HOME;
import static io.github.parcheesi.track68.Board68.NEST;
import static io.github.parcheesi.track68.Board68.ROW;
import static io.github.parcheesi.track68.Board68.TRACK;

/**
 * Where one step can go under an engine's rules, and why it cannot: a piece's step forward by a
 * value (A5, A6, A7, A8, A9; P3, P4, P6) and a piece's entry from the nest (A3, A4, P5). The search
 * and the refusals both ask here, so a rule about one step is written once.
 *
 * <p>A target is packed in an int: the code reached, and the capture flag in bit 8 ({@link #to},
 * {@link #captures}). When a step reaches nothing, the board's reason says why: one of the
 * constants below.
 */
final class StepTargets {

  // Reasons a single step is impossible, for refusals.
  static final int OK = 0;
  static final int BLOCKADE_PASS = 1;
  static final int BLOCKADE_LAND = 2;
  static final int SAFE_OPPONENT = 3;
  static final int OVERSHOOT = 4;
  static final int OWN_PAIR = 5;

  /** A3: the value that enters a piece. */
  static final int ENTERING_VALUE = 5;

  private static final int CAPTURE = 1 << 8;

  /** Track squares where an opponent's lone piece is not captured by a step: A8, P3. */
  private final boolean[] guarded = new boolean[TRACK + 1];

  /** A6 (off) / P6 (on): a piece turns into its home row rather than going round again. */
  private final boolean mustTurnHome;

  StepTargets(TrackRules rules) {
    for (int s : rules.safeSquares()) {
      guarded[s] = true;
    }
    if (rules.halfSafeExits()) {
      // P3: an exit square is safe from a step; the entry onto it captures (see entry)
      for (int e : EXIT) {
        guarded[e] = true;
      }
    }
    this.mustTurnHome = rules.mustTurnHome();
  }

  /** The code a packed target reaches. */
  static int to(int target) {
    return target & 255;
  }

  /** 1 when a packed target captures, else 0. */
  static int captures(int target) {
    return target >> 8;
  }

  /** A packed target. */
  private static int target(int to, int capture) {
    return to | capture << 8;
  }

  /**
   * The targets of a step of value v by a piece of colour c at code p, the one place where the
   * searches ask what a value does to a piece: from the nest a 5 enters it (A3, see entry), any
   * other value leaves it there; on the track and in the home row it steps forward (A5). Fills
   * b.targets with up to two packed targets and returns how many; when none, b.reason says why.
   *
   * <p>Kept as one method, larger than the HotSpot C2 compiler inlines at a hot call site (325
   * bytes of bytecode): it is compiled once and called from every search method, rather than
   * compiled again into each (see CONTRIBUTING, "Benchmarks").
   */
  int targets(ScratchBoard b, int c, int p, int v) {
    b.reason = OVERSHOOT;
    int n = 0;
    if (p == NEST) {
      if (!enters(v)) {
        return 0;
      }
      int t = entry(b, c);
      if (t < 0) {
        return 0;
      }
      b.targets[0] = t;
      return 1;
    } else if (Board68.onTrack(p)) {
      int k = Board68.toLast(c, p);
      if (k >= v || !mustTurnHome) {
        // A6: stay on the track (or go round again), passing no blockade (A9)
        if (Blockades.stopsOnTrack(b, c, p, v - 1)) {
          b.reason = BLOCKADE_PASS;
        } else {
          int t = Board68.wrap(p + v);
          int cap = land(b, c, t);
          if (cap >= 0) {
            b.targets[n++] = target(t, cap);
          }
        }
      }
      if (k < v) {
        // A6 / P6: turn into the home row after the last track square
        int j = v - k;
        if (j <= 8) {
          if (Blockades.stopsTurningHome(b, c, p, k, j)) {
            b.reason = BLOCKADE_PASS;
          } else if (j == 8) {
            b.targets[n++] = HOME;
          } else if (b.cnt[Board68.rowSquare(c, j)] >= 2) {
            b.reason = OWN_PAIR; // A7
          } else {
            b.targets[n++] = ROW + j;
          }
        }
      }
    } else if (Board68.inHomeRow(p)) {
      int m0 = p - ROW;
      int j = m0 + v;
      if (j > 8) {
        b.reason = OVERSHOOT; // A6: home is reached by an exact count
        return 0;
      }
      if (Blockades.stopsInRow(b, c, m0, j)) {
        b.reason = BLOCKADE_PASS;
        return 0;
      }
      if (j == 8) {
        b.targets[n++] = HOME;
      } else if (b.cnt[Board68.rowSquare(c, j)] >= 2) {
        b.reason = OWN_PAIR; // A7
      } else {
        b.targets[n++] = ROW + j;
      }
    }
    return n;
  }

  /**
   * Checks landing on a track square by an ordinary step (A7, A8, A9, P4).
   *
   * @return 0 no capture, 1 capture, -1 illegal (reason in b.reason)
   */
  private int land(ScratchBoard b, int c, int t) {
    int n = b.cnt[t];
    if (n == 0) {
      return 0;
    }
    if (n >= 2) {
      b.reason = b.col[t] == c ? OWN_PAIR : BLOCKADE_LAND; // A7, A9
      return -1;
    }
    if (b.col[t] == c) {
      return 0;
    }
    if (guarded[t]) {
      b.reason = SAFE_OPPONENT; // A8, P3
      return -1;
    }
    return 1; // A8: the lone opponent is captured
  }

  /** A3: whether a value enters a piece (a 5). */
  static boolean enters(int v) {
    return v == ENTERING_VALUE;
  }

  /** A3: whether two dice enter a piece together, spending both (they sum to 5). */
  static boolean entersTogether(int d1, int d2) {
    return d1 + d2 == ENTERING_VALUE;
  }

  /**
   * Entering a piece of colour c from the nest onto its exit square (A3, A4, P5): the packed
   * target, or -1 when a blockade stands there (reason in b.reason). An opponent's lone piece there
   * is captured, even on a safe square (A4, P5).
   */
  static int entry(ScratchBoard b, int c) {
    int e = EXIT[c];
    if (b.cnt[e] >= 2) {
      b.reason = BLOCKADE_LAND;
      return -1;
    }
    return target(e, b.cnt[e] == 1 && b.col[e] != c ? 1 : 0);
  }
}
