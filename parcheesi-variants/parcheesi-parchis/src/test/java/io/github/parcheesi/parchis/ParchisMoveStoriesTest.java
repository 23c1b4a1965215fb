package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.track68.testing.MoveStories;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Properties of explanations and spellings over random Parchís games: every listed move of every
 * decision of seeded random playouts is explained (its events lead to its result, each step's value
 * spent is the squares it moves) and each of its spellings applies to its result and matches it;
 * bent moves are refused with their rule. Every kind of event Parchís can produce is met, those of
 * its options with the options on.
 */
class ParchisMoveStoriesTest {

  private static final RuleSet PARCHIS = RuleSets.get("parchis");

  /** Games of each rule set; with every listed move of every decision, some thousands of moves. */
  private static final int GAMES = 6;

  /** Spellings of each listed move, besides the listed one, applied and matched. */
  private static final int SPELLINGS = 2;

  private static Set<String> playAndCheck(RuleSet rules, long seed) {
    return MoveStories.checkGames(rules, seed, GAMES, SPELLINGS, 2000);
  }

  private static void assertSeen(Set<String> seen, String... kinds) {
    for (String kind : kinds) {
      assertTrue(seen.contains(kind), kind + " met; seen " + seen);
    }
  }

  @Test
  @DisplayName(
      "P1, P2, P7-P10, A8, A14: every listed move of random games is explained, each spelling"
          + " applies and matches, and every kind of event and value is met")
  void everyListedMoveOfRandomGamesIsExplainedAndSpelled() {
    Set<String> seen = playAndCheck(PARCHIS, 2025L);
    assertSeen(
        seen,
        "MOVE",
        "CAPTURE",
        "VALUE_GIVEN_UP",
        "ROLL_AGAIN",
        "TURN_PASSES",
        "WIN",
        "spent DIE",
        "spent BOTH_DICE", // P2
        "several spellings");
    // P1: no bottom faces; P8: no bonuses; P9: no penalty
    assertFalse(seen.contains("spent BOTTOM_FACE"), seen::toString);
    assertFalse(seen.contains("spent CAPTURE_BONUS"), seen::toString);
    assertFalse(seen.contains("PENALTY"), seen::toString);
  }

  @Test
  @DisplayName(
      "options bonuses (A12) and threeDoublesPenalty (P9, A13): bonuses and the penalty are met in"
          + " random games and explained")
  void theOptionsEventsAreMetAndExplained() {
    RuleSet rules =
        PARCHIS
            .withOption("bonuses", "true")
            .flatMap(r -> r.withOption("threeDoublesPenalty", "true"))
            .get();
    Set<String> seen = playAndCheck(rules, 77L);
    assertSeen(seen, "PENALTY", "spent CAPTURE_BONUS", "spent HOME_BONUS", "WIN");
    assertFalse(seen.contains("spent BOTTOM_FACE"), seen::toString);
  }
}
