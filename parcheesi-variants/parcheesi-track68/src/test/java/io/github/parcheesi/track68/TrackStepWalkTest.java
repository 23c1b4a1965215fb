package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.position;
import static io.github.parcheesi.track68.Examples.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.StepTree;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The 68-square engine's step tree: each step offered says what it spends, the values left follow
 * the steps (A2, A3, A12), and a step is offered only where some way on ends on a listed move.
 */
class TrackStepWalkTest {

  private static Step step(String text) {
    return Notation.parseMove(text, roll(1, 2)).steps().head();
  }

  private static List<Spent> spent(List<Step> steps) {
    return steps.map(s -> s.spent().get());
  }

  @Test
  @DisplayName("A12: the dice first, then the capture's 20, which must be played")
  void aCaptureBonusIsLeftAfterTheDiceAndMustBePlayed() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13");
    TurnBuilder t = TurnBuilder.start(AMERICAN, s, roll(3, 4));
    assertEquals(List.of(Spent.die(3), Spent.die(4)), t.left());
    t = t.choose(step("10/13*")).get();
    assertEquals(List.of(Spent.die(4), Spent.of(Spent.Kind.CAPTURE_BONUS, 20)), t.left());
    assertEquals(
        List.of(Spent.die(4)), spent(t.nextSteps()).distinct(), "the die before the bonus");
    t = t.choose(step("13/17")).get();
    assertEquals(List.of(Spent.of(Spent.Kind.CAPTURE_BONUS, 20)), t.left());
    assertFalse(t.mayStop(), "a bonus a piece can play must be played");
    assertEquals(List.of(step("17/37")), t.nextSteps());
    assertEquals(Option.some(Spent.of(Spent.Kind.CAPTURE_BONUS, 20)), t.nextSteps().head().spent());
    t = t.choose(step("17/37")).get();
    assertEquals(List.empty(), t.left());
    assertTrue(t.mayStop());
    assertFalse(t.canContinue());
    assertEquals("10/13* 13/17 17/37", t.move().get().toString());
  }

  @Test
  @DisplayName("A3: two dice summing to 5 enter a piece together, spending both")
  void bothDiceEnterTogether() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,n R:n,n,n,n");
    TurnBuilder t = TurnBuilder.start(AMERICAN, s, roll(1, 4));
    assertEquals(List.of(step("n/5")), t.nextSteps());
    assertEquals(Option.some(Spent.of(Spent.Kind.BOTH_DICE, 5)), t.nextSteps().head().spent());
    t = t.choose(t.nextSteps().head()).get();
    assertEquals(List.empty(), t.left());
    assertTrue(t.mayStop());
  }

  @Test
  @DisplayName("A2: with every piece out, doubles give the bottom faces too")
  void doublesGiveTheBottomFaces() {
    GameState s = position(AMERICAN, "american Y Y:10,20,30,40 R:n,n,n,n");
    TurnBuilder t = TurnBuilder.start(AMERICAN, s, roll(2, 2));
    Spent five = Spent.of(Spent.Kind.BOTTOM_FACE, 5);
    assertEquals(List.of(Spent.die(2), Spent.die(2), five, five), t.left());
    assertTrue(spent(t.nextSteps()).contains(five), t.nextSteps().toString());
    Step bottom = t.nextSteps().find(st -> st.spent().contains(five)).get();
    t = t.choose(bottom).get();
    assertEquals(List.of(Spent.die(2), Spent.die(2), five), t.left());
  }

  @Test
  @DisplayName("the tree refuses steps that begin no legal move, and a pass may stop at once")
  void stepsThatBeginNoMoveAreRefused() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n");
    StepTree tree = AMERICAN.stepTree(s, roll(3, 4));
    assertThrows(IllegalArgumentException.class, () -> tree.next(List.of(step("10/12"))));
    assertEquals(List.empty(), tree.left(List.of(step("10/13"), step("13/17"))));
    GameState stuck = position(AMERICAN, "american Y Y:n,n,n,n R:n,n,n,n");
    TurnBuilder pass = TurnBuilder.start(AMERICAN, stuck, roll(2, 6));
    assertTrue(pass.mayStop(), "nothing can be played: the pass");
    assertTrue(pass.move().get().isPass());
    assertEquals(List.empty(), pass.nextSteps());
  }
}
