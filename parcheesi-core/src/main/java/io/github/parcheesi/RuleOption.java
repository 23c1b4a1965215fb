package io.github.parcheesi;

import io.vavr.collection.List;
import org.immutables.value.Value;

/**
 * A rule option a {@link RuleSet} declares: its name, what it does, its default and the values it
 * takes.
 */
@Value.Immutable
@ValueStyle
public abstract class RuleOption {

  RuleOption() {}

  /**
   * The option's name, as given to {@code --option name=value}.
   *
   * @return the name
   */
  @Value.Parameter
  public abstract String name();

  /**
   * What the option does, with the rule id it changes.
   *
   * @return one sentence
   */
  @Value.Parameter
  public abstract String description();

  /**
   * The value when the option is not given.
   *
   * @return the default value
   */
  @Value.Parameter
  public abstract String defaultValue();

  /**
   * The values the option takes.
   *
   * @return the allowed values
   */
  @Value.Parameter
  public abstract List<String> values();

  /**
   * An option.
   *
   * @param name its name
   * @param description what it does
   * @param defaultValue its default
   * @param values the values it takes, the default among them
   * @return the option
   */
  public static RuleOption of(
      String name, String description, String defaultValue, List<String> values) {
    if (!values.contains(defaultValue)) {
      throw new IllegalArgumentException("default " + defaultValue + " not among " + values);
    }
    return ImmutableRuleOption.of(name, description, defaultValue, values);
  }

  /**
   * An on/off option.
   *
   * @param name its name
   * @param description what it does
   * @param defaultValue whether it is on by default
   * @return the option
   */
  public static RuleOption flag(String name, String description, boolean defaultValue) {
    return of(name, description, Boolean.toString(defaultValue), List.of("true", "false"));
  }
}
