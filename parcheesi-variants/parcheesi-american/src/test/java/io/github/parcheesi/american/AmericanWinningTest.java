package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for A15: the winner and the end of the game. */
class AmericanWinningTest {

  @Test
  @DisplayName("A15: the first player with all four pieces home wins and the game ends")
  void a15_firstPlayerWithAllFourHomeWins() {
    GameState s = position("american Y Y:r6,h,h,h G:n,n,n,n R:n,n,n,n B:n,n,n,n");
    // r6 needs exactly 2; the 3 cannot be played.
    assertMoves(s, roll(2, 3), "r6/h");
    GameState won = AMERICAN.play(s, Notation.parseMove("r6/h", roll(2, 3)));
    assertEquals("american Y Y:h,h,h,h G:n,n,n,n R:n,n,n,n B:n,n,n,n winner=Y", won.toString());
    assertEquals(Option.some(Colour.YELLOW), won.winner());
    assertEquals(Phase.OVER, won.phase());
  }

  @Test
  @DisplayName("A15/A13: a win on doubles ends the game: no roll again, doubles=0")
  void a15_aWinOnDoublesEndsTheGame() {
    GameState s = position("american Y Y:62,h,h,h R:n,n,n,n doubles=1");
    // 1, 1, 6, 6 = 14 steps: home exactly (6 to 68, then 8), or round again to 8.
    assertMoves(s, roll(1, 1), "62/68 68/r6 r6/r7 r7/h", "62/68 68/6 6/7 7/8");
    assertEquals(
        "american Y Y:h,h,h,h R:n,n,n,n winner=Y", after(s, roll(1, 1), "62/68 68/r6 r6/r7 r7/h"));
    assertEquals(
        "american Y Y:8,h,h,h R:n,n,n,n doubles=2", after(s, roll(1, 1), "62/68 68/6 6/7 7/8"));
  }

  @Test
  @DisplayName("A15: a finished game (winner=C) has no legal moves and refuses every move")
  void a15_noMovesAfterTheGameIsOver() {
    GameState over = position("american R Y:n,5,10,h R:h,h,h,h winner=R");
    assertEquals("american R Y:n,5,10,h R:h,h,h,h winner=R", over.toString());
    assertEquals(Phase.OVER, over.phase());
    assertTrue(over.isOver());
    for (Roll r : Roll.outcomes()) {
      assertEquals(List.empty(), AMERICAN.legalMoves(over, r));
    }
    Fixture.assertRefused(over, roll(3, 4), "pass", "A15");
    Fixture.assertRefused(over, roll(5, 1), "n/5 5/6", "A15");
  }

  @Test
  @DisplayName("A15: winner=C is written exactly when colour C has every piece home")
  void a15_theWinnerFieldMatchesThePieces() {
    assertThrows(ParseException.class, () -> position("american Y Y:h,h,h,h R:n,n,n,n"));
    assertThrows(ParseException.class, () -> position("american Y Y:n,h,h,h R:n,n,n,n winner=Y"));
    assertThrows(
        ParseException.class, () -> position("american Y Y:h,h,h,h R:n,n,n,n doubles=1 winner=Y"));
    assertEquals(
        List.empty(), AMERICAN.legalMoves(position("american Y Y:h,h,h,h R:n,n,n,n winner=Y")));
  }
}
