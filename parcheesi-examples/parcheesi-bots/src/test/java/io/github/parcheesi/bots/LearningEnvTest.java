package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The learning environment: its numbering of actions, its mask, observation and rewards. */
class LearningEnvTest {

  @ParameterizedTest
  @ValueSource(strings = {"american", "parchis", "russian"})
  void randomEpisodesEndWithAWinnerAndEveryDecisionHasALegalAction(String variant) {
    LearningEnv env = new LearningEnv(RuleSets.get(variant), 4);
    Dice choices = Dice.seeded(3);
    for (int episode = 0; episode < 3; episode++) {
      env.reset(episode);
      int steps = 0;
      while (!env.terminated()) {
        int[] legal = env.legalActions();
        assertTrue(legal.length > 0, "a decision has a legal action");
        for (int a : legal) {
          assertTrue(a >= 0 && a < LearningEnv.ACTIONS, "an action id in range: " + a);
        }
        assertEquals(LearningEnv.OBSERVATION, env.observation().length);
        env.step(legal[choices.nextInt(legal.length)]);
        steps++;
      }
      assertEquals(0, env.legalActions().length, "nothing to do once the game is over");
      Colour winner = env.toAct();
      int sum = 0;
      for (Colour c : env.state().colours()) {
        sum += env.reward(c);
        assertEquals(c == winner ? 1 : -1, env.reward(c));
      }
      assertEquals(2 - env.state().colours().size(), sum);
      assertTrue(steps > 20, variant + " episode of " + steps + " steps");
    }
  }

  /** The step action of the piece ranked {@code piece} spending {@code value}, first branch. */
  private static int step(int piece, int value) {
    return (piece * LearningEnv.VALUES + value) * 2;
  }

  @Test
  void aStepIsNumberedByItsPieceAndTheValueItSpends() {
    LearningEnv env = new LearningEnv(RuleSets.get("american"), 2);
    env.restore("american Y Y:n,n,n,20 R:n,n,n,27\t3-4\t", 1);
    // Y's pieces stand on n and 20: piece 0 and piece 1; a 3 is value 2, a 4 value 3
    assertArrayEquals(new int[] {step(1, 2), step(1, 3)}, env.legalActions());
    env.step(step(1, 2)); // 20/23
    // now on n and 23: the 4 takes the piece on 23 to 27, capturing (A8)
    assertArrayEquals(new int[] {step(1, 3)}, env.legalActions());
    env.step(step(1, 3)); // 23/27*
    // the capture earns 20 (value 12), played by the piece now on 27 (A12)
    String saved = env.save();
    assertTrue(saved.endsWith("\t3-4\t20/23 23/27*"), saved);
    assertTrue(
        java.util.Arrays.stream(env.legalActions()).allMatch(a -> a / 2 % LearningEnv.VALUES == 12),
        "only the bonus is left: " + java.util.Arrays.toString(env.legalActions()));
    float[] obs = env.observation();
    int values = 4 * LearningEnv.CODES + 4 + 2 + 1;
    assertEquals(0.25f, obs[values + 12], "a bonus of 20 is left");
    assertEquals(0f, obs[values + 2], "the 3 is spent");
    assertEquals(1f, obs[4 * LearningEnv.CODES + Colour.YELLOW.ordinal()], "yellow acts");
  }

  @Test
  void anIllegalActionIsRefusedNamingItAndChangesNothing() {
    LearningEnv env = new LearningEnv(RuleSets.get("parchis"), 4);
    env.reset(5);
    String before = env.save();
    float[] obs = env.observation();
    int[] legal = env.legalActions();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> env.step(LearningEnv.ACTIONS + 7));
    assertTrue(e.getMessage().contains("action " + (LearningEnv.ACTIONS + 7) + " is not legal"));
    assertEquals(before, env.save());
    assertArrayEquals(obs, env.observation());
    assertArrayEquals(legal, env.legalActions());
  }

  @Test
  void aSavedDecisionRestoresTheSameMaskAndObservation() {
    LearningEnv env = new LearningEnv(RuleSets.get("russian"), 4);
    env.reset(8);
    Dice choices = Dice.seeded(1);
    for (int i = 0; i < 200 && !env.terminated(); i++) {
      int[] legal = env.legalActions();
      env.step(legal[choices.nextInt(legal.length)]);
    }
    LearningEnv copy = new LearningEnv(RuleSets.get("russian"), 4);
    copy.restore(env.save(), 99);
    assertEquals(env.save(), copy.save());
    assertArrayEquals(env.legalActions(), copy.legalActions());
    assertArrayEquals(env.observation(), copy.observation());
    assertThrows(IllegalArgumentException.class, () -> copy.restore("russian Y\t5-3", 1));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> copy.restore("american Y Y:n,n,n,20 R:n,n,n,27\t3-4\t", 1));
    assertTrue(e.getMessage().contains("played under"), e.getMessage());
    assertEquals(env.save(), copy.save(), "a refused line changes nothing");
  }

  @Test
  void theChanceOfARollIsKnown() {
    java.util.Map<io.github.parcheesi.Roll, Double> chance = LearningEnv.chance();
    assertEquals(21, chance.size());
    assertEquals(1.0, chance.values().stream().mapToDouble(Double::doubleValue).sum(), 1e-12);
    assertEquals(1 / 36.0, chance.get(io.github.parcheesi.Roll.of(3, 3)), 1e-12);
    assertEquals(2 / 36.0, chance.get(io.github.parcheesi.Roll.of(2, 5)), 1e-12);
  }
}
