package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.testing.Games.Ply;
import io.github.parcheesi.testing.Generators;
import io.github.parcheesi.testing.TurnBuilderChecks;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link TurnBuilder} builds a legal move one step at a time, offering every step that continues
 * some legal order of some listed move ({@link RuleSet#spellings}, NOTATION.md "One move, several
 * spellings"), and gives the move as listed. On the race position Y:n,2 with roll 1-2, whose five
 * moves are worked out below from the race rules R2 and R3.
 */
class TurnBuilderTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final Roll ROLL = Roll.of(1, 2);

  private static Step step(String text) {
    return Notation.parseMove(text).steps().head();
  }

  private static List<Step> steps(String... texts) {
    return List.of(texts).map(TurnBuilderTest::step);
  }

  private static Move move(String text) {
    return Notation.parseMove(text, ROLL);
  }

  /*
   * Y:n,2 R:n,n, Y rolls 1-2. Die 1 first: n/1 then 1/3 or 2/4; 2/3 then n/1 or 3/5. Die 2 first:
   * n/1 then 1/2 or 2/3; 2/4 then n/1 or 4/5. Five positions, listed with the first way found:
   * n/1 1/3; n/1 2/4 (also 2/4 n/1); 2/3 n/1 (also n/1 2/3); 2/3 3/5 (also 2/4 4/5); n/1 1/2.
   */
  private static final List<Move> LISTED =
      List.of("n/1 1/3", "n/1 2/4", "2/3 n/1", "2/3 3/5", "n/1 1/2").map(TurnBuilderTest::move);

  private static GameState state(RuleSet rules) {
    return Notation.parsePosition(rules.id() + " Y Y:n,2 R:n,n", rules);
  }

  @Test
  void theFiveMovesAreListedAsWorkedOut() {
    assertEquals(LISTED, RACE.legalMoves(state(RACE), ROLL));
    assertEquals(
        List.of(steps("n/1", "2/4"), steps("2/4", "n/1")),
        RACE.spellings(state(RACE), LISTED.get(1)));
  }

  @Test
  void everyLegalOrderIsOfferedStepByStep() {
    GameState s = state(RACE);
    TurnBuilder turn = TurnBuilder.start(RACE, s, ROLL);
    assertSame(s, turn.state());
    assertEquals(List.empty(), turn.chosen());
    assertEquals(LISTED, turn.candidates());
    // in legalMoves order, each move's listed spelling first: 2/4 begins the other order of the
    // second move, before the third move's 2/3
    assertEquals(steps("n/1", "2/4", "2/3"), turn.nextSteps());
    assertEquals(Option.none(), turn.move());
    assertFalse(turn.mayStop());
    assertTrue(turn.canContinue());
    assertEquals(List.empty(), turn.decisions(), "a roll's move is built from steps");

    TurnBuilder entered = turn.choose(step("n/1")).get();
    assertEquals(steps("n/1"), entered.chosen());
    assertEquals(
        List.of(LISTED.get(0), LISTED.get(1), LISTED.get(2), LISTED.get(4)), entered.candidates());
    assertEquals(steps("1/3", "2/4", "2/3", "1/2"), entered.nextSteps());
    assertEquals(Option.none(), entered.move());

    // n/1 2/3 is the third move spelled in its other order: the move comes back as listed
    TurnBuilder done = entered.choose(step("2/3")).get();
    assertEquals(steps("n/1", "2/3"), done.chosen());
    assertEquals(Option.some(LISTED.get(2)), done.move());
    assertEquals(List.of(LISTED.get(2)), done.candidates());
    assertEquals(List.empty(), done.nextSteps());
    assertTrue(done.mayStop());
    assertFalse(done.canContinue());
    assertEquals(
        Either.left("the step 3/5 does not continue a legal move; the move is complete"),
        done.choose(step("3/5")).mapLeft(Rejection::message));

    assertEquals(entered.chosen(), done.undo().chosen());
    assertEquals(entered.nextSteps(), done.undo().nextSteps());
    assertEquals(turn.nextSteps(), done.undo().undo().nextSteps());
    assertSame(turn, turn.undo(), "nothing to take back");
  }

  @Test
  void aStepThatContinuesNoMoveIsRefusedNamingTheChoices() {
    TurnBuilder turn = TurnBuilder.start(RACE, state(RACE), ROLL);
    assertEquals(
        Either.left("the step 1/3 does not continue a legal move; choose one of n/1, 2/4, 2/3"),
        turn.choose(step("1/3")).mapLeft(Rejection::message));
    assertEquals(
        Either.left("the step 2/4* does not continue a legal move; choose one of n/1, 2/4, 2/3"),
        turn.choose(step("2/4*")).mapLeft(Rejection::message));
    TurnBuilder other = turn.choose(step("2/4")).get();
    assertEquals(steps("n/1", "4/5"), other.nextSteps());
    assertEquals(List.of(LISTED.get(1), LISTED.get(3)), other.candidates());
    assertEquals(
        Option.some(LISTED.get(3)), other.choose(step("4/5")).get().move(), "2/4 4/5 is 2/3 3/5");
  }

  @Test
  void withOnlyTheListedSpellingOnlyItsOrderIsOffered() {
    // RuleSet's default spellings (plainrace): the listed order alone
    RuleSet plain = RaceRules.plain();
    TurnBuilder turn = TurnBuilder.start(plain, state(plain), ROLL);
    assertEquals(steps("n/1", "2/3"), turn.nextSteps());
    assertEquals(
        Either.left("the step 2/4 does not continue a legal move; choose one of n/1, 2/3"),
        turn.choose(step("2/4")).mapLeft(Rejection::message));
  }

  @Test
  void aPassIsWholeBeforeAnyStep() {
    GameState s = Notation.parsePosition("race Y Y:r2,h R:n,n", RACE);
    TurnBuilder turn = TurnBuilder.start(RACE, s, Roll.of(2, 3));
    assertEquals(List.empty(), turn.nextSteps());
    assertEquals(Option.some(Move.pass(Roll.of(2, 3))), turn.move());
    assertEquals(List.of(Move.pass(Roll.of(2, 3))), turn.candidates());
    assertTrue(turn.mayStop());
    assertFalse(turn.canContinue());
  }

  @Test
  void aDecisionWithoutARollIsOfferedWholeNotAsSteps() {
    // the race's bonus (option bonus): a decision without a roll whose moves are plain steps
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,n owed=1 resume=R bonus=true", RACE);
    TurnBuilder turn = TurnBuilder.start(s.ruleSet(), s);
    List<Move> decisions = List.of(Move.withoutRoll(steps("n/1")), Move.withoutRoll(steps("2/4")));
    assertEquals(s.ruleSet().legalMoves(s), turn.decisions());
    assertEquals(decisions, turn.decisions());
    assertEquals(decisions, turn.candidates());
    assertEquals(List.empty(), turn.nextSteps(), "no steps: the decisions are offered whole");
    assertFalse(turn.canContinue());
    assertFalse(turn.mayStop());
    assertEquals(Option.none(), turn.move());
    assertEquals(
        Either.left(
            "the step 2/4 is not a choice: a decision without a roll is taken whole; decide one"
                + " of n/1, 2/4"),
        turn.choose(step("2/4")).mapLeft(Rejection::message));

    TurnBuilder taken = turn.decide(decisions.get(1)).get();
    assertTrue(taken.mayStop());
    assertFalse(taken.canContinue());
    assertEquals(Option.some(decisions.get(1)), taken.move());
    assertEquals(Option.none(), taken.move().get().roll());
    assertEquals(List.of(decisions.get(1)), taken.candidates());
    assertEquals(List.empty(), taken.decisions());
    assertEquals(List.empty(), taken.chosen());
    assertEquals(decisions, taken.undo().decisions(), "undo takes the decision back");
    assertSame(turn, turn.undo(), "nothing to take back");
    assertEquals(
        Either.left("the decision n/1 is not one to take now; the decision 2/4 is taken"),
        taken.decide(decisions.get(0)).mapLeft(Rejection::message));

    assertEquals(
        Either.left("the decision 2/3 is not one to take now; decide one of n/1, 2/4"),
        turn.decide(Move.withoutRoll(steps("2/3"))).mapLeft(Rejection::message));
    assertTrue(turn.decide(Move.of(ROLL, steps("2/4"))).isLeft(), "a decision has no roll");
    // no decision is built in a state that needs a roll, and no roll in a decision: the rules
    // refuse the phase
    assertEquals(
        Phase.ROLL,
        assertThrows(WrongPhaseException.class, () -> TurnBuilder.start(RACE, state(RACE)))
            .phase());
    assertEquals(
        Phase.DECIDE,
        assertThrows(WrongPhaseException.class, () -> TurnBuilder.start(s.ruleSet(), s, ROLL))
            .phase());
    assertEquals(
        Either.left(
            "the decision n/1 is not one to take now; the move of a roll is built step by step"),
        TurnBuilder.start(RACE, state(RACE), ROLL)
            .decide(decisions.get(0))
            .mapLeft(Rejection::message));
  }

  @Test
  void everySpellingOfEveryListedMoveCanBeBuiltAndMayStopExactlyOnOne() {
    TurnBuilderChecks.Seen[] seen = {TurnBuilderChecks.Seen.NONE};
    qt().withFixedSeed(0x7B1DL)
        .withExamples(30)
        .withShrinkCycles(5)
        .forAll(Generators.legalMoveSequences(RaceRules.with(RACE, RaceRules.BONUS, "true"), 20))
        .checkAssert(
            plies -> {
              for (Ply ply : plies) {
                seen[0] =
                    seen[0].plus(
                        TurnBuilderChecks.check(ply.before().ruleSet(), ply.before(), ply.roll()));
              }
            });
    assertTrue(seen[0].prefixes() > 60, seen[0].toString());
    assertTrue(seen[0].decisions() > 0, "decisions without a roll were taken: " + seen[0]);
  }
}
