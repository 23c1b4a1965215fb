package io.github.parcheesi.russian;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;

/**
 * The Russian board (RB1-RB6) as a {@link BoardGeometry}: its cells, ways and edges from the
 * engine's own board ({@link RussianBoard}), and where each cell is drawn.
 *
 * <p>The drawing is a 19 x 19 grid: four arms three cells wide and eight long around a 3 x 3 centre
 * whose corners are the mirror corners (track cells 1, 19, 37, 55), whose edge middles are the
 * arrow cells {@code m1}..{@code m4} and whose middle is the mirror {@code c}. Quarter q (Y 0 at
 * the bottom, B 1 on the right, R 2 at the top, G 3 on the left, as pieces move, counter-clockwise)
 * starts at mirror corner 18q+1, runs out along the arm's first long side (18q+2..18q+8), across
 * its far end (18q+9..18q+11, the middle one the colour's home entrance) and back in along the
 * second long side (18q+12..18q+18). The colour's home is drawn over the five cells up the middle
 * of the arm from its entrance, one slot each. Rest cells lie on the track's right-hand side. Each
 * base is a 7 x 7 area in the corner beside its exit 18q+13, and the prisoners its colour holds
 * ({@code pX}) are drawn in it, below its own pieces.
 */
final class RussianGeometry {

  /** Grid squares along each side of the drawing. */
  private static final int GRID = 19;

  /** The one board: the rule options do not change it. */
  static final BoardGeometry BOARD = make();

  private RussianGeometry() {}

  private static BoardGeometry make() {
    List<Cell> cells = List.empty();
    Map<Colour, List<Location>> paths = LinkedHashMap.empty();
    for (Colour c : Colour.values()) {
      double[] base = base(c);
      // R1: the five pieces in a row across the base, above its prisoners
      double[] own = {base[0], base[1] - 1.0 / GRID};
      cells =
          cells.append(
              cell(Location.nest(), Option.some(c), base, Cell.Kind.NEST)
                  .withSlots(Cell.Slot.rows(own[0], own[1], RussianBoard.PIECES, 5, 1.0 / GRID)));
      // R5: the prisoners a colour holds are kept in its base, three rows of the others' pieces
      double[] prison = {base[0], base[1] + 2.0 / GRID};
      int prisoners = (Colour.values().length - 1) * RussianBoard.PIECES;
      cells =
          cells.append(
              cell(Location.prisonerOf(c), Option.some(c), prison, Cell.Kind.CAPTORS_BASE)
                  .withSlots(Cell.Slot.rows(prison[0], prison[1], prisoners, 5, 1.0 / GRID)));
      cells =
          cells.append(
              cell(Location.home(), Option.some(c), home(c), Cell.Kind.HOME)
                  .withSlots(homeCells(c)));
      paths = paths.put(c, path(c.ordinal()));
    }
    for (int s = 1; s <= RussianBoard.TRACK; s++) {
      cells = cells.append(track(s));
    }
    for (int o = 1; o <= 8; o++) {
      int code = RussianBoard.REST0 + o;
      cells =
          cells.append(cell(RussianBoard.location(code), Option.none(), rest(o), Cell.Kind.REST));
    }
    for (int m = 1; m <= 4; m++) {
      int code = RussianBoard.ARROW0 + m;
      cells =
          cells.append(
              cell(
                  RussianBoard.location(code), Option.none(), turn(10, 9, m - 1), Cell.Kind.ARROW));
    }
    // RB1: the mirror holds any number: every piece of four colours, small, in its one square
    double[] mirror = grid(9, 9);
    int all = Colour.values().length * RussianBoard.PIECES;
    cells =
        cells.append(
            cell(Location.mirror(), Option.none(), mirror, Cell.Kind.MIRROR)
                .withSlots(Cell.Slot.rows(mirror[0], mirror[1], all, 5, 0.18 / GRID)));
    return BoardGeometry.of(RussianRules.ID, cells, paths, edges());
  }

  /** RB2-RB4: n, the exit, round the track to the home entrance, h. */
  private static List<Location> path(int colour) {
    List<Location> way = List.of(Location.nest());
    int s = RussianBoard.exit(colour);
    while (true) {
      way = way.append(RussianBoard.location(s));
      if (s == RussianBoard.entrance(colour)) {
        return way.append(Location.home());
      }
      s = s % RussianBoard.TRACK + 1;
    }
  }

  /** RB2-RB4: a track cell's kinds and owner. */
  private static Cell track(int s) {
    Set<Cell.Kind> kinds = TreeSet.of(Cell.Kind.TRACK);
    Option<Colour> owner = Option.none();
    if (RussianBoard.isCorner(s)) {
      kinds = kinds.add(Cell.Kind.CORNER); // RB2
    }
    for (Colour c : Colour.values()) {
      if (RussianBoard.exit(c.ordinal()) == s) {
        owner = Option.some(c);
        kinds = kinds.add(Cell.Kind.EXIT); // RB3
      }
      if (RussianBoard.entrance(c.ordinal()) == s) {
        owner = Option.some(c);
        kinds = kinds.add(Cell.Kind.HOME_ENTRANCE); // RB4
      }
    }
    double[] at = trackCell(s);
    return new Cell(RussianBoard.location(s), owner, kinds, at[0], at[1]);
  }

