package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Refused moves name the rule they break (RULES.md: "Error messages of refused moves name the rule
 * id") and say why: one test per rule, each reason checked for the fact that makes the move illegal
 * (the blocking cell, the missing die, the right form of the step).
 */
class RussianRefusalTest extends Fixture {

  private static final GameState ONE = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,n");

  private static void assertHas(String reason, String part) {
    assertTrue(reason.contains(part), "'" + part + "' in: " + reason);
  }

  /** The kind and the rule of the refusal of a move, such as {@code NO_PIECE R3}. */
  private static String kind(GameState s, String roll, String move) {
    Either<IllegalMove, GameState> r = s.ruleSet().apply(s, move(roll, move));
    assertTrue(r.isLeft(), move + " should be refused in " + s);
    return r.getLeft().kind() + " " + r.getLeft().rule();
  }

  @Test
  @DisplayName("RB1, R1-R7, R15: each refusal says what kind it is")
  void eachRefusalHasItsKind() {
    assertEquals("OFF_BOARD RB1", kind(FORCED.newGame(2), "6-1", "n/r1"));
    // a step from a cell where the player to move has no piece
    assertEquals("NO_PIECE R3", kind(ONE, "3-4", "30/33 33/37"));
    // the roll has no 5; both dice are played; buying back needs a 6
    assertEquals("NOT_THE_ROLL R3", kind(ONE, "3-4", "20/25"));
    assertEquals("NOT_THE_ROLL R3", kind(ONE, "3-4", "20/23 23/27 27/30"));
    assertEquals(
        "NOT_THE_ROLL R5", kind(pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY"), "5-2", "pY/n"));
    assertEquals("CAPTURE_MARK R4", kind(ONE, "3-4", "20/23*"));
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,27");
    assertEquals("MUST_PLAY_MORE R7", kind(s, "3-5", "pass"));
    assertEquals("MUST_PLAY_MORE R7", kind(s, "3-5", "20/23"));
    // a step that jumps a piece; entering elsewhere than the exit cell
    assertEquals(
        "BREAKS_RULE R3", kind(pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,22"), "5-1", "20/25"));
    assertEquals("BREAKS_RULE R2", kind(FORCED.newGame(2), "6-3", "n/14"));
    // a decision without a roll where the player rolls, a roll where a decision needs none
    assertEquals("WRONG_PHASE R1", kind(ONE, null, "20/23"));
    assertEquals(
        "WRONG_PHASE R6", kind(pos("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY"), "3-4", "25/28"));
    assertEquals(
        "GAME_OVER R15", kind(pos("russian Y Y:h,h,h,h,h R:n,n,n,n,pY winner=Y"), "3-4", "pass"));
  }

  @Test
  void rb1_aLocationNotOnTheRussianBoardIsNamed() {
    // r1 is a home-row square of the other boards; the russian board has none (RB1-RB6)
    assertHas(refused(FORCED.newGame(2), "6-1", "n/r1", "RB1"), "no location r1");
    assertHas(refused(ONE, "6-1", "r1/21", "RB1"), "no location r1");
  }

  @Test
  void r3_theListOfLegalMovesIsCutAfterTwelve() {
    // R3: every combination of two pieces and two dice; more than 12 legal moves are cut
    GameState many = pos("russian Y Y:n,20,30,40,50 R:n,n,n,n,n");
    assertTrue(FORCED.legalMoves(many, roll("1-2")).size() > 12);
    assertHas(refused(many, "1-2", "20/26", "R3"), ", ...");
    String few = refused(ONE, "3-4", "20/25", "R3");
    assertFalse(few.contains("..."), few);
    assertHas(few, "legal moves for 3-4: 20/23 23/27");
  }

  @Test
  void r3_theListOfLegalMovesIsCutOnlyAfterTwelve() {
    // the reason lists at most 12 legal moves and says when there are more
    for (String text :
        new String[] {
          "russian Y Y:n,n,20,30,40 R:n,n,n,n,n",
          "russian Y Y:n,n,n,30,50 R:n,n,n,n,n",
          "russian Y Y:n,n,30,50,60 R:n,n,n,n,n",
          "russian Y Y:n,30,50,60,70 R:n,n,n,n,n",
          "russian Y Y:n,n,n,30,60 R:n,n,n,n,n",
          "russian Y Y:n,n,20,30,50 R:n,n,n,n,n",
        }) {
      for (String r : new String[] {"1-2", "2-4", "3-5", "6-4", "1-1", "4-5"}) {
        GameState s = pos(text);
        int n = FORCED.legalMoves(s, roll(r)).size();
        String reason = refused(s, r, "pY/n", "R3");
        assertEquals(n > 12, reason.endsWith(", ..."), n + " moves: " + reason);
        String list = reason.substring(reason.indexOf(": ", reason.indexOf("legal moves")) + 2);
        assertEquals(Math.min(n, 12), list.replace(", ...", "").split(", ").length, reason);
      }
    }
  }

  @Test
  void r3_stepsAreCountedOnTheWayAndNeverJump() {
    // R3: 20/25 needs a 5; the reason names the distance and the dice left
    assertHas(refused(ONE, "3-4", "20/25", "R3"), "no unplayed die shows 5 (left: [3, 4])");
    // R3: no step jumps over a piece: the blocking cell is named
    GameState block = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,22");
    assertHas(refused(block, "5-1", "20/25", "R3"), "cell 22 is occupied");
    // R3: both dice are played; a third step has no die left
    assertHas(
        refused(ONE, "3-4", "20/23 23/27 27/30", "R3"), "every die of the roll is already played");
  }

  @Test
  void r5_aGivenSixIsOneDie() {
    GameState g = pos("russian Y Y:n,n,n,n,25 R:n,n,n,n,32 grant=Y resume=Y");
    assertHas(
        refused(g, null, "25/31 31/37", "R3"), "every die of the given six is already played");
  }

  @Test
  void r2_enteringGoesToTheExitCell() {
    assertHas(refused(FORCED.newGame(2), "6-3", "n/14", "R2"), "exit cell 13");
  }

  @Test
  void r4_writingCaptures() {
    // R4: a step ending on an opponent captures it and is written with *
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,25");
    assertHas(refused(s, "5-1", "20/25 25/26", "R4"), "captures the piece on 25: write 20/25*");
    assertHas(refused(ONE, "3-4", "20/23*", "R4"), "captures nothing: write 20/23");
    // after 20/25* the victim is a prisoner, not on 20: 18/22 jumps nothing and captures nothing
    GameState two = pos("russian Y Y:n,n,n,18,20 R:n,n,n,n,25");
    assertHas(refused(two, "5-4", "20/25* 18/22*", "R4"), "captures nothing: write 18/22");
    // R12: leaving the mirror to the base captures nothing either
    GameState arrow = pos("russian Y Y:h,h,h,h,m1 R:n,n,n,n,n");
    assertHas(refused(arrow, "6-2", "m1/n*", "R4"), "captures nothing");
  }

  @Test
  void r4_theMirrorStepIsThePenaltyOnly() {
    // with capture=forced there is no penalty step at all
    assertHas(refused(ONE, "3-4", "20/c", "R4"), "capture=penalty only");
    // with capture=penalty it comes last, for the piece that could have captured
    GameState t = pos(PENALTY, "russian Y Y:n,n,n,20,40 R:n,n,24,29,41");
    assertHas(refused(t, "4-6", "20/c", "R4"), "comes last");
    // a move without its penalty step is refused and the reason gives the full move
    assertHas(refused(t, "4-6", "n/13 13/17", "R4"), "so the move is 'n/13 13/17 20/c'");
  }

  @Test
  void r7_theReasonSaysWhatTheMaximumIs() {
    GameState s = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,27");
    assertHas(refused(s, "3-5", "pass", "R7"), "a move is possible, so the player may not pass");
    String less = refused(s, "3-5", "20/23", "R7");
    assertHas(less, "both dice when possible, otherwise the larger die");
    assertFalse(less.contains("capture would"), less);
    // capture=penalty: skipping the capture must still play as much as the capture (ruling 17)
    GameState v = pos(PENALTY, "russian Y Y:n,n,n,n,20 R:n,n,n,n,25");
    assertHas(refused(v, "5-1", "20/21", "R7"), "as much as the capture would");
  }

  @Test
  void r5_prisonersAreBoughtBackWithARolledSixToTheBase() {
    GameState s = pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY");
    assertHas(refused(s, "5-2", "pY/n", "R5"), "buying back a prisoner needs a 6");
    assertHas(refused(s, "6-2", "pY/49", "R5"), "returns to its base: pY/n");
    GameState c = pos("russian B Y:n,n,n,pB,33 B:n,n,n,c,pY grant=B resume=Y");
    assertHas(refused(c, null, "pY/n", "R5"), "a given six may not buy back");
  }

  @Test
  void r8_restCells() {
    // an own piece on the rest cell: occupied
    GameState own = pos("russian Y Y:n,n,n,23,o3 R:n,n,n,n,n");
    assertHas(refused(own, "1-2", "23/o3", "R8"), "rest cell o3 is occupied");
    // the shift follows a step ending beside the rest cell, at once
    GameState beside = pos("russian Y Y:n,n,n,n,23 R:n,n,n,n,n");
    assertHas(refused(beside, "1-2", "23/o3 23/26", "R8"), "only at once");
    // a piece that shifted in this move stays there (ruling), for yellow and for red
    assertHas(
        refused(pos("russian Y Y:n,n,n,n,21 R:n,n,n,n,n"), "2-3", "21/23 23/o3 o3/26", "R8"),
        "stays there until a later move");
    assertHas(
        refused(pos("russian R Y:n,n,n,n,n R:n,n,n,n,21"), "2-3", "21/23 23/o3 o3/26", "R8"),
        "stays there until a later move");
  }

  @Test
  void r9_theSwapIsWithAnOpponentOnlyAndNeedsDoubleOne() {
    // Y's first piece (o3) beside red's 23: red may swap with 1-1, not with 2-2
    GameState s = pos("russian R Y:o3,h,h,h,h R:n,n,n,n,23");
    assertTrue(moves(s, "1-1").contains("23/o3"), moves(s, "1-1").toString());
    assertHas(refused(s, "2-2", "23/o3", "R9"), "needs double one (1-1)");
    // never with an own piece
    GameState own = pos("russian Y Y:n,n,n,23,o3 R:n,n,n,n,n");
    assertFalse(moves(own, "1-1").contains("23/o3"), moves(own, "1-1").toString());
    // only the mover's own pieces swap: yellow's 23 beside green's o3 is not red's to swap
    GameState others = pos("russian R Y:n,n,n,n,23 G:n,n,n,n,o3 R:n,n,n,n,30");
    assertFalse(moves(others, "1-1").contains("23/o3"), moves(others, "1-1").toString());
    assertMoves(others, "1-1", "30/31 31/32");
  }

  @Test
  @DisplayName(
      "R4, R9, R13: while a capture can be made the swap and the straight-home are refused"
          + " (capture=forced) or need their penalty step (capture=penalty)")
  void r4_r9_r13_theSpecialsWhileACaptureCanBeMade() {
    // «Рубить» обязательно! (capturing is compulsory): red's 42 stands 2 cells ahead of 40
    String text = "russian Y Y:n,n,n,23,40 R:n,n,n,42,o3 doubles=2";
    GameState forced = pos(text);
    assertHas(refused(forced, "2-2", "23/h", "R4"), "R13's straight-home may not be played");
    GameState penalty = pos(PENALTY, text);
    assertHas(refused(penalty, "2-2", "23/h", "R4"), "so the move is '23/h 40/c'");
    // 1-1: 40/41 41/42* captures, so the swap of 23 with red's o3 goes too
    assertHas(refused(forced, "1-1", "23/o3", "R4"), "R9's swap may not be played");
    assertHas(refused(penalty, "1-1", "23/o3", "R4"), "so the move is '23/o3 40/c'");
  }

  @Test
  @DisplayName("R9, R13: the swap and the straight-home are the whole move; no pass beside them")
  void r9_r13_theSpecialsAreTheWholeMove() {
    GameState swap = pos("russian Y Y:n,n,n,n,23 R:n,n,n,n,o3");
    assertHas(refused(swap, "1-1", "23/o3 o3/24", "R9"), "the swap (1-1) is the whole move");
    GameState third = pos("russian Y Y:n,n,n,20,40 R:n,n,n,n,n doubles=2");
    assertHas(refused(third, "2-2", "40/h 20/22", "R13"), "the straight-home is the whole move");
    // nothing ordinary can be played, the straight-home can (RULES.md ruling 2)
    GameState stuck = pos("russian Y Y:6,7,8,9,10 R:n,n,n,n,n doubles=2");
    assertHas(refused(stuck, "1-1", "pass", "R7"), "R13's straight-home can be played");
  }

  @Test
  void r10_mirrorShortcutsNeedTheirDie() {
    GameState s = pos("russian Y Y:n,n,n,n,19 R:n,n,n,n,n");
    assertHas(refused(s, "2-3", "19/m2", "R10"), "the straight shortcut needs a die showing 1");
    assertHas(refused(s, "1-2", "19/55", "R10"), "the diagonal needs a die showing 3");
    // an ordinary step from a corner is counted along the track
    assertHas(refused(s, "3-4", "19/24", "R3"), "no unplayed die shows 5");
    // no shortcut from a cell that is not a corner
    assertHas(refused(ONE, "1-2", "20/m2", "R3"), "is not 1 to 6 cells ahead of 20");
    // green captures 30/33*; the prisoner is in green's base, not in the mirror, so the shortcut
    // is open and only lacks its 1
    GameState g = pos("russian G Y:n,n,n,n,33 G:n,n,n,19,30");
    assertHas(refused(g, "3-2", "30/33* 19/m2", "R10"), "needs a die showing 1");
  }

  @Test
  void r12_leavingTheMirror() {
    GameState c = pos("russian Y Y:h,h,h,h,c R:n,n,n,n,n");
    assertHas(refused(c, "6-2", "c/m2", "R12"), "leaves the mirror by c/m1 with a 6");
    assertHas(refused(c, "5-2", "c/m1", "R12"), "needs a 6 for each step");
    GameState m = pos("russian Y Y:h,h,h,h,m1 R:n,n,n,n,n");
    assertHas(refused(m, "6-2", "m1/13", "R12"), "leaves the mirror by m1/n with a 6");
    // ruling: the penalised piece on its own arrow cell cannot be captured
    GameState r = pos("russian R Y:n,n,n,n,m1 R:n,n,n,n,1");
    assertHas(refused(r, "1-2", "1/m1* m1/20", "R12"), "the penalised piece on m1 cannot be");
  }

  @Test
  void r13_r14_straightHomeAndExactHome() {
    // R13: on the second doubles 10/h is not a straight-home; 5 cells would need a 5
    GameState second = pos("russian Y Y:n,n,n,n,10 R:n,n,n,n,n doubles=1");
    assertHas(refused(second, "2-2", "10/h", "R13"), "only the third doubles");
    // R14: with one piece home, the innermost free home cell is 4 cells from 10
    GameState one = pos("russian Y Y:n,n,n,h,10 R:n,n,n,n,n");
    assertHas(refused(one, "5-3", "10/h", "R14"), "4 cells from 10");
  }
}
