package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;
import static io.github.parcheesi.track68.Board68.TRACK;

/**
 * Blockades: which blockades stop a step (A9, and the option doublesPassBlockades), and, as an
 * instance per thread, A10's memory of the blockades standing at the start of a doubles roll.
 *
 * <p>A blockade is two pieces of one colour on a square; the scratch board keeps one bit per square
 * index that holds one (ScratchBoard's blk0 and blk1). A step passes the squares between its start
 * and its end; the pass masks give those squares as bits.
 */
final class Blockades {

  /**
   * Squares passed on the track: bit q (over the square indexes of the scratch board, split across
   * two longs) for each square wrap(p + 1) .. wrap(p + len), at index p * 32 + len.
   */
  private static final long[] PASS0 = new long[(TRACK + 1) * 32];

  private static final long[] PASS1 = new long[(TRACK + 1) * 32];

  static {
    for (int p = 1; p <= TRACK; p++) {
      long m0 = 0;
      long m1 = 0;
      for (int len = 1; len < 32; len++) {
        int q = Board68.wrap(p + len);
        if (q < 64) {
          m0 |= 1L << q;
        } else {
          m1 |= 1L << (q - 64);
        }
        PASS0[p * 32 + len] = m0;
        PASS1[p * 32 + len] = m1;
      }
    }
  }

  /**
   * A9: whether a blockade on the len track squares after track square p (0 to 31) stops a piece of
   * colour c.
   */
  static boolean stopsOnTrack(ScratchBoard b, int c, int p, int len) {
    int i = p * 32 + len;
    long b0 = b.blk0 & PASS0[i];
    long b1 = b.blk1 & PASS1[i];
    return (b0 | b1) != 0 && stopsPassing(b, c, b0, b1);
  }

  /**
   * A9: whether a blockade stops a piece of colour c turning from track square p into its home row
   * at row square j: on the k track squares after p (the last square among them) or on the row
   * squares before j.
   */
  static boolean stopsTurningHome(ScratchBoard b, int c, int p, int k, int j) {
    int i = p * 32 + k;
    long b0 = b.blk0 & PASS0[i];
    long b1 = b.blk1 & (PASS1[i] | rowBits(c, 0, j));
    return (b0 | b1) != 0 && stopsPassing(b, c, b0, b1);
  }

  /** A9: whether a blockade on colour c's home-row squares after m0 and before m1 stops a step. */
  static boolean stopsInRow(ScratchBoard b, int c, int m0, int m1) {
    return (b.blk1 & rowBits(c, m0, m1)) != 0; // the home row holds the owner's pieces only
  }

  /**
   * A9: whether the blockades a step would pass, the bits b0 (squares 0-63) and b1 (64-127) of
   * which at least one is set, stop a piece of colour c. Under doublesPassBlockades, during a
   * doubles roll, only the mover's own blockades do (seed 000: another player may break a blockade
   * with doubles); home-row squares are always the owner's.
   */
  private static boolean stopsPassing(ScratchBoard b, int c, long b0, long b1) {
    return !b.passOthers || ownSquare(b, c, b0, 0) || ownSquare(b, c, b1, 64);
  }

  /** Whether colour c holds any square q + offset for the bits q of bits. */
  private static boolean ownSquare(ScratchBoard b, int c, long bits, int offset) {
    for (long x = bits; x != 0; x &= x - 1) {
      if (b.col[Long.numberOfTrailingZeros(x) + offset] == c) {
        return true;
      }
    }
    return false;
  }

  /** Home-row squares m0 + 1 .. m1 - 1 of colour c, as bits of blk1 (none when m1 &lt;= m0 + 1). */
  private static long rowBits(int c, int m0, int m1) {
    int len = m1 - m0 - 1;
    return len <= 0 ? 0 : ((1L << len) - 1) << (Board68.rowSquare(c, m0 + 1) - 64);
  }

  // ---------------------------------------------------------------- A10's memory, per thread

  /** Blockades a colour can have at once: two pairs of its four pieces. */
  private static final int PAIRS = 2;

  private final int[] pairA = new int[PAIRS];
  private final int[] pairB = new int[PAIRS];
  private final int[] pairSq = new int[PAIRS];
  private int nPairs;

  /** Forgets the blockades remembered. */
  void clear() {
    nPairs = 0;
  }

  /**
   * A10: remembers the mover's blockades standing at the start of the roll (the slots of each pair
   * and their square); answers whether there is any.
   */
  boolean remember(ScratchBoard b) {
    nPairs = 0;
    int base = ScratchBoard.slot(b.mover, 0);
    for (int i = base; i < base + 4; i++) {
      for (int j = i + 1; j < base + 4; j++) {
        if (b.pos[i] == b.pos[j] && Board68.square(b.mover, b.pos[i]) >= 0) {
          pairA[nPairs] = i;
          pairB[nPairs] = j;
          pairSq[nPairs] = b.pos[i];
          nPairs++;
        }
      }
    }
    return nPairs > 0;
  }

  /** How many blockades are remembered. */
  int count() {
    return nPairs;
  }

  /**
   * The codes where the remembered pairs' pieces stand now, in a canonical order, seven bits each:
   * part of a search node's key, for the rest of a turn under A10 depends on them.
   */
  long key(ScratchBoard b) {
    long bits = 0;
    for (int k = 0; k < nPairs; k++) {
      int x = b.pos[pairA[k]];
      int y = b.pos[pairB[k]];
      bits |= (long) (Math.min(x, y) | Math.max(x, y) << 7) << (14 * k);
    }
    return bits;
  }

  /**
   * A10: the pair of a blockade may not end the move together on a new square. Returns that
   * square's code when one of the first n remembered pairs did, otherwise -1.
   */
  int movedTogether(ScratchBoard b, int n) {
    for (int k = 0; k < n; k++) {
      int a = b.pos[pairA[k]];
      if (a == b.pos[pairB[k]] && a != pairSq[k] && a != HOME) {
        return a;
      }
    }
    return -1;
  }
}