  /**
   * RB2, RB4: the track's cycle closing from 72 to 1 and each colour's step from its home entrance
   * into home; R8, R10, R12: every way off a colour's path, with the rule that opens it.
   */
  private static List<BoardGeometry.Edge> edges() {
    List<BoardGeometry.Edge> out =
        List.of(edge(RussianBoard.TRACK, 1, Option.none(), BoardGeometry.Edge.Kind.WRAP, "RB2"));
    for (Colour c : Colour.values()) {
      out =
          out.append(
              edge(
                  RussianBoard.entrance(c.ordinal()),
                  RussianBoard.HOME,
                  Option.some(c),
                  BoardGeometry.Edge.Kind.HOME_ENTRY,
                  "RB4"));
    }
    BoardGeometry.Edge.Kind shortcut = BoardGeometry.Edge.Kind.SHORTCUT;
    BoardGeometry.Edge.Kind shift = BoardGeometry.Edge.Kind.REST_SHIFT;
    for (int s = 1; s <= RussianBoard.TRACK; s++) {
      if (RussianBoard.isCorner(s)) {
        int arrow = RussianBoard.arrowAfter(s);
        for (Colour c : Colour.values()) {
          // R10: a 1 straight to the arrow cell and on to the next corner, never past the own
          // home entrance
          if (RussianBoard.quarterOfCell(s) != RussianBoard.quarter(c.ordinal())) {
            out = out.append(edge(s, arrow, Option.some(c), shortcut, "R10"));
            out =
                out.append(
                    edge(
                        arrow,
                        RussianBoard.cornerAfterArrow(arrow),
                        Option.some(c),
                        shortcut,
                        "R10"));
          }
        }
        // R10: a 3 across the diagonal to the opposite corner
        out = out.append(edge(s, RussianBoard.oppositeCorner(s), Option.none(), shortcut, "R10"));
      }
      int rest = RussianBoard.restBeside(s);
      if (rest > 0) {
        // R8: into the rest cell beside and back out
        out = out.append(edge(s, rest, Option.none(), shift, "R8"));
        out = out.append(edge(rest, s, Option.none(), shift, "R8"));
      }
    }
    BoardGeometry.Edge.Kind exit = BoardGeometry.Edge.Kind.MIRROR_EXIT;
    for (Colour c : Colour.values()) {
      // R12: from the mirror to the own arrow cell, and from there to the base
      int own = RussianBoard.ownArrow(c.ordinal());
      out = out.append(edge(RussianBoard.MIRROR, own, Option.some(c), exit, "R12"));
      out = out.append(edge(own, RussianBoard.NEST, Option.some(c), exit, "R12"));
    }
    return out;
  }

  private static BoardGeometry.Edge edge(
      int from, int to, Option<Colour> colour, BoardGeometry.Edge.Kind kind, String rule) {
    return new BoardGeometry.Edge(
        RussianBoard.location(from), RussianBoard.location(to), colour, kind, rule);
  }

  private static Cell cell(Location l, Option<Colour> c, double[] at, Cell.Kind kind) {
    return new Cell(l, c, TreeSet.of(kind), at[0], at[1]);
  }

  /** The centre of a grid square, as x and y in the unit square. */
  private static double[] grid(double row, double col) {
    return new double[] {(col + 0.5) / GRID, (row + 0.5) / GRID};
  }

  /**
   * A grid square of quarter 0's frame (the bottom arm) turned by q quarter turns counter-clockwise
   * on screen, the direction of play.
   */
  private static double[] turn(double row, double col, int q) {
    double r = row;
    double c = col;
    for (int i = 0; i < q; i++) {
      // a quarter turn counter-clockwise about the centre (9, 9): (r, c) -> (18 - c, r)
      double nr = 18 - c;
      c = r;
      r = nr;
    }
    return grid(r, c);
  }

  /** RB2: where track cell s is drawn. */
  private static double[] trackCell(int s) {
    int q = RussianBoard.quarterOfCell(s);
    int k = (s - 1) % 18 + 1; // 1..18 within the quarter
    if (k == 1) {
      return turn(10, 8, q);
    } else if (k <= 8) {
      return turn(9 + k, 8, q); // outwards down the left column
    } else if (k <= 11) {
      return turn(18, k - 1, q); // across the far end
    } else {
      return turn(29 - k, 10, q); // back up the right column
    }
  }

  /** RB4: the middle of the colour's five home cells, which run up its arm from the entrance. */
  private static double[] home(Colour c) {
    return turn(15, 9, RussianBoard.quarter(c.ordinal()));
  }

  /**
   * RB4, R14: the five home cells as slots in the order they fill: cell 5, nearest the centre,
   * first, then outwards to cell 1, beside the entrance.
   */
  private static List<Cell.Slot> homeCells(Colour c) {
    List<Cell.Slot> out = List.empty();
    for (int k = RussianBoard.PIECES; k >= 1; k--) {
      double[] at = turn(18 - k, 9, RussianBoard.quarter(c.ordinal()));
      out = out.append(new Cell.Slot(at[0], at[1]));
    }
    return out;
  }

  /** RB6: o(2q+1) beside 18q+5, o(2q+2) beside 18q+15, on the track's right-hand side. */
  private static double[] rest(int o) {
    int q = (o - 1) / 2;
    return o % 2 == 1 ? turn(14, 7, q) : turn(14, 11, q);
  }

  /** RB3: the centre of the colour's 7 x 7 base, in the corner beside its exit. */
  private static double[] base(Colour c) {
    return turn(15, 15, RussianBoard.quarter(c.ordinal()));
  }
}
