package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.PENALTY;
import static io.github.parcheesi.american.Fixture.assertRefused;
import static io.github.parcheesi.american.Fixture.listed;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Examples of explanations ({@code explain}: each move told as its events) and of spellings (every
 * legal order of a listed move's steps, which {@code apply}, {@code match} and {@link TurnBuilder}
 * take).
 */
class AmericanExplainTest {

  private static final Colour Y = Colour.YELLOW;
  private static final Colour R = Colour.RED;

  private static Location at(String token) {
    return Location.parse(token).get();
  }

  private static Event move(String from, String to, Spent spent) {
    return Event.move(Y, at(from), at(to), spent);
  }

  private static Event capture(Colour victim, String from, String rule) {
    return Event.capture(Y, victim, at(from), Location.nest()).withRule(rule);
  }

  private static Event givenUp(Spent spent, String rule) {
    return Event.of(Event.Kind.VALUE_GIVEN_UP, Y).withSpent(spent).withRule(rule);
  }

  private static Event turnPassesToRed() {
    return Event.of(Event.Kind.TURN_PASSES, Y).withOther(R);
  }

  private static List<Event> events(GameState s, Move m) {
    Explanation e = s.ruleSet().explain(s, m).get();
    assertEquals(s.ruleSet().play(s, m), e.result());
    return e.events();
  }

  private static Move spelled(String steps, Roll roll) {
    return Notation.parseMove(steps, roll);
  }

  @Test
  @DisplayName(
      "A8, A12: two captures by the dice, each right after its step, then two bonuses of 20")
  void a12_capturesAndTheirBonuses() {
    GameState s = position("american Y Y:n,n,17,55 R:n,n,20,59");
    Move m = listed(s, roll(3, 4), "17/20* 55/59* 20/40 40/60");
    assertEquals("17/20* 55/59* 20/40 40/60", m.toString());
    assertEquals(
        List.of(
            move("17", "20", Spent.die(3)),
            capture(R, "20", "A8"),
            move("55", "59", Spent.die(4)),
            capture(R, "59", "A8"),
            move("20", "40", Spent.of(Spent.Kind.CAPTURE_BONUS, 20)),
            move("40", "60", Spent.of(Spent.Kind.CAPTURE_BONUS, 20)),
            turnPassesToRed()),
        events(s, m));
    // the dice in the other order are the same move; a bonus before the dice is not (A12)
    assertEquals(
        List.of(m.steps(), spelled("55/59* 17/20* 20/40 40/60", roll(3, 4)).steps()),
        AMERICAN.spellings(s, m));
    assertRefused(s, roll(3, 4), "17/20* 20/40 55/59* 40/60", "A12");
  }

  @Test
  @DisplayName(
      "A13 with threeDoublesPenalty: the piece closest to home goes back; both 4s given up")
  void a13_thePenalty() {
    GameState s = position(PENALTY, "american Y Y:n,n,10,30 R:n,n,n,n doubles=2");
    Move m = PENALTY.legalMoves(s, roll(4, 4)).single();
    assertEquals("30/n", m.toString());
    assertEquals(
        List.of(
            Event.of(Event.Kind.PENALTY, Y)
                .withMovement(Y, at("30"), Location.nest())
                .withRule("A13"),
            givenUp(Spent.die(4), "A13"),
            givenUp(Spent.die(4), "A13"),
            turnPassesToRed()),
        events(s, m));
    assertEquals(List.of(m.steps()), PENALTY.spellings(s, m));
  }

  @Test
  @DisplayName("A3: two dice summing to 5 enter a piece, spending both")
  void a3_bothDiceEnter() {
    GameState s = position("american Y Y:n,n,n,n R:n,n,n,n");
    Move m = AMERICAN.legalMoves(s, roll(1, 4)).single();
    assertEquals(
        List.of(move("n", "5", Spent.of(Spent.Kind.BOTH_DICE, 5)), turnPassesToRed()),
        events(s, m));
  }

