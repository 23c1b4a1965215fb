package io.github.parcheesi.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class CompareBuildsTest {

  @Test
  void readsTheGamesPerSecondOfSimulatesLastLine() {
    String output =
        "2000 games of american, 4 players, seed 1, bots random\n"
            + "\n"
            + "length: mean 320.1 turns, sd 80.2; unfinished games: 0\n"
            + "time: 1.23 s, 1626.02 games/s\n";
    assertEquals(OptionalDouble.of(1626.02), CompareBuilds.gamesPerSecond(output));
    assertEquals(
        OptionalDouble.of(12.5), CompareBuilds.gamesPerSecond("time: 80.00 s, 12.50 games/s\r\n"));
  }

  @Test
  void noGamesPerSecondLineIsEmpty() {
    assertTrue(CompareBuilds.gamesPerSecond("").isEmpty());
    assertTrue(CompareBuilds.gamesPerSecond("Error: --variant: unknown variant chess").isEmpty());
    assertTrue(CompareBuilds.gamesPerSecond("time: 0.00 s, 0.00 games/s\n").isEmpty());
    assertTrue(CompareBuilds.gamesPerSecond("we played 1626.02 games/s\n").isEmpty());
  }

  @Test
  void buildsAlternateInAbbaOrder() {
    assertArrayEquals(new int[] {0, 1}, CompareBuilds.order(2, 0));
    assertArrayEquals(new int[] {1, 0}, CompareBuilds.order(2, 1));
    assertArrayEquals(new int[] {0, 1}, CompareBuilds.order(2, 2));
    assertArrayEquals(new int[] {2, 1, 0}, CompareBuilds.order(3, 3));
  }

  @Test
  void buildsAreLettered() {
    assertEquals("A", CompareBuilds.label(0));
    assertEquals("B", CompareBuilds.label(1));
    assertEquals("#27", CompareBuilds.label(26));
  }
}
