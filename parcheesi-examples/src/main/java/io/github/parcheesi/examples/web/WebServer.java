package io.github.parcheesi.examples.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The web page's server: the page's static files (HTML, CSS, ES modules, from the jar) and a small
 * JSON API over the library, on a local port. Games live under unguessable ids in an embedded
 * database ({@link GameStore}: a file that a restart finds again, or memory only), each change
 * written before it is answered; opened records (replays) live in memory. Every refused request,
 * Jetty's own refusals too, is answered with a 4xx status and {@code {"error": "...", "code":
 * "..."}} (an English message and a stable {@link ErrorCode} a page puts in its own words), and
 * changes nothing. A JSON body is one JSON value, each key once in an object, and nothing after it.
 *
 * <p>The API (ids are 32 hexadecimal digits; {@code lang} is {@code en} or {@code ru}; {@code
 * since} the first decision of the log to include):
 *
 * <pre>
 * GET  /api/variants                      variants, their options, the bots and programs, and
 *                                         where the learned bots can play ("limited")
 * GET  /api/variants/{variant}/board      the board's geometry
 * POST /api/games                         new game (see NewGame): its view, and "keys", every seat's
 *                                         (a learned bot where its weights do not fit: 400
 *                                         bot-not-trained, and no game)
 * GET  /api/games/{id}                    the game's view
 * GET  /api/games/{id}/events             server-sent events: "changed" after each change
 * POST /api/games/{id}/roll               a person rolls
 * POST /api/games/{id}/step               a person's next step, {"step": "n/5"}
 * POST /api/games/{id}/unstep             takes the last chosen step back
 * POST /api/games/{id}/finish             plays the chosen steps as a whole move
 * POST /api/games/{id}/pass               passes when nothing can be played
 * POST /api/games/{id}/decide             a decision without a roll, {"move": "pY/n pR/n"}
 * POST /api/games/{id}/bot                the bot to move plays one decision
 * POST /api/games/{id}/undo               back to the person's previous decision (against bots)
 * GET  /api/games/{id}/hint               advice for the seat to move, and "by", the bot that gave
 *                                         it: learned where it can play the game, else search
 * GET  /api/games/{id}/record             the game record as text
 * POST /api/replays                       opens a record (its text is the body)
 * GET  /api/replays/{id}?at=K             the replay after K decisions
 * </pre>
 *
 * <p>The POSTs on a game act for a seat and need its key in the {@code X-Seat-Key} header ({@link
 * SeatKeys}): the key of the colour to move (of the one person, for undo), or any key of the game
 * to move a bot; without it they are refused with 403 and change nothing. So does the hint, advice
 * for the seat to move alone, which runs a searching bot. The other GETs are for anyone with the
 * game's address, and no view holds a key. Each change is told to the game's open pages ({@link
 * LiveUpdates}).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * WebServer server = WebServer.start("127.0.0.1", 0);
 * System.out.println("listening on " + server.url());
 * // ... later
 * server.stop();
 * }</pre>
 */
public final class WebServer {

  /** The largest request body read, in bytes; a larger one is refused with 413. */
  public static final int MAX_BODY = 256 * 1024;

  /** How many games the server keeps in memory besides those in use; the others wait on disk. */
  public static final int CACHED_GAMES = 64;

  /** Days after its last request that a game expires, unless the server is told otherwise. */
  public static final int EXPIRE_DAYS = 30;

  /** The most games the database holds, unless the server is told otherwise. */
  public static final int MAX_GAMES = 100_000;

  /** How many opened records the server keeps. */
  public static final int MAX_REPLAYS = 16;

  /**
   * The most estimated bytes of the games kept in memory besides those requests are using (each
   * game's estimate is {@link Game#weight()}); the others wait in the database.
   */
  public static final long CACHE_BYTES = 64L << 20;

  /** The most estimated bytes of the opened records kept. */
  public static final long REPLAY_BYTES = 16L << 20;

  private static final ObjectMapper JSON =
      new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

  // marks a request whose error is answered already, so the status handlers leave it alone
  private static final String ANSWERED = "parcheesi.answered";

  private final GameStore games;
  private final LiveUpdates live;
  private final Store<Replay> replays;
  private final NewGame newGame;
  private final Map<String, String> boards = new ConcurrentHashMap<>();
  private final Javalin app;
  private final String host;

