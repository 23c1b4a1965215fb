package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.PENALTY;
import static io.github.parcheesi.american.Fixture.assertRefused;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static io.github.parcheesi.american.Fixture.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.IllegalMoveException;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * apply's error path: an illegal move gives Left(IllegalMove) naming the rule it breaks, with the
 * move and the unchanged state; play throws the same refusal.
 */
class AmericanIllegalMoveTest {

  @Test
  @DisplayName("A3: entering without a 5 is refused")
  void a3_enteringWithoutAFive() {
    assertRefused(position("american Y Y:n,n,n,n R:n,n,n,n"), roll(3, 4), "n/5", "A3");
    assertRefused(position("american Y Y:n,n,n,n R:n,n,n,n"), roll(5, 3), "n/8", "A3");
  }

  @Test
  @DisplayName("A4: entering onto a blockade on the exit is refused")
  void a4_enteringOntoABlockadedExit() {
    assertRefused(position("american Y Y:n,n,n,n R:n,n,5,5"), roll(5, 1), "n/5", "A4");
  }

  @Test
  @DisplayName("A5: a step no unused value of the roll makes is refused")
  void a5_aStepOfNoValue() {
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,n,n"), roll(3, 4), "10/19", "A5");
    // Each value is used once: two steps of 3 from a 3-4.
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,n,n"), roll(3, 4), "10/13 13/16", "A5");
  }

  @Test
  @DisplayName("A6 (mustTurnHome): going round again is refused when the option is on")
  void a6_goingRoundWithMustTurnHome() {
    GameState s = position(with("mustTurnHome", "true"), "american Y Y:66,h,h,h R:n,n,n,n");
    assertRefused(s, roll(6, 3), "66/1 1/7", "A6");
  }

  @Test
  @DisplayName("A7/A9: a third piece joining a pair is refused")
  void a7_aThirdPieceOnASquare() {
    IllegalMove refusal =
        assertRefused(position("american Y Y:n,9,13,13 R:n,n,n,n"), roll(4, 2), "9/13 13/15", "A7");
    assertTrue(refusal.reason().contains("9/13"), refusal.reason());
  }

  @Test
  @DisplayName("A8: landing on a safe square held by an opponent is refused")
  void a8_landingOnASafeOpponent() {
    GameState s = position("american Y Y:n,n,n,9 R:n,n,n,12");
    assertRefused(s, roll(3, 6), "9/12 12/18", "A8");
    assertRefused(s, roll(3, 6), "9/12* 12/18", "A8");
  }

