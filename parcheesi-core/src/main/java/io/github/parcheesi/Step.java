package io.github.parcheesi;

import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * One step of a move: a piece goes from one location to another (notation {@code from/to}, with
 * {@code *} when the step captures the opponent piece on {@code to}).
 *
 * <p>Entering is a step from the nest ({@code n/5}); a penalty that sends a piece back is a step to
 * the nest ({@code r3/n}); a bonus is simply a step of its length.
 *
 * <p>A step offered by {@link TurnBuilder} or given by {@link RuleSet#spellings} also says what it
 * spends ({@link #spent()}): a die, both dice, a bottom face, a bonus, a given six or a free shift.
 * That is extra information, not part of the step's identity: two steps from and to the same
 * locations are equal whatever they spend, and a step read from notation spends nothing known.
 */
@Value.Immutable
@ValueStyle
public abstract class Step {

  Step() {}

  /**
   * Where the piece starts.
   *
   * @return the location
   */
  @Value.Parameter
  public abstract Location from();

  /**
   * Where the piece ends.
   *
   * @return the location
   */
  @Value.Parameter
  public abstract Location to();

  /**
   * Whether the step captures an opponent piece on {@link #to()}.
   *
   * @return true for a capture
   */
  @Value.Parameter
  public abstract boolean capture();

  /**
   * What the step spends, when known: the value of the roll it uses, a bonus, a given six, or a
   * free shift that spends nothing ({@link Spent.Kind#FREE_SHIFT}). Known for the steps {@link
   * TurnBuilder#nextSteps()} offers and those of {@link RuleSet#spellings}; none for a step read
   * from notation, for the steps of a listed move ({@link Move#steps()}; ask {@link
   * RuleSet#spellings} or {@link RuleSet#explain} for theirs) and for a step that spends nothing of
   * the roll, such as a penalty's. Not part of {@link #equals}: a step is its locations and
   * capture.
   *
   * @return the value spent, or none
   */
  @Value.Parameter
  @Value.Auxiliary
  public abstract Option<Spent> spent();

  /**
   * A step.
   *
   * @param from where the piece starts
   * @param to where it ends
   * @param capture whether it captures the opponent piece on {@code to}
   * @return the step
   */
  public static Step of(Location from, Location to, boolean capture) {
    return ImmutableStep.of(from, to, capture, Option.none());
  }

  /**
   * The same step, saying what it spends.
   *
   * @param spent the value the step spends
   * @return the step with {@link #spent()} defined; equal to this one
   */
  public Step spending(Spent spent) {
    return ImmutableStep.of(from(), to(), capture(), Option.some(spent));
  }

  /**
   * Whether this step is the same choice as another: the same locations and capture, and the same
   * value spent, where both say what they spend. Two steps between the same locations may spend
   * different values, such as a die's 1 and a free shift into the same rest cell: equal as steps,
   * but different choices for a player.
   *
   * @param other another step
   * @return true when a player choosing either makes the same choice
   */
  public boolean sameChoice(Step other) {
    return equals(other)
        && (spent().isEmpty() || other.spent().isEmpty() || spent().equals(other.spent()));
  }

  private static final int CODES = Location.HOME_CODE + 1;
  private static final Step[] CACHE = new Step[CODES * CODES * 2];

  /** The interned step between two location codes (engines use this on their hot path). */
  static Step ofCodes(int from, int to, boolean capture) {
    int i = (from * CODES + to) * 2 + (capture ? 1 : 0);
    Step s = CACHE[i];
    if (s == null) {
      s = of(Location.ofCode(from), Location.ofCode(to), capture);
      CACHE[i] = s;
    }
    return s;
  }

  /** Returns the step in notation, such as {@code 60/65} or {@code 12/17*}. */
  @Override
  public String toString() {
    return from().token() + "/" + to().token() + (capture() ? "*" : "");
  }
}
