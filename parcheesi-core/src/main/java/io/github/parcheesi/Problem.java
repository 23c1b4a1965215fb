package io.github.parcheesi;

import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * One way a candidate position breaks its board's rules, such as three pieces on a square; see
 * {@link GameState#of}. The {@link #kind()} to switch over, the rule broken, the reason and where
 * (the colour, the location) are kept apart; {@link #message()} puts the reason and the rule
 * together.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Problem p = Problem.breaking(Problem.Kind.CROWDED, "A7", "three pieces on square 5",
 *     Option.some(Colour.RED), Location.parse("5"));
 * p.kind();      // CROWDED
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
   * What kind of problem a position has. The set is closed, so that a caller can switch over it; a
   * new kind is added here deliberately.
   */
  public enum Kind {
    /**
     * The colours in the game: not 2 to 4 of them, or the colour to move is not one of them ({@link
     * GameState#of}).
     */
    COLOURS,
    /** A colour has another number of pieces than a player has ({@link GameState#of}). */
    PIECE_COUNT,
    /** A location that is not on the board, or a square past the end of its track. */
    OFF_BOARD,
    /** Too many pieces on one cell, or pieces of two colours where only one may stand. */
    CROWDED,
    /**
     * A piece on the board where a piece of its colour can never stand: past its home entrance
     * (Russian RB4), a prisoner of its own colour or of a colour not in the game (Russian R5).
     */
    PLACEMENT,
    /**
     * A doubles count out of range, one the rules cannot reach (a penalty on the third doubles), or
     * doubles in a game that is over.
     */
    DOUBLES,
    /**
     * The winner and the pieces home disagree: a winner that is not the colour to move, a winner
     * without every piece home, every piece home without a winner, two colours all home.
     */
    WINNER,
    /**
     * Turn-state fields that cannot be read or contradict the position, such as a field in a game
     * that is over or a colour not in the game.
     */
    TURN_STATE,
    /**
     * None of the above: a problem made with a factory that takes no kind, or by an engine whose
     * rules the other kinds do not describe.
     */
    OTHER
  }

  /**
   * What kind of problem this is.
   *
   * @return the kind
   */
  @Value.Parameter
  public abstract Kind kind();

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
   * @param kind what kind of problem it is
   * @param rule the rule id, such as {@code A7}
   * @param reason what is wrong, without the rule id
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   */
  public static Problem breaking(
      Kind kind, String rule, String reason, Option<Colour> colour, Option<Location> location) {
    return ImmutableProblem.of(kind, Option.some(rule), reason, colour, location);
  }

  /**
   * A problem about the position as a whole that breaks a rule.
   *
   * @param kind what kind of problem it is
   * @param rule the rule id, such as {@code A13}
   * @param reason what is wrong, without the rule id
   * @return the problem
   */
  public static Problem breaking(Kind kind, String rule, String reason) {
    return breaking(kind, rule, reason, Option.none(), Option.none());
  }

  /**
   * A problem that names no rule.
   *
   * @param kind what kind of problem it is
   * @param reason what is wrong
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   */
  public static Problem of(
      Kind kind, String reason, Option<Colour> colour, Option<Location> location) {
    return ImmutableProblem.of(kind, Option.none(), reason, colour, location);
  }

  /**
   * A problem about the position as a whole that names no rule.
   *
   * @param kind what kind of problem it is
   * @param reason what is wrong
   * @return the problem
   */
  public static Problem of(Kind kind, String reason) {
    return of(kind, reason, Option.none(), Option.none());
  }

  /**
   * A problem of kind {@link Kind#OTHER} that breaks a rule.
   *
   * @param rule the rule id, such as {@code A7}
   * @param reason what is wrong, without the rule id
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   * @deprecated a problem has a kind: use {@link #breaking(Kind, String, String, Option, Option)}
   */
  @Deprecated
  public static Problem breaking(
      String rule, String reason, Option<Colour> colour, Option<Location> location) {
    return breaking(Kind.OTHER, rule, reason, colour, location);
  }

  /**
   * A problem of kind {@link Kind#OTHER} about the position as a whole that breaks a rule.
   *
   * @param rule the rule id, such as {@code A13}
   * @param reason what is wrong, without the rule id
   * @return the problem
   * @deprecated a problem has a kind: use {@link #breaking(Kind, String, String)}
   */
  @Deprecated
  public static Problem breaking(String rule, String reason) {
    return breaking(Kind.OTHER, rule, reason);
  }

  /**
   * A problem of kind {@link Kind#OTHER} that names no rule.
   *
   * @param reason what is wrong
   * @param colour the colour concerned, or none
   * @param location the location concerned, or none
   * @return the problem
   * @deprecated a problem has a kind: use {@link #of(Kind, String, Option, Option)}
   */
  @Deprecated
  public static Problem of(String reason, Option<Colour> colour, Option<Location> location) {
    return of(Kind.OTHER, reason, colour, location);
  }

  /**
   * A problem of kind {@link Kind#OTHER} about the position as a whole that names no rule.
   *
   * @param reason what is wrong
   * @return the problem
   * @deprecated a problem has a kind: use {@link #of(Kind, String)}
   */
  @Deprecated
  public static Problem of(String reason) {
    return of(Kind.OTHER, reason);
  }

  /** Returns {@link #message()}. */
  @Override
  public String toString() {
    return message();
  }
}
