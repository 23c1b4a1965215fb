package io.github.parcheesi.track68;

import java.util.SplittableRandom;

/**
 * Zobrist keys of the pieces: a board's hash is the sum over pieces of a key per colour and code,
 * which does not depend on the order of a colour's alike pieces and is updated in O(1) per step.
 * Two independent 64-bit sums identify a position (a collision needs 128 bits to agree).
 */
final class ZobristKeys {

  private static final long[] Z1 = new long[4 * 128];

  private static final long[] Z2 = new long[4 * 128];

  static {
    SplittableRandom random = new SplittableRandom(0x5EED_CAFE_F00DL);
    for (int i = 0; i < Z1.length; i++) {
      Z1[i] = random.nextLong();
      Z2[i] = random.nextLong();
    }
  }

  private ZobristKeys() {}

  /** The first key of a piece of colour c at code. */
  static long key1(int c, int code) {
    return Z1[c << 7 | code];
  }

  /** The second key of a piece of colour c at code. */
  static long key2(int c, int code) {
    return Z2[c << 7 | code];
  }

  /** The first hash h1 after a piece of colour c moved from one code to another. */
  static long moved1(long h1, int c, int from, int to) {
    return h1 + Z1[c << 7 | to] - Z1[c << 7 | from];
  }

  /** The second hash h2 after a piece of colour c moved from one code to another. */
  static long moved2(long h2, int c, int from, int to) {
    return h2 + Z2[c << 7 | to] - Z2[c << 7 | from];
  }

  /**
   * A table index of a board and an extra key, from the board's first hash (its second tells boards
   * apart in a table, not where they go). A Zobrist hash is a sum of random keys, spread evenly
   * already, so it is only folded; the extra is small and is spread by one multiplication.
   */
  static int index(long h1, long extra) {
    long h = h1 ^ extra * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32);
  }
}
