package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store's memory bound in estimated bytes, and a database of the tables' first version (before
 * seats had keys) brought up to date.
 */
class GameStoreBytesTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** A game of a person (yellow) and a bot (red), red first. */
  private static Game game() throws Exception {
    return new NewGame()
        .start(JSON.readTree(Http.TWO_PLAYERS.replace("\"first\":\"Y\"", "\"first\":\"R\"")));
  }

  @Test
  void theGamesInMemoryStayWithinTheBytesGivenTheLeastRecentlyUsedGoingFirst() throws Exception {
    long one = game().weight();
    // room for three fresh games' estimates, and a count bound that never binds
    try (GameStore store =
        GameStore.open(null, 0, 100, 64, 3 * one, System::currentTimeMillis, ProgramBots.none())) {
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        ids.add(store.add(game()).id());
        assertTrue(store.cachedBytes() <= 3 * one, store.cachedBytes() + " bytes kept");
      }
      assertEquals(3, store.cachedGames());
      assertEquals(3 * one, store.cachedBytes());
      // a game grows with its decisions: kept games make room for it
      GameStore.Slot slot = store.get(ids.get(9));
      Game g = slot.game();
      synchronized (g) {
        while (!g.view(slot.id(), Views.words("en"), 0, 0).personToAct()) {
          g.botMove(); // red's moves, then yellow's roll
          store.save(slot);
        }
        g.roll();
        store.save(slot);
      }
      assertTrue(slot.game().weight() > one, "the game grew");
      assertTrue(store.cachedBytes() <= 3 * one, store.cachedBytes() + " bytes kept");
      assertTrue(store.cachedGames() < 3, store.cachedGames() + " games kept");
      // the games dropped come back whole from the database
      assertEquals(one, store.get(ids.get(0)).game().weight());
      assertEquals(0, store.get(ids.get(0)).game().state().colours().size() - 2);
    }
  }

  @Test
  void aDatabaseOfTheFirstVersionIsBroughtUpToDateItsGamesKeyless(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("games");
    String id;
    try (GameStore store = GameStore.open(file, 0, 100, 8, System::currentTimeMillis)) {
      id = store.add(game()).id();
    }
    // back to version 1: no keys, no count of changes
    try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + file, "parcheesi", "");
        Statement s = c.createStatement()) {
      s.execute("ALTER TABLE games DROP COLUMN seat_keys");
      s.execute("ALTER TABLE games DROP COLUMN version");
      s.execute("UPDATE schema_version SET version = 1");
    }
    try (GameStore store = GameStore.open(file, 0, 100, 8, System::currentTimeMillis)) {
      GameStore.Slot old = store.get(id);
      assertNull(old.keys(), "a game from before keys has none");
      assertEquals(0, old.version());
      old.checkKey(null, io.github.parcheesi.Colour.YELLOW, "roll"); // anyone may play it
      GameStore.Slot fresh = store.add(game());
      assertNotNull(fresh.keys());
      assertTrue(
          fresh.keys().all().keySet().equals(java.util.Set.of("Y", "host")),
          fresh.keys().all().toString());
    }
    try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + file, "parcheesi", "");
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT version FROM schema_version")) {
      r.next();
      assertEquals(GamesTable.SCHEMA, r.getInt(1));
    }
  }
}
