package io.github.parcheesi.track68;

import io.github.parcheesi.Rejection;
import io.github.parcheesi.RuleOption;
import io.vavr.Tuple;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The rule options of the 68-square variants by name, as {@link io.github.parcheesi.RuleSet} reads
 * and sets them: each a flag of {@link TrackRules}, {@code true} or {@code false}.
 */
final class TrackOptions {

  private TrackOptions() {}

  /**
   * The value of every option, in the order the rules declare them.
   *
   * @param rules the rules
   * @return option name to {@code true} or {@code false}
   */
  static Map<String, String> values(TrackRules rules) {
    return LinkedHashMap.ofEntries(
        rules.options().map(o -> Tuple.of(o.name(), rules.flag(o.name()).get().toString())));
  }

  /**
   * The rules with one option set.
   *
   * @param rules the rules
   * @param name the option's name
   * @param value its value
   * @return the rules, or why the option or its value is not known, naming those that are
   */
  static Either<Rejection, TrackRules> with(TrackRules rules, String name, String value) {
    Option<RuleOption<?>> option = rules.options().find(o -> o.name().equals(name));
    if (option.isEmpty()) {
      return Either.left(
          Rejection.unknownOption(rules.id(), name, rules.options().map(RuleOption::name)));
    }
    if (!option.get().values().contains(value)) {
      return Either.left(Rejection.badOptionValue(name, value, option.get().values()));
    }
    return Either.right(rules.withFlag(name, Boolean.parseBoolean(value)).get());
  }
}
