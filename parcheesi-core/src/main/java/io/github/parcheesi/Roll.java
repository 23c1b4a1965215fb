package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * One roll of two dice, an explicit chance outcome: the rules never roll, callers pass rolls in.
 *
 * <p>Rolls are ordered ({@code 3-5} and {@code 5-3} are different outcomes of the two dice, with
 * the same legal moves). Instances are interned, so {@code ==} and {@link #equals(Object)} agree.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Roll r = Roll.of(5, 5);
 * r.isDoubles();              // true
 * Roll.outcomes().size();     // 36, each with probability 1/36
 * Roll.distinctOutcomes();    // 21 unordered rolls, see unorderedProbability()
 * }</pre>
 */
public final class Roll {

  private static final Roll[] ALL = new Roll[36];
  private static final List<Roll> OUTCOMES;
  private static final List<Roll> DISTINCT;

  static {
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        ALL[index(a, b)] = new Roll(a, b);
      }
    }
    OUTCOMES = List.of(ALL);
    DISTINCT = OUTCOMES.filter(r -> r.die1 <= r.die2);
  }

  private final int die1;
  private final int die2;

  private Roll(int die1, int die2) {
    this.die1 = die1;
    this.die2 = die2;
  }

  /**
   * The roll with the given faces.
   *
   * @param die1 the first die, 1 to 6
   * @param die2 the second die, 1 to 6
   * @return the roll
   * @throws IllegalArgumentException when a face is not 1 to 6
   */
  public static Roll of(int die1, int die2) {
    if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6) {
      throw new IllegalArgumentException("dice show 1 to 6, got " + die1 + " and " + die2);
    }
    return ALL[index(die1, die2)];
  }

  /** The roll's place among the 36 ordered outcomes, 0 to 35. */
  int index() {
    return index(die1, die2);
  }

  private static int index(int die1, int die2) {
    return (die1 - 1) * 6 + die2 - 1;
  }

  /**
   * Reads a roll written {@code A-B}, as in {@code 3-5}.
   *
   * @param text the roll
   * @return the roll, or none when the text is not two faces 1 to 6 joined by {@code -}
   */
  public static Option<Roll> parse(String text) {
    if (text.length() != 3 || text.charAt(1) != '-') {
      return Option.none();
    }
    int a = text.charAt(0) - '0';
    int b = text.charAt(2) - '0';
    if (a < 1 || a > 6 || b < 1 || b > 6) {
      return Option.none();
    }
    return Option.some(of(a, b));
  }

  /**
   * All 36 ordered outcomes of two dice, each with probability 1/36, first die major.
   *
   * @return the outcomes
   */
  public static List<Roll> outcomes() {
    return OUTCOMES;
  }

  /**
   * The 21 unordered outcomes ({@code die1 <= die2}); see {@link #unorderedProbability()}.
   *
   * @return the outcomes
   */
  public static List<Roll> distinctOutcomes() {
    return DISTINCT;
  }

  /**
   * The first die.
   *
   * @return 1 to 6
   */
  public int die1() {
    return die1;
  }

  /**
   * The second die.
   *
   * @return 1 to 6
   */
  public int die2() {
    return die2;
  }

  /**
   * Whether both dice show the same face.
   *
   * @return true on doubles
   */
  public boolean isDoubles() {
    return die1 == die2;
  }

  /**
   * The larger face.
   *
   * @return the larger of the two dice
   */
  public int high() {
    return Math.max(die1, die2);
  }

  /**
   * The smaller face.
   *
   * @return the smaller of the two dice
   */
  public int low() {
    return Math.min(die1, die2);
  }

  /**
   * The chance of this ordered outcome.
   *
   * @return 1/36
   */
  public double probability() {
    return 1.0 / 36.0;
  }

  /**
   * The chance of rolling these two faces in either order.
   *
   * @return 1/36 for doubles, 1/18 otherwise
   */
  public double unorderedProbability() {
    return isDoubles() ? 1.0 / 36.0 : 2.0 / 36.0;
  }

  /** Returns the roll as {@code A-B}. */
  @Override
  public String toString() {
    return die1 + "-" + die2;
  }
}
