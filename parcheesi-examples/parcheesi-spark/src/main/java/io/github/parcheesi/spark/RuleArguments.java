package io.github.parcheesi.spark;

import io.github.parcheesi.RuleSets;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --variant} and {@code --option}, as the single-machine program takes them. */
final class RuleArguments {

  @Option(
      names = "--variant",
      paramLabel = "ID",
      defaultValue = "american",
      description = "The variant: american, parchis or russian (default: ${DEFAULT-VALUE}).")
  private String variant;

  @Option(
      names = "--option",
      paramLabel = "KEY=VALUE",
      description = "A rule option of the variant, such as eitherDie=true; repeatable.")
  private List<String> options;

  /**
   * The variant, checked.
   *
   * @return its id
   * @throws UsageException naming the unknown variant and the known ones
   */
  String variant() {
    return checkedVariant(variant);
  }

  /**
   * Checks a variant's id.
   *
   * @param variant the id
   * @return the id
   * @throws UsageException naming the unknown variant and the known ones
   */
  static String checkedVariant(String variant) {
    if (RuleSets.find(variant).isEmpty()) {
      throw new UsageException(
          "--variant: unknown variant '"
              + variant
              + "'; known: "
              + RuleSets.all().map(r -> r.id()).mkString(", "));
    }
    return variant;
  }

  /**
   * The rule options, each {@code KEY=VALUE}, checked against the variant.
   *
   * @return the options
   * @throws UsageException naming the bad option
   */
  List<String> options() {
    List<String> out = options == null ? List.of() : List.copyOf(options);
    check(variant(), out, "--option");
    return out;
  }

  /**
   * Checks options against a variant.
   *
   * @param variant the variant's id, known
   * @param options the options, each {@code KEY=VALUE}
   * @param where what to name in the error, such as {@code --option} or a file and line
   * @throws UsageException naming {@code where} and what is wrong
   */
  static void check(String variant, List<String> options, String where) {
    try {
      new ArenaSpec(variant, options, List.of("random", "random"), 1, 1, false, 1, "").rules();
    } catch (IllegalArgumentException e) {
      throw new UsageException(where + ": " + e.getMessage());
    }
  }
}
