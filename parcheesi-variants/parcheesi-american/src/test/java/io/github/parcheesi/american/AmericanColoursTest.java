package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.PENALTY;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.listed;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Rules that must hold for every colour, not only yellow: each colour's own home row, the A13
 * penalty measured along the mover's own path, a win by a colour later in play order, and bonus
 * steps that take a piece from the track straight home.
 */
class AmericanColoursTest {

  @Test
  @DisplayName("B4/A9: a red pair on red's r3 does not block yellow's r3; home rows are per colour")
  void b4_homeRowsArePerColour() {
    GameState s = position("american Y Y:r2,h,h,h R:n,n,r3,r3");
    assertMoves(s, roll(1, 2), "r2/r3 r3/r5");
  }

  @Test
  @DisplayName("B4/A5: red's piece on r4 moves though yellow also has a piece on its own r4")
  void b4_eachColourMovesInItsOwnHomeRow() {
    GameState s = position("american R Y:r4,h,h,h R:n,n,n,r4");
    assertMoves(s, roll(1, 2), "r4/r5 r5/r7");
    assertEquals("american Y Y:r4,h,h,h R:n,n,n,r7", after(s, roll(1, 2), "r4/r5 r5/r7"));
  }

  @Test
  @DisplayName("A15: red, third in play order of four, wins with its last piece home")
  void a15_aLaterColourWins() {
    GameState s = position("american R Y:n,n,n,n G:n,n,n,n R:r6,h,h,h B:n,n,n,n");
    // A11: only one die can be played (r6 needs 2 to reach h; 1 then 2 overshoots), the larger.
    assertEquals(List.of("r6/h"), AMERICAN.legalMoves(s, roll(2, 1)).map(Move::toString));
    GameState won = AMERICAN.play(s, listed(s, roll(2, 1), "r6/h"));
    assertEquals("american R Y:n,n,n,n G:n,n,n,n R:h,h,h,h B:n,n,n,n winner=R", won.toString());
    GameState blue = position("american B Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:h,h,r5,h");
    assertEquals(
        "american B Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:h,h,h,h winner=B",
        after(blue, roll(3, 4), "r5/h"));
  }

  @Test
  @DisplayName(
      "A12/A6: a bonus of 10 takes a piece from the track straight home, past a blockade"
          + " behind it")
  void a12_aBonusFromTheTrackStraightHome() {
    // r7/h earns 10; 66 is 2 from yellow's last square 68, so 10 ends exactly on h (2 + 7 + 1),
    // which earns another 10, played by 42. Red's blockade on 62 lies behind 66 and blocks nothing.
    GameState s = position("american Y Y:r7,40,66,h R:n,n,62,62");
    assertEquals(
        "american R Y:52,h,h,h R:n,n,62,62", after(s, roll(1, 2), "r7/h 40/42 66/h 42/52"));
  }

  @Test
  @DisplayName("A13: closest to home is measured along the mover's path, the mover's pieces only")
  void a13_thePenaltyTakesTheMoversPieceClosestToHome() {
    // Yellow 33 would be 1 from red's last square 34, but only red's pieces are candidates.
    GameState r = position(PENALTY, "american R Y:n,n,n,33 R:n,30,36,h doubles=2");
    assertEquals(List.of("30/n"), PENALTY.legalMoves(r, roll(1, 1)).map(Move::toString));
    // Yellow's last square 68 is closer than 10, and the home row closer still.
    GameState y = position(PENALTY, "american Y Y:n,10,68,h R:n,n,n,n doubles=2");
    assertEquals(List.of("68/n"), PENALTY.legalMoves(y, roll(3, 3)).map(Move::toString));
    GameState row = position(PENALTY, "american Y Y:n,68,r1,h R:n,n,n,n doubles=2");
    assertEquals(List.of("r1/n"), PENALTY.legalMoves(row, roll(3, 3)).map(Move::toString));
    // A lone yellow piece out, the rest home: it goes back.
    GameState lone = position(PENALTY, "american Y Y:60,h,h,h R:n,n,n,n doubles=2");
    assertEquals(
        "american R Y:n,h,h,h R:n,n,n,n threeDoublesPenalty=true", after(lone, roll(5, 5), "60/n"));
    // Green's square 1 is 18 along green's path from its exit 56 (50 still to go to 51).
    GameState green = position(PENALTY, "american G Y:n,n,n,n G:n,1,h,h doubles=2");
    assertEquals(List.of("1/n"), PENALTY.legalMoves(green, roll(2, 2)).map(Move::toString));
  }

