package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.RuleIdChecks;
import io.github.parcheesi.track68.TrackRule;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every rule id Parchís names is its own: listed in its RULES.md (B1-B6, P1-P10 and the American
 * rules it keeps), and the right one for each broken rule, a P-rule where one states it (P2, P3,
 * P4, P5, P6, P7, P9, P10) and the kept American rule otherwise (A5, A7, A8, A10, A12, A13, A14).
 */
class ParchisRuleIdsTest {

  private static final RuleSet PARCHIS = new ParchisRules();

  private static final Set<String> TABLE = RuleIdChecks.tableIds(Path.of("RULES.md"));

  private static RuleSet with(String option) {
    return PARCHIS.withOption(option, "true").get();
  }

  /** The rule a move is refused for. */
  private static String refused(RuleSet rules, String position, int a, int b, String move) {
    GameState s = Notation.parsePosition(position, rules);
    IllegalMove out = rules.apply(s, Notation.parseMove(move, Roll.of(a, b))).getLeft();
    return out.rule();
  }

  private static String refused(String position, int a, int b, String move) {
    return refused(PARCHIS, position, a, b, move);
  }

  /** The message of the refusal of a position. */
  private static String problems(String position) {
    return assertThrows(ParseException.class, () -> Notation.parsePosition(position, PARCHIS))
        .getMessage();
  }

  @Test
  @DisplayName("RULES.md's tables: B1-B6, P1-P10 and A1, A4, A5, A7-A10, A12-A14")
  void theTable() {
    assertEquals(
        new java.util.TreeSet<>(
            Set.of(
                "B1", "B2", "B3", "B4", "B5", "B6", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8",
                "P9", "P10", "A1", "A4", "A5", "A7", "A8", "A9", "A10", "A12", "A13", "A14")),
        TABLE);
  }

  @Test
  @DisplayName("ParchisRules.RULES gives every rule the engine cites an id of the table")
  void everyRuleMapped() {
    for (TrackRule r : TrackRule.values()) {
      RuleIdChecks.assertListed(TABLE, ParchisRules.RULES.ruleId(r), r.name());
    }
  }

  @Test
  @DisplayName(
      "random games, malformed moves and positions name only ids of the table, with and"
          + " without the options (A12, A13)")
  void randomGamesCiteOnlyTheTable() {
    Map<String, String> plain = RuleIdChecks.check(PARCHIS, TABLE, 6, 2025);
    Map<String, String> options =
        RuleIdChecks.check(
            with("bonuses").withOption("threeDoublesPenalty", "true").get(), TABLE, 4, 2025);
    assertTrue(
        plain.keySet().containsAll(Set.of("A5", "A7", "A8", "A14", "P2", "P5", "P7", "P9", "P10")),
        plain.keySet().toString());
    assertTrue(options.keySet().containsAll(Set.of("A12", "A13")), options.keySet().toString());
    assertFalse(plain.containsKey("A15") || plain.containsKey("A11"), plain.toString());
  }

  @Test
  @DisplayName("P10, not A15: four pieces home without a winner, and a winner without them")
  void p10_positionsCiteP10() {
    String fourHome = problems("parchis Y Y:h,h,h,h G:n,n,n,n");
    assertTrue(fourHome.contains("(P10)"), fourHome);
    assertFalse(fourHome.contains("A15"), fourHome);
    String winner = problems("parchis Y Y:h,h,h,r1 G:n,n,n,n winner=Y");
    assertTrue(winner.contains("(P10)"), winner);
  }

  @Test
  @DisplayName("A7, B1, B1-B4, A13: the other problems of a position")
  void otherProblems() {
    assertTrue(problems("parchis Y Y:n,10,10,10 R:n,n,n,n").contains("(A7)"));
    assertTrue(problems("parchis Y Y:n,n,10,10 R:n,n,n,10").contains("(A7)"));
    assertTrue(problems("parchis Y Y:n,n,n,70 R:n,n,n,n").contains("(B1)"));
    assertTrue(problems("parchis Y Y:n,n,n,o3 R:n,n,n,n").contains("(B1-B4)"));
    String doubles = problems("parchis Y Y:n,n,n,10 R:n,n,n,n doubles=3 threeDoublesPenalty=true");
    assertTrue(doubles.contains("(A13)"), doubles);
  }

