package io.github.parcheesi;

import java.util.Objects;

/**
 * What a piece's movement used up: a die's value, both dice together, a bottom face, a bonus, a
 * given six, or nothing for a free shift. Carried by {@link Event}s of kind {@link Event.Kind#MOVE}
 * and {@link Event.Kind#VALUE_GIVEN_UP}, by the steps {@link TurnBuilder} offers ({@link
 * Step#spent()}), and by {@link TurnBuilder#left()} for the values still to play.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Spent s = Spent.of(Spent.Kind.CAPTURE_BONUS, 20);
 * s.kind();   // CAPTURE_BONUS
 * s.value();  // 20 squares
 * }</pre>
 *
 * @param kind where the value came from
 * @param value the number of squares it is worth
 */
public record Spent(Kind kind, int value) {

  /** Where a value came from. */
  public enum Kind {
    /** One die of the roll. */
    DIE,
    /** Both dice of the roll together, as one movement (entering with two dice summing to 5). */
    BOTH_DICE,
    /** The face under a die, where a variant lets a player use it. */
    BOTTOM_FACE,
    /** The bonus earned by capturing a piece. */
    CAPTURE_BONUS,
    /** The bonus earned by bringing a piece home. */
    HOME_BONUS,
    /** A six given to the player by another (the Russian game's buy-back). */
    GIVEN_SIX,
    /**
     * A shift that spends nothing of the roll, worth 0: the Russian game's move into the rest cell
     * beside the cell a move ends on (R8).
     */
    FREE_SHIFT
  }

  /**
   * Checks the fields.
   *
   * @param kind where the value came from
   * @param value the number of squares, at least 0
   */
  public Spent {
    Objects.requireNonNull(kind, "kind");
    if (value < 0) {
      throw new IllegalArgumentException("a spent value is not negative, got " + value);
    }
  }

  /**
   * A spent value.
   *
   * @param kind where it came from
   * @param value the number of squares
   * @return the value
   */
  public static Spent of(Kind kind, int value) {
    return new Spent(kind, value);
  }

  /**
   * One die's value.
   *
   * @param value 1 to 6
   * @return the value
   */
  public static Spent die(int value) {
    return new Spent(Kind.DIE, value);
  }

  /** Returns such as {@code die 5} or {@code capture bonus 20}. */
  @Override
  public String toString() {
    return kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " " + value;
  }
}
