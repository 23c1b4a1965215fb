package io.github.parcheesi.examples.web;

import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import io.javalin.http.sse.SseHandler;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The open pages of each game, told when it changes: server-sent events, one stream a page ({@code
 * GET /api/games/{id}/events}). A stream says {@code event: changed} with {@code {"version": N}}
 * when it opens and after each change of the game; the page then fetches the game. A comment every
 * {@code heartbeat} milliseconds keeps the connection open and finds the streams whose page has
 * gone, which are then dropped.
 *
 * <p>Bounded: at most {@code perGame} streams for one game and {@code total} in all; one more is
 * refused with 503. Messages are sent on a thread of their own, never on a request's. Thread-safe.
 */
final class LiveUpdates implements AutoCloseable {

  /** The most streams open for one game, unless the server is told otherwise. */
  static final int PER_GAME = 16;

  /** The most streams open in all, unless the server is told otherwise. */
  static final int TOTAL = 256;

  /** Milliseconds between heartbeats, unless the server is told otherwise. */
  static final long HEARTBEAT = 15_000;

  private final int perGame;
  private final int total;
  // the streams of each game; a game with none has no entry
  private final Map<String, Set<SseClient>> streams = new HashMap<>();
  // streams of each game counted from their reservation until they are dropped
  private final Map<String, Integer> reserved = new HashMap<>();
  private int open;
  private final java.util.concurrent.ScheduledExecutorService sender =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "parcheesi-live-updates");
            t.setDaemon(true);
            return t;
          });

  /**
   * Live updates with limits.
   *
   * @param perGame the most streams for one game, 1 or more
   * @param total the most streams in all, 1 or more
   * @param heartbeat milliseconds between heartbeats, 1 or more
   */
  LiveUpdates(int perGame, int total, long heartbeat) {
    if (perGame < 1 || total < 1 || heartbeat < 1) {
      throw new IllegalArgumentException(
          "perGame, total and heartbeat are 1 or more; got "
              + perGame
              + ", "
              + total
              + ", "
              + heartbeat);
    }
    this.perGame = perGame;
    this.total = total;
    sender.scheduleWithFixedDelay(this::heartbeat, heartbeat, heartbeat, TimeUnit.MILLISECONDS);
  }

  /**
   * Opens a stream of a game's changes for a request, or refuses it, changing nothing.
   *
   * @param ctx the request, which must accept {@code text/event-stream}
   * @param id the game's id, of a game that exists
   * @param version the game's version now, the stream's first message
   * @throws ApiError 406 when the request does not accept events, 503 when the streams are full
   */
  void open(Context ctx, String id, long version) {
    String accept = ctx.header("Accept");
    if (accept == null || !accept.contains("text/event-stream")) {
      throw ApiError.of(
          ErrorCode.EVENTS_ONLY,
          "a game's events are a stream of server-sent events: send Accept: text/event-stream");
    }
    reserve(id);
    boolean handed = false;
    try {
      new SseHandler(
              client -> {
                client.keepAlive();
                add(id, client);
                client.onClose(() -> drop(id, client));
                send(client, version);
              })
          .handle(ctx);
      handed = true;
    } finally {
      if (!handed) {
        release(id);
      }
    }
  }

  /**
   * Tells a game's open pages that it changed.
   *
   * @param id the game's id
   * @param version its version after the change
   */
  void changed(String id, long version) {
    List<SseClient> to;
    synchronized (this) {
      Set<SseClient> s = streams.get(id);
      if (s == null) {
        return;
      }
      to = new ArrayList<>(s);
    }
    try {
      sender.execute(() -> to.forEach(c -> send(c, version)));
    } catch (RejectedExecutionException stopped) {
      // the server is stopping
    }
  }

  /** How many streams are open, those being opened included. */
  synchronized int open() {
    return open;
  }

  /** Closes every stream, and stops the heartbeats. */
  @Override
  public void close() {
    sender.shutdownNow();
    List<SseClient> all = new ArrayList<>();
    synchronized (this) {
      streams.values().forEach(all::addAll);
    }
    all.forEach(SseClient::close);
  }

  // ---- inside ----

  private synchronized void reserve(String id) {
    if (open >= total) {
      throw ApiError.of(
          ErrorCode.TOO_MANY_STREAMS,
          "the server keeps "
              + total
              + " event streams open and has that many; the page can still fetch the game");
    }
    if (reserved.getOrDefault(id, 0) >= perGame) {
      throw ApiError.of(
          ErrorCode.TOO_MANY_STREAMS,
          "this game has "
              + perGame
              + " event streams open, as many as one game may have; the page can still fetch"
              + " the game");
    }
    open++;
    reserved.merge(id, 1, Integer::sum);
  }

  private synchronized void release(String id) {
    open--;
    reserved.computeIfPresent(id, (k, n) -> n > 1 ? n - 1 : null);
  }

  private synchronized void add(String id, SseClient client) {
    streams.computeIfAbsent(id, k -> new LinkedHashSet<>()).add(client);
  }

  private void drop(String id, SseClient client) {
    synchronized (this) {
      Set<SseClient> s = streams.get(id);
      if (s == null || !s.remove(client)) {
        return;
      }
      if (s.isEmpty()) {
        streams.remove(id);
      }
    }
    release(id);
  }

  private void heartbeat() {
    List<Map.Entry<String, SseClient>> all = new ArrayList<>();
    synchronized (this) {
      streams.forEach((id, s) -> s.forEach(c -> all.add(Map.entry(id, c))));
    }
    for (Map.Entry<String, SseClient> e : all) {
      SseClient c = e.getValue();
      synchronized (c) {
        if (!c.terminated()) {
          c.sendComment("heartbeat"); // a failed write closes the client
        }
      }
      if (c.terminated()) {
        drop(e.getKey(), c);
      }
    }
  }

  private static void send(SseClient client, long version) {
    synchronized (client) {
      if (!client.terminated()) {
        client.sendEvent("changed", "{\"version\":" + version + "}");
      }
    }
  }
}
