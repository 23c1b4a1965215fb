package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The {@code --players} and {@code --colours} arguments that choose who plays a new game. */
final class SeatOptions {

  /** Players in a game when neither {@code --players} nor {@code --colours} is given. */
  static final int DEFAULT_PLAYERS = 4;

  @Option(
      names = "--players",
      paramLabel = "N",
      description =
          "Players, 2 to 4 (default: "
              + DEFAULT_PLAYERS
              + "): two play Y and R, three Y, G and R, four every colour.")
  private Integer players;

  @Option(
      names = "--colours",
      paramLabel = "C",
      split = ",",
      converter = ColourConverter.class,
      description =
          "The colours that play, as letters in any order, such as Y,R or R,G,B; they play in the"
              + " order Y, G, R, B.")
  private java.util.List<Colour> colours;

  /**
   * The start of a game with the chosen seats: yellow moves first if playing, else the first colour
   * in play order.
   *
   * @param rules the rules to play
   * @return every piece in its nest
   * @throws UsageException when both options are given or either is out of range
   */
  GameState newGame(RuleSet rules) {
    List<Colour> chosen = colours(rules);
    return rules.newGame(chosen, chosen.contains(Colour.YELLOW) ? Colour.YELLOW : chosen.head());
  }

  /**
   * The chosen colours.
   *
   * @param rules the rules to play
   * @return 2 to 4 colours in play order
   * @throws UsageException when both options are given or either is out of range
   */
  List<Colour> colours(RuleSet rules) {
    if (players != null && colours != null) {
      throw new UsageException("--players and --colours: give only one of them");
    }
    if (colours != null) {
      List<Colour> chosen = List.ofAll(colours);
      Colour repeated = chosen.find(c -> chosen.count(c::equals) > 1).getOrNull();
      if (repeated != null) {
        throw new UsageException("--colours: colour " + repeated.letter() + " is given twice");
      }
      if (chosen.size() < 2 || chosen.size() > 4) {
        throw new UsageException("--colours: a game has 2 to 4 colours, got " + chosen.size());
      }
      return chosen.sorted();
    }
    int n = players == null ? DEFAULT_PLAYERS : players;
    if (n < 2 || n > 4) {
      throw new UsageException("--players: a game has 2 to 4 players, got " + n);
    }
    return rules.newGame(n).colours();
  }

  /** Reads one colour letter. */
  static final class ColourConverter implements ITypeConverter<Colour> {

    /** Makes the converter; picocli calls this. */
    ColourConverter() {}

    @Override
    public Colour convert(String value) {
      String letter = value.toUpperCase(Locale.ROOT);
      if (letter.length() != 1) {
        throw new TypeConversionException("'" + value + "' is not a colour letter Y, G, R or B");
      }
      return Colour.ofLetter(letter.charAt(0))
          .getOrElseThrow(
              () ->
                  new TypeConversionException(
                      "'" + value + "' is not a colour letter Y, G, R or B"));
    }
  }
}
