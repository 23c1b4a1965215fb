package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.WrongPhaseException;
import io.vavr.collection.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The moves of a roll are refused while a decision without a roll is pending (a given six, an
 * exchange offer to make or to answer), and the decisions without a roll while a roll is needed;
 * the refusal names the state's phase and the call that fits it. A finished game has neither.
 */
class RussianPhaseTest extends Fixture {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "russian Y Y:n,n,n,n,25 R:n,n,n,n,32 grant=Y resume=Y",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY",
        "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y",
      })
  void aRollIsRefusedWhileADecisionIsPending(String text) {
    for (RuleSet rules : List.of(FORCED, PENALTY)) {
      GameState s = pos(rules, text);
      assertEquals(Phase.DECIDE, rules.phase(s));
      for (Roll roll : Roll.outcomes()) {
        WrongPhaseException e =
            assertThrows(WrongPhaseException.class, () -> rules.legalMoves(s, roll), text);
        assertEquals(Phase.DECIDE, e.phase());
        assertEquals(
            "the state is in phase DECIDE: a decision that needs no roll is pending; call"
                + " legalMoves(state), not legalMoves(state, roll) ("
                + s
                + ")",
            e.getMessage());
        WrongPhaseException counted =
            assertThrows(WrongPhaseException.class, () -> rules.countMoves(s, roll), text);
        assertEquals(e.getMessage(), counted.getMessage());
      }
      assertEquals(pos(rules, text), s, "the state is unchanged");
      assertFalse(rules.legalMoves(s).isEmpty(), "the call that fits lists the decisions");
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "russian Y Y:n,n,n,n,n R:n,n,n,n,n",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY offer=done",
        "russian R Y:n,n,n,n,25 R:n,n,n,30,pY",
      })
  void decisionsWithoutARollAreRefusedWhileARollIsNeeded(String text) {
    GameState s = pos(text);
    assertEquals(Phase.ROLL, FORCED.phase(s));
    WrongPhaseException e = assertThrows(WrongPhaseException.class, () -> FORCED.legalMoves(s));
    assertEquals(Phase.ROLL, e.phase());
    assertEquals(
        "the state is in phase ROLL: the player to move rolls first; call legalMoves(state, roll),"
            + " not legalMoves(state) ("
            + s
            + ")",
        e.getMessage());
    assertEquals(pos(text), s, "the state is unchanged");
    assertFalse(FORCED.legalMoves(s, Roll.of(6, 5)).isEmpty(), "the call that fits lists moves");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "russian Y Y:h,h,h,h,h R:n,n,n,n,pY winner=Y",
        "russian R Y:n,n,n,n,25 R:h,h,h,h,h winner=R",
      })
  void aFinishedGameHasNeitherMovesNorDecisions(String text) {
    GameState over = pos(text);
    assertEquals(Phase.OVER, FORCED.phase(over));
    for (Roll roll : Roll.outcomes()) {
      assertEquals(List.empty(), FORCED.legalMoves(over, roll), roll.toString());
      assertEquals(0, FORCED.countMoves(over, roll), roll.toString());
    }
    assertEquals(List.empty(), FORCED.legalMoves(over));
  }
}
