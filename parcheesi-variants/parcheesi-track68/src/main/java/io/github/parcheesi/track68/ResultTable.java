package io.github.parcheesi.track68;

import java.util.Arrays;

/**
 * The complete moves a search keeps, one per resulting board (their Zobrist hashes dedupe them),
 * all of the best must-use score found so far ({@link MustUse}): each move's code as a listed move
 * holds it ({@link TrackMoves#code}), and a hash table over the moves, by open addressing, cleared
 * in O(1) by a generation stamp.
 */
final class ResultTable {

  /** The best score among the moves kept, -1 before the first. */
  int best;

  /** How many moves are kept. */
  int count;

  /** Each move's code ({@link TrackMoves#code}). */
  long[] codes;

  /** Each move's steps when its code does not hold them, else anything. */
  int[][] arrays;

  private long[] h1s;
  private long[] h2s;

  // the dedupe table: move indices + 1 by open addressing, valid where stamps[i] == gen
  private int[] table;
  private int[] stamps;
  private int gen;

  /**
   * Tables of a given size.
   *
   * @param moves moves held before the tables grow (a power of two)
   * @param gen the last generation stamp used (the next search uses gen + 1)
   */
  ResultTable(int moves, int gen) {
    codes = new long[moves];
    arrays = new int[moves][];
    h1s = new long[moves];
    h2s = new long[moves];
    table = new int[moves * 4];
    stamps = new int[moves * 4];
    this.gen = gen;
  }

  /** Forgets every move and the best score: a new search. */
  void startSearch() {
    best = -1;
    clear();
  }

  /** Forgets the moves kept (a better score is found). */
  void clear() {
    if (++gen == Integer.MAX_VALUE) {
      Arrays.fill(stamps, 0);
      gen = 1;
    }
    count = 0;
  }

  /**
   * Keeps a complete move of a must-use score ({@link MustUse}) unless one with the same result is
   * kept: the board with hashes h1, h2, reached by the steps on the board's stack and then the
   * packed step last (none when -1). A11: a move scoring below the best kept is dropped, and one
   * scoring above it drops the moves kept before it.
   */
  void record(ScratchBoard b, long h1, long h2, int last, boolean won, int score) {
    if (score < best) {
      return;
    }
    if (score > best) {
      best = score;
      clear();
    }
    if (count * 2 >= table.length) {
      growTable();
    }
    int mask = table.length - 1;
    int i = ZobristKeys.index(h1, 0) & mask;
    while (stamps[i] == gen) {
      int r = table[i] - 1;
      if (h1s[r] == h1 && h2s[r] == h2) {
        return;
      }
      i = (i + 1) & mask;
    }
    stamps[i] = gen;
    table[i] = count + 1;
    if (count == codes.length) {
      int n = count * 2;
      h1s = Arrays.copyOf(h1s, n);
      h2s = Arrays.copyOf(h2s, n);
      codes = Arrays.copyOf(codes, n);
      arrays = Arrays.copyOf(arrays, n);
    }
    h1s[count] = h1;
    h2s[count] = h2;
    long code = TrackMoves.code(b.stack, b.depth, last, won);
    codes[count] = code;
    if (!TrackMoves.inCode(code)) {
      arrays[count] = TrackMoves.array(b.stack, b.depth, last);
    }
    count++;
  }

  private void growTable() {
    int n = table.length * 2;
    table = new int[n];
    stamps = new int[n];
    for (int r = 0; r < count; r++) {
      int i = ZobristKeys.index(h1s[r], 0) & (n - 1);
      while (stamps[i] == gen) {
        i = (i + 1) & (n - 1);
      }
      stamps[i] = gen;
      table[i] = r + 1;
    }
  }

  /**
   * Which move kept has the board with hashes h1, h2 as its result (its index, the order legalMoves
   * lists them in), or -1 when none has: a look-up in the dedupe table.
   */
  int indexOf(long h1, long h2) {
    int mask = table.length - 1;
    int i = ZobristKeys.index(h1, 0) & mask;
    while (stamps[i] == gen) {
      int r = table[i] - 1;
      if (h1s[r] == h1 && h2s[r] == h2) {
        return r;
      }
      i = (i + 1) & mask;
    }
    return -1;
  }

  /**
   * Which of the first n moves kept has the board's current position as its result (its index, the
   * order legalMoves lists them in), or -1 when none has.
   */
  int find(ScratchBoard b, int n) {
    for (int r = 0; r < n; r++) {
      if (h1s[r] == b.h1 && h2s[r] == b.h2) {
        return r;
      }
    }
    return -1;
  }
}
