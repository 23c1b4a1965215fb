package io.github.parcheesi.examples.web;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.Bots;
import io.vavr.collection.List;

/**
 * The bot whose advice a game's hint gives: the {@code learned} bot where its weights were trained
 * for the game ({@link LearnedLimits}: the two- and four-player games of each variant, at their
 * default options), the {@code search} bot elsewhere. Chosen once for a game, whose rules and
 * colours never change; used under the game's lock, as a bot counts its work as it searches.
 *
 * @param name the bot's name, which the hint's answer carries as {@code by}
 * @param bot the bot
 */
record Adviser(String name, Bot bot) {

  /** The adviser where the learned bot can play. */
  static final String LEARNED = "learned";

  /** The adviser elsewhere. */
  static final String SEARCH = "search";

  /**
   * The adviser of a game.
   *
   * @param start the game's first state, whose rules and colours are the game's
   * @return the learned bot's adviser where it can play the game, else the search bot's
   */
  static Adviser of(GameState start) {
    String name =
        LearnedLimits.refusal(LEARNED, start.ruleSet(), start.colours().size()).isEmpty()
            ? LEARNED
            : SEARCH;
    return new Adviser(name, Bots.create(name, Dice.seeded(0))); // neither uses its dice
  }

  /**
   * The move the bot advises.
   *
   * @param state the position
   * @param moves its legal moves
   * @return one of them
   */
  Move advise(GameState state, List<Move> moves) {
    return bot.choose(state, moves);
  }
}
