package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.RuleIdChecks;
import io.github.parcheesi.track68.TrackRule;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every rule id American Parcheesi names is its own: listed in its RULES.md (B1-B6, A1-A15), and
 * the right one for each broken rule; the options {@code mustEnter} and {@code doublesAllOrNothing}
 * are named by their option.
 */
class AmericanRuleIdsTest {

  private static final Set<String> TABLE = RuleIdChecks.tableIds(Path.of("RULES.md"));

  /** The rule a move is refused for. */
  private static String refused(RuleSet rules, String position, int a, int b, String move) {
    GameState s = Notation.parsePosition(position, rules);
    return rules.apply(s, Notation.parseMove(move, Roll.of(a, b))).getLeft().rule();
  }

  private static String refused(String position, int a, int b, String move) {
    return refused(AMERICAN, position, a, b, move);
  }

  /** The kind and the rule of the refusal of a move, such as {@code BREAKS_RULE A9}. */
  private static String kind(RuleSet rules, String position, Move move) {
    GameState s = Notation.parsePosition(position, rules);
    IllegalMove refused = rules.apply(s, move).getLeft();
    return refused.kind() + " " + refused.rule();
  }

  private static String kind(String position, int a, int b, String move) {
    return kind(AMERICAN, position, Notation.parseMove(move, Roll.of(a, b)));
  }

  /** The message of the refusal of a position. */
  private static String problems(RuleSet rules, String position) {
    return assertThrows(ParseException.class, () -> Notation.parsePosition(position, rules))
        .getMessage();
  }

  @Test
  @DisplayName("RULES.md's table: B1-B6 and A1-A15")
  void theTable() {
    Set<String> expected = new TreeSet<>();
    for (int i = 1; i <= 15; i++) {
      expected.add("A" + i);
      if (i <= 6) {
        expected.add("B" + i);
      }
    }
    assertEquals(expected, TABLE);
  }

  @Test
  @DisplayName("AmericanRules.RULES gives every rule the engine cites an id of the table")
  void everyRuleMapped() {
    for (TrackRule r : TrackRule.values()) {
      String id = AmericanRules.RULES.ruleId(r);
      if (r == TrackRule.MUST_ENTER || r == TrackRule.ALL_OR_NOTHING) {
        // options, not numbered rules: named by the option
        assertTrue(AMERICAN.options().exists(o -> o.name().equals(id)), r + " " + id);
      } else {
        RuleIdChecks.assertListed(TABLE, id, r.name());
        assertTrue(id.matches("[AB][0-9]+(-B[0-9]+)?"), r + " " + id);
      }
    }
  }

  @Test
  @DisplayName(
      "random games, malformed moves and positions name only ids of the table, with the"
          + " default options and with every option on")
  void randomGamesCiteOnlyTheTable() {
    Map<String, String> plain = RuleIdChecks.check(AMERICAN, TABLE, 6, 2025);
    RuleSet all = AMERICAN;
    for (var o : AMERICAN.options()) {
      all = all.withOption(o.name(), "true").get();
    }
    Map<String, String> options = RuleIdChecks.check(all, TABLE, 4, 2025);
    assertTrue(
        plain.keySet().containsAll(Set.of("A3", "A4", "A5", "A7", "A8", "A9", "A11", "A12")),
        plain.keySet().toString());
    assertTrue(
        plain.keySet().containsAll(Set.of("A13", "A14", "A15", "B1", "B4")),
        plain.keySet().toString());
    assertTrue(options.keySet().contains("A6"), options.keySet().toString());
  }

  @Test
  @DisplayName("A15, A7, B1, B1-B4, A13: the problems of a position")
  void problemsOfPositions() {
    assertTrue(problems(AMERICAN, "american Y Y:h,h,h,h G:n,n,n,n").contains("(A15)"));
    assertTrue(problems(AMERICAN, "american Y Y:h,h,h,r1 G:n,n,n,n winner=Y").contains("(A15)"));
    assertTrue(problems(AMERICAN, "american Y Y:n,10,10,10 R:n,n,n,n").contains("(A7)"));
    assertTrue(problems(AMERICAN, "american Y Y:n,n,n,70 R:n,n,n,n").contains("(B1)"));
    assertTrue(problems(AMERICAN, "american Y Y:n,n,n,o3 R:n,n,n,n").contains("(B1-B4)"));
    assertTrue(
        problems(
                with("threeDoublesPenalty", "true"),
                "american Y Y:n,n,n,10 R:n,n,n,n doubles=3 threeDoublesPenalty=true")
            .contains("(A13)"));
  }

  /** The kind and the rule id of the first problem of a position, such as {@code CROWDED A7}. */
  private static String firstProblem(RuleSet rules, String position) {
    ParseException e =
        assertThrows(ParseException.class, () -> Notation.parsePosition(position, rules));
    assertEquals(ParseException.Kind.ILLEGAL_POSITION, e.kind(), position);
    Problem p = e.problems().head();
    return p.kind() + " " + p.rule().getOrElse("-");
  }

