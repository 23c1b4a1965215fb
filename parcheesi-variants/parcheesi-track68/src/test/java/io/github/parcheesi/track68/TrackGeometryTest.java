package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.testing.GeometryChecks;
import io.vavr.collection.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The geometry is derived from a variant's {@link TrackRules} and the engine's board (B1-B4). */
class TrackGeometryTest {

  /** Exits neither safe nor half-safe, no other safe square: only what the rules declare. */
  private static final TrackRuleSet BARE =
      new TrackRuleSet(
          TrackRules.builder()
              .id("bare")
              .safeSquares(Set.of(30))
              .mustTurnHome(true)
              .ruleIds(CoreRules.AMERICAN_IDS)
              .build());

  @Test
  @DisplayName("B1-B4: 68 track squares, seven home-row squares, home and nest per colour")
  void b1ToB4_cells() {
    BoardGeometry g = CoreRules.AMERICAN.geometry();
    assertEquals("american", g.variant());
    assertEquals(68, g.cells().count(c -> c.is(Cell.Kind.TRACK)));
    for (Colour c : Colour.values()) {
      assertEquals(7, g.cells().count(x -> x.is(Cell.Kind.HOME_ROW) && x.colour().contains(c)));
      assertEquals(73, g.path(c).size()); // n, 64 squares, r1..r7, h
    }
    assertTrue(g.cells().forAll(c -> c.kinds().size() == 1 || c.is(Cell.Kind.TRACK)));
  }

  @Test
  @DisplayName("B4: each path is the engine's distance table read backwards")
  void b4_pathsAreTheEnginesStepsToHome() {
    for (TrackRuleSet rules : List.of(CoreRules.AMERICAN, CoreRules.PARCHIS_LIKE, BARE)) {
      BoardGeometry g = rules.geometry();
      for (Colour c : Colour.values()) {
        List<Location> p = g.path(c);
        for (int i = 0; i < p.size(); i++) {
          assertEquals(p.size() - 1 - i, TrackRuleSet.stepsToHome(c, p.get(i)), c + " " + p.get(i));
        }
      }
      GeometryChecks.pathsAreWellFormed(g);
    }
  }

  @Test
  @DisplayName("B3, P3: safe squares and exits come from the rules and agree with the engine")
  void b3_safeSquaresFromTheRules() {
    BoardGeometry g = BARE.geometry();
    assertEquals(
        List.of(Location.track(30)),
        g.cells().filter(c -> c.is(Cell.Kind.SAFE)).map(Cell::location));
    assertFalse(g.cell(Location.track(5), Colour.YELLOW).get().is(Cell.Kind.SAFE));
    GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(BARE);
    GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(CoreRules.PARCHIS_LIKE);
  }

  @Test
  @DisplayName("A6, P6: going round is a shortcut only where the rules allow it")
  void a6_goingRound() {
    assertEquals(
        List.of("68>1", "51>52", "34>35", "17>18"),
        CoreRules.AMERICAN
            .geometry()
            .shortcuts()
            .map(s -> s.from().token() + ">" + s.to().token()));
    assertTrue(CoreRules.AMERICAN.geometry().shortcuts().forAll(s -> s.rule().equals("A6")));
    assertTrue(BARE.geometry().shortcuts().isEmpty());
    GeometryChecks.pathsFollowTheEngine(BARE);
  }

  @Test
  void theGeometryIsMadeOnceAndCoversRandomGames() {
    assertTrue(CoreRules.AMERICAN.geometry() == CoreRules.AMERICAN.geometry());
    GeometryChecks.coversRandomGames(BARE, 7, 6);
    GeometryChecks.cellsLieApart(BARE.geometry());
    GeometryChecks.everyColourHasItsOwnPlaces(BARE.geometry());
  }
}
