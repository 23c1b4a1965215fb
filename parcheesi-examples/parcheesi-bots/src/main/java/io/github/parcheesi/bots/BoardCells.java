package io.github.parcheesi.bots;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The places of a board's cells in its {@link BoardGeometry#cells()} (as {@code board --json} lists
 * them), by which {@link LearningEnv} numbers a step's piece and counts pieces in its observation.
 * A location can be a different cell for each colour (a home row, a nest).
 */
final class BoardCells {

  // the place of each colour's cell of a location in the board's cells, or -1
  private final Map<Location, int[]> cells = new HashMap<>();

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
    for (Cell c : all) {
      int[] byColour = cells.computeIfAbsent(c.location(), l -> new int[] {-1, -1, -1, -1});
      for (Colour colour : Colour.values()) {
        if (board.cell(c.location(), colour).contains(c)) {
          byColour[colour.ordinal()] = all.indexOf(c);
        }
      }
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
    int[] byColour = cells.get(l);
    int i = byColour == null ? -1 : byColour[c.ordinal()];
    if (i < 0) {
      throw new IllegalStateException("no cell for " + c + "'s piece on " + l);
    }
    return i;
  }

  /**
   * The distinct cells of the mover's pieces after the steps chosen, ascending: a piece's number in
   * a step action is the rank of its location here.
   *
   * @param state the position at the start of the move
   * @param chosen the steps chosen so far
   * @return the cells' places
   */
  int[] moverLocations(GameState state, List<Step> chosen) {
    Colour me = state.toMove();
    List<Location> pieces = state.pieces(me);
    int[] codes = new int[pieces.size()];
    int n = 0;
    for (Location l : pieces) {
      codes[n++] = of(l, me);
    }
    for (Step s : chosen) {
      int from = of(s.from(), me);
      for (int k = 0; k < n; k++) {
        if (codes[k] == from) {
          codes[k] = of(s.to(), me);
          break;
        }
      }
    }
    Arrays.sort(codes);
    int distinct = 0;
    for (int k = 0; k < n; k++) {
      if (distinct == 0 || codes[distinct - 1] != codes[k]) {
        codes[distinct++] = codes[k];
      }
    }
    return Arrays.copyOf(codes, distinct);
  }
}
