package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.testing.Generators;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * A move told as its events ({@link Event}, {@link Explanation}, {@link Placement}, {@link
 * Movement}, {@link Spent}): RuleSet's default {@code explain} tells each step and each capture,
 * and ends with how the turn goes on; the events lead exactly to the move's result, and an
 * explanation whose events do not is refused.
 */
class EventsTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final Colour Y = Colour.YELLOW;
  private static final Colour R = Colour.RED;
  private static final Colour G = Colour.GREEN;

  private static Location loc(String token) {
    return Location.parse(token).get();
  }

  // ------------------------------------------------------------------------------- events

  @Test
  void anEventHasTheFieldsItIsGiven() {
    Event bare = Event.of(Event.Kind.OFFER, Y);
    assertEquals(Event.Kind.OFFER, bare.kind());
    assertEquals(Y, bare.actor());
    assertEquals(Option.none(), bare.movement());
    assertEquals(Option.none(), bare.spent());
    assertEquals(Option.none(), bare.other());
    assertEquals(Option.none(), bare.rule());
    assertEquals("OFFER Y", bare.toString());

    Event move = Event.move(Y, loc("2"), loc("5"), Spent.die(3));
    assertEquals(Event.Kind.MOVE, move.kind());
    assertEquals(Option.some(Movement.of(Y, loc("2"), loc("5"))), move.movement());
    assertEquals(Option.some(Spent.die(3)), move.spent());
    assertEquals(Option.none(), move.other());
    assertEquals("MOVE Y Y 2/5 (die 3)", move.toString());

    Event capture = Event.capture(Y, R, loc("5"), Location.nest());
    assertEquals(Event.Kind.CAPTURE, capture.kind());
    assertEquals(Y, capture.actor());
    assertEquals(Option.some(Movement.of(R, loc("5"), Location.nest())), capture.movement());
    assertEquals(Option.some(R), capture.other());
    assertEquals(Option.none(), capture.spent());
    assertEquals("CAPTURE Y R 5/n -> R", capture.toString());

    Event full =
        Event.of(Event.Kind.PENALTY, G)
            .withMovement(G, loc("r2"), Location.nest())
            .withSpent(Spent.of(Spent.Kind.HOME_BONUS, 10))
            .withOther(R)
            .withRule("R5");
    assertEquals(Event.Kind.PENALTY, full.kind());
    assertEquals(G, full.actor());
    assertEquals(Option.some(Movement.of(G, loc("r2"), Location.nest())), full.movement());
    assertEquals(Option.some(Spent.of(Spent.Kind.HOME_BONUS, 10)), full.spent());
    assertEquals(Option.some(R), full.other());
    assertEquals(Option.some("R5"), full.rule());
    assertEquals("PENALTY G G r2/n (home bonus 10) -> R [R5]", full.toString());
    // each with keeps the other fields
    Event moved = full.withMovement(R, loc("3"), loc("4"));
    assertEquals(Option.some(Movement.of(R, loc("3"), loc("4"))), moved.movement());
    assertEquals(full.spent(), moved.spent());
    assertEquals(full.other(), moved.other());
    assertEquals(full.rule(), moved.rule());
    assertEquals(full.kind(), moved.kind());
    assertEquals(full.actor(), moved.actor());
    assertEquals(full.movement(), full.withSpent(Spent.die(1)).movement());
    assertEquals(full.rule(), full.withSpent(Spent.die(1)).rule());
    assertEquals(full.spent(), full.withOther(Y).spent());
    assertEquals(full.rule(), full.withOther(Y).rule());
    assertEquals(full.other(), full.withRule("X").other());
    assertEquals(full.movement(), full.withRule("X").movement());
    assertThrows(IllegalArgumentException.class, () -> bare.withRule(""));
  }

  @Test
  void anEventRefusesMissingFields() {
    assertEquals(
        "kind", assertThrows(NullPointerException.class, () -> Event.of(null, Y)).getMessage());
    assertEquals(
        "actor",
        assertThrows(NullPointerException.class, () -> Event.of(Event.Kind.WIN, null))
            .getMessage());
    Event e = Event.of(Event.Kind.WIN, Y);
    assertEquals(
        "spent", assertThrows(NullPointerException.class, () -> e.withSpent(null)).getMessage());
    assertEquals(
        "other", assertThrows(NullPointerException.class, () -> e.withOther(null)).getMessage());
    assertEquals(
        "rule", assertThrows(NullPointerException.class, () -> e.withRule(null)).getMessage());
    assertThrows(NullPointerException.class, () -> e.withMovement(null, loc("1"), loc("2")));
  }

  @Test
  void eventsAreEqualWhenEveryFieldIs() {
    Event a = Event.move(Y, loc("2"), loc("5"), Spent.die(3)).withOther(R).withRule("R2");
    Event same = Event.move(Y, loc("2"), loc("5"), Spent.die(3)).withOther(R).withRule("R2");
    assertEquals(a, same);
    assertEquals(a.hashCode(), same.hashCode());
    List<Event> others =
        List.of(
            Event.of(Event.Kind.SWAP, Y)
                .withMovement(Y, loc("2"), loc("5"))
                .withSpent(Spent.die(3))
                .withOther(R)
                .withRule("R2"),
            Event.move(G, loc("2"), loc("5"), Spent.die(3)).withOther(R).withRule("R2"),
            a.withMovement(Y, loc("2"), loc("6")),
            a.withMovement(R, loc("2"), loc("5")),
            a.withSpent(Spent.die(4)),
            a.withOther(G),
            a.withRule("R3"),
            Event.move(Y, loc("2"), loc("5"), Spent.die(3)).withRule("R2"),
            Event.of(Event.Kind.MOVE, Y).withOther(R).withRule("R2"));
    for (Event o : others) {
      assertNotEquals(a, o, o.toString());
      assertNotEquals(o, a, o.toString());
    }
    assertEquals(others.size() + 1, others.append(a).map(Event::hashCode).distinct().size());
    Event toYellow = Event.of(Event.Kind.TURN_PASSES, R).withOther(Y);
    assertEquals(toYellow.hashCode(), Event.of(Event.Kind.TURN_PASSES, R).withOther(Y).hashCode());
    assertNotEquals(toYellow, Event.of(Event.Kind.TURN_PASSES, R).withOther(G));
    assertFalse(a.equals(a.toString()));
    assertFalse(a.equals(null));
  }

  @Test
  void theTurnEndsInAWinARollAgainOrAPass() {
    GameState before = Notation.parsePosition("race Y Y:r2,h R:n,n", RACE);
    GameState won = RACE.play(before, Notation.parseMove("r2/h", Roll.of(1, 3)));
    assertEquals(List.of(Event.of(Event.Kind.WIN, Y)), Event.turnEnd(before, won, "R5"));
    GameState again = RACE.play(before, Move.pass(Roll.of(2, 2)));
    assertEquals(
        List.of(Event.of(Event.Kind.ROLL_AGAIN, Y).withRule("R5")),
        Event.turnEnd(before, again, "R5"));
    assertEquals(List.of(Event.of(Event.Kind.ROLL_AGAIN, Y)), Event.turnEnd(before, again));
    assertEquals(Option.none(), Event.turnEnd(before, again).head().rule());
    GameState passed = RACE.play(before, Move.pass(Roll.of(2, 3)));
    assertEquals(
        List.of(Event.of(Event.Kind.TURN_PASSES, Y).withOther(R)),
        Event.turnEnd(before, passed, "R5"));
  }

  // -------------------------------------------------------------------------- explanations

  @Test
  void aCaptureIsToldBeforeTheStepThatMakesIt() {
    // Y:n,2 R:n,4 with 2-1: 2/4* takes R's piece on 4 (its home entrance, not safe, R4) home to
    // its nest, then 4/5; the turn passes to R (R5)
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,4", RACE);
    Move m = Notation.parseMove("2/4* 4/5", Roll.of(2, 1));
    assertTrue(RACE.legalMoves(s, Roll.of(2, 1)).contains(m));
    Explanation e = RACE.explain(s, m).get();
    List<Event> events =
        List.of(
            Event.capture(Y, R, loc("4"), Location.nest()),
            Event.of(Event.Kind.MOVE, Y).withMovement(Y, loc("2"), loc("4")),
            Event.of(Event.Kind.MOVE, Y).withMovement(Y, loc("4"), loc("5")),
            Event.of(Event.Kind.TURN_PASSES, Y).withOther(R));
    assertEquals(events, e.events());
    assertSame(s, e.before());
    assertEquals(m, e.move());
    assertEquals(RACE.play(s, m), e.result());
    assertEquals(
        List.of("Y:n,2 R:n,4", "Y:n,2 R:n,n", "Y:n,4 R:n,n", "Y:n,5 R:n,n", "Y:n,5 R:n,n"),
        e.placements().map(Placement::toString));
    for (int i = 0; i < events.size(); i++) {
      assertSame(e.placements().get(i + 1), e.placementAfter(i));
    }
    assertEquals(Placement.of(e.result()), e.placements().last());
    assertEquals(Placement.of(s), e.placements().head());
    for (int bad : new int[] {-1, 4}) {
      IndexOutOfBoundsException x =
          assertThrows(IndexOutOfBoundsException.class, () -> e.placementAfter(bad));
      assertEquals("event " + bad + " of 4 in 2/4* 4/5", x.getMessage());
    }
    assertEquals(
        "2/4* 4/5: CAPTURE Y R 4/n -> R; MOVE Y Y 2/4; MOVE Y Y 4/5; TURN_PASSES Y -> R",
        e.toString());
  }

  @Test
  void anotherSpellingIsToldAsTheListedMove() {
    // plainrace knows the listed order only; apply takes the other order, and explain tells the
    // listed move
    RuleSet plain = RaceRules.plain();
    GameState s = Notation.parsePosition("plainrace Y Y:n,2 R:n,n", plain);
    Move other = Notation.parseMove("n/1 2/3", Roll.of(1, 2));
    Move listed = Notation.parseMove("2/3 n/1", Roll.of(1, 2));
    Explanation e = plain.explain(s, other).get();
    assertEquals(listed, e.move());
    assertEquals(plain.play(s, other), e.result());
    assertEquals(
        List.of(
            Event.of(Event.Kind.MOVE, Y).withMovement(Y, loc("2"), loc("3")),
            Event.of(Event.Kind.MOVE, Y).withMovement(Y, Location.nest(), loc("1")),
            Event.of(Event.Kind.TURN_PASSES, Y).withOther(R)),
        e.events());
  }

  @Test
  void aWinAndARollAgainEndTheirExplanations() {
    GameState s = Notation.parsePosition("race Y Y:r2,h R:n,n", RACE);
    assertEquals(
        Event.of(Event.Kind.WIN, Y),
        RACE.explain(s, Notation.parseMove("r2/h", Roll.of(1, 4))).get().events().last());
    Explanation again = RACE.explain(s, Move.pass(Roll.of(4, 4))).get();
    assertEquals(List.of(Event.of(Event.Kind.ROLL_AGAIN, Y)), again.events());
    assertEquals(List.of(Placement.of(s), Placement.of(s)), again.placements());
  }

  @Test
  void anIllegalMoveIsExplainedAsApplyRefusesIt() {
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,4", RACE);
    Move bad = Notation.parseMove("2/4 4/5", Roll.of(2, 1));
    Either<IllegalMove, Explanation> e = RACE.explain(s, bad);
    assertEquals(RACE.apply(s, bad).getLeft(), e.getLeft());
    assertEquals("R4", e.getLeft().rule());
  }

  @Test
  void everyListedMoveIsExplainedUpToItsResult() {
    qt().withFixedSeed(0xE7E27L)
        .withExamples(60)
        .withShrinkCycles(5)
        .forAll(Generators.decisions(RaceRules.with(RACE, RaceRules.BONUS, "true")))
        .checkAssert(
            ply -> {
              for (Move m : ply.legal()) {
                Explanation e = ply.before().ruleSet().explain(ply.before(), m).get();
                GameState result = ply.before().ruleSet().play(ply.before(), m);
                assertEquals(result, e.result());
                assertEquals(Placement.of(result), e.placements().last());
                assertEquals(e.events().size() + 1, e.placements().size());
                assertEquals(
                    m.steps().size() + m.steps().count(Step::capture) + 1, e.events().size());
              }
            });
  }

  @Test
  void eventsThatMissTheResultAreRefused() {
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,4", RACE);
    Move m = Notation.parseMove("2/4* 4/5", Roll.of(2, 1));
    GameState result = RACE.play(s, m);
    List<Event> withoutCapture =
        List.of(
            Event.move(Y, loc("2"), loc("4"), Spent.die(2)),
            Event.move(Y, loc("4"), loc("5"), Spent.die(1)));
    IllegalArgumentException missed =
        assertThrows(
            IllegalArgumentException.class, () -> Explanation.of(s, m, result, withoutCapture));
    assertEquals(
        "the events of 2/4* 4/5 lead to Y:n,5 R:n,4, but the move's result has Y:n,5 R:n,n"
            + " (events: MOVE Y Y 2/4 (die 2); MOVE Y Y 4/5 (die 1))",
        missed.getMessage());
    IllegalArgumentException absent =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Explanation.of(
                    s, m, result, List.of(Event.move(Y, loc("3"), loc("5"), Spent.die(2)))));
    assertEquals("no YELLOW piece stands on 3 for Y 3/5", absent.getMessage());
    assertThrows(NullPointerException.class, () -> Explanation.of(s, null, result, List.empty()));
    // the events of an unchanged position: none needed
    Explanation none = Explanation.of(s, Move.pass(Roll.of(1, 1)), s, List.empty());
    assertEquals(List.of(Placement.of(s)), none.placements());
    assertEquals("pass: ", none.toString());
  }

  // ---------------------------------------------------------------------------- placements

  @Test
  void aPlacementMovesOnePieceAtATime() {
    GameState s = Notation.parsePosition("race Y Y:n,2 G:n,n R:4,4", RACE);
    Placement p = Placement.of(s);
    assertEquals(List.of(Y, G, R), p.colours());
    assertEquals(List.of(Location.nest(), loc("2")), p.pieces(Y));
    assertEquals("Y:n,2 G:n,n R:4,4", p.toString());
    IllegalArgumentException blue =
        assertThrows(IllegalArgumentException.class, () -> p.pieces(Colour.BLUE));
    assertEquals("BLUE is not on the board", blue.getMessage());

    Placement q = p.after(Movement.of(R, loc("4"), Location.nest()));
    assertEquals(List.of(Location.nest(), loc("4")), q.pieces(R), "one of the two, then sorted");
    assertEquals(p.pieces(Y), q.pieces(Y));
    assertEquals(
        List.of(loc("2"), loc("3")), p.after(Movement.of(Y, Location.nest(), loc("3"))).pieces(Y));
    assertEquals(
        Placement.of(Notation.parsePosition("race R Y:n,2 G:n,n R:n,4", RACE)),
        q,
        "the turn does not count");
    assertEquals(
        q.hashCode(),
        Placement.of(Notation.parsePosition("race G Y:n,2 G:n,n R:n,4", RACE)).hashCode());
    assertNotEquals(p, q);
    assertFalse(p.equals(p.toString()));
    // placements hash apart, as the frames of an animation kept in a map need
    List<Placement> seen =
        io.github.parcheesi.testing.Games.states(RACE, 3, 5, 300).map(Placement::of).distinct();
    assertTrue(
        seen.map(Placement::hashCode).distinct().size() > seen.size() * 9 / 10,
        seen.size() + " placements");
    assertSame(p, p.after(Event.of(Event.Kind.ROLL_AGAIN, Y)), "no movement, no change");
    assertEquals(q, p.after(Event.capture(Y, R, loc("4"), Location.nest())));

    IllegalArgumentException absent =
        assertThrows(
            IllegalArgumentException.class, () -> p.after(Movement.of(G, loc("5"), loc("6"))));
    assertEquals("no GREEN piece stands on 5 for G 5/6", absent.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> p.after(Movement.of(Colour.BLUE, Location.nest(), loc("1"))));
  }

  @Test
  void movementsAndSpentValuesAreCheckedValues() {
    Movement m = Movement.of(R, loc("22"), Location.nest());
    assertEquals("R 22/n", m.toString());
    assertEquals(new Movement(R, loc("22"), Location.nest()), m);
    assertEquals(
        "colour",
        assertThrows(NullPointerException.class, () -> Movement.of(null, loc("1"), loc("2")))
            .getMessage());
    assertEquals(
        "from",
        assertThrows(NullPointerException.class, () -> Movement.of(R, null, loc("2")))
            .getMessage());
    assertEquals(
        "to",
        assertThrows(NullPointerException.class, () -> Movement.of(R, loc("1"), null))
            .getMessage());

    assertEquals(Spent.of(Spent.Kind.DIE, 5), Spent.die(5));
    assertEquals(Spent.Kind.CAPTURE_BONUS, Spent.of(Spent.Kind.CAPTURE_BONUS, 20).kind());
    assertEquals(20, Spent.of(Spent.Kind.CAPTURE_BONUS, 20).value());
    assertEquals("die 5", Spent.die(5).toString());
    assertEquals("capture bonus 20", Spent.of(Spent.Kind.CAPTURE_BONUS, 20).toString());
    assertEquals("given six 6", Spent.of(Spent.Kind.GIVEN_SIX, 6).toString());
    assertEquals(0, Spent.of(Spent.Kind.BOTH_DICE, 0).value(), "0 is a value");
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> Spent.die(-1));
    assertEquals("a spent value is not negative, got -1", negative.getMessage());
    assertEquals(
        "kind", assertThrows(NullPointerException.class, () -> Spent.of(null, 1)).getMessage());
  }
}
