package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * A legal move told as its {@link Event}s (RULES.md, "Events"): each step of the listed play is
 * asked of {@link StepRules} again, on the position the steps before it reached, so that its kind
 * (enter, walk, buy back, leave the mirror, shortcut) and its capture come from the same code that
 * generated it; the free shift, R9's swap, R13's straight-home and R4's penalty are known from the
 * play itself ({@link CandidatePlay}). Off the path of listing and playing moves.
 */
final class MoveEvents {

  private MoveEvents() {}

  /**
   * The events of a rolled play or of a given six's play, ending with how the turn goes on.
   *
   * @param s the state the play is made in
   * @param roll the roll, or null for a given six (R5)
   * @param play the listed play
   * @param result the state after it
   * @return the events, in order
   */
  static List<Event> ofPlay(GameState s, Roll roll, CandidatePlay play, GameState result) {
    Colour me = s.toMove();
    int mover = me.ordinal();
    boolean grant = roll == null;
    ScratchPosition p = ScratchPosition.of(s);
    // the values not yet played: the dice, or the given six
    List<Integer> left = grant ? List.of(6) : List.of(roll.die1(), roll.die2());
    List<Event> events = List.empty();
    int played = 0; // dice played so far (R2: entering is the first use)
    int moved = 0; // the pieces that moved (R11)
    for (int i = 0; i < play.steps().length; i++) {
      Step st = play.steps()[i];
      int from = RussianBoard.code(st.from());
      int to = RussianBoard.code(st.to());
      int piece = p.find(mover, from);
      if (i == 0 && play.special == CandidatePlay.SWAP) {
        // R9: the two pieces change places; the swap spends the whole 1-1 roll
        int other = p.at(to);
        Colour oc = Colour.ofIndex(RussianBoard.colourOf(other));
        events =
            events
                .append(
                    Event.of(Event.Kind.SWAP, me)
                        .withMovement(me, st.from(), st.to())
                        .withSpent(Spent.of(Spent.Kind.BOTH_DICE, roll.die1() + roll.die2()))
                        .withOther(oc)
                        .withRule("R9"))
                .append(
                    Event.of(Event.Kind.SWAP, me)
                        .withMovement(oc, st.to(), st.from())
                        .withOther(oc)
                        .withRule("R9"));
        p.swap(piece, other);
        left = List.empty();
      } else if (i == 0 && play.special == CandidatePlay.STRAIGHT_HOME) {
        // R13: the third doubles takes one piece straight home, spending the whole roll
        events =
            events.append(
                Event.of(Event.Kind.STRAIGHT_HOME, me)
                    .withMovement(me, st.from(), st.to())
                    .withSpent(Spent.of(Spent.Kind.BOTH_DICE, roll.die1() + roll.die2()))
                    .withRule("R13"));
        p.move(piece, to);
        left = List.empty();
      } else if (to == RussianBoard.MIRROR) {
        // R4 with capture=penalty (ruling 17): last in the move, after the values given up
        events = events.appendAll(givenUp(me, grant, left));
        left = List.empty();
        events =
            events.append(
                Event.of(Event.Kind.PENALTY, me)
                    .withMovement(me, st.from(), st.to())
                    .withRule("R4"));
        p.move(piece, to);
      } else if (play.values()[i] == 0) {
        // R8: the free shift into the rest cell beside, which spends nothing
        events =
            events.append(
                Event.of(Event.Kind.MOVE, me)
                    .withMovement(me, st.from(), st.to())
                    .withSpent(Spent.of(Spent.Kind.FREE_SHIFT, 0))
                    .withRule("R8"));
        p.move(piece, to);
      } else {
        int v = play.values()[i];
        int code = made(p, piece, v, played == 0, grant, st);
        int kind = StepCode.kind(code);
        Spent spent = grant ? Spent.of(Spent.Kind.GIVEN_SIX, 6) : Spent.die(v);
        if (kind == StepRules.BUY_BACK) {
          // R5: the prisoner goes back to its base, and its captor is given the six
          Colour captor = Colour.ofIndex(st.from().index());
          events =
              events
                  .append(
                      Event.of(Event.Kind.BUY_BACK, me)
                          .withMovement(me, st.from(), st.to())
                          .withSpent(spent)
                          .withOther(captor)
                          .withRule("R5"))
                  .append(
                      Event.of(Event.Kind.GIVEN_SIX, me)
                          .withSpent(Spent.of(Spent.Kind.GIVEN_SIX, 6))
                          .withOther(captor)
                          .withRule("R5"));
        } else {
          boolean forced =
              MoveGenerator.forcesDiagonal(
                  mover, kind, ScratchPosition.hasPiece(moved, piece), from, to);
          events =
              events.append(
                  Event.move(me, st.from(), st.to(), spent).withRule(rule(kind, from, to, forced)));
        }
        if (StepCode.captures(code)) {
          // R4, R5: the captured piece becomes a prisoner in the captor's base
          int victim = p.at(to);
          Colour vc = Colour.ofIndex(RussianBoard.colourOf(victim));
          events =
              events.append(Event.capture(me, vc, st.to(), Location.prisonerOf(me)).withRule("R4"));
          p.move(victim, RussianBoard.prisonerOf(mover));
        }
        p.move(piece, to);
        played++;
        moved = ScratchPosition.withPiece(moved, piece);
        left = left.remove(v);
      }
    }
    events = events.appendAll(givenUp(me, grant, left));
    return events.appendAll(end(s, result, grant));
  }

