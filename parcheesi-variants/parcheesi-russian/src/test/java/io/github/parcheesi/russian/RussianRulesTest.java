package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.WrongPhaseException;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The rules R1-R15 and both values of the {@code capture} option, each test named by its rule id;
 * the expected moves are worked out by hand from RULES.md.
 */
class RussianRulesTest extends Fixture {

  @Test
  void r1_startPositionsAndPlayOrder() {
    assertEquals("russian Y Y:n,n,n,n,n R:n,n,n,n,n", FORCED.newGame(2).toString());
    assertEquals("russian Y Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n", FORCED.newGame(3).toString());
    GameState four = FORCED.newGame(4);
    assertEquals("russian Y Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n", four.toString());
    assertEquals(5, FORCED.piecesPerColour());
    // play passes Y, G, R, B: a pass hands the dice on
    assertEquals(
        "russian G Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n", play(four, "1-2", "pass"));
    GameState blue = pos("russian B Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n");
    assertEquals(
        "russian Y Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n", play(blue, "4-5", "pass"));
    refused(four, null, "pass", "R1");
  }

  @Test
  void r2_enteringOnASix() {
    GameState start = FORCED.newGame(2);
    assertMoves(start, "6-3", "n/13 13/16");
    assertMoves(start, "3-6", "n/13 13/16");
    assertMoves(start, "5-4", "pass");
    // 6-6 enters one piece and moves it 6; doubles roll again
    assertMoves(start, "6-6", "n/13 13/19");
    assertEquals("russian Y Y:n,n,n,n,19 R:n,n,n,n,n doubles=1", play(start, "6-6", "n/13 13/19"));
    // the other die moves only the entered piece
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,n");
    assertMoves(s, "6-3", "n/13 13/16", "20/26 26/29");
    refused(s, "6-3", "n/13 20/23", "R2");
    refused(s, "5-3", "n/13 13/16", "R2");
    // entering is the first use of a roll
    refused(s, "6-3", "20/23 n/13", "R2");
    // entering onto an opponent's piece on the exit captures it (ruling)
    assertMoves(pos("russian Y Y:n,n,n,n,n R:n,n,n,n,13"), "6-1", "n/13* 13/14");
  }

