package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.assertNotListed;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.GameState;
import io.github.parcheesi.ParseException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for A5-A9: steps, the home row, occupancy, safe squares, blockades. */
class AmericanMovementTest {

  @Test
  @DisplayName("A5: a piece captures on its first landing, then goes on with the second value")
  void a5_captureOnTheFirstLandingThenContinue() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,13");
    // 3 then 4 lands on 13 (capture, bonus 20 after the dice), 4 then 3 jumps over it.
    assertMoves(s, roll(3, 4), "10/13* 13/17 17/37", "10/14 14/17");
    assertEquals("american R Y:n,n,n,37 R:n,n,n,n", after(s, roll(3, 4), "10/13* 13/17 17/37"));
    assertEquals("american R Y:n,n,n,17 R:n,n,n,13", after(s, roll(3, 4), "10/14 14/17"));
  }

  @Test
  @DisplayName("A5: each value is a step of its own that lands")
  void a5_eachValueIsAStepThatLands() {
    // 10+2 would land on the safe 12 held by red; 10+4+2 lands on 14 and 16 instead.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,12");
    assertMoves(s, roll(2, 4), "10/14 14/16");
  }

  @Test
  @DisplayName("A5: one piece playing both dice is one move, spelled with the first die first")
  void a5_onePiecePlayingBothDiceIsOneMove() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,n");
    assertMoves(s, roll(3, 4), "10/13 13/17");
    assertMoves(s, roll(4, 3), "10/14 14/17");
    // when the first die's landing is the safe 12 held by red, the other order is the move
    GameState t = position("american Y Y:n,n,n,10 R:n,n,n,12");
    assertMoves(t, roll(2, 4), "10/14 14/16");
    assertMoves(t, roll(4, 2), "10/14 14/16");
  }

  @Test
  @DisplayName("A6: at its last square a piece turns into its home row or goes round again")
  void a6_atTheLastSquareTurnHomeOrGoRound() {
    GameState s = position("american Y Y:67,h,h,h R:n,n,n,n");
    assertMoves(s, roll(1, 2), "67/68 68/r2", "67/68 68/2");
    GameState b = position("american B Y:n,n,n,n B:15,h,h,h");
    assertMoves(b, roll(6, 3), "15/r1 r1/r7", "15/18 18/24");
  }

  @Test
  @DisplayName("A6: a piece reaches home only by a step that ends exactly on h")
  void a6_homeOnlyByAnExactStep() {
    // r5 needs exactly 3: the 4 cannot take it home.
    GameState s = position("american Y Y:10,r5,h,h R:n,n,n,n");
    assertMoves(s, roll(4, 3), "r5/h 10/14 14/24", "10/14 14/17");
    GameState last = position("american Y Y:r5,h,h,h R:n,n,n,n");
    assertMoves(last, roll(4, 6), "pass");
    assertMoves(last, roll(3, 6), "r5/h");
  }

  @Test
  @DisplayName("A7: a square never holds two colours or three pieces")
  void a7_aSquareNeverHoldsTwoColoursOrThreePieces() {
    assertThrows(ParseException.class, () -> position("american Y Y:n,n,12,12 R:n,n,n,12"));
    assertThrows(ParseException.class, () -> position("american Y Y:n,n,n,20 R:n,n,n,20"));
    assertThrows(ParseException.class, () -> position("american Y Y:n,12,12,12 R:n,n,n,n"));
    assertThrows(ParseException.class, () -> position("american Y Y:n,r2,r2,r2 R:n,n,n,n"));
    // Home rows are each colour's own: Y's r3 and R's r3 are different squares.
    assertEquals(
        "american Y Y:n,n,r3,r3 R:n,n,r3,r3",
        position("american Y Y:n,n,r3,r3 R:n,n,r3,r3").toString());
  }

  @Test
  @DisplayName("A7: a third piece may not join a pair; it may once the pair has split")
  void a7_aThirdOwnPieceMayNotJoinAPair() {
    GameState s = position("american Y Y:n,9,13,13 R:n,n,n,n");
    // 9+4 would make three on 13; after 13/15 the same 4 makes a new pair there.
    assertMoves(s, roll(4, 2), "13/17 9/11", "13/17 13/15", "13/17 17/19", "13/15 9/13");
  }

  @Test
  @DisplayName("A7: home-row squares belong to their colour alone")
  void a7_homeRowSquaresBelongToTheirColourAlone() {
    GameState s = position("american Y Y:r2,h,h,h R:n,n,n,r3");
    assertMoves(s, roll(1, 2), "r2/r3 r3/r5");
    assertEquals("american R Y:r5,h,h,h R:n,n,n,r3", after(s, roll(1, 2), "r2/r3 r3/r5"));
  }

  @Test
  @DisplayName("A8: a step may not end on a safe square holding an opponent piece")
  void a8_aStepMayNotEndOnASafeSquareHoldingAnOpponent() {
    GameState s = position("american Y Y:n,n,n,9 R:n,n,n,12");
    assertMoves(s, roll(3, 6), "9/15 15/18");
    assertNotListed(s, roll(3, 6), "9/12* 12/18");
  }

  @Test
  @DisplayName("A8/A4: an exit square is safe from track steps; only an entry captures there")
  void a8_theExitSquareIsSafeFromTrackSteps() {
    GameState s = position("american Y Y:n,n,n,2 R:n,n,n,5");
    assertMoves(s, roll(3, 1), "2/3 3/6");
  }

  @Test
  @DisplayName("A8: a step ending on a non-safe square holding one opponent captures it")
  void a8_captureOnANonSafeSquare() {
    GameState s = position("american R Y:n,n,n,44 R:n,n,n,40");
    // Red 40+4 = 44 captures yellow; bonus 20 after the dice: 44+2 = 46, then 46+20 = 66.
    assertMoves(s, roll(4, 2), "40/44* 44/46 46/66", "40/42 42/46");
    assertEquals("american Y Y:n,n,n,n R:n,n,n,66", after(s, roll(4, 2), "40/44* 44/46 46/66"));
  }

  @Test
  @DisplayName("A9: no piece may pass an opponent blockade")
  void a9_noPieceMayPassABlockade() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,13");
    assertMoves(s, roll(6, 1), "10/11");
    assertEquals("american R Y:n,n,n,11 R:n,n,13,13", after(s, roll(6, 1), "10/11"));
  }

  @Test
  @DisplayName("A9: no piece may land on a blockade")
  void a9_noPieceMayLandOnABlockade() {
    // 10+3 would land on red's pair on 13, and 11+3 would pass it: only the 1 is played.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,13");
    assertMoves(s, roll(3, 1), "10/11");
    assertNotListed(s, roll(3, 1), "10/13 13/14");
  }

  @Test
  @DisplayName("A9: the owner's pieces may not pass their own blockade either")
  void a9_theOwnersPiecesMayNotPassTheirOwnBlockade() {
    GameState s = position("american Y Y:n,10,13,13 R:n,n,n,n");
    // 10 may pass 13 only after a piece of the pair has left it.
    assertMoves(s, roll(4, 2), "13/17 10/12", "13/17 13/15", "13/17 17/19", "13/15 10/14");
    assertNotListed(s, roll(4, 2), "10/14 14/16");
  }

  @Test
  @DisplayName("A9: a blockade in the home row blocks its own colour")
  void a9_aBlockadeInTheHomeRow() {
    GameState s = position("american Y Y:r1,r3,r3,h R:n,n,n,n");
    assertMoves(s, roll(4, 1), "r3/r7 r1/r2", "r3/r7 r3/r4", "r3/r7 r7/h", "r3/r4 r1/r5");
  }

  @Test
  @DisplayName("A9: no piece may enter onto a blockade, its own included")
  void a9_noPieceMayEnterOntoABlockade() {
    // Double fives: the first entry makes a pair on 5, so the second cannot enter.
    GameState s = position("american Y Y:n,n,n,5 R:n,n,n,n");
    assertMoves(s, roll(5, 5), "n/5 5/10", "5/10 10/15");
    assertNotListed(s, roll(5, 5), "n/5 n/5");
  }
}
