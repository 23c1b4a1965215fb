package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.*;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link Games} is a plain function of its seed. */
class GamesTest {

  private static final RuleSet RULES =
      new TrackRuleSet(
          TrackRules.builder()
              .id("track")
              .safeSquares(Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68))
              .bottomFaces(true)
              .bonuses(true)
              .ruleIds(CoreRules.AMERICAN_IDS)
              .build());

  @Test
  void sameSeedSameGame() {
    Games.Playout a = Games.play(RULES, 4, 99, 10_000);
    Games.Playout b = Games.play(RULES, 4, 99, 10_000);
    assertEquals(a.states(), b.states());
    assertEquals(a.plies().map(Games.Ply::move), b.plies().map(Games.Ply::move));
    assertTrue(a.finished());
  }

  @Test
  void otherSeedOtherGame() {
    assertNotEquals(Games.states(RULES, 2, 1, 10_000), Games.states(RULES, 2, 2, 10_000));
  }

  @Test
  void playStopsAtTheBound() {
    Games.Playout g = Games.play(RULES, 3, 5, 7);
    assertEquals(7, g.plies().size());
    assertEquals(8, g.states().size());
    assertEquals(g.plies().last().after(), g.last());
    assertEquals(g.plies().head().before(), RULES.newGame(3));
  }
}