  @Test
  void r3_diceOneAtATimeNoJumping() {
    GameState s = pos("russian Y Y:n,n,n,20,22 R:n,n,n,n,n");
    assertMoves(s, "4-1", "22/26 20/21", "22/26 26/27", "22/23 23/o3 20/24");
    refused(s, "4-1", "20/24 22/23", "R3");
    refused(s, "4-1", "22/28", "R3");
    refused(s, "4-1", "30/34", "R3");
    // opponent pieces block too
    assertMoves(pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,22"), "5-1", "20/21");
    refused(pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,22"), "5-1", "20/25", "R3");
  }

  @Test
  void r4_captureIsCompulsory() {
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,25");
    assertMoves(s, "5-1", "20/25* 25/26");
    assertEquals("russian R Y:n,n,n,n,26 R:n,n,n,n,pY", play(s, "5-1", "20/25* 25/26"));
    refused(s, "5-1", "20/21", "R4");
    refused(s, "5-1", "20/25 25/26", "R4");
    // R4 before R7: the capture with one die beats entering and moving with both
    GameState t = pos("russian Y Y:n,n,n,20,40 R:n,n,24,29,41");
    assertMoves(t, "4-6", "20/24*");
    refused(t, "4-6", "n/13 13/17", "R4");
  }

  @Test
  void r4_capturePenaltyOption() {
    GameState t = pos(PENALTY, "russian Y Y:n,n,n,20,40 R:n,n,24,29,41");
    // skipping the capture is legal when it plays as much; the piece on 20 goes to the mirror
    assertMoves(t, "4-6", "20/24*", "n/13 13/17 20/c");
    assertEquals(
        "russian R Y:n,n,17,40,c R:n,n,24,29,41 capture=penalty",
        play(t, "4-6", "n/13 13/17 20/c"));
    refused(t, "4-6", "n/13 13/17", "R4");
    // two pieces could capture: the one furthest along its way home (30) is penalised
    GameState u = pos(PENALTY, "russian Y Y:n,n,20,30,50 R:n,n,n,24,34");
    assertMoves(
        u,
        "4-5",
        "20/24* 24/29",
        "20/24* 50/55",
        "30/34* 34/39",
        "30/34* 50/55",
        "50/54 54/59 30/c",
        "50/54 54/59 59/o7 30/c");
    refused(u, "4-5", "50/54 54/59 20/c", "R4");
    // with capture=forced the same position only captures
    assertMoves(
        pos("russian Y Y:n,n,20,30,50 R:n,n,n,24,34"),
        "4-5",
        "20/24* 24/29",
        "20/24* 50/55",
        "30/34* 34/39",
        "30/34* 50/55");
    // a move that plays less than the capture is not allowed even with capture=penalty
    GameState v = pos(PENALTY, "russian Y Y:n,n,n,n,20 R:n,n,n,n,25");
    assertMoves(v, "5-1", "20/25* 25/26");
  }

  @Test
  void r5_prisonersAndBuyingBack() {
    // R's piece captured by Y is held in Y's base (pY)
    GameState s = pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY");
    assertMoves(s, "6-2", "n/49 49/51", "n/49 49/51 51/o6", "30/36 36/38", "pY/n 30/32");
    String bought = play(s, "6-2", "pY/n 30/32");
    assertEquals("russian Y Y:n,n,n,n,25 R:n,n,n,n,32 grant=Y resume=Y", bought);
    // yellow plays the given six: enter, or move a piece 6
    GameState g = pos(bought);
    assertPhase(Phase.DECIDE, g);
    assertEquals(
        Phase.DECIDE,
        assertThrows(WrongPhaseException.class, () -> FORCED.legalMoves(g, roll("1-2"))).phase());
    assertMoves(g, null, "n/13", "25/31");
    assertEquals("russian Y Y:n,n,n,n,31 R:n,n,n,n,32", play(g, null, "25/31"));
    refused(g, "6-6", "25/31", "R5");
    refused(g, null, "25/30", "R3");
    // RULES.md's example: blue plays the six yellow gave it, then blue rolls
    GameState spec = pos("russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B");
    assertMoves(spec, null, "n/31", "40/46");
    assertEquals("russian B Y:n,n,n,n,33 B:n,n,n,n,46", play(spec, null, "40/46"));
    // a given six may not free the captor's pieces from the mirror or buy back its prisoners
    GameState c = pos("russian B Y:n,n,n,pB,33 B:n,n,n,c,pY grant=B resume=Y");
    assertMoves(c, null, "n/31");
    refused(c, null, "c/m2", "R5");
    refused(c, null, "pY/n", "R5");
    // two sixes buy back two prisoners; the captors play in the order of buying back
    GameState two = pos("russian R Y:n,n,n,n,25 G:n,n,n,n,n R:n,n,n,pG,pY");
    String after = play(two, "6-6", "pY/n pG/n");
    assertEquals(
        "russian Y Y:n,n,n,n,25 G:n,n,n,n,n R:n,n,n,n,n doubles=1 grant=Y,G resume=R", after);
    assertEquals(
        "russian G Y:n,n,n,n,31 G:n,n,n,n,n R:n,n,n,n,n doubles=1 grant=G resume=R",
        play(pos(after), null, "25/31"));
    assertTrue(moves(two, "6-6").contains("pG/n pY/n"));
  }

  @Test
  void r6_exchangeOfPrisoners() {
    GameState s = pos("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY");
    assertPhase(Phase.DECIDE, s);
    assertEquals(
        Phase.DECIDE,
        assertThrows(WrongPhaseException.class, () -> FORCED.legalMoves(s, roll("6-6"))).phase());
    assertMoves(s, null, "pY/n pR/n", "pY/pY");
    String offered = play(s, null, "pY/n pR/n");
    assertEquals("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y", offered);
    GameState o = pos(offered);
    assertPhase(Phase.DECIDE, o);
    assertMoves(o, null, "pY/n pR/n", "pR/pR");
    assertEquals("russian Y Y:n,n,n,n,25 R:n,n,n,n,30", play(o, null, "pY/n pR/n"));
    String declined = play(o, null, "pR/pR");
    assertEquals("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY offer=done", declined);
    assertPhase(Phase.ROLL, pos(declined));
    assertEquals("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY offer=done", play(s, null, "pY/pY"));
    // pass means "nothing can be played" and is not a decision here
    refused(s, null, "pass", "R6");
    refused(o, null, "pass", "R6");
    refused(o, null, "pR/n pY/n", "R6");
    refused(s, null, "pY/n", "R6");
    // after the roll the offer key is gone; the next player decides afresh
    assertEquals(
        "russian R Y:n,n,n,28,pR R:n,n,n,30,pY", play(pos(declined), "1-2", "25/26 26/28"));
    // a player short of the other's pieces gives a third colour's prisoner
    GameState third = pos("russian Y Y:n,n,n,n,pR G:n,n,n,n,pY R:n,n,n,n,n");
    assertMoves(third, null, "pY/pR pR/n", "pY/pY");
    String t = play(third, null, "pY/pR pR/n");
    assertEquals("russian R Y:n,n,n,n,pR G:n,n,n,n,pY R:n,n,n,n,n offer=Y", t);
    assertEquals(
        "russian Y Y:n,n,n,n,n G:n,n,n,n,pR R:n,n,n,n,n", play(pos(t), null, "pY/pR pR/n"));
    // no exchange possible: the turn starts with the roll, no extra decision
    assertPhase(Phase.ROLL, pos("russian Y Y:n,n,n,n,pR R:n,n,n,n,n"));
    assertPhase(Phase.ROLL, pos("russian Y Y:n,n,n,n,n R:n,n,n,n,pY"));
  }

  @Test
  void r7_mustMoveTheMaximum() {
    // the seed's example: one piece, 3 or 5 playable but not both: play the 5
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,27");
    assertMoves(s, "3-5", "20/25");
    refused(s, "3-5", "20/23", "R7");
    refused(s, "3-5", "pass", "R7");
    // both dice when possible
    refused(pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,n"), "3-5", "20/25", "R7");
    // if only buying back is possible, it must be done
    GameState b = pos("russian R Y:n,n,n,n,n R:h,h,h,h,pY");
    assertMoves(b, "6-1", "pY/n");
    assertEquals("russian Y Y:n,n,n,n,n R:n,h,h,h,h grant=Y resume=Y", play(b, "6-1", "pY/n"));
  }

  @Test
  void r8_restCells() {
    // a piece on a rest cell is neither captured nor blocks the track
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,o3");
    assertMoves(s, "3-4", "20/23 23/27");
    // it leaves counting from the cell beside it
    assertMoves(pos("russian Y Y:n,n,n,n,o3 R:n,n,n,n,n"), "2-4", "o3/25 25/29");
    // covered: the cell beside is occupied, so it cannot move
    GameState c = pos("russian Y Y:n,n,n,n,o3 R:n,n,n,n,23");
    assertMoves(c, "2-4", "pass");
    refused(c, "2-4", "o3/25 25/29", "R8");
    // the shift follows a step ending beside an empty rest cell, at once
    refused(pos("russian Y Y:n,n,n,n,23 R:n,n,n,n,n"), "1-2", "23/o3 23/26", "R8");
  }

  @Test
  void r9_doubleOneSwap() {
    GameState s = pos("russian Y Y:n,n,n,n,23 R:n,n,n,n,o3");
    assertMoves(s, "1-1", "23/24 24/25", "23/o3");
    assertEquals("russian Y Y:n,n,n,n,o3 R:n,n,n,n,23 doubles=1", play(s, "1-1", "23/o3"));
    refused(s, "2-2", "23/o3", "R9");
    // R4 removes the swap while a capture can be made (ruling 13; RussianSpecialsCaptureTest).
    // «Рубить» обязательно! (capturing is compulsory)
    assertMoves(pos("russian Y Y:n,n,n,n,23 R:n,n,n,25,o3"), "1-1", "23/24 24/25*");
  }

  @Test
  void r10_mirrorShortcuts() {
    GameState s = pos("russian Y Y:n,n,n,n,19 R:n,n,n,n,n");
    assertMoves(s, "1-2", "19/20 20/22", "19/m2 m2/38");
    // a piece on an arrow cell goes on to the next mirror corner
    assertMoves(pos("russian Y Y:n,n,n,n,m2 R:n,n,n,n,n"), "1-2", "m2/37 37/39");
    // both closed while c holds a piece
    GameState c = pos("russian Y Y:n,n,n,19,c R:n,n,n,n,n");
    assertMoves(c, "1-2", "19/20 20/22");
    assertMoves(c, "3-4", "19/22 22/26");
    refused(c, "1-2", "19/m2 m2/38", "R10");
    // never the straight shortcut from the own arm's corner: it would skip the home entrance
    GameState own = pos("russian Y Y:n,n,n,n,1 R:n,n,n,n,n");
    assertMoves(own, "1-2", "1/2 2/4");
    refused(own, "1-2", "1/m1 m1/20", "R10");
    // landing on another colour's shortcut piece on the arrow cell captures it (R4)
    assertMoves(pos("russian Y Y:n,n,n,n,19 G:n,n,n,n,m2"), "1-2", "19/m2* m2/38");
    // another colour may take it there
    assertMoves(pos("russian R Y:n,n,n,n,n R:n,n,n,n,1"), "1-2", "1/2 2/4", "1/m1 m1/20");
  }

  @Test
  void r11_forcedBackwardsDiagonal() {
    // Y on 55 (42 cells along) would go back to 19 (6 along): forced
    GameState s = pos("russian Y Y:n,n,n,n,55 R:n,n,n,n,n");
    assertMoves(s, "3-4", "55/19 19/23", "55/19 19/23 23/o3");
    refused(s, "3-4", "55/59 59/62", "R11");
    // not forced for a piece that reaches the corner during the move
    assertMoves(pos("russian Y Y:n,n,n,n,52 R:n,n,n,n,n"), "3-3", "52/55 55/58", "52/55 55/19");
    // R11 before R4: the capture 30/33* needs the 3 the diagonal must take (and 30+4 would
    // jump over 33)
    GameState p = pos("russian Y Y:n,n,n,30,55 R:n,n,n,n,33");
    assertMoves(p, "3-4", "55/19 19/23", "55/19 19/23 23/o3");
    refused(p, "3-4", "30/33* 33/37", "R11");
  }

  @Test
  void r12_leavingTheMirror() {
    assertMoves(pos("russian Y Y:n,n,n,c,m1 R:n,n,n,n,n"), "6-6", "n/13 13/19", "m1/n c/m1");
    assertMoves(pos("russian Y Y:h,h,h,h,c R:n,n,n,n,n"), "6-2", "c/m1");
    assertMoves(pos("russian Y Y:h,h,h,h,c R:n,n,n,n,n"), "5-2", "pass");
    // stepping onto another colour's shortcut piece on the own arrow cell captures it
    assertMoves(pos("russian Y Y:h,h,h,h,c R:n,n,n,n,m1"), "6-2", "c/m1*");
    assertMoves(pos("russian Y Y:h,h,h,h,m1 R:n,n,n,n,n"), "6-2", "m1/n");
    refused(pos("russian Y Y:h,h,h,h,m1 R:n,n,n,n,n"), "5-2", "m1/n", "R12");
    // the penalised piece on its arrow cell cannot be captured: R's straight shortcut is shut
    assertMoves(pos("russian R Y:n,n,n,n,m1 R:n,n,n,n,1"), "1-2", "1/2 2/4");
  }

  @Test
  void r13_thirdDoubles() {
    GameState s = pos("russian Y Y:n,n,n,n,40 R:n,n,n,n,n doubles=2");
    assertMoves(s, "2-2", "40/42 42/44", "40/h");
    assertEquals("russian Y Y:n,n,n,n,44 R:n,n,n,n,n", play(s, "2-2", "40/42 42/44"));
    assertEquals("russian Y Y:n,n,n,n,h R:n,n,n,n,n", play(s, "2-2", "40/h"));
    GameState second = pos("russian Y Y:n,n,n,n,40 R:n,n,n,n,n doubles=1");
    assertMoves(second, "2-2", "40/42 42/44");
    assertEquals(
        "russian Y Y:n,n,n,n,44 R:n,n,n,n,n doubles=2", play(second, "2-2", "40/42 42/44"));
    refused(second, "2-2", "40/h", "R13");
    // nothing ordinary can be played (10+1 is not exact, the others are blocked by own pieces),
    // but the straight-home can: no pass (R7)
    GameState stuck = pos("russian Y Y:6,7,8,9,10 R:n,n,n,n,n doubles=2");
    assertMoves(stuck, "1-1", "6/h", "7/h", "8/h", "9/h", "10/h");
    refused(stuck, "1-1", "pass", "R7");
    // not for pieces on rest cells
    assertMoves(pos("russian Y Y:n,n,n,n,o3 R:n,n,n,n,n doubles=2"), "2-2", "o3/25 25/27");
  }

  @Test
  void r14_homeOnlyByAnExactStep() {
    assertMoves(pos("russian Y Y:n,n,n,n,8 R:n,n,n,n,n"), "2-5", "8/10 10/h");
    // with two home, cell 3 is the innermost free one
    assertMoves(pos("russian Y Y:n,n,h,h,8 R:n,n,n,n,n"), "2-3", "8/10 10/h");
    // on the entrance with one piece home, a 4 fits exactly, a 5 does not
    GameState one = pos("russian Y Y:n,n,n,h,10 R:n,n,n,n,n");
    assertMoves(one, "4-5", "10/h");
    assertEquals("russian R Y:n,n,n,h,h R:n,n,n,n,n", play(one, "4-5", "10/h"));
    refused(one, "4-5", "10/h 10/h", "R3");
    refused(pos("russian Y Y:n,n,n,n,10 R:n,n,n,n,n"), "4-3", "10/h", "R14");
  }

  @Test
  void r15_firstWithFiveHomeWins() {
    GameState s = pos("russian Y Y:h,h,h,h,8 R:n,n,n,n,n");
    assertMoves(s, "2-1", "8/10 10/h");
    String won = play(s, "2-1", "8/10 10/h");
    assertEquals("russian Y Y:h,h,h,h,h R:n,n,n,n,n winner=Y", won);
    GameState over = pos(won);
    assertPhase(Phase.OVER, over);
    assertEquals(List.empty(), FORCED.legalMoves(over, roll("6-6")));
    assertEquals(List.empty(), FORCED.legalMoves(over));
    refused(over, "1-2", "pass", "R15");
  }

  @Test
  void r15_aGivenSixThatWinsEndsTheGame() {
    // R5 and R15: yellow plays the six red gave it; 5 + 6 ends exactly on home cell 1, the
    // innermost free one with four pieces home (R14), and yellow wins at once (ruling 8)
    GameState g = pos("russian Y Y:5,h,h,h,h R:n,n,n,n,32 grant=Y resume=Y");
    assertMoves(g, null, "5/h");
    String won = play(g, null, "5/h");
    assertEquals("russian Y Y:h,h,h,h,h R:n,n,n,n,32 winner=Y", won);
    assertPhase(Phase.OVER, pos(won));
  }

  @Test
  void captureOptionValues() {
    assertEquals("forced", FORCED.optionValues().get("capture").get());
    assertEquals("penalty", PENALTY.optionValues().get("capture").get());
    Rejection sometimes = FORCED.withOption("capture", "sometimes").getLeft();
    assertEquals(Rejection.Kind.BAD_OPTION_VALUE, sometimes.kind());
    assertEquals(Option.some("capture"), sometimes.name());
    assertEquals(Option.some("sometimes"), sometimes.value());
    assertEquals("option 'capture' takes forced or penalty, not 'sometimes'", sometimes.message());
    Rejection bonuses = FORCED.withOption("bonuses", "true").getLeft();
    assertEquals(Rejection.Kind.UNKNOWN_OPTION, bonuses.kind());
    assertEquals(Option.some("bonuses"), bonuses.name());
    assertEquals(
        "unknown option 'bonuses' for variant russian (known: capture)", bonuses.message());
    assertEquals(FORCED, PENALTY.withOption("capture", "forced").get());
    assertEquals(List.of("forced", "penalty"), FORCED.options().head().values());
  }

  @Test
  void captureIsATypedConstant() {
    assertEquals(List.of(RussianRules.CAPTURE), FORCED.options());
    assertEquals("capture", RussianRules.CAPTURE.name());
    assertEquals(
        List.of(RussianRules.Capture.FORCED, RussianRules.Capture.PENALTY),
        RussianRules.CAPTURE.typedValues());
    assertEquals(RussianRules.Capture.FORCED, RussianRules.CAPTURE.typedDefault());
    assertEquals(
        PENALTY, FORCED.withOption(RussianRules.CAPTURE, RussianRules.Capture.PENALTY).get());
    assertEquals(
        FORCED, PENALTY.withOption(RussianRules.CAPTURE, RussianRules.Capture.FORCED).get());
    assertEquals(
        Option.some(RussianRules.Capture.PENALTY), PENALTY.optionValue(RussianRules.CAPTURE));
    assertEquals(
        Option.some(RussianRules.Capture.FORCED), FORCED.optionValue(RussianRules.CAPTURE));
    assertTrue(RussianRules.CAPTURE.description().startsWith("R4"));
  }
}
