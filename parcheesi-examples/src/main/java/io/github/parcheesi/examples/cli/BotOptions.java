package io.github.parcheesi.examples.cli;

import io.github.parcheesi.bots.Bots;
import picocli.CommandLine.Option;

/**
 * What the commands that seat bots by name share ({@code arena}, {@code simulate}, and {@code
 * serve} for its programs): the check of the names, and {@code --bot-timeout}, how long an {@code
 * exec:} bot (or a program of {@code serve --bot}) may take to answer.
 */
final class BotOptions {

  @Option(
      names = "--bot-timeout",
      paramLabel = "MS",
      defaultValue = "10000",
      description =
          "How long an exec: bot (a program of serve --bot) may take to answer, in milliseconds"
              + " (default: ${DEFAULT-VALUE}).")
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