  @Test
  @DisplayName("A8: a capture must be marked * and a non-capture must not be")
  void a8_captureMarks() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,13");
    assertRefused(s, roll(3, 4), "10/13 13/17 17/37", "A8");
    assertRefused(s, roll(3, 4), "10/14* 14/17", "A8");
  }

  @Test
  @DisplayName("A9: passing a blockade is refused")
  void a9_passingABlockade() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,13");
    IllegalMove refusal = assertRefused(s, roll(6, 1), "10/16 16/17", "A9");
    assertTrue(refusal.reason().contains("10/16"), refusal.reason());
  }

  @Test
  @DisplayName("A9: landing on a blockade is refused")
  void a9_landingOnABlockade() {
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,13,13"), roll(3, 1), "10/13", "A9");
  }

  @Test
  @DisplayName("A10: moving a blockade forward as a pair on doubles is refused")
  void a10_movingABlockadeAsAPair() {
    assertRefused(position("american Y Y:n,n,10,10 R:n,n,n,n"), roll(3, 3), "10/13 10/13", "A10");
  }

  @Test
  @DisplayName("A11: playing fewer values than possible is refused, a pass included")
  void a11_fewerValuesThanPossible() {
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,n,12"), roll(2, 6), "10/16", "A11");
    assertRefused(position("american Y Y:n,n,n,n R:n,n,n,n"), roll(5, 3), "pass", "A11");
  }

  @Test
  @DisplayName("A11: playing the smaller die when only the larger may be played is refused")
  void a11_theSmallerDie() {
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,18,18"), roll(6, 2), "10/12", "A11");
  }

  @Test
  @DisplayName("A12: leaving out a bonus that can be played is refused")
  void a12_leavingOutABonus() {
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,n,13"), roll(3, 4), "10/13* 13/17", "A12");
  }

  @Test
  @DisplayName("A12: a bonus step that was not earned is refused")
  void a12_anUnearnedBonus() {
    assertRefused(
        position("american Y Y:n,n,n,10 R:n,n,n,n"), roll(3, 4), "10/13 13/17 17/37", "A12");
  }

  @Test
  @DisplayName("option mustEnter: not entering with a 5 that can enter is refused")
  void mustEnter_notEntering() {
    GameState s = position(with("mustEnter", "true"), "american Y Y:n,n,n,10 R:n,n,n,n");
    assertRefused(s, roll(5, 3), "10/15 15/18", "mustEnter");
  }

  @Test
  @DisplayName(
      "ruling 9: apply takes a listed move in any legal order of its steps, with the listed"
          + " move's result; match names the listed move")
  void aListedMoveSpelledOtherwise() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,n");
    Move listed = Fixture.listed(s, roll(3, 4), "10/14 14/17");
    Move other =
        Notation.parseMove(
            listed.toString().equals("10/13 13/17") ? "10/14 14/17" : "10/13 13/17", roll(3, 4));
    assertEquals(AMERICAN.play(s, listed), AMERICAN.apply(s, other).get());
    assertEquals(listed, AMERICAN.match(s, other).get());
    assertEquals("american Y Y:n,n,n,10 R:n,n,n,n", s.toString());
  }

  @Test
  @DisplayName("A13: playing the third doubles is refused")
  void a13_playingTheThirdDoubles() {
    GameState s = position(PENALTY, "american Y Y:n,10,60,r3 R:n,n,n,n doubles=2");
    assertRefused(s, roll(4, 4), "10/14 14/18", "A13");
    assertRefused(s, roll(4, 4), "pass", "A13");
  }

  @Test
  @DisplayName("A15: any move after the end of the game is refused")
  void a15_aMoveAfterTheEnd() {
    assertRefused(position("american Y Y:h,h,h,h R:n,n,n,n winner=Y"), roll(1, 2), "pass", "A15");
  }

  @Test
  @DisplayName("play throws IllegalMoveException holding the same refusal; the state is unchanged")
  void play_throwsTheSameRefusal() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,13,13");
    Move m = Notation.parseMove("10/16 16/17", roll(6, 1));
    IllegalMove refusal = AMERICAN.apply(s, m).getLeft();
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> AMERICAN.play(s, m));
    assertEquals(refusal, e.illegalMove());
    assertSame(s, e.illegalMove().state());
    assertTrue(e.getMessage().contains("(A9)"), e.getMessage());
    assertEquals("american Y Y:n,n,n,10 R:n,n,13,13", s.toString());
  }

  @Test
  @DisplayName("A11: a move listed under other options is judged by the rule set that applies it")
  void a11_aMoveListedUnderOtherOptionsIsJudgedAgain() {
    String text = "american Y Y:n,n,n,10 R:n,n,18,18";
    io.github.parcheesi.RuleSet eitherDie = with("eitherDie", "true");
    GameState underEitherDie = position(eitherDie, text);
    Move smaller =
        eitherDie
            .legalMoves(underEitherDie, roll(6, 2))
            .find(m -> m.toString().equals("10/12"))
            .getOrElseThrow(() -> new AssertionError("eitherDie lists 10/12"));
    // the default rules refuse a state of other rules, even with a move listed from it
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.apply(underEitherDie, smaller));
    // and judge the move on their own state: the larger die must be played (A11)
    assertRefused(position(text), roll(6, 2), "10/12", "A11");
    assertTrue(AMERICAN.apply(position(text), smaller).isLeft());
    assertEquals(
        "american R Y:n,n,n,12 R:n,n,18,18 eitherDie=true",
        eitherDie.play(underEitherDie, smaller).toString());
  }
}
