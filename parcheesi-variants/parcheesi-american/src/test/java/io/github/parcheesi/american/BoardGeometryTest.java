package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.track68.TrackRuleSet;
import org.junit.jupiter.api.Test;

/** The board geometry TrackRuleSet publishes for bots and frontends (B2, B4). */
class BoardGeometryTest {

  @Test
  void b2_exitsAndLastSquares() {
    assertEquals(5, TrackRuleSet.exitSquare(Colour.YELLOW));
    assertEquals(22, TrackRuleSet.exitSquare(Colour.BLUE));
    assertEquals(39, TrackRuleSet.exitSquare(Colour.RED));
    assertEquals(56, TrackRuleSet.exitSquare(Colour.GREEN));
    assertEquals(68, TrackRuleSet.lastSquare(Colour.YELLOW));
    assertEquals(17, TrackRuleSet.lastSquare(Colour.BLUE));
    assertEquals(34, TrackRuleSet.lastSquare(Colour.RED));
    assertEquals(51, TrackRuleSet.lastSquare(Colour.GREEN));
  }

  @Test
  void b4_seventyOneStepsFromTheExitToHome() {
    for (Colour c : Colour.values()) {
      int exit = TrackRuleSet.exitSquare(c);
      assertEquals(71, TrackRuleSet.stepsToHome(c, Location.track(exit)), c.name());
      assertEquals(8, TrackRuleSet.stepsToHome(c, Location.track(TrackRuleSet.lastSquare(c))));
    }
    assertEquals(1, TrackRuleSet.stepsToHome(Colour.RED, Location.homeRow(7)));
    assertEquals(0, TrackRuleSet.stepsToHome(Colour.RED, Location.home()));
    assertEquals(72, TrackRuleSet.stepsToHome(Colour.RED, Location.nest()));
    // A yellow piece that went round (A6) and stands on 3 is far from home.
    assertEquals(73, TrackRuleSet.stepsToHome(Colour.YELLOW, Location.track(3)));
    assertThrows(
        IllegalArgumentException.class,
        () -> TrackRuleSet.stepsToHome(Colour.RED, Location.mirror()));
  }
}
