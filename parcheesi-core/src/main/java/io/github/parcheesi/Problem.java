package io.github.parcheesi;

import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * One way a candidate position breaks its board's rules, such as three pieces on a square; see
 * {@link GameState#of}. The rule broken, the reason and where (the colour, the location) are kept
 * apart; {@link #message()} puts them together.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Problem p = Problem.breaking("A7", "three pieces on square 5", Option.some(Colour.RED),
 *     Location.parse("5"));
 * p.rule();      // Some(A7)
 * p.reason();    // "three pieces on square 5"
 * p.message();   // "three pieces on square 5 (A7)"
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class Problem {

  Problem() {}

  /**
   * The id of the rule the position breaks, as the variant's {@code RULES.md} names it.
   *
   * @return the rule id, or none where no single rule applies (such as the number of colours, which
   *     every variant shares)
   */
  @Value.Parameter
  public abstract Option<String> rule();

  /**
   * What is wrong, for a person, without the rule id.
   *
   * @return the reason
   */
  @Value.Parameter
  public abstract String reason();

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
   * What is wrong with the rule id: the reason, then the rule id in brackets when there is one.
   *
   * @return the message, such as {@code three pieces on square 5 (A7)}
   */
  public String message() {
    return rule().isEmpty() ? reason() : reason() + " (" + rule().get() + ")";
  }

  /**
   * A problem that breaks a rule.
   *
   * @param rule the rule id, such as {@code A7}
   * @param reason what is wrong, without the rule id
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   */
  public static Problem breaking(
      String rule, String reason, Option<Colour> colour, Option<Location> location) {
    return ImmutableProblem.of(Option.some(rule), reason, colour, location);
  }

  /**
   * A problem about the position as a whole that breaks a rule.
   *
   * @param rule the rule id, such as {@code A13}
   * @param reason what is wrong, without the rule id
   * @return the problem
   */
  public static Problem breaking(String rule, String reason) {
    return breaking(rule, reason, Option.none(), Option.none());
  }

  /**
   * A problem that names no rule.
   *
   * @param reason what is wrong
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   */
  public static Problem of(String reason, Option<Colour> colour, Option<Location> location) {
    return ImmutableProblem.of(Option.none(), reason, colour, location);
  }

  /**
   * A problem about the position as a whole that names no rule.
   *
   * @param reason what is wrong
   * @return the problem
   */
  public static Problem of(String reason) {
    return of(reason, Option.none(), Option.none());
  }

  /** Returns {@link #message()}. */
  @Override
  public String toString() {
    return message();
  }
}
