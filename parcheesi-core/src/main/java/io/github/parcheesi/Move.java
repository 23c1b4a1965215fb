package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Everything one player does with one roll (or one decision that needs no roll): an ordered list
 * of {@link Step}s, or a pass when the list is empty.
 *
 * <p>A move remembers the roll it was made for, so that {@link RuleSet#apply(GameState, Move)}
 * needs nothing else. Two moves are equal when they have the same roll and the same steps in the
 * same order. A move obtained from {@link RuleSet#legalMoves(GameState, Roll)} also remembers,
 * outside equality, the position it leads to, so applying it costs nothing more.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Move m = Notation.parseMove("n/5 5/8", Roll.of(5, 3));
 * m.steps().size();   // 2
 * m.toString();       // "n/5 5/8"
 * }</pre>
 */
public final class Move {

  private final Roll roll;
  private final List<Step> steps;
  // Outside equality: set only by the engine for moves it generated.
  final GameState origin;
  final GameState result;

  Move(Roll roll, List<Step> steps, GameState origin, GameState result) {
    this.roll = roll;
    this.steps = steps;
    this.origin = origin;
    this.result = result;
  }

  /**
   * A move made with a roll.
   *
   * @param roll the roll
   * @param steps the steps in the order they are played; empty for a pass
   * @return the move
   */
  public static Move of(Roll roll, List<Step> steps) {
    return new Move(Objects.requireNonNull(roll, "roll"), Objects.requireNonNull(steps), null, null);
  }

  /**
   * A decision that needs no roll (see {@link Phase#DECIDE}).
   *
   * @param steps the steps; empty for a pass
   * @return the move
   */
  public static Move withoutRoll(List<Step> steps) {
    return new Move(null, Objects.requireNonNull(steps), null, null);
  }

  /**
   * The move that plays nothing.
   *
   * @param roll the roll that could not be played
   * @return the pass
   */
  public static Move pass(Roll roll) {
    return of(roll, List.empty());
  }

  /**
   * The roll the move was made with.
   *
   * @return the roll, or none for a decision without a roll
   */
  public Option<Roll> roll() {
    return Option.of(roll);
  }

  /**
   * The steps in the order they are played.
   *
   * @return the steps; empty for a pass
   */
  public List<Step> steps() {
    return steps;
  }

  /**
   * Whether nothing is played.
   *
   * @return true for {@code pass}
   */
  public boolean isPass() {
    return steps.isEmpty();
  }

  /**
   * Whether any step captures.
   *
   * @return true when a step captures
   */
  public boolean captures() {
    return steps.exists(Step::capture);
  }

  Move withResult(GameState origin, GameState result) {
    return new Move(roll, steps, origin, result);
  }

  /** Equal when the roll and the steps are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Move
        && Objects.equals(roll, ((Move) o).roll)
        && steps.equals(((Move) o).steps);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(roll) * 31 + steps.hashCode();
  }

  /** Returns the move in notation: the steps separated by spaces, or {@code pass}. */
  @Override
  public String toString() {
    return steps.isEmpty() ? "pass" : steps.mkString(" ");
  }
}
