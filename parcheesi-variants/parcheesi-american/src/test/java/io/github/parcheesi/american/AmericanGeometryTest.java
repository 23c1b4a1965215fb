package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.testing.GeometryChecks;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** American Parcheesi's board as {@link RuleSet#geometry()} gives it (B1-B4, A6). */
class AmericanGeometryTest {

  private final RuleSet rules = new AmericanRules();
  private final BoardGeometry g = rules.geometry();

  @Test
  @DisplayName("B3: the twelve safe squares, the four exits among them")
  void b3_safeSquares() {
    assertEquals(
        List.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68),
        g.cells().filter(c -> c.is(Cell.Kind.SAFE)).map(c -> c.location().index()));
    Cell exit = g.cell(Location.track(5), Colour.GREEN).get();
    assertEquals(Option.some(Colour.YELLOW), exit.colour());
    assertTrue(exit.is(Cell.Kind.EXIT) && exit.is(Cell.Kind.SAFE));
    Cell last = g.cell(Location.track(17), Colour.RED).get();
    assertTrue(last.is(Cell.Kind.HOME_ENTRANCE) && last.colour().contains(Colour.BLUE));
  }

  @Test
  @DisplayName("B2, B4: red's way runs n, 39, ..., 68, 1, ..., 34, r1, ..., r7, h")
  void b2_b4_redsPath() {
    List<Location> p = g.path(Colour.RED);
    assertEquals("n 39 40", p.take(3).map(Location::token).mkString(" "));
    assertEquals("68 1", p.subSequence(30, 32).map(Location::token).mkString(" "));
    assertEquals("34 r1", p.subSequence(64, 66).map(Location::token).mkString(" "));
    assertEquals("r7 h", p.takeRight(2).map(Location::token).mkString(" "));
  }

  @Test
  @DisplayName("A6: a piece on its last square may go round (an edge); not with mustTurnHome")
  void a6_goingRound() {
    assertTrue(
        g.edges()
            .contains(
                new BoardGeometry.Edge(
                    Location.track(68),
                    Location.track(1),
                    Option.some(Colour.YELLOW),
                    BoardGeometry.Edge.Kind.GO_ROUND,
                    "A6")));
    assertTrue(
        g.edges()
            .contains(
                new BoardGeometry.Edge(
                    Location.track(68),
                    Location.homeRow(1),
                    Option.some(Colour.YELLOW),
                    BoardGeometry.Edge.Kind.HOME_ENTRY,
                    "A6")));
    assertTrue(
        rules
            .withOption("mustTurnHome", "true")
            .get()
            .geometry()
            .edges()
            .forAll(e -> e.kind() != BoardGeometry.Edge.Kind.GO_ROUND));
  }

  @Test
  @DisplayName("A4, A8: safe squares and exits agree with the engine")
  void a4_a8_safeSquaresAndExits() {
    GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(rules);
  }

  @Test
  @DisplayName("B1-B4, A5, A6: the paths are the engine's order of movement")
  void pathsFollowTheEngine() {
    GeometryChecks.pathsAreWellFormed(g);
    GeometryChecks.edgesAgreeWithPaths(g);
    GeometryChecks.pathsFollowTheEngine(rules);
  }

  @Test
  void coversEveryLocationOfRandomGamesAndDrawsApart() {
    GeometryChecks.coversRandomGames(rules, 2025, 12);
    GeometryChecks.cellsLieApart(g);
    GeometryChecks.everyColourHasItsOwnPlaces(g);
    assertEquals(g.cells(), RuleSets.get("american").geometry().cells());
  }
}