  private WebServer(String host, int port, GameStore games, LiveUpdates live) {
    this.host = host;
    this.games = games;
    this.newGame = new NewGame(games.programs());
    this.live = live;
    this.replays = new Store<>("replay", MAX_REPLAYS, REPLAY_BYTES, Replay::weight);
    this.app =
        Javalin.create(
                cfg -> {
                  cfg.startup.showJavalinBanner = false;
                  // Jetty's refusals (a bad escape, a huge header) in the API's JSON too
                  cfg.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
                  cfg.jetty.modifyServletContextHandler(h -> h.setErrorHandler(new JsonErrors()));
                  cfg.http.prefer405over404 = true;
                  cfg.http.maxRequestSize = MAX_BODY * 4L; // the server's own limit comes first
                  cfg.staticFiles.add(
                      files -> {
                        files.hostedPath = "/";
                        files.directory = "/web";
                        files.location = Location.CLASSPATH;
                        files.headers =
                            Map.of(
                                "Cache-Control", "no-cache", "X-Content-Type-Options", "nosniff");
                      });
                  routes(cfg.routes);
                })
            .start(host, port);
  }

  /**
   * Starts a server whose games live in memory only, gone when it stops.
   *
   * @param host the address to listen on, such as {@code 127.0.0.1}
   * @param port the port, 0 for a free one
   * @return the running server
   */
  public static WebServer start(String host, int port) {
    return start(host, port, null, EXPIRE_DAYS, MAX_GAMES);
  }

  /**
   * Starts a server whose games are kept in a database file, found again by the next server started
   * on the same file.
   *
   * @param host the address to listen on, such as {@code 127.0.0.1}
   * @param port the port, 0 for a free one
   * @param db the database file (H2 writes {@code db + ".mv.db"}), created when missing; null to
   *     keep games in memory only
   * @param expireDays days after its last request that a game expires, 0 for never
   * @param maxGames the most games kept; a new game beyond is refused, none is dropped for it
   * @return the running server
   * @throws StorageException when the database cannot be opened, such as when another server has it
   *     open
   */
  public static WebServer start(
      String host, int port, java.nio.file.Path db, int expireDays, int maxGames) {
    return start(host, port, db, expireDays, maxGames, ProgramBots.none());
  }

  /**
   * Starts a server whose games are kept in a database file, and whose page offers programs as bots
   * besides those built in.
   *
   * @param host the address to listen on, such as {@code 127.0.0.1}
   * @param port the port, 0 for a free one
   * @param db the database file (H2 writes {@code db + ".mv.db"}), created when missing; null to
   *     keep games in memory only
   * @param expireDays days after its last request that a game expires, 0 for never
   * @param maxGames the most games kept; a new game beyond is refused, none is dropped for it
   * @param programs the bots that are programs, by the names the page offers
   * @return the running server
   * @throws StorageException when the database cannot be opened, such as when another server has it
   *     open
   */
  public static WebServer start(
      String host,
      int port,
      java.nio.file.Path db,
      int expireDays,
      int maxGames,
      ProgramBots programs) {
    return start(
        host,
        port,
        GameStore.open(
            db,
            expireDays,
            maxGames,
            CACHED_GAMES,
            CACHE_BYTES,
            System::currentTimeMillis,
            programs));
  }

  /** Starts a server on a store of games, which it closes when it stops. */
  static WebServer start(String host, int port, GameStore games) {
    return start(
        host,
        port,
        games,
        new LiveUpdates(LiveUpdates.PER_GAME, LiveUpdates.TOTAL, LiveUpdates.HEARTBEAT));
  }

  /** Starts a server on a store of games and its live updates, which it closes when it stops. */
  static WebServer start(String host, int port, GameStore games, LiveUpdates live) {
    try {
      return new WebServer(host, port, games, live);
    } catch (RuntimeException e) {
      live.close();
      games.close();
      throw e;
    }
  }

  /** The game database cannot be opened: another server has it open, or it is not one. */
  public static final class StorageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    StorageException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * Where the games are kept, and how many.
   *
   * @return such as {@code games: /home/me/.parcheesi/games.mv.db, 12 kept, 3 expired now}
   */
  public String storage() {
    return "games: "
        + games.where()
        + ", "
        + games.size()
        + " kept"
        + (games.expiredAtStart() > 0 ? ", " + games.expiredAtStart() + " expired now" : "");
  }

