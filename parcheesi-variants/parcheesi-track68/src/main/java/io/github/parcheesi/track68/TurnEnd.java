package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.NEST;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnState;
import io.vavr.collection.List;

/**
 * Who acts after a move (A13 and P9: doubles roll again; A15: a win ends the game) and the third
 * doubles' penalty (A13). Who acts is packed in an int, the turn: the colour to move, the doubles
 * in a row and the winner, read and written by the helpers here.
 */
final class TurnEnd {

  /** Doubles in a row are counted up to this (notation's limit). */
  static final int MAX_DOUBLES = 31;

  private TurnEnd() {}

  /** The packed turn: who moves, the doubles in a row, the winner (-1 for none). */
  static int turn(int toMove, int doubles, int winner) {
    return toMove | doubles << 2 | (winner + 1) << 8;
  }

  /** The colour to move of a packed turn. */
  static int toMove(int turn) {
    return turn & 3;
  }

  /** The doubles in a row of a packed turn. */
  static int doubles(int turn) {
    return turn >>> 2 & 63;
  }

  /** The winner of a packed turn, -1 for none. */
  static int winner(int turn) {
    return (turn >>> 8) - 1;
  }

  /** A15: the turn after the mover's move that wins. */
  static int won(int mover) {
    return turn(mover, 0, mover);
  }

  /**
   * Who acts after the search's moves that do not win, or after a pass (rerollAnyway: the option
   * doublesAllOrNothing's pass on doubles still rolls again); allPlayed when the moves play every
   * value of the roll.
   */
  static int after(TurnSearch t, GameState s, boolean allPlayed, boolean rerollAnyway) {
    ScratchBoard b = t.board;
    if (b.moverWon()) {
      return won(b.mover); // A15
    }
    if (t.doublesRoll
        && (rerollAnyway
            || allPlayed
            || !t.rules.rerollNeedsAllValues() && MustUse.values(t.results.best) > 0)) {
      // A13: doubles roll again when every value was played; P9: when any value was (a doubles
      // roll that is a pass passes the turn, A14).
      return turn(b.mover, Math.min(s.doubles() + 1, MAX_DOUBLES), -1);
    }
    return turn(Positions.nextColour(b.mask, b.mover), 0, -1);
  }

  /** The state of the codes with the packed turn. */
  static GameState state(RuleSet owner, byte[] codes, int mask, int turn) {
    return Positions.trusted(
        owner,
        codes,
        mask,
        Colour.ofIndex(toMove(turn)),
        doubles(turn),
        winner(turn),
        TurnState.none());
  }

  /** A13: the piece closest to home goes back to its nest, and the turn passes. */
  static Move penalty(RuleSet owner, TurnSearch t, GameState s, Roll roll) {
    ScratchBoard b = t.board;
    int c = b.mover;
    int bestSlot = -1;
    int bestToGo = Integer.MAX_VALUE;
    for (int i = ScratchBoard.slot(c, 0); i < ScratchBoard.slot(c, 4); i++) {
      int p = b.pos[i];
      if (ScratchBoard.onBoard(p) == 0) {
        continue;
      }
      // A13: closest to home means fewest steps still to go (B4).
      int toGo = Board68.toGo(c, p);
      if (toGo < bestToGo) {
        bestToGo = toGo;
        bestSlot = i;
      }
    }
    List<Step> steps = List.empty();
    if (bestSlot >= 0) {
      int from = b.pos[bestSlot];
      b.push(bestSlot, NEST, false);
      steps = List.of(Step.of(Positions.location(from), Location.nest(), false));
    }
    int turn = turn(Positions.nextColour(b.mask, c), 0, -1);
    // A13: the penalty is a decision of its own kind, whether or not a piece goes back
    return MoveSource.known(
        s,
        roll,
        steps,
        state(owner, b.codes(), b.mask, turn),
        Decision.of(Decision.Kind.PENALTY, s.toMove()));
  }
}
