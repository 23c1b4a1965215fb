package io.github.parcheesi.russian;

import static io.github.parcheesi.russian.StepCode.ANY;
import static io.github.parcheesi.russian.StepCode.NO_STEP;
import static io.github.parcheesi.russian.StepCode.blocked;

/**
 * The rules of one step: what a piece may do with a die, where each step ends and whether it
 * captures, or why it cannot be made. The move generator makes the steps these allow; a refused
 * move is explained by the {@link Reason} the same methods return for the step it wrote, so each
 * rule is written here once. Results are {@link StepCode}s.
 */
final class StepRules {

  // Kinds of steps.
  static final int WALK = 0;
  static final int ENTER = 1;
  static final int BUY_BACK = 2;
  static final int LEAVE = 3;
  static final int STRAIGHT = 4;
  static final int DIAGONAL = 5;
  static final int SHIFT = 6;
  static final int SWAP = 7;
  static final int STRAIGHT_HOME = 8;

  /** The most steps {@link #options} writes for one piece and one die. */
  static final int MAX_OPTIONS = 3;

  private StepRules() {}

  /**
   * The steps a piece could make with a die value, written to {@code out} with their kinds.
   *
   * @param p the position
   * @param piece the piece
   * @param v the die value
   * @param first whether this is the first use of the roll (R2)
   * @param grant whether the die is a given six (R5)
   * @param out at least {@link #MAX_OPTIONS} entries
   * @param blockedToo whether to write the steps that cannot be made too, with their reasons
   * @return how many were written
   */
  static int options(
      ScratchPosition p,
      int piece,
      int v,
      boolean first,
      boolean grant,
      int[] out,
      boolean blockedToo) {
    int colour = RussianBoard.colourOf(piece);
    int at = p.loc[piece];
    int n = 0;
    if (at == RussianBoard.NEST) {
      n = add(out, n, enter(p, colour, v, first), ENTER, blockedToo);
    } else if (RussianBoard.isPrisoner(at)) {
      n = add(out, n, buyBack(v, grant), BUY_BACK, blockedToo);
    } else if (at == RussianBoard.MIRROR) {
      // R12: a 6 to the own arrow cell
      n = add(out, n, leave(p, colour, RussianBoard.ownArrow(colour), v, grant), LEAVE, blockedToo);
    } else if (at == RussianBoard.ownArrow(colour)) {
      // R12: another 6 back to the base
      n = add(out, n, leave(p, colour, RussianBoard.NEST, v, grant), LEAVE, blockedToo);
    } else if (RussianBoard.isArrow(at)) {
      n = add(out, n, walk(p, colour, at, v), WALK, blockedToo);
    } else if (RussianBoard.isRest(at)) {
      int beside = RussianBoard.cellBesideRest(at);
      int step =
          !p.occupied(beside)
              ? walk(p, colour, beside, v) // R8: counted from the cell beside
              : blocked(ANY, Reason.COVERED, beside); // R8: covered while that cell is occupied
      n = add(out, n, step, WALK, blockedToo);
    } else if (RussianBoard.isTrack(at)) {
      n = add(out, n, walk(p, colour, at, v), WALK, blockedToo);
      if (RussianBoard.isCorner(at)) {
        boolean open = p.mirrorEmpty(); // R10: shortcuts closed while c holds a piece
        n = add(out, n, straight(p, colour, at, v, open), STRAIGHT, blockedToo);
        n = add(out, n, diagonal(p, colour, at, v, open), DIAGONAL, blockedToo);
      }
    }
    return n;
  }

  private static int add(int[] out, int n, int step, int kind, boolean blockedToo) {
    if (step == NO_STEP || !blockedToo && StepCode.isBlocked(step)) {
      return n;
    }
    out[n] = StepCode.withKind(step, kind);
    return n + 1;
  }

