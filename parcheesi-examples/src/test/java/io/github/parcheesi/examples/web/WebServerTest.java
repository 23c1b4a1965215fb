package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.TWO_PLAYERS;
import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every endpoint of the web server, and each kind of bad input, over HTTP on a free port. */
class WebServerTest extends LocalServer {

  /** The game's view, without the parts that a read does not change. */
  private static JsonNode view(String id) {
    return http.ok("/api/games/" + id);
  }

  @Test
  void servesThePageItsModulesAndStyleFromTheJar() {
    Http.Answer page = http.get("/");
    assertEquals(200, page.status());
    assertTrue(page.contentType().startsWith("text/html"), page.contentType());
    assertTrue(page.body().contains("<script type=\"module\" src=\"js/app.js\">"), page.body());
    for (String module : List.of("app", "api", "board", "i18n", "live", "newgame", "replay")) {
      Http.Answer js = http.get("/js/" + module + ".js");
      assertEquals(200, js.status(), module);
      assertTrue(js.contentType().contains("javascript"), module + ": " + js.contentType());
      // no network beyond the local server: no absolute address in any module
      String code = js.body().replace("http://www.w3.org/2000/svg", "SVG's namespace");
      assertFalse(
          code.matches("(?s).*(https?:)?//[a-z0-9.-]+\\.[a-z]{2,}/.*"),
          module + " names a remote address");
    }
    assertEquals(200, http.get("/style.css").status());
    assertEquals(404, http.get("/nothing.html").status());
  }

  @Test
  void listsVariantsWithTheirOptionsAndTheBots() {
    JsonNode v = http.ok("/api/variants");
    List<String> ids = new ArrayList<>();
    v.get("variants").forEach(x -> ids.add(x.get("id").asText()));
    assertTrue(ids.containsAll(List.of("american", "parchis", "russian")), ids.toString());
    assertEquals(
        "[\"random\",\"heuristic\",\"search\",\"value\",\"learned\"]", v.get("bots").toString());
    JsonNode american = v.get("variants").get(ids.indexOf("american"));
    assertTrue(american.get("options").size() > 0);
    assertTrue(american.get("options").get(0).has("default"));
  }

  @Test
  void drawsEachVariantsBoardFromItsGeometry() {
    for (String variant : List.of("american", "parchis", "russian")) {
      JsonNode board = http.ok("/api/variants/" + variant + "/board");
      assertEquals(variant, board.get("variant").asText());
      assertTrue(board.get("cells").size() > 68, variant);
      JsonNode cell = board.get("cells").get(0);
      double x = cell.get("x").asDouble();
      assertTrue(x >= 0 && x <= 1, variant);
      assertEquals("n", board.get("paths").get("Y").get(0).asText(), variant);
    }
    assertTrue(refused(http.get("/api/variants/chess/board"), 404).contains("chess"));
  }

  @Test
  @DisplayName("the default game: American, a person (yellow, to roll) against three search bots")
  void defaultGame() {
    Http.Answer a = http.post("/api/games", "");
    assertEquals(201, a.status(), a.body());
    JsonNode g = a.json();
    assertEquals("american", g.get("variant").asText());
    assertEquals(32, g.get("id").asText().length());
    assertEquals(
        "[{\"colour\":\"Y\",\"player\":\"human\"},{\"colour\":\"G\",\"player\":\"search\"},"
            + "{\"colour\":\"R\",\"player\":\"search\"},{\"colour\":\"B\",\"player\":\"search\"}]",
        g.get("seats").toString());
    assertEquals("roll", g.get("phase").asText());
    assertTrue(g.get("personToAct").asBoolean());
    assertEquals("Y", g.get("toMove").asText());
    assertEquals("[\"n\",\"n\",\"n\",\"n\"]", g.get("pieces").get("R").toString());
  }

