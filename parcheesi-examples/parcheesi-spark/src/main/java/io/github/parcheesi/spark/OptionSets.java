package io.github.parcheesi.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The option sets of a rule study, read from a file: one set a line, its rule options as {@code
 * KEY=VALUE} separated by spaces, in the spelling of {@code --option}; {@code default} for the
 * variant's own rules; blank lines and lines starting with {@code #} are skipped.
 *
 * <pre>
 * # house rules of American Parcheesi
 * default
 * eitherDie=true
 * eitherDie=true mustEnter=true
 * </pre>
 */
final class OptionSets {

  /** The name of the set of no options. */
  static final String DEFAULT = "default";

  /**
   * One option set.
   *
   * @param label its name: its options as written, or {@code default}
   * @param options its options, each {@code KEY=VALUE}
   */
  record OptionSet(String label, List<String> options) {}

  private OptionSets() {}

  /**
   * The name of a set of options.
   *
   * @param options the options, each {@code KEY=VALUE}
   * @return the options separated by spaces, or {@code default} for none
   */
  static String label(List<String> options) {
    return options.isEmpty() ? DEFAULT : String.join(" ", options);
  }

  /**
   * Reads and checks the sets of a file.
   *
   * @param file the file
   * @param variant the variant the options belong to, known
   * @return the sets, in the file's order
   * @throws UsageException naming the file, and the line and what is wrong with it
   */
  static List<OptionSet> read(Path file, String variant) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException("--options: cannot read " + file + ": " + e.getMessage());
    }
    List<OptionSet> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String where = "--options: " + file + ", line " + (i + 1);
      List<String> options = line.equals(DEFAULT) ? List.of() : Arrays.asList(line.split("\\s+"));
      RuleArguments.check(variant, options, where);
      String label = label(options);
      if (!seen.add(label)) {
        throw new UsageException(where + ": the set '" + label + "' is given twice");
      }
      out.add(new OptionSet(label, List.copyOf(options)));
    }
    if (out.isEmpty()) {
      throw new UsageException("--options: " + file + " has no option set (write 'default')");
    }
    return out;
  }
}
