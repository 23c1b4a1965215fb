package io.github.parcheesi.examples.cli;

import picocli.CommandLine.Option;

/** The {@code -h}/{@code --help} option every command takes. */
final class HelpOption {

  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help and exit.")
  private boolean help;
}
