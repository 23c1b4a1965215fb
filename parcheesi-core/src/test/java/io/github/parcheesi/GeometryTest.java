package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.testing.GeometryChecks;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * {@link BoardGeometry} and {@link Cell}: a board is checked when it is made (a cell for every
 * location of every path, no cell twice), a piece is drawn in its colour's own cell or the shared
 * one, and a cell has a kind and coordinates in the unit square. The race board's geometry agrees
 * with its engine ({@link GeometryChecks}).
 */
class GeometryTest {

  private static final Colour Y = Colour.YELLOW;
  private static final Colour R = Colour.RED;

  private static Cell cell(Location l, Option<Colour> c, Cell.Kind kind, double x, double y) {
    return new Cell(l, c, TreeSet.of(kind), x, y);
  }

  @Test
  void theRaceBoardAgreesWithItsEngine() {
    for (RuleSet rules : List.of(RaceRules.race(), RaceRules.plain())) {
      BoardGeometry g = rules.geometry();
      assertEquals(rules.id(), g.variant());
      GeometryChecks.pathsAreWellFormed(g);
      GeometryChecks.edgesAgreeWithPaths(g);
      GeometryChecks.cellsLieApart(g);
      GeometryChecks.everyColourHasItsOwnPlaces(g);
      GeometryChecks.pathsFollowTheEngine(rules);
      GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(rules);
      GeometryChecks.coversRandomGames(rules, 11, 6);
    }
  }

  @Test
  void theRaceBoardHasItsCellsAndPaths() {
    BoardGeometry g = RaceRules.race().geometry();
    // R1: 8 shared squares, and a nest, r1, r2 and home for each of the four colours
    assertEquals(8 + 4 * 4, g.cells().size());
    assertEquals(List.of(Colour.values()), g.paths().keySet().toList());
    assertEquals(
        List.of("n", "5", "6", "7", "8", "1", "2", "3", "4", "r1", "r2", "h"),
        g.path(R).map(Location::token));
    // R1: the ring closes from 8 to 1, and red turns off it at 4 into its home row
    assertEquals(
        List.of("8 -> 1 WRAP R1", "4 -> r1 (R) HOME_ENTRY R1"),
        g.edges()
            .filter(e -> e.colour().isEmpty() || e.colour().contains(R))
            .map(BoardGeometry.Edge::toString));
    assertEquals(5, g.edges().size(), "the wrap and four turns home");
    Cell exit = g.cell(Location.track(5), Y).get();
    assertEquals(Option.some(R), exit.colour(), "square 5 is red's exit, drawn for every colour");
    assertTrue(exit.is(Cell.Kind.SAFE) && exit.is(Cell.Kind.EXIT));
    assertFalse(exit.is(Cell.Kind.HOME_ENTRANCE));
    assertEquals(Option.some(R), g.cell(Location.nest(), R).get().colour());
    assertEquals(Option.none(), g.cell(Location.track(9), R));
    assertEquals(Option.none(), g.cell(Location.homeRow(3), R));
  }

  @Test
  void aPieceIsDrawnInItsOwnCellOrTheSharedOne() {
    Cell yellowNest = cell(Location.nest(), Option.some(Y), Cell.Kind.NEST, 0.1, 0.1);
    Cell redNest = cell(Location.nest(), Option.some(R), Cell.Kind.NEST, 0.9, 0.9);
    Cell square = cell(Location.track(1), Option.some(Y), Cell.Kind.EXIT, 0.5, 0.1);
    Cell shared = cell(Location.track(2), Option.none(), Cell.Kind.TRACK, 0.5, 0.5);
    Cell greenHome = cell(Location.home(), Option.some(Colour.GREEN), Cell.Kind.HOME, 0.4, 0.4);
    Cell sharedHome = cell(Location.home(), Option.none(), Cell.Kind.HOME, 0.6, 0.6);
    Cell blueRow =
        cell(Location.homeRow(1), Option.some(Colour.BLUE), Cell.Kind.HOME_ROW, 0.2, 0.7);
    Cell greenRow =
        cell(Location.homeRow(1), Option.some(Colour.GREEN), Cell.Kind.HOME_ROW, 0.3, 0.7);
    BoardGeometry g =
        BoardGeometry.of(
            "toy",
            List.of(yellowNest, redNest, square, shared, greenHome, sharedHome, blueRow, greenRow),
            LinkedHashMap.empty(),
            List.empty());
    assertEquals(Option.some(yellowNest), g.cell(Location.nest(), Y));
    assertEquals(Option.some(redNest), g.cell(Location.nest(), R));
    assertEquals(Option.none(), g.cell(Location.nest(), Colour.GREEN), "two nests, neither shared");
    assertEquals(Option.some(square), g.cell(Location.track(1), R), "the only cell there");
    assertEquals(Option.some(shared), g.cell(Location.track(2), Y));
    assertEquals(Option.some(greenHome), g.cell(Location.home(), Colour.GREEN));
    assertEquals(Option.some(sharedHome), g.cell(Location.home(), Y), "the shared one");
    assertEquals(Option.some(blueRow), g.cell(Location.homeRow(1), Colour.BLUE));
    assertEquals(Option.none(), g.cell(Location.homeRow(1), Y));
    assertEquals(Option.none(), g.cell(Location.track(3), Y));
    assertEquals(List.empty(), g.path(Y), "no path given");
    assertEquals("toy", g.variant());
  }

