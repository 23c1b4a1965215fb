package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.listed;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Roll;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for A1-A4: pieces, values of a roll, entering. */
class AmericanEnteringTest {

  private static final String START = "american Y Y:n,n,n,n R:n,n,n,n";

  @Test
  @DisplayName("A1: four pieces a player, all in the nest at the start")
  void a1_fourPiecesEachAllInTheNest() {
    assertEquals(4, AMERICAN.piecesPerColour());
    assertEquals(
        "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n", AMERICAN.newGame(4).toString());
    assertThrows(ParseException.class, () -> position("american Y Y:n,n,n R:n,n,n,n"));
    assertThrows(ParseException.class, () -> position("american Y Y:n,n,n,n,n R:n,n,n,n"));
  }

  @Test
  @DisplayName("A2: doubles give two values while a piece is in the nest")
  void a2_doublesGiveTwoValuesWhileAPieceIsInTheNest() {
    GameState s = position("american Y Y:n,10,20,30 R:n,n,n,n");
    assertMoves(
        s,
        roll(3, 3),
        "10/13 13/16",
        "20/23 23/26",
        "30/33 33/36",
        "10/13 20/23",
        "10/13 30/33",
        "20/23 30/33");
  }

  @Test
  @DisplayName("A2: with no piece in the nest (home counts as out) doubles give d, d, 7-d, 7-d")
  void a2_doublesGiveTopsAndBottomsWhenNoPieceIsInTheNest() {
    GameState s = position("american Y Y:10,h,h,h R:n,n,n,n");
    // 2 + 2 + 5 + 5 = 14 steps for the one piece on the board.
    assertMoves(s, roll(2, 2), "10/12 12/14 14/19 19/24");
    assertEquals(
        "american Y Y:24,h,h,h R:n,n,n,n doubles=1",
        after(s, roll(2, 2), "10/12 12/14 14/19 19/24"));
  }

  @Test
  @DisplayName("A2: the bottom faces are judged at the moment of the roll")
  void a2_judgedAtTheMomentOfTheRoll() {
    // One piece in the nest: 5-5 gives 5, 5 only, even after that piece enters.
    GameState s = position("american Y Y:n,10,20,30 R:n,n,n,n");
    assertMoves(
        s,
        roll(5, 5),
        "n/5 5/10",
        "n/5 10/15",
        "n/5 20/25",
        "n/5 30/35",
        "10/15 15/20",
        "10/15 20/25",
        "10/15 30/35",
        "20/25 25/30",
        "20/25 30/35",
        "30/35 35/40");
    assertEquals("american Y Y:5,15,20,30 R:n,n,n,n doubles=1", after(s, roll(5, 5), "n/5 10/15"));
  }

  @Test
  @DisplayName("A3: a 5 on one die enters a piece")
  void a3_aFiveOnOneDieEnters() {
    GameState s = position(START);
    assertMoves(s, roll(5, 3), "n/5 5/8");
    assertMoves(s, roll(3, 5), "n/5 5/8");
    assertEquals("american R Y:n,n,n,8 R:n,n,n,n", after(s, roll(5, 3), "n/5 5/8"));
  }

  @Test
  @DisplayName("A3: two dice summing to 5 enter a piece and spend both dice")
  void a3_twoDiceSummingToFiveEnterAndSpendBoth() {
    GameState start = position(START);
    assertMoves(start, roll(1, 4), "n/5");
    assertMoves(start, roll(4, 1), "n/5");
    assertMoves(start, roll(2, 3), "n/5");
    assertMoves(start, roll(3, 2), "n/5");
    assertEquals("american R Y:n,n,n,5 R:n,n,n,n", after(start, roll(2, 3), "n/5"));
    // With a piece on the board: enter with the sum, or move that piece 1 and 4.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,n");
    assertMoves(s, roll(1, 4), "n/5", "10/11 11/15");
  }

  @Test
  @DisplayName("A3: double fives can enter two pieces")
  void a3_doubleFivesEnterTwoPieces() {
    GameState s = position(START);
    assertMoves(s, roll(5, 5), "n/5 n/5", "n/5 5/10");
    assertEquals("american Y Y:n,n,5,5 R:n,n,n,n doubles=1", after(s, roll(5, 5), "n/5 n/5"));
  }

  @Test
  @DisplayName("A3: from the nest, exactly the rolls with a 5 or a sum of 5 enter")
  void a3_onlyAFiveOrASumOfFiveEnters() {
    GameState s = position(START);
    for (Roll r : Roll.outcomes()) {
      boolean enters =
          r.die1() == 5 || r.die2() == 5 || (!r.isDoubles() && r.die1() + r.die2() == 5);
      List<Move> moves = AMERICAN.legalMoves(s, r);
      if (enters) {
        assertTrue(moves.forAll(m -> m.steps().head().toString().equals("n/5")), r + ": " + moves);
      } else {
        assertEquals(List.of(Move.pass(r)), moves, r.toString());
      }
    }
  }

  @Test
  @DisplayName("A4: a blockade of any colour on the exit square stops entering")
  void a4_aBlockadeOnTheExitStopsEntering() {
    GameState opponent = position("american Y Y:n,n,n,n R:n,n,5,5");
    assertMoves(opponent, roll(5, 1), "pass");
    assertMoves(opponent, roll(1, 4), "pass");
    // An own blockade on the exit (A9) too: a piece enters only once one of the pair left.
    GameState own = position("american Y Y:n,n,5,5 R:n,n,n,n");
    assertMoves(own, roll(5, 1), "5/10 10/11", "5/10 5/6", "5/6 n/5");
  }

  @Test
  @DisplayName("A4/A12: a single opponent on the exit is captured by the entry and earns 20")
  void a4_aSingleOpponentOnTheExitIsCapturedByEntry() {
    GameState s = position("american Y Y:n,n,n,n R:n,n,n,5");
    assertMoves(s, roll(5, 1), "n/5* 5/6 6/26");
    assertEquals("n/5* 5/6 6/26", listed(s, roll(5, 1), "n/5* 5/6 6/26").toString());
    assertEquals("american R Y:n,n,n,26 R:n,n,n,n", after(s, roll(5, 1), "n/5* 5/6 6/26"));
    // Entering with a sum of 5 captures the same way.
    assertMoves(s, roll(1, 4), "n/5* 5/25");
  }
}
