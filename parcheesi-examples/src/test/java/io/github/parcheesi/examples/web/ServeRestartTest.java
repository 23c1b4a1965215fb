package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --db FILE} in a JVM of its own, killed as a crash would kill it, and started again
 * on the same file: every game is found whole at its address and plays on as if nothing had
 * happened.
 */
class ServeRestartTest {

  private static final String FROM_THE_START =
      Http.json(
          Map.of(
              "variant",
              "american",
              "seats",
              List.of(
                  Map.of("colour", "Y", "player", "human"),
                  Map.of("colour", "R", "player", "heuristic")),
              "first",
              "rolloff",
              "seed",
              11));

  private static final String FROM_A_POSITION =
      Http.json(
          Map.of(
              "position",
              "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y",
              "seats",
              List.of(
                  Map.of("colour", "Y", "player", "search"),
                  Map.of("colour", "R", "player", "human")),
              "seed",
              5));

  /** Two views of one game on two servers, which differ in the id alone. */
  private static void assertSameGame(JsonNode expected, JsonNode actual) {
    ObjectNode e = expected.deepCopy();
    ObjectNode a = actual.deepCopy();
    e.remove(List.of("id", "keys"));
    a.remove(List.of("id", "keys"));
    assertEquals(e, a);
  }

  private static String id(JsonNode view) {
    return view.get("id").asText();
  }

  @Test
  void gamesKilledMidTurnAreFoundWholeAtTheirAddressAndPlayOnWithTheSameDice(@TempDir Path dir) {
    Path db = dir.resolve("games");
    // a twin of each game on a server never stopped: the same requests get the same answers
    WebServer twinServer = WebServer.start("127.0.0.1", 0);
    Http twin = new Http(twinServer);
    try {
      JsonNode a;
      JsonNode b;
      JsonNode ta;
      JsonNode tb;
      try (ServerProcess first = ServerProcess.start("--db", db.toString())) {
        Http h = new Http(first.port());
        String storage = first.line();
        assertTrue(storage.matches("games: .*games\\.mv\\.db, 0 kept"), storage);
        a = h.ok("/api/games", FROM_THE_START);
        ta = twin.ok("/api/games", FROM_THE_START);
        b = h.ok("/api/games", FROM_A_POSITION);
        tb = twin.ok("/api/games", FROM_A_POSITION);
        // the game from a position: the person answers the offer, then a few decisions
        for (int n = 0; n < 6 && !b.get("phase").asText().equals("over"); n++) {
          b = h.playOne(id(b), b);
          tb = twin.playOne(id(tb), tb);
          assertSameGame(tb, b);
        }
        // the game from the start stops with a person's roll waiting, one step of it chosen
        for (int n = 0; a.get("chosen").size() != 1 || !a.get("canContinue").asBoolean(); n++) {
          assertTrue(n < 400, "a move of two steps comes");
          a = h.playOne(id(a), a);
          ta = twin.playOne(id(ta), ta);
          assertSameGame(ta, a);
        }
        assertTrue(a.get("logSize").asInt() > 0, a.toString());
        // killed the moment the step is answered
        first.kill();
      }
      try (ServerProcess second = ServerProcess.start("--db", db.toString())) {
        Http h = new Http(second.port());
        String storage = second.line();
        assertTrue(storage.matches("games: .*games\\.mv\\.db, 2 kept"), storage);
        assertEquals(a, h.ok("/api/games/" + id(a)));
        assertEquals(b, h.ok("/api/games/" + id(b)));
        assertEquals(
            twin.get("/api/games/" + id(ta) + "/record").body(),
            h.get("/api/games/" + id(a) + "/record").body());
        // both play on as their twins do: the same rolls, the same bots' moves, the same log
        for (int n = 0; n < 40 && !a.get("phase").asText().equals("over"); n++) {
          a = h.playOne(id(a), a);
          ta = twin.playOne(id(ta), ta);
          assertSameGame(ta, a);
        }
        for (int n = 0; n < 20 && !b.get("phase").asText().equals("over"); n++) {
          b = h.playOne(id(b), b);
          tb = twin.playOne(id(tb), tb);
          assertSameGame(tb, b);
        }
        assertTrue(a.get("canUndo").asBoolean(), a.toString());
        assertSameGame(
            twin.ok("/api/games/" + id(ta) + "/undo", ""),
            h.ok("/api/games/" + id(a) + "/undo", ""));
        assertTrue(a.get("logSize").asInt() > 10, a.toString());
      }
    } finally {
      twinServer.stop();
    }
  }

  @Test
  void aSecondServerOnTheSameFileIsRefusedWhileTheFirstRuns(@TempDir Path dir) {
    String db = dir.resolve("games").toString();
    try (ServerProcess first = ServerProcess.start("--db", db)) {
      int port = first.port();
      try (ServerProcess second = ServerProcess.start("--db", db)) {
        assertEquals(2, second.waitFor());
        String error = second.line();
        assertTrue(error.startsWith("error: cannot open the game database "), error);
        assertTrue(error.contains("games.mv.db"), error);
      }
      // the first is not disturbed
      assertEquals(201, new Http(port).post("/api/games", "").status());
    }
  }
}
