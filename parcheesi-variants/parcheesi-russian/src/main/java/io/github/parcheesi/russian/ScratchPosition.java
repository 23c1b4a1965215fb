package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Positions;

/**
 * A mutable scratch copy of where the pieces are, which the move generator copies and changes step
 * by step: each piece's location code and which single-occupancy cells (RB1) hold a piece. Piece p
 * is {@code colour * 5 + i}, colours by play-order ordinal; sets of pieces are ints with bit p.
 */
final class ScratchPosition {

  final byte[] loc = new byte[4 * RussianBoard.PIECES];

  /** The cells (RB1) that hold a piece, bit {@code code} (codes 1..91: 0-63 here, 64-127 next). */
  private long occupied0;

  private long occupied1;

  /** The colours in the game, bit {@code ordinal}. */
  final int mask;

  /**
   * Kept by {@link #move}: each colour's pieces at home (bits {@code 4 * colour} on) and the pieces
   * on the mirror (bits 16 on), which every step's options ask for (R14, R10).
   */
  private int counts;

  private static final int MIRROR_SHIFT = 16;

  /**
   * Zobrist hashes of where the pieces are, kept by {@link #move} and {@link #swap}: the sums over
   * the pieces of a random key per colour and code, blind to the order of a colour's alike pieces.
   * Two 64-bit sums tell positions apart (equal positions have equal hashes; unequal ones agree in
   * all 128 bits with a chance of about 2^-128), which lists each position once (ruling 4).
   */
  long h1;

  long h2;

  private static final long[] Z1 = new long[4 * 128];
  private static final long[] Z2 = new long[4 * 128];

  static {
    java.util.SplittableRandom random = new java.util.SplittableRandom(0x72_75_73_73_69_61_6EL);
    for (int i = 0; i < Z1.length; i++) {
      Z1[i] = random.nextLong();
      Z2[i] = random.nextLong();
    }
  }

  /** The index of a piece's key at a code: its colour and the code. */
  private static int key(int piece, int code) {
    return RussianBoard.colourOf(piece) << 7 | code;
  }

  private ScratchPosition(int mask) {
    this.mask = mask;
  }

  static ScratchPosition of(GameState s) {
    ScratchPosition p = new ScratchPosition(Positions.colourMask(s));
    StateAccess.readCodes(s, p.loc);
    for (int i = 0; i < p.loc.length; i++) {
      if (RussianBoard.isCell(p.loc[i])) {
        p.occupy(p.loc[i]);
      }
      p.counts += count(i, p.loc[i]);
      if (p.loc[i] >= 0) {
        p.h1 += Z1[key(i, p.loc[i])];
        p.h2 += Z2[key(i, p.loc[i])];
      }
    }
    return p;
  }

  ScratchPosition copy() {
    ScratchPosition p = new ScratchPosition(mask);
    System.arraycopy(loc, 0, p.loc, 0, loc.length);
    p.occupied0 = occupied0;
    p.occupied1 = occupied1;
    p.counts = counts;
    p.h1 = h1;
    p.h2 = h2;
    return p;
  }

