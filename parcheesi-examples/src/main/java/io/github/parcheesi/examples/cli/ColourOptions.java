package io.github.parcheesi.examples.cli;

import picocli.CommandLine.Option;

/**
 * The {@code --color} and {@code --no-color} arguments: whether boards are drawn with ANSI colours.
 * Without either, colours are used only on a terminal ({@code System.console()} is not null) whose
 * {@code TERM} is set and not {@code dumb}.
 */
final class ColourOptions {

  @Option(
      names = "--color",
      negatable = true,
      description =
          "Draw with ANSI colours (--no-color: without). Default: only on a terminal whose TERM is"
              + " set and not 'dumb'.")
  private Boolean colour;

  /**
   * Whether to draw with colours.
   *
   * @return the choice
   */
  boolean enabled() {
    if (colour != null) {
      return colour;
    }
    String term = System.getenv("TERM");
    return System.console() != null && term != null && !term.equals("dumb");
  }
}
