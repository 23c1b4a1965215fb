package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The helpers {@link StepTree} gives its implementations. */
class StepTreeHelpersTest {

  private static final Step ENTER = Step.of(Location.nest(), Location.track(5), false);
  private static final Step ON = Step.of(Location.track(5), Location.track(8), false);

  @Test
  void theChosenStepsBeginWithTheKeptOnesOnlyWhenEachSpendsTheSame() {
    Step enterWithFive = ENTER.spending(Spent.die(5));
    Step onWithThree = ON.spending(Spent.die(3));
    List<Step> kept = List.of(enterWithFive);
    assertTrue(StepTree.begins(List.of(enterWithFive, onWithThree), kept));
    assertTrue(StepTree.begins(List.of(ENTER.spending(Spent.die(5))), kept), "an equal step");
    assertTrue(StepTree.begins(List.of(onWithThree), List.empty()), "nothing kept");
    assertFalse(StepTree.begins(List.of(onWithThree, enterWithFive), kept), "another step");
    assertFalse(
        StepTree.begins(List.of(ENTER.spending(Spent.of(Spent.Kind.BOTH_DICE, 5))), kept),
        "the same step spending another value");
  }

  @Test
  void theDiceLeftAreTheRollsLessThoseTheStepsSpent() {
    Roll roll = Roll.of(5, 3);
    assertEquals(List.of(Spent.die(5), Spent.die(3)), StepTree.diceLeft(roll, List.empty()));
    assertEquals(
        List.of(Spent.die(3)), StepTree.diceLeft(roll, List.of(ENTER.spending(Spent.die(5)))));
    assertEquals(
        List.empty(),
        StepTree.diceLeft(roll, List.of(ENTER.spending(Spent.die(5)), ON.spending(Spent.die(3)))));
    assertEquals(
        List.empty(),
        StepTree.diceLeft(
            Roll.of(2, 3), List.of(ENTER.spending(Spent.of(Spent.Kind.BOTH_DICE, 5)))),
        "a step spending both dice");
    assertEquals(
        List.of(Spent.die(4)),
        StepTree.diceLeft(Roll.of(4, 4), List.of(ON.spending(Spent.die(4)))),
        "one of two equal dice");
  }
}
