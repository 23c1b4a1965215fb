package io.github.parcheesi;

import org.immutables.value.Value;

/**
 * One step of a move: a piece goes from one location to another (notation {@code from/to}, with
 * {@code *} when the step captures the opponent piece on {@code to}).
 *
 * <p>Entering is a step from the nest ({@code n/5}); a penalty that sends a piece back is a step to
 * the nest ({@code r3/n}); a bonus is simply a step of its length.
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
   * A step.
   *
   * @param from where the piece starts
   * @param to where it ends
   * @param capture whether it captures the opponent piece on {@code to}
   * @return the step
   */
  public static Step of(Location from, Location to, boolean capture) {
    return ImmutableStep.of(from, to, capture);
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
