package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The scratch space a search needs (about 113 KB) is the calling thread's, shared by every engine:
 * rule sets made with withOption and dropped, thousands of them, keep none of it reachable.
 */
class ScratchSharingTest {

  private static final String POSITION = "american Y Y:n,10,20,30 R:n,n,5,40";

  /** Makes rule sets with withOption and searches once with each; keeps none of them. */
  private static void searchWithNewRuleSets(int n) {
    for (int i = 0; i < n; i++) {
      RuleSet rules =
          CoreRules.AMERICAN.withOption("eitherDie", i % 2 == 0 ? "true" : "false").get();
      GameState s = CoreRules.position(rules, POSITION);
      assertTrue(!rules.legalMoves(s, Roll.of(3, 4)).isEmpty());
    }
  }

  /** The heap in use after collecting the garbage. */
  private static long usedAfterGc() {
    Runtime runtime = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return runtime.totalMemory() - runtime.freeMemory();
  }

  @Test
  @DisplayName("thousands of rule sets made with withOption and dropped keep no scratch space")
  void droppedRuleSetsKeepNoScratchSpace() {
    searchWithNewRuleSets(100);
    long few = usedAfterGc();
    searchWithNewRuleSets(3000);
    long many = usedAfterGc();
    // 2,900 more rule sets, each of which kept its scratch space, would keep over 300 MB
    long grown = many - few;
    assertTrue(grown < 100L << 20, "heap grown by " + (grown >> 20) + " MB");
  }

  @Test
  @DisplayName("engines of different rules search on the calling thread's one scratch space")
  void enginesShareTheThreadsScratchSpace() {
    TrackEngine american = new TrackEngine(CoreRules.AMERICAN_RULES);
    TrackEngine eitherDie =
        new TrackEngine(CoreRules.AMERICAN_RULES.withFlag("eitherDie", true).get());
    TurnSearch scratch = american.scratch();
    assertSame(scratch, eitherDie.scratch());
    searchWithNewRuleSets(200);
    assertSame(scratch, new TrackEngine(CoreRules.AMERICAN_RULES).scratch());
  }
}
