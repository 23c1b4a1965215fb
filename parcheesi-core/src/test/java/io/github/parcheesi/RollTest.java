package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RollTest {

  @Test
  void thereAre36OrderedOutcomesEachOnce() {
    List<Roll> all = Roll.outcomes();
    assertEquals(36, all.size());
    assertEquals(36, all.distinct().size());
    Set<String> faces = new HashSet<>();
    for (Roll r : all) {
      assertTrue(r.die1() >= 1 && r.die1() <= 6 && r.die2() >= 1 && r.die2() <= 6, r.toString());
      faces.add(r.die1() + "," + r.die2());
    }
    assertEquals(36, faces.size());
    assertEquals(Roll.of(1, 1), all.head());
    assertEquals(Roll.of(1, 2), all.get(1), "first die major");
    assertEquals(Roll.of(6, 6), all.last());
  }

  @Test
  void probabilitiesSumToOne() {
    double ordered = Roll.outcomes().map(Roll::probability).sum().doubleValue();
    assertEquals(1.0, ordered, 1e-12);
    double unordered = Roll.distinctOutcomes().map(Roll::unorderedProbability).sum().doubleValue();
    assertEquals(1.0, unordered, 1e-12);
  }

  @Test
  void thereAre21DistinctOutcomesSixOfThemDoubles() {
    List<Roll> distinct = Roll.distinctOutcomes();
    assertEquals(21, distinct.size());
    assertEquals(21, distinct.distinct().size());
    assertTrue(distinct.forAll(r -> r.die1() <= r.die2()));
    assertEquals(6, distinct.count(Roll::isDoubles));
    assertEquals(1.0 / 36, Roll.of(3, 3).unorderedProbability(), 1e-15);
    assertEquals(2.0 / 36, Roll.of(3, 5).unorderedProbability(), 1e-15);
    // every ordered outcome is one of the unordered ones
    assertTrue(Roll.outcomes().forAll(r -> distinct.contains(Roll.of(r.low(), r.high()))));
  }

  @Test
  void rollsAreInternedValues() {
    assertSame(Roll.of(2, 5), Roll.of(2, 5));
    assertEquals(Roll.of(2, 5), Roll.parse("2-5").get());
    assertFalse(Roll.of(2, 5).equals(Roll.of(5, 2)));
    assertEquals(5, Roll.of(2, 5).high());
    assertEquals(2, Roll.of(5, 2).low());
    assertTrue(Roll.of(4, 4).isDoubles());
    assertFalse(Roll.of(4, 3).isDoubles());
    assertEquals("4-3", Roll.of(4, 3).toString());
  }

  @Test
  void badFacesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Roll.of(0, 3));
    assertThrows(IllegalArgumentException.class, () -> Roll.of(3, 7));
    for (String bad : new String[] {"", "3", "3-", "0-3", "3-7", "3+4", "33-4", "a-b", "3-4 "}) {
      assertTrue(Roll.parse(bad).isEmpty(), bad);
    }
    for (Roll r : Roll.outcomes()) {
      assertSame(r, Roll.parse(r.toString()).get());
    }
  }
}
