package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each kind of refusal answers its stable code ({@link ErrorCode}), with the details a page puts in
 * its words: every code the API has is provoked here, or named where another test provokes it, or
 * named as one no request can provoke.
 */
class RefusalCodesTest extends LocalServer {

  /** Codes other tests provoke: they check every refusal's code through {@link Http#refused}. */
  private static final Set<ErrorCode> ELSEWHERE =
      EnumSet.of(
          ErrorCode.GAME_EXPIRED, // GameStoreTest
          ErrorCode.SERVER_FULL, // GameStoreTest
          ErrorCode.TOO_MANY_STREAMS); // LiveUpdatesTest

  /**
   * Codes no request provokes: a refusal of the HTTP layer other than those named, a variant
   * without a board, a fault of the server's own.
   */
  private static final Set<ErrorCode> UNPROVOKED =
      EnumSet.of(ErrorCode.REFUSED, ErrorCode.NO_BOARD, ErrorCode.INTERNAL);

  private final Set<ErrorCode> seen = EnumSet.noneOf(ErrorCode.class);

  private static final String NO_GAME = "0123456789abcdef0123456789abcdef";

  private Http.Answer expect(Http.Answer a, ErrorCode code) {
    seen.add(code);
    return refused(a, code);
  }

  /** A new game of Yellow, a person, against the random bot, from a position. */
  private static JsonNode game(String position) {
    return http.ok(
        "/api/games",
        Http.json(
            Map.of(
                "position",
                position,
                "seed",
                3,
                "seats",
                List.of(
                    Map.of("colour", "Y", "player", "human"),
                    Map.of("colour", "R", "player", "random")))));
  }

  private static String on(JsonNode game, String action) {
    return "/api/games/" + game.get("id").asText() + "/" + action;
  }

  @Test
  void everyKindOfRefusalAnswersItsCode() {
    newGamesSayWhyByCodeAndDetails();
    requestsOnAGameSayWhyByCode();
    boardsRecordsAndTheHttpLayerSayWhyByCode();
    aProgramThatFailsSaysWhoByCodeAndDetails();
    Set<ErrorCode> missing = EnumSet.allOf(ErrorCode.class);
    missing.removeAll(seen);
    missing.removeAll(ELSEWHERE);
    missing.removeAll(UNPROVOKED);
    assertEquals(Set.of(), missing, "codes no test provokes");
  }