  /**
   * The port the server listens on.
   *
   * @return the port (the one chosen when 0 was asked for)
   */
  public int port() {
    return app.port();
  }

  /**
   * The page's address.
   *
   * @return such as {@code http://127.0.0.1:7070/}
   */
  public String url() {
    String h = host.contains(":") ? "[" + host + "]" : host;
    return "http://" + h + ":" + port() + "/";
  }

  /** The games, for tests. */
  GameStore games() {
    return games;
  }

  /** The live updates, for tests. */
  LiveUpdates live() {
    return live;
  }

  /** Stops the server, and closes its database. */
  public void stop() {
    live.close();
    app.stop();
    games.close();
  }

  private void routes(io.javalin.config.RoutesConfig r) {
    r.before(
        ctx -> {
          ctx.header(
              "Content-Security-Policy",
              "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self';"
                  + " connect-src 'self'; frame-ancestors 'none'");
          ctx.header("Referrer-Policy", "no-referrer");
        });
    r.get("/api/variants", ctx -> json(ctx, Catalogue.of(games.programs())));
    r.get("/api/variants/{variant}/board", ctx -> board(ctx, ctx.pathParam("variant")));
    r.post(
        "/api/games",
        ctx -> {
          String body = Bodies.text(ctx);
          JsonNode request = body.isBlank() ? JSON.createObjectNode() : Bodies.json(body);
          Game game = newGame.start(request);
          GameStore.Slot slot = games.add(game); // stored before it is answered
          com.fasterxml.jackson.databind.node.ObjectNode view =
              JSON.valueToTree(game.view(slot.id(), Views.words(ctx.queryParam("lang")), 0, 0));
          view.set("keys", JSON.valueToTree(slot.keys().all())); // for the creator alone
          ctx.status(201);
          json(ctx, view);
        });
    r.get("/api/games/{id}", ctx -> answer(ctx, games.get(ctx.pathParam("id"))));
    r.get(
        "/api/games/{id}/events",
        ctx -> {
          GameStore.Slot slot = games.get(ctx.pathParam("id"));
          live.open(ctx, slot.id(), slot.version());
        });
    r.post("/api/games/{id}/roll", ctx -> act(ctx, "roll", Game::roll));
    r.post("/api/games/{id}/step", ctx -> act(ctx, "step", g -> g.step(Bodies.field(ctx, "step"))));
    r.post("/api/games/{id}/unstep", ctx -> act(ctx, "unstep", Game::unstep));
    r.post("/api/games/{id}/finish", ctx -> act(ctx, "finish", Game::finish));
    r.post("/api/games/{id}/pass", ctx -> act(ctx, "pass", Game::pass));
    r.post(
        "/api/games/{id}/decide",
        ctx -> act(ctx, "decide", g -> g.decide(Bodies.field(ctx, "move"))));
    r.post("/api/games/{id}/bot", ctx -> act(ctx, "bot", Game::botMove));
    r.post("/api/games/{id}/undo", ctx -> act(ctx, "undo", Game::undo));
    r.get(
        "/api/games/{id}/hint",
        ctx -> {
          GameStore.Slot slot = games.get(ctx.pathParam("id"));
          synchronized (slot.game()) { // advice for the seat to move, asked with its key alone
            slot.checkKey(ctx.header(SeatKeys.HEADER), slot.game().actingFor("hint"), "hint");
            json(ctx, slot.game().hint());
          }
        });
    r.get(
        "/api/games/{id}/record",
        ctx -> {
          ctx.contentType("text/plain; charset=utf-8");
          ctx.header("Content-Disposition", "attachment; filename=\"parcheesi-game.txt\"");
          ctx.result(game(ctx).recordText());
        });
    r.post(
        "/api/replays",
        ctx -> {
          Replay replay = Replay.open(Bodies.text(ctx));
          String id = replays.add(replay);
          ctx.status(201);
          json(ctx, replay.view(id, 0, Views.words(ctx.queryParam("lang")), true));
        });
    r.get(
        "/api/replays/{id}",
        ctx -> {
          String id = ctx.pathParam("id");
          Replay replay = replays.get(id);
          json(
              ctx,
              replay.view(
                  id,
                  number(ctx, "at", 0),
                  Views.words(ctx.queryParam("lang")),
                  "1".equals(ctx.queryParam("lines"))));
        });
    r.exception(ApiError.class, (e, ctx) -> error(ctx, e));
    r.exception(
        HttpResponseException.class, (e, ctx) -> error(ctx, refusal(e.getStatus(), e, ctx)));
    r.exception(
        Exception.class,
        (e, ctx) ->
            error(ctx, ApiError.of(ErrorCode.INTERNAL, "internal error, please report it: " + e)));
    for (int status : new int[] {404, 405}) {
      r.error(
          status,
          ctx -> {
            if (ctx.path().startsWith("/api/") && ctx.attribute(ANSWERED) == null) {
              error(ctx, refusal(status, null, ctx));
            }
          });
    }
  }

