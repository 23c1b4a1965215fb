package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.RuleIdChecks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The engine names rules by what they say ({@link TrackRule}) and each variant by its own ids
 * ({@link TrackRules#ruleIds()}): checked on core's two rule sets against explicit lists of their
 * RULES.md ids (this module has no RULES.md of its own).
 */
class TrackRuleIdsTest {

  /** The ids of American RULES.md's table: B1-B6, A1-A15. */
  static final Set<String> AMERICAN_TABLE = range("B", 6, range("A", 15, new TreeSet<>()));

  /** The ids of Parchís RULES.md's tables: B1-B6, P1-P10 and the American rules it keeps. */
  static final Set<String> PARCHIS_TABLE =
      range(
          "B",
          6,
          range(
              "P",
              10,
              new TreeSet<>(
                  Set.of("A1", "A4", "A5", "A7", "A8", "A9", "A10", "A12", "A13", "A14"))));

  private static Set<String> range(String letter, int last, Set<String> to) {
    for (int i = 1; i <= last; i++) {
      to.add(letter + i);
    }
    return to;
  }

  @Test
  @DisplayName("every rule the engine cites has an id in each variant, listed in its table")
  void everyRuleMappedToTheVariantsTable() {
    for (var rules :
        Map.of(
                CoreRules.AMERICAN_RULES,
                AMERICAN_TABLE,
                CoreRules.PARCHIS_LIKE.rules(),
                PARCHIS_TABLE)
            .entrySet()) {
      for (TrackRule r : TrackRule.values()) {
        String id = rules.getKey().ruleId(r);
        assertTrue(id != null && !id.isBlank(), rules.getKey().id() + " " + r);
        RuleIdChecks.assertListed(rules.getValue(), id, rules.getKey().id() + " " + r);
      }
    }
    // the rules that differ between the two: American's A8 is two rules in Parchís (A8, P4)
    assertEquals("A8", CoreRules.PARCHIS_LIKE.rules().ruleId(TrackRule.CAPTURE));
    assertEquals("P4", CoreRules.PARCHIS_LIKE.rules().ruleId(TrackRule.SAFE_SQUARE_HELD));
    assertEquals("A8", CoreRules.AMERICAN_RULES.ruleId(TrackRule.SAFE_SQUARE_HELD));
  }

  @Test
  @DisplayName("build() refuses rules that give no id, or a blank one, for some rule")
  void aMissingIdIsRefused() {
    Map<TrackRule, String> some = new EnumMap<>(CoreRules.AMERICAN_IDS);
    some.remove(TrackRule.WIN);
    IllegalStateException missing =
        assertThrows(
            IllegalStateException.class,
            () -> TrackRules.builder().id("some").safeSquares(Set.of()).ruleIds(some).build());
    assertEquals("rules some give no rule id (ruleIds) for [WIN]", missing.getMessage());
    some.put(TrackRule.WIN, " ");
    IllegalStateException blank =
        assertThrows(
            IllegalStateException.class,
            () -> TrackRules.builder().id("some").safeSquares(Set.of()).ruleIds(some).build());
    assertEquals("rules some give a blank rule id for WIN", blank.getMessage());
    assertThrows(
        IllegalStateException.class,
        () -> TrackRules.builder().id("none").safeSquares(Set.of()).build());
  }

  @Test
  @DisplayName(
      "random games, malformed moves and positions name only ids of each variant's table"
          + " (American with A13's penalty, Parchís-like with P-ids)")
  void randomGamesCiteTheVariantsIds() {
    RuleSet american = CoreRules.AMERICAN.withOption("mustEnter", "true").get();
    Map<String, String> a = RuleIdChecks.check(american, AMERICAN_TABLE, 3, 68);
    assertTrue(a.keySet().containsAll(Set.of("A5", "A8", "A11", "A13")), a.keySet().toString());
    Map<String, String> p = RuleIdChecks.check(CoreRules.PARCHIS_LIKE, PARCHIS_TABLE, 3, 68);
    assertTrue(p.keySet().containsAll(Set.of("A5", "A8", "P7", "P9")), p.keySet().toString());
  }

  @Test
  @DisplayName(
      "the check fails on ids the table lacks: Parchís's P-ids against American's table, and a"
          + " variant citing A15 where its table has P10")
  void theCheckCatchesForeignIds() {
    assertThrows(
        AssertionFailedError.class,
        () -> RuleIdChecks.check(CoreRules.PARCHIS_LIKE, AMERICAN_TABLE, 1, 68));
    Map<TrackRule, String> leaky = new EnumMap<>(CoreRules.PARCHIS_IDS);
    leaky.put(TrackRule.WIN, "A15");
    RuleSet leaking =
        new TrackRuleSet(
            TrackRules.builder().from(CoreRules.PARCHIS_LIKE.rules()).ruleIds(leaky).build());
    AssertionFailedError e =
        assertThrows(
            AssertionFailedError.class, () -> RuleIdChecks.check(leaking, PARCHIS_TABLE, 1, 68));
    assertTrue(e.getMessage().contains("{A15="), e.getMessage());
  }

  /** A string literal holding a rule id, such as {@code "A8"} or {@code "(A15)"}. */
  private static final Pattern ID_LITERAL = Pattern.compile("\"[^\"\\n]*\\b[A-Z]+[0-9]+\\b");

  @Test
  @DisplayName("no rule id is written as a string in the engine's code: only in comments")
  void noIdLiteralInTheEngine() throws IOException {
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        String code = withoutComments(Files.readString(f));
        Matcher m = ID_LITERAL.matcher(code);
        assertTrue(!m.find(), f + " writes a rule id: " + (m.hitEnd() ? "" : m.group()));
      }
    }
  }

  /** Java source with its comments blanked, strings kept (no comment marks occur in strings). */
  static String withoutComments(String java) {
    return java.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
  }
}
