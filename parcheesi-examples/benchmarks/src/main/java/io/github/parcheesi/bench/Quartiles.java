package io.github.parcheesi.bench;

import java.util.Arrays;

/**
 * The lower quartile, the median and the upper quartile of some numbers, each interpolated between
 * the two nearest ranks (the quantile at p of n sorted numbers x is x[h] + (h - floor h) (x[h + 1]
 * - x[h]) at h = (n - 1) p, from 0): the median of an even count is the mean of the middle two.
 *
 * @param lower the quartile at 1/4
 * @param median the quartile at 1/2
 * @param upper the quartile at 3/4
 */
record Quartiles(double lower, double median, double upper) {

  /**
   * The quartiles of some numbers.
   *
   * @param values one number or more, in any order; not changed
   * @return their quartiles
   * @throws IllegalArgumentException when there are none
   */
  static Quartiles of(double[] values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("no numbers to take quartiles of");
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return new Quartiles(quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75));
  }

  /** The quantile at p (0 to 1) of sorted numbers, interpolated between the two nearest ranks. */
  static double quantile(double[] sorted, double p) {
    double h = (sorted.length - 1) * p;
    int below = (int) Math.floor(h);
    int above = Math.min(below + 1, sorted.length - 1);
    return sorted[below] + (h - below) * (sorted[above] - sorted[below]);
  }
}
