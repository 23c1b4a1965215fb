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
}
