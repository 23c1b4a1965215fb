package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The learned bots on the server: the catalogue says where they can play, a game seats them there
 * and is played with them, a game where their weights do not fit is refused and nothing is made,
 * and the hint comes from the learned bot where it can play and from the search bot elsewhere.
 */
class LearnedBotsTest extends LocalServer {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** A new game's body: a variant, its options, seats by colour letter, Yellow first. */
  private static String game(String variant, Map<String, String> options, String... seats) {
    List<Map<String, String>> list = new ArrayList<>();
    String[] colours = {"Y", "G", "R", "B"};
    for (int i = 0; i < seats.length; i++) {
      if (!seats[i].equals("none")) {
        list.add(Map.of("colour", colours[i], "player", seats[i]));
      }
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("variant", variant);
    body.put("options", options);
    body.put("seats", list);
    body.put("first", "Y");
    body.put("seed", 11);
    return Http.json(body);
  }

  /** A variant's options at their defaults, as the page sends them, from the catalogue. */
  private static Map<String, String> defaults(String variant) {
    Map<String, String> out = new LinkedHashMap<>();
    for (JsonNode v : http.ok("/api/variants").get("variants")) {
      if (v.get("id").asText().equals(variant)) {
        v.get("options").forEach(o -> out.put(o.get("name").asText(), o.get("default").asText()));
      }
    }
    assertFalse(out.isEmpty(), "the options of " + variant);
    return out;
  }

  private static List<String> players(JsonNode view) {
    List<String> out = new ArrayList<>();
    view.get("seats").forEach(s -> out.add(s.get("colour").asText() + "=" + s.get("player")));
    return out;
  }

  @Test
  void theCatalogueOffersTheLearnedBotsWhereTheirWeightsWereTrained() {
    JsonNode c = http.ok("/api/variants");
    List<String> bots = new ArrayList<>();
    c.get("bots").forEach(b -> bots.add(b.asText()));
    assertTrue(bots.containsAll(List.of("search", "value", "learned")), bots.toString());
    JsonNode limited = c.get("limited");
    assertFalse(limited.has("search"), "the search bot plays every game: " + limited);
    for (String bot : List.of("value", "learned")) {
      List<String> games = new ArrayList<>();
      for (JsonNode s : limited.get(bot)) {
        String variant = s.get("variant").asText();
        games.add(variant + " " + s.get("players").asInt());
        assertEquals(
            defaults(variant),
            JSON.convertValue(s.get("options"), Map.class),
            "trained at the default options: " + s);
      }
      assertEquals(
          List.of("american 2", "american 4", "parchis 2", "parchis 4", "russian 2", "russian 4"),
          games.stream().sorted().toList());
    }
  }

  @Test
  void aTwoPlayerGameOfTheLearnedBotAgainstTheRandomBotIsPlayedToItsEnd() {
    JsonNode g =
        http.ok("/api/games", game("american", defaults("american"), "learned", "none", "random"));
    String id = g.get("id").asText();
    assertEquals(List.of("Y=\"learned\"", "R=\"random\""), players(g));
    int moves = 0;
    while (!g.hasNonNull("winner")) {
      assertFalse(g.get("personToAct").asBoolean());
      g = http.ok("/api/games/" + id + "/bot", "");
      assertTrue(++moves < 2000, "the game ends within 2000 decisions");
    }
    assertEquals(moves, g.get("logSize").asInt());
    String record = http.get("/api/games/" + id + "/record").body();
    assertTrue(record.contains("# player Y learned"), record);
  }

  @Test
  void theLearnedBotsPlayEachVariantsTwoPlayerGameAgainstAPerson() {
    for (String variant : List.of("parchis", "russian")) {
      for (String bot : List.of("learned", "value")) {
        JsonNode g = http.ok("/api/games", game(variant, defaults(variant), "human", "none", bot));
        String id = g.get("id").asText();
        int redMoves = 0;
        for (int i = 0; i < 400 && redMoves < 3 && !g.hasNonNull("winner"); i++) {
          boolean red = !g.get("personToAct").asBoolean();
          g = http.playOne(id, g);
          redMoves += red ? 1 : 0;
        }
        assertEquals(3, redMoves, variant + ", " + bot + ": " + g);
        assertEquals(List.of("Y=\"human\"", "R=\"" + bot + "\""), players(g));
        assertEquals(variant, g.get("variant").asText());
      }
    }
  }

  @Test
  void theLearnedBotsPlayAmericanAndParchisFourPlayerGames() {
    for (String variant : List.of("american", "parchis")) {
      JsonNode g =
          http.ok(
              "/api/games",
              game(variant, defaults(variant), "human", "learned", "value", "search"));
      String id = g.get("id").asText();
      int botMoves = 0;
      for (int i = 0; i < 400 && botMoves < 6 && !g.hasNonNull("winner"); i++) {
        boolean bot = !g.get("personToAct").asBoolean();
        g = http.playOne(id, g);
        botMoves += bot ? 1 : 0;
      }
      assertEquals(6, botMoves, variant + ": " + g);
      assertEquals(
          List.of("Y=\"human\"", "G=\"learned\"", "R=\"value\"", "B=\"search\""), players(g));
    }
  }

  @Test
  void aLearnedBotWhereItsWeightsDoNotFitIsRefusedAndNoGameIsMade() {
    int before = server.games().size();
    Http.Answer a =
        refused(
            http.post(
                "/api/games", game("american", defaults("american"), "human", "search", "learned")),
            ErrorCode.BOT_NOT_TRAINED);
    assertTrue(
        a.error().contains("learned bot: no learned weights ship for 3-player american games"),
        a.error());
    assertEquals("learned", a.detail("bot").asText());
    assertEquals("R", a.detail("colour").asText());
    a =
        refused(
            http.post(
                "/api/games", game("russian", defaults("russian"), "value", "human", "human")),
            ErrorCode.BOT_NOT_TRAINED);
    assertEquals("value", a.detail("bot").asText());
    assertEquals("Y", a.detail("colour").asText());
    // a two-player game whose options the weights were not trained for
    Map<String, String> options = defaults("american");
    JsonNode option = null;
    for (JsonNode v : http.ok("/api/variants").get("variants")) {
      option = v.get("id").asText().equals("american") ? v.get("options").get(0) : option;
    }
    String name = option.get("name").asText();
    String other = "";
    for (JsonNode v : option.get("values")) {
      if (!v.asText().equals(option.get("default").asText())) {
        other = v.asText();
      }
    }
    assertNotEquals("", other, option.toString());
    options.put(name, other);
    a =
        refused(
            http.post("/api/games", game("american", options, "human", "none", "learned")),
            ErrorCode.BOT_NOT_TRAINED);
    assertTrue(a.error().contains("learned bot: "), a.error());
    // a position of three colours
    refused(
        http.post(
            "/api/games",
            Http.json(
                Map.of(
                    "position",
                    "american Y Y:n,n,n,10 G:n,n,n,n R:n,n,n,39",
                    "seats",
                    List.of(
                        Map.of("colour", "Y", "player", "human"),
                        Map.of("colour", "G", "player", "learned"),
                        Map.of("colour", "R", "player", "search"))))),
        ErrorCode.BOT_NOT_TRAINED);
    assertEquals(before, server.games().size(), "no game was made");
  }

  @Test
  void theHintOfATwoPlayerGameComesFromTheLearnedBotAndIsALegalMove() {
    JsonNode first = firstHint("american", "human", "none", "learned");
    assertEquals("learned", first.get("by").asText(), first.toString());

    // from a position where Yellow's two pieces on the track can move whatever the roll
    String id =
        http.ok(
                "/api/games",
                Http.json(
                    Map.of(
                        "position",
                        "american Y Y:n,n,10,20 R:n,n,n,39",
                        "seed",
                        5,
                        "seats",
                        List.of(
                            Map.of("colour", "Y", "player", "human"),
                            Map.of("colour", "R", "player", "learned")))))
            .get("id")
            .asText();
    JsonNode g = http.ok("/api/games/" + id + "/roll", "");
    assertFalse(g.get("canPass").asBoolean(), g.toString());
    JsonNode hint = http.getAsCreator("/api/games/" + id + "/hint").json();
    assertEquals("learned", hint.get("by").asText(), hint.toString());
    List<String> next = new ArrayList<>();
    g.get("nextSteps").forEach(s -> next.add(s.get("step").asText()));
    assertTrue(
        next.contains(hint.get("remaining").get(0).get("step").asText()), hint + "; " + next);
    // following the hint step by step plays the hinted move, which the rules take
    JsonNode v = g;
    for (JsonNode s : hint.get("remaining")) {
      v = http.ok("/api/games/" + id + "/step", Http.json(Map.of("step", s.get("step").asText())));
    }
    if (v.get("canFinish").asBoolean()) {
      v = http.ok("/api/games/" + id + "/finish", "");
    }
    assertEquals(hint.get("move").asText(), v.get("log").get(0).get("move").asText());
  }

  /** A new game's first hint, asked by its creator after the first roll. */
  private static JsonNode firstHint(String variant, String... seats) {
    String id = http.ok("/api/games", game(variant, defaults(variant), seats)).get("id").asText();
    http.ok("/api/games/" + id + "/roll", "");
    return http.getAsCreator("/api/games/" + id + "/hint").json();
  }

  @Test
  void theHintComesFromTheSearchBotWhereTheLearnedBotCannotPlay() {
    // learned weights ship for two- and four-player games, none for three-player ones
    JsonNode hint = firstHint("russian", "human", "none", "random", "heuristic");
    assertEquals("search", hint.get("by").asText(), hint.toString());
    assertFalse(hint.get("move").asText().isEmpty());
    hint = firstHint("russian", "human", "search", "random", "heuristic");
    assertEquals("learned", hint.get("by").asText(), hint.toString());
    hint = firstHint("american", "human", "search", "random", "heuristic");
    assertEquals("learned", hint.get("by").asText(), hint.toString());
    hint = firstHint("parchis", "human", "none", "random", "search");
    assertEquals("search", hint.get("by").asText(), hint.toString());
  }

  @Test
  void aStoredGameWithALearnedSeatIsMadeWholeAgain() throws Exception {
    Game game =
        new NewGame()
            .start(JSON.readTree(game("russian", defaults("russian"), "human", "none", "learned")));
    game.roll();
    StoredGame stored = game.stored();
    assertTrue(stored.seats().contains("R=learned"), stored.seats());
    Game again = NewGame.restore(stored, ProgramBots.none());
    assertEquals(stored, again.stored());
    assertEquals("learned", again.hint().by());
  }
}
