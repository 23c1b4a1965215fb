package io.github.parcheesi.examples;

/** Small statistics for the summaries of {@code simulate} and {@code arena}. */
final class Stats {

  /** The normal quantile of a two-sided 95% interval. */
  static final double Z95 = 1.959963984540054;

  private Stats() {}

  /**
   * The Wilson score interval of a proportion at 95% confidence.
   *
   * @param successes successes, 0 to trials
   * @param trials trials, 0 or more
   * @return the lower and upper bound, both 0 to 1; 0 to 1 when there are no trials
   */
  static double[] wilson(long successes, long trials) {
    if (trials == 0) {
      return new double[] {0, 1};
    }
    double n = trials;
    double p = successes / n;
    double z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /**
   * The mean and the sample standard deviation of some numbers.
   *
   * @param values the numbers
   * @return mean and standard deviation; 0 and 0 for no numbers, the deviation 0 for one
   */
  static double[] meanAndSd(int[] values) {
    int n = values.length;
    if (n == 0) {
      return new double[] {0, 0};
    }
    double sum = 0;
    for (int v : values) {
      sum += v;
    }
    double mean = sum / n;
    double sq = 0;
    for (int v : values) {
      sq += (v - mean) * (v - mean);
    }
    return new double[] {mean, n > 1 ? Math.sqrt(sq / (n - 1)) : 0};
  }

  /**
   * The expected score of a player this many Elo points stronger, on the logistic scale: 0.5 at 0,
   * about 0.64 at +100.
   *
   * @param elo the Elo difference
   * @return the score, 0 to 1
   */
  static double scoreOfElo(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * The Elo difference of an expected score, the inverse of {@link #scoreOfElo}.
   *
   * @param score the score, 0 to 1
   * @return the difference; minus or plus infinity at 0 and 1
   */
  static double eloOfScore(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }
}
