package io.github.parcheesi.examples;

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
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A recorded game in plain text: a header that says how the game starts, then one line per
 * decision. {@code play} and {@code simulate --record} write records, {@code replay} checks them
 * and {@code play --load} resumes them.
 *
 * <h2>Format</h2>
 *
 * <pre>
 * record   = { line "\n" }
 * line     = header | comment | blank | decision
 * header   = "# " key " " value        key: variant, option, colours, rolloff, first, seed, player
 * rolloff  = round { ";" round }       the value of a rolloff header: B6's rounds of single dice
 * round    = COLOUR ":" DIE { "," COLOUR ":" DIE }
 * comment  = "#" { any character }     any other line starting with #
 * blank    = { " " }
 * decision = COLOUR " " ROLL " " MOVE
 * COLOUR   = "Y" | "G" | "R" | "B"    the player who decides
 * ROLL     = DIE "-" DIE | "-"         "-" for a decision that needs no roll
 * MOVE     = the move in notation: its steps separated by single spaces, or "pass"
 * </pre>
 *
 * <p>Header lines come before the first decision; a header key after it is a comment. {@code
 * variant ID} (required) names the rule set; {@code option KEY=VALUE} (repeatable) sets a rule
 * option; {@code colours Y,R} (required) lists the colours in play order; {@code rolloff Y:3,R:5}
 * gives the rounds of the roll-off that decided who moves first (rule B6: each colour's single die,
 * in the order rolled; rounds after the first, separated by {@code ;}, are rolled by the colours
 * tied in the round before); {@code first C} names who moves first. With a roll-off, {@code first}
 * may be left out, and when given it must be the roll-off's winner under the variant's order
 * (lowest die in American, highest in Parchís and Russian); {@code first} without a roll-off means
 * the first player was named, not rolled for; with neither, yellow moves first if playing, else the
 * first colour. {@code seed S} is the seed of the dice (the roll-off's dice come from it, after
 * each bot's own dice are split off, and before the first roll of the game); {@code player C NAME}
 * says who plays a colour ({@code human} or a bot's name). The game starts with every piece in its
 * nest.
 *
 * <h2>Example</h2>
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
  private final Vector<Decision> decisions;

  /**
   * One decision line of a record.
   *
   * @param line its 1-based line number in the text it was read from, 0 when not read from text
   * @param colour the player who decided
   * @param roll the roll, or none for a decision without a roll
   * @param move the move in notation
   */
  public record Decision(int line, Colour colour, Option<Roll> roll, String move) {

    /**
     * The line as the record prints it.
     *
     * @return such as {@code Y 5-3 n/5 5/8}
     */
    public String format() {
      return colour.letter() + " " + roll.map(Roll::toString).getOrElse("-") + " " + move;
    }
  }

  /** A mistake in a record, with the line it is on. */
  public static final class RecordException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The 1-based line number, 0 for the record as a whole. */
    private final int line;

    /**
     * A mistake on a line.
     *
     * @param line the 1-based line number, 0 for the record as a whole
     * @param message what is wrong
     */
    public RecordException(int line, String message) {
      super((line > 0 ? "line " + line + ": " : "") + message);
      this.line = line;
    }

    /**
     * The line of the mistake.
     *
     * @return the 1-based line number, 0 when the mistake is not on one line
     */
    public int line() {
      return line;
    }
  }

  GameRecord(
      RuleSet rules,
      List<Colour> colours,
      Colour first,
      Option<RollOff> rollOff,
      Option<Long> seed,
      Map<Colour, String> players,
      Vector<Decision> decisions) {
    this.rules = rules;
    this.colours = colours;
    this.first = first;
    this.rollOff = rollOff;
    this.seed = seed;
    this.players = players;
    this.decisions = decisions;
  }

  /**
   * A record of a game that starts at a start position and has no decisions yet.
   *
   * @param start the start of a game: every piece in its nest
   * @param seed the seed of the dice, if any
   * @param players who plays each colour ({@code human} or a bot's name); may be empty
   * @return the record
   * @throws IllegalArgumentException when {@code start} is not the start of a game
   */
  public static GameRecord start(GameState start, Option<Long> seed, Map<Colour, String> players) {
    return start(start, Option.none(), seed, players);
  }

  /**
   * A record of a game whose first player a roll-off decided (B6), or was named when there is none.
   *
   * @param start the start of a game: every piece in its nest
   * @param rollOff the roll-off that made {@code start.toMove()} first, or none when it was named
   * @param seed the seed of the dice, if any
   * @param players who plays each colour ({@code human} or a bot's name); may be empty
   * @return the record
   * @throws IllegalArgumentException when {@code start} is not the start of a game, or the roll-off
   *     is not one of its variant's for its colours won by its first player
   */
  public static GameRecord start(
      GameState start, Option<RollOff> rollOff, Option<Long> seed, Map<Colour, String> players) {
    if (!start.equals(start.ruleSet().newGame(start.colours(), start.toMove()))) {
      throw new IllegalArgumentException("a record starts at the start of a game, not " + start);
    }
    for (RollOff r : rollOff) {
      String wrong = rollOffProblem(start.ruleSet(), start.colours(), r, start.toMove());
      if (wrong != null) {
        throw new IllegalArgumentException(wrong);
      }
    }
    return new GameRecord(
        start.ruleSet(), start.colours(), start.toMove(), rollOff, seed, players, Vector.empty());
  }

  /** What makes a roll-off disagree with the game it starts (B6), or null when nothing does. */
  static String rollOffProblem(RuleSet rules, List<Colour> colours, RollOff r, Colour first) {
    if (r.order() != rules.rollOffOrder()) {
      return "the roll-off "
          + r
          + " is not decided as "
          + rules.id()
          + "'s is: there the "
          + (rules.rollOffOrder() == RollOff.Order.LOWEST ? "lowest" : "highest")
          + " die starts (B6)";
    }
    if (!r.colours().sorted().equals(colours.sorted())) {
      return "the roll-off's first round is rolled by "
          + letters(r.colours())
          + ", but the colours in play are "
          + letters(colours);
    }
    if (r.first() != first) {
      return "the roll-off " + r + ", but the first player is " + first.letter();
    }
    return null;
  }

  private static String letters(List<Colour> colours) {
    return colours.map(c -> String.valueOf(c.letter())).mkString(",");
  }

  /**
   * This record with one more decision.
   *
   * @param colour who decided
   * @param move the move, with its roll (none for a decision without a roll)
   * @return the longer record
   */
  public GameRecord append(Colour colour, Move move) {
    return new GameRecord(
        rules,
        colours,
        first,
        rollOff,
        seed,
        players,
        decisions.append(new Decision(0, colour, move.roll(), Notation.format(move))));
  }

  /**
   * This record with a seed and players.
   *
   * @param seed the seed of the dice
   * @param players who plays each colour
   * @return the record
   */
  GameRecord withSeedAndPlayers(long seed, Map<Colour, String> players) {
    return new GameRecord(rules, colours, first, rollOff, Option.some(seed), players, decisions);
  }

  /**
   * This record played under other rules of the same variant (other option values).
   *
   * @param other the rules
   * @return the record
   */
  GameRecord withRules(RuleSet other) {
    return new GameRecord(other, colours, first, rollOff, seed, players, decisions);
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
   * @return colour to {@code human} or a bot's name
   */
  public Map<Colour, String> players() {
    return players;
  }

  /**
   * The decisions in order.
   *
   * @return the decisions
   */
  public List<Decision> decisions() {
    return decisions.toList();
  }

  /**
   * Prints the record in the format of the class comment.
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
    sb.append("# colours ")
        .append(colours.map(c -> String.valueOf(c.letter())).mkString(","))
        .append('\n');
    for (RollOff r : rollOff) {
      sb.append("# rolloff ").append(formatRounds(r)).append('\n');
    }
    sb.append("# first ").append(first.letter()).append('\n');
    if (seed.isDefined()) {
      sb.append("# seed ").append(seed.get()).append('\n');
    }
    for (Colour c : colours) {
      Option<String> who = players.get(c);
      if (who.isDefined()) {
        sb.append("# player ").append(c.letter()).append(' ').append(who.get()).append('\n');
      }
    }
    for (Decision d : decisions) {
      sb.append(d.format()).append('\n');
    }
    return sb.toString();
  }

  /**
   * A roll-off's rounds as a {@code rolloff} header value.
   *
   * @param r the roll-off
   * @return such as {@code Y:4,R:4;Y:2,R:6}
   */
  static String formatRounds(RollOff r) {
    return r.rounds()
        .map(round -> round.map(e -> e._1.letter() + ":" + e._2).mkString(","))
        .mkString(";");
  }

  /**
   * Reads a record. Only the form of each line is checked here; {@link #replay()} checks the moves
   * against the rules.
   *
   * @param text the record
   * @return the record
   * @throws RecordException naming the line of the first mistake
   */
  public static GameRecord parse(String text) {
    return RecordReader.read(text);
  }

  /**
   * Plays the record's decisions from the start, checking each against the rules: the colour must
   * be the one to move, the roll must be there exactly when the position needs one, and the move
   * must be legal.
   *
   * @return the position after the last decision, or the first mistake with its line number
   */
  public Either<RecordException, GameState> replay() {
    GameState state = start();
    for (Decision d : decisions) {
      Either<RecordException, GameState> next = step(state, d);
      if (next.isLeft()) {
        return next;
      }
      state = next.get();
    }
    return Either.right(state);
  }

  private Either<RecordException, GameState> step(GameState state, Decision d) {
    return move(state, d)
        .flatMap(
            m ->
                rules
                    .apply(state, m)
                    .mapLeft(
                        (IllegalMove refused) -> new RecordException(d.line(), refused.message())));
  }

  /**
   * Checks one decision of the record against a position: the colour must be the one to move, the
   * roll must be there exactly when the position needs one, and the move must be legal, in any
   * legal order of its steps.
   *
   * @param state the position the decision is made in
   * @param d the decision
   * @return the move as {@code legalMoves} lists it, or the mistake with its line number
   */
  public Either<RecordException, Move> move(GameState state, Decision d) {
    int n = d.line();
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      return Either.left(
          new RecordException(n, "the game is over: " + state.winner().get().letter() + " won"));
    }
    if (d.colour() != state.toMove()) {
      return Either.left(
          new RecordException(
              n,
              "it is "
                  + state.toMove().letter()
                  + "'s turn, not "
                  + d.colour().letter()
                  + "'s, in "
                  + state));
    }
    if (phase == Phase.ROLL && d.roll().isEmpty()) {
      return Either.left(new RecordException(n, "the position needs a roll A-B, not -: " + state));
    }
    if (phase == Phase.DECIDE && d.roll().isDefined()) {
      return Either.left(
          new RecordException(n, "the position needs a decision without a roll (-): " + state));
    }
    Move move;
    try {
      move =
          d.roll().isDefined()
              ? Notation.parseMove(d.move(), d.roll().get())
              : Notation.parseMove(d.move());
    } catch (ParseException e) {
      return Either.left(new RecordException(n, "move '" + d.move() + "': " + e.getMessage()));
    }
    return rules
        .match(state, move)
        .mapLeft((IllegalMove refused) -> new RecordException(n, refused.message()));
  }
}
