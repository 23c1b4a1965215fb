package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seat keys over HTTP: a request that acts for a seat without its key is refused with 403 and
 * changes nothing, the hint is for the seat to move alone, watchers never see a key, and keys
 * outlive a restart.
 */
class SeatKeysTest extends LocalServer {

  /** Two people, Y and R, Y to move, with a piece out that any roll moves. */
  static final String TWO_PEOPLE =
      Http.json(
          Map.of(
              "position",
              "american Y Y:n,n,n,10 R:n,n,n,39",
              "seats",
              List.of(
                  Map.of("colour", "Y", "player", "human"),
                  Map.of("colour", "R", "player", "human")),
              "seed",
              3));

  @Test
  void theCreatorGetsAKeyForEachPersonsSeatAndTheHostsAndAWatcherNone() {
    JsonNode created = http.ok("/api/games", TWO_PEOPLE);
    JsonNode keys = created.get("keys");
    assertEquals(List.of("R", "Y", "host"), names(keys));
    keys.forEach(k -> assertTrue(k.asText().matches("[0-9a-f]{32}"), k.asText()));
    assertEquals(
        3,
        new java.util.HashSet<>(List.of(text(keys, "Y"), text(keys, "R"), text(keys, "host")))
            .size());
    String id = created.get("id").asText();
    // a watcher's views hold no key, whatever they ask for
    for (String path :
        List.of(
            "/api/games/" + id,
            "/api/games/" + id + "?lang=ru&since=0",
            "/api/games/" + id + "/record")) {
      String body = http.get(path).body();
      keys.forEach(k -> assertFalse(body.contains(k.asText()), path + " shows a key: " + body));
      assertFalse(body.contains("\"keys\""), body);
    }
    // a bots' game has the host's key alone
    JsonNode bots =
        http.ok(
            "/api/games",
            "{\"seats\":[{\"colour\":\"Y\",\"player\":\"random\"},"
                + "{\"colour\":\"R\",\"player\":\"random\"}]}");
    assertEquals(List.of("host"), names(bots.get("keys")));
  }

  @Test
  void everyActionWithoutItsSeatsKeyIsRefusedWith403AndChangesNothing() {
    JsonNode created = http.ok("/api/games", TWO_PEOPLE);
    String id = created.get("id").asText();
    JsonNode keys = created.get("keys");
    String base = "/api/games/" + id + "/";
    JsonNode before = http.ok("/api/games/" + id);
    Map<String, String> bodies =
        Map.of(
            "roll",
            "",
            "step",
            "{\"step\":\"n/5\"}",
            "unstep",
            "",
            "finish",
            "",
            "pass",
            "",
            "decide",
            "{\"move\":\"n/5\"}",
            "bot",
            "",
            "undo",
            "");
    for (Map.Entry<String, String> a : bodies.entrySet()) {
      String error = refused(http.postWith(base + a.getKey(), a.getValue(), null), 403);
      assertTrue(error.contains("X-Seat-Key"), a.getKey() + ": " + error);
      assertTrue(error.startsWith(a.getKey() + " needs "), error);
      refused(
          http.postWith(base + a.getKey(), a.getValue(), "0123456789abcdef0123456789abcdef"), 403);
      assertEquals(before, http.ok("/api/games/" + id), a.getKey() + " changed the game");
    }
    // Y is to move: R's key and the host's do not act for Y
    String red = refused(http.postWith(base + "roll", "", text(keys, "R")), 403);
    assertTrue(red.contains("Yellow's turn") && red.contains("Red's"), red);
    String host = refused(http.postWith(base + "roll", "", text(keys, "host")), 403);
    assertTrue(host.contains("the host's"), host);
    String bad = refused(http.postWith(base + "roll", "", "Y"), 403);
    assertTrue(bad.contains("32 hexadecimal digits"), bad);
    String many = String.join(",", java.util.Collections.nCopies(6, text(keys, "Y")));
    assertTrue(refused(http.postWith(base + "roll", "", many), 403).contains("at most 5"));
    // another game's key is no key of this one
    JsonNode other = http.ok("/api/games", TWO_PEOPLE);
    String stranger = refused(http.postWith(base + "roll", "", text(other.get("keys"), "Y")), 403);
    assertTrue(stranger.contains("no key sent is a key of this game"), stranger);
    assertEquals(before, http.ok("/api/games/" + id));
    // Y's key rolls for Y; then R's key cannot step for Y, and Y's own can
    JsonNode rolled = http.postWith(base + "roll", "", text(keys, "Y")).json();
    assertEquals(1, rolled.get("version").asLong());
    JsonNode y = rolled;
    String step = y.get("nextSteps").get(0).get("step").asText();
    refused(http.postWith(base + "step", Http.json(Map.of("step", step)), text(keys, "R")), 403);
    assertEquals(y, http.ok("/api/games/" + id));
    // the hint is advice for the seat to move: a watcher, or R, does not get Y's
    String hint = refused(http.getWith(base + "hint", null), 403);
    assertTrue(hint.startsWith("hint needs Yellow's key"), hint);
    refused(http.getWith(base + "hint", text(keys, "R")), 403);
    refused(http.getWith(base + "hint", text(keys, "host")), 403);
    Http.Answer advised = http.getWith(base + "hint", text(keys, "Y"));
    assertEquals(200, advised.status(), advised.body());
    assertTrue(advised.json().get("move").isTextual(), advised.body());
    assertEquals(y, http.ok("/api/games/" + id));
    // several keys may be sent at once, as the creator's page does
    Http.Answer both =
        http.postWith(
            base + "step",
            Http.json(Map.of("step", step)),
            text(keys, "R") + ", " + text(keys, "Y"));
    assertEquals(200, both.status(), both.body());
  }