  /**
   * The step rules' outcome for a step of a listed play: the one step of the piece with that value
   * that ends where the step does, with the step's capture mark.
   */
  private static int made(
      ScratchPosition p, int piece, int v, boolean first, boolean grant, Step st) {
    int to = RussianBoard.code(st.to());
    int[] opts = new int[StepRules.MAX_OPTIONS];
    int n = StepRules.options(p, piece, v, first, grant, opts, false);
    for (int k = 0; k < n; k++) {
      if (StepCode.target(opts[k]) == to && StepCode.captures(opts[k]) == st.capture()) {
        return opts[k];
      }
    }
    throw new IllegalStateException("the step rules do not make the listed step " + st);
  }

  /** The rule a piece's step with a die follows. */
  private static String rule(int kind, int from, int to, boolean forcedDiagonal) {
    switch (kind) {
      case StepRules.ENTER:
        return "R2";
      case StepRules.LEAVE:
        return "R12";
      case StepRules.STRAIGHT:
        return "R10";
      case StepRules.DIAGONAL:
        return forcedDiagonal ? "R11" : "R10";
      default:
        return to == RussianBoard.HOME ? "R14" : RussianBoard.isRest(from) ? "R8" : "R3";
    }
  }

  /** R7 (R5 for a given six): the values of the roll that were not played. */
  private static List<Event> givenUp(Colour me, boolean grant, List<Integer> left) {
    return left.map(
        v ->
            Event.of(Event.Kind.VALUE_GIVEN_UP, me)
                .withSpent(grant ? Spent.of(Spent.Kind.GIVEN_SIX, v) : Spent.die(v))
                .withRule(grant ? "R5" : "R7"));
  }

  /**
   * How the turn goes on after a play: the win (R15), the captor of a given six or whoever rolls
   * once the given sixes are played (R5), another roll after doubles (R13), or the next player.
   */
  private static List<Event> end(GameState s, GameState result, boolean grant) {
    Colour me = s.toMove();
    if (result.winner().isDefined()) {
      return List.of(Event.of(Event.Kind.WIN, me).withRule("R15"));
    }
    if (grant || !result.turnState().givenSixes().isEmpty()) {
      return List.of(
          Event.of(Event.Kind.TURN_PASSES, me).withOther(result.toMove()).withRule("R5"));
    }
    return Event.turnEnd(s, result, "R13");
  }

  /**
   * The events of an exchange decision (R6, rulings 9-11): an offer, or keeping the prisoners
   * before rolling ({@link Event.Kind#KEEP}); answering an offer, the acceptance with each
   * prisoner's movement, or the refusal. Then the turn passes to whoever decides or rolls next.
   *
   * @param s the state, in phase DECIDE with no given six waiting
   * @param listed the decision, as listed
   * @param result the state after it
   * @return the events, in order
   */
  static List<Event> ofDecision(GameState s, Move listed, GameState result) {
    Colour me = s.toMove();
    boolean keep = listed.steps().equals(TurnFlow.keep(me).steps());
    Option<Colour> offerer = s.turnState().offerer();
    List<Event> events = List.empty();
    if (offerer.isDefined()) {
      Colour from = offerer.get();
      if (keep) {
        events = events.append(Event.of(Event.Kind.REFUSE, me).withOther(from).withRule("R6"));
      } else {
        events = events.append(Event.of(Event.Kind.ACCEPT, me).withOther(from).withRule("R6"));
        // ruling 9: the offerer's prisoner first, then the answerer's, as the steps are written
        Colour[] terms = Exchange.terms(s, from, me);
        Colour[] holders = {from, me};
        for (int k = 0; k < 2; k++) {
          Step st = listed.steps().get(k);
          events =
              events.append(
                  Event.of(Event.Kind.RELEASE, holders[k])
                      .withMovement(terms[k], st.from(), st.to())
                      .withOther(holders[1 - k])
                      .withRule("R6"));
        }
      }
    } else if (!keep) {
      // the offer's second step starts in the partner's base: pQ/...
      Colour partner = Colour.ofIndex(listed.steps().get(1).from().index());
      events = events.append(Event.of(Event.Kind.OFFER, me).withOther(partner).withRule("R6"));
    } else {
      // R6, ruling 10: the player keeps its prisoners, offers nothing, and rolls
      events = events.append(Event.of(Event.Kind.KEEP, me).withRule("R6"));
    }
    return events.append(
        Event.of(Event.Kind.TURN_PASSES, me).withOther(result.toMove()).withRule("R6"));
  }
}