  @Test
  @DisplayName("A14, A13: nothing can be played: both values given up, and doubles pass the turn")
  void a14_aPass() {
    GameState s = position("american Y Y:n,n,n,n R:n,n,n,n");
    Move m = AMERICAN.legalMoves(s, roll(6, 6)).single();
    assertEquals(
        List.of(givenUp(Spent.die(6), "A14"), givenUp(Spent.die(6), "A14"), turnPassesToRed()),
        events(s, m));
  }

  @Test
  @DisplayName(
      "A2, A13: with every piece out, 2-2 plays two 2s and two bottom faces of 5; then roll"
          + " again")
  void a2_bottomFaces() {
    GameState s = position("american Y Y:10,20,30,40 R:n,n,n,n");
    Move m = listed(s, roll(2, 2), "10/12 12/14 14/19 19/24");
    List<Event> events = events(s, m);
    assertEquals(
        List.of(
            Spent.die(2),
            Spent.die(2),
            Spent.of(Spent.Kind.BOTTOM_FACE, 5),
            Spent.of(Spent.Kind.BOTTOM_FACE, 5)),
        events
            .filter(e -> e.kind() == Event.Kind.MOVE)
            .map(e -> e.spent().get())
            .sortBy(Spent::toString)
            .sortBy(sp -> sp.kind().ordinal()));
    assertEquals(Event.of(Event.Kind.ROLL_AGAIN, Y).withRule("A13"), events.last());
    // the piece from 20 may go on to 24 while the one from 10 takes its place: the same move
    List<List<Step>> spellings = AMERICAN.spellings(s, m);
    assertTrue(
        spellings.contains(spelled("20/22 22/24 10/15 15/20", roll(2, 2)).steps()),
        spellings::toString);
    assertTrue(
        spellings.contains(spelled("10/15 15/20 20/22 22/24", roll(2, 2)).steps()),
        spellings::toString);
    for (List<Step> steps : spellings) {
      Move other = Move.of(roll(2, 2), steps);
      assertEquals(AMERICAN.play(s, m), AMERICAN.apply(s, other).get(), other::toString);
      assertEquals(m, AMERICAN.match(s, other).get(), other::toString);
    }
  }

  @Test
  @DisplayName("A12: a piece home earns 10, played after the dice")
  void a12_homeBonus() {
    GameState s = position("american Y Y:10,r5,h,h R:n,n,n,n");
    Move m = listed(s, roll(4, 3), "r5/h 10/14 14/24");
    assertEquals("10/14 r5/h 14/24", m.toString()); // ruling 9: dice values in roll order
    assertEquals(
        List.of(
            move("10", "14", Spent.die(4)),
            move("r5", "h", Spent.die(3)),
            move("14", "24", Spent.of(Spent.Kind.HOME_BONUS, 10)),
            turnPassesToRed()),
        events(s, m));
  }

  @Test
  @DisplayName("A12: a bonus that no piece can play in full is given up")
  void a12_aBonusGivenUp() {
    GameState s = position("american Y Y:n,n,n,10 R:n,13,30,30");
    Move m = listed(s, roll(3, 4), "10/13* 13/17");
    assertEquals(
        List.of(
            move("10", "13", Spent.die(3)),
            capture(R, "13", "A8"),
            move("13", "17", Spent.die(4)),
            givenUp(Spent.of(Spent.Kind.CAPTURE_BONUS, 20), "A12"),
            turnPassesToRed()),
        events(s, m));
  }

