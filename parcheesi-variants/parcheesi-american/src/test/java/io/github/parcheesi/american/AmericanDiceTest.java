package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.PENALTY;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.assertNotListed;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for A10, A11, A13 and A14: blockades on doubles, must-use, doubles, passing. */
class AmericanDiceTest {

  @Test
  @DisplayName("A10: a blockade may not move forward as a pair on doubles")
  void a10_aBlockadeMayNotMoveAsAPairOnDoubles() {
    GameState s = position("american Y Y:n,n,10,10 R:n,n,n,n");
    // 10/13 10/13 would move the pair to 13; one piece may take both threes.
    assertMoves(s, roll(3, 3), "10/13 13/16");
    assertNotListed(s, roll(3, 3), "10/13 10/13");
    assertEquals("american Y Y:n,n,10,16 R:n,n,n,n doubles=1", after(s, roll(3, 3), "10/13 13/16"));
  }

  @Test
  @DisplayName(
      "A10/A2: with the four values 2, 2, 5, 5 the pair may split any way but not end together")
  void a10_withFourValuesThePairMayNotEndTogether() {
    GameState s = position("american Y Y:10,10,h,h R:n,n,n,n");
    assertMoves(
        s,
        roll(2, 2),
        "10/12 12/14 14/19 19/24",
        "10/12 10/12 12/17 17/22",
        "10/15 10/12 12/14 14/19",
        "10/12 12/14 10/15 15/20");
    // 2+5 for each piece would end the pair together on 17.
    assertNotListed(s, roll(2, 2), "10/12 12/17 10/12 12/17");
  }

  @Test
  @DisplayName("A11: as many values as possible, even when that needs a certain order")
  void a11_useAsManyValuesAsPossible() {
    // The 2 cannot be played first (safe 12 holds red) but can after the 6.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,12");
    assertMoves(s, roll(2, 6), "10/16 16/18");
    assertMoves(s, roll(6, 2), "10/16 16/18");
    assertNotListed(s, roll(2, 6), "10/16");
  }

  @Test
  @DisplayName("A11: when only one die can be played, the larger one if either could be")
  void a11_theLargerDieWhenOnlyOneCanBePlayed() {
    // 16+2 and 12+6 both land on red's blockade on 18: one die only, so the 6.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,18,18");
    assertMoves(s, roll(6, 2), "10/16");
    assertMoves(s, roll(2, 6), "10/16");
    assertNotListed(s, roll(2, 6), "10/12");
  }

  @Test
  @DisplayName("A11: the smaller die when the larger cannot be played at all")
  void a11_theSmallerDieWhenTheLargerCannotBePlayed() {
    // Neither 10+3 nor 11+3 gets past red's pair on 13 (3-2 would enter with the sum, A3).
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,13");
    assertMoves(s, roll(3, 1), "10/11");
    assertMoves(s, roll(1, 3), "10/11");
  }

  @Test
  @DisplayName(
      "A11/A13: on doubles only the count of values played matters; not all played, no reroll")
  void a11_onDoublesOnlyTheCountMatters() {
    // 3, 3, 4, 4: all four would pass red's blockade on 22; any three values may be played.
    GameState s = position("american Y Y:10,h,h,h R:n,n,22,22");
    assertMoves(s, roll(3, 3), "10/13 13/16 16/20", "10/14 14/18 18/21");
    assertEquals("american R Y:20,h,h,h R:n,n,22,22", after(s, roll(3, 3), "10/13 13/16 16/20"));
  }

