package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.track68.testing.MoveStories;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Properties of explanations and spellings over random games: every listed move of every decision
 * of seeded random playouts is explained (its events lead to its result, each step's value spent is
 * the squares it moves) and each of its spellings applies to its result and matches it; bent moves
 * are refused with their rule. Every kind of event American can produce is met.
 */
class AmericanMoveStoriesTest {

  /** Games of each rule set; with every listed move of every decision, some thousands of moves. */
  private static final int GAMES = 6;

  /** Spellings of each listed move, besides the listed one, applied and matched. */
  private static final int SPELLINGS = 2;

  private static Set<String> playAndCheck(RuleSet rules, long seed) {
    return MoveStories.checkGames(rules, seed, GAMES, SPELLINGS, 2000);
  }

  @Test
  @DisplayName(
      "A2, A3, A5, A8, A11-A15: every listed move of random games is explained, each spelling"
          + " applies and matches, and every kind of event and value is met")
  void everyListedMoveOfRandomGamesIsExplainedAndSpelled() {
    Set<String> seen = playAndCheck(Fixture.AMERICAN, 2025L);
    for (String kind :
        new String[] {
          "MOVE",
          "CAPTURE",
          "VALUE_GIVEN_UP",
          "ROLL_AGAIN",
          "TURN_PASSES",
          "WIN",
          "spent DIE",
          "spent BOTH_DICE", // A3
          "spent BOTTOM_FACE", // A2
          "spent CAPTURE_BONUS", // A12
          "spent HOME_BONUS", // A12
          "several spellings"
        }) {
      assertTrue(seen.contains(kind), kind + " met; seen " + seen);
    }
    assertTrue(!seen.contains("PENALTY"), "no penalty with threeDoublesPenalty off (A13)");
  }

  @Test
  @DisplayName("A13 with threeDoublesPenalty: the penalty is met in random games and explained")
  void thePenaltyIsMetAndExplained() {
    Set<String> seen = playAndCheck(Fixture.PENALTY, 77L);
    assertTrue(seen.contains("PENALTY"), "PENALTY met; seen " + seen);
    assertEquals(true, seen.contains("WIN"), "games end; seen " + seen);
  }
}
