package io.github.parcheesi;

import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why the library does not accept what a caller asked for, other than a move ({@link IllegalMove}
 * says why a move is refused) or a position ({@link Problem}): an unknown variant, an unknown
 * option or a value it does not take, turn-state fields a variant cannot read, recorded roll-off
 * rounds that do not decide a starter.
 *
 * <p>A rejection is a value with a {@link #kind()} to switch over, the {@link #name()} the request
 * gave (the variant id, option name or turn-state key), the {@link #value()} refused when a value
 * is, the {@link #rule()} id where a rule decides it, and the {@link #reason()} in words, each
 * apart; {@link #message()} puts the reason and the rule id together, as a person reads it.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Rejection r = RuleSets.get("american").withOption("eitherDie", "yes").getLeft();
 * r.kind();      // BAD_OPTION_VALUE
 * r.name();      // Some(eitherDie)
 * r.value();     // Some(yes)
 * r.message();   // "option 'eitherDie' takes true or false, not 'yes'"
 * }</pre>
 */
public final class Rejection {

  /**
   * What kind of request is rejected. The set is closed, so that a caller can switch over it; a new
   * kind is added here deliberately.
   */
  public enum Kind {
    /** No variant has the id given ({@link RuleSets#get(String, io.vavr.collection.Map)}). */
    UNKNOWN_VARIANT,
    /** The variant has no option of the name given ({@link RuleSet#withOption}). */
    UNKNOWN_OPTION,
    /** The option does not take the value given ({@link RuleSet#withOption}). */
    BAD_OPTION_VALUE,
    /** The variant has no turn-state key of the name given ({@link RuleSet#turnState}). */
    UNKNOWN_TURN_STATE_KEY,
    /** Turn-state fields whose values the variant cannot read ({@link RuleSet#turnState}). */
    BAD_TURN_STATE,
    /** Recorded roll-off rounds that do not decide a starter by rule B6 ({@link RollOff#of}). */
    BAD_ROLL_OFF,
    /** A step or a decision that is not a choice at this point of a turn being built. */
    NOT_A_CHOICE
  }

  private final Kind kind;
  private final String name;
  private final String value;
  private final String rule;
  private final String reason;

  private Rejection(Kind kind, String name, String value, String rule, String reason) {
    this.kind = Objects.requireNonNull(kind, "kind");
    this.name = name;
    this.value = value;
    this.rule = rule;
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * A rejection with a reason only; add the rest with the {@code with} methods.
   *
   * @param kind what kind of request is rejected
   * @param reason what is wrong, for a person, without the rule id
   * @return the rejection
   */
  public static Rejection of(Kind kind, String reason) {
    return new Rejection(kind, null, null, null, reason);
  }

  /**
   * No variant has an id.
   *
   * @param id the id asked for
   * @param known the ids of the variants found
   * @return an {@link Kind#UNKNOWN_VARIANT} rejection naming the id
   */
  public static Rejection unknownVariant(String id, Seq<String> known) {
    return of(Kind.UNKNOWN_VARIANT, "unknown variant '" + id + "'; known: " + known.mkString(", "))
        .withName(id);
  }

  /**
   * A variant has no option of a name.
   *
   * @param variant the variant's id
   * @param name the option name asked for
   * @param known the names of the variant's options
   * @return an {@link Kind#UNKNOWN_OPTION} rejection naming the option
   */
  public static Rejection unknownOption(String variant, String name, Seq<String> known) {
    return of(
            Kind.UNKNOWN_OPTION,
            "unknown option '"
                + name
                + "' for variant "
                + variant
                + (known.isEmpty() ? " (it has none)" : " (known: " + known.mkString(", ") + ")"))
        .withName(name);
  }

  /**
   * An option does not take a value.
   *
   * @param name the option's name
   * @param value the value given
   * @param values the values it takes
   * @return a {@link Kind#BAD_OPTION_VALUE} rejection naming the option and the value
   */
  public static Rejection badOptionValue(String name, String value, Seq<String> values) {
    return of(
            Kind.BAD_OPTION_VALUE,
            "option '" + name + "' takes " + values.mkString(" or ") + ", not '" + value + "'")
        .withName(name)
        .withValue(value);
  }

  /**
   * A variant has no turn-state key of a name.
   *
   * @param key the key given
   * @param known the variant's keys; when empty the message names none
   * @return an {@link Kind#UNKNOWN_TURN_STATE_KEY} rejection naming the key
   */
  public static Rejection unknownTurnStateKey(String key, Seq<String> known) {
    return of(
            Kind.UNKNOWN_TURN_STATE_KEY,
            "unknown turn-state key "
                + key
                + (known.isEmpty() ? "" : " (known: " + known.mkString(", ") + ")"))
        .withName(key);
  }

  /**
   * The same rejection naming what the request named.
   *
   * @param given the variant id, option name or turn-state key
   * @return the rejection
   */
  public Rejection withName(String given) {
    return new Rejection(kind, Objects.requireNonNull(given, "name"), value, rule, reason);
  }

  /**
   * The same rejection naming the value refused.
   *
   * @param refused the value as given
   * @return the rejection
   */
  public Rejection withValue(String refused) {
    return new Rejection(kind, name, Objects.requireNonNull(refused, "value"), rule, reason);
  }

  /**
   * The same rejection decided by a rule.
   *
   * @param ruleId the rule's id, such as {@code B6}
   * @return the rejection
   * @throws IllegalArgumentException when the id is empty
   */
  public Rejection withRule(String ruleId) {
    if (Objects.requireNonNull(ruleId, "rule").isEmpty()) {
      throw new IllegalArgumentException("a rule id is not empty; leave the rule out instead");
    }
    return new Rejection(kind, name, value, ruleId, reason);
  }

  /**
   * What kind of request is rejected.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * What the request named: the variant id, the option name or the turn-state key.
   *
   * @return the name as given, or none when the request named nothing (a roll-off's rounds)
   */
  public Option<String> name() {
    return Option.of(name);
  }

  /**
   * The value refused, as given: an option's value, a turn-state field's value.
   *
   * @return the value, or none when no single value is refused
   */
  public Option<String> value() {
    return Option.of(value);
  }

  /**
   * The id of the rule that decides the rejection, as the variant's {@code RULES.md} names it.
   *
   * @return the id, or none where no rule is concerned (an unknown name)
   */
  public Option<String> rule() {
    return Option.of(rule);
  }

  /**
   * What is wrong, for a person, without the rule id.
   *
   * @return the reason
   */
  public String reason() {
    return reason;
  }

  /**
   * The reason, then the rule id in brackets when there is one.
   *
   * @return the message, such as {@code the last round of the roll-off leaves G,R tied (highest
   *     die): they must roll again (B6)}
   */
  public String message() {
    return rule == null ? reason : reason + " (" + rule + ")";
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Rejection)) {
      return false;
    }
    Rejection r = (Rejection) o;
    return kind == r.kind
        && Objects.equals(name, r.name)
        && Objects.equals(value, r.value)
        && Objects.equals(rule, r.rule)
        && reason.equals(r.reason);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind.ordinal(), name, value, rule, reason);
  }

  /** Returns {@link #message()}. */
  @Override
  public String toString() {
    return message();
  }
}
