package io.github.parcheesi.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QuartilesTest {

  @Test
  void oddCountHasItsMiddleAsMedian() {
    // sorted 1 2 3 4 5: h = 1, 2, 3 exactly
    assertEquals(new Quartiles(2, 3, 4), Quartiles.of(new double[] {5, 1, 4, 2, 3}));
  }

  @Test
  void evenCountInterpolatesBetweenNearestRanks() {
    // sorted 1 2 3 4: h = 0.75, 1.5, 2.25
    assertEquals(new Quartiles(1.75, 2.5, 3.25), Quartiles.of(new double[] {4, 3, 2, 1}));
    // two ratios, as two rounds give: h = 0.25, 0.5, 0.75
    Quartiles two = Quartiles.of(new double[] {1.10, 0.90});
    assertEquals(0.95, two.lower(), 1e-12);
    assertEquals(1.00, two.median(), 1e-12);
    assertEquals(1.05, two.upper(), 1e-12);
  }

  @Test
  void oneNumberIsEveryQuartile() {
    assertEquals(new Quartiles(7, 7, 7), Quartiles.of(new double[] {7}));
  }

  @Test
  void leavesItsArgumentUnsorted() {
    double[] values = {3, 1, 2};
    Quartiles.of(values);
    assertArrayEquals(new double[] {3, 1, 2}, values);
  }

  @Test
  void noNumbersIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> Quartiles.of(new double[0]));
  }
}
