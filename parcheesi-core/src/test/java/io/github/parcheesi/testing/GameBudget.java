package io.github.parcheesi.testing;

/**
 * How many random games a test over random games plays: all of them in {@code mvn verify}, and at
 * most {@value #MAX_GAMES_PROPERTY}'s value under mutation testing, which reruns every test that
 * covers a surviving mutant (the Maven profile {@code pit} sets the property to 2). A test whose
 * sample is capped must still be able to fail on the games it plays: thresholds that count what a
 * sample met scale with {@link #games(int)}.
 */
public final class GameBudget {

  /** The system property that caps the games of every test over random games. */
  public static final String MAX_GAMES_PROPERTY = "parcheesi.contract.maxGames";

  private GameBudget() {}

  /**
   * The games to play of a test's full sample.
   *
   * @param full the games the test plays in {@code mvn verify}, at least 1
   * @return {@code full}, capped by {@value #MAX_GAMES_PROPERTY} when it is set; at least 1
   */
  public static int games(int full) {
    if (full < 1) {
      throw new IllegalArgumentException("a test plays at least one game, not " + full);
    }
    return Math.max(1, Math.min(full, Integer.getInteger(MAX_GAMES_PROPERTY, Integer.MAX_VALUE)));
  }

  /**
   * Whether the sample is capped: the property is set below {@code full}.
   *
   * @param full the games the test plays in {@code mvn verify}
   * @return true when {@link #games(int)} plays fewer
   */
  public static boolean capped(int full) {
    return games(full) < full;
  }
}