  /**
   * This position with each colour's pieces in the order of the codes a state holds (canonical: a
   * colour's codes ascending, {@link #codes}), as {@link #of} reads that state: the same cells,
   * counts and hashes, which do not depend on the order of alike pieces.
   *
   * @param codes this position's {@link #codes}
   * @return the position as read from the state made of the codes
   */
  ScratchPosition canonical(byte[] codes) {
    ScratchPosition p = copy();
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if (plays(c)) {
        int first = RussianBoard.firstPiece(c);
        for (int i = first; i < first + RussianBoard.PIECES; i++) {
          p.loc[i] = codes[k++];
        }
      }
    }
    return p;
  }

  /** What a piece at a code adds to {@link #counts}. */
  private static int count(int piece, int code) {
    if (code == RussianBoard.HOME) {
      return 1 << 4 * RussianBoard.colourOf(piece);
    }
    return code == RussianBoard.MIRROR ? 1 << MIRROR_SHIFT : 0;
  }

  boolean plays(int colour) {
    return (mask & 1 << colour) != 0;
  }

  /** Whether a cell holds a piece. */
  boolean occupied(int cell) {
    return ((cell < 64 ? occupied0 >>> cell : occupied1 >>> cell - 64) & 1) != 0;
  }

  /**
   * Whether any of a set of cells holds a piece: bit {@code code} of two words, as {@link
   * #occupied}.
   */
  boolean anyOccupied(long cells0, long cells1) {
    return ((occupied0 & cells0) | (occupied1 & cells1)) != 0;
  }

  private void occupy(int cell) {
    if (cell < 64) {
      occupied0 |= 1L << cell;
    } else {
      occupied1 |= 1L << cell - 64;
    }
  }

  private void vacate(int cell) {
    if (cell < 64) {
      occupied0 &= ~(1L << cell);
    } else {
      occupied1 &= ~(1L << cell - 64);
    }
  }

  /** The piece on a cell, or -1. */
  int at(int cell) {
    return RussianBoard.isCell(cell) && occupied(cell) ? pieceAt(cell) : -1;
  }

  /** The first piece at a code, or -1. */
  private int pieceAt(int code) {
    for (int i = 0; i < loc.length; i++) {
      if (loc[i] == code) {
        return i;
      }
    }
    return -1;
  }

  /** The first piece of a colour at a location, or -1. */
  int find(int colour, int code) {
    int first = RussianBoard.firstPiece(colour);
    for (int i = first; i < first + RussianBoard.PIECES; i++) {
      if (loc[i] == code) {
        return i;
      }
    }
    return -1;
  }

  /** How many of a colour's pieces are home. */
  int homeCount(int colour) {
    return counts >>> 4 * colour & 15;
  }

  /** R10: whether no piece is on the mirror. */
  boolean mirrorEmpty() {
    return counts >>> MIRROR_SHIFT == 0;
  }

  /** Moves a piece, keeping the cells occupied up to date; the target cell is free (RB1). */
  void move(int piece, int to) {
    int from = loc[piece];
    loc[piece] = (byte) to;
    counts += count(piece, to) - count(piece, from);
    h1 += Z1[key(piece, to)] - Z1[key(piece, from)];
    h2 += Z2[key(piece, to)] - Z2[key(piece, from)];
    if (RussianBoard.isCell(from)) {
      vacate(from);
    }
    if (RussianBoard.isCell(to)) {
      occupy(to);
    }
  }

  /**
   * The pieces' codes as states hold them: playing colours in colour order, five each, each
   * colour's in ascending order (the canonical form).
   */
  byte[] codes() {
    byte[] out = new byte[Integer.bitCount(mask) * RussianBoard.PIECES];
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if (plays(c)) {
        int i = RussianBoard.firstPiece(c);
        // the colour's five codes sorted by a network of nine compare-exchanges, without branches
        int a = loc[i];
        int b = loc[i + 1];
        int d = loc[i + 2];
        int e = loc[i + 3];
        int f = loc[i + 4];
        int t = Math.min(a, e);
        e = Math.max(a, e);
        a = t;
        t = Math.min(b, f);
        f = Math.max(b, f);
        b = t;
        t = Math.min(a, d);
        d = Math.max(a, d);
        a = t;
        t = Math.min(b, e);
        e = Math.max(b, e);
        b = t;
        t = Math.min(a, b);
        b = Math.max(a, b);
        a = t;
        t = Math.min(d, f);
        f = Math.max(d, f);
        d = t;
        t = Math.min(b, d);
        d = Math.max(b, d);
        b = t;
        t = Math.min(e, f);
        f = Math.max(e, f);
        e = t;
        t = Math.min(d, e);
        e = Math.max(d, e);
        d = t;
        out[k] = (byte) a;
        out[k + 1] = (byte) b;
        out[k + 2] = (byte) d;
        out[k + 3] = (byte) e;
        out[k + 4] = (byte) f;
        k += RussianBoard.PIECES;
      }
    }
    return out;
  }

  /** R9: two pieces on cells trade places; both cells stay occupied. */
  void swap(int a, int b) {
    int la = loc[a];
    int lb = loc[b];
    loc[a] = (byte) lb;
    loc[b] = (byte) la;
    h1 += Z1[key(a, lb)] - Z1[key(a, la)] + Z1[key(b, la)] - Z1[key(b, lb)];
    h2 += Z2[key(a, lb)] - Z2[key(a, la)] + Z2[key(b, la)] - Z2[key(b, lb)];
  }

  /** A set of pieces with one more. */
  static int withPiece(int set, int piece) {
    return set | 1 << piece;
  }

  /** Whether a set of pieces holds a piece. */
  static boolean hasPiece(int set, int piece) {
    return (set & 1 << piece) != 0;
  }
}
