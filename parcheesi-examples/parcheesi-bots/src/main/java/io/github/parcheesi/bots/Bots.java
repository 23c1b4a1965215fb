package io.github.parcheesi.bots;

import io.github.parcheesi.Dice;
import io.vavr.collection.List;

/**
 * The bots by name: {@code random} ({@link RandomBot}), {@code heuristic} ({@link HeuristicBot})
 * and {@code search} ({@link SearchBot}), which play any game; the learned bots {@code value}
 * ({@link ValueBot}) and {@code learned} ({@link LearnedBot}), which play the games whose weights
 * ship (two players and four), at their default options, of the variants whose weights ship with
 * this module ({@link ValueNetwork#shipped}); and {@code exec:COMMAND}, a program that plays over
 * JSON lines ({@link ExternalBot}). The command line, the arena and the web page know the bots by
 * these names; {@code play} offers those of {@link #names()}, and the web page the learned ones
 * too, in the games their weights fit.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = Bots.create("search", Dice.seeded(1));
 * Bot python = Bots.createOrExec("exec:python3 greedy_bot.py", Dice.seeded(2), 10_000);
 * }</pre>
 */
public final class Bots {

  private static final List<String> NAMES = List.of("random", "heuristic", "search");

  private static final List<String> LEARNED = List.of("value", "learned");

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
   * The names of the learned bots, which play only the games their weights were trained for.
   *
   * @return {@code value}, {@code learned}
   */
  public static List<String> learnedNames() {
    return LEARNED;
  }

  /**
   * Makes a bot by name.
   *
   * @param name one of {@link #names()} or {@link #learnedNames()}
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
      case "value":
        return new ValueBot();
      case "learned":
        return new LearnedBot();
      default:
        throw new IllegalArgumentException(
            "unknown bot '" + name + "'; known: " + NAMES.appendAll(LEARNED).mkString(", "));
    }
  }

  /**
   * Makes a bot by name, or an external program's bot for a name {@code exec:COMMAND} (see {@link
   * ExternalBot}). Only for names given by the person at the keyboard: the web page makes its bots
   * with {@link #create}, and its programs only from the names its operator gave ({@code serve
   * --bot NAME=COMMAND}), so that a request cannot start a program.
   *
   * @param name one of {@link #names()} or {@link #learnedNames()}, or {@code exec:COMMAND}
   * @param dice the source of the bot's random choices
   * @param timeoutMillis how long an external program may take to answer, in milliseconds
   * @return a new bot; an external program starts at its first decision
   * @throws IllegalArgumentException naming an unknown name and the known ones
   */
  public static Bot createOrExec(String name, Dice dice, long timeoutMillis) {
    return name.startsWith(ExternalBot.PREFIX)
        ? new ExternalBot(name, timeoutMillis)
        : create(name, dice);
  }

  /**
   * Checks a bot name before any game: a known bot or {@code exec:COMMAND}.
   *
   * @param name the name
   * @throws IllegalArgumentException naming the unknown name and the known ones, or saying that
   *     {@code exec:} lacks its command
   */
  public static void check(String name) {
    if (name.startsWith(ExternalBot.PREFIX)) {
      if (name.substring(ExternalBot.PREFIX.length()).isBlank()) {
        throw new IllegalArgumentException("give a command after exec:");
      }
      return;
    }
    if (!NAMES.contains(name) && !LEARNED.contains(name)) {
      throw new IllegalArgumentException(
          "unknown bot '"
              + name
              + "'; known: "
              + NAMES.appendAll(LEARNED).mkString(", ")
              + ", or exec:COMMAND");
    }
  }
}
