package io.github.parcheesi.examples.cli;

import io.github.parcheesi.examples.web.ProgramBots;
import io.github.parcheesi.examples.web.WebServer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code serve}: the web page on a local server, until the program is stopped. */
@Command(
    name = "serve",
    description = {
      "Starts the web page on a local server: play, watch bots and replay records in a browser.",
      "The first line printed is 'listening on http://HOST:PORT/', the second where the games"
          + " are kept. Games are kept in a database file (--db), so a restart finds every game"
          + " at its address; a game expires when no request touches it for --expire-days days."
          + " Stop it with Ctrl-C."
    })
final class ServeCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "The port to listen on, 0 for a free one. Default: ${DEFAULT-VALUE}.")
  private int port = 7070;

  @Option(
      names = "--host",
      paramLabel = "H",
      description =
          "The address to listen on. Default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0"
              + " lets other devices on the network play by join links (plain HTTP: anyone who"
              + " knows a game's address may watch it, and a join link's key plays its seat).")
  private String host = "127.0.0.1";

  @Option(
      names = "--db",
      paramLabel = "PATH",
      description =
          "The database file the games are kept in, created when missing (H2 adds .mv.db):"
              + " default ~/.parcheesi/games, that is ~/.parcheesi/games.mv.db. 'none' keeps them"
              + " in memory only, gone when the server stops.")
  private String db;

  @Option(
      names = "--expire-days",
      paramLabel = "N",
      description =
          "A game expires, and is deleted, when no request has touched it for N days; a request"
              + " for it then answers 410 saying so. 0 for never. Default: ${DEFAULT-VALUE}.")
  private int expireDays = WebServer.EXPIRE_DAYS;

  @Option(
      names = "--max-games",
      paramLabel = "N",
      description =
          "The most games kept; beyond, a new game is refused (503) and no game is dropped for"
              + " it. Default: ${DEFAULT-VALUE}.")
  private int maxGames = WebServer.MAX_GAMES;

  @Option(
      names = "--bot",
      paramLabel = "NAME=COMMAND",
      description =
          "A program the page offers as a bot, under NAME, speaking the JSON lines of arena's"
              + " exec: bots; the command is split at spaces and run without a shell. Repeatable."
              + " A request names a bot only by NAME: no request can start a program of its own.")
  private List<String> programs;

  @Mixin private BotOptions botOptions;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw new UsageException("--port: a port is 0 to 65535, got " + port);
    }
    if (expireDays < 0) {
      throw new UsageException("--expire-days: 0 (never) or more days, got " + expireDays);
    }
    if (maxGames < 1) {
      throw new UsageException("--max-games: 1 or more, got " + maxGames);
    }
    ProgramBots bots = programs();
    Path file = dbFile();
    WebServer server;
    try {
      server = WebServer.start(host, port, file, expireDays, maxGames, bots);
    } catch (WebServer.StorageException e) {
      throw new UsageException(e.getMessage());
    } catch (RuntimeException e) {
      throw new UsageException("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
    }
    spec.commandLine().getOut().println("listening on " + server.url());
    spec.commandLine().getOut().println(server.storage());
    spec.commandLine().getOut().flush();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
    stopped.await(); // until the program is stopped
    return 0;
  }

  /** The programs of --bot, each NAME=COMMAND, under names given once each. */
  private ProgramBots programs() {
    Map<String, String> commands = new LinkedHashMap<>();
    for (String bot : programs == null ? List.<String>of() : programs) {
      int eq = bot.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--bot: expected NAME=COMMAND, got '" + bot + "'");
      }
      String name = bot.substring(0, eq);
      if (commands.put(name, bot.substring(eq + 1)) != null) {
        throw new UsageException("--bot: the name '" + name + "' is given twice");
      }
    }
    try {
      return ProgramBots.of(commands, botOptions.timeoutMillis());
    } catch (IllegalArgumentException e) {
      throw new UsageException("--bot: " + e.getMessage());
    }
  }

  /** The database file of --db, or its default; null for none. */
  private Path dbFile() {
    if (db == null) {
      return Path.of(System.getProperty("user.home"), ".parcheesi", "games");
    }
    if (db.equals("none")) {
      return null;
    }
    if (db.isBlank() || db.contains(";")) {
      throw new UsageException("--db: a file's path, without ';', or none; got '" + db + "'");
    }
    try {
      return Path.of(db);
    } catch (java.nio.file.InvalidPathException e) {
      throw new UsageException("--db: not a file's path: " + e.getMessage());
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
