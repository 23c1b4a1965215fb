package io.github.parcheesi.track68;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.StepTree;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * A {@link RuleSet} for games on the 68-square board (B1-B6), configured by {@link TrackRules}.
 * American Parcheesi and Parchís are subclasses that only supply their rules; the move generator,
 * the must-use filters, bonuses and notation are shared.
 *
 * <p>Two track rule sets are equal when their {@link TrackRules} are equal.
 */
public class TrackRuleSet implements RuleSet {

  private final TrackRules rules;
  private final int hash;
  private final TrackEngine engine;

  /**
   * A rule set playing the given rules.
   *
   * @param rules the rules
   */
  public TrackRuleSet(TrackRules rules) {
    this.rules = rules;
    // from text, not from TrackRules' enum field: the same in every run, as a state's hash must be
    this.hash = rules.id().hashCode() * 31 + optionValues().hashCode();
    this.engine = new TrackEngine(rules);
  }

  /**
   * The rules this rule set plays.
   *
   * @return the rules
   */
  public final TrackRules rules() {
    return rules;
  }

  /**
   * B2: the square where a colour's pieces enter.
   *
   * @param colour a colour
   * @return 5 for yellow, 56 green, 39 red, 22 blue
   */
  public static int exitSquare(Colour colour) {
    return Board68.EXIT[colour.ordinal()];
  }

  /**
   * B2: a colour's last track square, from which its pieces turn into their home row.
   *
   * @param colour a colour
   * @return 68 for yellow, 51 green, 34 red, 17 blue
   */
  public static int lastSquare(Colour colour) {
    return Board68.LAST[colour.ordinal()];
  }

  /**
   * B4: the steps a piece on a location still has to go to reach home along its colour's path (71
   * from the exit square; a piece that went round counts to its last square first).
   *
   * @param colour the piece's colour
   * @param location where it stands
   * @return 0 for home, 72 for the nest (it must still enter), otherwise the steps to go
   */
  public static int stepsToHome(Colour colour, Location location) {
    switch (location.kind()) {
      case HOME:
        return 0;
      case NEST:
        return Board68.FROM_NEST;
      case HOME_ROW:
        return 8 - location.index();
      case TRACK:
        return Board68.toLast(colour.ordinal(), location.index()) + 8;
      default:
        throw new IllegalArgumentException(location + " is not on the 68-square board");
    }
  }

  @Override
  public final String id() {
    return rules.id();
  }

  @Override
  public final List<RuleOption<?>> options() {
    return rules.options();
  }

  @Override
  public final Map<String, String> optionValues() {
    return TrackOptions.values(rules);
  }

  @Override
  public final Either<Rejection, RuleSet> withOption(String name, String value) {
    return TrackOptions.with(rules, name, value).<RuleSet>map(TrackRuleSet::new);
  }

  @Override
  public final RollOff.Order rollOffOrder() {
    return rules.rollOffOrder(); // B6: as the variant's rules declare
  }

  @Override
  public final int piecesPerColour() {
    return 4;
  }

  @Override
  public final Seq<Problem> problems(GameState s) {
    return PositionCheck.problems(rules, s);
  }

  private void check(GameState state) {
    if (state.ruleSet() != this && !state.ruleSet().equals(this)) {
      throw new IllegalArgumentException(
          "the state is played under other rules (" + state.ruleSet() + ") than " + this);
    }
  }

  @Override
  public final List<Move> legalMoves(GameState state, Roll roll) {
    check(state);
    return engine.legalMoves(this, state, roll);
  }

  /**
   * How many legal moves a roll has, without building them; the same as {@code legalMoves(state,
   * roll).size()}.
   *
   * @param state the state
   * @param roll the roll
   * @return the count
   */
  @Override
  public final int countMoves(GameState state, Roll roll) {
    check(state);
    return engine.count(state, roll);
  }

  /**
   * On this board a roll and its reverse ({@code 3-5} and {@code 5-3}) have the same moves.
   *
   * @return false
   */
  @Override
  public final boolean diceOrderMatters() {
    return false;
  }

  @Override
  public final Either<IllegalMove, GameState> apply(GameState state, Move move) {
    check(state); // a move is judged by the rule set that applies it, never by another's list
    GameState listed = MoveSource.listedResult(state, move);
    if (listed != null) {
      // listed by legalMoves for this very state, under these rules: already judged
      return Either.right(listed);
    }
    return listedMove(state, move).map(m -> MoveSource.listedResult(state, m));
  }

