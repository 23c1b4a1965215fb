package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.bots.GameStart;
import io.vavr.collection.List;
import io.vavr.control.Option;
import picocli.CommandLine;

/**
 * The {@code --first C} argument: the colour that moves first. Without it, a command that has dice
 * rolls off for the first player (rule B6: each player rolls one die; the lowest starts in American
 * Parcheesi, the highest in Parchís and the Russian game; tied players roll again).
 */
final class FirstOption {

  @CommandLine.Option(
      names = "--first",
      paramLabel = "C",
      converter = SeatOptions.ColourConverter.class,
      description =
          "The colour that moves first, Y, G, R or B; it must play. Default: a roll-off with the"
              + " game's dice (B6: each player rolls one die; the lowest starts in american, the"
              + " highest in parchis and russian; tied players roll again).")
  private Colour first;

  /**
   * The colour named by {@code --first}, checked against the colours in play.
   *
   * @param colours the colours in play
   * @return the colour, or none when {@code --first} is not given
   * @throws UsageException when the colour does not play
   */
  Option<Colour> named(List<Colour> colours) {
    if (first != null && !colours.contains(first)) {
      throw new UsageException(
          "--first: "
              + first.letter()
              + " does not play; the colours are "
              + colours.map(c -> String.valueOf(c.letter())).mkString(", "));
    }
    return Option.of(first);
  }

  /**
   * Whether {@code --first} is given.
   *
   * @return true when a first player is named
   */
  boolean given() {
    return first != null;
  }

  /**
   * One line that says who starts and why.
   *
   * @param start the start of a game
   * @return such as {@code roll-off: Y 3, R 5: R starts (highest die, B6)} or {@code first: R
   *     (named by --first)}
   */
  static String describe(GameStart start) {
    return start
        .rollOff()
        .map(r -> "roll-off: " + r)
        .getOrElse(() -> "first: " + start.state().toMove().letter() + " (named by --first)");
  }
}
