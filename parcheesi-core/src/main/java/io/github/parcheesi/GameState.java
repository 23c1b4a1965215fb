package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * An immutable position of a game: where every piece is, who acts next and the turn state.
 *
 * <p>States are made by {@link RuleSet#newGame(Seq, Colour)}, by {@link RuleSet#apply(GameState,
 * Move)}, by {@link Notation#parsePosition(String)} and, from raw data, by {@link #of}. A state
 * never changes; every method that seems to change one returns a new state.
 *
 * <p><b>Equality</b> covers the rule set (variant and option values), the colours in the game, the
 * location of every piece (pieces of one colour are interchangeable, so only the multiset of their
 * locations counts), the colour to move, the count of doubles in a row, the winner and the
 * variant's turn state. Two equal states have the same legal moves and print the same notation.
 *
 * <p>Inside, a state is a few packed numbers (about 64 bytes for four players); nothing mutable is
 * shared between states.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * GameState s = rules.newGame(List.of(Colour.YELLOW, Colour.RED), Colour.YELLOW);
 * s.toString();   // "american Y Y:n,n,n,n R:n,n,n,n"
 * s.phase();      // Phase.ROLL
 * }</pre>
 */
public final class GameState {

  static final int MAX_DOUBLES = 31;
  private static final int TO_MOVE_SHIFT = 4;
  private static final int DOUBLES_SHIFT = 6;
  private static final int WINNER_SHIFT = 11;

  private final RuleSet rules;
  // piecesPerColour codes per playing colour, colours in play order, each run sorted ascending.
  private final byte[] locs;
  private final int meta;
  private final TurnState turnState;
  private int hash;

  GameState(RuleSet rules, byte[] locs, int meta, TurnState turnState) {
    this.rules = rules;
    this.locs = locs;
    this.meta = meta;
    // one empty turn state for every variant, so that equal states are equal
    this.turnState = turnState.isEmpty() ? TurnState.none() : turnState;
  }

  static int meta(int colourMask, int toMove, int doubles, int winnerOrMinusOne) {
    return colourMask
        | toMove << TO_MOVE_SHIFT
        | doubles << DOUBLES_SHIFT
        | (winnerOrMinusOne + 1) << WINNER_SHIFT;
  }

