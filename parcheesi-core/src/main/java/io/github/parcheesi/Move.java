package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Everything one player does with one roll (or one decision that needs no roll): an ordered list of
 * {@link Step}s, or a pass when the list is empty.
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
  // The steps, built from packed on first use for moves the engine generated.
  private List<Step> steps;
  // Engine moves only: steps packed as from | to << 7 | capture << 14, at packed[start] to
  // packed[end - 1]; the array is shared by the moves of one legalMoves call and never changed.
  private final int[] packed;
  private final int start;
  private final int end;
  // Outside equality: set only by the engine for moves it generated.
  final GameState origin;
  private GameState result;
  private final int resultMeta;

  Move(Roll roll, List<Step> steps, GameState origin, GameState result) {
    this.roll = roll;
    this.steps = steps;
    this.packed = null;
    this.start = 0;
    this.end = 0;
    this.origin = origin;
    this.result = result;
    this.resultMeta = 0;
  }

  /** An engine move whose steps and result are unpacked only when asked for. */
  Move(Roll roll, int[] packed, int start, int end, GameState origin, int resultMeta) {
    this.roll = roll;
    this.packed = packed;
    this.start = start;
    this.end = end;
    this.origin = origin;
    this.resultMeta = resultMeta;
  }

  /**
   * A move made with a roll.
   *
   * @param roll the roll
   * @param steps the steps in the order they are played; empty for a pass
   * @return the move
   */
  public static Move of(Roll roll, List<Step> steps) {
    return new Move(
        Objects.requireNonNull(roll, "roll"), Objects.requireNonNull(steps), null, null);
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
    List<Step> s = steps;
    if (s == null) {
      s = List.empty();
      for (int i = end - 1; i >= start; i--) {
        int p = packed[i];
        s = s.prepend(Step.ofCodes(p & 127, p >>> 7 & 127, (p & 1 << 14) != 0));
      }
      steps = s;
    }
    return s;
  }

  /**
   * Whether nothing is played.
   *
   * @return true for {@code pass}
   */
  public boolean isPass() {
    return packed != null ? end == start : steps.isEmpty();
  }

  /**
   * Whether any step captures.
   *
   * @return true when a step captures
   */
  public boolean captures() {
    if (packed != null) {
      for (int i = start; i < end; i++) {
        if ((packed[i] & 1 << 14) != 0) {
          return true;
        }
      }
      return false;
    }
    return steps.exists(Step::capture);
  }

  /** The position this move leads to, for moves the engine generated; otherwise null. */
  GameState result() {
    GameState r = result;
    if (r == null && packed != null) {
      r = TrackEngine.replay(origin, packed, start, end, resultMeta);
      result = r;
    }
    return r;
  }

  /** Equal when the roll and the steps are equal. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Move)) {
      return false;
    }
    Move m = (Move) o;
    if (!Objects.equals(roll, m.roll)) {
      return false;
    }
    if (packed != null && m.packed != null) {
      return java.util.Arrays.equals(packed, start, end, m.packed, m.start, m.end);
    }
    return steps().equals(m.steps());
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(roll) * 31 + steps().hashCode();
  }

  /** Returns the move in notation: the steps separated by spaces, or {@code pass}. */
  @Override
  public String toString() {
    return isPass() ? "pass" : steps().mkString(" ");
  }
}
