package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A fingerprint of random episodes of the learning environment: at every decision, the saved
 * decision (position, roll, steps chosen), the mask, the observation, each colour's reward, whether
 * the game is over and who acts, then the action chosen, all fed to SHA-256. Two implementations
 * that give the same fingerprint for the same seeds give the same episodes, step for step.
 */
final class EpisodeDigest {

  private EpisodeDigest() {}

  /**
   * The fingerprint of episodes of a rule set.
   *
   * @param rules the rules
   * @param players players a game
   * @param episodes episodes, seeded 0, 1, ...
   * @param choiceSeed the seed of the random choices
   * @return the SHA-256 of the episodes, in hex, and the steps taken
   */
  static String of(RuleSet rules, int players, int episodes, long choiceSeed) {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    LearningEnv env = new LearningEnv(rules, players);
    Dice choices = Dice.seeded(choiceSeed);
    long steps = 0;
    for (int e = 0; e < episodes; e++) {
      env.reset(e);
      while (true) {
        feed(sha, env);
        if (env.terminated()) {
          break;
        }
        int[] legal = env.legalActions();
        int action = legal[choices.nextInt(legal.length)];
        sha.update(ByteBuffer.allocate(4).putInt(action).array());
        env.step(action);
        steps++;
      }
    }
    StringBuilder hex = new StringBuilder();
    for (byte b : sha.digest()) {
      hex.append(String.format("%02x", b));
    }
    return hex + " " + steps;
  }

  private static void feed(MessageDigest sha, LearningEnv env) {
    sha.update(env.save().getBytes(StandardCharsets.UTF_8));
    int[] legal = env.legalActions();
    ByteBuffer b = ByteBuffer.allocate(4 * (legal.length + LearningEnv.OBSERVATION + 8));
    b.putInt(legal.length);
    for (int a : legal) {
      b.putInt(a);
    }
    for (float x : env.observation()) {
      b.putInt(Float.floatToIntBits(x));
    }
    for (Colour c : env.state().colours()) {
      b.putInt(env.reward(c));
    }
    b.putInt(env.terminated() ? 1 : 0);
    b.putInt(env.toAct().ordinal());
    b.putInt(env.moves());
    sha.update(b.array(), 0, b.position());
  }

  /**
   * Prints the fingerprint of each configuration of {@link LearningEnvEpisodesTest}, to record them
   * from a build whose episodes are trusted.
   *
   * @param args none
   */
  public static void main(String[] args) {
    for (String[] c : LearningEnvEpisodesTest.CONFIGURATIONS) {
      System.out.println(
          String.join(" | ", c[0], c[1], c[2])
              + " | "
              + of(rules(c[0]), Integer.parseInt(c[1]), Integer.parseInt(c[2]), 7));
    }
  }

  /** A rule set named by its id and options, {@code id key=value ...}. */
  static RuleSet rules(String spec) {
    String[] parts = spec.split(" ");
    RuleSet r = RuleSets.get(parts[0]);
    for (int i = 1; i < parts.length; i++) {
      String[] kv = parts[i].split("=");
      r =
          r.withOption(kv[0], kv[1])
              .getOrElseThrow(j -> new IllegalArgumentException(j.toString()));
    }
    return r;
  }
}
