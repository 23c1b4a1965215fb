package io.github.parcheesi.russian;

import org.junit.jupiter.api.Test;

/**
 * R4 with {@code capture=penalty}, RULES.md ruling 17: which piece a non-capturing move sends to
 * the mirror. Among the pieces that capture in the kept capturing plays and stood on the board at
 * the roll, the one furthest along its way home (ties: first in location order); a piece on another
 * colour's arrow cell (R10's straight shortcut) is one cell past the corner before it. Yellow's way
 * starts on its exit 13 (0 cells along).
 */
class RussianPenaltyChoiceTest extends Fixture {

  @Test
  void r4_arrowPieceIsOnePastItsCorner() {
    // m2 follows corner 19 (6 along): 7 along, ahead of the piece on 19 (6 along)
    assertMoves(
        pos(PENALTY, "russian Y Y:n,n,19,50,m2 R:n,n,n,21,38"),
        "2-5",
        "19/21* 21/26",
        "19/21* 50/55",
        "m2/38* 50/55",
        "m2/38* 38/43",
        "50/52 52/57 m2/c");
  }

  @Test
  void r4_arrowPieceBehindATrackPiece() {
    // m3 follows corner 37 (24 along): 25 along, behind the piece on 40 (27 along)
    assertMoves(
        pos(PENALTY, "russian Y Y:n,n,20,40,m3 R:n,n,n,42,56"),
        "2-5",
        "40/42* 20/25",
        "40/42* 42/47",
        "m3/56* 20/25",
        "m3/56* 56/61",
        "20/22 22/27 40/c");
  }

  @Test
  void r4_tiesGoToTheFirstInLocationOrder() {
    // 20 and m2 are both 7 along; track cells come before arrow cells in location order
    assertMoves(
        pos(PENALTY, "russian Y Y:n,n,20,50,m2 R:n,n,n,22,38"),
        "2-5",
        "20/22* 22/27",
        "20/22* 50/55",
        "m2/38* 50/55",
        "m2/38* 38/43",
        "50/52 52/57 20/c");
  }

  @Test
  void r4_aCaptureOnlyByEnteringIsNotPenalised() {
    // the piece in the base could capture by entering (n/13*); skipping that costs nothing
    assertMoves(
        pos(PENALTY, "russian Y Y:n,n,n,n,30 R:n,n,n,n,13"),
        "6-2",
        "n/13* 13/15",
        "n/13* 13/15 15/o2",
        "30/36 36/38");
  }

  @Test
  void r4_redIsPenalisedToo() {
    // red's way starts on its exit 49; 52 is the only piece that can capture (52/54*)
    assertMoves(
        pos(PENALTY, "russian R Y:n,n,n,n,54 R:n,n,n,52,60"),
        "2-5",
        "52/54* 54/59",
        "52/54* 54/59 59/o7",
        "52/54* 60/65",
        "60/62 62/67 52/c");
  }

  @Test
  void r4_aPieceOnItsExitCellIsPenalised() {
    // yellow's piece on its exit 13 is 0 cells along, but it stood on the board and could
    // capture (13/14*), so skipping the capture sends it to the mirror
    assertMoves(
        pos(PENALTY, "russian Y Y:13,30,h,h,h R:n,n,n,n,14"),
        "1-4",
        "13/14* 14/18",
        "13/14* 30/34",
        "30/31 31/35 13/c");
  }
}
