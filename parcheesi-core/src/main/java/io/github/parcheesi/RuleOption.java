package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * A rule option a {@link RuleSet} declares: its name, what it does, its default and the values it
 * takes, each both as text (as notation and {@code --option name=value} write it) and as a typed
 * value of {@code T}.
 *
 * <p>Each variant publishes its options as constants, so that a program names an option and its
 * value in Java and a misspelt name does not compile; the text form serves notation, the command
 * line and records, and is checked when the rules are asked for.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * RuleSet house = rules.withOption(AmericanRules.EITHER_DIE, true).get();   // typed
 * RuleSet same = rules.withOption("eitherDie", "true").get();               // as text
 * house.optionValue(AmericanRules.EITHER_DIE);   // Some(true)
 * AmericanRules.EITHER_DIE.values();            // List(true, false): the texts
 * }</pre>
 *
 * <p>Two options are equal when their names, descriptions, values and defaults are.
 *
 * @param <T> the type of the option's values: {@link Boolean} for a flag, an enum for a choice
 */
public final class RuleOption<T> {

  private final String name;
  private final String description;
  private final List<T> typedValues;
  private final List<String> values;
  private final int defaultIndex;

  private RuleOption(
      String name,
      String description,
      T defaultValue,
      List<T> typedValues,
      Function<T, String> text) {
    this.name = Objects.requireNonNull(name, "name");
    this.description = Objects.requireNonNull(description, "description");
    this.typedValues = typedValues;
    this.values = typedValues.map(text);
    this.defaultIndex = typedValues.indexOf(defaultValue);
    if (defaultIndex < 0) {
      throw new IllegalArgumentException("default " + defaultValue + " not among " + values);
    }
    if (values.distinct().size() != values.size()) {
      throw new IllegalArgumentException("values repeat: " + values);
    }
  }

  /**
   * An option whose values are texts.
   *
   * @param name its name
   * @param description what it does, with the rule id it changes
   * @param defaultValue its default
   * @param values the values it takes, the default among them
   * @return the option
   * @throws IllegalArgumentException when the default is not among the values, or a value repeats
   */
  public static RuleOption<String> of(
      String name, String description, String defaultValue, List<String> values) {
    return new RuleOption<>(name, description, defaultValue, values, Function.identity());
  }

  /**
   * An on/off option, written {@code true} or {@code false}.
   *
   * @param name its name
   * @param description what it does, with the rule id it changes
   * @param defaultValue whether it is on by default
   * @return the option
   */
  public static RuleOption<Boolean> flag(String name, String description, boolean defaultValue) {
    return new RuleOption<>(
        name, description, defaultValue, List.of(true, false), b -> Boolean.toString(b));
  }

  /**
   * An option that takes one constant of an enum, each written as its name in lower case ({@code
   * FORCED} as {@code forced}), in the enum's order.
   *
   * @param name its name
   * @param description what it does, with the rule id it changes
   * @param defaultValue its default
   * @param <E> the enum
   * @return the option
   */
  public static <E extends Enum<E>> RuleOption<E> choice(
      String name, String description, E defaultValue) {
    return new RuleOption<>(
        name,
        description,
        defaultValue,
        List.of(defaultValue.getDeclaringClass().getEnumConstants()),
        e -> e.name().toLowerCase(Locale.ROOT));
  }

  /**
   * The option's name, as given to {@code --option name=value} and {@link
   * RuleSet#withOption(String, String)}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * What the option does, with the rule id it changes.
   *
   * @return one sentence
   */
  public String description() {
    return description;
  }

  /**
   * The value when the option is not given, as text.
   *
   * @return the default value
   */
  public String defaultValue() {
    return values.get(defaultIndex);
  }

  /**
   * The values the option takes, as text.
   *
   * @return the allowed values
   */
  public List<String> values() {
    return values;
  }

  /**
   * The value when the option is not given.
   *
   * @return the default value, typed
   */
  public T typedDefault() {
    return typedValues.get(defaultIndex);
  }

  /**
   * The values the option takes, in the order of {@link #values()}.
   *
   * @return the allowed values, typed
   */
  public List<T> typedValues() {
    return typedValues;
  }

  /**
   * A value as text.
   *
   * @param value a value
   * @return its text, or none when the option does not take it
   */
  public Option<String> text(T value) {
    int i = typedValues.indexOf(value);
    return i < 0 ? Option.none() : Option.some(values.get(i));
  }

  /**
   * A value read from its text.
   *
   * @param text a value as text, such as {@code true}
   * @return the value, or none when the option does not take it
   */
  public Option<T> read(String text) {
    int i = values.indexOf(text);
    return i < 0 ? Option.none() : Option.some(typedValues.get(i));
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof RuleOption)) {
      return false;
    }
    RuleOption<?> r = (RuleOption<?>) o;
    return name.equals(r.name)
        && description.equals(r.description)
        && typedValues.equals(r.typedValues)
        && values.equals(r.values)
        && defaultIndex == r.defaultIndex;
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, description, typedValues, values, defaultIndex);
  }

  /** Returns the name, default and values, such as {@code eitherDie=false (true, false)}. */
  @Override
  public String toString() {
    return name + "=" + defaultValue() + " (" + values.mkString(", ") + ")";
  }
}
