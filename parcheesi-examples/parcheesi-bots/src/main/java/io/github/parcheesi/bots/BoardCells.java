package io.github.parcheesi.bots;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.Arrays;

/**
 * The places of a board's cells in its {@link BoardGeometry#cells()} (as {@code board --json} lists
 * them), by which {@link LearningEnv} numbers a step's piece and counts pieces in its observation.
 * A location can be a different cell for each colour (a home row, a nest).
 */
final class BoardCells {

  // the place of each colour's cell of a location in the board's cells, or -1: by the location's
  // kind, then its index within the kind times 4 plus the colour's ordinal
  private final int[][] cells = new int[Location.Kind.values().length][];

  /**
   * The cells of a rule set's board.
   *
   * @param rules the rules
   * @param max the most cells the caller can number
   * @throws IllegalArgumentException when the board has more cells
   */
  BoardCells(io.github.parcheesi.RuleSet rules, int max) {
    BoardGeometry board = rules.geometry();
    List<Cell> all = board.cells();
    if (all.size() > max) {
      throw new IllegalArgumentException("a board of more than " + max + " cells");
    }
    int place = 0;
    for (Cell c : all) {
      Location l = c.location();
      for (Colour colour : Colour.values()) {
        if (board.cell(l, colour).contains(c)) {
          int i = l.index() * 4 + colour.ordinal();
          int[] byIndex = cells[l.kind().ordinal()];
          if (byIndex == null || byIndex.length <= i) {
            int[] grown = new int[(l.index() + 1) * 4];
            Arrays.fill(grown, -1);
            if (byIndex != null) {
              System.arraycopy(byIndex, 0, grown, 0, byIndex.length);
            }
            byIndex = grown;
            cells[l.kind().ordinal()] = byIndex;
          }
          byIndex[i] = place;
        }
      }
      place++;
    }
  }

  /**
   * The place of a colour's piece's cell.
   *
   * @param l where the piece is
   * @param c its colour
   * @return the cell's place in the board's cells
   * @throws IllegalStateException when the board has no such cell
   */
  int of(Location l, Colour c) {
    int[] byIndex = cells[l.kind().ordinal()];
    int at = l.index() * 4 + c.ordinal();
    int i = byIndex == null || at >= byIndex.length ? -1 : byIndex[at];
    if (i < 0) {
      throw new IllegalStateException("no cell for " + c + "'s piece on " + l);
    }
    return i;
  }

  /**
   * The cells of a colour's pieces, one a piece (pieces that share a location share a cell).
   *
   * @param state the position
   * @param c the colour
   * @return the cells' places, in the order of the colour's pieces
   */
  int[] pieces(GameState state, Colour c) {
    List<Location> pieces = state.pieces(c);
    int[] out = new int[pieces.size()];
    int n = 0;
    for (Location l : pieces) {
      out[n++] = of(l, c);
    }
    return out;
  }

  /**
   * Moves one of a colour's pieces by a step: the first piece on the step's cell goes to the cell
   * it reaches.
   *
   * @param pieces the cells of the colour's pieces ({@link #pieces}), changed
   * @param s the step
   * @param c the colour
   */
  void move(int[] pieces, Step s, Colour c) {
    int from = of(s.from(), c);
    for (int k = 0; k < pieces.length; k++) {
      if (pieces[k] == from) {
        pieces[k] = of(s.to(), c);
        return;
      }
    }
  }

  /**
   * The distinct cells among pieces' cells, ascending: a piece's number in a step action is the
   * rank of its cell here.
   *
   * @param pieces the cells of a colour's pieces ({@link #pieces})
   * @return the distinct cells, a new array
   */
  static int[] distinct(int[] pieces) {
    int[] codes = pieces.clone();
    Arrays.sort(codes);
    int distinct = 0;
    for (int k = 0; k < codes.length; k++) {
      if (distinct == 0 || codes[distinct - 1] != codes[k]) {
        codes[distinct++] = codes[k];
      }
    }
    return Arrays.copyOf(codes, distinct);
  }
}
