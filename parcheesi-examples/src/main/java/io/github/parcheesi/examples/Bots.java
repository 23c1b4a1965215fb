package io.github.parcheesi.examples;

import io.github.parcheesi.Dice;
import io.vavr.collection.List;

/**
 * The bots by the names the command line knows them: {@code random}, {@code heuristic} and {@code
 * search}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = Bots.create("search", Dice.seeded(1));
 * }</pre>
 */
public final class Bots {

  private static final List<String> NAMES = List.of("random", "heuristic", "search");

  private Bots() {}

  /**
   * The names of the bots, in the order {@code --help} lists them.
   *
   * @return {@code random}, {@code heuristic}, {@code search}
   */
  public static List<String> names() {
    return NAMES;
  }

  /**
   * Makes a bot by name.
   *
   * @param name one of {@link #names()}
   * @param dice the source of the bot's random choices (only {@code random} uses it)
   * @return a new bot
   * @throws IllegalArgumentException naming the unknown name and the known ones
   */
  public static Bot create(String name, Dice dice) {
    switch (name) {
      case "random":
        return new RandomBot(dice);
      case "heuristic":
        return new HeuristicBot();
      case "search":
        return new SearchBot();
      default:
        throw new IllegalArgumentException(
            "unknown bot '" + name + "'; known: " + NAMES.mkString(", "));
    }
  }

  /**
   * Makes a bot by name, or an external program's bot for a name {@code exec:COMMAND} (see {@link
   * ExternalBot}). Only for commands run by the person at the keyboard: the web page makes its bots
   * with {@link #create}, so that a request cannot start a program.
   *
   * @param name one of {@link #names()}, or {@code exec:COMMAND}
   * @param dice the source of the bot's random choices
   * @param timeoutMillis how long an external program may take to answer, in milliseconds
   * @return a new bot
   * @throws IllegalArgumentException naming an unknown name and the known ones
   */
  static Bot createOrExec(String name, Dice dice, long timeoutMillis) {
    return name.startsWith(ExternalBot.PREFIX)
        ? new ExternalBot(name, timeoutMillis)
        : create(name, dice);
  }

  /**
   * Checks a bot name given on the command line: a known bot or {@code exec:COMMAND}.
   *
   * @param option the option that gave it, for the message
   * @param name the name
   * @throws UsageException naming the unknown name and the known ones
   */
  static void checkName(String option, String name) {
    if (name.startsWith(ExternalBot.PREFIX)) {
      if (name.substring(ExternalBot.PREFIX.length()).isBlank()) {
        throw new UsageException(option + ": give a command after exec:");
      }
      return;
    }
    if (!NAMES.contains(name)) {
      throw new UsageException(
          option
              + ": unknown bot '"
              + name
              + "'; known: "
              + NAMES.mkString(", ")
              + ", or exec:COMMAND");
    }
  }
}
