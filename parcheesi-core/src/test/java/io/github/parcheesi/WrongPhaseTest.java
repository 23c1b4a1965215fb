package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * The moves of a roll and the decisions without one each serve one phase: asked of a state in the
 * other, they are refused with a {@link WrongPhaseException} naming its phase and the call that
 * fits; a finished game has neither. On Race, whose option {@code bonus} owes decisions without a
 * roll, and on {@code plainrace}, which uses {@link RuleSet}'s defaults.
 */
class WrongPhaseTest {

  private static final RuleSet BONUS = RaceRules.with(RaceRules.race(), RaceRules.BONUS, "true");
  private static final RuleSet PLAIN = RaceRules.plain();

  /** Y owes a bonus of 2 (R7): a decision without a roll. */
  private static final GameState OWED =
      Notation.parsePosition("race Y Y:n,2 R:n,4 owed=1 resume=R bonus=true", BONUS);

  @Test
  void theMovesOfARollAreRefusedWhileADecisionWithoutARollIsPending() {
    assertEquals(Phase.DECIDE, BONUS.phase(OWED));
    String before = OWED.toString();
    for (Roll roll : List.of(Roll.of(1, 2), Roll.of(6, 6))) {
      WrongPhaseException e =
          assertThrows(WrongPhaseException.class, () -> BONUS.legalMoves(OWED, roll));
      assertEquals(Phase.DECIDE, e.phase());
      assertEquals(
          "the state is in phase DECIDE: a decision that needs no roll is pending; call"
              + " legalMoves(state), not legalMoves(state, roll) ("
              + before
              + ")",
          e.getMessage());
      WrongPhaseException counted =
          assertThrows(WrongPhaseException.class, () -> BONUS.countMoves(OWED, roll));
      assertEquals(Phase.DECIDE, counted.phase());
      assertEquals(e.getMessage(), counted.getMessage());
    }
    assertEquals(before, OWED.toString(), "the state is unchanged");
    assertEquals(2, BONUS.legalMoves(OWED).size(), "the call that fits answers");
  }

  @Test
  void theDecisionsWithoutARollAreRefusedWhileARollIsNeeded() {
    for (RuleSet rules : List.of(BONUS, PLAIN)) {
      GameState s = rules.newGame(2);
      assertEquals(Phase.ROLL, rules.phase(s));
      WrongPhaseException e = assertThrows(WrongPhaseException.class, () -> rules.legalMoves(s));
      assertEquals(Phase.ROLL, e.phase(), rules.id());
      assertTrue(
          e.getMessage()
              .startsWith(
                  "the state is in phase ROLL: the player to move rolls first; call"
                      + " legalMoves(state, roll), not legalMoves(state)"),
          e.getMessage());
      assertEquals(rules.newGame(2), s, "the state is unchanged");
    }
  }

  @Test
  void aFinishedGameHasNeitherMovesNorDecisions() {
    for (RuleSet rules : List.of(BONUS, PLAIN)) {
      GameState over =
          Notation.parsePosition(rules.id() + " Y Y:h,h R:n,n winner=Y" + bonus(rules), rules);
      assertEquals(Phase.OVER, rules.phase(over));
      for (Roll roll : Roll.outcomes()) {
        assertEquals(List.empty(), rules.legalMoves(over, roll), rules.id() + " " + roll);
        assertEquals(0, rules.countMoves(over, roll), rules.id() + " " + roll);
      }
      assertEquals(List.empty(), rules.legalMoves(over), rules.id());
      assertEquals(Phase.OVER, WrongPhaseException.check(rules, over, Phase.ROLL));
      assertEquals(Phase.OVER, WrongPhaseException.check(rules, over, Phase.DECIDE));
    }
  }

  private static String bonus(RuleSet rules) {
    return rules.optionValues().get(RaceRules.BONUS).contains("true") ? " bonus=true" : "";
  }

  @Test
  void theCheckAnswersThePhaseTheCallServes() {
    assertEquals(Phase.DECIDE, WrongPhaseException.check(BONUS, OWED, Phase.DECIDE));
    GameState start = BONUS.newGame(2);
    assertEquals(Phase.ROLL, WrongPhaseException.check(BONUS, start, Phase.ROLL));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> WrongPhaseException.check(BONUS, start, Phase.OVER));
    assertEquals("a call serves ROLL or DECIDE, not OVER", e.getMessage());
  }

  @Test
  void aMoveOfTheOtherPhaseIsRefusedByMatchNotThrown() {
    // the default match lists the moves of the move's phase only: a rolled move while a decision
    // without a roll is pending, and a decision without a roll while a roll is needed, are refused
    Move rolled = Move.of(Roll.of(1, 2), Notation.parseMove("2/3 3/5").steps());
    assertTrue(PLAIN.match(PLAIN.newGame(2), Move.withoutRoll(List.empty())).isLeft());
    assertTrue(BONUS.match(OWED, rolled).isLeft());
    assertTrue(BONUS.explain(OWED, rolled).isLeft());
  }
}
