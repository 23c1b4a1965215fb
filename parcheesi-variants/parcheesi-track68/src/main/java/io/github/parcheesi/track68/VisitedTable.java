package io.github.parcheesi.track68;

import java.util.Arrays;

/**
 * The search nodes visited in one search, a node being a board and everything that decides the rest
 * of the turn (its key): open addressing, four longs an entry (one cache line holds two): hash 1,
 * hash 2, key, and the generation's stamp (valid where equal to stamp), so that a new search clears
 * the table in O(1).
 */
final class VisitedTable {

  private long[] memo;
  private int count;
  private int stamp;

  /**
   * A table of a given size.
   *
   * @param nodes nodes held before the table grows (a power of two)
   * @param stamp the last generation stamp used (the next search uses stamp + 1)
   */
  VisitedTable(int nodes, int stamp) {
    memo = new long[4 * nodes];
    this.stamp = stamp;
  }

  /** Forgets every node: a new search. */
  void clear() {
    count = 0;
    if (++stamp == Integer.MAX_VALUE) {
      Arrays.fill(memo, 0);
      stamp = 1;
    }
  }

  /**
   * The key of a node of four values (A2): na values d and nb values 7 - d still to play, pending
   * bonuses of 20 and 10 (A12), and A10's pairs ({@link Blockades#key}).
   */
  static long fourKey(int na, int nb, int p20, int p10, long pairs) {
    return na | nb << 2 | p20 << 4 | p10 << 9 | pairs << 14;
  }

  /** The key of a node of bonuses (A12): pending bonuses, the move's score and A10's pairs. */
  static long bonusKey(int p20, int p10, int score, long pairs) {
    return 1L << 63 | (long) p20 | (long) p10 << 8 | (long) score << 13 | pairs << 24;
  }

  /**
   * Marks a node visited: the board with hashes h1, h2 (not always the board on the scratch space)
   * and key; answers whether it was visited before in this search.
   */
  boolean visited(long h1, long h2, long key) {
    if (count * 8 >= memo.length) {
      grow();
    }
    long[] m = memo;
    int mask = (m.length >> 2) - 1;
    int i = ZobristKeys.index(h1, key) & mask;
    while (m[4 * i + 3] == stamp) {
      if (m[4 * i] == h1 && m[4 * i + 1] == h2 && m[4 * i + 2] == key) {
        return true;
      }
      i = (i + 1) & mask;
    }
    m[4 * i] = h1;
    m[4 * i + 1] = h2;
    m[4 * i + 2] = key;
    m[4 * i + 3] = stamp;
    count++;
    return false;
  }

  private void grow() {
    long[] old = memo;
    long[] m = new long[old.length * 2];
    int mask = (m.length >> 2) - 1;
    for (int j = 0; j < old.length; j += 4) {
      if (old[j + 3] == stamp) {
        int i = ZobristKeys.index(old[j], old[j + 2]) & mask;
        while (m[4 * i + 3] == stamp) {
          i = (i + 1) & mask;
        }
        System.arraycopy(old, j, m, 4 * i, 4);
      }
    }
    memo = m;
  }
}
