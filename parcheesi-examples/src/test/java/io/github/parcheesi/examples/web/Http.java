package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** A client of the web server's API for tests: java.net.http against a server on a free port. */
final class Http {

  private static final ObjectMapper JSON = new ObjectMapper();

  // every key of each game this client created, as the X-Seat-Key header sends them; shared by
  // all clients, so that a client of a restarted server acts as the creator did
  private static final Map<String, String> KEYS = new java.util.concurrent.ConcurrentHashMap<>();
  private static final java.util.regex.Pattern ACTION =
      java.util.regex.Pattern.compile("/api/games/([0-9a-f]{32})/.*");

  /** The body of a new two-player American game: Y a person, R the random bot, Y first. */
  static final String TWO_PLAYERS =
      "{\"variant\":\"american\",\"seats\":[{\"colour\":\"Y\",\"player\":\"human\"},"
          + "{\"colour\":\"R\",\"player\":\"random\"}],\"first\":\"Y\",\"seed\":7}";

  /**
   * Asserts that a request was refused as the API refuses: the status given, with a JSON error
   * whose code is one of {@link ErrorCode}'s, of that status.
   *
   * @return the error's message
   */
  static String refused(Answer a, int status) {
    assertEquals(status, a.status(), a.body());
    assertTrue(a.contentType().startsWith("application/json"), a.contentType());
    ErrorCode kind = a.kind();
    if (kind != ErrorCode.REFUSED) {
      assertEquals(status, kind.status(), "the status of " + kind.code() + ": " + a.body());
    }
    return a.error();
  }

  /**
   * Asserts that a request was refused with a code, at its status.
   *
   * @return the answer
   */
  static Answer refused(Answer a, ErrorCode code) {
    refused(a, code.status());
    assertEquals(code, a.kind(), a.body());
    return a;
  }

  private final HttpClient client = HttpClient.newHttpClient();
  private final int port;
  private final String base;

  Http(WebServer server) {
    this(server.port());
  }

  Http(int port) {
    this.port = port;
    this.base = "http://127.0.0.1:" + port;
  }

  /** An answer: its status, body, and content type. */
  record Answer(int status, String body, String contentType) {

    JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new AssertionError("not JSON (" + status + "): " + body, e);
      }
    }

    /** The kind of a refusal, named by its {@code "code"}. */
    ErrorCode kind() {
      JsonNode code = json().get("code");
      if (code == null || !code.isTextual()) {
        throw new AssertionError("no code in " + body);
      }
      for (ErrorCode kind : ErrorCode.values()) {
        if (kind.code().equals(code.asText())) {
          return kind;
        }
      }
      throw new AssertionError("an unknown code in " + body);
    }

    /** A detail of a refusal, or null. */
    JsonNode detail(String name) {
      return json().path("details").get(name);
    }

    /** The message of a {@code {"error": "..."}} answer. */
    String error() {
      JsonNode error = json().get("error");
      if (error == null || !error.isTextual()) {
        throw new AssertionError("no error field in " + body);
      }
      return error.asText();
    }
  }

  Answer get(String path) {
    return getWith(path, null);
  }

  /** Gets as the game's creator, sending every key of the game, as the hint needs the mover's. */
  Answer getAsCreator(String path) {
    java.util.regex.Matcher m = ACTION.matcher(path);
    return getWith(path, m.matches() ? KEYS.get(m.group(1)) : null);
  }

  /**
   * Gets with the keys given.
   *
   * @param keys the X-Seat-Key header, or null to send none
   */
  Answer getWith(String path, String keys) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).GET();
    if (keys != null) {
      b.header("X-Seat-Key", keys);
    }
    return send(b);
  }

  /**
   * Posts as the game's creator: a request on a game sends every key of the game that this client
   * (or another) created, and a new game's keys are kept.
   */
  Answer post(String path, String body) {
    java.util.regex.Matcher m = ACTION.matcher(path);
    Answer a = postWith(path, body, m.matches() ? KEYS.get(m.group(1)) : null);
    if (path.startsWith("/api/games?") || path.equals("/api/games")) {
      if (a.status() == 201) {
        JsonNode keys = a.json().get("keys");
        StringBuilder all = new StringBuilder();
        keys.fields()
            .forEachRemaining(
                e -> all.append(all.length() == 0 ? "" : ",").append(e.getValue().asText()));
        KEYS.put(a.json().get("id").asText(), all.toString());
      }
    }
    return a;
  }

  /**
   * Posts with the keys given.
   *
   * @param keys the X-Seat-Key header, or null to send none
   */
  Answer postWith(String path, String body, String keys) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    if (keys != null) {
      b.header("X-Seat-Key", keys);
    }
    return send(b);
  }

  /** Posts and expects success; answers the JSON. */
  JsonNode ok(String path, String body) {
    Answer a = post(path, body);
    if (a.status() >= 300) {
      throw new AssertionError("POST " + path + " " + body + " -> " + a.status() + " " + a.body());
    }
    return a.json();
  }

  /** Gets and expects success; answers the JSON. */
  JsonNode ok(String path) {
    Answer a = get(path);
    if (a.status() >= 300) {
      throw new AssertionError("GET " + path + " -> " + a.status() + " " + a.body());
    }
    return a.json();
  }

  /**
   * Sends a request as the bytes given, past any check of the client's, and reads the answer.
   *
   * @param request the request line and headers, without the empty line that ends them
   * @return the answer
   */
  Answer raw(String request) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write((request + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      String all = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int end = all.indexOf("\r\n\r\n");
      String head = all.substring(0, end);
      int status = Integer.parseInt(head.split(" ")[1]);
      String type = "";
      for (String line : head.split("\r\n")) {
        if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-type:")) {
          type = line.substring("content-type:".length()).strip();
        }
      }
      String body = all.substring(end + 4);
      if (head.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked")) {
        body = unchunk(body);
      }
      return new Answer(status, body, type);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String unchunk(String chunked) {
    StringBuilder out = new StringBuilder();
    int at = 0;
    while (true) {
      int eol = chunked.indexOf("\r\n", at);
      int size = Integer.parseInt(chunked.substring(at, eol).strip(), 16);
      if (size == 0) {
        return out.toString();
      }
      out.append(chunked, eol + 2, eol + 2 + size);
      at = eol + 2 + size + 2;
    }
  }

  /** One decision by whoever is to act, the person choosing the first offer each time. */
  JsonNode playOne(String id, JsonNode g) {
    String base = "/api/games/" + id + "/";
    if (!g.get("personToAct").asBoolean()) {
      return ok(base + "bot", "");
    }
    if (g.get("phase").asText().equals("decide")) {
      return ok(
          base + "decide", json(Map.of("move", g.get("choices").get(0).get("move").asText())));
    }
    if (!g.hasNonNull("roll")) {
      return ok(base + "roll", "");
    }
    if (g.get("canPass").asBoolean()) {
      return ok(base + "pass", "");
    }
    if (g.get("nextSteps").size() > 0) {
      return ok(
          base + "step", json(Map.of("step", g.get("nextSteps").get(0).get("step").asText())));
    }
    return ok(base + "finish", "");
  }

  private Answer send(HttpRequest.Builder request) {
    try {
      HttpResponse<String> r =
          client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      return new Answer(
          r.statusCode(), r.body(), r.headers().firstValue("Content-Type").orElse(""));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  static String json(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
