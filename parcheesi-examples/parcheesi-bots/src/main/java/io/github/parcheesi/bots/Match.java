package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.function.BiFunction;

/**
 * Plays one game between bots, recording every decision when asked. The dice of a game are made
 * from one seed: each seat's bot gets {@code dice.split()} in play order, then the roll-off for the
 * first player (B6) takes its single dice, unless the first player is named, and then every roll
 * comes from the dice, so a game depends on nothing but its seed, its bots and a named first
 * player.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * Map<Colour, String> seats = LinkedHashMap.of(Colour.YELLOW, "search", Colour.RED, "random");
 * Match.Outcome outcome = Match.play(rules, seats, 42);
 * System.out.println(outcome.winner() + " after " + outcome.turns() + " turns");
 * System.out.print(outcome.record().get().format()); // the game's record, as replay reads it
 * }</pre>
 */
public final class Match {

  /** Decisions after which a game that has not ended is abandoned. */
  public static final int MAX_TURNS = 100_000;

  private Match() {}

  /**
   * How a game ended.
   *
   * @param first the colour that moved first
   * @param winner the winner, none when the game was abandoned
   * @param turns decisions made: one per roll, and one per decision without a roll
   * @param record the game's record, none when it was not kept
   */
  public record Outcome(
      Colour first, Option<Colour> winner, int turns, Option<GameRecord> record) {}

  /**
   * Plays a game between bots named as {@link Bots#create} knows them, whose first player the
   * roll-off decides (B6), keeping its record.
   *
   * @param rules the rules
   * @param names the bot of each colour in the game, by name, in play order
   * @param seed the seed of the game's dice
   * @return the outcome, with the game's record
   */
  public static Outcome play(RuleSet rules, Map<Colour, String> names, long seed) {
    return play(rules, names, Option.none(), seed, true);
  }

  /**
   * Plays a game between bots named as {@link Bots#create} knows them, keeping its record or not:
   * simulations that write no records spend nothing on them (formatting every move, and memory for
   * every game's decisions).
   *
   * @param rules the rules
   * @param names the bot of each colour in the game, by name, in play order
   * @param first the colour that moves first, or none for a roll-off with the game's dice (B6)
   * @param seed the seed of the game's dice
   * @param keepRecord whether to record the game
   * @return the outcome
   */
  public static Outcome play(
      RuleSet rules,
      Map<Colour, String> names,
      Option<Colour> first,
      long seed,
      boolean keepRecord) {
    return play(rules, names, first, seed, keepRecord, Bots::create);
  }

  /**
   * Plays a game from the start with bots made by a factory (such as {@link Bots#createOrExec}, or
   * one that makes bots of your own by name); every bot is closed when the game ends, or fails.
   *
   * @param rules the rules
   * @param names the bot of each colour in the game, by name, in play order
   * @param first the colour that moves first, or none for a roll-off with the game's dice (B6)
   * @param seed the seed of the game's dice
   * @param keepRecord whether to record the game
   * @param factory makes a bot of a name with its own dice
   * @return the outcome
   */
  public static Outcome play(
      RuleSet rules,
      Map<Colour, String> names,
      Option<Colour> first,
      long seed,
      boolean keepRecord,
      BiFunction<String, Dice, Bot> factory) {
    Dice dice = Dice.seeded(seed);
    List<Colour> colours = names.keySet().toList().sorted(); // play order (B5), sorted once
    java.util.Map<Colour, Bot> bots = new java.util.EnumMap<>(Colour.class);
    try {
      for (Colour c : colours) {
        bots.put(c, factory.apply(names.get(c).get(), dice.split()));
      }
      return play(rules, names, colours, first, dice, keepRecord, seed, bots);
    } finally {
      bots.values().forEach(Bot::close);
    }
  }

  private static Outcome play(
      RuleSet rules,
      Map<Colour, String> names,
      List<Colour> colours,
      Option<Colour> first,
      Dice dice,
      boolean keepRecord,
      long seed,
      java.util.Map<Colour, Bot> bots) {
    // B6: after the bots' dice, the roll-off takes its single dice from the game's dice
    GameStart start = GameStart.of(rules, colours, first, dice);
    GameRecord record =
        keepRecord
            ? GameRecord.start(start.state(), start.rollOff()).withSeed(seed).withPlayers(names)
            : null;
    GameState state = start.state();
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
    return new Outcome(start.state().toMove(), state.winner(), turns, Option.of(record));
  }
}
