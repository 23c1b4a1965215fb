package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Russian board's layout (RB1-RB6), checked cell by cell before the variant exists. */
class RussianLayoutTest {

  private final RussianLayout layout = new RussianLayout();

  private BoardLayout.Cell track(int s) {
    return layout.cellOf(Colour.YELLOW, Location.track(s));
  }

  private static boolean touch(BoardLayout.Cell a, BoardLayout.Cell b) {
    return Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) == 1;
  }

  @Test
  void theTrackIsACycleOf72CellsEachBesideTheNext() {
    for (int s = 1; s <= 72; s++) {
      int next = s % 72 + 1;
      assertTrue(touch(track(s), track(next)), s + " beside " + next);
    }
  }

  @Test
  void noTwoCellsOverlapAndAllLieOnTheGrid() {
    Map<Integer, BoardLayout.Cell> used = new HashMap<>();
    List<BoardLayout.Cell> cells = layout.cells(List.of(Colour.values()));
    assertEquals(72 + 8 + 4 + 1 + 4 + 4 * 5, cells.size());
    for (BoardLayout.Cell c : cells) {
      for (int r = c.row(); r < c.row() + c.height(); r++) {
        for (int k = c.col(); k < c.col() + c.width(); k++) {
          assertTrue(r >= 0 && r < layout.rows() && k >= 0 && k < layout.cols(), c.toString());
          BoardLayout.Cell before = used.put(r * 100 + k, c);
          assertEquals(null, before, c + " overlaps " + before);
        }
      }
    }
  }

  @Test
  void mirrorArrowsRestCellsHomesAndExitsAreWhereTheRulesSay() {
    BoardLayout.Cell mirror = layout.cellOf(Colour.RED, Location.mirror());
    Colour[] quarter = {Colour.YELLOW, Colour.BLUE, Colour.RED, Colour.GREEN};
    for (int q = 0; q < 4; q++) {
      BoardLayout.Cell arrow = layout.cellOf(Colour.RED, Location.arrow(q + 1));
      // RB5: m(q+1) between mirror corners 18q+1 and 18(q+1)+1, beside the mirror
      assertTrue(touch(arrow, track(18 * q + 1)) && touch(arrow, track((18 * q + 18) % 72 + 1)));
      assertTrue(touch(arrow, mirror));
      // RB6: o(2q+1) beside 18q+5, o(2q+2) beside 18q+15
      assertTrue(touch(layout.cellOf(Colour.RED, Location.rest(2 * q + 1)), track(18 * q + 5)));
      assertTrue(touch(layout.cellOf(Colour.RED, Location.rest(2 * q + 2)), track(18 * q + 15)));
      // RB4: home cell 1 beside the entrance 18q+10, then 2..5 towards the centre
      Colour c = quarter[q];
      BoardLayout.Cell entrance = track(18 * q + 10);
      assertEquals(Option.some(c), entrance.owner());
      BoardLayout.Cell h1 = layout.cellOf(c, Location.home(), 4);
      assertTrue(touch(entrance, h1), "home cell 1 of " + c);
      BoardLayout.Cell h5 = layout.cellOf(c, Location.home(), 0);
      assertEquals("h5", h5.label());
      assertEquals(4, Math.abs(h5.row() - h1.row()) + Math.abs(h5.col() - h1.col()));
      // RB3: the exit 18q+13 is marked, and its base is the nearest one
      BoardLayout.Cell exit = track(18 * q + 13);
      assertTrue(exit.exit() && exit.owner().contains(c));
      BoardLayout.Cell own = layout.cellOf(c, Location.nest());
      for (Colour other : Colour.values()) {
        BoardLayout.Cell base = layout.cellOf(other, Location.nest());
        assertTrue(other == c || distance(exit, base) > distance(exit, own), c + " vs " + other);
      }
    }
    // a prisoner is drawn in its captor's base
    assertEquals(
        layout.cellOf(Colour.BLUE, Location.nest()),
        layout.cellOf(Colour.YELLOW, Location.prisonerOf(Colour.BLUE)));
  }

  @Test
  void drawsAPositionOnTheRussianBoard() {
    GameState s =
        GameState.of(
                new OfferRules(),
                Colour.YELLOW,
                LinkedHashMap.of(
                    Colour.YELLOW,
                        List.of(
                            Location.nest(), Location.track(13), Location.rest(1), Location.home()),
                    Colour.BLUE,
                        List.of(
                            Location.prisonerOf(Colour.YELLOW),
                            Location.mirror(),
                            Location.arrow(2),
                            Location.track(72))),
                0,
                Option.none(),
                LinkedHashMap.empty())
            .get();
    String text = TextBoard.render(s, layout, false);
    assertTrue(text.contains("prisoners: B"), text);
    assertTrue(text.contains(" 71 ") && text.contains(" o2 ") && text.contains(" m1 "), text);
    assertEquals(19 + 2, text.split("\n").length);
    String svg = SvgBoard.render(s, layout);
    assertEquals(8, svg.split("class=\"piece\"", -1).length - 1, svg);
    assertTrue(svg.contains("class=\"mirror\"") && svg.contains("class=\"rest\""));
  }

  private static int distance(BoardLayout.Cell a, BoardLayout.Cell b) {
    int dr = Math.max(0, Math.max(b.row() - a.row(), a.row() - (b.row() + b.height() - 1)));
    int dc = Math.max(0, Math.max(b.col() - a.col(), a.col() - (b.col() + b.width() - 1)));
    return dr + dc;
  }
}