  @Test
  @DisplayName("A8, not P4: a capture written without its * (or a * without one) cites A8")
  void a8_theCaptureMark() {
    assertEquals("A8", refused("parchis Y Y:n,n,n,20 R:n,n,n,27", 3, 4, "20/23 23/27"));
    assertEquals("A8", refused("parchis Y Y:n,n,n,20 R:n,n,n,27", 3, 4, "20/23* 23/27*"));
  }

  @Test
  @DisplayName("P4: a step onto a safe or half-safe square held by an opponent")
  void p4_safeSquares() {
    assertEquals("P4", refused("parchis Y Y:n,n,n,9 R:n,n,n,12", 3, 1, "9/12 12/13"));
    assertEquals("P4", refused("parchis Y Y:n,n,n,20 R:n,n,n,22", 2, 1, "20/22 22/23"));
  }

  @Test
  @DisplayName("P3: an entry onto a lone opponent on the exit captures and is written n/5*")
  void p3_theEntrysCapture() {
    assertEquals("P3", refused("parchis Y Y:n,n,n,10 R:n,n,n,5", 5, 1, "n/5 10/11"));
    assertEquals("P3", refused("parchis Y Y:n,n,n,10 R:n,n,n,n", 5, 1, "n/5* 10/11"));
  }

  @Test
  @DisplayName("P2, P5, A7, A5, P6: a step that cannot be made")
  void stepRules() {
    assertEquals("P2", refused("parchis Y Y:n,n,n,10 R:n,n,n,n", 2, 2, "n/5"));
    assertEquals("P2", refused("parchis Y Y:n,n,n,10 R:n,n,n,n", 2, 3, "n/6"));
    // P5: a blockade on the exit, own or an opponent's; a blockade passed
    assertEquals("P5", refused("parchis Y Y:n,n,5,5 R:n,n,n,n", 5, 1, "n/5 5/6"));
    assertEquals("P5", refused("parchis Y Y:n,n,n,10 B:n,n,5,5", 5, 1, "n/5 10/11"));
    assertEquals("P5", refused("parchis Y Y:n,n,n,10 R:n,n,12,12", 3, 4, "10/13 13/17"));
    assertEquals("A7", refused("parchis Y Y:n,10,13,13 R:n,n,n,n", 3, 1, "10/13 13/14"));
    assertEquals("A5", refused("parchis Y Y:n,n,n,10 R:n,n,n,n", 3, 4, "10/15"));
    assertEquals("P6", refused("parchis Y Y:n,n,n,66 R:n,n,n,n", 4, 1, "66/2 2/3"));
  }

  @Test
  @DisplayName("P7, A10, P10: a move that breaks a rule of the whole move or of the game")
  void wholeMoveRules() {
    assertEquals("P7", refused("parchis Y Y:n,n,n,10 R:n,n,n,n", 3, 4, "10/13"));
    assertEquals("A10", refused("parchis Y Y:n,n,10,10 R:n,n,n,n", 3, 3, "10/13 10/13"));
    assertEquals("P10", refused("parchis Y Y:h,h,h,h R:n,n,n,n winner=Y", 1, 2, "pass"));
  }

  @Test
  @DisplayName("A13 and A12 with their options, not P9 and P8 (which say there are none)")
  void a12a13_options() {
    assertEquals(
        "A13",
        refused(
            with("threeDoublesPenalty"),
            "parchis Y Y:n,n,10,30 R:n,n,n,n doubles=2",
            4,
            4,
            "10/14 14/18"));
    assertEquals(
        "A12", refused(with("bonuses"), "parchis Y Y:n,n,n,10 R:n,n,n,13", 3, 4, "10/13* 13/17"));
  }
}
