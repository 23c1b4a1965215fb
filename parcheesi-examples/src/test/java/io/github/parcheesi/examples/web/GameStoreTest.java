package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.TWO_PLAYERS;
import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.parcheesi.Notation;
import io.github.parcheesi.record.GameRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's games in its database: the expiry rule and its answer, older games never pushed out
 * by newer ones, a full server, and games read back from the database when memory holds few.
 */
class GameStoreTest {

  private static final long DAY = 24L * 3_600_000L;

  private static final String BOTS =
      "{\"seats\":[{\"colour\":\"Y\",\"player\":\"heuristic\"},"
          + "{\"colour\":\"R\",\"player\":\"random\"}],\"seed\":3}";

  // the servers' clock, moved on by the tests
  private final AtomicLong now = new AtomicLong(1_750_000_000_000L);

  private WebServer start(Path db, int expireDays, int maxGames, int cached) {
    return WebServer.start(
        "127.0.0.1", 0, GameStore.open(db, expireDays, maxGames, cached, now::get));
  }

  /** A new game with a few decisions played; answers its view. */
  private static JsonNode gameInProgress(Http h, int decisions) {
    JsonNode g = h.ok("/api/games", TWO_PLAYERS);
    for (int i = 0; i < decisions; i++) {
      g = h.playOne(g.get("id").asText(), g);
    }
    return g;
  }

  @Test
  void aGameNoRequestTouchedForTheDaysExpiresAndSaysSoWith410() {
    WebServer server = start(null, 30, 1000, 64);
    try {
      Http h = new Http(server);
      String old = gameInProgress(h, 3).get("id").asText();
      String watched = h.ok("/api/games", TWO_PLAYERS).get("id").asText();
      now.addAndGet(29 * DAY);
      assertEquals(200, h.get("/api/games/" + watched).status()); // a read touches it
      now.addAndGet(2 * DAY);
      String m = refused(h.get("/api/games/" + old), 410);
      assertTrue(m.contains("the game " + old + " expired"), m);
      assertTrue(m.contains("31 days"), m);
      assertTrue(m.contains("--expire-days"), m);
      // it stays gone, and says so, whatever is asked of it
      assertEquals(m, refused(h.get("/api/games/" + old), 410));
      assertTrue(refused(h.post("/api/games/" + old + "/roll", ""), 410).contains("expired"));
      assertTrue(refused(h.get("/api/games/" + old + "/record"), 410).contains("expired"));
      assertEquals(200, h.get("/api/games/" + watched).status());
      assertEquals(1, server.games().size());
    } finally {
      server.stop();
    }
  }

  @Test
  void gamesThatExpiredWhileTheServerWasStoppedAreDeletedAtItsStart(@TempDir Path dir) {
    Path db = dir.resolve("games");
    String old;
    String watched;
    WebServer first = start(db, 30, 1000, 64);
    try {
      Http h = new Http(first);
      old = gameInProgress(h, 2).get("id").asText();
      watched = gameInProgress(h, 2).get("id").asText();
    } finally {
      first.stop();
    }
    now.addAndGet(20 * DAY);
    WebServer second = start(db, 30, 1000, 64);
    try {
      assertEquals("games: " + db + ".mv.db, 2 kept", second.storage());
      assertEquals(200, new Http(second).get("/api/games/" + watched).status());
    } finally {
      second.stop();
    }
    now.addAndGet(11 * DAY);
    WebServer third = start(db, 30, 1000, 64);
    try {
      assertEquals("games: " + db + ".mv.db, 1 kept, 1 expired now", third.storage());
      Http h = new Http(third);
      assertTrue(refused(h.get("/api/games/" + old), 410).contains("31 days"));
      assertEquals(200, h.get("/api/games/" + watched).status());
    } finally {
      third.stop();
    }
    // with --expire-days 0 nothing expires, and the expired game still says it expired
    now.addAndGet(400 * DAY);
    WebServer never = start(db, 0, 1000, 64);
    try {
      Http h = new Http(never);
      assertEquals(200, h.get("/api/games/" + watched).status());
      assertTrue(refused(h.get("/api/games/" + old), 410).contains("expired"));
    } finally {
      never.stop();
    }
  }

  @Test
  void aHundredNewerGamesDoNotDropAnOlderGameInProgress() {
    WebServer server = start(null, 30, 1000, 2); // memory holds two games: the rest wait on disk
    try {
      Http h = new Http(server);
      JsonNode older = gameInProgress(h, 7);
      String id = older.get("id").asText();
      for (int i = 0; i < 100; i++) {
        gameInProgress(h, 1);
      }
      assertEquals(101, server.games().size());
      assertEquals(older, h.ok("/api/games/" + id));
      JsonNode next = h.playOne(id, older);
      assertTrue(
          next.get("logSize").asInt() > older.get("logSize").asInt()
              || next.get("chosen").size() > older.get("chosen").size()
              || next.hasNonNull("roll") != older.hasNonNull("roll"),
          next.toString());
    } finally {
      server.stop();
    }
  }

  @Test
  void aFullServerRefusesANewGameWith503AndDropsNone() {
    WebServer server = start(null, 30, 3, 64);
    try {
      Http h = new Http(server);
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        ids.add(gameInProgress(h, 1).get("id").asText());
      }
      String m = refused(h.post("/api/games", TWO_PLAYERS), 503);
      assertTrue(m.contains("keeps 3 games"), m);
      assertTrue(m.contains("none is dropped"), m);
      for (String id : ids) {
        assertEquals(200, h.get("/api/games/" + id).status());
      }
      assertEquals(3, server.games().size());
    } finally {
      server.stop();
    }
  }

  @Test
  void gamesReadBackFromTheDatabaseUnderConcurrentRequestsStayWhole() throws Exception {
    WebServer server = start(null, 30, 1000, 1); // nearly every request reads its game back
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      Http h = new Http(server);
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        ids.add(h.ok("/api/games", BOTS).get("id").asText());
      }
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 15; i++) {
                    for (String id : ids) {
                      h.ok("/api/games/" + id);
                      Http.Answer bot = h.post("/api/games/" + id + "/bot", "");
                      if (bot.status() != 200) { // only once the game is over
                        assertEquals(409, bot.status(), bot.body());
                        assertEquals("over", h.ok("/api/games/" + id).get("phase").asText());
                      }
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> f : done) {
        f.get();
      }
      for (String id : ids) {
        JsonNode g = h.ok("/api/games/" + id);
        String record = h.get("/api/games/" + id + "/record").body();
        assertEquals(
            g.get("position").asText(),
            Notation.format(GameRecord.read(record).get().replay().get()));
        assertEquals(g.get("logSize").asInt(), GameRecord.read(record).get().entries().size());
      }
    } finally {
      pool.shutdownNow();
      server.stop();
    }
  }
}
