package io.github.parcheesi.track68;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.vavr.collection.List;

/**
 * A listed move told as its events ({@link Event}): the search of its roll says what kind of move
 * it is (A13's penalty, doublesAllOrNothing's pass, or an ordinary play), and its steps, replayed
 * as the refusals replay them ({@link StepReplay}), say what each step spent: a die (A5), a bottom
 * face (A2), both dice entering together (A3), a bonus (A12). Off the hot path: made only when
 * asked for.
 */
final class MoveEvents {

  private MoveEvents() {}

  /**
   * The events of a listed move, up to and including the end of the turn, each rule by the
   * variant's id ({@link TrackRules#ruleId}).
   */
  static List<Event> of(
      TurnSearch t,
      TrackRules rules,
      StepTargets steps,
      GameState s,
      Move listed,
      GameState result) {
    Colour mover = s.toMove();
    int kind = t.generate(rules, steps, s, listed.roll().get());
    List<Event> events;
    if (kind == TurnSearch.PENALTY) {
      // A13: the piece closest to home goes back to its nest; the roll is not played
      events = List.empty();
      for (Step st : listed.steps()) {
        events =
            events.append(
                Event.of(Event.Kind.PENALTY, mover)
                    .withMovement(mover, st.from(), st.to())
                    .withRule(rules.ruleId(TrackRule.THREE_DOUBLES)));
      }
      events =
          events.appendAll(
              givenUp(t, mover, new boolean[t.nVals], rules.ruleId(TrackRule.THREE_DOUBLES)));
    } else if (kind == TurnSearch.ALL_OR_NOTHING_PASS) {
      events = givenUp(t, mover, new boolean[t.nVals], rules.ruleId(TrackRule.ALL_OR_NOTHING));
    } else {
      events = played(t, rules, steps, s, listed, result);
    }
    return events.appendAll(Event.turnEnd(s, result, rules.ruleId(TrackRule.ROLL_AGAIN)));
  }

  /** An ordinary play: its steps with what each spent and captured, then what is given up. */
  private static List<Event> played(
      TurnSearch t,
      TrackRules rules,
      StepTargets steps,
      GameState s,
      Move listed,
      GameState result) {
    Colour mover = s.toMove();
    StepReplay r = StepReplay.play(t, rules, steps, s, listed.roll().get(), listed.steps());
    if (r.refusal != null) {
      throw new IllegalStateException("a listed move " + listed + " is refused: " + r.refusal);
    }
    List<Event> events = List.empty();
    int p20 = 0;
    int p10 = 0;
    int i = 0;
    for (Step st : listed.steps()) {
      int value = r.value(t, i, st);
      int by = r.spentBy[i];
      Spent spent = StepReplay.spent(t, by, value);
      if (by == StepReplay.BONUS) {
        // A12: a bonus of 20 for a capture, 10 for a piece home
        boolean twenty = value == CompletePlays.CAPTURE_BONUS;
        p20 -= twenty ? 1 : 0;
        p10 -= twenty ? 0 : 1;
      }
      events = events.append(Event.move(mover, st.from(), st.to(), spent));
      if (r.victim[i] >= 0) {
        // A4 (P3): an entry captures on the exit; A8: a step captures on the track
        TrackRule rule =
            st.from().equals(Location.nest()) ? TrackRule.ENTRY_CAPTURE : TrackRule.CAPTURE;
        events =
            events.append(
                Event.capture(mover, Colour.ofIndex(r.victim[i]), st.to(), Location.nest())
                    .withRule(rules.ruleId(rule)));
        p20 += rules.bonuses() ? 1 : 0;
      }
      p10 += rules.bonuses() && st.to().equals(Location.home()) ? 1 : 0;
      i++;
    }
    boolean won = result.winner().isDefined();
    boolean none = listed.steps().isEmpty();
    // A14: nothing can be played; A11: as many values as can be; A15: the game is over
    TrackRule rule = won ? TrackRule.WIN : none ? TrackRule.PASS : TrackRule.MUST_PLAY_MOST;
    events = events.appendAll(givenUp(t, mover, r.usedVal, rules.ruleId(rule)));
    // A12: a bonus that no piece can play in full is forfeited
    String bonusRule = rules.ruleId(won ? TrackRule.WIN : TrackRule.BONUS);
    for (int k = 0; k < p20; k++) {
      events =
          events.append(
              Event.of(Event.Kind.VALUE_GIVEN_UP, mover)
                  .withSpent(Spent.of(Spent.Kind.CAPTURE_BONUS, CompletePlays.CAPTURE_BONUS))
                  .withRule(bonusRule));
    }
    for (int k = 0; k < p10; k++) {
      events =
          events.append(
              Event.of(Event.Kind.VALUE_GIVEN_UP, mover)
                  .withSpent(Spent.of(Spent.Kind.HOME_BONUS, CompletePlays.HOME_BONUS))
                  .withRule(bonusRule));
    }
    return events;
  }

  /** The values of the roll not used, each given up for a rule. */
  private static List<Event> givenUp(TurnSearch t, Colour mover, boolean[] used, String rule) {
    List<Event> out = List.empty();
    for (int i = 0; i < t.nVals; i++) {
      if (!used[i]) {
        out =
            out.append(
                Event.of(Event.Kind.VALUE_GIVEN_UP, mover)
                    .withSpent(StepReplay.spent(t, i, t.vals[i]))
                    .withRule(rule));
      }
    }
    return out;
  }
}
