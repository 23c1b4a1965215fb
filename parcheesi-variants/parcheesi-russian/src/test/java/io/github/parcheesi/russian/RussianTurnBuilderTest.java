package io.github.parcheesi.russian;

import static io.github.parcheesi.russian.Fixture.FORCED;
import static io.github.parcheesi.russian.Fixture.assertMoves;
import static io.github.parcheesi.russian.Fixture.move;
import static io.github.parcheesi.russian.Fixture.pos;
import static io.github.parcheesi.russian.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link TurnBuilder} on the Russian board: a move that may stop beside an empty rest cell or go on
 * with the free shift into it (R8), and the decisions without a roll (R5's given six, R6's
 * exchange), offered whole.
 */
class RussianTurnBuilderTest {

  private static Step step(String text) {
    return Notation.parseMove(text).steps().head();
  }

  private static List<String> texts(List<?> xs) {
    return xs.map(Object::toString);
  }

  @Test
  @DisplayName("R8: after 43/44 45/51 the move may stop, and the shift 51/o6 is still offered")
  void r8_aMoveMayStopBeforeTheOptionalShift() {
    GameState s = pos("russian Y Y:h,h,h,43,45 R:n,n,n,n,n");
    assertMoves(s, "1-6", "43/44 45/51", "43/44 45/51 51/o6", "45/46 46/52");
    TurnBuilder turn = TurnBuilder.start(FORCED, s, roll("1-6"));
    assertFalse(turn.mayStop());

    TurnBuilder walked = turn.choose(step("43/44")).get();
    assertFalse(walked.mayStop(), "43/44 alone leaves the six unplayed");
    assertEquals(List.of("45/51"), texts(walked.nextSteps()));

    TurnBuilder beside = walked.choose(step("45/51")).get();
    assertTrue(beside.mayStop(), "43/44 45/51 is a whole move");
    assertEquals(move("1-6", "43/44 45/51"), beside.move().get());
    assertTrue(beside.canContinue(), "the shift into the rest cell is a choice");
    assertEquals(List.of("51/o6"), texts(beside.nextSteps()));

    TurnBuilder shifted = beside.choose(step("51/o6")).get();
    assertTrue(shifted.mayStop());
    assertFalse(shifted.canContinue());
    assertEquals(move("1-6", "43/44 45/51 51/o6"), shifted.move().get());

    // the six first: 45/51 is no move yet; the shift comes at once (ruling 12), so after 43/44
    // it is no longer offered
    TurnBuilder six = turn.choose(step("45/51")).get();
    assertFalse(six.mayStop());
    assertEquals(List.of("43/44", "51/o6", "51/52"), texts(six.nextSteps()));
    TurnBuilder other = six.choose(step("43/44")).get();
    assertTrue(other.mayStop());
    assertEquals(beside.move(), other.move());
    assertFalse(other.canContinue());
    assertEquals(
        shifted.move(), six.choose(step("51/o6")).get().choose(step("43/44")).get().move());
  }

  @Test
  @DisplayName(
      "R5, R8: a given six that may end on 51 or shift to o6 is offered as two decisions, not"
          + " as steps")
  void r5_aGivenSixIsOfferedAsDecisions() {
    GameState s = pos("russian Y Y:h,h,h,h,45 R:n,n,n,n,20 grant=Y resume=R");
    TurnBuilder turn = TurnBuilder.start(FORCED, s);
    assertEquals(FORCED.legalMoves(s), turn.decisions());
    assertEquals(List.of("45/51", "45/51 51/o6"), texts(turn.decisions()));
    assertEquals(List.empty(), turn.nextSteps());
    assertFalse(turn.mayStop());
    assertTrue(turn.choose(step("45/51")).isLeft(), "a decision is taken whole");

    TurnBuilder stop = turn.decide(move(null, "45/51")).get();
    assertTrue(stop.mayStop());
    assertFalse(stop.canContinue());
    assertEquals(move(null, "45/51"), stop.move().get());
    TurnBuilder shift = turn.decide(move(null, "45/51 51/o6")).get();
    assertEquals(move(null, "45/51 51/o6"), shift.move().get());
  }

  @Test
  @DisplayName(
      "R6: an exchange is offered, kept, accepted or declined as a decision, never as a step from"
          + " a prisoner's location")
  void r6_exchangeDecisionsOfferNoSteps() {
    GameState offer = pos("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY");
    TurnBuilder turn = TurnBuilder.start(FORCED, offer);
    assertEquals(List.of("pY/n pR/n", "pY/pY"), texts(turn.decisions()));
    assertEquals(List.empty(), turn.nextSteps(), "no pseudo-step such as pY/n or pY/pY");
    assertFalse(turn.canContinue());
    Move keep = turn.decide(turn.decisions().last()).get().move().get();
    assertEquals(move(null, "pY/pY"), keep);
    assertTrue(FORCED.apply(offer, keep).isRight());

    GameState answer = pos("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y");
    TurnBuilder reply = TurnBuilder.start(FORCED, answer);
    assertEquals(List.of("pY/n pR/n", "pR/pR"), texts(reply.decisions()));
    assertEquals(List.empty(), reply.nextSteps());
    TurnBuilder accepted = reply.decide(move(null, "pY/n pR/n")).get();
    assertTrue(accepted.mayStop());
    assertEquals(reply.decisions().head(), accepted.move().get());
    assertEquals(List.empty(), accepted.nextSteps());
  }
}
