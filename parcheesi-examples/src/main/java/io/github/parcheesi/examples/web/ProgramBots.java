package io.github.parcheesi.examples.web;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.BotException;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.ExternalBot;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The bots that are programs, named by whoever starts the server ({@code serve --bot
 * NAME=COMMAND}): the page offers each name as a seat's player beside the bots built in, and a
 * request names a bot only by such a name, never by a command, so no request can start a program
 * the operator did not name. Each plays over the JSON-lines protocol of {@link ExternalBot}.
 *
 * <p>A name is 1 to 24 lower-case letters, digits, {@code -} or {@code _}, beginning with a letter,
 * and neither {@code human}, {@code none} nor a built-in bot's name (learned bots included). A
 * command is split at spaces and run without a shell.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * ProgramBots programs =
 *     ProgramBots.of(Map.of("py", "python3 parcheesi-examples/python/greedy_bot.py"), 10_000);
 * WebServer server = WebServer.start("127.0.0.1", 0, null, 30, 100_000, programs);
 * }</pre>
 */
public final class ProgramBots {

  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_-]{0,23}");
  private static final ProgramBots NONE = new ProgramBots(Map.of(), 1);

  private final Map<String, String> commands;
  private final long timeoutMillis;

  private ProgramBots(Map<String, String> commands, long timeoutMillis) {
    this.commands = commands;
    this.timeoutMillis = timeoutMillis;
  }

  /**
   * No bot but the built-in ones.
   *
   * @return the empty set of programs
   */
  public static ProgramBots none() {
    return NONE;
  }

  /**
   * Programs under names.
   *
   * @param commands each name and its command, in the order the page lists them
   * @param timeoutMillis how long a program may take to answer, in milliseconds, 1 or more
   * @return the programs
   * @throws IllegalArgumentException naming a name that is not allowed or taken, an empty command,
   *     or a timeout below 1
   */
  public static ProgramBots of(Map<String, String> commands, long timeoutMillis) {
    if (timeoutMillis < 1) {
      throw new IllegalArgumentException(
          "a program's timeout is 1 ms or more, got " + timeoutMillis);
    }
    Map<String, String> checked = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : commands.entrySet()) {
      String name = e.getKey();
      if (!NAME.matcher(name).matches()) {
        throw new IllegalArgumentException(
            "bot name '"
                + name
                + "': 1 to 24 lower-case letters, digits, - or _, beginning with a letter");
      }
      if (taken(name)) {
        throw new IllegalArgumentException(
            "bot name '"
                + name
                + "' is taken: not human, none, "
                + Bots.names().appendAll(Bots.learnedNames()).mkString(", "));
      }
      if (e.getValue() == null || e.getValue().isBlank()) {
        throw new IllegalArgumentException("bot '" + name + "': give a command after '='");
      }
      checked.put(name, e.getValue().trim());
    }
    return new ProgramBots(Collections.unmodifiableMap(checked), timeoutMillis);
  }

  /**
   * The names, in the order they were given.
   *
   * @return the names
   */
  public List<String> names() {
    return List.copyOf(commands.keySet());
  }

  /** Whether a name is one of the programs'. */
  boolean has(String name) {
    return commands.containsKey(name);
  }

  /**
   * Whether a name could be a program's, on this server or on one started with other {@code --bot}
   * names: a game kept with such a seat is read again even when its program is no longer named.
   */
  static boolean isName(String name) {
    return NAME.matcher(name).matches() && !taken(name);
  }

  /** Whether a name is a seat's other player's: a person, no one, or a bot built in. */
  private static boolean taken(String name) {
    return name.equals(Seats.HUMAN)
        || name.equals("none")
        || Bots.names().contains(name)
        || Bots.learnedNames().contains(name);
  }

  /**
   * The bot of a seat a program plays: the program, started at its first decision and kept running
   * between decisions until {@link Bot#close()}; or, for a name this server was not started with, a
   * bot that fails each decision saying so.
   *
   * @param name the program's name
   * @return the bot
   */
  Bot create(String name) {
    String command = commands.get(name);
    if (command == null) {
      return new Missing(name);
    }
    return new Program(name, ExternalBot.PREFIX + command, timeoutMillis);
  }

  /**
   * A seat's program: its failures name it by the name the page knows, not by its command, which
   * stays the operator's (the server's standard error has the whole message).
   */
  private static final class Program implements Bot {
    private final String name;
    private final String exec;
    private final ExternalBot bot;

    Program(String name, String exec, long timeoutMillis) {
      this.name = name;
      this.exec = exec;
      this.bot = new ExternalBot(exec, timeoutMillis);
    }

    @Override
    public Move choose(GameState state, io.vavr.collection.List<Move> moves) {
      try {
        return bot.choose(state, moves);
      } catch (BotException e) {
        System.err.println("error: " + e.getMessage());
        throw failed(name, state, e.getMessage().replace("'" + exec + "'", "'" + name + "'"));
      }
    }

    @Override
    public void close() {
      bot.close();
    }
  }

  /**
   * The refusal of a bot's move whose program failed ({@link ErrorCode#BOT_FAILED}): nothing is
   * played, and the program starts afresh at the next try.
   */
  private static ApiError failed(String name, GameState state, String message) {
    return ApiError.of(ErrorCode.BOT_FAILED, message)
        .with("bot", name)
        .with("colour", Views.letter(state.toMove()));
  }

  /** A seat's program that this server was not started with. */
  private static final class Missing implements Bot {
    private final String name;

    Missing(String name) {
      this.name = name;
    }

    @Override
    public Move choose(GameState state, io.vavr.collection.List<Move> moves) {
      throw failed(
          name,
          state,
          "bot '"
              + name
              + "' playing "
              + state.toMove().letter()
              + ": this server was not started with it (serve --bot "
              + name
              + "=COMMAND)");
    }
  }
}
