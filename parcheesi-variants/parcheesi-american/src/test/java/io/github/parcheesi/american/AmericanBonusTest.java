package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.assertNotListed;
import static io.github.parcheesi.american.Fixture.listed;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.GameState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for A12: bonuses of 20 and 10. */
class AmericanBonusTest {

  @Test
  @DisplayName("A12: a capture earns 20, played in full by one piece after the dice")
  void a12_aCaptureEarnsTwenty() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,13");
    assertEquals("10/13* 13/17 17/37", listed(s, roll(3, 4), "10/13* 13/17 17/37").toString());
    // The bonus that can be played must be.
    assertNotListed(s, roll(3, 4), "10/13* 13/17");
  }

  @Test
  @DisplayName("A12: bonuses are played after all dice values")
  void a12_bonusesComeAfterTheDice() {
    // Played before the 4, the 20 would land on red's 33; after it, it lands on 37.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,33");
    assertMoves(s, roll(3, 4), "10/13* 13/17 17/37", "10/14 14/17");
    assertNotListed(s, roll(3, 4), "10/13* 13/33* 33/37 37/57");
    assertEquals("american R Y:n,n,n,37 R:n,n,n,33", after(s, roll(3, 4), "10/13* 13/17 17/37"));
  }

  @Test
  @DisplayName("A12: bringing a piece home earns 10")
  void a12_homeEarnsTen() {
    GameState s = position("american Y Y:10,r5,h,h R:n,n,n,n");
    assertEquals("american R Y:24,h,h,h R:n,n,n,n", after(s, roll(4, 3), "r5/h 10/14 14/24"));
    assertNotListed(s, roll(4, 3), "r5/h 10/14");
  }

  @Test
  @DisplayName("A12: a bonus step that captures earns another 20")
  void a12_aBonusStepThatCapturesEarnsAnotherBonus() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,37");
    assertMoves(s, roll(3, 4), "10/13* 13/17 17/37* 37/57", "10/14 14/17");
    assertEquals(
        "american R Y:n,n,n,57 R:n,n,n,n", after(s, roll(3, 4), "10/13* 13/17 17/37* 37/57"));
  }

  @Test
  @DisplayName("A12: a bonus step that reaches home earns 10; each bonus by one piece, never split")
  void a12_aBonusStepThatReachesHomeEarnsTen() {
    GameState s = position("american Y Y:n,n,10,56 R:n,n,n,13");
    assertMoves(
        s,
        roll(3, 4),
        // capture with the 3 and go on to 17, then the 20 by one piece (56+20 is home or 8)
        "10/13* 13/17 17/37",
        "10/13* 13/17 56/h 17/27",
        "10/13* 13/17 56/8",
        // capture with the 3, the 4 for 56, then the 20
        "10/13* 56/60 13/33",
        "10/13* 56/60 60/12",
        // no capture
        "10/14 14/17",
        "10/14 56/59",
        "56/60 60/63");
    assertEquals(
        "american R Y:n,n,27,h R:n,n,n,n", after(s, roll(3, 4), "10/13* 13/17 56/h 17/27"));
    assertNotListed(s, roll(3, 4), "10/13* 13/17 17/27 56/66");
  }

  @Test
  @DisplayName(
      "A12: the player picks which pending bonus to play first; the other may be forfeited")
  void a12_thePlayerPicksWhichPendingBonusToPlay() {
    // Capture (20) and home (10) pending for the one piece on 13; red's pair on 40 lets only one
    // of them be played: 13+20 = 33 then 43 would pass 40, and 13+10 = 23 then 43 likewise.
    GameState s = position("american Y Y:n,n,10,r4 R:n,13,40,40");
    assertMoves(
        s,
        roll(3, 4),
        "10/13* 13/17 17/37",
        "10/13* r4/h 13/33",
        "10/13* r4/h 13/23",
        "r4/r7 10/14",
        "10/14 14/17");
  }

  @Test
  @DisplayName("A12: a bonus that no piece can play in full is forfeited")
  void a12_aBonusNoPieceCanPlayIsForfeited() {
    // After the capture the only piece is on 17, and 17+20 would pass red's blockade on 30.
    GameState s = position("american Y Y:n,n,n,10 R:n,13,30,30");
    assertMoves(s, roll(3, 4), "10/13* 13/17", "10/14 14/17");
    assertEquals("american R Y:n,n,n,17 R:n,n,30,30", after(s, roll(3, 4), "10/13* 13/17"));
  }
}
