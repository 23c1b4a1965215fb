package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * Plays one game between bots, recording every decision when asked. The dice of a game are made
 * from one seed: each seat's bot gets {@code dice.split()} in play order, then every roll comes
 * from the dice, so a game depends on nothing but its seed and its bots.
 */
final class Match {

  /** Decisions after which a game that has not ended is abandoned. */
  static final int MAX_TURNS = 100_000;

  private Match() {}

  /**
   * How a game ended.
   *
   * @param winner the winner, none when the game was abandoned
   * @param turns decisions made: one per roll, and one per decision without a roll
   * @param record the game's record, none when it was not kept
   */
  record Outcome(Option<Colour> winner, int turns, Option<GameRecord> record) {}

  /**
   * Plays a game from its start.
   *
   * @param start the start of the game
   * @param names the bot of each colour in the game, by name
   * @param seed the seed of the game's dice
   * @return the outcome, with the game's record
   */
  static Outcome play(GameState start, Map<Colour, String> names, long seed) {
    return play(start, names, seed, true);
  }

  /**
   * Plays a game from its start, keeping its record or not: simulations that write no records spend
   * nothing on them (formatting every move, and memory for every game's decisions).
   *
   * @param start the start of the game
   * @param names the bot of each colour in the game, by name
   * @param seed the seed of the game's dice
   * @param keepRecord whether to record the game
   * @return the outcome
   */
  static Outcome play(GameState start, Map<Colour, String> names, long seed, boolean keepRecord) {
    Dice dice = Dice.seeded(seed);
    java.util.Map<Colour, Bot> bots = new java.util.EnumMap<>(Colour.class);
    for (Colour c : start.colours()) {
      bots.put(c, Bots.create(names.get(c).get(), dice.split()));
    }
    RuleSet rules = start.ruleSet();
    GameRecord record = keepRecord ? GameRecord.start(start, Option.some(seed), names) : null;
    GameState state = start;
    int turns = 0;
    while (turns < MAX_TURNS) {
      Phase phase = rules.phase(state);
      if (phase == Phase.OVER) {
        break;
      }
      Roll roll = phase == Phase.ROLL ? dice.roll() : null;
      List<Move> moves = roll == null ? rules.legalMoves(state) : rules.legalMoves(state, roll);
      Colour mover = state.toMove();
      Move move = bots.get(mover).choose(state, moves);
      state = rules.play(state, move);
      if (record != null) {
        record = record.append(mover, move);
      }
      turns++;
    }
    return new Outcome(state.winner(), turns, Option.of(record));
  }
}
