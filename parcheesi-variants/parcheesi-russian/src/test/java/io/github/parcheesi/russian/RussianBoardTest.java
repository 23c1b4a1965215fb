package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.ParseException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The board RB1-RB6, with expected answers worked out by hand from RULES.md. */
class RussianBoardTest extends Fixture {

  @Test
  void rb1_onePiecePerCell() {
    ParseException e =
        assertThrows(ParseException.class, () -> pos("russian Y Y:n,n,n,20,20 R:n,n,n,n,n"));
    assertTrue(e.getMessage().contains("RB1"), e.getMessage());
    // two colours on one cell are refused as well
    e = assertThrows(ParseException.class, () -> pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,20"));
    assertTrue(e.getMessage().contains("RB1"), e.getMessage());
    // a step may not end on an own piece: 20+2 is blocked by the own piece on 22
    assertMoves(pos("russian Y Y:n,n,n,20,22 R:n,n,n,n,n"), "2-2", "22/24 24/26", "22/24 20/22");
    refused(pos("russian Y Y:n,n,n,20,22 R:n,n,n,n,n"), "2-2", "20/22 22/24", "R3");
  }

  @Test
  void rb2_trackIsA72CellCycle() {
    // 70 + 4 wraps past 72 to 2, then 1 more to 3
    assertMoves(pos("russian Y Y:n,n,n,n,70 R:n,n,n,n,n"), "4-1", "70/2 2/3");
  }

  @ParameterizedTest(name = "RB2/RB3: {0} enters on {1}")
  @CsvSource({"Y,13", "B,31", "R,49", "G,67"})
  void rb3_exitCells(String colour, int exit) {
    GameState4 g = new GameState4(colour);
    assertMoves(g.state, "6-1", "n/" + exit + " " + exit + "/" + (exit + 1));
  }

  /** A four-player start with the given colour to move. */
  private static final class GameState4 {
    final io.github.parcheesi.GameState state;

    GameState4(String colour) {
      state = pos("russian " + colour + " Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n");
    }
  }

  @Test
  void rb4_homeEntranceAndHomeCells() {
    // Y's home entrance is 10: 8+2 reaches it, then 5 more is exactly home cell 5
    assertMoves(pos("russian Y Y:n,n,n,n,8 R:n,n,n,n,n"), "2-5", "8/10 10/h");
    // a piece never passes its home entrance: 8+6 would be home cell 4, not the innermost free
    assertMoves(pos("russian Y Y:n,n,n,n,8 R:n,n,n,n,n"), "6-4", "n/13 13/17");
    refused(pos("russian Y Y:n,n,n,n,8 R:n,n,n,n,n"), "6-4", "8/14", "RB4");
    // B's home entrance is 28: B's pieces never stand on 29 or 30
    ParseException e =
        assertThrows(ParseException.class, () -> pos("russian Y Y:n,n,n,n,n B:n,n,n,n,29"));
    assertTrue(e.getMessage().contains("RB4"), e.getMessage());
  }

  @Test
  void rb5_arrowCellBetweenCornersAndMirrorCell() {
    // m2 lies between corners 19 and 37: 19 -1-> m2 -2-> 37, 38
    assertMoves(pos("russian Y Y:n,n,n,n,19 R:n,n,n,n,n"), "1-2", "19/20 20/22", "19/m2 m2/38");
    // the diagonal from 19 crosses c to 55
    assertMoves(
        pos("russian Y Y:n,n,n,n,19 R:n,n,n,n,n"),
        "3-4",
        "19/22 22/26",
        "19/55 55/59",
        "19/55 55/59 59/o7");
  }

  @ParameterizedTest(name = "RB6: rest cell o{0} beside {1}")
  @CsvSource({"1,5,R", "2,15,R", "3,23,G", "4,33,G", "5,41,Y", "6,51,Y", "7,59,B", "8,69,B"})
  void rb6_restCells(int rest, int cell, String colour) {
    String seats =
        colour.equals("Y")
            ? "Y:n,n,n,n," + (cell - 3) + " R:n,n,n,n,n"
            : colour.equals("R")
                ? "Y:n,n,n,n,n R:n,n,n,n," + (cell - 3)
                : colour.equals("G")
                    ? "Y:n,n,n,n,n G:n,n,n,n," + (cell - 3)
                    : "Y:n,n,n,n,n B:n,n,n,n," + (cell - 3);
    var s = pos("russian " + colour + " " + seats);
    String path = (cell - 3) + "/" + (cell - 2) + " " + (cell - 2) + "/" + cell;
    assertMoves(s, "1-2", path, path + " " + cell + "/o" + rest);
    String after = play(s, "1-2", path + " " + cell + "/o" + rest);
    assertTrue(after.contains(colour + ":n,n,n,n,o" + rest), after);
  }
}
