package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.testing.RuleIdChecks;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every rule id the Russian game names is in its RULES.md table (RB1-RB6, R1-R15): the rules of its
 * {@link Reason}s, and every id in random games' events, refusals and problems. Its rulings are
 * cited as "ruling N" in comments only, never as ids.
 */
class RussianRuleIdsTest extends Fixture {

  private static final Set<String> TABLE = RuleIdChecks.tableIds(Path.of("RULES.md"));

  private static String problems(String position) {
    return assertThrows(ParseException.class, () -> Notation.parsePosition(position, FORCED))
        .getMessage();
  }

  @Test
  @DisplayName("RULES.md's tables: RB1-RB6 and R1-R15")
  void theTable() {
    Set<String> expected = new TreeSet<>();
    for (int i = 1; i <= 15; i++) {
      expected.add("R" + i);
      if (i <= 6) {
        expected.add("RB" + i);
      }
    }
    assertEquals(expected, TABLE);
  }

  @Test
  @DisplayName("every Reason names a rule of the table (NONE none)")
  void everyReason() {
    for (Reason r : Reason.values()) {
      if (r == Reason.NONE) {
        assertEquals("", r.rule());
      } else {
        assertTrue(TABLE.contains(r.rule()), r + " names " + r.rule());
      }
    }
  }

  @Test
  @DisplayName(
      "random games, malformed moves and positions name only ids of the table, under"
          + " capture=forced and capture=penalty (R4)")
  void randomGamesCiteOnlyTheTable() {
    Map<String, String> forced = RuleIdChecks.check(FORCED, TABLE, 3, 2025);
    Map<String, String> penalty = RuleIdChecks.check(PENALTY, TABLE, 3, 2025);
    assertTrue(
        forced.keySet().containsAll(Set.of("R2", "R3", "R4", "R7", "R13", "R15", "RB1")),
        forced.keySet().toString());
    assertTrue(penalty.keySet().contains("R4"), penalty.keySet().toString());
  }

  @Test
  @DisplayName("RB1, RB4, R5, R13, R15: the problems of a position cite ids of the table")
  void problemsOfPositions() {
    assertTrue(problems("russian Y Y:n,n,n,n,20 R:n,n,n,n,20").contains("(RB1)"));
    assertTrue(problems("russian Y Y:n,n,n,n,r1 R:n,n,n,n,n").contains("(RB1-RB6)"));
    assertTrue(problems("russian Y Y:n,n,n,n,11 R:n,n,n,n,n").contains("(RB4)"));
    assertTrue(problems("russian Y Y:n,n,n,n,pY R:n,n,n,n,n").contains("(R5)"));
    assertTrue(problems("russian Y Y:n,n,n,n,20 R:n,n,n,n,n doubles=3").contains("(R13)"));
    assertTrue(problems("russian Y Y:h,h,h,h,h R:n,n,n,n,n").contains("(R15)"));
  }
}
