package io.github.parcheesi.track68;

import java.util.Arrays;

/**
 * What a step walk ({@link StepWalk}) knows of the nodes it met: whether each reaches a listed
 * result. A node is a board (its two hashes), A10's pairs ({@link Blockades#key}) and a small code
 * of the values left ({@link StepWalk}); open addressing, four longs an entry: hash 1, hash 2, the
 * pairs, and the stamp of the walk with the node's code and its answer, so that a new walk forgets
 * every node in O(1).
 */
final class ReachTable {

  /** The answer's bit in an entry's last long; the node's code is below it. */
  private static final long REACHES = 1L << 31;

  private static final long CODE = REACHES - 1;

  private long[] memo;
  private int count;
  private long stamp;

  /**
   * A table of a given size.
   *
   * @param nodes nodes held before the table grows (a power of two)
   */
  ReachTable(int nodes) {
    memo = new long[4 * nodes];
  }

  /** Forgets every node: a new walk. */
  void clear() {
    count = 0;
    if (++stamp == Integer.MAX_VALUE) {
      Arrays.fill(memo, 0);
      stamp = 1;
    }
  }

  /** The answer known for a node: 1 when it reaches a result, 0 when not, -1 when not known. */
  int get(long h1, long h2, long pairs, int code) {
    long[] m = memo;
    int mask = (m.length >> 2) - 1;
    int i = ZobristKeys.index(h1, pairs ^ code) & mask;
    for (long meta = m[4 * i + 3]; meta >>> 32 == stamp; meta = m[4 * i + 3]) {
      if ((meta & CODE) == code && m[4 * i] == h1 && m[4 * i + 1] == h2 && m[4 * i + 2] == pairs) {
        return (meta & REACHES) != 0 ? 1 : 0;
      }
      i = (i + 1) & mask;
    }
    return -1;
  }

  /** Keeps the answer for a node not yet kept. */
  void put(long h1, long h2, long pairs, int code, boolean reaches) {
    if (count * 8 >= memo.length) {
      grow();
    }
    long[] m = memo;
    int mask = (m.length >> 2) - 1;
    int i = ZobristKeys.index(h1, pairs ^ code) & mask;
    while (m[4 * i + 3] >>> 32 == stamp) {
      i = (i + 1) & mask;
    }
    m[4 * i] = h1;
    m[4 * i + 1] = h2;
    m[4 * i + 2] = pairs;
    m[4 * i + 3] = stamp << 32 | (reaches ? REACHES : 0) | code;
    count++;
  }

  private void grow() {
    long[] old = memo;
    long[] m = new long[old.length * 2];
    int mask = (m.length >> 2) - 1;
    for (int j = 0; j < old.length; j += 4) {
      if (old[j + 3] >>> 32 == stamp) {
        int i = ZobristKeys.index(old[j], old[j + 2] ^ (old[j + 3] & CODE)) & mask;
        while (m[4 * i + 3] >>> 32 == stamp) {
          i = (i + 1) & mask;
        }
        System.arraycopy(old, j, m, 4 * i, 4);
      }
    }
    memo = m;
  }
}
