package io.github.parcheesi;

import java.util.SplittableRandom;

/**
 * A seeded source of rolls for callers who want one; the rules themselves never roll.
 *
 * <p>The same seed always gives the same sequence of rolls. A {@code Dice} is mutable and not
 * thread-safe: give each thread its own, for example with {@link #split()}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Dice dice = Dice.seeded(42);
 * Roll roll = dice.roll();
 * }</pre>
 */
public final class Dice {

  private final SplittableRandom random;

  private Dice(SplittableRandom random) {
    this.random = random;
  }

  /**
   * Dice that give the same rolls for the same seed.
   *
   * @param seed any number
   * @return new dice
   */
  public static Dice seeded(long seed) {
    return new Dice(new SplittableRandom(seed));
  }

  /**
   * Rolls two dice.
   *
   * @return one of the 36 outcomes, each equally likely
   */
  public Roll roll() {
    int both = random.nextInt(36);
    return Roll.of(both / 6 + 1, both % 6 + 1);
  }

  /**
   * Rolls one die.
   *
   * @return 1 to 6
   */
  public int die() {
    return random.nextInt(6) + 1;
  }

  /**
   * A number from 0 (inclusive) to bound (exclusive), for choosing among moves.
   *
   * @param bound a positive bound
   * @return the number
   */
  public int nextInt(int bound) {
    return random.nextInt(bound);
  }

  /**
   * New independent dice split off from these, deterministic given this one's state.
   *
   * @return new dice
   */
  public Dice split() {
    return new Dice(random.split());
  }
}
