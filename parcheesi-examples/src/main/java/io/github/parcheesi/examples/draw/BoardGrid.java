package io.github.parcheesi.examples.draw;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Map;

/**
 * A variant's {@link BoardGeometry} laid on a grid of squares, for the terminal renderer ({@link
 * TextBoard}) and the picture renderer ({@link SvgBoard}). Nothing here is a table of a board: the
 * grid is read from the geometry's coordinates.
 *
 * <p>The grid's squares are as wide as the closest two cells lie apart. Each cell takes the square
 * its centre falls in, except the places that hold many pieces: a nest takes the largest square
 * area around its centre that no other cell lies in, and a home that has room along its arm (the
 * Russian home's five cells) takes that strip, drawn as one slot per square ({@code h1} farthest
 * from the board's centre), filled from the centre outwards as home fills (R14).
 */
final class BoardGrid {

  /** How a box is drawn. */
  enum Shape {
    /** A track square, labelled with its number. */
    TRACK,
    /** A square of a colour's home row. */
    HOME_ROW,
    /** A colour's nest: a large area holding several pieces. */
    NEST,
    /** A colour's home, or one slot of it ({@code h1}...). */
    HOME,
    /** Where a captor keeps its prisoners, inside its nest (Russian board). */
    PRISON,
    /** A rest cell beside the track (Russian board). */
    REST,
    /** An arrow cell of the mirror (Russian board). */
    ARROW,
    /** The mirror cell (Russian board). */
    MIRROR
  }

  /**
   * One box to draw: a rectangle of grid squares.
   *
   * @param shape how it is drawn
   * @param row its top grid row, from 0
   * @param col its left grid column, from 0
   * @param height rows it spans, 1 or more
   * @param width columns it spans, 1 or more
   * @param owner the colour it belongs to (nest, home row, home, exit, entrance), if any
   * @param label its text: a square's number, a cell's token ({@code o1}), a home slot ({@code
   *     h5}); empty when it has none
   * @param safe whether it is a safe square (B3, P3)
   * @param exit whether it is {@code owner}'s exit square
   */
  record Box(
      Shape shape,
      int row,
      int col,
      int height,
      int width,
      Option<Colour> owner,
      String label,
      boolean safe,
      boolean exit) {}

  private static final Map<RuleSet, BoardGrid> CACHE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private final BoardGeometry geometry;
  private final int size;
  private final Map<Cell, Box> boxes = new java.util.LinkedHashMap<>();
  private final Map<Cell, List<Box>> slots = new java.util.HashMap<>();

  private BoardGrid(BoardGeometry geometry) {
    this.geometry = geometry;
    this.size = gridSize(geometry.cells());
    for (Cell c : geometry.cells()) {
      place(c);
    }
  }

  /**
   * The grid of a rule set's board.
   *
   * @param rules the rules
   * @return the grid, made once for equal rule sets
   * @throws IllegalArgumentException when the variant has no board geometry
   */
  static BoardGrid of(RuleSet rules) {
    try {
      return CACHE.computeIfAbsent(rules, r -> new BoardGrid(r.geometry()));
    } catch (UnsupportedOperationException e) {
      throw new IllegalArgumentException("no board drawing for variant '" + rules.id() + "'");
    }
  }

