package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Roll;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebDriver;

/**
 * The server's memory stays bounded in bytes whatever positions its games reach: {@code serve} in a
 * JVM of a 128 MB heap, which ends at once if the heap runs out, holds many games each in a crowded
 * doubles turn (about 7 MB each: a 6-6 or 1-1 of the most crowded American position has 11,813
 * legal moves), more than the heap could hold together, and still answers every request.
 *
 * <p>The page sees it so too, in headless Chromium: a person opens the first crowded game in the
 * new-game dialog, rolls and takes a step by clicking; once the server holds its {@code
 * --max-games}, a new game is refused in the page's words; and the first game, long gone from
 * memory to the database, comes back whole on its page, its step kept, and plays on.
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
  void manyCrowdedDoublesTurnsFitAModestHeapAndThePagePlaysOn(@TempDir Path dir) {
    long start = System.nanoTime();
    List<Long> seeds = crowdedDoublesSeeds(GAMES);
    WebDriver driver = Page.chrome();
    // the page's first game, the crowded ones and one more: then the server is full
    try (ServerProcess server =
        ServerProcess.startWithHeap(
            "128m",
            "--db",
            dir.resolve("games").toString(),
            "--max-games",
            String.valueOf(GAMES + 2))) {
      int port = server.port();
      String url = "http://127.0.0.1:" + port + "/";
      Http h = new Http(port);
      Page page = new Page(driver, url);
      page.open("en");
      // the first crowded game on the page: a person rolls doubles and takes a step
      page.newGame(
          null,
          GameWeightTest.CROWDED,
          seeds.get(0).intValue(),
          null,
          "human",
          "human",
          "human",
          "human");
      String first = gameId(driver);
      assertTrue(page.playOn(), "the roll");
      JsonNode g = h.ok("/api/games/" + first);
      assertEquals(g.get("roll").get(0), g.get("roll").get(1), "doubles: " + g.get("roll"));
      assertTrue(page.playOn(), "a piece and its first destination");
      assertEquals(1, h.ok("/api/games/" + first).get("chosen").size(), "one step chosen");

      List<String> ids = new ArrayList<>();
      for (long seed : seeds.subList(1, GAMES)) {
        String id = h.ok("/api/games", crowded(seed)).get("id").asText();
        JsonNode rolled = h.ok("/api/games/" + id + "/roll", "");
        int die = rolled.get("roll").get(0).asInt();
        assertEquals(die, rolled.get("roll").get(1).asInt(), "doubles");
        assertEquals(4, rolled.get("left").size(), "A2: tops and bottoms of the doubles");
        ids.add(id);
      }
      // the first games went back to the database; they come back whole, their turn waiting
      for (String id : ids.subList(0, 3)) {
        JsonNode back = h.ok("/api/games/" + id);
        assertTrue(back.get("nextSteps").size() > 0, back.toString());
        String step = back.get("nextSteps").get(0).get("step").asText();
        JsonNode stepped =
            h.ok("/api/games/" + id + "/step", Http.json(java.util.Map.of("step", step)));
        assertEquals(List.of(step), List.of(stepped.get("chosen").get(0).asText()));
      }
      assertEquals(201, h.post("/api/games", Http.TWO_PLAYERS).status());
      assertEquals(200, h.get("/api/variants").status());
      assertTrue(server.alive(), "the server ran out of memory");

      // full: the page is refused a new game in its words, and nothing is dropped for it
      page.fillNewGame("american", null, null, "Y", "human", "search", "none", "none");
      page.$("#ng-start").click();
      page.idle();
      assertEquals(
          "The server holds as many games as it keeps. A new game can start when an old one"
              + " expires.",
          page.$("#ng-error").getText());
      page.$("#ng-cancel").click();

      // the first crowded game, long gone from memory, comes back whole on its page and plays on
      page.openAt(url + "#game=" + first, "en");
      assertEquals(1, h.ok("/api/games/" + first).get("chosen").size(), "its step was kept");
      assertTrue(page.playOn(), "a second step");
      assertEquals(2, h.ok("/api/games/" + first).get("chosen").size());
      assertEquals(List.of(), page.pageErrors());
      assertTrue(server.alive(), "the server ran out of memory");
    } finally {
      driver.quit();
    }
    System.out.println(
        GAMES + " crowded doubles turns in " + (System.nanoTime() - start) / 1_000_000 + " ms");
  }

  private static final Pattern GAME = Pattern.compile("#game=([0-9a-f]{32})");

  private static String gameId(WebDriver driver) {
    Matcher m = GAME.matcher(driver.getCurrentUrl());
    assertTrue(m.find(), driver.getCurrentUrl());
    return m.group(1);
  }
}
