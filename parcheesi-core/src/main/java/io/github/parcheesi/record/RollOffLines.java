package io.github.parcheesi.record;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/** The header lines of a record that say who plays and who starts, written and checked (B6). */
final class RollOffLines {

  private RollOffLines() {}

  /**
   * What makes a roll-off disagree with the game it starts (B6), if anything.
   *
   * @return the reason, or none when the roll-off fits
   */
  static Option<String> problem(RuleSet rules, Seq<Colour> colours, RollOff r, Colour first) {
    if (r.order() != rules.rollOffOrder()) {
      return Option.some(
          "the roll-off "
              + r
              + " is not decided as "
              + rules.id()
              + "'s is: there the "
              + (rules.rollOffOrder() == RollOff.Order.LOWEST ? "lowest" : "highest")
              + " die starts (B6)");
    }
    if (!r.colours().sorted().equals(colours.sorted())) {
      return Option.some(
          "the roll-off's first round is rolled by "
              + letters(r.colours())
              + ", but the colours in play are "
              + letters(colours));
    }
    if (r.first() != first) {
      return Option.some("the roll-off " + r + ", but the first player is " + first.letter());
    }
    return Option.none();
  }

  /** Colours as a header line lists them: {@code Y,R}. */
  static String letters(Seq<Colour> colours) {
    return colours.map(c -> String.valueOf(c.letter())).mkString(",");
  }

  /** A roll-off's rounds as the value of a {@code rolloff} header line: {@code Y:4,R:4;Y:2,R:6}. */
  static String rounds(RollOff r) {
    return r.rounds()
        .map(round -> round.map(e -> e._1.letter() + ":" + e._2).mkString(","))
        .mkString(";");
  }
}