  @Test
  void theHostsKeyMovesTheBotsAndAnyPersonsKeyToo() {
    JsonNode created =
        http.ok("/api/games", Http.TWO_PLAYERS.replace("\"first\":\"Y\"", "\"first\":\"R\""));
    String id = created.get("id").asText();
    JsonNode keys = created.get("keys");
    refused(http.postWith("/api/games/" + id + "/bot", "", null), 403);
    assertEquals(200, http.postWith("/api/games/" + id + "/bot", "", text(keys, "host")).status());
  }

  @Test
  void keysOutliveARestartOnTheSameFile(@TempDir Path dir) {
    Path db = dir.resolve("games");
    WebServer first = WebServer.start("127.0.0.1", 0, db, 0, 10);
    String id;
    JsonNode keys;
    JsonNode before;
    try {
      Http h = new Http(first);
      JsonNode created = h.ok("/api/games", TWO_PEOPLE);
      id = created.get("id").asText();
      keys = created.get("keys");
      before = h.ok("/api/games/" + id);
    } finally {
      first.stop();
    }
    WebServer second = WebServer.start("127.0.0.1", 0, db, 0, 10);
    try {
      Http h = new Http(second);
      String base = "/api/games/" + id + "/";
      refused(h.postWith(base + "roll", "", null), 403);
      refused(h.postWith(base + "roll", "", text(keys, "R")), 403);
      assertEquals(before, h.ok("/api/games/" + id));
      Http.Answer rolled = h.postWith(base + "roll", "", text(keys, "Y"));
      assertEquals(200, rolled.status(), rolled.body());
      String body = h.get("/api/games/" + id).body();
      keys.forEach(k -> assertFalse(body.contains(k.asText()), body));
    } finally {
      second.stop();
    }
  }

  private static List<String> names(JsonNode keys) {
    List<String> out = new java.util.ArrayList<>();
    keys.fieldNames().forEachRemaining(out::add);
    out.sort(null);
    return out;
  }

  private static String text(JsonNode keys, String seat) {
    return keys.get(seat).asText();
  }
}
