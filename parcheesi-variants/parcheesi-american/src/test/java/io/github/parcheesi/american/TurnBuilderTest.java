package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.WrongPhaseException;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** A frontend steps through a turn and always ends on a listed legal move. */
class TurnBuilderTest {

  private static final RuleSet RULES = RuleSets.get("american");

  @Test
  void stepsFromTheStartEndOnTheListedMove() {
    GameState s = RULES.newGame(2);
    TurnBuilder turn = TurnBuilder.start(RULES, s, Roll.of(5, 3));
    assertEquals("List(n/5)", turn.nextSteps().toString());
    turn = turn.choose(turn.nextSteps().head()).get();
    assertEquals("List(5/8)", turn.nextSteps().toString());
    assertTrue(turn.move().isEmpty(), "n/5 alone is not a whole move (A11)");
    turn = turn.choose(turn.nextSteps().head()).get();
    assertTrue(turn.nextSteps().isEmpty());
    assertEquals("n/5 5/8", turn.move().get().toString());
    assertEquals("american R Y:n,n,n,8 R:n,n,n,n", RULES.play(s, turn.move().get()).toString());
  }

  @Test
  void everyListedMoveCanBeBuiltStepByStepAndNothingElse() {
    GameState s =
        Notation.parsePosition("american Y Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h");
    for (Roll roll : Roll.distinctOutcomes()) {
      List<Move> legal = RULES.legalMoves(s, roll);
      for (Move m : legal) {
        TurnBuilder turn = TurnBuilder.start(RULES, s, roll);
        for (Step step : m.steps()) {
          assertTrue(turn.nextSteps().contains(step), m + ": " + step + " offered");
          turn = turn.choose(step).get();
        }
        assertEquals(m, turn.move().get());
      }
      // Walking every offered path ends only on listed moves.
      assertEquals(legal.toSet(), walk(TurnBuilder.start(RULES, s, roll)).toSet());
    }
  }

  @Test
  void aStepThatContinuesNoLegalMoveIsRefusedWithTheChoices() {
    GameState s = RULES.newGame(2);
    TurnBuilder turn = TurnBuilder.start(RULES, s, Roll.of(5, 3));
    Rejection refused =
        turn.choose(Notation.parseMove("n/5", Roll.of(5, 3)).steps().head())
            .flatMap(t -> t.choose(Notation.parseMove("5/10", Roll.of(5, 3)).steps().head()))
            .getLeft();
    assertEquals(Rejection.Kind.NOT_A_CHOICE, refused.kind());
    assertEquals(Option.some("5/10"), refused.value());
    assertTrue(refused.reason().contains("choose one of 5/8"), refused.reason());
    assertEquals(List.empty(), turn.undo().chosen());
  }

  @Test
  void aPassIsTheWholeMoveAtOnce() {
    GameState s = RULES.newGame(2);
    TurnBuilder turn = TurnBuilder.start(RULES, s, Roll.of(6, 6));
    assertTrue(turn.nextSteps().isEmpty());
    assertTrue(turn.move().get().isPass());
  }

  @Test
  void candidatesAreTheLegalMovesThatBeginWithTheChosenSteps() {
    GameState s =
        Notation.parsePosition("american Y Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h");
    Roll roll = Roll.of(3, 4);
    List<Move> legal = RULES.legalMoves(s, roll);
    TurnBuilder turn = TurnBuilder.start(RULES, s, roll);
    assertEquals(s, turn.state());
    assertEquals(legal, turn.candidates());
    Move m = legal.find(x -> x.steps().size() == 2).get();
    TurnBuilder first = turn.choose(m.steps().head()).get();
    assertEquals(legal.filter(x -> x.steps().head().equals(m.steps().head())), first.candidates());
    assertTrue(first.candidates().size() < legal.size(), "choosing a step narrows the moves");
    TurnBuilder whole = first.choose(m.steps().last()).get();
    assertEquals(List.of(m), whole.candidates(), "the chosen steps are a whole move");
    assertEquals(s, whole.state());
    // no decision without a roll is built while a roll is needed: the rules refuse the phase
    assertEquals(
        Phase.ROLL, assertThrows(WrongPhaseException.class, () -> RULES.legalMoves(s)).phase());
    assertEquals(
        Phase.ROLL,
        assertThrows(WrongPhaseException.class, () -> TurnBuilder.start(RULES, s)).phase());
  }

  private static List<Move> walk(TurnBuilder turn) {
    List<Move> out = turn.move().toList();
    for (Step step : turn.nextSteps()) {
      out = out.appendAll(walk(turn.choose(step).get()));
    }
    return out;
  }
}
