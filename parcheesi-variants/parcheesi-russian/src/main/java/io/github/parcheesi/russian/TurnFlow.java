package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;

/**
 * Whose turn it is and what comes next: the phase of a state, the state after a play (doubles roll
 * again, R13; given sixes wait, R5; the game ends, R15), and the decisions without a roll of R6's
 * exchange of prisoners (offer, answer, keep).
 */
final class TurnFlow {

  private final RussianRules rules;

  /**
   * The last state made from a scratch position, with that position, from which listing the state's
   * moves reads its pieces ({@link #positionOf}): a turn's moves are listed from the state the play
   * before made.
   */
  private Made lastMade;

  /**
   * A state and the scratch position it was made from, its pieces in the state's order (as {@link
   * ScratchPosition#of} reads them). Immutable, so that a thread reading it unordered sees it
   * whole: the position is the state's own, changed by no one.
   */
  private static final class Made {
    final GameState state;
    final ScratchPosition pos;

    Made(GameState state, ScratchPosition pos) {
      this.state = state;
      this.pos = pos;
    }
  }

  TurnFlow(RussianRules rules) {
    this.rules = rules;
  }

  /**
   * Where a state's pieces are, as {@link ScratchPosition#of} reads them, in a scratch position the
   * caller must not change: kept from making the state when it is the last state made.
   */
  ScratchPosition positionOf(GameState s) {
    Made m = lastMade;
    return m != null && m.state == s ? m.pos : ScratchPosition.of(s);
  }

  /**
   * {@link Phase#OVER} once there is a winner; {@link Phase#DECIDE} while a given six waits, while
   * an offer waits for its answer, and before a roll when the player to move could offer an
   * exchange and has not yet settled it; otherwise {@link Phase#ROLL}.
   */
  static Phase phase(GameState s) {
    if (s.isOver()) {
      return Phase.OVER;
    }
    RussianTurnState ts = RussianTurnState.of(s);
    if (!ts.givenSixes().isEmpty() || ts.offerer().isDefined()) {
      return Phase.DECIDE; // R5, R6
    }
    if (ts.offerSettled()) {
      return Phase.ROLL;
    }
    return Exchange.hasPartner(s, s.toMove()) ? Phase.DECIDE : Phase.ROLL; // R6, ruling 10
  }

  // ------------------------------------------------------------------------------ after a play

  /** The state after a rolled play: doubles roll again (R13), given sixes wait (R5), R15. */
  GameState afterRoll(GameState s, CandidatePlay play, Roll roll) {
    Colour me = s.toMove();
    if (play.pos.homeCount(me.ordinal()) == RussianBoard.PIECES) {
      return won(me, play.pos); // R15
    }
    Colour next = roll.isDoubles() ? me : nextPlayer(s, me);
    // R13: doubles roll again; after the third the count starts over.
    int doubles = roll.isDoubles() ? (s.doubles() >= 2 ? 0 : s.doubles() + 1) : 0;
    List<Colour> captors = PositionKey.captors(play.bought); // in the order of buying back
    if (captors.isEmpty()) {
      return make(next, play.pos, doubles, RussianTurnState.none());
    }
    // R5: the captors play the given sixes first, in the order of buying back.
    return make(captors.head(), play.pos, doubles, RussianTurnState.grant(captors, next));
  }

  /** The state after a given six was played: the next captor plays, or resume rolls (R5). */
  GameState afterGivenSix(GameState s, CandidatePlay play) {
    Colour me = s.toMove();
    if (play.pos.homeCount(me.ordinal()) == RussianBoard.PIECES) {
      return won(me, play.pos); // R15, ruling 8: the other given sixes lapse
    }
    RussianTurnState ts = RussianTurnState.of(s);
    RussianTurnState next = ts.afterGivenSix();
    Colour toMove = next.givenSixes().headOption().getOrElse(ts.resume().get());
    return make(toMove, play.pos, s.doubles(), next);
  }

  /** B5: the next colour in play order. */
  private static Colour nextPlayer(GameState s, Colour c) {
    return Colour.ofIndex(Positions.nextColour(Positions.colourMask(s), c.ordinal()));
  }

  // ------------------------------------------------------------------------------ R6

