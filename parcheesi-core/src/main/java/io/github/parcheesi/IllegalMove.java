package io.github.parcheesi;

import org.immutables.value.Value;

/**
 * Why {@link RuleSet#apply(GameState, Move)} refused a move: the move, the unchanged state and a
 * reason a person can read, with the kind of refusal ({@link #kind()}) and the id of the rule the
 * move breaks.
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
   * Why the move is refused: the rule it breaks and the reason.
   *
   * @return the refusal
   */
  @Value.Parameter
  public abstract Refusal refusal();

  /**
   * What kind of refusal it is, to switch over.
   *
   * @return the refusal's kind
   */
  public Refusal.Kind kind() {
    return refusal().kind();
  }

  /**
   * The id of the rule the move breaks, as the variant's rules name it, or an empty string when no
   * single rule applies (for instance the game is over).
   *
   * @return the rule id
   */
  public String rule() {
    return refusal().rule();
  }

  /**
   * What is wrong, for a person.
   *
   * @return the reason
   */
  public String reason() {
    return refusal().reason();
  }

  /**
   * A refusal.
   *
   * @param move the move
   * @param state the state
   * @param refusal the rule broken and the reason
   * @return the refusal
   */
  public static IllegalMove of(Move move, GameState state, Refusal refusal) {
    return ImmutableIllegalMove.of(move, state, refusal);
  }

  /**
   * A refusal.
   *
   * @param move the move
   * @param state the state
   * @param kind what kind of refusal it is
   * @param rule the rule id, or empty (never for {@link Refusal.Kind#BREAKS_RULE})
   * @param reason what is wrong
   * @return the refusal
   * @throws IllegalArgumentException when the kind is {@link Refusal.Kind#BREAKS_RULE} and the rule
   *     id is empty
   */
  public static IllegalMove of(
      Move move, GameState state, Refusal.Kind kind, String rule, String reason) {
    return of(move, state, Refusal.of(kind, rule, reason));
  }

  /**
   * A refusal of kind {@link Refusal.Kind#BREAKS_RULE} when the rule id is not empty, else {@link
   * Refusal.Kind#OTHER}.
   *
   * @param move the move
   * @param state the state
   * @param rule the rule id, or empty
   * @param reason what is wrong
   * @return the refusal
   * @deprecated a refusal has a kind: use {@link #of(Move, GameState, Refusal.Kind, String,
   *     String)}
   */
  @Deprecated
  public static IllegalMove of(Move move, GameState state, String rule, String reason) {
    return of(
        move,
        state,
        Refusal.of(rule.isEmpty() ? Refusal.Kind.OTHER : Refusal.Kind.BREAKS_RULE, rule, reason));
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
