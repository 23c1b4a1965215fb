package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.NO_BONUS;
import static io.github.parcheesi.track68.Examples.PARCHIS;
import static io.github.parcheesi.track68.Examples.american;
import static io.github.parcheesi.track68.Examples.assertMoves;
import static io.github.parcheesi.track68.Examples.position;
import static io.github.parcheesi.track68.Examples.roll;

import io.github.parcheesi.GameState;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's steps under its flags, example by example (the ids are American's, P-ids Parchís's):
 * entering (A3, A4, P5), moving (A5), going round or turning home (A6, P6), two pieces a square
 * (A7), captures and safe squares (A8, P3, P4), blockades (A9, A10, doublesPassBlockades). Each
 * expectation is worked out from the rules by hand, in the comment beside it.
 */
class TrackMovementTest {

  /** Exits neither safe nor half-safe, one safe square (30), pieces may go round (A6). */
  private static final TrackRuleSet BARE =
      new TrackRuleSet(
          TrackRules.builder()
              .id("bare")
              .safeSquares(Set.of(30))
              .ruleIds(CoreRules.AMERICAN_IDS)
              .build());

  @Test
  @DisplayName("A3: a 5 enters a piece onto its exit, then the other die moves it (A5)")
  void a3_aFiveEnters() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,n R:n,n,n,n");
    // the 3 moves no piece before the 5 has entered one; both values must be played (A11)
    assertMoves(s, roll(5, 3), "n/5 5/8");
    assertMoves(s, roll(3, 5), "n/5 5/8");
    // two dice summing to 5 enter a piece and spend the roll
    assertMoves(s, roll(2, 3), "n/5");
    assertMoves(s, roll(4, 1), "n/5");
    // no 5 and no sum of 5: nothing moves (A14)
    assertMoves(s, roll(6, 4), "pass");
    // double fives enter two pieces, or one that moves on; a piece in the nest, so no bottom
    // faces (A2)
    assertMoves(s, roll(5, 5), "n/5 n/5", "n/5 5/10");
  }

  @Test
  @DisplayName("A3: red and green enter on their own exits, 39 and 56")
  void a3_otherColoursEnterOnTheirExits() {
    assertMoves(position(AMERICAN, "american R Y:n,n,n,n R:n,n,n,n"), roll(5, 2), "n/39 39/41");
    assertMoves(
        position(AMERICAN, "american G Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n"),
        roll(1, 4),
        "n/56");
    assertMoves(
        position(AMERICAN, "american B Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n"),
        roll(6, 5),
        "n/22 22/28");
  }

  @Test
  @DisplayName("A3: with a piece out, the sum of 5 enters while the dice may also move it")
  void a3_theSumOrTheDice() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n");
    // 2+3 enters a piece (both dice spent), or the piece on 10 plays both: 15 either way round
    assertMoves(s, roll(2, 3), "n/5", "10/12 12/15");
  }

  @Test
  @DisplayName("A4, P5: no piece enters onto a blockade on its exit, an opponent's or its own")
  void a4_theExitBlockaded() {
    // red's pair on yellow's exit: the 5 cannot enter, and the 3 moves nothing
    assertMoves(position(AMERICAN, "american Y Y:n,n,n,n R:n,n,5,5"), roll(5, 3), "pass");
    assertMoves(position(PARCHIS, "parchis Y Y:n,n,n,n R:n,n,5,5"), roll(5, 3), "pass");
    // yellow's own pair on 5 takes no third piece (A7): the pair plays both dice, or the 1
    // first breaks the pair and the 5 then enters
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,5,5 R:n,n,n,n"),
        roll(5, 1),
        "5/10 10/11",
        "5/10 5/6",
        "5/6 n/5");
  }

  @Test
  @DisplayName("A4, P3: the entry captures a lone opponent on the exit, safe or half-safe")
  void a4p3_theEntryCaptures() {
    assertMoves(position(NO_BONUS, "american Y Y:n,n,n,n R:n,n,n,5"), roll(5, 1), "n/5* 5/6");
    assertMoves(position(PARCHIS, "parchis Y Y:n,n,n,n R:n,n,n,5"), roll(5, 1), "n/5* 5/6");
    // A12: the capture earns 20, played by the piece after the dice
    assertMoves(position(AMERICAN, "american Y Y:n,n,n,n R:n,n,n,5"), roll(5, 1), "n/5* 5/6 6/26");
  }

  @Test
  @DisplayName("A8: a step ending on a lone opponent captures it, except on a safe square")
  void a8_capturesAndSafeSquares() {
    // 10/13* captures red; 10/14 14/17 passes it (17 is safe but empty)
    assertMoves(
        position(NO_BONUS, "american Y Y:n,n,n,10 R:n,n,n,13"),
        roll(3, 4),
        "10/13* 13/17",
        "10/14 14/17");
    // red on the safe 12: 9/12 may not end there, 9/13 13/16 passes it
    assertMoves(position(NO_BONUS, "american Y Y:n,n,n,9 R:n,n,n,12"), roll(3, 4), "9/13 13/16");
    // a yellow piece joins its own (two of a colour may share a square)
    assertMoves(
        position(NO_BONUS, "american Y Y:n,n,9,12 R:n,n,n,n"),
        roll(3, 6),
        "9/12 12/18", // as 9/15 15/18, 9/18 and 12/18 9/12
        "9/15 12/15", // as 12/15 9/15
        "12/15 15/21"); // as 12/18 18/21
  }

  @Test
  @DisplayName("P3, P4: an exit is half-safe in Parchís, not on a board whose exits are plain")
  void p3p4_halfSafeExits() {
    // rule sets made here, so that the engine's tables are made from the rules in this test
    TrackRuleSet parchis = new TrackRuleSet(PARCHIS.rules());
    TrackRuleSet bare = new TrackRuleSet(BARE.rules());
    // red on blue's exit 22: yellow's step may not end there (P4), it passes it
    assertMoves(position(parchis, "parchis Y Y:n,n,n,20 R:n,n,n,22"), roll(2, 1), "20/21 21/23");
    // on a board with no half-safe exits, 20/22* captures
    assertMoves(
        position(bare, "bare Y Y:n,n,n,20 R:n,n,n,22"), roll(2, 1), "20/22* 22/23", "20/21 21/23");
    // the one safe square of that board
    assertMoves(position(bare, "bare Y Y:n,n,n,28 R:n,n,n,30"), roll(2, 1), "28/29 29/31");
    // American's exits are safe squares (B3): 20/22 may not end on red there
    assertMoves(
        position(new TrackRuleSet(AMERICAN.rules()), "american Y Y:n,n,n,20 R:n,n,n,22"),
        roll(2, 1),
        "20/21 21/23");
  }

  @Test
  @DisplayName("A9: no piece passes or lands on a blockade, its owner's included")
  void a9_blockades() {
    // red's pair on 12: 10/11 only, the 3 cannot pass the pair (and 11/14 neither)
    assertMoves(position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,12,12"), roll(1, 3), "10/11");
    // yellow's own pair on 12 stops its piece on 10 as well, until one of the pair moves on
    assertMoves(
        position(AMERICAN, "american Y Y:n,10,12,12 R:n,n,n,n"),
        roll(1, 3),
        "10/11 12/15",
        "12/13 10/13",
        "12/13 12/15",
        "12/13 13/16");
    // 10/12 would land on red's pair and 10/16 pass it: nothing moves
    assertMoves(position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,12,12"), roll(2, 6), "pass");
  }

  @Test
  @DisplayName("A10: on doubles the pair of a blockade may not move on together to a new square")
  void a10_blockadesDoNotMoveAsAPair() {
    // yellow's pair on 12 with 3-3 (a piece in the nest: two values, A2); 10 cannot pass the
    // pair; 12/15 12/15 would move the pair together
    assertMoves(
        position(AMERICAN, "american Y Y:n,10,12,12 R:n,n,n,n"),
        roll(3, 3),
        "12/15 15/18",
        "12/15 10/13");
    // without A10 the pair may move on together
    assertMoves(
        position(american("doublesKeepBlockades=false"), "american Y Y:n,10,12,12 R:n,n,n,n"),
        roll(3, 3),
        "12/15 15/18",
        "12/15 10/13",
        "12/15 12/15");
  }

  @Test
  @DisplayName("doublesPassBlockades: a doubles roll passes another colour's blockade, not its own")
  void doublesPassBlockades() {
    TrackRuleSet pass = american("doublesPassBlockades=true");
    // red's pair on 12: 10 passes it with 3-3 under the option, and cannot without it
    assertMoves(position(pass, "american Y Y:n,n,n,10 R:n,n,12,12"), roll(3, 3), "10/13 13/16");
    assertMoves(position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,12,12"), roll(3, 3), "pass");
    // not on a roll that is not doubles
    assertMoves(position(pass, "american Y Y:n,n,n,10 R:n,n,12,12"), roll(1, 3), "10/11");
    // it still may not land on the pair
    assertMoves(position(pass, "american Y Y:n,n,n,10 R:n,n,12,12"), roll(2, 2), "pass");
    // its own pair still stops it
    assertMoves(
        position(pass, "american Y Y:n,10,12,12 R:n,n,n,n"),
        roll(3, 3),
        "12/15 15/18",
        "12/15 10/13");
  }

  @Test
  @DisplayName("A6: at its last square a piece may turn home or go on round; P6: it must turn")
  void a6p6_goingRoundOrTurningHome() {
    // yellow's last square is 68: from 66, 1 and 2 reach 1 (round again) or r1
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,n,66 R:n,n,n,n"),
        roll(1, 2),
        "66/67 67/1",
        "66/67 67/r1");
    assertMoves(position(PARCHIS, "parchis Y Y:n,n,n,66 R:n,n,n,n"), roll(1, 2), "66/67 67/r1");
    // red's last square is 34: from 33, a 6 reaches 39 or r5
    assertMoves(
        position(NO_BONUS, "american R Y:n,n,n,n R:n,n,n,33"),
        roll(6, 1),
        "33/39 39/40", // as 33/34 34/40
        "33/r5 r5/r6"); // as 33/34 34/r6
  }

  @Test
  @DisplayName("A6, P10: home is reached by an exact count; a value that overshoots is not played")
  void a6_homeByAnExactCount() {
    // r5 + 3 is home; r5 + 4 overshoots, and home moves no further
    assertMoves(position(NO_BONUS, "american Y Y:n,n,n,r5 R:n,n,n,n"), roll(3, 4), "r5/h");
    assertMoves(position(PARCHIS, "parchis Y Y:n,n,n,r5 R:n,n,n,n"), roll(3, 4), "r5/h");
    // from 66, 2 reaches 68 and 8 more is home: 6+4 is 10 = 2 + 8
    assertMoves(position(PARCHIS, "parchis Y Y:n,n,n,66 R:n,n,n,n"), roll(6, 4), "66/r4 r4/h");
  }

  @Test
  @DisplayName("A7, A9: a home-row square holds two pieces and a pair there blocks its own")
  void a7a9_theHomeRow() {
    // r4's pair: r2 cannot pass or join it (r2 + 2 would be a third piece, r2 + 3 passes);
    // the pair's pieces move on (r4 + 3 = r7, r4 + 2 = r6, and r4 + 5 = r9 overshoots); and
    // 2 + 3 enters the piece in the nest (P2)
    assertMoves(
        position(PARCHIS, "parchis Y Y:n,r2,r4,r4 R:n,n,n,n"),
        roll(2, 3),
        "r4/r6 r4/r7",
        "r4/r6 r2/r5",
        "r4/r7 r2/r4",
        "n/5");
  }

  @Test
  @DisplayName("A10: the pair is found wherever its pieces stand among the mover's four")
  void a10_pairsInEverySlot() {
    // the pair on 10 with a piece in the nest before it and one on 20 after it
    assertMoves(
        position(AMERICAN, "american Y Y:n,10,10,20 R:n,n,n,n"),
        roll(3, 3),
        "10/13 13/16",
        "10/13 20/23",
        "20/23 23/26");
    // the pair first, in Parchís (two values on doubles, P1; A10 applies)
    assertMoves(
        position(PARCHIS, "parchis Y Y:10,10,20,h R:n,n,n,n"),
        roll(3, 3),
        "10/13 13/16",
        "10/13 20/23",
        "20/23 23/26");
  }

  @Test
  @DisplayName("A10, ruling 1: a value whose only play moves the pair together is given up")
  void a10_aValueGivenUp() {
    // red's pair on 16 stops 13/16; 10/13 10/13 would move yellow's pair on together
    assertMoves(position(AMERICAN, "american Y Y:n,n,10,10 R:n,n,16,16"), roll(3, 3), "10/13");
    // four values 3, 3, 4, 4: red's pairs on 14 and 16 leave each piece one step, 10/13
    assertMoves(position(AMERICAN, "american Y Y:h,h,10,10 R:14,14,16,16"), roll(3, 3), "10/13");
  }

  @Test
  @DisplayName("A10, ruling 1: a piece that joined one of the pair may move on with it")
  void a10_aNewcomerMayMoveOn() {
    // yellow's pair on 2 and a piece on 66 going round (A6): 2/7 breaks the pair, 66/68 68/2
    // joins the piece left on 2, and the last 5 moves the newcomer on to 7, not the pair's own
    // piece (the position, the pair's pieces apart, is legal as one way of playing keeps them
    // apart)
    GameState s = position(AMERICAN, "american Y Y:2,2,66,h R:n,n,n,n");
    Examples.listed(s, roll(2, 2), "2/7 66/68 68/2 2/7");
  }

  @Test
  @DisplayName("A10, ruling 1: a bonus may not bring the pair together again")
  void a10_bonusesKeepThePairApart() {
    // Parchís with bonuses: 40/43* and 50/53* on 3-3 earn two 20s; 10/30 10/30 would move
    // yellow's pair on 10 together to 30
    TrackRuleSet rules = new TrackRuleSet(PARCHIS.rules().withFlag("bonuses", true).get());
    GameState s = position(rules, "parchis Y Y:10,10,40,50 R:n,n,43,53");
    Examples.listed(s, roll(3, 3), "40/43* 50/53* 10/30 43/63");
    String together =
        io.github.parcheesi.track68.testing.TrackPositions.place(s, "40/43* 50/53* 10/30 10/30");
    for (io.github.parcheesi.Move m : rules.legalMoves(s, roll(3, 3))) {
      org.junit.jupiter.api.Assertions.assertNotEquals(
          together,
          io.github.parcheesi.track68.testing.TrackPositions.place(s, m.toString()),
          m.toString());
    }
  }

  @Test
  @DisplayName("A8: the captured piece goes to its nest, whichever of its colour's pieces it is")
  void a8_theCapturedPieceGoesToItsNest() {
    // red has no piece in its nest: 13 is its first piece, 20 its second
    GameState s = position(NO_BONUS, "american Y Y:n,n,n,10 R:13,20,30,40");
    assertMoves(s, roll(3, 4), "10/13* 13/17", "10/14 14/17");
    org.junit.jupiter.api.Assertions.assertEquals(
        position(NO_BONUS, "american R Y:n,n,n,17 R:n,20,30,40"),
        Examples.after(s, roll(3, 4), "10/13* 13/17"));
    GameState t = position(NO_BONUS, "american Y Y:n,n,n,16 R:13,20,30,40");
    org.junit.jupiter.api.Assertions.assertEquals(
        position(NO_BONUS, "american R Y:n,n,n,21 R:n,13,30,40"),
        Examples.after(t, roll(4, 1), "16/20* 20/21"));
    // three colours: green's piece, after yellow's in the state, and red's after it
    GameState u = position(NO_BONUS, "american Y Y:n,n,n,16 G:20,25,44,45 R:n,n,21,30");
    org.junit.jupiter.api.Assertions.assertEquals(
        position(NO_BONUS, "american G Y:n,n,n,25 G:n,20,44,45 R:n,n,n,30"),
        Examples.after(u, roll(5, 4), "16/21* 21/25*"));
  }

  @Test
  @DisplayName("A9: a pair on the last squares or in the home row stops a piece turning home")
  void a9_blockadesOnTheWayHome() {
    // red's pair on yellow's last square 68: 66 gets no further than 67, either way (A6)
    assertMoves(position(NO_BONUS, "american Y Y:n,n,n,66 R:n,n,68,68"), roll(1, 3), "66/67");
    // yellow's pair on r2: 66 may go round (3, 4) but not turn home past it, until one of the
    // pair has moved; r2 + 6 is home
    assertMoves(
        position(NO_BONUS, "american Y Y:h,66,r2,r2 R:n,n,n,n"),
        roll(5, 6),
        "66/3 3/9",
        "66/3 r2/h",
        "66/4 r2/r7",
        "r2/r7 r2/h",
        "r2/r7 66/r4",
        "r2/h 66/r3");
    // P6: the piece must turn home, and cannot: only the pair moves
    assertMoves(
        position(PARCHIS, "parchis Y Y:h,66,r2,r2 R:n,n,n,n"),
        roll(5, 6),
        "r2/r7 r2/h",
        "r2/r7 66/r4",
        "r2/h 66/r3");
  }

  @Test
  @DisplayName("A9, doublesPassBlockades: pairs on squares 64 to 68 block and are passed alike")
  void a9_pairsOnTheLastSquares() {
    TrackRuleSet pass = american("doublesPassBlockades=true");
    // red's pair on 64: 62/63, and nothing passes the pair
    assertMoves(position(NO_BONUS, "american Y Y:n,n,n,62 R:n,n,64,64"), roll(1, 3), "62/63");
    // red's pair on 65: passed on doubles under the option only
    String red = "american Y Y:n,n,n,60 R:n,n,65,65";
    assertMoves(position(pass, red), roll(3, 3), "60/63 63/66");
    assertMoves(position(AMERICAN, red), roll(3, 3), "60/63");
    // yellow's own pair on 65 stops its piece on 60 with or without the option; A10 keeps the
    // pair from moving on together to 68
    String own = "american Y Y:n,60,65,65 R:n,n,n,n";
    for (TrackRuleSet rules : new TrackRuleSet[] {pass, AMERICAN}) {
      assertMoves(position(rules, own), roll(3, 3), "60/63 65/68", "65/68 68/3", "65/68 68/r3");
    }
  }

  @Test
  @DisplayName("A10: blue's pair, the last colour's, is remembered too")
  void a10_bluesPair() {
    assertMoves(position(AMERICAN, "american B Y:n,n,n,n B:n,n,30,30"), roll(3, 3), "30/33 33/36");
    assertMoves(position(AMERICAN, "american G Y:n,n,n,n G:n,n,30,30"), roll(3, 3), "30/33 33/36");
  }

  @Test
  @DisplayName("A10: two pairs on four values, neither moved on as a pair")
  void a10_twoPairs() {
    // 1, 1, 6, 6: one piece of each pair may move on; both pairs together may not
    GameState s = position(AMERICAN, "american Y Y:10,10,20,20 R:n,n,n,n");
    Examples.listed(s, roll(1, 1), "10/11 11/12 20/26 26/32");
    String together =
        io.github.parcheesi.track68.testing.TrackPositions.place(s, "10/11 10/11 20/26 20/26");
    for (io.github.parcheesi.Move m : AMERICAN.legalMoves(s, roll(1, 1))) {
      org.junit.jupiter.api.Assertions.assertNotEquals(
          together,
          io.github.parcheesi.track68.testing.TrackPositions.place(s, m.toString()),
          m.toString());
    }
  }

  @Test
  @DisplayName("A9: turning home passes only the squares up to the last one, not those after it")
  void a9_turningHomeIgnoresWhatLiesBeyond() {
    // red's pair on 3, past yellow's last square 68: 66 turns home by 5 (r3) or 4 (r2) and
    // plays the other die in the home row; going round, 66/3 would land on the pair
    assertMoves(position(AMERICAN, "american Y Y:h,h,h,66 R:n,n,3,3"), roll(4, 5), "66/r3 r3/r7");
  }
}
