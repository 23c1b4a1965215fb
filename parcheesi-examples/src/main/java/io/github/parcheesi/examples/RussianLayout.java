package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The Russian board (rules RB1-RB6) on a 19 x 19 grid: four arms three cells wide and eight long
 * around a 3 x 3 centre whose corners are the mirror corners (track cells 1, 19, 37, 55), whose
 * edge middles are the arrow cells {@code m1}..{@code m4} and whose middle is the mirror {@code c}.
 *
 * <p>Quarter q (Y 0 at the bottom, B 1 on the right, R 2 at the top, G 3 on the left, as pieces
 * move, counter-clockwise) starts at mirror corner 18q+1, runs out along the arm's first long side
 * (18q+2..18q+8), across its far end (18q+9..18q+11, the middle one the colour's home entrance) and
 * back in along the second long side (18q+12..18q+18). The five home cells run up the middle of the
 * arm from the entrance (home cell 5 nearest the centre; home fills from 5 outwards, RB4, R14).
 * Rest cells lie on the track's right-hand side: o(2q+1) beside 18q+5, o(2q+2) beside 18q+15 (RB6).
 * Each base is a 7 x 7 area in the corner beside its exit 18q+13 (RB3) and holds the prisoners its
 * colour took.
 */
final class RussianLayout implements BoardLayout {

  private static final int SIZE = 19;

  /** Quarter of each colour in Colour order Y, G, R, B (RB2: Y 0, B 1, R 2, G 3). */
  private static final int[] QUARTER = {0, 3, 2, 1};

  /** Colour of each quarter. */
  private static final Colour[] OF_QUARTER = {Colour.YELLOW, Colour.BLUE, Colour.RED, Colour.GREEN};

  @Override
  public int rows() {
    return SIZE;
  }

  @Override
  public int cols() {
    return SIZE;
  }

  /**
   * Turns a position in quarter 0's frame (the bottom arm) by q quarter turns counter-clockwise on
   * screen, which is the direction of play.
   */
  private static int[] turn(int row, int col, int q) {
    int r = row;
    int c = col;
    for (int i = 0; i < q; i++) {
      // a quarter turn counter-clockwise about the centre (9, 9): (r, c) -> (18 - c, r)
      int nr = 18 - c;
      int nc = r;
      r = nr;
      c = nc;
    }
    return new int[] {r, c};
  }

  /** Grid row and column of track cell s, 1..72. */
  static int[] track(int s) {
    int q = (s - 1) / 18;
    int k = (s - 1) % 18 + 1; // 1..18 within the quarter
    int row;
    int col;
    if (k == 1) {
      row = 10;
      col = 8;
    } else if (k <= 8) {
      row = 9 + k; // 11..17, outwards down the left column
      col = 8;
    } else if (k <= 11) {
      row = 18;
      col = k - 1; // 8, 9, 10 across the far end
    } else {
      row = 29 - k; // 17..11, back up the right column
      col = 10;
    }
    return turn(row, col, q);
  }

  private static int[] homeCell(Colour c, int i) {
    return turn(18 - i, 9, QUARTER[c.ordinal()]); // home cell 1 next to the entrance
  }

  private static int[] rest(int o) {
    int q = (o - 1) / 2;
    // beside 18q+5 (left column going out: right-hand side is further left) or 18q+15
    return o % 2 == 1 ? turn(14, 7, q) : turn(14, 11, q);
  }

  private static int[] base(Colour c) {
    return turn(12, 12, QUARTER[c.ordinal()]); // one corner of the 7 x 7 base
  }

  private static Cell trackCell(int s) {
    int[] rc = track(s);
    int q = (s - 1) / 18;
    int k = (s - 1) % 18 + 1;
    Option<Colour> owner = k == 13 || k == 10 ? Option.some(OF_QUARTER[q]) : Option.none();
    return new Cell(CellKind.TRACK, rc[0], rc[1], 1, 1, owner, Integer.toString(s), false, k == 13);
  }

  private static Cell home(Colour c, int i) {
    int[] rc = homeCell(c, i);
    return new Cell(CellKind.HOME, rc[0], rc[1], 1, 1, Option.some(c), "h" + i, true, false);
  }

  private static Cell restCell(int o) {
    int[] rc = rest(o);
    return new Cell(CellKind.REST, rc[0], rc[1], 1, 1, Option.none(), "o" + o, true, false);
  }

  private static Cell arrow(int m) {
    int[] rc = turn(10, 9, m - 1);
    return new Cell(CellKind.ARROW, rc[0], rc[1], 1, 1, Option.none(), "m" + m, false, false);
  }

  private static Cell mirror() {
    return new Cell(CellKind.MIRROR, 9, 9, 1, 1, Option.none(), "c", false, false);
  }

  private static Cell nest(Colour c) {
    int[] corner = base(c);
    // the turned corner is one of the area's four corners: take the top-left of the 7 x 7 area
    int top = corner[0] == 12 ? 12 : corner[0] - 6;
    int left = corner[1] == 12 ? 12 : corner[1] - 6;
    return new Cell(CellKind.NEST, top, left, 7, 7, Option.some(c), "", true, false);
  }

  @Override
  public List<Cell> cells(List<Colour> colours) {
    List<Cell> out = List.empty();
    for (Colour c : Colour.values()) {
      out = out.append(nest(c));
      for (int i = 1; i <= 5; i++) {
        out = out.append(home(c, i));
      }
    }
    for (int s = 1; s <= 72; s++) {
      out = out.append(trackCell(s));
    }
    for (int o = 1; o <= 8; o++) {
      out = out.append(restCell(o));
    }
    for (int m = 1; m <= 4; m++) {
      out = out.append(arrow(m));
    }
    return out.append(mirror());
  }

  @Override
  public Cell cellOf(Colour colour, Location at) {
    return cellOf(colour, at, 0);
  }

  @Override
  public Cell cellOf(Colour colour, Location at, int nth) {
    switch (at.kind()) {
      case NEST:
        return nest(colour);
      case PRISONER:
        return nest(Colour.ofIndex(at.index()));
      case HOME:
        return home(colour, Math.max(1, 5 - nth)); // R14: home fills from cell 5 outwards
      case TRACK:
        return trackCell(at.index());
      case REST:
        return restCell(at.index());
      case ARROW:
        return arrow(at.index());
      case MIRROR:
        return mirror();
      default:
        throw new IllegalArgumentException("the Russian board has no location " + at);
    }
  }
}