  /**
   * The listed move that a move spells: itself when {@code legalMoves} lists it so, the listed move
   * whose steps it plays in another legal order (the engine's {@code Spellings}), or the refusal.
   */
  private Either<IllegalMove, Move> listedMove(GameState state, Move move) {
    if (MoveSource.listedResult(state, move) != null) {
      return Either.right(move);
    }
    if (state.isOver()) {
      return Either.left(
          IllegalMove.of(
              move,
              state,
              Refusal.Kind.GAME_OVER,
              rule(TrackRule.WIN),
              "the game is over: " + state.winner().get() + " won"));
    }
    if (move.roll().isEmpty()) {
      return Either.left(
          IllegalMove.of(
              move,
              state,
              Refusal.Kind.WRONG_PHASE,
              "",
              "a move in " + id() + " is made with a roll; give the roll"));
    }
    TrackEngine.Judgement judged = engine.judge(this, state, move);
    if (judged.listed() != null) {
      return Either.right(judged.listed());
    }
    Refusal why = judged.refusal();
    List<Move> legal = judged.legal();
    return Either.left(
        IllegalMove.of(
            move,
            state,
            why.withDetail(
                "; legal moves for "
                    + move.roll().get()
                    + ": "
                    + legal.take(12).mkString(", ")
                    + (legal.size() > 12 ? ", ..." : ""))));
  }

  /**
   * The listed move a player's steps spell, in any legal order: each step possible at its moment
   * (A3-A9), the dice values before the bonuses (A12), each value once, the bonuses earned.
   *
   * @param state the state
   * @param spelled the player's steps with their roll
   * @return the move as {@link #legalMoves} lists it, or the refusal {@link #apply} gives
   */
  @Override
  public final Either<IllegalMove, Move> match(GameState state, Move spelled) {
    check(state);
    return listedMove(state, spelled);
  }

  /**
   * Every legal order of a listed move's steps: the same values (the same dice, A2's bottom faces,
   * A3's two dice entering together), dice before bonuses (A12), each step possible at its moment
   * (A3-A9), A10 on the final board; the listed spelling first.
   *
   * @param state the state the move is listed for
   * @param listed a legal move, in any of its spellings
   * @return the spellings, distinct
   * @throws IllegalArgumentException when the move is not legal in the state
   */
  @Override
  public final List<List<Step>> spellings(GameState state, Move listed) {
    check(state);
    Move m =
        listedMove(state, listed)
            .getOrElseThrow(refusal -> new IllegalArgumentException(refusal.message()));
    return engine.spellings(state, m);
  }

  /**
   * The legal moves of a roll as a tree of steps, searched forward from the chosen steps: each step
   * offered leads on to a listed move's result under the rules of {@link #spellings}, and says what
   * it spends (a die, A2's bottom face, A3's two dice together, A12's bonuses); the values left are
   * the dice not yet played and the bonuses earned and not yet played. No roll costs more than the
   * search of its legal moves, however many spellings they have.
   *
   * @param state the state, in {@link Phase#ROLL}
   * @param roll the roll
   * @return the tree
   */
  @Override
  public final StepTree stepTree(GameState state, Roll roll) {
    check(state);
    StepTree walk = state.isOver() ? null : engine.stepTree(this, state, roll);
    return walk != null ? walk : RuleSet.super.stepTree(state, roll);
  }

  /**
   * Tells a move as its events: each step of the mover's piece as a {@link Event.Kind#MOVE} with
   * what it spent (a die, A2's bottom face, A3's two dice together, A12's bonuses), each capture
   * right after the step that makes it (A4, A8; P3), A13's penalty, each value or bonus not played
   * ({@link Event.Kind#VALUE_GIVEN_UP}, with the rule that gives it up), and how the turn ends.
   *
   * @param state the state
   * @param move a legal move, in any of its spellings (told as listed)
   * @return the explanation, or the refusal {@link #apply} gives
   */
  @Override
  public final Either<IllegalMove, Explanation> explain(GameState state, Move move) {
    check(state);
    return listedMove(state, move)
        .map(
            m -> {
              GameState result = MoveSource.listedResult(state, m);
              return Explanation.of(state, m, result, engine.events(state, m, result));
            });
  }

  /** The variant's id of a rule the engine cites: off the path of move generation. */
  private String rule(TrackRule rule) {
    return rules.ruleId(rule);
  }

  @Override
  public final boolean equals(Object o) {
    return o instanceof TrackRuleSet && rules.equals(((TrackRuleSet) o).rules);
  }

  @Override
  public final int hashCode() {
    return hash;
  }

  /** Returns the id and the option values, such as {@code american{eitherDie=false, ...}}. */
  @Override
  public String toString() {
    return id() + optionValues().toJavaMap().toString();
  }

  /**
   * The 68-square board (B1-B4) with this variant's safe squares (B3, P3) and edges (the track's
   * wrap from 68 to 1, each colour's turn into its home row, and going round where the variant
   * allows it, A6): made when first asked for, off the path of move generation, and shared by equal
   * rules.
   *
   * @return the board
   */
  @Override
  public final BoardGeometry geometry() {
    return TrackGeometry.of(rules);
  }
}
