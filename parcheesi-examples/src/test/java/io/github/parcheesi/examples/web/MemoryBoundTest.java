package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Roll;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's memory stays bounded in bytes whatever positions its games reach: {@code serve} in a
 * JVM of a 128 MB heap, which ends at once if the heap runs out, holds many games each in a crowded
 * doubles turn (about 7 MB each: a 6-6 or 1-1 of the most crowded American position has 11,813
 * legal moves), more than the heap could hold together, and still answers every request.
 */
class MemoryBoundTest {

  private static final int GAMES = 24;

  /** Seeds whose first roll, for a game of four seats, is 6-6 or 1-1. */
  static List<Long> crowdedDoublesSeeds(int count) {
    List<Long> seeds = new ArrayList<>();
    for (long seed = 0; seeds.size() < count; seed++) {
      Dice dice = Dice.seeded(seed);
      for (int i = 0; i < 4; i++) {
        dice.split(); // each seat's own dice, as NewGame splits them
      }
      Roll roll = dice.roll();
      if (roll.isDoubles() && (roll.die1() == 6 || roll.die1() == 1)) {
        seeds.add(seed);
      }
    }
    return seeds;
  }

  private static String crowded(long seed) {
    return "{\"position\":\""
        + GameWeightTest.CROWDED
        + "\",\"seed\":"
        + seed
        + ",\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},"
        + "{\"colour\":\"G\",\"player\":\"human\"},{\"colour\":\"R\",\"player\":\"human\"},"
        + "{\"colour\":\"B\",\"player\":\"human\"}]}";
  }

  @Test
  void manyCrowdedDoublesTurnsFitAModestHeap(@TempDir Path dir) {
    long start = System.nanoTime();
    try (ServerProcess server =
        ServerProcess.startWithHeap("128m", "--db", dir.resolve("games").toString())) {
      Http h = new Http(server.port());
      List<String> ids = new ArrayList<>();
      for (long seed : crowdedDoublesSeeds(GAMES)) {
        String id = h.ok("/api/games", crowded(seed)).get("id").asText();
        JsonNode rolled = h.ok("/api/games/" + id + "/roll", "");
        int die = rolled.get("roll").get(0).asInt();
        assertEquals(die, rolled.get("roll").get(1).asInt(), "doubles");
        assertEquals(4, rolled.get("left").size(), "A2: tops and bottoms of the doubles");
        ids.add(id);
      }
      // the first games went back to the database; they come back whole, their turn waiting
      for (String id : ids.subList(0, 3)) {
        JsonNode g = h.ok("/api/games/" + id);
        assertTrue(g.get("nextSteps").size() > 0, g.toString());
        String step = g.get("nextSteps").get(0).get("step").asText();
        JsonNode stepped =
            h.ok("/api/games/" + id + "/step", Http.json(java.util.Map.of("step", step)));
        assertEquals(List.of(step), List.of(stepped.get("chosen").get(0).asText()));
      }
      assertEquals(201, h.post("/api/games", Http.TWO_PLAYERS).status());
      assertEquals(200, h.get("/api/variants").status());
      assertTrue(server.alive(), "the server ran out of memory");
    }
    System.out.println(
        GAMES + " crowded doubles turns in " + (System.nanoTime() - start) / 1_000_000 + " ms");
  }
}
