package io.github.parcheesi;

import org.immutables.value.Value;

/**
 * Why {@link RuleSet#apply(GameState, Move)} refused a move: the move, the unchanged state and a
 * reason a person can read, with the id of the rule the move breaks.
 */
@Value.Immutable
@ValueStyle
public abstract class IllegalMove {

  IllegalMove() {}

  /**
   * The refused move.
   *
   * @return the move
   */
  @Value.Parameter
  public abstract Move move();

  /**
   * The state the move was tried on, unchanged.
   *
   * @return the state
   */
  @Value.Parameter
  public abstract GameState state();

  /**
   * The id of the rule the move breaks, as in the spec ({@code A9}), or an empty string when no
   * single rule applies (for instance the game is over).
   *
   * @return the rule id
   */
  @Value.Parameter
  public abstract String rule();

  /**
   * What is wrong, for a person.
   *
   * @return the reason
   */
  @Value.Parameter
  public abstract String reason();

  /**
   * A refusal.
   *
   * @param move the move
   * @param state the state
   * @param rule the rule id, or empty
   * @param reason what is wrong
   * @return the refusal
   */
  public static IllegalMove of(Move move, GameState state, String rule, String reason) {
    return ImmutableIllegalMove.of(move, state, rule, reason);
  }

  /**
   * The whole message: move, rule and reason.
   *
   * @return the message
   */
  public String message() {
    return "illegal move '"
        + move()
        + "'"
        + (rule().isEmpty() ? "" : " (" + rule() + ")")
        + ": "
        + reason();
  }
}
