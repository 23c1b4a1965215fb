package io.github.parcheesi.track68;

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
 * The 68-square cross-and-circle board (B1-B4) as a {@link BoardGeometry}: its cells and kinds from
 * the engine's own tables ({@link Board68}) and a variant's {@link TrackRules}, its edges, and
 * where each cell is drawn.
 *
 * <p>The drawing is a 19 x 19 grid: four arms three squares wide and eight long around a 3 x 3
 * centre, the nests in the corners. Yellow's arm is at the bottom, then, as pieces move
 * (counter-clockwise), blue's on the right, red's at the top and green's on the left. Square 68,
 * yellow's last, is the bottom end of yellow's arm; 1 to 8 run up its right column, 9 to 16 out
 * along the lower row of blue's arm, 17 is its end, and so on round. Each colour's home row runs up
 * the middle of its arm from its last square to its home beside the centre; its nest is the 8 x 8
 * corner beside its exit. A cell's coordinates are the centre of its grid squares.
 */
final class TrackGeometry {

  /** Grid squares along each side of the drawing. */
  private static final int GRID = 19;

  /** The pieces of a colour (A1). */
  private static final int PIECES = 4;

  /** Geometries by rules, each made once (kept out of the rule sets, which moves reach). */
  private static final java.util.Map<TrackRules, BoardGeometry> MADE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private TrackGeometry() {}

  /**
   * The geometry of a variant on the 68-square board, made once for equal rules.
   *
   * @param rules the variant's rules: its id, safe squares and half-safe exits
   * @return the geometry
   */
  static BoardGeometry of(TrackRules rules) {
    return MADE.computeIfAbsent(rules, TrackGeometry::make);
  }

  /**
   * The geometry of a variant, made afresh (not cached): what {@link #of} makes once. Tests call it
   * so that each run builds the board it checks.
   */
  static BoardGeometry make(TrackRules rules) {
    List<Cell> cells = List.empty();
    Map<Colour, List<Location>> paths = LinkedHashMap.empty();
    for (Colour c : Colour.values()) {
      double[] at = nest(c);
      cells =
          cells.append(
              cell(Location.nest(), c, Cell.Kind.NEST, at)
                  .withSlots(Cell.Slot.rows(at[0], at[1], PIECES, 2, 3.0 / GRID)));
    }
    for (int s = 1; s <= Board68.TRACK; s++) {
      cells = cells.append(track(rules, s));
    }
    for (Colour c : Colour.values()) {
      int row = rowLength(c);
      for (int k = 1; k <= row; k++) {
        cells =
            cells.append(
                pair(cell(Location.homeRow(k), c, Cell.Kind.HOME_ROW, homeRow(c, k)))); // A7
      }
      double[] home = homeRow(c, row + 1);
      cells =
          cells.append(
              cell(Location.home(), c, Cell.Kind.HOME, home)
                  .withSlots(Cell.Slot.rows(home[0], home[1], PIECES, 2, 0.45 / GRID)));
      paths = paths.put(c, path(c));
    }
    return BoardGeometry.of(rules.id(), cells, paths, edges(rules));
  }

  /**
   * B1: the track closes from 68 to 1; each colour turns from its last track square into its home
   * row; and A6: without {@link TrackRules#mustTurnHome()}, a piece on its last track square may
   * instead go on round the track (P6: with it, there is no such way).
   */
  private static List<BoardGeometry.Edge> edges(TrackRules rules) {
    String turn = rules.ruleId(TrackRule.TURN_HOME);
    List<BoardGeometry.Edge> edges =
        List.of(
            new BoardGeometry.Edge(
                Location.track(Board68.TRACK),
                Location.track(Board68.wrap(Board68.TRACK + 1)),
                Option.none(),
                BoardGeometry.Edge.Kind.WRAP,
                rules.ruleId(TrackRule.TRACK)));
    for (Colour c : Colour.values()) {
      edges =
          edges.append(
              new BoardGeometry.Edge(
                  Location.track(Board68.LAST[c.ordinal()]),
                  Location.homeRow(1),
                  Option.some(c),
                  BoardGeometry.Edge.Kind.HOME_ENTRY,
                  turn));
    }
    if (rules.mustTurnHome()) {
      return edges; // P6
    }
    for (Colour c : Colour.values()) {
      int last = Board68.LAST[c.ordinal()];
      edges =
          edges.append(
              new BoardGeometry.Edge(
                  Location.track(last),
                  Location.track(Board68.wrap(last + 1)),
                  Option.some(c),
                  BoardGeometry.Edge.Kind.GO_ROUND,
                  turn));
    }
    return edges;
  }

