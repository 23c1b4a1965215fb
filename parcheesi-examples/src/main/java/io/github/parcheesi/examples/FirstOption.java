package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
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
   * How a game starts: the named first player, or else a roll-off (B6) with the game's dice.
   *
   * @param rules the rules
   * @param colours the colours in play, in play order; they roll in this order
   * @param named the first player, or none to roll off
   * @param dice the game's dice, used only for a roll-off
   * @return the start and the roll-off, if there was one
   */
  static Start start(RuleSet rules, List<Colour> colours, Option<Colour> named, Dice dice) {
    if (named.isDefined()) {
      return new Start(rules.newGame(colours, named.get()), Option.none());
    }
    RollOff rollOff = rules.rollOff(colours, dice); // B6: who starts, with the game's dice
    return new Start(rules.newGame(rollOff), Option.some(rollOff));
  }

  /**
   * The start of a game and how its first player was chosen.
   *
   * @param state every piece in its nest, the first player to move
   * @param rollOff the roll-off that chose the first player, none when it was named
   */
  record Start(GameState state, Option<RollOff> rollOff) {

    /**
     * One line that says who starts and why.
     *
     * @return such as {@code roll-off: Y 3, R 5: R starts (highest die, B6)} or {@code first: R
     *     (named by --first)}
     */
    String describe() {
      return rollOff
          .map(r -> "roll-off: " + r)
          .getOrElse(() -> "first: " + state.toMove().letter() + " (named by --first)");
    }
  }
}
