package io.github.parcheesi.bots;

/**
 * The statistics of the arena's summaries: the Wilson interval of a win rate, and the logistic
 * scale between a score and an Elo difference.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Stats.Estimate rate = Stats.wilson(242, 400); // 0.605, 95% interval 0.556 to 0.652
 * double elo = Stats.eloOfScore(0.6);            // about +70.4
 * }</pre>
 */
public final class Stats {

  /** The normal quantile of a two-sided 95% interval. */
  public static final double Z95 = 1.959963984540054;

  private Stats() {}

  /**
   * A value estimated, with its 95% interval.
   *
   * @param value the estimate
   * @param lower the interval's lower bound
   * @param upper the interval's upper bound
   */
  public record Estimate(double value, double lower, double upper) {}

  /**
   * The Wilson score interval of a proportion at 95% confidence.
   *
   * @param successes successes, 0 to trials
   * @param trials trials, 0 or more
   * @return the proportion (0 when there are no trials) with its interval, both bounds 0 to 1; the
   *     interval 0 to 1 when there are no trials
   */
  public static Estimate wilson(long successes, long trials) {
    if (trials == 0) {
      return new Estimate(0, 0, 1);
    }
    double n = trials;
    double p = successes / n;
    double z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return new Estimate(p, Math.max(0, centre - half), Math.min(1, centre + half));
  }

  /**
   * The expected score of a player this many Elo points stronger, on the logistic scale: 0.5 at 0,
   * about 0.64 at +100.
   *
   * @param elo the Elo difference
   * @return the score, 0 to 1
   */
  public static double scoreOfElo(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * The Elo difference of an expected score, the inverse of {@link #scoreOfElo}.
   *
   * @param score the score, 0 to 1
   * @return the difference; minus or plus infinity at 0 and 1
   */
  public static double eloOfScore(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }
}
