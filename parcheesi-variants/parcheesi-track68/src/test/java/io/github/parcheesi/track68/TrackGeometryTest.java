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
import io.vavr.control.Option;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The geometry is derived from a variant's {@link TrackRules} and the engine's board (B1-B4).
 *
 * <p>{@link TrackRuleSet#geometry()} makes each board once and keeps it; the tests of the board's
 * content build it afresh with {@link TrackGeometry#make}, so that they check the board they build
 * (a board kept from an earlier test would hide a fault in the building code).
 */
class TrackGeometryTest {

  /** Exit square of Y, G, R, B (B2). */
  private static final int[] EXIT = {5, 56, 39, 22};

  /** Last track square of Y, G, R, B (B2). */
  private static final int[] LAST = {68, 51, 34, 17};

  /** Side of the drawing's grid, in grid squares (see TrackGeometry). */
  private static final double GRID = 19;

  /** American's rules but for the id each rule gets: where the board names a rule, it is this. */
  private static final TrackRules OWN_IDS =
      TrackRules.builder().from(CoreRules.AMERICAN_RULES).id("ownids").ruleIds(ownIds()).build();

  private static java.util.Map<TrackRule, String> ownIds() {
    java.util.Map<TrackRule, String> ids = new java.util.EnumMap<>(TrackRule.class);
    for (TrackRule r : TrackRule.values()) {
      ids.put(r, "X-" + r.ordinal());
    }
    return ids;
  }

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
      GeometryChecks.edgesAgreeWithPaths(g);
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
  @DisplayName("B1, A6, P6: the track wraps, each colour turns home, and goes round where allowed")
  void a6_goingRound() {
    assertEquals(
        List.of(
            "68>1 WRAP B1",
            "68>r1 HOME_ENTRY A6",
            "51>r1 HOME_ENTRY A6",
            "34>r1 HOME_ENTRY A6",
            "17>r1 HOME_ENTRY A6",
            "68>1 GO_ROUND A6",
            "51>52 GO_ROUND A6",
            "34>35 GO_ROUND A6",
            "17>18 GO_ROUND A6"),
        CoreRules.AMERICAN
            .geometry()
            .edges()
            .map(e -> e.from().token() + ">" + e.to().token() + " " + e.kind() + " " + e.rule()));
    assertTrue(
        BARE.geometry().edges().forAll(e -> e.kind() != BoardGeometry.Edge.Kind.GO_ROUND),
        "no way round when a piece must turn home");
    GeometryChecks.pathsFollowTheEngine(BARE);
  }

  @Test
  @DisplayName("A1, A7: a slot for each of four pieces in a nest and home, two on a square")
  void a1_a7_slots() {
    BoardGeometry g = TrackGeometry.make(BARE.rules());
    for (Colour c : Colour.values()) {
      assertEquals(4, g.cell(Location.nest(), c).get().slots().size());
      assertEquals(4, g.cell(Location.home(), c).get().slots().size());
      assertEquals(2, g.cell(Location.homeRow(3), c).get().slots().size());
    }
    for (int s = 1; s <= Board68.TRACK; s++) {
      Cell square = g.cell(Location.track(s), Colour.RED).get();
      assertEquals(2, square.slots().size(), "a blockade's two pieces on " + s);
    }
    GeometryChecks.cellsLieApart(g);
  }

  @Test
  void theGeometryIsMadeOnceAndCoversRandomGames() {
    assertTrue(CoreRules.AMERICAN.geometry() == CoreRules.AMERICAN.geometry());
    GeometryChecks.coversRandomGames(BARE, 7, 6);
    GeometryChecks.cellsLieApart(BARE.geometry());
    GeometryChecks.everyColourHasItsOwnPlaces(BARE.geometry());
  }

  // ------------------------------------------------------------ boards built afresh (make)

  /** Rule sets of each kind: American's safe squares, Parchís' with half-safe exits, BARE's. */
  private static List<TrackRules> kinds() {
    return List.of(CoreRules.AMERICAN_RULES, CoreRules.PARCHIS_LIKE.rules(), BARE.rules(), OWN_IDS);
  }

  /** B1: the track square a count past 68 stands for. */
  private static int wrap(int s) {
    return s > 68 ? s - 68 : s;
  }

  @Test
  @DisplayName("B1-B4: the cells built are the 68 squares, and per colour a nest, r1..r7 and home")
  void b1ToB4_cellsBuilt() {
    for (TrackRules rules : kinds()) {
      BoardGeometry g = TrackGeometry.make(rules);
      assertEquals(rules.id(), g.variant());
      // 4 nests, 68 track squares, 4 x 7 home-row squares, 4 homes
      assertEquals(4 + 68 + 28 + 4, g.cells().size(), rules.id());
      for (int s = 1; s <= 68; s++) {
        int square = s;
        List<Cell> here = g.cells().filter(c -> c.location().equals(Location.track(square)));
        assertEquals(1, here.size(), "one cell for track square " + s); // shared by the colours
        assertTrue(here.head().is(Cell.Kind.TRACK));
      }
      for (Colour c : Colour.values()) {
        Cell nest = g.cell(Location.nest(), c).get();
        assertEquals(Option.some(c), nest.colour());
        assertEquals(io.vavr.collection.TreeSet.of(Cell.Kind.NEST), nest.kinds());
        Cell home = g.cell(Location.home(), c).get();
        assertEquals(Option.some(c), home.colour());
        assertEquals(io.vavr.collection.TreeSet.of(Cell.Kind.HOME), home.kinds());
        for (int k = 1; k <= 7; k++) {
          Cell row = g.cell(Location.homeRow(k), c).get();
          assertEquals(Option.some(c), row.colour(), "B4: " + c + "'s r" + k + " is its own");
          assertEquals(io.vavr.collection.TreeSet.of(Cell.Kind.HOME_ROW), row.kinds());
        }
        assertEquals(
            7,
            g.cells().count(x -> x.is(Cell.Kind.HOME_ROW) && x.colour().contains(c)),
            "B4: seven home-row squares");
      }
    }
  }

  @Test
  @DisplayName("B2, B3, P3: each track square's kinds and owner follow the exits, lasts and safety")
  void b2b3p3_trackSquaresBuilt() {
    for (TrackRules rules : kinds()) {
      BoardGeometry g = TrackGeometry.make(rules);
      for (int s = 1; s <= 68; s++) {
        Cell cell = g.cell(Location.track(s), Colour.YELLOW).get();
        java.util.Set<Cell.Kind> want = new java.util.TreeSet<>();
        want.add(Cell.Kind.TRACK);
        Option<Colour> owner = Option.none();
        for (Colour c : Colour.values()) {
          if (EXIT[c.ordinal()] == s) {
            want.add(Cell.Kind.EXIT); // B2: where c enters
            owner = Option.some(c);
            if (rules.halfSafeExits()) {
              want.add(Cell.Kind.SAFE); // P3: a step never captures on an exit
            }
          }
          if (LAST[c.ordinal()] == s) {
            want.add(Cell.Kind.HOME_ENTRANCE); // B2: where c turns home
            owner = Option.some(c);
          }
        }
        if (rules.safeSquares().contains(s)) {
          want.add(Cell.Kind.SAFE); // B3, P3
        }
        assertEquals(want, cell.kinds().toJavaSet(), rules.id() + " square " + s);
        assertEquals(owner, cell.colour(), rules.id() + " square " + s + "'s owner");
      }
    }
    // B3: American's twelve safe squares, the four exits among them
    assertEquals(
        List.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68),
        safeSquares(TrackGeometry.make(CoreRules.AMERICAN_RULES)));
    // P3: Parchís' eight safe squares and the four half-safe exits, drawn safe too
    assertEquals(
        List.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68),
        safeSquares(TrackGeometry.make(CoreRules.PARCHIS_LIKE.rules())));
    assertEquals(List.of(30), safeSquares(TrackGeometry.make(BARE.rules())));
  }

  private static List<Integer> safeSquares(BoardGeometry g) {
    return g.cells().filter(c -> c.is(Cell.Kind.SAFE)).map(c -> c.location().index()).sorted();
  }

  @Test
  @DisplayName("B1, B2, B4: each path built is n, the exit, round to the last square, r1..r7, h")
  void b1b2b4_pathsBuilt() {
    for (TrackRules rules : kinds()) {
      BoardGeometry g = TrackGeometry.make(rules);
      assertEquals(List.of(Colour.values()), g.paths().keySet().toList().sorted());
      for (Colour c : Colour.values()) {
        List<Location> want = List.of(Location.nest());
        int s = EXIT[c.ordinal()];
        for (int n = 0; n < 64; n++) {
          want = want.append(Location.track(wrap(s + n))); // B1: 68 is followed by 1
        }
        assertEquals(Location.track(LAST[c.ordinal()]), want.last(), "B2: 63 squares on");
        for (int k = 1; k <= 7; k++) {
          want = want.append(Location.homeRow(k));
        }
        want = want.append(Location.home());
        assertEquals(want, g.path(c), rules.id() + " " + c);
      }
    }
  }

  @Test
  @DisplayName(
      "B1, A6, P6: the wrap, the turns home and the ways round, cited by the rules' own ids")
  void a6p6_edgesBuilt() {
    BoardGeometry g = TrackGeometry.make(OWN_IDS);
    List<BoardGeometry.Edge> edges = g.edges();
    assertEquals(1 + 4 + 4, edges.size());
    // B1: the track goes on from 68 to 1, for every colour
    assertEquals(
        new BoardGeometry.Edge(
            Location.track(68),
            Location.track(1),
            Option.none(),
            BoardGeometry.Edge.Kind.WRAP,
            OWN_IDS.ruleId(TrackRule.TRACK)),
        edges.head());
    for (Colour c : Colour.values()) {
      // B4: from the last square into the home row
      BoardGeometry.Edge in =
          edges
              .find(e -> e.colour().contains(c) && e.kind() == BoardGeometry.Edge.Kind.HOME_ENTRY)
              .get();
      assertEquals(Location.track(LAST[c.ordinal()]), in.from(), c.toString());
      assertEquals(Location.homeRow(1), in.to(), c.toString());
      assertEquals(OWN_IDS.ruleId(TrackRule.TURN_HOME), in.rule());
      // A6: from the last square the piece may go on round, to the next track square (B1)
      BoardGeometry.Edge round =
          edges
              .find(e -> e.colour().contains(c) && e.kind() == BoardGeometry.Edge.Kind.GO_ROUND)
              .get();
      assertEquals(Location.track(LAST[c.ordinal()]), round.from(), c.toString());
      assertEquals(Location.track(wrap(LAST[c.ordinal()] + 1)), round.to(), c.toString());
      assertEquals(OWN_IDS.ruleId(TrackRule.TURN_HOME), round.rule());
    }
    assertEquals(
        List.of("B1", "A6", "A6", "A6", "A6", "A6", "A6", "A6", "A6"),
        TrackGeometry.make(CoreRules.AMERICAN_RULES).edges().map(BoardGeometry.Edge::rule));
    // P6: a piece must turn home, so there is no way round: the wrap and the four turns home
    for (TrackRules must : List.of(CoreRules.PARCHIS_LIKE.rules(), BARE.rules())) {
      assertEquals(
          List.of(
              BoardGeometry.Edge.Kind.WRAP,
              BoardGeometry.Edge.Kind.HOME_ENTRY,
              BoardGeometry.Edge.Kind.HOME_ENTRY,
              BoardGeometry.Edge.Kind.HOME_ENTRY,
              BoardGeometry.Edge.Kind.HOME_ENTRY),
          TrackGeometry.make(must).edges().map(BoardGeometry.Edge::kind));
    }
  }

  @Test
  @DisplayName("the geometry is made once for equal rules, and is what make builds")
  void madeOnceForEqualRules() {
    TrackRules copy = TrackRules.builder().from(CoreRules.AMERICAN_RULES).build();
    assertTrue(TrackGeometry.of(copy) == TrackGeometry.of(CoreRules.AMERICAN_RULES));
    BoardGeometry made = TrackGeometry.make(OWN_IDS);
    BoardGeometry kept = TrackGeometry.of(OWN_IDS);
    assertEquals(made.cells(), kept.cells());
    assertEquals(made.paths(), kept.paths());
    assertEquals(made.edges(), kept.edges());
  }

  // ------------------------------------------------------------ the drawing (TrackGeometry's doc)

  /** The centre of grid square (row, col) of the 19 x 19 drawing, as x and y. */
  private static double[] grid(int row, int col) {
    return new double[] {(col + 0.5) / GRID, (row + 0.5) / GRID};
  }

  /**
   * A quarter turn of the drawing about its centre, taking each arm to the next one the pieces
   * reach: yellow's at the bottom to blue's on the right, blue's to red's at the top, red's to
   * green's on the left (y grows downwards).
   */
  private static double[] quarter(double[] at) {
    return new double[] {at[1], 1 - at[0]};
  }

  private static double[] at(Cell c) {
    return new double[] {c.x(), c.y()};
  }

  private static void assertAt(double[] want, Cell cell) {
    String where = cell.location().token() + " " + cell.colour();
    assertEquals(want[0], cell.x(), 1e-12, where + " x");
    assertEquals(want[1], cell.y(), 1e-12, where + " y");
  }

  /**
   * The colour whose arm is a quarter turn on from c's: Y to B to R to G (B2's exits 5, 22, ...).
   */
  private static Colour nextArm(Colour c) {
    for (Colour d : Colour.values()) {
      if (EXIT[d.ordinal()] == wrap(EXIT[c.ordinal()] + 17)) {
        return d;
      }
    }
    throw new AssertionError(c);
  }

  @Test
  @DisplayName("drawing: yellow's arm at the bottom, as TrackGeometry describes it")
  void drawingOfYellowsArm() {
    BoardGeometry g = TrackGeometry.make(CoreRules.AMERICAN_RULES);
    Colour y = Colour.YELLOW;
    // square 68, yellow's last, is the bottom end of yellow's arm, in its middle column
    assertAt(grid(18, 9), g.cell(Location.track(68), y).get());
    // 1 to 8 run up the arm's right column, 1 beside 68
    for (int s = 1; s <= 8; s++) {
      assertAt(grid(19 - s, 10), g.cell(Location.track(s), y).get());
    }
    // 9 to 16 out along the lower row of blue's arm (rows 8 to 10 on the right), 17 its end
    for (int s = 9; s <= 16; s++) {
      assertAt(grid(10, s + 2), g.cell(Location.track(s), y).get());
    }
    assertAt(grid(9, 18), g.cell(Location.track(17), y).get());
    // yellow's home row runs up the middle column from 68 to home, beside the centre
    for (int k = 1; k <= 7; k++) {
      assertAt(grid(18 - k, 9), g.cell(Location.homeRow(k), y).get());
    }
    assertAt(grid(10, 9), g.cell(Location.home(), y).get());
    // yellow's nest is the 8 x 8 corner beside its exit (5, right column): rows and columns 11-18
    assertAt(new double[] {15 / GRID, 15 / GRID}, g.cell(Location.nest(), y).get());
    // square 67 and the arm's left column lead down to 68
    assertAt(grid(18, 8), g.cell(Location.track(67), y).get());
    assertAt(grid(11, 8), g.cell(Location.track(60), y).get());
  }

  @Test
  @DisplayName(
      "drawing: a quarter turn takes each arm, home row, home and nest to the next colour's")
  void drawingTurnsWithTheArms() {
    for (TrackRules rules : List.of(CoreRules.AMERICAN_RULES, BARE.rules())) {
      BoardGeometry g = TrackGeometry.make(rules);
      for (int s = 1; s <= 68; s++) {
        // B2: each colour's squares are 17 on from the previous colour's
        assertAt(
            quarter(at(g.cell(Location.track(s), Colour.YELLOW).get())),
            g.cell(Location.track(wrap(s + 17)), Colour.YELLOW).get());
      }
      for (Colour c : Colour.values()) {
        Colour d = nextArm(c);
        List<Location> own = List.of(Location.nest(), Location.home());
        for (int k = 1; k <= 7; k++) {
          own = own.append(Location.homeRow(k));
        }
        for (Location l : own) {
          assertAt(quarter(at(g.cell(l, c).get())), g.cell(l, d).get());
        }
      }
    }
  }

  @Test
  @DisplayName("drawing: each step along a path goes to a neighbouring grid square")
  void drawingStepsToNeighbours() {
    BoardGeometry g = TrackGeometry.make(CoreRules.AMERICAN_RULES);
    int diagonal = 0;
    for (int s = 1; s <= 68; s++) {
      Cell a = g.cell(Location.track(s), Colour.YELLOW).get();
      Cell b = g.cell(Location.track(wrap(s + 1)), Colour.YELLOW).get();
      double dx = Math.abs(a.x() - b.x()) * GRID;
      double dy = Math.abs(a.y() - b.y()) * GRID;
      boolean side = Math.abs(dx + dy - 1) < 1e-9 && Math.min(dx, dy) < 1e-9;
      boolean corner = Math.abs(dx - 1) < 1e-9 && Math.abs(dy - 1) < 1e-9;
      assertTrue(side || corner, s + " to " + wrap(s + 1) + ": " + dx + ", " + dy);
      diagonal += corner ? 1 : 0;
    }
    assertEquals(4, diagonal, "the track cuts the four inner corners of the cross");
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      for (int i = p.size() - 9; i < p.size() - 1; i++) {
        // the home row and home: from the last square, straight on towards the centre
        Cell a = g.cell(p.get(i), c).get();
        Cell b = g.cell(p.get(i + 1), c).get();
        assertEquals(1, (Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y())) * GRID, 1e-9);
      }
    }
  }
}