  @Test
  @DisplayName("A13: after doubles all played the same player rolls again")
  void a13_doublesAllPlayedRollAgain() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,n");
    assertEquals("american Y Y:n,n,n,16 R:n,n,n,n doubles=1", after(s, roll(3, 3), "10/13 13/16"));
    GameState second = position("american Y Y:n,n,n,10 R:n,n,n,n doubles=1");
    assertEquals(
        "american Y Y:n,n,n,16 R:n,n,n,n doubles=2", after(second, roll(3, 3), "10/13 13/16"));
    // A non-doubles roll ends the run of doubles.
    assertEquals("american R Y:n,n,n,17 R:n,n,n,n", after(second, roll(3, 4), "10/13 13/17"));
  }

  @Test
  @DisplayName("A13/A14: doubles that cannot be played do not roll again")
  void a13_doublesNotPlayedDoNotRollAgain() {
    GameState s = position("american Y Y:n,n,n,n R:n,n,n,n");
    assertMoves(s, roll(3, 3), "pass");
    assertEquals("american R Y:n,n,n,n R:n,n,n,n", after(s, roll(3, 3), "pass"));
  }

  @Test
  @DisplayName(
      "A13: the third doubles sends the piece closest to home (home row included) to its nest")
  void a13_thirdDoublesSendsTheClosestPieceToItsNest() {
    GameState s = position(PENALTY, "american Y Y:n,10,60,r3 R:n,n,n,n doubles=2");
    assertEquals(List.of("r3/n"), PENALTY.legalMoves(s, roll(4, 4)).map(Move::toString));
    assertEquals(
        "american R Y:n,n,10,60 R:n,n,n,n threeDoublesPenalty=true", after(s, roll(4, 4), "r3/n"));
    // Pieces already home are excepted.
    GameState h = position(PENALTY, "american Y Y:10,60,h,h R:n,n,n,n doubles=2");
    assertEquals(List.of("60/n"), PENALTY.legalMoves(h, roll(6, 6)).map(Move::toString));
    assertEquals(
        "american R Y:n,10,h,h R:n,n,n,n threeDoublesPenalty=true", after(h, roll(6, 6), "60/n"));
  }

  @Test
  @DisplayName("A13: closest to home counts the steps still to go, for a piece gone round too")
  void a13_closestToHomeForAPieceThatWentRound() {
    // Yellow 3 has gone round: 65 squares to 68, then 8 to home (73); yellow 60 has 16 to go.
    GameState y = position(PENALTY, "american Y Y:n,3,60,h R:n,n,n,n doubles=2");
    assertEquals(List.of("60/n"), PENALTY.legalMoves(y, roll(2, 2)).map(Move::toString));
    // Red 36 sits between red's last square 34 and its exit 39: 74 to go; red 30 has 12.
    GameState r = position(PENALTY, "american R Y:n,n,n,n R:n,30,36,h doubles=2");
    assertEquals(List.of("30/n"), PENALTY.legalMoves(r, roll(1, 1)).map(Move::toString));
    assertEquals(
        "american Y Y:n,n,n,n R:n,n,36,h threeDoublesPenalty=true", after(r, roll(1, 1), "30/n"));
  }

  @Test
  @DisplayName("A13: the third doubles is not played even when no piece is out; the turn passes")
  void a13_thirdDoublesWithNoPieceOut() {
    GameState s = position(PENALTY, "american Y Y:n,n,n,h R:n,n,n,n doubles=2");
    for (int d = 1; d <= 6; d++) {
      Roll doubles = roll(d, d);
      assertEquals(List.of(Move.pass(doubles)), PENALTY.legalMoves(s, doubles));
      assertEquals(
          "american R Y:n,n,n,h R:n,n,n,n threeDoublesPenalty=true", after(s, doubles, "pass"));
    }
  }

  @Test
  @DisplayName("A14: when no value can be played the move is pass and the turn passes")
  void a14_passWhenNothingCanBePlayed() {
    GameState start = AMERICAN.newGame(4);
    assertEquals(List.of(Move.pass(roll(6, 4))), AMERICAN.legalMoves(start, roll(6, 4)));
    assertEquals(
        "american G Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n",
        AMERICAN.play(start, Move.pass(roll(6, 4))).toString());
    // A piece right behind an opponent blockade cannot move either.
    GameState blocked = position("american Y Y:n,n,n,12 R:n,n,13,13");
    assertMoves(blocked, roll(6, 4), "pass");
    assertEquals("american R Y:n,n,n,12 R:n,n,13,13", after(blocked, roll(6, 4), "pass"));
  }
}
