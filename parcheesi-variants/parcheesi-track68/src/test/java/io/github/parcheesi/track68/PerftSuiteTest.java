package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;
import io.github.parcheesi.testing.PerftSuite;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The perft file runner itself: format, node limit, and what a mismatch reports. */
class PerftSuiteTest {

  private static List<PerftSuite.Entry> read(String text) {
    return PerftSuite.read(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test.perft");
  }

  private static PerftSuite.Report run(String text, long limit) {
    return PerftSuite.run(read(text), id -> TestRules.AMERICAN, limit);
  }

  @Test
  void readsPositionsOptionsAndCountsWithTheirLines() {
    List<PerftSuite.Entry> entries =
        read(
            "# comment\n\nposition american Y Y:n,n,n,n R:n,n,n,n\nperft 1 37\n  perft 2 1435\n"
                + "position american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n\noption eitherDie=true\n"
                + "perft 1 37\n");
    assertEquals(2, entries.size());
    assertEquals("american Y Y:n,n,n,n R:n,n,n,n", entries.get(0).position());
    assertEquals(3, entries.get(0).line());
    assertEquals(2, entries.get(0).expectations().size());
    assertEquals(2, entries.get(0).expectations().get(1).depth());
    assertEquals(1435, entries.get(0).expectations().get(1).count());
    assertEquals(5, entries.get(0).expectations().get(1).line());
    assertEquals(Map.of("eitherDie", "true"), entries.get(1).options());
  }

  @Test
  void malformedFilesNameTheLine() {
    for (String bad :
        new String[] {
          "perft 1 37\n",
          "position american Y Y:n,n,n,n R:n,n,n,n\nperft one 37\n",
          "position american Y Y:n,n,n,n R:n,n,n,n\nperft 1\n",
          "position american Y Y:n,n,n,n R:n,n,n,n\nepd 1 2\n",
          "option eitherDie=true\n"
        }) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read(bad));
      assertTrue(e.getMessage().startsWith("test.perft:"), e.getMessage());
    }
  }

  @Test
  void aMatchingCountIsChecked() {
    PerftSuite.Report r =
        run("position american Y Y:n,n,n,n R:n,n,n,n\nperft 1 37\nperft 2 1435\n", 10_000);
    assertEquals(2, r.checked().size());
    assertEquals(List.of(), r.failures());
    assertEquals(List.of(), r.skipped());
    r.assertPassed();
  }

  @Test
  void aMismatchFailsWithThePerRollBreakdown() {
    PerftSuite.Report r = run("position american Y Y:n,n,n,n R:n,n,n,n\nperft 1 36\n", 10_000);
    assertEquals(1, r.failures().size());
    String message = r.failures().get(0);
    assertTrue(message.contains("expected 36, got 37"), message);
    assertTrue(message.contains("per-roll breakdown"), message);
    for (Roll roll : Roll.outcomes()) {
      String line = "\n  " + roll + " " + (roll == Roll.of(5, 5) ? 2 : 1);
      assertTrue(message.contains(line), "breakdown line for " + roll + " in " + message);
    }
    AssertionError e = assertThrows(AssertionError.class, r::assertPassed);
    assertTrue(e.getMessage().contains("5-5 2"), e.getMessage());
  }

  @Test
  void countsAboveTheNodeLimitAreReportedAsSkippedNeverSilently() {
    PerftSuite.Report r =
        run("position american Y Y:n,n,n,n R:n,n,n,n\nperft 1 37\nperft 2 1435\n", 100);
    assertEquals(1, r.checked().size());
    assertEquals(1, r.skipped().size());
    assertTrue(r.skipped().get(0).contains("perft 2 1435"), r.skipped().toString());
    assertTrue(r.toString().contains("1 skipped"), r.toString());
    r.assertPassed();
  }

  @Test
  void aRunThatChecksNothingFails() {
    PerftSuite.Report r = run("position american Y Y:n,n,n,n R:n,n,n,n\nperft 2 1435\n", 100);
    assertEquals(0, r.checked().size());
    AssertionError e = assertThrows(AssertionError.class, r::assertPassed);
    assertTrue(e.getMessage().contains("no perft count was checked"), e.getMessage());
  }

  @Test
  void optionsChangeTheRulesOfTheEntry() {
    PerftSuite.Entry e =
        read("position american Y Y:n,n,n,n R:n,n,n,n\noption mustTurnHome=true\nperft 1 37\n")
            .get(0);
    GameState s = e.state(id -> TestRules.AMERICAN);
    assertEquals("true", s.ruleSet().optionValues().get("mustTurnHome").getOrNull());
    PerftSuite.Entry bad =
        read("position american Y Y:n,n,n,n R:n,n,n,n\noption noSuch=true\nperft 1 37\n").get(0);
    assertThrows(IllegalArgumentException.class, () -> bad.state(id -> TestRules.AMERICAN));
  }
}
