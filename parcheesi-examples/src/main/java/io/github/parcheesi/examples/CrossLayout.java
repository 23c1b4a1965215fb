package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.track68.TrackRules;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Set;

/**
 * The 68-square cross-and-circle board of American Parcheesi and Parchís (rules B1-B4) on a 19 x 19
 * grid: four arms three squares wide and eight long around a 3 x 3 centre, the nests in the
 * corners.
 *
 * <p>Yellow's arm is at the bottom, then, as pieces move (counter-clockwise), blue's on the right,
 * red's at the top and green's on the left. Square 68, yellow's last, is the bottom end of yellow's
 * arm; 1 to 8 run up its right column, 9 to 16 out along the lower row of blue's arm, 17 is its
 * end, and so on round. Each colour's home row runs up the middle of its arm from its last square
 * to its home in the centre; its nest is the corner beside its exit (Y 5, B 22, R 39, G 56, as in
 * B2).
 */
final class CrossLayout implements BoardLayout {

  private static final int SIZE = 19;
  private static final int[] EXIT = {5, 56, 39, 22}; // Colour order Y, G, R, B

  private final Set<Integer> safe;
  private final boolean halfSafeExits;

  private CrossLayout(Set<Integer> safe, boolean halfSafeExits) {
    this.safe = safe;
    this.halfSafeExits = halfSafeExits;
  }

  /**
   * The layout for a variant on the 68-square board.
   *
   * @param rules the variant's rules, for its safe squares
   * @return the layout
   */
  static CrossLayout of(TrackRules rules) {
    return new CrossLayout(rules.safeSquares(), rules.halfSafeExits());
  }

  @Override
  public int rows() {
    return SIZE;
  }

  @Override
  public int cols() {
    return SIZE;
  }

  /** Grid row and column of a track square. */
  static int[] square(int s) {
    if (s <= 8) {
      return new int[] {19 - s, 10};
    } else if (s <= 16) {
      return new int[] {10, s + 2};
    } else if (s == 17) {
      return new int[] {9, 18};
    } else if (s <= 25) {
      return new int[] {8, 36 - s};
    } else if (s <= 33) {
      return new int[] {33 - s, 10};
    } else if (s == 34) {
      return new int[] {0, 9};
    } else if (s <= 42) {
      return new int[] {s - 35, 8};
    } else if (s <= 50) {
      return new int[] {8, 50 - s};
    } else if (s == 51) {
      return new int[] {9, 0};
    } else if (s <= 59) {
      return new int[] {10, s - 52};
    } else if (s <= 67) {
      return new int[] {s - 49, 8};
    } else {
      return new int[] {18, 9};
    }
  }

  /** Grid row and column of square i (1..7) of a colour's home row, or of its home (i = 8). */
  private static int[] homeRow(Colour c, int i) {
    switch (c) {
      case YELLOW:
        return new int[] {18 - i, 9};
      case BLUE:
        return new int[] {9, 18 - i};
      case RED:
        return new int[] {i, 9};
      default:
        return new int[] {9, i};
    }
  }

  /** Top-left corner of a colour's nest. */
  private static int[] nest(Colour c) {
    switch (c) {
      case YELLOW:
        return new int[] {11, 11};
      case BLUE:
        return new int[] {0, 11};
      case RED:
        return new int[] {0, 0};
      default:
        return new int[] {11, 0};
    }
  }

  private Cell track(int s) {
    int[] rc = square(s);
    Option<Colour> owner = Option.none();
    boolean exit = false;
    for (int c = 0; c < 4; c++) {
      if (EXIT[c] == s) {
        owner = Option.some(Colour.ofIndex(c));
        exit = true;
      }
    }
    boolean isSafe = safe.contains(s) || (exit && halfSafeExits);
    return new Cell(
        BoardLayout.CellKind.TRACK, rc[0], rc[1], 1, 1, owner, Integer.toString(s), isSafe, exit);
  }

  private static Cell homeRowCell(Colour c, int i) {
    int[] rc = homeRow(c, i);
    return new Cell(
        BoardLayout.CellKind.HOME_ROW, rc[0], rc[1], 1, 1, Option.some(c), "", true, false);
  }

  private static Cell homeCell(Colour c) {
    int[] rc = homeRow(c, 8);
    return new Cell(BoardLayout.CellKind.HOME, rc[0], rc[1], 1, 1, Option.some(c), "", true, false);
  }

  private static Cell nestCell(Colour c) {
    int[] rc = nest(c);
    return new Cell(BoardLayout.CellKind.NEST, rc[0], rc[1], 8, 8, Option.some(c), "", true, false);
  }

  @Override
  public List<Cell> cells(List<Colour> colours) {
    List<Cell> out = List.empty();
    for (Colour c : Colour.values()) {
      out = out.append(nestCell(c));
    }
    for (int s = 1; s <= 68; s++) {
      out = out.append(track(s));
    }
    for (Colour c : Colour.values()) {
      for (int i = 1; i <= 7; i++) {
        out = out.append(homeRowCell(c, i));
      }
      out = out.append(homeCell(c));
    }
    return out.append(
        new Cell(BoardLayout.CellKind.CENTRE, 9, 9, 1, 1, Option.none(), "", true, false));
  }

  @Override
  public Cell cellOf(Colour colour, Location at) {
    switch (at.kind()) {
      case NEST:
        return nestCell(colour);
      case HOME:
        return homeCell(colour);
      case HOME_ROW:
        return homeRowCell(colour, at.index());
      case TRACK:
        if (at.index() <= 68) {
          return track(at.index());
        }
        break;
      default:
        break;
    }
    throw new IllegalArgumentException("the 68-square board has no location " + at);
  }
}
