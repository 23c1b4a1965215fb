package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Builds a move one step at a time, for a user interface that lets a person pick a piece and a
 * value, then the next, and still ends on a legal move. Built on {@link RuleSet#legalMoves}: at
 * each point it offers the steps that continue some legal move as {@code legalMoves} spells it. A
 * builder is immutable; every choice returns a new one.
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
  private final List<Move> moves;
  private final List<Step> chosen;

  private TurnBuilder(GameState state, List<Move> moves, List<Step> chosen) {
    this.state = state;
    this.moves = moves;
    this.chosen = chosen;
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
    return new TurnBuilder(state, rules.legalMoves(state, roll), List.empty());
  }

  /**
   * A new decision that needs no roll ({@link Phase#DECIDE}).
   *
   * @param rules the rule set
   * @param state the state
   * @return the builder with no step chosen
   */
  public static TurnBuilder start(RuleSet rules, GameState state) {
    return new TurnBuilder(state, rules.legalMoves(state), List.empty());
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

  /**
   * The legal moves that begin with the chosen steps.
   *
   * @return the moves, in {@code legalMoves} order
   */
  public List<Move> candidates() {
    int n = chosen.size();
    return moves.filter(m -> m.steps().size() >= n && m.steps().take(n).equals(chosen));
  }

  /**
   * The steps that may come next, each once, in {@code legalMoves} order.
   *
   * @return the steps; empty when the chosen steps are a whole move
   */
  public List<Step> nextSteps() {
    int n = chosen.size();
    return candidates().filter(m -> m.steps().size() > n).map(m -> m.steps().get(n)).distinct();
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
    return Either.right(new TurnBuilder(state, moves, chosen.append(step)));
  }

  /**
   * Takes the last chosen step back.
   *
   * @return the builder without it (the same when nothing is chosen)
   */
  public TurnBuilder undo() {
    return chosen.isEmpty() ? this : new TurnBuilder(state, moves, chosen.init());
  }

  /**
   * The legal move made of exactly the chosen steps, once they are one; a pass when the only legal
   * move is a pass.
   *
   * @return the move, or none while the steps are not yet a whole move
   */
  public Option<Move> move() {
    return moves.find(m -> m.steps().equals(chosen));
  }
}
