package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples of Parchís moves told as events, and of moves spelled in another legal order. */
class ParchisExplainTest {

  private static final RuleSet PARCHIS = RuleSets.get("parchis");
  private static final Colour Y = Colour.YELLOW;
  private static final Colour R = Colour.RED;

  private static Location at(String token) {
    return Location.parse(token).get();
  }

  private static Event move(String from, String to, Spent spent) {
    return Event.move(Y, at(from), at(to), spent);
  }

  private static Event capture(String from, String rule) {
    return Event.capture(Y, R, at(from), Location.nest()).withRule(rule);
  }

  private static Event givenUp(Spent spent, String rule) {
    return Event.of(Event.Kind.VALUE_GIVEN_UP, Y).withSpent(spent).withRule(rule);
  }

  private static final Event TURN_PASSES = Event.of(Event.Kind.TURN_PASSES, Y).withOther(R);

  /** The one listed move of a roll spelled so, and its events. */
  private static List<Event> events(RuleSet rules, String position, Roll roll, String steps) {
    GameState s = Notation.parsePosition(position, rules);
    Move m = rules.match(s, Notation.parseMove(steps, roll)).get();
    return rules.explain(s, m).get().events();
  }

  @Test
  @DisplayName("A8, P8: a capture sends the piece to its nest, right after the step; no bonus")
  void a8_aCaptureWithoutBonus() {
    assertEquals(
        List.of(
            move("10", "13", Spent.die(3)),
            capture("13", "A8"),
            move("13", "17", Spent.die(4)),
            TURN_PASSES),
        events(PARCHIS, "parchis Y Y:n,n,n,10 R:n,n,n,13", Roll.of(3, 4), "10/13* 13/17"));
  }

  @Test
  @DisplayName("P3: an entering piece captures on its half-safe exit")
  void p3_anEntryCaptures() {
    assertEquals(
        List.of(
            move("n", "5", Spent.die(5)),
            capture("5", "P3"),
            move("10", "11", Spent.die(1)),
            TURN_PASSES),
        events(PARCHIS, "parchis Y Y:n,n,n,10 R:n,n,n,5", Roll.of(5, 1), "n/5* 10/11"));
  }

  @Test
  @DisplayName("P6, P7, P9: a 6 that cannot be played is given up, and doubles roll again")
  void p9_doublesPlayedInPartRollAgain() {
    assertEquals(
        List.of(
            move("66", "r4", Spent.die(6)),
            givenUp(Spent.die(6), "P7"),
            Event.of(Event.Kind.ROLL_AGAIN, Y).withRule("P9")),
        events(PARCHIS, "parchis Y Y:n,n,n,66 R:n,n,n,n", Roll.of(6, 6), "66/r4"));
  }

  @Test
  @DisplayName(
      "A13 with threeDoublesPenalty: the third doubles sends the piece closest to home back"
          + " (Parchís keeps A13 for the penalty; P9 says there is none without the option)")
  void a13_thePenalty() {
    RuleSet rules = PARCHIS.withOption("threeDoublesPenalty", "true").get();
    assertEquals(
        List.of(
            Event.of(Event.Kind.PENALTY, Y)
                .withMovement(Y, at("30"), Location.nest())
                .withRule("A13"),
            givenUp(Spent.die(4), "A13"),
            givenUp(Spent.die(4), "A13"),
            TURN_PASSES),
        events(rules, "parchis Y Y:n,n,10,30 R:n,n,n,n doubles=2", Roll.of(4, 4), "30/n"));
  }

  @Test
  @DisplayName("option bonuses (A12): the capture earns 20, played after the dice")
  void bonuses_aCaptureEarnsTwenty() {
    RuleSet rules = PARCHIS.withOption("bonuses", "true").get();
    assertEquals(
        List.of(
            move("10", "13", Spent.die(3)),
            capture("13", "A8"),
            move("13", "17", Spent.die(4)),
            move("17", "37", Spent.of(Spent.Kind.CAPTURE_BONUS, 20)),
            TURN_PASSES),
        events(rules, "parchis Y Y:n,n,n,10 R:n,n,n,13", Roll.of(3, 4), "10/13* 13/17 17/37"));
  }

  @Test
  @DisplayName(
      "P2, P7: both dice summing to 5 enter a piece; the listed move in another order is"
          + " accepted, matched and offered")
  void anyLegalOrder() {
    assertEquals(
        List.of(move("n", "5", Spent.of(Spent.Kind.BOTH_DICE, 5)), TURN_PASSES),
        events(PARCHIS, "parchis Y Y:n,n,n,n R:n,n,n,n", Roll.of(2, 3), "n/5"));
    GameState s = Notation.parsePosition("parchis Y Y:n,n,20,30 R:n,n,n,n", PARCHIS);
    Roll roll = Roll.of(3, 4);
    Move other = Notation.parseMove("30/34 20/23", roll);
    Move listed = PARCHIS.match(s, other).get();
    assertTrue(PARCHIS.legalMoves(s, roll).contains(listed));
    assertEquals(PARCHIS.play(s, listed), PARCHIS.apply(s, other).get());
    assertEquals(List.of(listed.steps(), other.steps()), PARCHIS.spellings(s, listed));
    TurnBuilder turn = TurnBuilder.start(PARCHIS, s, roll);
    assertEquals(
        java.util.Set.of("20/23", "20/24", "30/33", "30/34"),
        turn.nextSteps().map(Step::toString).toJavaSet());
  }
}
