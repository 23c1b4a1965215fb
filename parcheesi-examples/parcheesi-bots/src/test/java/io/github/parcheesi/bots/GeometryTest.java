package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.track68.TrackRuleSet;
import org.junit.jupiter.api.Test;

/** The bots' distances, read from the geometry, agree with the engines' own. */
class GeometryTest {

  @Test
  void b4_stepsToGoOnThe68SquareBoardAreTheEngines() {
    Geometry g = Geometry.of(RuleSets.get("american"));
    assertEquals(68, g.trackSize());
    for (Colour c : Colour.values()) {
      assertEquals(TrackRuleSet.exitSquare(c), g.exit(c));
      for (int s = 1; s <= 68; s++) {
        // every square, those a piece reaches by going round (A6) included
        Location l = Location.track(s);
        assertEquals(TrackRuleSet.stepsToHome(c, l), g.toGo(c, l), c + " on " + s);
      }
      for (Location l : new Location[] {Location.nest(), Location.homeRow(3), Location.home()}) {
        assertEquals(TrackRuleSet.stepsToHome(c, l), g.toGo(c, l), c + " on " + l);
      }
    }
    assertTrue(g.isSafe(12) && g.isSafe(5) && !g.isSafe(13));
    assertTrue(Geometry.of(RuleSets.get("parchis")).isSafe(5), "P3: a half-safe exit");
  }

  @Test
  void russianDistancesFollowThePathAndRestCellsCountAsTheCellBeside() {
    Geometry g = Geometry.of(RuleSets.get("russian"));
    assertEquals(72, g.trackSize());
    assertEquals(13, g.exit(Colour.YELLOW));
    assertEquals(31, g.exit(Colour.BLUE));
    assertEquals(1, g.toGo(Colour.YELLOW, Location.track(10)), "RB4: the entrance, then home");
    assertEquals(g.toGo(Colour.RED, Location.track(5)), g.toGo(Colour.RED, Location.rest(1)));
    assertEquals(g.toGo(Colour.RED, Location.nest()), g.toGo(Colour.RED, Location.mirror()));
    assertTrue(
        g.toGo(Colour.RED, Location.prisonerOf(Colour.BLUE)) > g.toGo(Colour.RED, Location.nest()));
    assertEquals(0, g.progress(Colour.GREEN, Location.nest()));
    assertFalse(g.isSafe(13));
  }
}
