package io.github.parcheesi;

import org.immutables.value.Value;

/**
 * Why a rule set does not allow something: the {@link #kind()} of refusal to switch over, the id of
 * the rule it breaks and a reason a person can read. Engines derive a refusal from the same code
 * that generates moves (the generator says why a step is blocked), so a refusal names the rule that
 * keeps the move out of the list.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Refusal r = Refusal.of(Refusal.Kind.BREAKS_RULE, "X1", "the step 10/13 would pass a blockade");
 * r.kind();       // BREAKS_RULE
 * r.rule();       // "X1", the id the variant's rules give the rule
 * r.toString();   // "X1: the step 10/13 would pass a blockade"
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class Refusal {

  Refusal() {}

  /**
   * What kind of refusal it is: what a caller may do about the move. The set is closed, so that a
   * caller can switch over it; a new kind is added here deliberately. Whatever the kind, {@link
   * #rule()} names the rule that decides it where there is one.
   */
  public enum Kind {
    /**
     * The move breaks the rule {@link #rule()} names, which is never empty: a blockade passed, a
     * third piece on a square, a step a piece may not take, an order of steps the rules forbid. The
     * usual case, when no other kind says more.
     */
    BREAKS_RULE,
    /**
     * No value of the roll that is left makes a step: the roll does not have the value the step
     * needs (entering needs a 5, a home cell reached only by an exact value), or every value is
     * played already.
     */
    NOT_THE_ROLL,
    /** A step starts where the player to move has no piece. */
    NO_PIECE,
    /** A step from or to a location the board does not have. */
    OFF_BOARD,
    /**
     * A step can be made, but its capture mark ({@code *}) says otherwise than what it does: it
     * captures and is not marked, or is marked and captures nothing.
     */
    CAPTURE_MARK,
    /**
     * Each step is possible, but the move plays less of the roll than the rules require: another
     * move plays more values, or the larger die, or the player passes while a move is possible.
     */
    MUST_PLAY_MORE,
    /**
     * The move is of the other phase ({@link Phase}): it has a roll where the state waits for a
     * decision without one, or it has none where the player must roll first.
     */
    WRONG_PHASE,
    /** The game is over: no move is played any more. */
    GAME_OVER,
    /**
     * None of the above: a refusal made with {@link #of(String, String)} without a rule, or by an
     * engine that does not say why a move is not among its legal moves.
     */
    OTHER
  }

  /**
   * What kind of refusal it is.
   *
   * @return the kind
   */
  @Value.Parameter
  public abstract Kind kind();

  /**
   * The id of the rule broken, as the variant's {@code RULES.md} names it, or an empty string when
   * no single rule applies (for instance a step from a square without a piece); never empty for
   * {@link Kind#BREAKS_RULE}.
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
   * A refusal of a kind.
   *
   * @param kind what kind of refusal it is
   * @param rule the rule id, or an empty string when no single rule applies
   * @param reason what is wrong
   * @return the refusal
   * @throws IllegalArgumentException when the kind is {@link Kind#BREAKS_RULE} and the rule id is
   *     empty
   */
  public static Refusal of(Kind kind, String rule, String reason) {
    if (kind == Kind.BREAKS_RULE && rule.isEmpty()) {
      throw new IllegalArgumentException(
          "a refusal of kind BREAKS_RULE names the rule it breaks: " + reason);
    }
    return ImmutableRefusal.of(kind, rule, reason);
  }

  /**
   * A refusal naming a rule: of kind {@link Kind#BREAKS_RULE} when the rule id is not empty, else
   * {@link Kind#OTHER}.
   *
   * @param rule the rule id, or an empty string
   * @param reason what is wrong
   * @return the refusal
   * @deprecated a refusal has a kind: use {@link #of(Kind, String, String)}
   */
  @Deprecated
  public static Refusal of(String rule, String reason) {
    return of(rule.isEmpty() ? Kind.OTHER : Kind.BREAKS_RULE, rule, reason);
  }

  /**
   * The same refusal with more words after its reason.
   *
   * @param more text to append, such as the legal moves
   * @return the new refusal, of the same kind and rule
   */
  public Refusal withDetail(String more) {
    return ImmutableRefusal.of(kind(), rule(), reason() + more);
  }

  /** Returns {@code RULE: reason}, or the reason alone when no rule applies. */
  @Override
  public String toString() {
    return rule().isEmpty() ? reason() : rule() + ": " + reason();
  }
}