  @Test
  @DisplayName("A15, A7, B1, B1-B4, A13: each problem of a position has its kind")
  void kindsOfProblems() {
    assertEquals("WINNER A15", firstProblem(AMERICAN, "american Y Y:h,h,h,h G:n,n,n,n"));
    assertEquals("WINNER A15", firstProblem(AMERICAN, "american Y Y:h,h,h,r1 G:n,n,n,n winner=Y"));
    assertEquals("CROWDED A7", firstProblem(AMERICAN, "american Y Y:n,10,10,10 R:n,n,n,n"));
    assertEquals("CROWDED A7", firstProblem(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,10"));
    assertEquals("CROWDED A7", firstProblem(AMERICAN, "american Y Y:n,r2,r2,r2 R:n,n,n,n"));
    assertEquals("OFF_BOARD B1", firstProblem(AMERICAN, "american Y Y:n,n,n,70 R:n,n,n,n"));
    assertEquals("OFF_BOARD B1-B4", firstProblem(AMERICAN, "american Y Y:n,n,n,o3 R:n,n,n,n"));
    assertEquals(
        "DOUBLES A13",
        firstProblem(
            with("threeDoublesPenalty", "true"),
            "american Y Y:n,n,n,10 R:n,n,n,n doubles=3 threeDoublesPenalty=true"));
    assertEquals(
        "DOUBLES -", firstProblem(AMERICAN, "american Y Y:h,h,h,h R:n,n,n,n doubles=1 winner=Y"));
    // core's own checks, before the board's
    assertEquals("PIECE_COUNT -", firstProblem(AMERICAN, "american Y Y:n,n,n R:n,n,n,n"));
    assertEquals("COLOURS -", firstProblem(AMERICAN, "american G Y:n,n,n,n R:n,n,n,n"));
  }

  @Test
  @DisplayName("A3-A15: each refusal of a move says what kind it is")
  void kindsOfRefusals() {
    String one = "american Y Y:n,n,n,10 R:n,n,n,n";
    // a step from a square without a piece of the player to move names no rule
    assertEquals("NO_PIECE ", kind(one, 3, 4, "20/23 23/27"));
    // A3: entering needs a 5; A5: no value of the roll moves 10 to 15
    assertEquals("NOT_THE_ROLL A3", kind(one, 2, 2, "n/5"));
    assertEquals("NOT_THE_ROLL A5", kind(one, 3, 4, "10/15"));
    assertEquals("CAPTURE_MARK A8", kind("american Y Y:n,n,n,20 R:n,n,n,27", 3, 4, "20/23 23/27"));
    // A11: both values must be played when they can be, and a pass is no move then
    assertEquals("MUST_PLAY_MORE A11", kind(one, 3, 4, "10/13"));
    assertEquals("MUST_PLAY_MORE A11", kind(one, 3, 4, "pass"));
    assertEquals("BREAKS_RULE A9", kind("american Y Y:n,n,n,10 R:n,n,14,14", 3, 4, "10/13 13/17"));
    assertEquals("BREAKS_RULE A7", kind("american Y Y:n,10,13,13 R:n,n,n,n", 3, 1, "10/13 13/14"));
    assertEquals("BREAKS_RULE A10", kind("american Y Y:n,n,10,10 R:n,n,n,n", 3, 3, "10/13 10/13"));
    assertEquals("GAME_OVER A15", kind("american Y Y:h,h,h,h R:n,n,n,n winner=Y", 1, 2, "pass"));
    // every American move is made with a roll
    assertEquals("WRONG_PHASE ", kind(AMERICAN, one, Notation.parseMove("10/13")));
  }

  @Test
  @DisplayName(
      "A8: a capture's mark and a step onto a safe square held by an opponent; A4: the entry's"
          + " capture on the exit")
  void a8a4_captures() {
    assertEquals("A8", refused("american Y Y:n,n,n,20 R:n,n,n,27", 3, 4, "20/23 23/27"));
    assertEquals("A8", refused("american Y Y:n,n,n,20 R:n,n,n,27", 3, 4, "20/23* 23/27*"));
    assertEquals("A8", refused("american Y Y:n,n,n,9 R:n,n,n,12", 3, 1, "9/12 12/13"));
    assertEquals("A4", refused("american Y Y:n,n,n,10 R:n,n,n,5", 5, 1, "n/5 10/11"));
    assertEquals("A4", refused("american Y Y:n,n,n,10 R:n,n,n,n", 5, 1, "n/5* 10/11"));
  }

  @Test
  @DisplayName("A3, A4, A9, A7, A5, A6: a step that cannot be made")
  void stepRules() {
    assertEquals("A3", refused("american Y Y:n,n,n,10 R:n,n,n,n", 2, 2, "n/5"));
    assertEquals("A4", refused("american Y Y:n,n,n,10 B:n,n,5,5", 5, 1, "n/5 10/11"));
    assertEquals("A9", refused("american Y Y:n,n,n,10 R:n,n,14,14", 3, 4, "10/13 13/17"));
    assertEquals("A7", refused("american Y Y:n,10,13,13 R:n,n,n,n", 3, 1, "10/13 13/14"));
    assertEquals("A5", refused("american Y Y:n,n,n,10 R:n,n,n,n", 3, 4, "10/15"));
    assertEquals(
        "A6",
        refused(with("mustTurnHome", "true"), "american Y Y:n,n,n,66 R:n,n,n,n", 4, 1, "66/2 2/3"));
  }

  @Test
  @DisplayName("A10, A11, A12, A13, A15 and the options' names: rules of the whole move")
  void wholeMoveRules() {
    assertEquals("A10", refused("american Y Y:n,n,10,10 R:n,n,n,n", 3, 3, "10/13 10/13"));
    assertEquals("A11", refused("american Y Y:n,n,n,10 R:n,n,n,n", 3, 4, "10/13"));
    assertEquals("A12", refused("american Y Y:n,n,n,10 R:n,n,n,13", 3, 4, "10/13* 13/17"));
    assertEquals(
        "A13",
        refused(
            with("threeDoublesPenalty", "true"),
            "american Y Y:n,n,10,30 R:n,n,n,n doubles=2",
            4,
            4,
            "10/14 14/18"));
    assertEquals("A15", refused("american Y Y:h,h,h,h R:n,n,n,n winner=Y", 1, 2, "pass"));
    assertEquals(
        "mustEnter",
        refused(with("mustEnter", "true"), "american Y Y:n,n,n,10 R:n,n,n,n", 5, 1, "10/15 15/16"));
  }
}
