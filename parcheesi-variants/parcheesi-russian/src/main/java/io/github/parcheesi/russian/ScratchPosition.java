package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;

/**
 * A mutable scratch copy of where the pieces are, which the move generator copies and changes step
 * by step: each piece's location code and the piece on each single-occupancy cell (RB1). Piece p is
 * {@code colour * 5 + i}, colours by play-order ordinal; sets of pieces are ints with bit p.
 */
final class ScratchPosition {

  final int[] loc = new int[4 * RussianBoard.PIECES];

  /** Occupant piece + 1 of each cell 1..84, 0 when empty (RB1). */
  final byte[] occ = new byte[RussianBoard.CELLS];

  /** The colours in the game, bit {@code ordinal}. */
  final int mask;

  private ScratchPosition(int mask) {
    this.mask = mask;
  }

  static ScratchPosition of(GameState s) {
    int mask = 0;
    for (int c = 0; c < 4; c++) {
      mask |= s.plays(Colour.ofIndex(c)) ? 1 << c : 0;
    }
    ScratchPosition p = new ScratchPosition(mask);
    StateAccess.readCodes(s, p.loc);
    for (int i = 0; i < p.loc.length; i++) {
      if (RussianBoard.isCell(p.loc[i])) {
        p.occ[p.loc[i]] = (byte) (i + 1);
      }
    }
    return p;
  }

  ScratchPosition copy() {
    ScratchPosition p = new ScratchPosition(mask);
    System.arraycopy(loc, 0, p.loc, 0, loc.length);
    System.arraycopy(occ, 0, p.occ, 0, occ.length);
    return p;
  }

  boolean plays(int colour) {
    return (mask & 1 << colour) != 0;
  }

  /** The piece on a cell, or -1. */
  int at(int cell) {
    return RussianBoard.isCell(cell) ? occ[cell] - 1 : -1;
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

  int count(int colour, int code) {
    int n = 0;
    int first = RussianBoard.firstPiece(colour);
    for (int i = first; i < first + RussianBoard.PIECES; i++) {
      if (loc[i] == code) {
        n++;
      }
    }
    return n;
  }

  int homeCount(int colour) {
    return count(colour, RussianBoard.HOME);
  }

  boolean mirrorEmpty() {
    for (int i = 0; i < loc.length; i++) {
      if (loc[i] == RussianBoard.MIRROR) {
        return false;
      }
    }
    return true;
  }

  /** Moves a piece, keeping the cell index up to date (the target cell must be free). */
  void move(int piece, int to) {
    int from = loc[piece];
    if (RussianBoard.isCell(from) && occ[from] == piece + 1) {
      occ[from] = 0;
    }
    loc[piece] = to;
    if (RussianBoard.isCell(to)) {
      occ[to] = (byte) (piece + 1);
    }
  }

  /** The pieces as states hold them: playing colours in colour order, five each. */
  Location[] pieces() {
    Location[] out = new Location[Integer.bitCount(mask) * RussianBoard.PIECES];
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if (plays(c)) {
        int first = RussianBoard.firstPiece(c);
        for (int i = first; i < first + RussianBoard.PIECES; i++) {
          out[k++] = RussianBoard.location(loc[i]);
        }
      }
    }
    return out;
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