  private void newGamesSayWhyByCodeAndDetails() {
    Http.Answer a =
        expect(
            http.post("/api/games", "{\"position\":\"american Y Y:n,n,n,99 R:n,n,n,n\"}"),
            ErrorCode.BAD_POSITION);
    assertEquals("unknown-location", a.detail("kind").asText());
    assertEquals("99", a.detail("token").asText());
    assertEquals(20, a.detail("column").asInt());
    a =
        expect(
            http.post("/api/games", "{\"position\":\"american Y Y:n,n,n R:n,n,n,n\"}"),
            ErrorCode.BAD_POSITION);
    assertEquals("illegal-position", a.detail("kind").asText());
    assertEquals("piece-count", a.detail("problem").asText());
    String twoColours = "american Y Y:n,n,n,10 R:n,n,n,39";
    a =
        expect(
            http.post(
                "/api/games",
                "{\"position\":\""
                    + twoColours
                    + "\",\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"}]}"),
            ErrorCode.SEATS_NOT_POSITION);
    assertEquals("Y,R", a.detail("colours").asText());
    a =
        expect(
            http.post("/api/games", "{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"}]}"),
            ErrorCode.SEAT_COUNT);
    assertEquals(1, a.detail("count").asInt());
    a =
        expect(
            http.post(
                "/api/games",
                "{\"first\":\"G\",\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},"
                    + "{\"colour\":\"R\",\"player\":\"random\"}]}"),
            ErrorCode.FIRST_NOT_SEATED);
    assertEquals("G", a.detail("colour").asText());
    expect(http.post("/api/games", "{\"seed\":\"x\"}"), ErrorCode.BAD_SEED);
    a =
        expect(
            http.post("/api/games", "{\"options\":{\"threeDoublesPenalty\":\"maybe\"}}"),
            ErrorCode.BAD_OPTION);
    assertEquals("threeDoublesPenalty", a.detail("option").asText());
    expect(http.post("/api/games", "{\"variant\":\"chess\"}"), ErrorCode.UNKNOWN_VARIANT);
    expect(
        http.post(
            "/api/games",
            "{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},"
                + "{\"colour\":\"R\",\"player\":\"god\"}]}"),
        ErrorCode.UNKNOWN_PLAYER);
    a =
        expect(
            http.post(
                "/api/games",
                "{\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},"
                    + "{\"colour\":\"G\",\"player\":\"random\"},"
                    + "{\"colour\":\"R\",\"player\":\"learned\"}]}"),
            ErrorCode.BOT_NOT_TRAINED);
    assertEquals("learned", a.detail("bot").asText());
    assertEquals("R", a.detail("colour").asText());
    expect(http.post("/api/games", "{\"colour\":\"Y\"}"), ErrorCode.BAD_REQUEST);
    expect(http.post("/api/games", "{}}"), ErrorCode.BAD_JSON);
    expect(
        http.post("/api/games", "{\"position\":\"" + "x".repeat(WebServer.MAX_BODY) + "\"}"),
        ErrorCode.TOO_LARGE);
  }

  private void requestsOnAGameSayWhyByCode() {
    JsonNode g = game("american Y Y:n,n,n,10 R:n,n,n,39");
    expect(http.get("/api/games/" + NO_GAME), ErrorCode.NO_SUCH_GAME);
    expect(http.postWith(on(g, "roll"), "", null), ErrorCode.NOT_YOUR_SEAT);
    expect(http.post(on(g, "step"), "{\"step\":\"10/13\"}"), ErrorCode.NOT_ROLLED);
    expect(http.post(on(g, "decide"), "{\"move\":\"pass\"}"), ErrorCode.NOTHING_TO_DECIDE);
    expect(http.post(on(g, "bot"), ""), ErrorCode.PERSONS_TURN);
    expect(http.post(on(g, "undo"), ""), ErrorCode.NO_UNDO);
    expect(http.get(on(g, "record")), ErrorCode.NO_RECORD);
    expect(http.get(on(g, "roll")), ErrorCode.METHOD_NOT_ALLOWED);
    expect(http.get(on(g, "events")), ErrorCode.EVENTS_ONLY);
    expect(http.get("/api/games/" + g.get("id").asText() + "?lang=xx"), ErrorCode.BAD_PARAMETER);
    http.ok(on(g, "roll"), "");
    expect(http.post(on(g, "roll"), ""), ErrorCode.ROLLED_ALREADY);
    expect(http.post(on(g, "unstep"), ""), ErrorCode.NO_STEP_CHOSEN);
    expect(http.post(on(g, "finish"), ""), ErrorCode.NOT_A_WHOLE_MOVE);
    expect(http.post(on(g, "pass"), ""), ErrorCode.NO_PASS);
    expect(http.post(on(g, "step"), "{\"step\":\"10/99\"}"), ErrorCode.ILLEGAL_STEP);
    expect(http.post(on(g, "step"), "[]"), ErrorCode.BAD_BODY);

    JsonNode offer =
        http.ok(
            "/api/games",
            Http.json(
                Map.of(
                    "position",
                    "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y",
                    "seats",
                    List.of(
                        Map.of("colour", "Y", "player", "search"),
                        Map.of("colour", "R", "player", "human")))));
    expect(http.post(on(offer, "roll"), ""), ErrorCode.NO_ROLL_NOW);
    expect(http.post(on(offer, "decide"), "{\"move\":\"junk\"}"), ErrorCode.ILLEGAL_MOVE);

    JsonNode botsTurn = game("american R Y:n,n,n,10 R:n,n,n,39");
    expect(http.post(on(botsTurn, "roll"), ""), ErrorCode.BOTS_TURN);
    JsonNode over = game("american Y Y:h,h,h,h R:n,n,n,n winner=Y");
    expect(http.post(on(over, "bot"), ""), ErrorCode.GAME_OVER);
  }

  /**
   * A server started with a program as a bot ({@code serve --bot gone=false}) that ends at once.
   */
  private void aProgramThatFailsSaysWhoByCodeAndDetails() {
    WebServer withProgram =
        WebServer.start(
            "127.0.0.1", 0, null, 30, 100, ProgramBots.of(Map.of("gone", "false"), 10_000));
    try {
      Http h = new Http(withProgram);
      String id =
          h.ok(
                  "/api/games",
                  Http.json(
                      Map.of(
                          "first",
                          "R",
                          "seats",
                          List.of(
                              Map.of("colour", "Y", "player", "human"),
                              Map.of("colour", "R", "player", "gone")))))
              .get("id")
              .asText();
      Http.Answer a = expect(h.post("/api/games/" + id + "/bot", ""), ErrorCode.BOT_FAILED);
      assertEquals("gone", a.detail("bot").asText());
      assertEquals("R", a.detail("colour").asText());
    } finally {
      withProgram.stop();
    }
  }

  private void boardsRecordsAndTheHttpLayerSayWhyByCode() {
    expect(http.get("/api/variants/chess/board"), ErrorCode.NO_SUCH_VARIANT);
    Http.Answer a = expect(http.post("/api/replays", "hello"), ErrorCode.BAD_RECORD);
    assertTrue(a.detail("kind").isTextual(), a.body());
    assertTrue(a.detail("line").isInt(), a.body());
    expect(http.get("/api/replays/" + NO_GAME), ErrorCode.NO_SUCH_REPLAY);
    expect(http.get("/api/nothing"), ErrorCode.NO_SUCH_REQUEST);
    expect(
        http.raw("GET /api/games/%zz HTTP/1.1\r\nHost: 127.0.0.1"), ErrorCode.UNREADABLE_REQUEST);
    expect(
        http.raw("GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(20_000)),
        ErrorCode.HEADERS_TOO_LARGE);
    expect(
        http.raw("GET /api/" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: 127.0.0.1"),
        ErrorCode.ADDRESS_TOO_LONG);
  }
}