  @Test
  void aBoardWithAMissingOrRepeatedCellIsRefused() {
    Cell nest = cell(Location.nest(), Option.some(R), Cell.Kind.NEST, 0.1, 0.1);
    Cell one = cell(Location.track(1), Option.none(), Cell.Kind.TRACK, 0.5, 0.5);
    Cell home = cell(Location.home(), Option.some(R), Cell.Kind.HOME, 0.9, 0.9);
    Map<Colour, List<Location>> path =
        LinkedHashMap.of(R, List.of(Location.nest(), Location.track(1), Location.home()));
    BoardGeometry.Edge edge =
        new BoardGeometry.Edge(
            Location.track(1),
            Location.home(),
            Option.some(R),
            BoardGeometry.Edge.Kind.SHORTCUT,
            "X2");
    BoardGeometry g = BoardGeometry.of("toy", List.of(nest, one, home), path, List.of(edge));
    assertEquals(path.get(R).get(), g.path(R));
    assertEquals(path, g.paths());
    assertEquals(List.of(edge), g.edges());
    assertEquals(List.of(nest, one, home), g.cells());

    // an edge's ends need cells: its colour's (or the one cell there), any for every colour's
    Location nine = Location.track(9);
    IllegalArgumentException offBoard =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                BoardGeometry.of(
                    "toy",
                    List.of(nest, one, home),
                    path,
                    List.of(
                        new BoardGeometry.Edge(
                            one.location(),
                            nine,
                            Option.none(),
                            BoardGeometry.Edge.Kind.SHORTCUT,
                            "X2"))));
    assertEquals(
        "toy: the edge 1 -> 9 SHORTCUT X2 reaches 9, which has no cell", offBoard.getMessage());
    IllegalArgumentException notYellows =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                BoardGeometry.of(
                    "toy",
                    List.of(
                        nest,
                        cell(Location.nest(), Option.some(Colour.GREEN), Cell.Kind.NEST, 0.2, 0.2),
                        one,
                        home),
                    path,
                    List.of(
                        new BoardGeometry.Edge(
                            one.location(),
                            Location.nest(),
                            Option.some(Y),
                            BoardGeometry.Edge.Kind.MIRROR_EXIT,
                            "X3"))));
    assertEquals(
        "toy: the edge 1 -> n (Y) MIRROR_EXIT X3 reaches n, which has no cell",
        notYellows.getMessage());
    BoardGeometry.of(
        "toy",
        List.of(nest, one, home),
        path,
        List.of(
            new BoardGeometry.Edge(
                home.location(), one.location(), Option.none(), BoardGeometry.Edge.Kind.WRAP, "X4"),
            new BoardGeometry.Edge(
                one.location(),
                nest.location(),
                Option.some(R),
                BoardGeometry.Edge.Kind.MIRROR_EXIT,
                "X5")));

    IllegalArgumentException missing =
        assertThrows(
            IllegalArgumentException.class,
            () -> BoardGeometry.of("toy", List.of(nest, home), path, List.empty()));
    assertEquals("toy: RED's path passes 1, which has no cell", missing.getMessage());
    // a location with cells of other colours only has no cell for this one
    Cell greenNest = cell(Location.nest(), Option.some(Colour.GREEN), Cell.Kind.NEST, 0.2, 0.2);
    IllegalArgumentException otherColour =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                BoardGeometry.of(
                    "toy",
                    List.of(nest, greenNest, one, home),
                    LinkedHashMap.of(Y, path.get(R).get()),
                    List.empty()));
    assertEquals("toy: YELLOW's path passes n, which has no cell", otherColour.getMessage());
    IllegalArgumentException twice =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                BoardGeometry.of(
                    "toy",
                    List.of(
                        nest,
                        one,
                        home,
                        cell(Location.track(1), Option.none(), Cell.Kind.SAFE, 0.4, 0.4)),
                    path,
                    List.empty()));
    assertEquals("toy: two cells share a location and a colour", twice.getMessage());
    // the same location for two colours is two cells
    BoardGeometry.of(
        "toy",
        List.of(nest, one, home, cell(Location.nest(), Option.some(Y), Cell.Kind.NEST, 0.2, 0.1)),
        path,
        List.empty());
  }

  @Test
  void anEdgeHasEveryFieldAndSaysWhetherPathsTakeIt() {
    Location a = Location.track(68);
    Location b = Location.homeRow(1);
    BoardGeometry.Edge.Kind in = BoardGeometry.Edge.Kind.HOME_ENTRY;
    BoardGeometry.Edge e = new BoardGeometry.Edge(a, b, Option.some(Y), in, "A6");
    assertEquals(a, e.from());
    assertEquals(b, e.to());
    assertEquals(Option.some(Y), e.colour());
    assertEquals(in, e.kind());
    assertEquals("A6", e.rule());
    assertEquals("68 -> r1 (Y) HOME_ENTRY A6", e.toString());
    assertEquals(
        List.of(true, true, false, false, false, false),
        List.of(BoardGeometry.Edge.Kind.values()).map(BoardGeometry.Edge.Kind::onPath));
    Option<Colour> none = Option.none();
    assertEquals(
        List.of("from", "to", "colour", "kind", "rule"),
        List.<Executable>of(
                () -> new BoardGeometry.Edge(null, b, none, in, ""),
                () -> new BoardGeometry.Edge(a, null, none, in, ""),
                () -> new BoardGeometry.Edge(a, b, null, in, ""),
                () -> new BoardGeometry.Edge(a, b, none, null, ""),
                () -> new BoardGeometry.Edge(a, b, none, in, null))
            .map(x -> assertThrows(NullPointerException.class, x).getMessage()));
  }

  @Test
  @SuppressWarnings("deprecation")
  void theShortcutsAreTheEdgesOffThePaths() {
    Cell nest = cell(Location.nest(), Option.some(R), Cell.Kind.NEST, 0.1, 0.1);
    Cell one = cell(Location.track(1), Option.none(), Cell.Kind.TRACK, 0.5, 0.5);
    Cell two = cell(Location.track(2), Option.none(), Cell.Kind.TRACK, 0.6, 0.5);
    Cell home = cell(Location.home(), Option.some(R), Cell.Kind.HOME, 0.9, 0.9);
    List<BoardGeometry.Edge> edges =
        List.of(BoardGeometry.Edge.Kind.values())
            .map(
                k ->
                    new BoardGeometry.Edge(
                        Location.track(2),
                        k == BoardGeometry.Edge.Kind.HOME_ENTRY
                            ? Location.home()
                            : Location.track(1),
                        k.onPath() ? Option.none() : Option.some(R),
                        k,
                        k.name()));
    BoardGeometry g =
        BoardGeometry.of(
            "toy",
            List.of(nest, one, two, home),
            LinkedHashMap.of(
                R, List.of(Location.nest(), Location.track(2), Location.track(1), Location.home())),
            edges);
    assertEquals(edges, g.edges());
    assertEquals(
        List.of("GO_ROUND", "SHORTCUT", "REST_SHIFT", "MIRROR_EXIT")
            .map(
                rule ->
                    new BoardGeometry.Shortcut(
                        Location.track(2), Location.track(1), Option.some(R), rule)),
        g.shortcuts());
  }

  @Test
  @SuppressWarnings("deprecation")
  void aShortcutHasEveryField() {
    Location a = Location.track(1);
    Location b = Location.home();
    BoardGeometry.Shortcut s = new BoardGeometry.Shortcut(a, b, Option.none(), "X2");
    assertEquals(a, s.from());
    assertEquals(b, s.to());
    assertEquals(Option.none(), s.colour());
    assertEquals("X2", s.rule());
    assertEquals(
        "from",
        assertThrows(
                NullPointerException.class,
                () -> new BoardGeometry.Shortcut(null, b, Option.none(), ""))
            .getMessage());
    assertEquals(
        "to",
        assertThrows(
                NullPointerException.class,
                () -> new BoardGeometry.Shortcut(a, null, Option.none(), ""))
            .getMessage());
    assertEquals(
        "colour",
        assertThrows(NullPointerException.class, () -> new BoardGeometry.Shortcut(a, b, null, ""))
            .getMessage());
    assertEquals(
        "rule",
        assertThrows(
                NullPointerException.class,
                () -> new BoardGeometry.Shortcut(a, b, Option.none(), null))
            .getMessage());
  }

  @Test
  void aCellHasASlotForEachPieceItHolds() {
    Location l = Location.track(3);
    Cell one = new Cell(l, Option.none(), TreeSet.of(Cell.Kind.TRACK), 0.25, 0.75);
    assertEquals(List.of(new Cell.Slot(0.25, 0.75)), one.slots(), "one piece, at the cell's point");
    List<Cell.Slot> two = List.of(new Cell.Slot(0.2, 0.7), new Cell.Slot(0.3, 0.8));
    Cell pair = one.withSlots(two);
    assertEquals(two, pair.slots());
    assertEquals(0.25, pair.x());
    assertEquals(
        "a cell has at least one slot: 3",
        assertThrows(IllegalArgumentException.class, () -> one.withSlots(List.empty()))
            .getMessage());
    assertEquals(
        "a slot's coordinates are in the unit square, got 1.5, 0.5",
        assertThrows(IllegalArgumentException.class, () -> new Cell.Slot(1.5, 0.5)).getMessage());
  }

  @Test
  void slotsInRowsAreCentredOnTheirPoint() {
    // five in rows of two: two full rows, then one slot alone, centred
    assertEquals(
        List.of(
            new Cell.Slot(0.45, 0.4),
            new Cell.Slot(0.55, 0.4),
            new Cell.Slot(0.45, 0.5),
            new Cell.Slot(0.55, 0.5),
            new Cell.Slot(0.5, 0.6)),
        Cell.Slot.rows(0.5, 0.5, 5, 2, 0.1).map(GeometryTest::rounded));
    assertEquals(List.of(new Cell.Slot(0.5, 0.5)), Cell.Slot.rows(0.5, 0.5, 1, 4, 0.1));
    assertEquals(
        "slots in rows need a count and columns of 1 or more, got 0, 2",
        assertThrows(IllegalArgumentException.class, () -> Cell.Slot.rows(0.5, 0.5, 0, 2, 0.1))
            .getMessage());
    assertThrows(IllegalArgumentException.class, () -> Cell.Slot.rows(0.99, 0.5, 2, 2, 0.1));
  }

  private static Cell.Slot rounded(Cell.Slot t) {
    return new Cell.Slot(Math.round(t.x() * 1e9) / 1e9, Math.round(t.y() * 1e9) / 1e9);
  }

  @Test
  void aCellHasAKindAndCoordinatesInTheUnitSquare() {
    Location l = Location.track(3);
    Cell c = new Cell(l, Option.none(), HashSet.of(Cell.Kind.TRACK, Cell.Kind.SAFE), 0, 1);
    assertTrue(c.is(Cell.Kind.TRACK));
    assertTrue(c.is(Cell.Kind.SAFE));
    assertFalse(c.is(Cell.Kind.EXIT));
    assertEquals(0, c.x());
    assertEquals(1, c.y());
    new Cell(l, Option.none(), TreeSet.of(Cell.Kind.TRACK), 1, 0);
    IllegalArgumentException none =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Cell(l, Option.none(), TreeSet.empty(), 0.5, 0.5));
    assertEquals("a cell has at least one kind: 3", none.getMessage());
    double[][] outside = {
      {-0.1, 0.5}, {1.1, 0.5}, {0.5, -0.1}, {0.5, 1.1}, {Double.NaN, 0.5}, {0.5, Double.NaN}
    };
    for (double[] xy : outside) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> new Cell(l, Option.none(), TreeSet.of(Cell.Kind.TRACK), xy[0], xy[1]));
      assertEquals(
          "a cell's coordinates are in the unit square, got " + xy[0] + ", " + xy[1] + " for 3",
          e.getMessage());
    }
    assertEquals(
        "location",
        assertThrows(
                NullPointerException.class,
                () -> new Cell(null, Option.none(), TreeSet.of(Cell.Kind.TRACK), 0, 0))
            .getMessage());
    assertEquals(
        "colour",
        assertThrows(
                NullPointerException.class,
                () -> new Cell(l, null, TreeSet.of(Cell.Kind.TRACK), 0, 0))
            .getMessage());
    assertEquals(
        "kinds",
        assertThrows(NullPointerException.class, () -> new Cell(l, Option.none(), null, 0, 0))
            .getMessage());
  }
}
