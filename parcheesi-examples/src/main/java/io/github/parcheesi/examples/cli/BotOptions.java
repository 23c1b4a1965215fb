package io.github.parcheesi.examples.cli;

import io.github.parcheesi.bots.Bots;
import picocli.CommandLine.Option;

/**
 * What the commands that seat bots by name share ({@code arena}, {@code simulate}): the check of
 * the names, {@code --bot-timeout}, how long an {@code exec:} bot may take to answer, {@code
 * --seed}, the seed every game's dice come from, and {@code --threads}, how many threads play.
 */
final class BotOptions {

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "The seed every game's dice come from (default: ${DEFAULT-VALUE}): the same seed plays"
              + " the same games.")
  private long seed;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Threads to play on, 1 or more (default: the number of processors).")
  private Integer threads;

  @Option(
      names = "--bot-timeout",
      paramLabel = "MS",
      defaultValue = "10000",
      description =
          "How long an exec: bot may take to answer, in milliseconds (default: ${DEFAULT-VALUE}).")
  private long timeout;

  /**
   * The timeout of {@code exec:} bots.
   *
   * @return milliseconds, 1 or more
   * @throws UsageException when {@code --bot-timeout} is below 1
   */
  long timeoutMillis() {
    if (timeout < 1) {
      throw new UsageException("--bot-timeout: must be 1 ms or more, got " + timeout);
    }
    return timeout;
  }

  /**
   * The seed of the games' dice.
   *
   * @return {@code --seed}
   */
  long seed() {
    return seed;
  }

  /**
   * The threads to play on.
   *
   * @return {@code --threads}, or the number of processors when it is not given
   * @throws UsageException when {@code --threads} is below 1
   */
  int threads() {
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (t < 1) {
      throw new UsageException("--threads: must be 1 or more, got " + t);
    }
    return t;
  }

  /**
   * Checks the names of {@code --bots}: each a known bot or {@code exec:COMMAND}.
   *
   * @param names the names
   * @throws UsageException naming an unknown name and the known ones
   */
  static void check(Iterable<String> names) {
    for (String name : names) {
      try {
        Bots.check(name);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--bots: " + e.getMessage());
      }
    }
  }
}
