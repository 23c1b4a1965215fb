package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DiceTest {

  private static List<Roll> rolls(Dice dice, int n) {
    List<Roll> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(dice.roll());
    }
    return out;
  }

  @Test
  void theSameSeedGivesTheSameRolls() {
    assertEquals(rolls(Dice.seeded(42), 500), rolls(Dice.seeded(42), 500));
    assertNotEquals(rolls(Dice.seeded(42), 500), rolls(Dice.seeded(43), 500));
  }

  @Test
  void theSameSeedGivesTheSameDiceNumbersAndSplits() {
    Dice a = Dice.seeded(7);
    Dice b = Dice.seeded(7);
    for (int i = 0; i < 200; i++) {
      assertEquals(a.die(), b.die());
      assertEquals(a.nextInt(13), b.nextInt(13));
    }
    assertEquals(rolls(a.split(), 100), rolls(b.split(), 100));
    assertEquals(rolls(a, 100), rolls(b, 100));
  }

  @Test
  void nextIntGivesEveryNumberBelowItsBound() {
    // bots choose among moves with it: every choice must be possible
    Dice dice = Dice.seeded(5);
    for (int bound : new int[] {1, 2, 5, 36}) {
      java.util.Set<Integer> seen = new java.util.TreeSet<>();
      for (int i = 0; i < 50 * bound; i++) {
        seen.add(dice.nextInt(bound));
      }
      assertEquals(bound, seen.size(), "bound " + bound + ": " + seen);
      assertEquals(0, (int) ((java.util.TreeSet<Integer>) seen).first());
      assertEquals(bound - 1, (int) ((java.util.TreeSet<Integer>) seen).last());
    }
  }

  @Test
  void everyOutcomeComesUpAboutEquallyOften() {
    Dice dice = Dice.seeded(1);
    Map<Roll, Integer> seen = new HashMap<>();
    int n = 36_000;
    for (int i = 0; i < n; i++) {
      seen.merge(dice.roll(), 1, Integer::sum);
    }
    assertEquals(36, seen.size());
    // 1000 expected each; a fair die stays well within 800..1200 at this seed and far beyond
    seen.forEach((r, c) -> assertTrue(c > 800 && c < 1200, r + " came up " + c + " times"));
    for (int i = 0; i < 1000; i++) {
      int d = dice.die();
      assertTrue(d >= 1 && d <= 6, "die " + d);
      int k = dice.nextInt(5);
      assertTrue(k >= 0 && k < 5, "nextInt " + k);
    }
  }
}
