package io.github.parcheesi.examples.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The boards laid on a grid from their geometry, as both renderers draw them. */
class BoardGridTest {

  private static final RuleSet RUSSIAN = RuleSets.get("russian");
  private final BoardGrid russian = BoardGrid.of(RUSSIAN);
  private final BoardGrid american = BoardGrid.of(RuleSets.get("american"));

  private static BoardGrid.Box box(BoardGrid g, Colour c, String token, int nth) {
    return g.boxOf(c, Location.parse(token).get(), nth);
  }

  private static boolean touch(BoardGrid.Box a, BoardGrid.Box b) {
    return Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) == 1;
  }

  @Test
  void everyBoxLiesOnTheGridAndNoTwoOverlap() {
    for (BoardGrid g : new BoardGrid[] {russian, american}) {
      assertEquals(19, g.size());
      Map<Integer, BoardGrid.Box> used = new HashMap<>();
      for (BoardGrid.Box b : g.boxes()) {
        if (b.shape() == BoardGrid.Shape.PRISON) {
          continue; // drawn inside its captor's nest
        }
        for (int r = b.row(); r < b.row() + b.height(); r++) {
          for (int k = b.col(); k < b.col() + b.width(); k++) {
            assertTrue(r >= 0 && r < g.size() && k >= 0 && k < g.size(), b.toString());
            BoardGrid.Box before = used.put(r * 100 + k, b);
            assertEquals(null, before, b + " overlaps " + before);
          }
        }
      }
    }
  }

  @Test
  void theTracksAreCyclesOfNeighbouringSquares() {
    for (int s = 1; s <= 72; s++) {
      assertTrue(
          touch(
              box(russian, Colour.RED, "" + s, 0), box(russian, Colour.RED, "" + (s % 72 + 1), 0)));
    }
    for (int s = 1; s <= 68; s++) {
      BoardGrid.Box a = box(american, Colour.RED, "" + s, 0);
      BoardGrid.Box b = box(american, Colour.RED, "" + (s % 68 + 1), 0);
      // the corners of the cross are diagonal neighbours
      assertTrue(Math.abs(a.row() - b.row()) <= 1 && Math.abs(a.col() - b.col()) <= 1, a + " " + b);
    }
  }

  @Test
  void nestsAreAreasAndTheRussianHomeIsFiveSlotsFilledFromTheCentre() {
    assertEquals(8, box(american, Colour.BLUE, "n", 0).width());
    assertEquals(7, box(russian, Colour.BLUE, "n", 0).height());
    assertEquals(1, box(american, Colour.BLUE, "h", 0).width());
    Colour[] quarter = {Colour.YELLOW, Colour.BLUE, Colour.RED, Colour.GREEN};
    for (int q = 0; q < 4; q++) {
      Colour c = quarter[q];
      // RB4, R14: the first piece home takes h5, next to the mirror; h1 is beside the entrance
      BoardGrid.Box h5 = box(russian, c, "h", 0);
      BoardGrid.Box h1 = box(russian, c, "h", 4);
      assertEquals("h5", h5.label());
      assertEquals("h1", h1.label());
      assertTrue(touch(h1, box(russian, c, "" + (18 * q + 10), 0)), "h1 beside the entrance");
      assertEquals(4, Math.abs(h5.row() - h1.row()) + Math.abs(h5.col() - h1.col()));
      // RB6, RB5: rest cells and arrow cells beside their track cells
      assertTrue(
          touch(box(russian, c, "o" + (2 * q + 1), 0), box(russian, c, "" + (18 * q + 5), 0)));
      assertTrue(touch(box(russian, c, "m" + (q + 1), 0), box(russian, c, "c", 0)));
    }
  }

  @Test
  void drawsARussianPositionWithPrisonersAndTheMirror() {
    GameState s =
        Notation.parsePosition("russian Y Y:n,13,o1,h,h G:n,n,n,n,pY R:n,n,n,n,h B:72,m2,c,pY,pY");
    String text = TextBoard.render(s, false);
    assertTrue(text.contains("prisoners: G B B"), text);
    assertTrue(text.contains(" 71 ") && text.contains(" o2 ") && text.contains(" m1 "), text);
    assertEquals(19 + 2, text.split("\n").length);
    String svg = SvgBoard.render(s);
    assertEquals(20, svg.split("class=\"piece\"", -1).length - 1, svg);
    assertEquals(3, svg.split("data-cell=\"prison\"", -1).length - 1, svg);
    assertTrue(svg.contains("class=\"mirror\"") && svg.contains("class=\"rest\""));
    assertTrue(svg.contains("data-cell=\"home h5\"") && svg.contains("data-cell=\"home h4\""));
  }
}
