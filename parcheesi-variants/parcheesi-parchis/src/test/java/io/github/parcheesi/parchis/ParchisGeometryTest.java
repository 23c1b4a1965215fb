package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.GeometryChecks;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Parchís' board as {@link RuleSet#geometry()} gives it (B1-B4, P3, P6). */
class ParchisGeometryTest {

  private final RuleSet rules = new ParchisRules();
  private final BoardGeometry g = rules.geometry();

  @Test
  @DisplayName(
      "P3: eight safe squares, and the four half-safe exits, safe but to an entering piece")
  void p3_safeAndHalfSafeSquares() {
    assertEquals(
        List.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68),
        g.cells().filter(c -> c.is(Cell.Kind.SAFE)).map(c -> c.location().index()));
    assertEquals(
        List.of(5, 22, 39, 56),
        g.cells().filter(c -> c.is(Cell.Kind.EXIT)).map(c -> c.location().index()).sorted());
    assertTrue(g.cell(Location.track(39), Colour.YELLOW).get().colour().contains(Colour.RED));
  }

  @Test
  @DisplayName("P3, P4: safe squares and half-safe exits agree with the engine")
  void p3_p4_safeSquaresAndExits() {
    GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(rules);
  }

  @Test
  @DisplayName("P6: no going round, only the wrap and the turns home; the paths are the engine's")
  void p6_paths() {
    assertTrue(g.edges().forAll(e -> e.kind().onPath()));
    assertEquals(
        List.of("P6", "P6", "P6", "P6"),
        g.edges().filter(e -> e.kind() == BoardGeometry.Edge.Kind.HOME_ENTRY).map(e -> e.rule()));
    GeometryChecks.pathsAreWellFormed(g);
    GeometryChecks.edgesAgreeWithPaths(g);
    GeometryChecks.pathsFollowTheEngine(rules);
  }

  @Test
  void coversEveryLocationOfRandomGamesAndDrawsApart() {
    GeometryChecks.coversRandomGames(rules, 2025, 12);
    GeometryChecks.cellsLieApart(g);
    GeometryChecks.everyColourHasItsOwnPlaces(g);
  }
}