  @Test
  void newGameWithBadInputIsRefusedNamingTheProblem() {
    Map<String, String> bad =
        Map.ofEntries(
            Map.entry("{\"variant\":", "malformed JSON"),
            Map.entry("[1,2]", "JSON object"),
            Map.entry("{\"variant\":\"chess\"}", "unknown variant 'chess'"),
            Map.entry("{\"colour\":\"Y\"}", "unknown field 'colour'"),
            Map.entry("{\"options\":{\"noSuch\":\"true\"}}", "noSuch"),
            Map.entry("{\"options\":{\"threeDoublesPenalty\":\"maybe\"}}", "maybe"),
            Map.entry("{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"}]}", "2 to 4 seats"),
            Map.entry(
                "{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},{\"colour\":\"Y\",\"player\":\"search\"}]}",
                "two seats have the colour Y"),
            Map.entry(
                "{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},{\"colour\":\"R\",\"player\":\"god\"}]}",
                "unknown player 'god'"),
            Map.entry(
                "{\"seats\":[{\"colour\":\"Q\",\"player\":\"human\"},{\"colour\":\"R\",\"player\":\"search\"}]}",
                "unknown colour 'Q'"),
            Map.entry("{\"seed\":\"x\"}", "seed"),
            Map.entry("{\"first\":\"G\",\"seats\":" + seats("Y", "R") + "}", "G does not play"),
            Map.entry("{\"position\":\"american Y Y:n,n,n\"}", "position"),
            Map.entry(
                "{\"position\":\"american Y Y:n,n,n,n R:n,n,n,n\",\"variant\":\"parchis\"}",
                "leave out variant"));
    for (var e : bad.entrySet()) {
      String message = refused(http.post("/api/games", e.getKey()), 400);
      assertTrue(message.contains(e.getValue()), e.getKey() + " -> " + message);
    }
  }

  private static String seats(String human, String bot) {
    return "[{\"colour\":\""
        + human
        + "\",\"player\":\"human\"},{\"colour\":\""
        + bot
        + "\",\"player\":\"random\"}]";
  }

  @Test
  void anUnknownGameIsA404ThatSaysNoGameHadThatId() {
    for (String id : List.of("0123456789abcdef0123456789abcdef", "not-an-id", "x".repeat(500))) {
      String m = refused(http.get("/api/games/" + id), 404);
      assertTrue(m.contains("no game ever had that id"), m);
      refused(http.post("/api/games/" + id + "/roll", ""), 404);
    }
    assertTrue(refused(http.get("/api/nothing"), 404).contains("no such request"));
  }

  @Test
  void rollingThenSteppingBuildsTheMoveOnTheServer() {
    String id = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
    assertTrue(
        refused(http.post("/api/games/" + id + "/step", "{\"step\":\"n/5\"}"), 409)
            .contains("before rolling"));
    JsonNode g = http.ok("/api/games/" + id + "/roll", "");
    assertEquals(2, g.get("roll").size());
    assertTrue(g.get("canPass").asBoolean() || g.get("nextSteps").size() > 0, g.toString());
    JsonNode before = view(id);
    assertTrue(
        refused(http.post("/api/games/" + id + "/roll", ""), 409).contains("rolled already"));
    assertEquals(before, view(id), "a refused roll changes nothing");
    String illegal = refused(http.post("/api/games/" + id + "/step", "{\"step\":\"40/45\"}"), 400);
    assertTrue(illegal.contains("'40/45' does not continue a legal move"), illegal);
    refused(http.post("/api/games/" + id + "/step", "{\"steps\":\"n/5\"}"), 400);
    refused(http.post("/api/games/" + id + "/step", "{\"step\":"), 400);
    assertEquals(before, view(id), "refused steps change nothing");
    if (!g.get("canPass").asBoolean()) {
      assertTrue(refused(http.post("/api/games/" + id + "/pass", ""), 409).contains("no pass"));
      String step = g.get("nextSteps").get(0).get("step").asText();
      JsonNode after = http.ok("/api/games/" + id + "/step", Http.json(Map.of("step", step)));
      if (after.get("logSize").asInt() == 0) {
        assertEquals("[\"" + step + "\"]", after.get("chosen").toString());
        JsonNode back = http.ok("/api/games/" + id + "/unstep", "");
        assertEquals(0, back.get("chosen").size());
        assertEquals(before.get("nextSteps"), back.get("nextSteps"));
      }
    }
  }

  @Test
  @DisplayName(
      "R8: a Russian move that may stop beside a rest cell waits to be finished, or goes on with"
          + " the shift")
  void aMoveThatMayStopIsFinishedOrContinued() {
    String request =
        "{\"position\":\"russian Y Y:h,h,h,43,45 R:n,n,n,n,n\",\"seats\":"
            + seats("Y", "R")
            + ",\"seed\":6}";
    for (boolean shift : new boolean[] {false, true}) {
      String id = http.ok("/api/games", request).get("id").asText();
      String base = "/api/games/" + id + "/";
      JsonNode g = http.ok(base + "roll", "");
      assertEquals("[1,6]", g.get("roll").toString(), "the first roll of seed 6");
      assertEquals(
          "[{\"kind\":\"die\",\"value\":1},{\"kind\":\"die\",\"value\":6}]",
          g.get("left").toString(),
          "both dice to play");
      g = http.ok(base + "step", "{\"step\":\"43/44\"}");
      assertFalse(g.get("canFinish").asBoolean(), "43/44 alone leaves the six unplayed");
      assertTrue(g.get("canContinue").asBoolean(), g.toString());
      assertEquals("[{\"kind\":\"die\",\"value\":6}]", g.get("left").toString(), "1 used");
      assertEquals(
          "{\"kind\":\"die\",\"value\":6}",
          g.get("nextSteps").get(0).get("spent").toString(),
          g.toString());
      assertTrue(
          refused(http.post(base + "finish", ""), 409).contains("not a whole move; choose one"));
      g = http.ok(base + "step", "{\"step\":\"45/51\"}");
      assertEquals(0, g.get("logSize").asInt(), "a move that may go on is not played at once");
      assertTrue(g.get("canFinish").asBoolean(), g.toString());
      assertEquals(1, g.get("nextSteps").size(), g.toString());
      assertEquals("51/o6", g.get("nextSteps").get(0).get("step").asText());
      assertEquals(
          "{\"kind\":\"free_shift\",\"value\":0}",
          g.get("nextSteps").get(0).get("spent").toString(),
          "R8: the shift spends nothing");
      assertEquals("[]", g.get("left").toString(), "both dice used");
      assertTrue(g.get("canContinue").asBoolean(), g.toString());
      JsonNode played =
          shift ? http.ok(base + "step", "{\"step\":\"51/o6\"}") : http.ok(base + "finish", "");
      assertEquals(
          shift ? "43/44 45/51 51/o6" : "43/44 45/51",
          played.get("log").get(0).get("move").asText());
    }
  }

  @Test
  void aMoveOutOfTurnIsRefused() {
    String id =
        http.ok("/api/games", "{\"seats\":" + seats("Y", "R") + ",\"first\":\"R\",\"seed\":3}")
            .get("id")
            .asText();
    JsonNode before = view(id);
    String m = refused(http.post("/api/games/" + id + "/roll", ""), 409);
    assertTrue(m.contains("it is Red's turn, played by the random bot"), m);
    refused(http.post("/api/games/" + id + "/decide", "{\"move\":\"pass\"}"), 409);
    refused(http.getAsCreator("/api/games/" + id + "/hint"), 409);
    assertEquals(before, view(id));
    JsonNode after = http.ok("/api/games/" + id + "/bot", "");
    assertEquals(1, after.get("logSize").asInt());
    assertEquals("R", after.get("log").get(0).get("colour").asText());
    if (after.get("personToAct").asBoolean()) {
      assertTrue(refused(http.post("/api/games/" + id + "/bot", ""), 409).contains("a person"));
    }
  }

  @Test
  void aWholeGameAgainstABotOverTheApiLeavesARecordThatReplays() {
    String id =
        http.ok("/api/games", TWO_PLAYERS.replace("\"first\":\"Y\",", "")).get("id").asText();
    JsonNode g = view(id);
    int decisions = 0;
    while (!g.get("phase").asText().equals("over")) {
      g = playOne(id, g);
      decisions++;
      assertTrue(decisions < 20_000, "the game ends");
    }
    assertEquals(g.get("toMove"), g.get("winner"));
    assertTrue(g.get("log").size() > 0);
    JsonNode lastTurn = g.get("log").get(g.get("log").size() - 1);
    assertEquals(
        "WIN", lastTurn.get("events").get(lastTurn.get("events").size() - 1).get("type").asText());
    String record = http.get("/api/games/" + id + "/record").body();
    GameState end = GameRecord.read(record).get().replay().get();
    assertEquals(g.get("position").asText(), Notation.format(end));
    refused(http.post("/api/games/" + id + "/roll", ""), 409);

    Http.Answer opened = http.post("/api/replays", record);
    assertEquals(201, opened.status(), opened.body());
    JsonNode r = opened.json();
    int size = r.get("size").asInt();
    assertEquals(g.get("logSize").asInt(), size);
    assertEquals(size, r.get("lines").size());
    String rid = r.get("id").asText();
    JsonNode at1 = http.ok("/api/replays/" + rid + "?at=1&lang=ru");
    assertEquals(0, at1.get("last").get("index").asInt());
    JsonNode atEnd = http.ok("/api/replays/" + rid + "?at=" + size);
    assertEquals(g.get("position").asText(), atEnd.get("position").asText());
    assertEquals(g.get("winner"), atEnd.get("winner"));
    assertTrue(
        refused(http.get("/api/replays/" + rid + "?at=" + (size + 1)), 400).contains("at must be"));
    refused(http.get("/api/replays/" + rid + "?at=x"), 400);
  }

  /** One decision by whoever is to act, the person choosing the first offer each time. */
  static JsonNode playOne(String id, JsonNode g) {
    String base = "/api/games/" + id + "/";
    if (!g.get("personToAct").asBoolean()) {
      return http.ok(base + "bot", "");
    }
    if (g.get("phase").asText().equals("decide")) {
      return http.ok(
          base + "decide", Http.json(Map.of("move", g.get("choices").get(0).get("move").asText())));
    }
    if (!g.hasNonNull("roll")) {
      return http.ok(base + "roll", "");
    }
    if (g.get("canPass").asBoolean()) {
      return http.ok(base + "pass", "");
    }
    if (g.get("nextSteps").size() > 0) {
      return http.ok(
          base + "step", Http.json(Map.of("step", g.get("nextSteps").get(0).get("step").asText())));
    }
    return http.ok(base + "finish", "");
  }

  @Test
  void aRecordWithAMistakeIsRefusedNamingItsLine() {
    String record = "# variant american\n# colours Y,R\n# first Y\nY 5-3 n/5 5/8\nR 1-1 n/40\n";
    String m = refused(http.post("/api/replays", record), 400);
    assertTrue(m.startsWith("line 5"), m);
    assertTrue(refused(http.post("/api/replays", "# colours Y,R\n"), 400).contains("record"));
    refused(http.get("/api/replays/0123456789abcdef0123456789abcdef"), 404);
  }

  @Test
  @DisplayName("R6: a person answers an exchange offer, from a position in notation")
  void answersAnExchangeOfferFromAPosition() {
    String position = "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y";
    String request =
        Http.json(
            Map.of(
                "position",
                position,
                "seats",
                List.of(
                    Map.of("colour", "Y", "player", "search"),
                    Map.of("colour", "R", "player", "human"))));
    JsonNode g =
        ((com.fasterxml.jackson.databind.node.ObjectNode) http.ok("/api/games", request))
            .without("keys"); // the creator's alone
    String id = g.get("id").asText();
    assertEquals("decide", g.get("phase").asText());
    assertEquals(position, g.get("position").asText());
    assertFalse(g.get("hasRecord").asBoolean());
    assertTrue(refused(http.get("/api/games/" + id + "/record"), 409).contains("position"));
    List<String> kinds = new ArrayList<>();
    g.get("choices").forEach(c -> kinds.add(c.get("kind").asText() + " " + c.get("move").asText()));
    assertEquals(List.of("accept pY/n pR/n", "decline pR/pR"), kinds.stream().sorted().toList());
    assertTrue(g.get("prompt").asText().contains("Yellow"), g.get("prompt").asText());
    JsonNode ru = http.ok("/api/games/" + id + "?lang=ru");
    assertNotEquals(g.get("prompt"), ru.get("prompt"));
    assertTrue(refused(http.post("/api/games/" + id + "/roll", ""), 409).contains("decides"));
    assertTrue(
        refused(http.post("/api/games/" + id + "/decide", "{\"move\":\"zz\"}"), 400)
            .contains("zz"));
    refused(http.post("/api/games/" + id + "/decide", "{\"move\":\"30/31\"}"), 400);
    assertEquals(g, view(id));
    JsonNode after = http.ok("/api/games/" + id + "/decide", "{\"move\":\"pY/n pR/n\"}");
    assertEquals("[\"n\",\"n\",\"n\",\"n\",\"30\"]", after.get("pieces").get("R").toString());
    assertEquals("[\"n\",\"n\",\"n\",\"n\",\"25\"]", after.get("pieces").get("Y").toString());
    assertEquals("pY/n pR/n", after.get("log").get(0).get("move").asText());
  }

  /** The choices of a view as "kind move: text", in the order listed. */
  private static List<String> choices(JsonNode g) {
    List<String> out = new ArrayList<>();
    g.get("choices")
        .forEach(
            c ->
                out.add(
                    c.get("kind").asText()
                        + " "
                        + c.get("move").asText()
                        + ": "
                        + c.get("text").asText()));
    return out;
  }

  @Test
  @DisplayName(
      "R6: the dialog answering an offer of a third colour's prisoner says whose pieces go where,"
          + " in English and Russian")
  void theAnswerToAThirdColoursPrisonerIsToldTruly() {
    // Red holds Green's and Blue's pieces but none of Yellow's: it offers Yellow a Green prisoner
    String offered = "russian Y Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R";
    JsonNode g = http.ok("/api/games", Http.json(Map.of("position", offered)));
    String id = g.get("id").asText();
    assertEquals("Y", g.get("toMove").asText());
    assertTrue(g.get("personToAct").asBoolean());
    assertEquals(
        "Red offers an exchange of prisoners: Green's piece would go from Red's base to your base"
            + " as a prisoner, and Red's piece would go from your base to Red's nest. Accept?",
        g.get("prompt").asText());
    assertEquals(
        List.of(
            "accept pR/pY pY/n: You accept Red's exchange of prisoners. Green's piece goes from"
                + " Red's base to your base as a prisoner. You give up Red's piece: it goes from"
                + " your base to Red's nest.",
            "decline pY/pY: You refuse Red's exchange of prisoners."),
        choices(g));
    JsonNode ru = http.ok("/api/games/" + id + "?lang=ru");
    assertEquals(
        "Красный предлагает обмен пленниками: фишка Зелёного перейдёт из плена у Красного в плен к"
            + " вам, а фишка Красного перейдёт из плена у вас в базу Красного. Согласны?",
        ru.get("prompt").asText());
    assertEquals(
        List.of(
            "accept pR/pY pY/n: Вы принимаете предложение Красного об обмене пленниками. Фишка"
                + " Зелёного переходит из плена у Красного в плен к вам. Вы отдаёте пленника:"
                + " фишка Красного переходит из плена у вас в базу Красного.",
            "decline pY/pY: Вы отклоняете предложение Красного об обмене пленниками."),
        choices(ru));
    JsonNode after = http.ok("/api/games/" + id + "/decide", "{\"move\":\"pR/pY pY/n\"}");
    assertEquals("[\"12\",\"41\",\"pR\",\"pY\",\"h\"]", after.get("pieces").get("G").toString());
    JsonNode release = after.get("log").get(0).get("events").get(1);
    assertEquals(
        "RELEASE G pR pY",
        String.join(
            " ",
            List.of(
                release.get("type").asText(),
                release.get("colour").asText(),
                release.get("from").asText(),
                release.get("to").asText())));
    // the person is Yellow: the log says it to Yellow
    assertEquals(
        "Green's piece goes from Red's base to your base as a prisoner.",
        release.get("text").asText());
  }

  @Test
  @DisplayName("R6: each offer a person may make says its terms, a third colour's prisoner too")
  void eachOfferSaysItsTerms() {
    String before = "russian R Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR";
    JsonNode g = http.ok("/api/games", Http.json(Map.of("position", before)));
    assertEquals("decide", g.get("phase").asText());
    // the page asks its own question (whether to offer before rolling); each offer says its terms
    assertFalse(g.hasNonNull("prompt"), g.toString());
    assertEquals(
        List.of(
            "offer pR/pY pY/n: Offer Yellow an exchange of prisoners before you roll: Green's"
                + " piece would go from your base to Yellow's base as a prisoner, and your piece"
                + " would go from Yellow's base to your nest?",
            "offer pR/n pG/pR: Offer Green an exchange of prisoners before you roll: Green's piece"
                + " would go from your base to Green's nest, and Yellow's piece would go from"
                + " Green's base to your base as a prisoner?",
            "keep pR/pR: You keep the prisoners and offer no exchange."),
        choices(g));
  }

  @Test
  void undoGoesBackToThePersonsLastDecisionWithTheSameRoll() {
    String id = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
    assertTrue(
        refused(http.post("/api/games/" + id + "/undo", ""), 409).contains("nothing to undo"));
    JsonNode g = http.ok("/api/games/" + id + "/roll", "");
    JsonNode rolled = g;
    while (g.get("logSize").asInt() < 3 && !g.get("phase").asText().equals("over")) {
      g = playOne(id, g);
    }
    assertTrue(g.get("canUndo").asBoolean());
    JsonNode back = http.ok("/api/games/" + id + "/undo", "");
    assertTrue(back.get("personToAct").asBoolean());
    assertTrue(back.get("logSize").asInt() < g.get("logSize").asInt());
    JsonNode first = back;
    while (first.get("canUndo").asBoolean()) {
      first = http.ok("/api/games/" + id + "/undo", "");
    }
    assertEquals(rolled.get("roll"), first.get("roll"));
    assertEquals(rolled.get("position"), first.get("position"));
    assertEquals(0, first.get("logSize").asInt());

    String two =
        http.ok(
                "/api/games",
                "{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},{\"colour\":\"R\",\"player\":\"human\"}],\"first\":\"Y\"}")
            .get("id")
            .asText();
    JsonNode h = http.ok("/api/games/" + two + "/roll", "");
    while (h.get("logSize").asInt() < 1) {
      h = playOne(two, h);
    }
    assertTrue(
        refused(http.post("/api/games/" + two + "/undo", ""), 409)
            .contains("one person against bots"));
  }

  @Test
  void theHintIsALegalMoveContinuingTheChosenSteps() {
    String id = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
    assertTrue(
        refused(http.getAsCreator("/api/games/" + id + "/hint"), 409).contains("before rolling"));
    JsonNode g = http.ok("/api/games/" + id + "/roll", "");
    JsonNode hint = http.getAsCreator("/api/games/" + id + "/hint").json();
    JsonNode remaining = hint.get("remaining");
    if (g.get("canPass").asBoolean()) {
      assertEquals("pass", hint.get("move").asText());
    } else {
      List<String> next = new ArrayList<>();
      g.get("nextSteps").forEach(s -> next.add(s.get("step").asText()));
      assertTrue(next.contains(remaining.get(0).get("step").asText()), hint + " vs " + next);
      // following the hint step by step plays the hinted move
      JsonNode v = g;
      for (JsonNode s : remaining) {
        v =
            http.ok(
                "/api/games/" + id + "/step", Http.json(Map.of("step", s.get("step").asText())));
      }
      if (v.get("canFinish").asBoolean()) {
        v = http.ok("/api/games/" + id + "/finish", "");
      }
      assertEquals(hint.get("move").asText(), v.get("log").get(0).get("move").asText());
    }
  }

  @Test
  void aHugeBodyIsRefusedWith413() {
    String huge = "x".repeat(WebServer.MAX_BODY + 10);
    assertTrue(refused(http.post("/api/games", huge), 413).contains("larger than"));
    refused(http.post("/api/replays", huge), 413);
    String id = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
    JsonNode before = view(id);
    refused(http.post("/api/games/" + id + "/step", huge), 413);
    assertEquals(before, view(id));
  }

  @Test
  void badQueryParametersAreRefused() {
    String id = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
    assertTrue(refused(http.get("/api/games/" + id + "?lang=fr"), 400).contains("en or ru"));
    assertTrue(refused(http.get("/api/games/" + id + "?since=-1"), 400).contains("since"));
    assertTrue(refused(http.get("/api/games/" + id + "?since=abc"), 400).contains("since"));
    assertTrue(refused(http.get("/api/games/" + id + "/roll"), 405).contains("GET"));
  }

  @Test
  void gamesAreIsolatedAndSafeUnderConcurrentRequests() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      String shared = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        results.add(
            pool.submit(
                () -> {
                  String own = http.ok("/api/games", TWO_PLAYERS).get("id").asText();
                  JsonNode g = view(own);
                  for (int i = 0; i < 15 && !g.get("phase").asText().equals("over"); i++) {
                    g = playOne(own, g);
                  }
                  int worst = 0;
                  for (int i = 0; i < 15; i++) {
                    worst =
                        Math.max(worst, http.post("/api/games/" + shared + "/bot", "").status());
                    worst =
                        Math.max(worst, http.post("/api/games/" + shared + "/roll", "").status());
                  }
                  return worst;
                }));
      }
      for (Future<Integer> f : results) {
        assertTrue(f.get() < 500, "a request failed with " + f.get());
      }
      // the shared game is still consistent: its record replays to its position
      JsonNode g = view(shared);
      String record = http.get("/api/games/" + shared + "/record").body();
      assertEquals(
          g.get("position").asText(),
          Notation.format(GameRecord.read(record).get().replay().get()));
    } finally {
      pool.shutdownNow();
    }
  }
}