  @Test
  @DisplayName("A4: an entering piece captures on its exit; A15: the win gives up the rest")
  void a4_entryCaptureAndA15_theWin() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,5");
    Move m = listed(s, roll(5, 1), "n/5* 10/11 5/25");
    assertEquals(
        List.of(
            move("n", "5", Spent.die(5)),
            capture(R, "5", "A4"),
            move("10", "11", Spent.die(1)),
            move("5", "25", Spent.of(Spent.Kind.CAPTURE_BONUS, 20)),
            turnPassesToRed()),
        events(s, m));
    GameState w = position("american Y Y:r6,h,h,h R:n,n,n,n");
    assertEquals(
        List.of(
            move("r6", "h", Spent.die(2)),
            givenUp(Spent.die(1), "A15"),
            givenUp(Spent.of(Spent.Kind.HOME_BONUS, 10), "A15"),
            Event.of(Event.Kind.WIN, Y)),
        events(w, AMERICAN.legalMoves(w, roll(2, 1)).single()));
  }

  @Test
  @DisplayName(
      "ruling 9: 30/34 20/23 is the listed move in another order; apply, match and TurnBuilder"
          + " take it, and the other intermediate square 20/24 24/27 too")
  void anyLegalOrderIsTheListedMove() {
    GameState s = position("american Y Y:n,n,20,30 R:n,n,n,n");
    Roll roll = roll(3, 4);
    Move m = listed(s, roll, "20/23 30/34");
    Move other = spelled("30/34 20/23", roll);
    assertEquals(AMERICAN.play(s, m), AMERICAN.apply(s, other).get());
    assertEquals(m, AMERICAN.match(s, other).get());
    assertEquals(m, AMERICAN.explain(s, other).get().move());
    Move one = listed(s, roll, "20/23 23/27");
    assertEquals(
        java.util.Set.of("20/23 23/27", "20/24 24/27"),
        AMERICAN.spellings(s, one).map(steps -> Move.of(roll, steps).toString()).toJavaSet());

    TurnBuilder turn = TurnBuilder.start(AMERICAN, s, roll);
    assertEquals(
        java.util.Set.of("20/23", "20/24", "30/33", "30/34"),
        turn.nextSteps().map(Step::toString).toJavaSet());
    turn = turn.choose(other.steps().head()).get();
    assertEquals(
        java.util.Set.of("20/23", "34/37"), turn.nextSteps().map(Step::toString).toJavaSet());
    assertEquals(m, turn.choose(other.steps().last()).get().move().get());
  }

  @Test
  @DisplayName(
      "A7, A9: an order whose step is not possible at its moment is no spelling, and apply names"
          + " the rule")
  void a9_anOrderThatPassesABlockadeIsNoSpelling() {
    GameState s = position("american Y Y:n,20,23,23 R:n,n,n,n");
    Move m = listed(s, roll(3, 4), "23/27 20/23");
    assertEquals(List.of(m.steps()), AMERICAN.spellings(s, m));
    assertRefused(s, roll(3, 4), "20/23 23/27", "A7");
    assertRefused(s, roll(3, 4), "20/24 24/27", "A9");
    assertEquals("A9", AMERICAN.match(s, spelled("20/24 24/27", roll(3, 4))).getLeft().rule());
    TurnBuilder turn = TurnBuilder.start(AMERICAN, s, roll(3, 4));
    assertTrue(!turn.nextSteps().map(Step::toString).contains("20/23"), turn.nextSteps()::toString);
  }

  @Test
  @DisplayName(
      "TurnBuilder offers every step of every legal order of every listed move, and each first"
          + " step it offers is possible (A3-A9)")
  void turnBuilderOffersEveryLegalNextStep() {
    GameState s = position("american Y Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h");
    for (Roll roll : Roll.distinctOutcomes()) {
      for (Move m : AMERICAN.legalMoves(s, roll)) {
        for (List<Step> steps : AMERICAN.spellings(s, m)) {
          TurnBuilder turn = TurnBuilder.start(AMERICAN, s, roll);
          for (Step step : steps) {
            assertTrue(turn.nextSteps().contains(step), m + " spelled " + steps + ": " + step);
            turn = turn.choose(step).get();
          }
          assertEquals(m, turn.move().get());
        }
      }
      // each first step offered is possible on its own: alone it is refused only as too little
      // (A11, A12), never for the step itself (A3-A9)
      for (Step step : TurnBuilder.start(AMERICAN, s, roll).nextSteps()) {
        String rule =
            AMERICAN.apply(s, Move.of(roll, List.of(step))).fold(r -> r.rule(), ok -> "A11");
        assertTrue(rule.equals("A11") || rule.equals("A12"), step + " with " + roll + ": " + rule);
      }
    }
  }
}
