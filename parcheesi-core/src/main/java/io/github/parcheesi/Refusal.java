package io.github.parcheesi;

import org.immutables.value.Value;

/**
 * Why a rule set does not allow something: the id of the rule it breaks and a reason a person can
 * read. Engines derive a refusal from the same code that generates moves (the generator says why a
 * step is blocked), so a refusal always names the rule that keeps the move out of the list.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Refusal r = Refusal.of("X1", "the step 10/13 would pass a blockade");
 * r.rule();       // "X1", the id the variant's rules give the rule
 * r.toString();   // "X1: the step 10/13 would pass a blockade"
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class Refusal {

  Refusal() {}

  /**
   * The id of the rule broken, as the variant's {@code RULES.md} names it, or an empty string when
   * no single rule applies (for instance a move spelled otherwise than listed).
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
   * A refusal naming a rule.
   *
   * @param rule the rule id, or an empty string
   * @param reason what is wrong
   * @return the refusal
   */
  public static Refusal of(String rule, String reason) {
    return ImmutableRefusal.of(rule, reason);
  }

  /**
   * The same refusal with more words after its reason.
   *
   * @param more text to append, such as the legal moves
   * @return the new refusal
   */
  public Refusal withDetail(String more) {
    return of(rule(), reason() + more);
  }

  /** Returns {@code RULE: reason}, or the reason alone when no rule applies. */
  @Override
  public String toString() {
    return rule().isEmpty() ? reason() : rule() + ": " + reason();
  }
}
