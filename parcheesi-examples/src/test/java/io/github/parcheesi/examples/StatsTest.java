package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class StatsTest {

  @Test
  void wilsonIntervalMatchesKnownValues() {
    // 242 of 400: p = 0.605, Wilson 95% interval 0.5563 .. 0.6517
    assertArrayEquals(new double[] {0.5563, 0.6517}, Stats.wilson(242, 400), 1e-4);
    assertArrayEquals(new double[] {0, 0.0370}, Stats.wilson(0, 100), 1e-4);
    assertArrayEquals(new double[] {0.9630, 1}, Stats.wilson(100, 100), 1e-4);
    assertArrayEquals(new double[] {0, 1}, Stats.wilson(0, 0), 0);
  }

  @Test
  void meanAndSampleDeviation() {
    assertArrayEquals(
        new double[] {5, Math.sqrt(32 / 7.0)},
        Stats.meanAndSd(new int[] {2, 4, 4, 4, 5, 5, 7, 9}),
        1e-9);
    assertArrayEquals(new double[] {3, 0}, Stats.meanAndSd(new int[] {3}), 0);
  }
}