  /** R3, R4, ruling 14: landing on a cell; captures an opponent there. */
  static int land(ScratchPosition p, int colour, int cell) {
    int o = p.at(cell);
    if (o < 0) {
      return StepCode.to(cell);
    }
    int oc = RussianBoard.colourOf(o);
    if (oc == colour) {
      return blocked(cell, Reason.OWN_PIECE, cell); // R3, ruling 22: not on an own piece
    }
    if (RussianBoard.isArrow(cell) && cell == RussianBoard.ownArrow(oc)) {
      return blocked(cell, Reason.PROTECTED, cell); // ruling 14: a penalised piece is safe
    }
    return StepCode.capturing(cell); // R4
  }

  /**
   * R3, R14, RB4: walks v cells along the colour's way from a track or arrow cell: after its home
   * entrance into its home cells, never past it. The target ({@link RussianBoard#HOME} for a home
   * cell), capturing or blocked; a blocked walk still names where it would end.
   */
  static int walk(ScratchPosition p, int colour, int start, int v) {
    int end = Walks.clearEnd(p, colour, start, v);
    if (end >= 0) {
      return land(p, colour, end); // on the track, over no piece: as the steps below find it
    }
    int cur = start;
    int homeCell = 0;
    int innermostFree = RussianBoard.HOME_CELLS - p.homeCount(colour);
    int entrance = RussianBoard.entrance(colour);
    int jumped = 0; // the first occupied cell passed
    for (int k = 1; k <= v; k++) {
      if (homeCell > 0) {
        homeCell++;
      } else if (RussianBoard.isArrow(cur)) {
        cur = RussianBoard.cornerAfterArrow(cur); // R10: from m(q+1) on to 18(q+1)+1
      } else if (cur == entrance) {
        homeCell = 1; // RB4
      } else {
        cur = cur % RussianBoard.TRACK + 1;
      }
      if (homeCell > innermostFree) {
        // R14: past the innermost free home cell, which k - 1 cells reach
        return blocked(RussianBoard.HOME, Reason.HOME_NOT_EXACT, k - 1);
      }
      if (k < v) {
        if (homeCell == 0 && jumped == 0 && p.occupied(cur)) {
          jumped = cur; // R3: no jumping
        }
      } else if (homeCell > 0 && homeCell < innermostFree) {
        // R14: only a step ending exactly on the innermost free home cell enters home
        return blocked(RussianBoard.HOME, Reason.HOME_NOT_EXACT, v + innermostFree - homeCell);
      } else if (jumped > 0) {
        return blocked(homeCell > 0 ? RussianBoard.HOME : cur, Reason.JUMP, jumped);
      } else {
        return homeCell > 0 ? StepCode.to(RussianBoard.HOME) : land(p, colour, cur);
      }
    }
    throw new AssertionError();
  }

  /** R2, ruling 1: a 6 enters a piece on its exit cell, as the first use of the roll. */
  static int enter(ScratchPosition p, int colour, int v, boolean first) {
    int exit = RussianBoard.exit(colour);
    if (v != 6) {
      return blocked(exit, Reason.ENTER_NEEDS_SIX, 0);
    }
    if (!first) {
      return blocked(exit, Reason.ENTER_NOT_FIRST, 0);
    }
    return land(p, colour, exit);
  }

  /** R5: a rolled 6 buys a prisoner back to its base; a given six does not. */
  static int buyBack(int v, boolean grant) {
    if (grant) {
      return blocked(ANY, Reason.GIVEN_SIX_BUYS_NOTHING_BACK, 0); // wherever it would go
    }
    if (v != 6) {
      return blocked(RussianBoard.NEST, Reason.BUY_BACK_NEEDS_SIX, 0);
    }
    return StepCode.to(RussianBoard.NEST);
  }

  /** R12: each step out of the mirror, to the own arrow cell and on to the base, needs a 6. */
  static int leave(ScratchPosition p, int colour, int target, int v, boolean grant) {
    if (grant) {
      return blocked(
          ANY, Reason.GIVEN_SIX_LEAVES_NO_MIRROR, 0); // R5, ruling 7: whatever the target
    }
    if (v != 6) {
      return blocked(target, Reason.LEAVE_NEEDS_SIX, 0);
    }
    return land(p, colour, target); // ruling 16: captures a shortcut piece on the arrow cell
  }

