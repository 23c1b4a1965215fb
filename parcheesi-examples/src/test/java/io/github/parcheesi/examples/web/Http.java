package io.github.parcheesi.examples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** A client of the web server's API for tests: java.net.http against a server on a free port. */
final class Http {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpClient client = HttpClient.newHttpClient();
  private final String base;

  Http(WebServer server) {
    this.base = "http://127.0.0.1:" + server.port();
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
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  Answer post(String path, String body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
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
