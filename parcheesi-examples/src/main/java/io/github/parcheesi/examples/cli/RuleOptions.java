package io.github.parcheesi.examples.cli;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.LinkedHashMap;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The {@code --variant} and {@code --option} arguments every command takes, and the rule set and
 * positions they make.
 */
final class RuleOptions {

  /** The variant played when neither {@code --variant} nor a position names one. */
  static final String DEFAULT_VARIANT = "american";

  @Option(
      names = "--variant",
      paramLabel = "ID",
      description =
          "The variant: american, parchis or russian (default: "
              + DEFAULT_VARIANT
              + "). A --position names its own variant.")
  private String variant;

  @Option(
      names = "--option",
      paramLabel = "KEY=VALUE",
      description = "A rule option of the variant, such as eitherDie=true; repeatable.")
  private List<String> options;

  /**
   * Whether {@code --variant} was given.
   *
   * @return true when given
   */
  boolean variantGiven() {
    return variant != null;
  }

  /**
   * The rule set of {@code --variant} (or the default variant) with the {@code --option} values.
   *
   * @return the rule set
   * @throws UsageException naming the unknown variant, or the unknown option or bad value
   */
  RuleSet rules() {
    String id = variant == null ? DEFAULT_VARIANT : variant;
    RuleSet base =
        RuleSets.get(id, LinkedHashMap.empty())
            .getOrElseThrow(why -> new UsageException("--variant: " + why.message()));
    return withOptions(base);
  }

  /**
   * A rule set with the {@code --option} values applied on top of its own.
   *
   * @param base the rule set
   * @return the rule set with the options
   * @throws UsageException naming the unknown option or bad value
   */
  RuleSet withOptions(RuleSet base) {
    RuleSet rules = base;
    for (String option : options == null ? List.<String>of() : options) {
      int eq = option.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--option: expected KEY=VALUE, got '" + option + "'");
      }
      rules =
          rules
              .withOption(option.substring(0, eq), option.substring(eq + 1))
              .getOrElseThrow(why -> new UsageException("--option: " + why.message()));
    }
    return rules;
  }

  /**
   * Reads a position under the rules of the variant it names, with the {@code --option} values.
   * When {@code --variant} is given too, the position must be of that variant.
   *
   * @param text a position in notation
   * @return the state
   * @throws ParseException naming the token and column when the text is malformed, names an unknown
   *     or other variant, or breaks the board's rules
   * @throws UsageException when {@code --variant} or an {@code --option} is bad
   */
  GameState position(String text) {
    RuleSet rules;
    if (variant != null) {
      rules = rules();
    } else {
      int space = text.indexOf(' ');
      String id = space < 0 ? text : text.substring(0, space);
      // An unknown variant leaves rules null: the parser then names the token and the known ids.
      rules = RuleSets.find(id).map(this::withOptions).getOrNull();
    }
    return Notation.parsePosition(text, rules);
  }

  /**
   * Reads the position given to {@code --position}.
   *
   * @param text the argument
   * @return the state
   * @throws UsageException naming {@code --position} and the bad token, or the bad variant or
   *     option
   */
  GameState positionArgument(String text) {
    try {
      return position(text);
    } catch (ParseException e) {
      throw new UsageException("--position: " + e.getMessage());
    }
  }
}
