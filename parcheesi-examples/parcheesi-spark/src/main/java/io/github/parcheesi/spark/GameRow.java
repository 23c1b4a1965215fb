package io.github.parcheesi.spark;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game as a row of the Parquet files: the columns of the arena's JSON lines ({@code game},
 * {@code deal}, {@code seed}, {@code variant}, {@code options}, {@code seats}, {@code first},
 * {@code winner}, {@code turns}) and, for queries, the option set's name, the number of players,
 * the bots in seat order, and the seats (0 for the first colour in play order) of the first player
 * and of the winner. A Java bean, as Spark's bean encoder reads and writes it.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Arena arena = Arena.of(RuleSets.get("american"), List.of("random", "heuristic"), 2, 1, true);
 * GameRow row = GameRow.of(arena.play(0, false, 10_000), arena.rules(), "default");
 * row.getWinner(); // "Y" or "R", as the arena's JSON line of game 0 says
 * }</pre>
 *
 * <p>Its serialised form is for Spark alone, not an interface to keep stable.
 *
 * @serial exclude
 */
public final class GameRow implements Serializable {

  private static final long serialVersionUID = 1L;

  /** The columns in the order the files keep them. */
  public static final List<String> COLUMNS =
      List.of(
          "game",
          "deal",
          "seed",
          "variant",
          "options",
          "optionSet",
          "players",
          "seats",
          "bots",
          "first",
          "firstSeat",
          "winner",
          "winnerSeat",
          "winnerBot",
          "turns");

  private int game;
  private int deal;
  private long seed;
  private String variant;
  private Map<String, String> options;
  private String optionSet;
  private int players;
  private Map<String, String> seats;
  private List<String> bots;
  private String first;
  private int firstSeat;
  private String winner;
  private Integer winnerSeat;
  private String winnerBot;
  private int turns;

  /** An empty row, for the bean encoder. */
  public GameRow() {}

  /**
   * The row of a game the arena played.
   *
   * @param p the game
   * @param rules the rules it was played by
   * @param optionSet the name of its option set
   * @return the row
   */
  public static GameRow of(Arena.Played p, RuleSet rules, String optionSet) {
    GameRow r = new GameRow();
    r.game = p.game();
    r.deal = p.deal();
    r.seed = p.seed();
    r.variant = rules.id();
    r.options = changedOptions(rules);
    r.optionSet = optionSet;
    List<Colour> colours = p.seats().keySet().toJavaList();
    r.players = colours.size();
    r.seats = new LinkedHashMap<>();
    r.bots = new ArrayList<>();
    p.seats()
        .forEach(
            (c, bot) -> {
              r.seats.put(String.valueOf(c.letter()), bot);
              r.bots.add(bot);
            });
    Colour firstColour = p.outcome().first();
    r.first = String.valueOf(firstColour.letter());
    r.firstSeat = colours.indexOf(firstColour);
    if (p.outcome().winner().isDefined()) {
      Colour w = p.outcome().winner().get();
      r.winner = String.valueOf(w.letter());
      r.winnerSeat = colours.indexOf(w);
      r.winnerBot = p.seats().get(w).get();
    }
    r.turns = p.outcome().turns();
    return r;
  }

  /** The rule options whose values are not their defaults, as the arena's JSON lines give them. */
  private static Map<String, String> changedOptions(RuleSet rules) {
    Map<String, String> out = new LinkedHashMap<>();
    io.vavr.collection.Map<String, String> values = rules.optionValues();
    for (RuleOption<?> option : rules.options()) {
      String value = values.get(option.name()).getOrElse(option.defaultValue());
      if (!value.equals(option.defaultValue())) {
        out.put(option.name(), value);
      }
    }
    return out;
  }

  /**
   * The game's number in its arena, from 0.
   *
   * @return the number
   */
  public int getGame() {
    return game;
  }

  /**
   * Sets the game's number.
   *
   * @param game the number
   */
  public void setGame(int game) {
    this.game = game;
  }

  /**
   * The game's deal, from 0.
   *
   * @return the deal
   */
  public int getDeal() {
    return deal;
  }