  /**
   * A state from raw data, checked against the board's rules.
   *
   * @param rules the rule set
   * @param toMove the colour that acts next
   * @param pieces for each colour in the game (2 to 4), the locations of all its pieces
   * @param doubles doubles the player to move has rolled in a row (0 when none)
   * @param winner the winner, when the game is over
   * @param turnState the variant's turn-state fields by notation key (see {@link
   *     RuleSet#turnState(Map)}), in any order
   * @return the state, or every problem found
   */
  public static Either<Seq<Problem>, GameState> of(
      RuleSet rules,
      Colour toMove,
      Map<Colour, ? extends Seq<Location>> pieces,
      int doubles,
      Option<Colour> winner,
      Map<String, String> turnState) {
    List<Problem> problems = List.empty();
    int n = rules.piecesPerColour();
    if (pieces.size() < 2 || pieces.size() > 4) {
      problems =
          problems.append(
              Problem.of(
                  Problem.Kind.COLOURS, "a game has 2 to 4 colours, found " + pieces.size()));
    }
    int mask = 0;
    for (var e : pieces) {
      mask |= 1 << e._1.ordinal();
      if (e._2.size() != n) {
        problems =
            problems.append(
                Problem.of(
                    Problem.Kind.PIECE_COUNT,
                    "colour "
                        + e._1.letter()
                        + " has "
                        + e._2.size()
                        + " pieces, a player has "
                        + n,
                    Option.some(e._1),
                    Option.none()));
      }
    }
    if (!pieces.containsKey(toMove)) {
      problems =
          problems.append(
              Problem.of(
                  Problem.Kind.COLOURS,
                  "colour to move " + toMove.letter() + " is not in the game",
                  Option.some(toMove),
                  Option.none()));
    }
    if (doubles < 0 || doubles > MAX_DOUBLES) {
      problems =
          problems.append(Problem.of(Problem.Kind.DOUBLES, "doubles must be 0 to " + MAX_DOUBLES));
    }
    if (winner.isDefined() && winner.get() != toMove) {
      problems =
          problems.append(
              Problem.of(
                  Problem.Kind.WINNER,
                  "the winner must be the colour to move",
                  winner,
                  Option.none()));
    }
    Either<Rejection, TurnState> typed = rules.turnState(turnState);
    if (typed.isLeft()) {
      Rejection why = typed.getLeft();
      problems =
          problems.append(
              why.rule()
                  .map(rule -> Problem.breaking(Problem.Kind.TURN_STATE, rule, why.reason()))
                  .getOrElse(() -> Problem.of(Problem.Kind.TURN_STATE, why.reason())));
    }
    if (!problems.isEmpty()) {
      return Either.left(problems);
    }
    byte[] locs = new byte[pieces.size() * n];
    int k = 0;
    for (int c = 0; c < 4; c++) {
      Option<? extends Seq<Location>> own = pieces.get(Colour.ofIndex(c));
      if (own.isDefined()) {
        int start = k;
        for (Location l : own.get()) {
          locs[k++] = (byte) l.code();
        }
        Arrays.sort(locs, start, k);
      }
    }
    GameState candidate =
        new GameState(
            rules,
            locs,
            meta(mask, toMove.ordinal(), doubles, winner.map(Colour::ordinal).getOrElse(-1)),
            typed.get());
    Seq<Problem> boardProblems = rules.problems(candidate);
    return boardProblems.isEmpty() ? Either.right(candidate) : Either.left(boardProblems);
  }

  /**
   * The start of a game: every piece in its nest, no doubles, {@code first} to move.
   *
   * @param rules the rule set
   * @param colours 2 to 4 distinct colours
   * @param first the colour that moves first, one of {@code colours}
   * @return the state
   * @throws IllegalArgumentException when the colours or the first player are not valid
   */
  static GameState start(RuleSet rules, Seq<Colour> colours, Colour first) {
    // a bit mask rather than collections: a simulation starts a game many times a second
    int mask = 0;
    int n = 0;
    for (Colour c : colours) {
      if ((mask & 1 << c.ordinal()) != 0) {
        throw new IllegalArgumentException("colours repeat: " + colours);
      }
      mask |= 1 << c.ordinal();
      n++;
    }
    if (n < 2 || n > 4) {
      throw new IllegalArgumentException("a game has 2 to 4 colours, got " + n);
    }
    if ((mask & 1 << first.ordinal()) == 0) {
      throw new IllegalArgumentException(
          "the first player " + first.letter() + " is not among the colours " + colours);
    }
    return new GameState(
        rules,
        new byte[n * rules.piecesPerColour()],
        meta(mask, first.ordinal(), 0, -1),
        TurnState.none());
  }

  /**
   * The rule set this state is played under.
   *
   * @return the rule set
   */
  public RuleSet ruleSet() {
    return rules;
  }

  /**
   * The variant's id, the first field of the position's notation.
   *
   * @return such as {@code american}
   */
  public String variant() {
    return rules.id();
  }

  /**
   * The colours in the game, in play order.
   *
   * @return 2 to 4 colours
   */
  public List<Colour> colours() {
    List<Colour> out = List.empty();
    for (int c = 3; c >= 0; c--) {
      if ((meta & 1 << c) != 0) {
        out = out.prepend(Colour.ofIndex(c));
      }
    }
    return out;
  }

  /**
   * Whether a colour is in the game.
   *
   * @param colour a colour
   * @return true when it plays
   */
  public boolean plays(Colour colour) {
    return (meta & 1 << colour.ordinal()) != 0;
  }