  @Test
  @DisplayName("A6/A9: red turns into red's home row past yellow's pair on yellow's r1")
  void a6_turningIntoTheOwnHomeRow() {
    GameState s = position("american R Y:r1,r1,h,h R:n,n,n,33");
    assertEquals("american Y Y:r1,r1,h,h R:n,n,n,r3", after(s, roll(3, 1), "33/r2 r2/r3"));
  }

  @Test
  @DisplayName("A9: red's home-row piece passes yellow's pair on yellow's r2")
  void a9_homeRowPathsArePerColour() {
    GameState s = position("american R Y:r2,r2,h,h R:n,n,n,r1");
    assertMoves(s, roll(3, 3), "r1/r4 r4/r7");
  }

  @Test
  @DisplayName("A9: a blockade on a colour's last square stops its pieces turning in or going on")
  void a9_aBlockadeOnTheLastSquare() {
    GameState s = position("american Y Y:n,n,n,66 R:n,n,68,68");
    assertMoves(s, roll(4, 6), "pass");
  }

  @Test
  @DisplayName("option mustTurnHome: a piece may still stop exactly on its last square")
  void mustTurnHome_stoppingOnTheLastSquare() {
    GameState s =
        position(Fixture.with("mustTurnHome", "true"), "american Y Y:n,n,10,66 R:n,n,n,n");
    assertEquals(
        "american R Y:n,n,13,68 R:n,n,n,n mustTurnHome=true", after(s, roll(2, 3), "66/68 10/13"));
  }

  @Test
  @DisplayName(
      "A7: turning into its home row a piece may not make three on a square there; when"
          + " only one die can be played it is then the smaller (A11)")
  void a7_turningInOntoTheOwnPair() {
    // Yellow 67 + 6 would be r5, onto its own pair; going on round passes red's blockade on 1.
    assertMoves(position("american Y Y:67,r5,r5,h R:n,n,1,1"), roll(6, 4), "67/r3");
    // The same for red: 33 + 6 would be red's r5; going on passes yellow's blockade on 35.
    assertMoves(position("american R Y:n,n,35,35 R:33,r5,r5,h"), roll(6, 4), "33/r3");
  }

  @Test
  @DisplayName(
      "A10/A2: of two plays that reach the same squares, the one that keeps the pair"
          + " apart is legal")
  void a10_theSameSquaresReachedTwoWays() {
    // 1-1 with every piece out: 1, 1, 6, 6. Both 64s reach 2 with a 6, where green already has
    // a piece; the pair may not end together there, but one of them may go on.
    GameState s = position("american G Y:33,h,h,h G:2,64,64,68 R:45,61,h,h");
    assertEquals(
        "american G Y:33,h,h,h G:1,2,2,3 R:45,61,h,h doubles=1",
        after(s, roll(1, 1), "64/2 2/3 64/2 68/1"));
    assertEquals(
        "american G Y:33,h,h,h G:2,2,4,68 R:45,61,h,h doubles=1",
        after(s, roll(1, 1), "64/2 2/3 3/4 64/2"));
  }

  @Test
  @DisplayName(
      "A8: passing a lone opponent captures nothing, landing on it captures: both are" + " listed")
  void a8_passingAndLandingAreDifferentMoves() {
    GameState s = position("american Y Y:n,n,16,h G:n,14,20,h R:43,55,h,h");
    assertMoves(
        s,
        roll(4, 5),
        "16/21 21/25",
        "16/20* 20/25 25/45",
        "n/5 16/20* 5/25",
        "n/5 16/20* 20/40",
        "n/5 5/9");
  }
}
