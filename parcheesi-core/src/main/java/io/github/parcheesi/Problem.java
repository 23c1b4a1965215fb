package io.github.parcheesi;

import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * One way a candidate position breaks its board's rules, such as three pieces on a square; see
 * {@link GameState#of}.
 */
@Value.Immutable
@ValueStyle
public abstract class Problem {

  Problem() {}

  /**
   * What is wrong, with the rule id.
   *
   * @return the message
   */
  @Value.Parameter
  public abstract String message();

  /**
   * The colour whose pieces are concerned, when one is.
   *
   * @return the colour or none
   */
  @Value.Parameter
  public abstract Option<Colour> colour();

  /**
   * The location concerned, when one is.
   *
   * @return the location or none
   */
  @Value.Parameter
  public abstract Option<Location> location();

  /**
   * A problem.
   *
   * @param message what is wrong
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   */
  public static Problem of(String message, Option<Colour> colour, Option<Location> location) {
    return ImmutableProblem.of(message, colour, location);
  }

  /**
   * A problem about the position as a whole.
   *
   * @param message what is wrong
   * @return the problem
   */
  public static Problem of(String message) {
    return of(message, Option.none(), Option.none());
  }

  @Override
  public String toString() {
    return message();
  }
}