  /** B4: the home row's squares, the steps from the last square to home less the step home. */
  private static int rowLength(Colour c) {
    return Board68.toGo(c.ordinal(), Board68.LAST[c.ordinal()]) - 1;
  }

  /** B1, B2, B4: n, the exit, round to the last square, the home row, h. */
  private static List<Location> path(Colour c) {
    int colour = c.ordinal();
    List<Location> way = List.of(Location.nest());
    int s = Board68.EXIT[colour];
    while (true) {
      way = way.append(Location.track(s));
      if (s == Board68.LAST[colour]) {
        break;
      }
      s = Board68.wrap(s + 1);
    }
    for (int k = 1; k <= rowLength(c); k++) {
      way = way.append(Location.homeRow(k));
    }
    return way.append(Location.home());
  }

  /** B2, B3, P3: a track square's kinds and owner. */
  private static Cell track(TrackRules rules, int s) {
    Set<Cell.Kind> kinds = TreeSet.of(Cell.Kind.TRACK);
    Option<Colour> owner = Option.none();
    for (Colour c : Colour.values()) {
      if (Board68.EXIT[c.ordinal()] == s) {
        owner = Option.some(c);
        kinds = kinds.add(Cell.Kind.EXIT);
        if (rules.halfSafeExits()) {
          // P3: only an opponent entering captures there, as on an American exit (A4)
          kinds = kinds.add(Cell.Kind.SAFE);
        }
      }
      if (Board68.LAST[c.ordinal()] == s) {
        owner = Option.some(c);
        kinds = kinds.add(Cell.Kind.HOME_ENTRANCE);
      }
    }
    if (rules.safeSquares().contains(s)) {
      kinds = kinds.add(Cell.Kind.SAFE); // B3, P3
    }
    double[] at = square(s);
    return pair(new Cell(Location.track(s), owner, kinds, at[0], at[1])); // A7
  }

  /** A7: a square holds two pieces at most (a blockade), drawn side by side across it. */
  private static Cell pair(Cell c) {
    double d = 0.2 / GRID;
    return c.withSlots(
        List.of(new Cell.Slot(c.x() - d, c.y() - d), new Cell.Slot(c.x() + d, c.y() + d)));
  }

  private static Cell cell(Location l, Colour c, Cell.Kind kind, double[] at) {
    return new Cell(l, Option.some(c), TreeSet.of(kind), at[0], at[1]);
  }

  /** The centre of a grid square, as x and y in the unit square. */
  private static double[] grid(int row, int col) {
    return new double[] {(col + 0.5) / GRID, (row + 0.5) / GRID};
  }

  /** Where track square s is drawn. */
  private static double[] square(int s) {
    if (s <= 8) {
      return grid(19 - s, 10);
    } else if (s <= 16) {
      return grid(10, s + 2);
    } else if (s == 17) {
      return grid(9, 18);
    } else if (s <= 25) {
      return grid(8, 36 - s);
    } else if (s <= 33) {
      return grid(33 - s, 10);
    } else if (s == 34) {
      return grid(0, 9);
    } else if (s <= 42) {
      return grid(s - 35, 8);
    } else if (s <= 50) {
      return grid(8, 50 - s);
    } else if (s == 51) {
      return grid(9, 0);
    } else if (s <= 59) {
      return grid(10, s - 52);
    } else if (s <= 67) {
      return grid(s - 49, 8);
    } else {
      return grid(18, 9);
    }
  }

  /** Where square k of a colour's home row is drawn, k = 1 beside the last square; 8 is home. */
  private static double[] homeRow(Colour c, int k) {
    switch (c) {
      case YELLOW:
        return grid(18 - k, 9);
      case BLUE:
        return grid(9, 18 - k);
      case RED:
        return grid(k, 9);
      default:
        return grid(9, k);
    }
  }

  /** The centre of a colour's 8 x 8 nest in its corner, beside its exit. */
  private static double[] nest(Colour c) {
    double near = 4.0 / GRID;
    double far = 15.0 / GRID;
    switch (c) {
      case YELLOW:
        return new double[] {far, far};
      case BLUE:
        return new double[] {far, near};
      case RED:
        return new double[] {near, near};
      default:
        return new double[] {near, far};
    }
  }
}