  /**
   * R6, rulings 9-11: before rolling, the offers the player to move can make and its keep step; or,
   * answering an offer, the exchange's steps (accept) and the keep step (decline).
   */
  LegalMoves exchangeDecisions(GameState s) {
    LegalMoves out = new LegalMoves(s, null);
    Colour me = s.toMove();
    RussianTurnState ts = RussianTurnState.of(s);
    if (ts.offerer().isDefined()) {
      Colour from = ts.offerer().get();
      Colour[] terms = Exchange.terms(s, from, me);
      out.add(
          Exchange.steps(from, me, terms),
          () -> {
            ScratchPosition pos = ScratchPosition.of(s);
            Exchange.perform(pos, from, me, terms);
            GameState done = make(from, pos, s.doubles(), RussianTurnState.none());
            return Exchange.hasPartner(done, from)
                ? make(from, pos, s.doubles(), RussianTurnState.offerDone())
                : done;
          },
          Decision.Kind.ACCEPT);
      out.add(
          keep(me).steps(),
          () -> unmoved(from, s, RussianTurnState.offerDone()),
          Decision.Kind.DECLINE);
      return out;
    }
    int held = Exchange.held(s); // read once for every partner's terms
    for (Colour q : Exchange.partners(held, s, me)) {
      out.add(
          Exchange.steps(me, q, Exchange.terms(held, me, q)),
          () -> unmoved(q, s, RussianTurnState.offer(me)),
          Decision.Kind.OFFER);
    }
    out.add(
        keep(me).steps(), () -> unmoved(me, s, RussianTurnState.offerDone()), Decision.Kind.KEEP);
    return out;
  }

  /**
   * Ruling 11: "keeps its prisoners" ({@code pY/pY}), the decision not to offer an exchange before
   * rolling, or to decline one; {@code pass} is kept for "nothing can be played".
   */
  static Move keep(Colour c) {
    Location held = Location.prisonerOf(c);
    return Move.withoutRoll(List.of(Step.of(held, held, false)));
  }

  /** R6: why a move is not one of the exchange decisions listed. */
  static Refusal exchangeRefusal(GameState s, LegalMoves legal) {
    String list = List.ofAll(legal.moves()).mkString(", ");
    Colour me = s.toMove();
    if (RussianTurnState.of(s).offerer().isDefined()) {
      return Refusal.of(
          Refusal.Kind.BREAKS_RULE,
          "R6",
          "answer the offered exchange with its steps to accept or "
              + keep(me)
              + " to decline; legal: "
              + list);
    }
    return Refusal.of(
        Refusal.Kind.BREAKS_RULE,
        "R6",
        "before rolling, "
            + me.letter()
            + " may offer one of the possible exchanges, or keep its prisoners ("
            + keep(me)
            + ") and roll; legal: "
            + list);
  }

  /** R5, R6: a rolled move where the decision needs no roll. */
  static Refusal rollNotNeeded(GameState s, LegalMoves legal) {
    RussianTurnState ts = RussianTurnState.of(s);
    char me = s.toMove().letter();
    String decision =
        !ts.givenSixes().isEmpty()
            ? me + " playing the six given to it"
            : ts.offerer().isDefined()
                ? me + " answering the exchange offered by " + ts.offerer().get().letter()
                : me + " offering an exchange of prisoners or passing to roll";
    return Refusal.of(
        Refusal.Kind.WRONG_PHASE,
        ts.givenSixes().isEmpty() ? "R6" : "R5",
        "the next decision, "
            + decision
            + ", needs no roll; legal: "
            + List.ofAll(legal.moves()).mkString(", "));
  }

  // ------------------------------------------------------------------------------ states

  /**
   * A state the generator reached: made without checking it again (the generator keeps every rule),
   * except under assertions, as in the tests, which check every one.
   */
  private GameState make(Colour toMove, ScratchPosition pos, int doubles, RussianTurnState ts) {
    byte[] codes = pos.codes();
    ScratchPosition read = pos.canonical(codes); // before the state holds the codes
    GameState s = checked(StateAccess.unchecked(rules, codes, pos.mask, toMove, doubles, -1, ts));
    lastMade = new Made(s, read);
    return s;
  }

  /** The state after a decision that moves no piece: an offer, a keep or a decline (R6). */
  private GameState unmoved(Colour toMove, GameState s, RussianTurnState ts) {
    return checked(StateAccess.samePieces(rules, s, toMove, ts));
  }

  /** R15, ruling 19: the winner is to move, doubles 0, no turn state. */
  private GameState won(Colour winner, ScratchPosition pos) {
    return checked(
        StateAccess.unchecked(rules, pos, winner, 0, winner.ordinal(), RussianTurnState.none()));
  }

  private static GameState checked(GameState s) {
    assert PositionCheck.problems(s).isEmpty()
        : "generated an illegal position " + s + ": " + PositionCheck.problems(s);
    return s;
  }
}