  /**
   * Whether a rule set's board can be drawn.
   *
   * @param rules the rules
   * @return false when the variant gives no board geometry
   */
  static boolean known(RuleSet rules) {
    try {
      of(rules);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** Squares along a side: one over the smallest distance, along x or y, between two cells. */
  private static int gridSize(List<Cell> cells) {
    double least = 1;
    for (int i = 0; i < cells.size(); i++) {
      for (int j = i + 1; j < cells.size(); j++) {
        Cell a = cells.get(i);
        Cell b = cells.get(j);
        double d = Math.max(Math.abs(a.x() - b.x()), Math.abs(a.y() - b.y()));
        if (d > 1e-9) {
          least = Math.min(least, d);
        }
      }
    }
    return (int) Math.round(1 / least);
  }

  /**
   * Grid squares along each side.
   *
   * @return the number of rows, which is the number of columns
   */
  int size() {
    return size;
  }

  /**
   * Every box to draw: one per cell, one per slot of a home strip.
   *
   * @return the boxes
   */
  List<Box> boxes() {
    List<Box> out = List.empty();
    for (Map.Entry<Cell, Box> e : boxes.entrySet()) {
      List<Box> s = slots.get(e.getKey());
      out = s == null ? out.append(e.getValue()) : out.appendAll(s);
    }
    return out;
  }

  /**
   * The box where a piece stands.
   *
   * @param colour the piece's colour
   * @param at its location
   * @param nth which of the pieces of that colour at that location, from 0
   * @return the box; on a home strip the slot of the nth piece home (R14: from the centre out)
   * @throws IllegalArgumentException when the board has no such location
   */
  Box boxOf(Colour colour, Location at, int nth) {
    Cell cell =
        geometry
            .cell(at, colour)
            .getOrElseThrow(
                () ->
                    new IllegalArgumentException(
                        "the " + geometry.variant() + " board has no location " + at));
    List<Box> s = slots.get(cell);
    if (s != null) {
      return s.get(Math.max(0, s.size() - 1 - nth));
    }
    return boxes.get(cell);
  }

  private static Shape shapeOf(Cell c) {
    if (c.is(Cell.Kind.NEST)) {
      return Shape.NEST;
    } else if (c.is(Cell.Kind.HOME)) {
      return Shape.HOME;
    } else if (c.is(Cell.Kind.HOME_ROW)) {
      return Shape.HOME_ROW;
    } else if (c.is(Cell.Kind.CAPTORS_BASE)) {
      return Shape.PRISON;
    } else if (c.is(Cell.Kind.MIRROR)) {
      return Shape.MIRROR;
    } else if (c.is(Cell.Kind.ARROW)) {
      return Shape.ARROW;
    } else if (c.is(Cell.Kind.REST)) {
      return Shape.REST;
    }
    return Shape.TRACK;
  }

  private void place(Cell c) {
    Shape shape = shapeOf(c);
    double cx = c.x() * size;
    double cy = c.y() * size;
    boolean labelled = shape == Shape.TRACK || shape == Shape.REST || shape == Shape.ARROW;
    String label = labelled || shape == Shape.MIRROR ? c.location().token() : "";
    if (shape == Shape.NEST) {
      // the largest square around the centre that holds no other cell
      double h = first(cx);
      while (free(c, cx, cy, h + 1, h + 1)) {
        h++;
      }
      put(
          c,
          new Box(shape, top(cy, h), top(cx, h), width(h), width(h), c.colour(), "", true, false));
      return;
    }
    if (shape == Shape.HOME) {
      // along its arm, away from the board's centre, as far as no other cell lies
      boolean vertical = Math.abs(cy - size / 2.0) >= Math.abs(cx - size / 2.0);
      double h = first(vertical ? cy : cx);
      while (vertical ? free(c, cx, cy, 0.5, h + 1) : free(c, cx, cy, h + 1, 0.5)) {
        h++;
      }
      int n = width(h);
      if (n > 1) {
        int top = top(vertical ? cy : cx, h);
        boolean outerFirst = vertical ? cy > size / 2.0 : cx > size / 2.0;
        List<Box> s = List.empty();
        for (int k = 1; k <= n; k++) {
          int at = outerFirst ? top + n - k : top + k - 1;
          int row = vertical ? at : (int) Math.floor(cy);
          int col = vertical ? (int) Math.floor(cx) : at;
          s = s.append(new Box(shape, row, col, 1, 1, c.colour(), "h" + k, true, false));
        }
        slots.put(c, s);
        put(c, s.head());
        return;
      }
    }
    put(
        c,
        new Box(
            shape,
            (int) Math.floor(cy),
            (int) Math.floor(cx),
            1,
            1,
            c.colour(),
            label,
            c.is(Cell.Kind.SAFE),
            c.is(Cell.Kind.EXIT)));
  }

  private void put(Cell c, Box b) {
    boxes.put(c, b);
  }

  /** The first half-width around a centre: half a square on a square's middle, else a square. */
  private static double first(double centre) {
    double frac = centre - Math.floor(centre);
    return Math.abs(frac - 0.5) < 1e-6 ? 0.5 : 1;
  }

  private static int top(double centre, double half) {
    return (int) Math.round(centre - half);
  }

  private static int width(double half) {
    return (int) Math.round(2 * half);
  }

  /** Whether the rectangle around (cx, cy) lies on the grid and holds no other cell's centre. */
  private boolean free(Cell self, double cx, double cy, double hx, double hy) {
    if (cx - hx < -1e-6 || cy - hy < -1e-6 || cx + hx > size + 1e-6 || cy + hy > size + 1e-6) {
      return false;
    }
    for (Cell o : geometry.cells()) {
      if (o == self || o.is(Cell.Kind.CAPTORS_BASE)) {
        continue;
      }
      double x = o.x() * size;
      double y = o.y() * size;
      if (Math.abs(x - cx) < hx && Math.abs(y - cy) < hy) {
        return false;
      }
    }
    return true;
  }
}