  /** R10: a 1 from a mirror corner straight to its arrow cell, never from the own arm's corner. */
  static int straight(ScratchPosition p, int colour, int corner, int v, boolean open) {
    int arrow = RussianBoard.arrowAfter(corner);
    if (!open) {
      return blocked(arrow, Reason.MIRROR_CLOSED, 0);
    }
    if (RussianBoard.quarterOfCell(corner) == RussianBoard.quarter(colour)) {
      return blocked(arrow, Reason.SKIPS_OWN_ENTRANCE, corner); // ruling 14
    }
    if (v != 1) {
      return blocked(arrow, Reason.STRAIGHT_NEEDS_ONE, 0);
    }
    return land(p, colour, arrow);
  }

  /** R10: a 3 from a mirror corner across the diagonal to the opposite corner. */
  static int diagonal(ScratchPosition p, int colour, int corner, int v, boolean open) {
    int opposite = RussianBoard.oppositeCorner(corner);
    if (!open) {
      return blocked(opposite, Reason.MIRROR_CLOSED, 0);
    }
    if (v != 3) {
      return blocked(opposite, Reason.DIAGONAL_NEEDS_THREE, 0);
    }
    return land(p, colour, opposite);
  }

  /**
   * R8, ruling 12: the free shift of a piece on a track cell into the empty rest cell beside it,
   * only at once after a step of the move ending there; {@link StepCode#NO_STEP} beside no rest
   * cell.
   *
   * @param atOnce whether the piece's step has just ended on {@code cell}
   */
  static int shift(ScratchPosition p, int cell, boolean atOnce) {
    int rest = RussianBoard.restBeside(cell);
    if (rest < 0) {
      return NO_STEP;
    }
    if (p.occupied(rest)) {
      return blocked(rest, Reason.REST_OCCUPIED, rest);
    }
    if (!atOnce) {
      return blocked(rest, Reason.SHIFT_NOT_AT_ONCE, 0);
    }
    return StepCode.to(rest);
  }

  /**
   * R9: the swap of a piece on a track cell with an opponent's piece on the rest cell beside it,
   * with 1-1; {@link StepCode#NO_STEP} when no opponent rests beside it.
   */
  static int swap(ScratchPosition p, int colour, int at, boolean doubleOne) {
    int rest = RussianBoard.isTrack(at) ? RussianBoard.restBeside(at) : -1;
    int other = rest > 0 ? p.at(rest) : -1;
    if (other < 0 || RussianBoard.colourOf(other) == colour) {
      return NO_STEP;
    }
    return doubleOne ? StepCode.to(rest) : blocked(rest, Reason.SWAP_NEEDS_DOUBLE_ONE, rest);
  }

  /**
   * R13, ruling 18: after a doubles roll, a piece on a track cell may go straight home if it is the
   * third doubles in a row; {@link StepCode#NO_STEP} for other pieces and other rolls.
   */
  static int straightHome(int at, boolean doublesRolled, boolean third) {
    if (!doublesRolled || !RussianBoard.isTrack(at)) {
      return NO_STEP;
    }
    return third
        ? StepCode.to(RussianBoard.HOME)
        : blocked(RussianBoard.HOME, Reason.STRAIGHT_HOME_NOT_THIRD, 0);
  }

  /**
   * Why a piece takes no die at a point of the roll (R2, ruling 12, R14), or {@link Reason#NONE}.
   *
   * @param entered the piece entered this roll, or -1
   * @param rested the pieces (bit per piece) that shifted into a rest cell this move
   */
  static Reason pieceBlock(ScratchPosition p, int piece, int entered, int rested) {
    if (entered >= 0 && piece != entered) {
      return Reason.AFTER_ENTERING; // R2: the other die moves only the entered piece
    }
    if (ScratchPosition.hasPiece(rested, piece)) {
      return Reason.STAYS_IN_REST; // ruling 12: it stays there this move
    }
    if (p.loc[piece] == RussianBoard.HOME) {
      return Reason.FINISHED; // R14
    }
    return Reason.NONE;
  }
}
