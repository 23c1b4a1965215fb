package io.github.parcheesi.record;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.record.RecordError.Kind;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A whole game in plain text, from its start: a header that says how the game starts (the variant
 * and its options, the colours, the roll-off, who moves first, the seed of the dice, who plays),
 * then one line per decision, with its roll. A frontend saves a game with {@link #format()} and
 * loads it with {@link #read(String)}; the format is specified in the core module's {@code
 * RECORDS.md}.
 *
 * <p>A record is an immutable value. Reading checks the form of the text only; {@link #replay()}
 * plays the decisions from the start and checks each against the rules. Neither throws for a bad
 * record: each answers a {@link RecordError} naming the line and what is wrong. Reading takes time
 * and memory in proportion to the text, and replaying in proportion to the decisions; a server
 * bounds the size of the text it accepts.
 *
 * <p>Two records are equal when their rules, start, roll-off, seed, players and decisions are (the
 * line numbers decisions were read from are left out), so a record written and read back is equal
 * to itself.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * Dice dice = Dice.seeded(7);
 * RollOff rollOff = rules.rollOff(List.of(Colour.YELLOW, Colour.RED), dice);   // B6
 * GameState state = rules.newGame(rollOff);
 * GameRecord record = GameRecord.start(state, Option.some(rollOff)).withSeed(7);
 * Move move = rules.legalMoves(state, dice.roll()).head();
 * record = record.append(state.toMove(), move);
 * state = rules.play(state, move);
 *
 * String text = record.format();   // "# parcheesi game record\n# variant american\n..."
 * GameRecord back = GameRecord.read(text).get();
 * back.equals(record);             // true
 * back.replay().get();             // equals state
 * }</pre>
 *
 * <p>A record such as {@code format()} writes:
 *
 * <pre>
 * # parcheesi game record
 * # variant american
 * # colours Y,R
 * # rolloff Y:4,R:4;Y:2,R:6
 * # first Y
 * # seed 7
 * # player Y human
 * # player R search
 * Y 5-3 n/5 5/8
 * R 1-2 pass
 * </pre>
 */
public final class GameRecord {

  private final RuleSet rules;
  private final List<Colour> colours;
  private final Colour first;
  private final Option<RollOff> rollOff;
  private final Option<Long> seed;
  private final Map<Colour, String> players;
  // a Vector: appending a decision per ply stays cheap in long games
  private final Vector<Entry> entries;

  /**
   * One decision line of a record: who decided, with which roll, and the move in notation, as
   * written; {@link GameRecord#move} checks it against a position.
   *
   * <p>Two entries are equal when their colours, rolls and moves are; the line number is where an
   * entry was read from, and is left out.
   *
   * @param line its 1-based line number in the text it was read from, 0 when it was not read
   * @param colour the player who decided
   * @param roll the roll, or none for a decision that needs no roll
   * @param move the move in notation, such as {@code n/5 5/8} or {@code pass}
   */
  public record Entry(int line, Colour colour, Option<Roll> roll, String move) {

    /**
     * Checks that the entry can be written on one line.
     *
     * @param line its 1-based line number in the text it was read from, 0 when it was not read
     * @param colour the player who decided
     * @param roll the roll, or none for a decision that needs no roll
     * @param move the move in notation
     * @throws IllegalArgumentException when {@code line} is negative, or {@code move} is empty or
     *     holds a line break
     */
    public Entry {
      Objects.requireNonNull(colour, "colour");
      Objects.requireNonNull(roll, "roll");
      Objects.requireNonNull(move, "move");
      if (line < 0) {
        throw new IllegalArgumentException("a line number is 0 or more, got " + line);
      }
      if (move.isEmpty() || move.indexOf('\n') >= 0 || move.indexOf('\r') >= 0) {
        throw new IllegalArgumentException("a move in a record is one line, not empty: " + move);
      }
    }

    /**
     * The line as a record prints it.
     *
     * @return such as {@code Y 5-3 n/5 5/8}, or {@code R - pY/n} for a decision without a roll
     */
    public String format() {
      return colour.letter() + " " + roll.map(Roll::toString).getOrElse("-") + " " + move;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Entry
          && colour == ((Entry) o).colour
          && roll.equals(((Entry) o).roll)
          && move.equals(((Entry) o).move);
    }

    @Override
    public int hashCode() {
      return Objects.hash(colour, roll, move);
    }
  }

  GameRecord(
      RuleSet rules,
      List<Colour> colours,
      Colour first,
      Option<RollOff> rollOff,
      Option<Long> seed,
      Map<Colour, String> players,
      Vector<Entry> entries) {
    this.rules = rules;
    this.colours = colours;
    this.first = first;
    this.rollOff = rollOff;
    this.seed = seed;
    this.players = players;
    this.entries = entries;
  }

  /**
   * A record of a game whose first player was named rather than rolled for, with no decisions yet.
   *
   * @param start the start of a game: every piece in its nest
   * @return the record, with no seed and no players
   * @throws IllegalArgumentException when {@code start} is not the start of a game
   */
  public static GameRecord start(GameState start) {
    return start(start, Option.none());
  }

  /**
   * A record of a game whose first player a roll-off decided (B6), or was named when there is none,
   * with no decisions yet.
   *
   * @param start the start of a game: every piece in its nest, its first player to move
   * @param rollOff the roll-off that made {@code start.toMove()} first, or none when it was named
   * @return the record, with no seed and no players
   * @throws IllegalArgumentException when {@code start} is not the start of a game, or the roll-off
   *     is not one of its variant's, for its colours, won by its first player
   */
  public static GameRecord start(GameState start, Option<RollOff> rollOff) {
    RuleSet rules = start.ruleSet();
    if (!start.equals(rules.newGame(start.colours(), start.toMove()))) {
      throw new IllegalArgumentException("a record starts at the start of a game, not " + start);
    }
    for (RollOff r : rollOff) {
      for (String wrong : RollOffLines.problem(rules, start.colours(), r, start.toMove())) {
        throw new IllegalArgumentException(wrong);
      }
    }
    return new GameRecord(
        rules,
        start.colours(),
        start.toMove(),
        rollOff,
        Option.none(),
        LinkedHashMap.empty(),
        Vector.empty());
  }

  /**
   * This record with one more decision. The move is not checked here: {@link #replay()} checks it.
   *
   * @param colour who decided
   * @param move the move, with its roll (none for a decision without a roll)
   * @return the longer record
   */
  public GameRecord append(Colour colour, Move move) {
    Entry entry = new Entry(0, colour, move.roll(), Notation.format(move));
    return new GameRecord(rules, colours, first, rollOff, seed, players, entries.append(entry));
  }

  /**
   * This record with the seed of its dice.
   *
   * @param seed the seed the game's dice were made from
   * @return the record
   */
  public GameRecord withSeed(long seed) {
    return new GameRecord(rules, colours, first, rollOff, Option.some(seed), players, entries);
  }

  /**
   * This record with who plays each colour.
   *
   * @param players colour to {@code human}, a bot's name or any other name a frontend knows; a
   *     colour left out is not said
   * @return the record
   * @throws IllegalArgumentException when a colour is not in play, or a name is empty, starts or
   *     ends with white space, or holds a line break (the record could not be read back)
   */
  public GameRecord withPlayers(Map<Colour, String> players) {
    for (var p : players) {
      if (!colours.contains(p._1)) {
        throw new IllegalArgumentException(
            "a player is given for " + p._1.letter() + ", who does not play");
      }
      String name = p._2;
      if (name.isEmpty()
          || !name.equals(name.strip())
          || name.indexOf('\n') >= 0
          || name.indexOf('\r') >= 0) {
        throw new IllegalArgumentException(
            "a player's name is one line, not empty, with no space at either end: '" + name + "'");
      }
    }
    return new GameRecord(
        rules, colours, first, rollOff, seed, LinkedHashMap.ofEntries(players), entries);
  }

  /**
   * This record played under other rules of the same variant, such as other option values.
   *
   * @param other the rules
   * @return the record
   * @throws IllegalArgumentException when {@code other} is another variant
   */
  public GameRecord withRules(RuleSet other) {
    if (!other.id().equals(rules.id())) {
      throw new IllegalArgumentException(
          "the record is a game of " + rules.id() + ", not " + other.id());
    }
    return new GameRecord(other, colours, first, rollOff, seed, players, entries);
  }

  /**
   * The rules the game is played under.
   *
   * @return the rule set with its options
   */
  public RuleSet rules() {
    return rules;
  }

  /**
   * The start of the game.
   *
   * @return every piece in its nest, the first player to move
   */
  public GameState start() {
    return rules.newGame(colours, first);
  }

  /**
   * The roll-off that decided who moves first (B6), when the record has one.
   *
   * @return the roll-off, or none when the first player was named
   */
  public Option<RollOff> rollOff() {
    return rollOff;
  }

  /**
   * The seed of the dice, when the record has one.
   *
   * @return the seed or none
   */
  public Option<Long> seed() {
    return seed;
  }

  /**
   * Who plays each colour, as far as the record says.
   *
   * @return colour to {@code human}, a bot's name or another name
   */
  public Map<Colour, String> players() {
    return players;
  }

  /**
   * The decisions in order.
   *
   * @return one entry per decision line
   */
  public List<Entry> entries() {
    return entries.toList();
  }

  /**
   * Writes the record: the header (the variant, each option that does not hold its default, the
   * colours, the roll-off if any, the first player, the seed if any, the players in play order),
   * then one line per decision. {@link #read} reads it back to an equal record.
   *
   * @return the text, each line ended by a newline
   */
  public String format() {
    StringBuilder sb = new StringBuilder();
    sb.append("# parcheesi game record\n");
    sb.append("# variant ").append(rules.id()).append('\n');
    for (RuleOption o : rules.options()) {
      String value = rules.optionValues().get(o.name()).getOrElse(o.defaultValue());
      if (!value.equals(o.defaultValue())) {
        sb.append("# option ").append(o.name()).append('=').append(value).append('\n');
      }
    }
    sb.append("# colours ").append(RollOffLines.letters(colours)).append('\n');
    for (RollOff r : rollOff) {
      sb.append("# rolloff ").append(RollOffLines.rounds(r)).append('\n');
    }
    sb.append("# first ").append(first.letter()).append('\n');
    for (long s : seed) {
      sb.append("# seed ").append(s).append('\n');
    }
    for (Colour c : colours) {
      for (String who : players.get(c)) {
        sb.append("# player ").append(c.letter()).append(' ').append(who).append('\n');
      }
    }
    for (Entry e : entries) {
      sb.append(e.format()).append('\n');
    }
    return sb.toString();
  }

  /**
   * Reads a record whose variant is one of {@link RuleSets#all()}. Only the form of each line is
   * checked here, and the header lines against each other; {@link #replay()} checks the decisions
   * against the rules.
   *
   * @param text the record, lines ended by {@code \n} or {@code \r\n}
   * @return the record, or the first mistake with its line number
   */
  public static Either<RecordError, GameRecord> read(String text) {
    return read(text, RuleSets.all());
  }

  /**
   * Reads a record whose variant is one of the rule sets given, found by id, such as a rule set
   * that is not registered with {@link java.util.ServiceLoader}. The record's {@code option} lines
   * are applied to the rule set found, so give rule sets with their default options.
   *
   * @param text the record, lines ended by {@code \n} or {@code \r\n}
   * @param known the rule sets the record's variant may be
   * @return the record, or the first mistake with its line number
   */
  public static Either<RecordError, GameRecord> read(String text, Seq<RuleSet> known) {
    return RecordReader.read(text, known);
  }

  /**
   * Plays the record's decisions from the start, checking each against the rules as {@link #move}
   * does.
   *
   * @return the position after the last decision, or the first mistake with its line number
   */
  public Either<RecordError, GameState> replay() {
    GameState state = start();
    for (Entry e : entries) {
      Either<RecordError, GameState> next = step(state, e);
      if (next.isLeft()) {
        return next;
      }
      state = next.get();
    }
    return Either.right(state);
  }

  private Either<RecordError, GameState> step(GameState state, Entry e) {
    return move(state, e)
        .flatMap(
            m ->
                rules
                    .apply(state, m)
                    .mapLeft(
                        (IllegalMove refused) ->
                            RecordError.of(Kind.ILLEGAL_MOVE, e.line(), refused.message())));
  }

  /**
   * Checks one decision of the record against a position: the game must not be over, the colour
   * must be the one to move, the roll must be there exactly when the position needs one ({@link
   * Phase#ROLL}), and the move must be legal, its steps in any legal order.
   *
   * @param state the position the decision is made in
   * @param entry the decision
   * @return the move as {@link RuleSet#legalMoves} lists it, or the mistake with the entry's line
   */
  public Either<RecordError, Move> move(GameState state, Entry entry) {
    int n = entry.line();
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      return Either.left(
          RecordError.of(
              Kind.GAME_OVER, n, "the game is over: " + state.winner().get().letter() + " won"));
    }
    if (entry.colour() != state.toMove()) {
      return Either.left(
          RecordError.of(
              Kind.WRONG_COLOUR,
              n,
              "it is "
                  + state.toMove().letter()
                  + "'s turn, not "
                  + entry.colour().letter()
                  + "'s, in "
                  + state));
    }
    if (phase == Phase.ROLL && entry.roll().isEmpty()) {
      return Either.left(
          RecordError.of(Kind.MISSING_ROLL, n, "the position needs a roll A-B, not -: " + state));
    }
    if (phase == Phase.DECIDE && entry.roll().isDefined()) {
      return Either.left(
          RecordError.of(
              Kind.UNEXPECTED_ROLL,
              n,
              "the position needs a decision without a roll (-), not "
                  + entry.roll().get()
                  + ": "
                  + state));
    }
    Move move;
    try {
      move =
          entry.roll().isDefined()
              ? Notation.parseMove(entry.move(), entry.roll().get())
              : Notation.parseMove(entry.move());
    } catch (ParseException e) {
      return Either.left(
          RecordError.of(Kind.MALFORMED_MOVE, n, "move '" + entry.move() + "': " + e.getMessage()));
    }
    return rules
        .match(state, move)
        .mapLeft((IllegalMove refused) -> RecordError.of(Kind.ILLEGAL_MOVE, n, refused.message()));
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof GameRecord)) {
      return false;
    }
    GameRecord r = (GameRecord) o;
    return rules.equals(r.rules)
        && colours.equals(r.colours)
        && first == r.first
        && rollOff.equals(r.rollOff)
        && seed.equals(r.seed)
        && players.equals(r.players)
        && entries.equals(r.entries);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, colours, first, rollOff, seed, players, entries);
  }

  /** Returns the record as {@link #format()} writes it. */
  @Override
  public String toString() {
    return format();
  }
}
