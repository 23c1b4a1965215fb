package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StatsTest {

  @Test
  void wilsonIntervalMatchesKnownValues() {
    // 242 of 400: p = 0.605, Wilson 95% interval 0.5563 .. 0.6517
    assertEstimate(0.605, 0.5563, 0.6517, Stats.wilson(242, 400), 1e-4);
    assertEstimate(0, 0, 0.0370, Stats.wilson(0, 100), 1e-4);
    assertEstimate(1, 0.9630, 1, Stats.wilson(100, 100), 1e-4);
    assertEstimate(0, 0, 1, Stats.wilson(0, 0), 0);
  }

  @Test
  void scoreAndEloAreOnTheLogisticScale() {
    assertEquals(0.5, Stats.scoreOfElo(0), 1e-12);
    assertEquals(0.6401, Stats.scoreOfElo(100), 1e-4);
    assertEquals(70.4365, Stats.eloOfScore(0.6), 1e-4);
    assertEquals(Double.POSITIVE_INFINITY, Stats.eloOfScore(1));
    assertEquals(Double.NEGATIVE_INFINITY, Stats.eloOfScore(0));
  }

  private static void assertEstimate(
      double value, double lower, double upper, Stats.Estimate e, double delta) {
    assertEquals(value, e.value(), delta, "value of " + e);
    assertEquals(lower, e.lower(), delta, "lower bound of " + e);
    assertEquals(upper, e.upper(), delta, "upper bound of " + e);
  }
}