  /**
   * Sets the deal.
   *
   * @param deal the deal
   */
  public void setDeal(int deal) {
    this.deal = deal;
  }

  /**
   * The seed of the game's dice.
   *
   * @return the seed
   */
  public long getSeed() {
    return seed;
  }

  /**
   * Sets the seed.
   *
   * @param seed the seed
   */
  public void setSeed(long seed) {
    this.seed = seed;
  }

  /**
   * The variant's id.
   *
   * @return the id
   */
  public String getVariant() {
    return variant;
  }

  /**
   * Sets the variant's id.
   *
   * @param variant the id
   */
  public void setVariant(String variant) {
    this.variant = variant;
  }

  /**
   * The rule options not at their defaults, name to value.
   *
   * @return the options
   */
  public Map<String, String> getOptions() {
    return options;
  }

  /**
   * Sets the options.
   *
   * @param options the options
   */
  public void setOptions(Map<String, String> options) {
    this.options = options;
  }

  /**
   * The name of the game's option set: {@code default}, or its options as given.
   *
   * @return the name
   */
  public String getOptionSet() {
    return optionSet;
  }

  /**
   * Sets the option set's name.
   *
   * @param optionSet the name
   */
  public void setOptionSet(String optionSet) {
    this.optionSet = optionSet;
  }

  /**
   * The number of players.
   *
   * @return 2 to 4
   */
  public int getPlayers() {
    return players;
  }

  /**
   * Sets the number of players.
   *
   * @param players the number
   */
  public void setPlayers(int players) {
    this.players = players;
  }

  /**
   * The bot of each colour, by colour letter, in play order.
   *
   * @return the seats
   */
  public Map<String, String> getSeats() {
    return seats;
  }

  /**
   * Sets the seats.
   *
   * @param seats the seats
   */
  public void setSeats(Map<String, String> seats) {
    this.seats = seats;
  }

  /**
   * The bots in seat order.
   *
   * @return the bots
   */
  public List<String> getBots() {
    return bots;
  }

  /**
   * Sets the bots.
   *
   * @param bots the bots
   */
  public void setBots(List<String> bots) {
    this.bots = bots;
  }

  /**
   * The letter of the colour that moved first.
   *
   * @return the letter
   */
  public String getFirst() {
    return first;
  }

  /**
   * Sets the first colour.
   *
   * @param first the letter
   */
  public void setFirst(String first) {
    this.first = first;
  }

  /**
   * The seat of the colour that moved first: 0 for the first colour in play order.
   *
   * @return the seat
   */
  public int getFirstSeat() {
    return firstSeat;
  }

  /**
   * Sets the first player's seat.
   *
   * @param firstSeat the seat
   */
  public void setFirstSeat(int firstSeat) {
    this.firstSeat = firstSeat;
  }

  /**
   * The letter of the winner's colour, null when the game was abandoned.
   *
   * @return the letter or null
   */
  public String getWinner() {
    return winner;
  }

  /**
   * Sets the winner.
   *
   * @param winner the letter or null
   */
  public void setWinner(String winner) {
    this.winner = winner;
  }

  /**
   * The winner's seat, null when the game was abandoned.
   *
   * @return the seat or null
   */
  public Integer getWinnerSeat() {
    return winnerSeat;
  }

  /**
   * Sets the winner's seat.
   *
   * @param winnerSeat the seat or null
   */
  public void setWinnerSeat(Integer winnerSeat) {
    this.winnerSeat = winnerSeat;
  }

  /**
   * The winning bot's name, null when the game was abandoned.
   *
   * @return the name or null
   */
  public String getWinnerBot() {
    return winnerBot;
  }

  /**
   * Sets the winning bot.
   *
   * @param winnerBot the name or null
   */
  public void setWinnerBot(String winnerBot) {
    this.winnerBot = winnerBot;
  }

  /**
   * The decisions made: one per roll, and one per decision without a roll.
   *
   * @return the turns
   */
  public int getTurns() {
    return turns;
  }

  /**
   * Sets the turns.
   *
   * @param turns the turns
   */
  public void setTurns(int turns) {
    this.turns = turns;
  }
}
