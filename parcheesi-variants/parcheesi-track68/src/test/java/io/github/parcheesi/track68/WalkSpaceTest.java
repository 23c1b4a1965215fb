package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.PARCHIS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A step walk answers the same whether it kept its node and holds the thread's space, or searches
 * its roll again on a space of its own after a newer walk took the space, or is asked on another
 * thread: each answer equals that of a new builder given the same steps from the turn's start.
 */
class WalkSpaceTest {

  /** What a builder answers about its chosen steps, with what each step offered spends. */
  private static String answers(TurnBuilder t) {
    return t.nextSteps().map(s -> s + " " + s.spent()).mkString(", ")
        + " | "
        + t.mayStop()
        + " "
        + t.move()
        + " | "
        + t.left()
        + " | "
        + t.candidates();
  }

  /** A new builder for the same turn, given the same steps from the start. */
  private static TurnBuilder afresh(TrackRuleSet rules, TurnBuilder t, Roll roll) {
    TurnBuilder fresh = TurnBuilder.start(rules, t.state(), roll);
    for (Step s : t.chosen()) {
      fresh = fresh.choose(s).get();
    }
    return fresh;
  }

  @Test
  @DisplayName("a walk whose space a newer walk took, or asked on another thread, answers the same")
  void aWalkAnswersTheSameWhateverSpaceItSearchesOn() throws Exception {
    ExecutorService other = Executors.newSingleThreadExecutor();
    try {
      int questions = 0;
      int taken = 0;
      for (TrackRuleSet rules : new TrackRuleSet[] {AMERICAN, PARCHIS}) {
        Dice dice = Dice.seeded(5);
        for (GameState s : Games.states(rules, 4, 3, 150)) {
          if (s.isOver() || rules.phase(s) != Phase.ROLL) {
            continue;
          }
          Roll roll = dice.roll();
          TurnBuilder t = TurnBuilder.start(rules, s, roll);
          while (true) {
            int how = dice.nextInt(3);
            if (how == 1) {
              // a newer walk on this thread takes the space
              TurnBuilder.start(rules, s, dice.roll()).nextSteps();
              taken++;
            }
            TurnBuilder asked = t;
            String got = how == 2 ? other.submit(() -> answers(asked)).get() : answers(asked);
            // the new builder's walk holds the space and plays every step from the start
            assertEquals(answers(afresh(rules, t, roll)), got, s + " " + roll + " " + t.chosen());
            questions++;
            List<Step> next = t.nextSteps();
            if (next.isEmpty()) {
              break;
            }
            t = t.choose(next.get(dice.nextInt(next.size()))).get();
          }
        }
      }
      assertTrue(questions > 300, "questions asked: " + questions);
      assertTrue(taken > 50, "walks whose space was taken: " + taken);
    } finally {
      other.shutdown();
    }
  }
}
