package io.github.parcheesi.russian;

import io.github.parcheesi.Location;
import io.github.parcheesi.Positions;

/**
 * The geometry of the Russian board, the 72-cell cross with rest cells and the mirror (RB1-RB6), in
 * the location codes every engine shares ({@link Positions}).
 *
 * <p>Codes: 0 base ({@code n}); 1..72 track cells; 80..87 rest cells o1..o8; 88..91 arrow cells
 * m1..m4; 92 the mirror {@code c}; 93..96 prisoners ({@code pB}, {@code pG}, {@code pR}, {@code
 * pY}); 97 home. The codes 73..79, the home rows of the 68-square board, do not occur here. Codes
 * 1..91 are the cells that hold at most one piece (RB1).
 */
final class RussianBoard {

  static final int NEST = Positions.NEST;
  static final int TRACK = 72;
  static final int REST0 = 79; // o_k = REST0 + k
  static final int ARROW0 = 87; // m_k = ARROW0 + k
  static final int CELLS = 92; // single-occupancy cells are 1..91
  static final int MIRROR = 92;
  static final int PRISONER0 = 93; // pB, pG, pR, pY: in letter order
  static final int HOME = Positions.HOME;

  /** The prisoner code of each captor by play-order ordinal (Y, G, R, B), and back. */
  private static final int[] PRISONER_OF = {PRISONER0 + 3, PRISONER0 + 1, PRISONER0 + 2, PRISONER0};

  private static final int[] CAPTOR_OF = {3, 1, 2, 0};
  static final int PIECES = 5;
  static final int HOME_CELLS = 5;

  /** Progress of the home entrance 18q+10 counted from the exit 18q+13 (RB2-RB4). */
  static final int ENTRANCE_PROGRESS = 69;

  private RussianBoard() {}

  /** RB2: quarter of a colour (by play-order ordinal): Y 0, B 1, R 2, G 3. */
  static int quarter(int colour) {
    return (4 - colour) & 3;
  }

  /** RB3: the exit cell 18q+13. */
  static int exit(int colour) {
    return 18 * quarter(colour) + 13;
  }

  /** RB2: the home entrance 18q+10. */
  static int entrance(int colour) {
    return 18 * quarter(colour) + 10;
  }

  /** R12: the arrow cell of a colour's own quarter, m(q+1). */
  static int ownArrow(int colour) {
    return ARROW0 + quarter(colour) + 1;
  }

  static boolean isTrack(int code) {
    return code >= 1 && code <= TRACK;
  }

  static boolean isRest(int code) {
    return code > REST0 && code <= REST0 + 8;
  }

  static boolean isArrow(int code) {
    return code > ARROW0 && code <= ARROW0 + 4;
  }

  static boolean isPrisoner(int code) {
    return code >= PRISONER0 && code < HOME;
  }

  /** RB1: whether a code is a cell that holds at most one piece (track, rest or arrow cell). */
  static boolean isCell(int code) {
    return code > NEST && code < CELLS;
  }

  /** R5: the code of a prisoner held in the base of the captor with that play-order ordinal. */
  static int prisonerOf(int captor) {
    return PRISONER_OF[captor];
  }

  /** R5: the play-order ordinal of the captor holding a prisoner code. */
  static int captorOf(int prisoner) {
    return CAPTOR_OF[prisoner - PRISONER0];
  }

  /** The colour (play-order ordinal) of piece {@code colour * PIECES + i}. */
  static int colourOf(int piece) {
    return piece / PIECES;
  }

  /** The first piece of a colour; its pieces are this one and the next {@code PIECES - 1}. */
  static int firstPiece(int colour) {
    return colour * PIECES;
  }

  /** RB2: cells 1, 19, 37, 55 are the mirror corners 18q+1. */
  static boolean isCorner(int code) {
    return isTrack(code) && (code - 1) % 18 == 0;
  }

  /** The quarter q of a mirror corner 18q+1 (or of any track cell of arm q). */
  static int quarterOfCell(int cell) {
    return (cell - 1) / 18;
  }

  /** RB5: the opposite mirror corner 18(q+2)+1 reached by the diagonal. */
  static int oppositeCorner(int corner) {
    return 18 * ((quarterOfCell(corner) + 2) & 3) + 1;
  }

  /** RB5: the arrow cell m(q+1) next to mirror corner 18q+1. */
  static int arrowAfter(int corner) {
    return ARROW0 + quarterOfCell(corner) + 1;
  }

  /** RB5: the mirror corner 18(q+1)+1 that follows arrow cell m(q+1). */
  static int cornerAfterArrow(int arrow) {
    return 18 * ((arrow - ARROW0) & 3) + 1;
  }

  /** RB6: the rest cell beside a track cell, or -1: o(2q+1) beside 18q+5, o(2q+2) beside 18q+15. */
  static int restBeside(int cell) {
    if (!isTrack(cell)) {
      return -1;
    }
    if ((cell - 5) % 18 == 0) {
      return REST0 + 2 * ((cell - 5) / 18) + 1;
    }
    if ((cell - 15) % 18 == 0) {
      return REST0 + 2 * ((cell - 15) / 18) + 2;
    }
    return -1;
  }

  /** RB6: the track cell beside a rest cell. */
  static int cellBesideRest(int rest) {
    int k = rest - REST0;
    int q = (k - 1) / 2;
    return k % 2 == 1 ? 18 * q + 5 : 18 * q + 15;
  }

  /** Cells a colour has covered from its exit: 0 on the exit, 69 on its home entrance. */
  static int progress(int colour, int cell) {
    return Math.floorMod(cell - exit(colour), TRACK);
  }

  /**
   * How far along its way home a piece is, for R4's penalty ("the one furthest along"): track cells
   * by progress, a rest cell as the cell beside it, an arrow cell reached by the straight shortcut
   * just after its corner; -1 for locations off the board.
   */
  static int wayHome(int colour, int code) {
    if (isTrack(code)) {
      return progress(colour, code);
    }
    if (isRest(code)) {
      return progress(colour, cellBesideRest(code));
    }
    if (isArrow(code) && code != ownArrow(colour)) {
      return progress(colour, 18 * (code - ARROW0 - 1) + 1) + 1;
    }
    return -1;
  }

  /** The location of a code. */
  static Location location(int code) {
    return Positions.location(code);
  }

  /** The code of a location, or -1 when the location is not on this board (a home-row square). */
  static int code(Location l) {
    return l.kind() == Location.Kind.HOME_ROW ? -1 : Positions.code(l);
  }
}