  /**
   * An action on a game, made only with the key of the seat it acts for, stored before the game's
   * view answers it and its open pages are told.
   */
  private void act(Context ctx, String what, java.util.function.Consumer<Game> action)
      throws IOException {
    GameStore.Slot slot = games.get(ctx.pathParam("id"));
    Game game = slot.game();
    long version;
    synchronized (game) {
      slot.checkKey(ctx.header(SeatKeys.HEADER), game.actingFor(what), what);
      action.accept(game);
      games.save(slot);
      version = slot.version();
    }
    live.changed(slot.id(), version);
    answer(ctx, slot);
  }

  private Game game(Context ctx) {
    return games.get(ctx.pathParam("id")).game();
  }

  private void answer(Context ctx, GameStore.Slot slot) throws IOException {
    long version = slot.version();
    json(
        ctx,
        slot.game()
            .view(
                slot.id(), Views.words(ctx.queryParam("lang")), number(ctx, "since", 0), version));
  }

  private static int number(Context ctx, String name, int otherwise) {
    String value = ctx.queryParam(name);
    if (value == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw ApiError.of(
          ErrorCode.BAD_PARAMETER,
          name + " must be a whole number, not '" + ApiError.shorten(value) + "'");
    }
  }

  private void board(Context ctx, String variant) throws IOException {
    RuleSet rules =
        RuleSets.find(variant)
            .getOrElseThrow(
                () ->
                    ApiError.of(
                        ErrorCode.NO_SUCH_VARIANT,
                        "unknown variant '" + ApiError.shorten(variant) + "'"));
    String json =
        boards.computeIfAbsent(
            rules.id(),
            id -> {
              BoardGeometry g;
              try {
                g = rules.geometry();
              } catch (UnsupportedOperationException e) {
                throw ApiError.of(
                    ErrorCode.NO_BOARD, "the variant " + id + " has no board geometry yet");
              }
              try {
                return JSON.writeValueAsString(Views.GeometryView.of(g));
              } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
              }
            });
    ctx.contentType("application/json");
    ctx.header("Cache-Control", "max-age=3600");
    ctx.result(json);
  }

  private static void json(Context ctx, Object value) throws JsonProcessingException {
    ctx.contentType("application/json");
    ctx.header("Cache-Control", "no-store");
    ctx.result(JSON.writeValueAsString(value));
  }

  /** Javalin's own refusals (no such route, wrong method, too large), in the API's words. */
  private static ApiError refusal(int status, HttpResponseException e, Context ctx) {
    switch (status) {
      case 404:
        return ApiError.of(
            ErrorCode.NO_SUCH_REQUEST, "no such request: " + ctx.method() + " " + ctx.path());
      case 405:
        return ApiError.of(
            ErrorCode.METHOD_NOT_ALLOWED,
            "method " + ctx.method() + " is not allowed on " + ctx.path());
      case 413:
        return ApiError.of(ErrorCode.TOO_LARGE, e == null ? null : e.getMessage());
      default:
        return ApiError.refused(status, e == null ? null : e.getMessage());
    }
  }

  private static void error(Context ctx, ApiError e) {
    ctx.attribute(ANSWERED, Boolean.TRUE);
    ctx.status(e.status());
    ctx.contentType("application/json");
    try {
      ctx.result(JSON.writeValueAsString(ApiError.body(e.code(), e.getMessage(), e.details())));
    } catch (JsonProcessingException x) {
      ctx.result("{\"error\": \"unknown\", \"code\": \"internal\"}");
    }
  }
}
