package io.github.parcheesi.examples.cli;

import picocli.CommandLine.Option;

/**
 * What the commands that play many games share ({@code arena}, {@code simulate}): {@code --seed},
 * the seed every game's dice come from, and {@code --threads}, how many threads play.
 */
final class MatchOptions {

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
}
