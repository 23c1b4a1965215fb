package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.GameBudget;
import io.github.parcheesi.testing.GeometryChecks;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Russian board as {@link RuleSet#geometry()} gives it (RB1-RB6, R5, R8, R10, R12). */
class RussianGeometryTest {

  private final RuleSet rules = new RussianRules();
  private final BoardGeometry g = rules.geometry();

  private Cell cell(String token, Colour c) {
    return g.cell(Location.parse(token).get(), c).get();
  }

  @Test
  @DisplayName(
      "RB1-RB6: 72 track cells, 8 rest cells, 4 arrow cells, the mirror; per colour n, h, pX")
  void rb1_rb6_cells() {
    assertEquals(72 + 8 + 4 + 1 + 4 * 3, g.cells().size());
    assertEquals(
        List.of(1, 19, 37, 55),
        g.cells().filter(c -> c.is(Cell.Kind.CORNER)).map(c -> c.location().index()));
    assertTrue(cell("13", Colour.RED).is(Cell.Kind.EXIT));
    assertEquals(Option.some(Colour.YELLOW), cell("13", Colour.RED).colour());
    assertTrue(cell("28", Colour.RED).is(Cell.Kind.HOME_ENTRANCE));
    assertEquals(Option.some(Colour.BLUE), cell("28", Colour.RED).colour());
    assertTrue(cell("o3", Colour.RED).is(Cell.Kind.REST));
    assertTrue(cell("m2", Colour.RED).is(Cell.Kind.ARROW));
    assertTrue(cell("c", Colour.RED).is(Cell.Kind.MIRROR));
    assertTrue(g.cells().filter(c -> c.is(Cell.Kind.SAFE)).isEmpty());
    // R5: a yellow prisoner held by blue is drawn in blue's base
    Cell prison = cell("pB", Colour.YELLOW);
    assertTrue(prison.is(Cell.Kind.CAPTORS_BASE) && prison.colour().contains(Colour.BLUE));
    Cell base = cell("n", Colour.BLUE);
    assertTrue(Math.abs(prison.x() - base.x()) < 0.2 && Math.abs(prison.y() - base.y()) < 0.2);
  }

  @Test
  @DisplayName("RB2-RB4: each path is the engine's progress from the exit to the home entrance")
  void rb2_rb4_pathsAreTheEnginesProgress() {
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      assertEquals(1 + 70 + 1, p.size());
      for (int i = 1; i < p.size() - 1; i++) {
        assertEquals(i - 1, RussianBoard.progress(c.ordinal(), p.get(i).index()), c + " " + i);
      }
      assertEquals(RussianBoard.ENTRANCE_PROGRESS, p.size() - 3);
    }
    GeometryChecks.pathsAreWellFormed(g);
    GeometryChecks.edgesAgreeWithPaths(g);
    GeometryChecks.pathsFollowTheEngine(rules);
  }

  @Test
  @DisplayName("RB2, RB4, R8, R10, R12: the edges, each of its kind")
  void rb2_rb4_r8_r10_r12_edges() {
    List<String> yellow =
        g.edges()
            .filter(e -> e.colour().isEmpty() || e.colour().contains(Colour.YELLOW))
            .map(e -> e.from() + ">" + e.to() + " " + e.kind() + " " + e.rule());
    // RB2, RB4: the track wraps from 72 to 1; yellow turns home from 10
    assertTrue(yellow.containsAll(List.of("72>1 WRAP RB2", "10>h HOME_ENTRY RB4")));
    // R10: never straight through the own arm: 1 > m1 is not yellow's, 19 > m2 is
    assertFalse(yellow.contains("1>m1 SHORTCUT R10"));
    assertTrue(
        yellow.containsAll(
            List.of(
                "19>m2 SHORTCUT R10",
                "m2>37 SHORTCUT R10",
                "1>37 SHORTCUT R10",
                "55>19 SHORTCUT R10")));
    assertTrue(
        yellow.containsAll(
            List.of("5>o1 REST_SHIFT R8", "o1>5 REST_SHIFT R8", "69>o8 REST_SHIFT R8")));
    assertTrue(yellow.containsAll(List.of("c>m1 MIRROR_EXIT R12", "m1>n MIRROR_EXIT R12")));
    assertFalse(yellow.contains("c>m2 MIRROR_EXIT R12"));
    // each kind counted: one wrap, four turns home, the shortcuts, rest shifts and mirror exits
    assertEquals(
        List.of(1, 4, 0, 4 * 3 * 2 + 4, 8 * 2, 4 * 2),
        List.of(BoardGeometry.Edge.Kind.values()).map(k -> g.edges().count(e -> e.kind() == k)));
  }

  @Test
  @DisplayName("R4, R8: every track cell captures, a rest cell never does, and exits take entrants")
  void r4_r8_capturesAgreeWithTheEngine() {
    GeometryChecks.safeCellsAndExitsAgreeWithTheEngine(rules);
    // R8: a red piece resting on o1 is not captured by yellow coming up to 5 and beyond
    for (String at : List.of("1", "2", "3", "4")) {
      GameState s = Notation.parsePosition("russian Y Y:n,n,n,n," + at + " R:n,n,n,n,o1", rules);
      for (Roll roll : Roll.distinctOutcomes()) {
        for (Move m : rules.legalMoves(s, roll)) {
          for (Step step : m.steps()) {
            assertFalse(step.capture() && step.to().equals(Location.rest(1)), m.toString());
          }
        }
      }
    }
  }

  @Test
  @DisplayName(
      "RB1, RB4, R14: a slot for every piece a place holds; home fills from the centre out")
  void rb1_rb4_r14_slots() {
    BoardGeometry g = rules.geometry();
    double[] centre = {0.5, 0.5};
    for (Colour c : Colour.values()) {
      assertEquals(5, g.cell(Location.nest(), c).get().slots().size(), c + "'s five pieces");
      assertEquals(
          15, g.cell(Location.prisonerOf(c), c).get().slots().size(), "three colours' five");
      List<Cell.Slot> home = g.cell(Location.home(), c).get().slots();
      assertEquals(5, home.size(), c + "'s five home cells");
      for (int k = 1; k < home.size(); k++) {
        assertTrue(
            distance(home.get(k), centre) > distance(home.get(k - 1), centre),
            c + "'s home cell " + (k + 1) + " to fill lies further out than the one before");
      }
      assertEquals(
          1, g.cell(Location.track(5), c).get().slots().size(), "RB1: one piece a track cell");
    }
    assertEquals(20, g.cell(Location.mirror(), Colour.YELLOW).get().slots().size());
  }

  private static double distance(Cell.Slot t, double[] p) {
    return Math.hypot(t.x() - p[0], t.y() - p[1]);
  }

  @Test
  void coversEveryLocationOfRandomGamesAndDrawsApart() {
    GeometryChecks.coversRandomGames(rules, 2025, GameBudget.games(12));
    GeometryChecks.cellsLieApart(g);
    GeometryChecks.everyColourHasItsOwnPlaces(g);
    assertTrue(rules.withOption("capture", "penalty").get().geometry() == g);
  }
}
