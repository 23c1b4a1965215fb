package io.github.parcheesi.examples.web;

import static io.github.parcheesi.examples.web.Http.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A game's server-sent events over HTTP: each open page is told of each change, streams are bounded
 * per game and in all, heartbeats flow, and a stream whose page has gone is dropped.
 */
class LiveUpdatesTest {

  private WebServer server;
  private Http http;
  private final List<Stream> streams = new ArrayList<>();

  @BeforeEach
  void start() {
    // two streams a game, three in all, a heartbeat every 100 ms
    server =
        WebServer.start(
            "127.0.0.1",
            0,
            GameStore.open(null, 0, 100, 8, System::currentTimeMillis),
            new LiveUpdates(2, 3, 100));
    http = new Http(server);
  }

  @AfterEach
  void stop() {
    streams.forEach(Stream::close);
    server.stop();
  }

  /** An event stream read from a socket of its own. */
  private final class Stream implements AutoCloseable {
    private final Socket socket;
    private final BufferedReader in;
    final int status;
    final String head;

    Stream(String id) {
      try {
        socket = new Socket("127.0.0.1", server.port());
        socket.setSoTimeout(10_000); // a line that does not come in 10 s fails the test
        socket
            .getOutputStream()
            .write(
                ("GET /api/games/"
                        + id
                        + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Accept: text/event-stream\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
        in =
            new BufferedReader(
                new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder h = new StringBuilder();
        for (String line; !(line = in.readLine()).isEmpty(); ) {
          h.append(line).append('\n');
        }
        head = h.toString();
        status = Integer.parseInt(head.split(" ")[1]);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      streams.add(this);
    }

    /** The next line that is not empty. */
    String line() {
      try {
        for (String line; ; ) {
          line = in.readLine();
          if (line == null) {
            throw new AssertionError("the stream ended");
          }
          if (!line.isEmpty()) {
            return line;
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    /** The data of the next event, heartbeats skipped. */
    String event() {
      for (String line; ; ) {
        line = line();
        if (line.startsWith(":")) {
          continue;
        }
        assertEquals("event: changed", line);
        String data = line();
        assertTrue(data.startsWith("data: "), data);
        return data.substring("data: ".length());
      }
    }

    @Override
    public void close() {
      try {
        socket.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static void sleep() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private String newGame() {
    return http.ok("/api/games", SeatKeysTest.TWO_PEOPLE).get("id").asText();
  }

  @Test
  void everyOpenPageIsToldOfEachMoveWithTheGamesVersion() {
    String id = newGame();
    Stream a = new Stream(id);
    Stream b = new Stream(id);
    assertEquals(200, a.status, a.head);
    assertTrue(a.head.toLowerCase(java.util.Locale.ROOT).contains("text/event-stream"), a.head);
    assertEquals("{\"version\":0}", a.event(), "a stream opens with the version now");
    assertEquals("{\"version\":0}", b.event());
    JsonNode rolled = http.ok("/api/games/" + id + "/roll", "");
    assertEquals(1, rolled.get("version").asLong());
    assertEquals("{\"version\":1}", a.event());
    assertEquals("{\"version\":1}", b.event());
    http.ok(
        "/api/games/" + id + "/step",
        Http.json(java.util.Map.of("step", rolled.get("nextSteps").get(0).get("step").asText())));
    assertEquals("{\"version\":2}", a.event());
    assertEquals(2, http.ok("/api/games/" + id).get("version").asLong());
    // a refused request changes nothing and tells nothing: the next event is the next change
    refused(http.postWith("/api/games/" + id + "/unstep", "", null), 403);
    http.ok("/api/games/" + id + "/unstep", "");
    assertEquals("{\"version\":3}", a.event());
  }

  @Test
  void heartbeatsFlowWhileNothingChanges() {
    Stream a = new Stream(newGame());
    a.event();
    assertEquals(": heartbeat", a.line());
    assertEquals(": heartbeat", a.line());
  }

  @Test
  void streamsAreBoundedPerGameAndInAllAndAClosedOneIsDropped() {
    String one = newGame();
    String two = newGame();
    Stream a = new Stream(one);
    new Stream(one).event();
    a.event();
    Stream third = new Stream(one);
    assertEquals(503, third.status, third.head);
    assertTrue(third.head.contains("application/json"), third.head);
    assertEquals(2, server.live().open());
    new Stream(two).event();
    Stream beyond = new Stream(two);
    assertEquals(503, beyond.status, beyond.head);
    assertEquals(3, server.live().open());
    // a page closed: its stream is dropped at the next heartbeat, and its place is free again
    a.close();
    long until = System.nanoTime() + 10_000_000_000L;
    while (server.live().open() > 2 && System.nanoTime() < until) {
      sleep();
    }
    assertEquals(2, server.live().open(), "the closed stream is dropped");
    Stream again = new Stream(one);
    assertEquals(200, again.status, again.head);
    assertEquals("{\"version\":0}", again.event());
  }

  @Test
  void refusalsAreJsonAndOpenNothing() {
    String id = newGame();
    Http.Answer plain = http.get("/api/games/" + id + "/events");
    assertTrue(refused(plain, 406).contains("text/event-stream"));
    Http.Answer unknown =
        http.raw(
            "GET /api/games/0123456789abcdef0123456789abcdef/events HTTP/1.1\r\nHost: x\r\n"
                + "Accept: text/event-stream");
    assertTrue(refused(unknown, 404).contains("no game"));
    assertEquals(0, server.live().open());
  }
}
