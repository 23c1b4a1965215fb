package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.TWO_PLAYERS;
import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Requests refused whole: a JSON body with anything after its value or a key given twice, and the
 * requests Jetty itself refuses (a bad escape in the path, a huge header), each answered with the
 * API's {@code {"error": "..."}} JSON, changing nothing.
 */
class StrictRequestsTest extends LocalServer {

  @Test
  void aNewGameWhoseBodyGoesOnAfterItsJsonOrRepeatsAKeyIsRefusedAndNoneStarts() {
    int before = server.games().size();
    String m = refused(http.post("/api/games", "{}}"), 400);
    assertTrue(m.contains("goes on after its JSON value"), m);
    refused(http.post("/api/games", TWO_PLAYERS + " " + TWO_PLAYERS), 400);
    refused(http.post("/api/games", "{} x"), 400);
    m = refused(http.post("/api/games", "{\"a\":1,\"a\":2}"), 400);
    assertTrue(m.contains("given twice") && m.contains("'a'"), m);
    m = refused(http.post("/api/games", "{\"seed\":1,\"seed\":2}"), 400);
    assertTrue(m.contains("'seed'"), m);
    m =
        refused(
            http.post(
                "/api/games",
                "{\"options\":{\"threeDoublesPenalty\":\"true\",\"threeDoublesPenalty\":\"false\"}}"),
            400);
    assertTrue(m.contains("'threeDoublesPenalty'"), m);
    assertEquals(before, server.games().size());
    // white space after the value is no content: these start games
    assertEquals(201, http.post("/api/games", "{} \n").status());
    assertEquals(201, http.post("/api/games", "").status());
    assertEquals(before + 2, server.games().size());
  }

  @Test
  void aStepWhoseBodyGoesOnAfterItsJsonOrRepeatsAKeyIsRefusedAndChangesNothing() {
    JsonNode rolled = http.ok("/api/games", TWO_PLAYERS);
    String id = rolled.get("id").asText();
    for (int n = 0; !rolled.hasNonNull("roll") || rolled.get("nextSteps").size() == 0; n++) {
      assertTrue(n < 200, "a roll with a step to take comes");
      rolled = http.playOne(id, rolled);
    }
    String step = rolled.get("nextSteps").get(0).get("step").asText();
    String body = Http.json(Map.of("step", step));
    String m = refused(http.post("/api/games/" + id + "/step", body + " junk"), 400);
    assertTrue(m.contains("goes on after its JSON value"), m);
    m =
        refused(
            http.post(
                "/api/games/" + id + "/step",
                "{\"step\":\"" + step + "\",\"step\":\"" + step + "\"}"),
            400);
    assertTrue(m.contains("given twice") && m.contains("'step'"), m);
    refused(http.post("/api/games/" + id + "/decide", "{\"move\":\"pass\"}}"), 400);
    assertEquals(rolled, http.ok("/api/games/" + id));
    // the same step, sent alone, is played
    JsonNode stepped = http.ok("/api/games/" + id + "/step", body);
    assertTrue(
        stepped.get("chosen").toString().contains(step)
            || stepped.get("log").toString().contains(step.split("/")[1]),
        stepped.toString());
  }

  @Test
  void aBadEscapeInThePathIsAnsweredWithTheApisJsonError() {
    for (String path : new String[] {"/api/games/%zz", "/api/games/%", "/%e2%82"}) {
      Http.Answer a = http.raw("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1");
      String m = refused(a, 400);
      assertTrue(m.startsWith("the server cannot read the request: "), m);
    }
    String m = refused(http.raw("GET /api/games/%zz HTTP/1.1\r\nHost: 127.0.0.1"), 400);
    assertTrue(m.contains("a % not followed by two hexadecimal digits"), m);
  }

  @Test
  void aHeaderLargerThanTheServerReadsIsAnsweredWithTheApisJsonError() {
    Http.Answer a =
        http.raw("GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(20_000));
    String m = refused(a, 431);
    assertTrue(m.contains("headers are larger than the server reads"), m);
    // the server is still there
    assertEquals(200, http.get("/api/variants").status());
  }
}
