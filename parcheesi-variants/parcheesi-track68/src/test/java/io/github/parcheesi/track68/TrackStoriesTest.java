package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.testing.GameBudget;
import io.github.parcheesi.testing.GeometryChecks;
import io.github.parcheesi.track68.testing.MoveStories;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's explanations, spellings and geometry on its own, under the two kinds of rules it
 * runs (an American-like and a Parchís-like configuration): every listed move of seeded random
 * games is explained and spelled (see {@link MoveStories}), and the board agrees with the engine.
 * The variant modules check the same for their published rule sets, with their rule ids.
 */
class TrackStoriesTest {

  private static Set<String> playAndCheck(TrackRuleSet rules, long seed) {
    int games = GameBudget.games(3);
    return MoveStories.checkGames(rules, seed, games, 1, games * 300);
  }

  @Test
  @DisplayName("every listed move of random games is explained and spelled, under both rule kinds")
  void listedMovesAreExplainedAndSpelled() {
    for (TrackRuleSet rules : new TrackRuleSet[] {CoreRules.AMERICAN, CoreRules.PARCHIS_LIKE}) {
      Set<String> seen = playAndCheck(rules, 11L);
      for (String kind :
          new String[] {"MOVE", "CAPTURE", "TURN_PASSES", "ROLL_AGAIN", "spent DIE", "WIN"}) {
        assertTrue(seen.contains(kind), kind + " met under " + rules + "; seen " + seen);
      }
    }
  }

  @Test
  @DisplayName("the board's geometry agrees with the engine, under both rule kinds")
  void geometryAgreesWithTheEngine() {
    for (TrackRuleSet rules : new TrackRuleSet[] {CoreRules.AMERICAN, CoreRules.PARCHIS_LIKE}) {
      BoardGeometry g = rules.geometry();
      GeometryChecks.pathsAreWellFormed(g);
      GeometryChecks.edgesAgreeWithPaths(g);
      GeometryChecks.cellsLieApart(g);
      GeometryChecks.pathsFollowTheEngine(rules);
      GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(rules);
      GeometryChecks.coversRandomGames(rules, 7, GameBudget.games(4));
    }
  }
}
