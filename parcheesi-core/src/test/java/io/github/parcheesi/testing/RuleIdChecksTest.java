package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** How RuleIdChecks reads a RULES.md table and finds the ids a text cites. */
class RuleIdChecksTest {

  @Test
  @DisplayName("a table's ids are the first cells that are ids: headers, options and tokens not")
  void tableIds() {
    String md =
        String.join(
            "\n",
            "# Rules",
            "| id | rule |",
            "| --- | --- |",
            "| B1 | The track has 68 squares (A8 is cited, not listed). |",
            "|P10| exact home |",
            "  | RB1 | a cross-shaped board |",
            "| option | default | effect |",
            "| `capture` | `forced` | R4: ... |",
            "| `o1`..`o8` | rest cells |",
            "- **A8.** a seed sentence",
            "| a8 | lower case is no id |");
    assertEquals(Set.of("B1", "P10", "RB1"), RuleIdChecks.tableIds(md));
  }

  @Test
  @DisplayName("a text cites ids of capital letters and digits; rulings, moves and tokens are none")
  void ids() {
    assertEquals(List.of("B1", "B4"), List.copyOf(RuleIdChecks.ids("not on the board (B1-B4)")));
    assertEquals(List.of("R9", "R13"), List.copyOf(RuleIdChecks.ids("R9's swap or R13's")));
    assertEquals(
        Set.of(),
        RuleIdChecks.ids("ruling 7: n/5* 5/8 pR/n r3/h o3 m1 doubles=3 winner=Y 6-6 mustEnter"));
  }

  @Test
  @DisplayName("assertListed fails naming the ids a text cites that the table lacks")
  void assertListed() {
    RuleIdChecks.assertListed(Set.of("B1", "B4", "A8"), "B1-B4", "BOARD");
    AssertionFailedError e =
        assertThrows(
            AssertionFailedError.class,
            () -> RuleIdChecks.assertListed(Set.of("B1", "A8"), "A15 and A8", "WIN"));
    assertEquals("WIN 'A15 and A8' cites [A15], not in the table [A8, B1]", e.getMessage());
  }
}
