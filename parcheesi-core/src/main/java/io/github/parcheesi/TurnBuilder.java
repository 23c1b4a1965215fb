package io.github.parcheesi;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Builds a move one step at a time, for a user interface that lets a person pick a piece and a
 * value, then the next, and still ends on a legal move. Built on {@link RuleSet#legalMoves} and
 * {@link RuleSet#spellings}: at each point it offers every step that continues some legal move in
 * some legal order, not only in the order {@code legalMoves} lists it. A builder is immutable;
 * every choice returns a new one.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * TurnBuilder turn = TurnBuilder.start(rules, state, Roll.of(5, 3));
 * turn.nextSteps();                        // [n/5]
 * turn = turn.choose(turn.nextSteps().head()).get();
 * turn.nextSteps();                        // [5/8]
 * turn = turn.choose(turn.nextSteps().head()).get();
 * Move move = turn.move().get();           // n/5 5/8, ready for rules.apply(state, move)
 * }</pre>
 */
public final class TurnBuilder {

  private final GameState state;
  private final List<Tuple2<Move, List<Step>>> spellings;
  private final List<Step> chosen;

  private TurnBuilder(
      GameState state, List<Tuple2<Move, List<Step>>> spellings, List<Step> chosen) {
    this.state = state;
    this.spellings = spellings;
    this.chosen = chosen;
  }

  private static TurnBuilder of(RuleSet rules, GameState state, List<Move> moves) {
    List<Tuple2<Move, List<Step>>> all =
        moves.flatMap(m -> rules.spellings(state, m).map(steps -> Tuple.of(m, steps)));
    return new TurnBuilder(state, all, List.empty());
  }

  /**
   * A new turn after a roll.
   *
   * @param rules the rule set
   * @param state the state, in {@link Phase#ROLL}
   * @param roll the roll
   * @return the builder with no step chosen
   */
  public static TurnBuilder start(RuleSet rules, GameState state, Roll roll) {
    return of(rules, state, rules.legalMoves(state, roll));
  }

  /**
   * A new decision that needs no roll ({@link Phase#DECIDE}).
   *
   * @param rules the rule set
   * @param state the state
   * @return the builder with no step chosen
   */
  public static TurnBuilder start(RuleSet rules, GameState state) {
    return of(rules, state, rules.legalMoves(state));
  }

  /**
   * The state the move is built for.
   *
   * @return the state
   */
  public GameState state() {
    return state;
  }

  /**
   * The steps chosen so far.
   *
   * @return the steps, in order
   */
  public List<Step> chosen() {
    return chosen;
  }

  private List<Tuple2<Move, List<Step>>> continuing() {
    int n = chosen.size();
    return spellings.filter(t -> t._2.size() >= n && t._2.take(n).equals(chosen));
  }

  /**
   * The legal moves that some legal order of steps beginning with the chosen steps leads to.
   *
   * @return the moves, in {@code legalMoves} order
   */
  public List<Move> candidates() {
    return continuing().map(t -> t._1).distinct();
  }

  /**
   * The steps that may come next, each once, in {@code legalMoves} order of the moves they
   * continue: for each move, the step of its listed spelling before those of its other legal orders
   * (so a step that only another order of an earlier move begins comes before the listed steps of
   * later moves).
   *
   * @return the steps; empty when the chosen steps are a whole move
   */
  public List<Step> nextSteps() {
    int n = chosen.size();
    return continuing().filter(t -> t._2.size() > n).map(t -> t._2.get(n)).distinct();
  }

  /**
   * Chooses the next step.
   *
   * @param step one of {@link #nextSteps()}
   * @return the builder with the step added, or a message naming the step and the choices
   */
  public Either<String, TurnBuilder> choose(Step step) {
    List<Step> next = nextSteps();
    if (!next.contains(step)) {
      return Either.left(
          "the step "
              + step
              + " does not continue a legal move"
              + (next.isEmpty()
                  ? "; the move is complete"
                  : "; choose one of " + next.mkString(", ")));
    }
    return Either.right(new TurnBuilder(state, spellings, chosen.append(step)));
  }

  /**
   * Takes the last chosen step back.
   *
   * @return the builder without it (the same when nothing is chosen)
   */
  public TurnBuilder undo() {
    return chosen.isEmpty() ? this : new TurnBuilder(state, spellings, chosen.init());
  }

  /**
   * The legal move, as {@code legalMoves} lists it, that the chosen steps spell, once they are a
   * whole move; a pass when the only legal move is a pass.
   *
   * @return the move, or none while the steps are not yet a whole move
   */
  public Option<Move> move() {
    return spellings.find(t -> t._2.equals(chosen)).map(t -> t._1);
  }
}
