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

  // The roll, and for moves the engine generated what the moves of one legalMoves call share.
  private final Batch batch;
  // The steps, built from the packed steps on first use for moves the engine generated.
  private List<Step> steps;
  // Engine moves only: the steps at batch.packed[start] to batch.packed[end - 1], with the sign
  // bit of end set when the move wins (A15).
  private final int start;
  private final int end;
  // Outside equality: the position the move leads to, for moves the engine generated (made from
  // the packed steps on first use).
  private GameState result;

  /**
   * What the moves of one {@code legalMoves} call share: the roll, the state they are played from,
   * their steps packed as {@code from | to << 7 | capture << 14} in one array that is never
   * changed, and the meta data of the states they lead to. Other moves share one batch per roll,
   * with the rest empty.
   */
  static final class Batch {
    final Roll roll;
    final GameState origin;
    final int[] packed;
    final int meta;
    final int wonMeta;

    Batch(Roll roll, GameState origin, int[] packed, int meta, int wonMeta) {
      this.roll = roll;
      this.origin = origin;
      this.packed = packed;
      this.meta = meta;
      this.wonMeta = wonMeta;
    }

    private static final Batch NO_ROLL = new Batch(null, null, null, 0, 0);
    private static final Batch[] BY_ROLL = new Batch[36];

    static {
      for (Roll r : Roll.outcomes()) {
        BY_ROLL[r.index()] = new Batch(r, null, null, 0, 0);
      }
    }

    /** The batch of moves of this roll (or none) that the engine did not generate. */
    static Batch of(Roll roll) {
      return roll == null ? NO_ROLL : BY_ROLL[roll.index()];
    }
  }

  private Move(Roll roll, List<Step> steps) {
    this.batch = Batch.of(roll);
    this.steps = steps;
    this.start = 0;
    this.end = 0;
  }

  /** An engine move whose result is known already. */
  Move(Roll roll, List<Step> steps, GameState origin, GameState result) {
    this.batch = new Batch(roll, origin, null, 0, 0);
    this.steps = steps;
    this.start = 0;
    this.end = 0;
    this.result = result;
  }

  /**
   * An engine move whose steps and result are unpacked only when asked for.
   *
   * @param end where its steps end, with the sign bit set when the move wins
   */
  Move(Batch batch, int start, int end) {
    this.batch = batch;
    this.start = start;
    this.end = end;
  }

  /**
   * A move made with a roll.
   *
   * @param roll the roll
   * @param steps the steps in the order they are played; empty for a pass
   * @return the move
   */
  public static Move of(Roll roll, List<Step> steps) {
    return new Move(Objects.requireNonNull(roll, "roll"), Objects.requireNonNull(steps));
  }

  /**
   * A decision that needs no roll (see {@link Phase#DECIDE}).
   *
   * @param steps the steps; empty for a pass
   * @return the move
   */
  public static Move withoutRoll(List<Step> steps) {
    return new Move(null, Objects.requireNonNull(steps));
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
    return Option.of(batch.roll);
  }

  /**
   * The steps in the order they are played.
   *
   * @return the steps; empty for a pass
   */
  public List<Step> steps() {
    List<Step> s = steps;
    if (s == null) {
      int[] packed = batch.packed;
      s = List.empty();
      for (int i = endIndex() - 1; i >= start; i--) {
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
    return batch.packed != null ? endIndex() == start : steps.isEmpty();
  }

  /**
   * Whether any step captures.
   *
   * @return true when a step captures
   */
  public boolean captures() {
    int[] packed = batch.packed;
    if (packed != null) {
      for (int i = start; i < endIndex(); i++) {
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
    Batch b = batch;
    if (r == null && b.packed != null) {
      r =
          TrackEngine.replay(
              b.origin, b.packed, start, endIndex(), end < 0 ? b.wonMeta : b.meta); // A15
      result = r;
    }
    return r;
  }

  /** Where an engine move's steps end in its batch (end without the win bit). */
  private int endIndex() {
    return end & Integer.MAX_VALUE;
  }

  /** The state the engine generated this move for; otherwise null. */
  GameState origin() {
    return batch.origin;
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
    if (!Objects.equals(batch.roll, m.batch.roll)) {
      return false;
    }
    if (batch.packed != null && m.batch.packed != null) {
      return java.util.Arrays.equals(
          batch.packed, start, endIndex(), m.batch.packed, m.start, m.endIndex());
    }
    return steps().equals(m.steps());
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(batch.roll) * 31 + steps().hashCode();
  }

  /** Returns the move in notation: the steps separated by spaces, or {@code pass}. */
  @Override
  public String toString() {
    return isPass() ? "pass" : steps().mkString(" ");
  }
}
