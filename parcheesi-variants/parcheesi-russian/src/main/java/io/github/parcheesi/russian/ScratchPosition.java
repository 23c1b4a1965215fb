package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.internal.Boards;

/**
 * A mutable scratch copy of the pieces, for the move generator: where each piece is and which piece
 * stands on each single-occupancy cell. Piece p is {@code colour * 5 + i}.
 */
final class ScratchPosition {

  final int[] loc = new int[4 * RussianBoard.PIECES];

  /** Occupant piece + 1 of each cell 1..84, 0 when empty (RB1). */
  final byte[] occ = new byte[RussianBoard.CELLS];

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
    java.util.Arrays.fill(p.loc, -1);
    Boards.Access board = Boards.access();
    int k = 0; // the state's packed index: playing colours in colour order
    for (int c = 0; c < 4; c++) {
      if (p.plays(c)) {
        for (int i = c * RussianBoard.PIECES;
            i < c * RussianBoard.PIECES + RussianBoard.PIECES;
            i++) {
          int code = RussianBoard.code(board.piece(s, k++));
          p.loc[i] = code;
          if (code > 0 && code < RussianBoard.CELLS) {
            p.occ[code] = (byte) (i + 1);
          }
        }
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
    return cell > 0 && cell < RussianBoard.CELLS ? occ[cell] - 1 : -1;
  }

  /** The first piece of a colour at a location, or -1. */
  int find(int colour, int code) {
    for (int i = colour * RussianBoard.PIECES;
        i < colour * RussianBoard.PIECES + RussianBoard.PIECES;
        i++) {
      if (loc[i] == code) {
        return i;
      }
    }
    return -1;
  }

  int count(int colour, int code) {
    int n = 0;
    for (int i = colour * RussianBoard.PIECES;
        i < colour * RussianBoard.PIECES + RussianBoard.PIECES;
        i++) {
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
    if (from > 0 && from < RussianBoard.CELLS && occ[from] == piece + 1) {
      occ[from] = 0;
    }
    loc[piece] = to;
    if (to > 0 && to < RussianBoard.CELLS) {
      occ[to] = (byte) (piece + 1);
    }
  }

  /** The pieces as {@link Boards.Access#state} takes them: playing colours in colour order. */
  Location[] pieces() {
    Location[] out = new Location[Integer.bitCount(mask) * RussianBoard.PIECES];
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if (plays(c)) {
        for (int i = c * RussianBoard.PIECES;
            i < c * RussianBoard.PIECES + RussianBoard.PIECES;
            i++) {
          out[k++] = RussianBoard.location(loc[i]);
        }
      }
    }
    return out;
  }
}