  /**
   * The colour that acts next (after the game ends, the winner).
   *
   * @return the colour
   */
  public Colour toMove() {
    return Colour.ofIndex(meta >>> TO_MOVE_SHIFT & 3);
  }

  /**
   * Doubles rolled in a row this turn by the player who rolls next: the colour to move in {@link
   * Phase#ROLL}; during a decision without a roll ({@link Phase#DECIDE}) the variant says whose
   * roll comes next (in the Russian game, the {@code resume} colour or the offerer).
   *
   * @return 0 or more
   */
  public int doubles() {
    return meta >>> DOUBLES_SHIFT & MAX_DOUBLES;
  }

  /**
   * The winner, once the game is over.
   *
   * @return the winner or none
   */
  public Option<Colour> winner() {
    int w = (meta >>> WINNER_SHIFT & 7) - 1;
    return w < 0 ? Option.none() : Option.some(Colour.ofIndex(w));
  }

  /**
   * Whether the game is over.
   *
   * @return true when there is a winner
   */
  public boolean isOver() {
    return (meta >>> WINNER_SHIFT & 7) != 0;
  }

  /**
   * What the next decision needs: a roll, a decision without a roll, or nothing (game over).
   *
   * @return the phase
   */
  public Phase phase() {
    return rules.phase(this);
  }

  /**
   * The locations of a colour's pieces, sorted as notation lists them.
   *
   * @param colour a colour in the game
   * @return one location per piece
   * @throws IllegalArgumentException when the colour is not in the game
   */
  public List<Location> pieces(Colour colour) {
    int base = offset(colour.ordinal());
    List<Location> out = List.empty();
    for (int i = base + rules.piecesPerColour() - 1; i >= base; i--) {
      out = out.prepend(Location.ofCode(locs[i]));
    }
    return out;
  }

  /**
   * How many of a colour's pieces stand at a location.
   *
   * @param colour a colour in the game
   * @param location a location
   * @return the count
   * @throws IllegalArgumentException when the colour is not in the game
   */
  public int count(Colour colour, Location location) {
    int base = offset(colour.ordinal());
    int n = 0;
    for (int i = base; i < base + rules.piecesPerColour(); i++) {
      if (locs[i] == location.code()) {
        n++;
      }
    }
    return n;
  }

  /**
   * The variant's turn state, such as given sixes waiting in the Russian game; {@link
   * TurnState#none()} for American and Parchís. A frontend that knows the variant reads it through
   * the variant's own type.
   *
   * @return the turn state
   */
  public TurnState turnState() {
    return turnState;
  }

  int colourMask() {
    return meta & 15;
  }

  /** First index into the packed locations of a colour. */
  int offset(int colourIndex) {
    if ((meta & 1 << colourIndex) == 0) {
      throw new IllegalArgumentException(
          "colour " + Colour.ofIndex(colourIndex).letter() + " is not in the game");
    }
    int rank = Integer.bitCount(meta & ((1 << colourIndex) - 1));
    return rank * rules.piecesPerColour();
  }

  int code(int index) {
    return locs[index];
  }

  /** Copies the packed locations into an array; returns how many. */
  int copyCodes(byte[] into) {
    System.arraycopy(locs, 0, into, 0, locs.length);
    return locs.length;
  }

  /** A copy of the packed locations. */
  byte[] locations() {
    return locs.clone();
  }

  /** Equal when rule set, pieces, colour to move, doubles, winner and turn state are equal. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof GameState)) {
      return false;
    }
    GameState s = (GameState) o;
    return meta == s.meta
        && Arrays.equals(locs, s.locs)
        && rules.equals(s.rules)
        && turnState.equals(s.turnState);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = (Arrays.hashCode(locs) * 31 + meta) * 31 + turnState.hashCode();
      h = h * 31 + rules.hashCode();
      hash = h == 0 ? 1 : h;
    }
    return h;
  }

  /** Returns the position in notation (NOTATION.md). */
  @Override
  public String toString() {
    return Notation.format(this);
  }
}
