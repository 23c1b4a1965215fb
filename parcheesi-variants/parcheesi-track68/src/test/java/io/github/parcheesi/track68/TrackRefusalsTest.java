package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.PARCHIS;
import static io.github.parcheesi.track68.Examples.american;
import static io.github.parcheesi.track68.Examples.assertRefused;
import static io.github.parcheesi.track68.Examples.position;
import static io.github.parcheesi.track68.Examples.reason;
import static io.github.parcheesi.track68.Examples.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Which rule a refused move breaks, by the variant's own id ({@link TrackRules#ruleIds}), and the
 * reason given: each step played as the search plays it (A3-A9, P2-P6), then the move as a whole
 * (A10, A11, P7, mustEnter, A12), and the special results (A13's penalty, doublesAllOrNothing).
 * American's ids, and Parchís's where they differ, so that every refusal is seen to cite the rules'
 * own id.
 */
class TrackRefusalsTest {

  private static void refused(
      RuleSet rules, String text, int d1, int d2, String move, String rule, String why) {
    GameState s = position(rules, text);
    assertEquals(why, reason(assertRefused(s, roll(d1, d2), move, rule)), text + " " + move);
  }

  @Test
  @DisplayName("a step from a square where the mover has no piece names no rule")
  void noPieceThere() {
    refused(
        AMERICAN,
        "american Y Y:n,n,n,10 R:n,n,n,41",
        3,
        4,
        "41/44",
        "",
        "yellow has no piece on 41");
    refused(
        AMERICAN, "american R Y:n,n,n,41 R:n,n,n,10", 3, 4, "41/44", "", "red has no piece on 41");
  }

  @Test
  @DisplayName("A3, P2: a piece enters onto its exit with a 5 or two dice summing to 5")
  void a3p2_entering() {
    String start = "american Y Y:n,n,n,n R:n,n,n,n";
    refused(
        AMERICAN, start, 5, 1, "n/6", "A3", "a piece enters only onto its exit square 5, not 6");
    refused(
        AMERICAN,
        "american R Y:n,n,n,n R:n,n,n,n",
        5,
        1,
        "n/5",
        "A3",
        "a piece enters only onto its exit square 39, not 5");
    refused(
        AMERICAN,
        start,
        2,
        2,
        "n/5",
        "A3",
        "entering needs a 5 on one die or two dice summing to 5");
    // the sum spends both dice: a second entry has nothing left
    refused(
        AMERICAN,
        start,
        2,
        3,
        "n/5 n/5",
        "A3",
        "entering needs a 5 on one die or two dice summing to 5");
    // one 5 enters one piece
    refused(
        AMERICAN,
        start,
        5,
        1,
        "n/5 n/5",
        "A3",
        "entering needs a 5 on one die or two dice summing to 5");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,n R:n,n,n,n",
        6,
        6,
        "n/5",
        "P2",
        "entering needs a 5 on one die or two dice summing to 5");
  }

  @Test
  @DisplayName("A4, P5: no entry onto a blockade; A4, P3: the entry's capture is marked")
  void a4p3p5_theExit() {
    refused(
        AMERICAN,
        "american Y Y:n,n,n,n R:n,n,5,5",
        5,
        3,
        "n/5",
        "A4",
        "the exit square 5 holds a blockade");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,n R:n,n,5,5",
        5,
        3,
        "n/5",
        "P5",
        "the exit square 5 holds a blockade");
    refused(
        AMERICAN,
        "american Y Y:n,n,n,n R:n,n,n,5",
        5,
        1,
        "n/5 5/6",
        "A4",
        "the step n/5 captures; write it n/5*");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,n R:n,n,n,5",
        5,
        1,
        "n/5 5/6",
        "P3",
        "the step n/5 captures; write it n/5*");
    refused(
        AMERICAN,
        "american Y Y:n,n,n,n R:n,n,n,n",
        5,
        1,
        "n/5* 5/6",
        "A4",
        "the step n/5* captures nothing; drop the *");
  }

  @Test
  @DisplayName("A5: each step uses an unused value of the roll")
  void a5_values() {
    String text = "american Y Y:n,n,n,10 R:n,n,n,n";
    refused(
        AMERICAN,
        text,
        3,
        4,
        "10/18",
        "A5",
        "no unused value of the roll 3-4 moves a piece from 10 to 18");
    // the 3 is used: 13/16 has no value left
    refused(
        AMERICAN,
        text,
        3,
        4,
        "10/13 13/16",
        "A5",
        "no unused value of the roll 3-4 moves a piece from 13 to 16");
    refused(
        AMERICAN,
        text,
        3,
        4,
        "10/10",
        "A5",
        "no unused value of the roll 3-4 moves a piece from 10 to 10");
    // the sum of five enters and spends both dice
    refused(
        AMERICAN,
        "american Y Y:n,n,n,n R:n,n,n,n",
        2,
        3,
        "n/5 5/7",
        "A5",
        "no unused value of the roll 2-3 moves a piece from 5 to 7");
    // A2: with a piece in the nest, 2-2 has no bottom face 5
    refused(
        AMERICAN,
        "american Y Y:n,20,30,40 R:n,n,n,n",
        2,
        2,
        "20/25",
        "A5",
        "no unused value of the roll 2-2 moves a piece from 20 to 25");
  }

  @Test
  @DisplayName("A8, P4: a capture is marked; no step ends on a safe square an opponent holds")
  void a8p4_capturesAndSafeSquares() {
    String text = "american Y Y:n,n,n,10 R:n,n,n,13";
    refused(AMERICAN, text, 3, 4, "10/13 13/17", "A8", "the step 10/13 captures; write it 10/13*");
    refused(
        AMERICAN, text, 3, 4, "10/14* 14/17", "A8", "the step 10/14* captures nothing; drop the *");
    refused(
        AMERICAN,
        "american Y Y:n,n,n,9 R:n,n,n,12",
        3,
        4,
        "9/12",
        "A8",
        "the step 9/12 would end on a safe square held by an opponent");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,20 R:n,n,n,22",
        2,
        1,
        "20/22",
        "P4",
        "the step 20/22 would end on a safe square held by an opponent");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,9 R:n,n,n,12",
        3,
        4,
        "9/12",
        "P4",
        "the step 9/12 would end on a safe square held by an opponent");
  }

  @Test
  @DisplayName("A7, A9, P5: blockades are not passed nor landed on; a square holds two pieces")
  void a7a9p5_blockades() {
    String red = "american Y Y:n,n,n,10 R:n,n,12,12";
    refused(AMERICAN, red, 3, 1, "10/13", "A9", "the step 10/13 would pass a blockade");
    refused(AMERICAN, red, 2, 1, "10/12", "A9", "the step 10/12 would land on a blockade");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,10 R:n,n,12,12",
        3,
        1,
        "10/13",
        "P5",
        "the step 10/13 would pass a blockade");
    refused(
        AMERICAN,
        "american Y Y:n,9,12,12 R:n,n,n,n",
        3,
        4,
        "9/12",
        "A7",
        "the step 9/12 would put three pieces on one square");
    // the home row: a pair there blocks its own, and takes no third piece
    String row = "parchis Y Y:n,r2,r4,r4 R:n,n,n,n";
    refused(
        PARCHIS, row, 2, 6, "r2/r4", "A7", "the step r2/r4 would put three pieces on one square");
    refused(PARCHIS, row, 3, 6, "r2/r5", "P5", "the step r2/r5 would pass a blockade");
    // turning into the home row past a pair on r1
    refused(
        AMERICAN,
        "american Y Y:n,66,r1,r1 R:n,n,n,n",
        4,
        6,
        "66/r2",
        "A9",
        "the step 66/r2 would pass a blockade");
    refused(
        AMERICAN,
        "american Y Y:n,66,r2,r2 R:n,n,n,n",
        4,
        6,
        "66/r2",
        "A7",
        "the step 66/r2 would put three pieces on one square");
  }

  @Test
  @DisplayName("P6: a piece may not go round past its last square where it must turn home")
  void p6_mustTurnHome() {
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,66 R:n,n,n,n",
        4,
        1,
        "66/2",
        "P6",
        "the step 66/2 is not possible on this board");
    // home is reached by an exact count
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,r5 R:n,n,n,n",
        4,
        1,
        "r5/h",
        "A5",
        "no unused value of the roll 4-1 moves a piece from r5 to h");
  }

  @Test
  @DisplayName("A10: a blockade may not move on as a pair on doubles; the reason names the square")
  void a10_thePair() {
    refused(
        AMERICAN,
        "american Y Y:n,n,10,10 R:n,n,n,n",
        3,
        3,
        "10/13 10/13",
        "A10",
        "a blockade may not move forward as a pair on doubles (to 13)");
  }

  @Test
  @DisplayName("A11, P7: as many values as possible; the larger die when only one can be played")
  void a11p7_mustUse() {
    refused(
        AMERICAN,
        "american Y Y:n,n,n,10 R:n,n,n,n",
        3,
        4,
        "10/13",
        "A11",
        "use as many values as possible: 2 of the roll 3-4 can be played, the move plays 1");
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,10 R:n,n,n,n",
        3,
        4,
        "10/13",
        "P7",
        "use as many values as possible: 2 of the roll 3-4 can be played, the move plays 1");
    refused(
        AMERICAN,
        "american Y Y:h,h,10,20 R:n,n,n,n",
        1,
        1,
        "10/11 20/21",
        "A11",
        "use as many values as possible: 4 of the roll 1-1 can be played, the move plays 2");
    // a pass when a value can be played
    refused(
        AMERICAN,
        "american Y Y:n,n,n,n R:n,n,n,n",
        6,
        5,
        "pass",
        "A11",
        "use as many values as possible: 2 of the roll 6-5 can be played, the move plays 0");
    // r1: 6 reaches r7, 4 reaches r5, not both: the larger must be played (P7: either)
    String one = "Y:h,h,h,r1 R:n,n,n,n";
    refused(
        AMERICAN,
        "american Y " + one,
        6,
        4,
        "r1/r5",
        "A11",
        "when only one die can be played it must be the larger, 6");
    refused(
        AMERICAN,
        "american Y " + one,
        4,
        6,
        "r1/r5",
        "A11",
        "when only one die can be played it must be the larger, 6");
    Examples.accepted(position(PARCHIS, "parchis Y " + one), roll(6, 4), "r1/r5");
    Examples.accepted(
        position(american("eitherDie=true"), "american Y " + one), roll(6, 4), "r1/r5");
  }

  @Test
  @DisplayName("mustEnter: a 5 that can enter a piece must enter one")
  void mustEnter() {
    refused(
        american("mustEnter=true"),
        "american Y Y:n,n,n,10 R:n,n,n,n",
        5,
        3,
        "10/15 15/18",
        "mustEnter",
        "a 5 that can enter a piece must be used to enter");
    // an entry by the sum of five counts
    refused(
        american("mustEnter=true"),
        "american Y Y:n,n,n,10 R:n,n,n,n",
        1,
        4,
        "10/11 11/15",
        "mustEnter",
        "a 5 that can enter a piece must be used to enter");
    // only one die can be played, the larger, 5, either by entering or by 27/32 (the 2 would
    // end on a safe square red holds, 29 or 34, or on red's pair on 7): mustEnter, not A11,
    // refuses 27/32
    String one = "american Y Y:n,h,h,27 R:7,7,29,34";
    Examples.assertMoves(position(AMERICAN, one), roll(5, 2), "n/5", "27/32");
    Examples.assertMoves(position(american("mustEnter=true"), one), roll(5, 2), "n/5");
    refused(
        american("mustEnter=true"),
        one,
        5,
        2,
        "27/32",
        "mustEnter",
        "a 5 that can enter a piece must be used to enter");
    // entering enough, the move is judged by the next rule: here A12's bonus
    refused(
        american("mustEnter=true"),
        "american Y Y:n,n,n,10 R:n,n,n,13",
        5,
        3,
        "n/5 10/13*",
        "A12",
        "bonuses: each bonus earned (20 a capture, 10 a piece home) is played in full by one"
            + " piece after all dice values while some piece can play it, and no other bonus step"
            + " is played");
  }

  @Test
  @DisplayName("A12: bonuses are played after the dice, each after the step that earns it")
  void a12_bonuses() {
    String text = "american Y Y:n,n,n,10 R:n,n,n,13";
    String unplayed =
        "bonuses: each bonus earned (20 a capture, 10 a piece home) is played in full by one"
            + " piece after all dice values while some piece can play it, and no other bonus step"
            + " is played";
    // the 20 earned is not played though 17/37 can play it
    refused(AMERICAN, text, 3, 4, "10/13* 13/17", "A12", unplayed);
    // a 20 never earned
    refused(
        AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n", 3, 4, "10/13 13/17 17/37", "A12", unplayed);
    // the 20 played before the 4: the steps lead where 10/13* 13/17 17/37 does
    refused(
        AMERICAN,
        text,
        3,
        4,
        "10/13* 13/33 33/37",
        "A12",
        "the steps lead where a listed move leads, but in an order the rules do not allow:"
            + " bonuses (20 a capture, 10 a piece home) are played after all dice values, each"
            + " after the step that earns it");
    // bonus steps are judged as steps: past red's pair on 40 (A9), a capture unmarked (A8)
    refused(
        AMERICAN,
        "american Y Y:n,n,10,30 R:n,13,40,40",
        3,
        4,
        "10/13* 13/17 30/50",
        "A9",
        "the step 30/50 would pass a blockade");
    refused(
        AMERICAN,
        "american Y Y:n,n,10,33 R:n,n,13,53",
        3,
        4,
        "10/13* 13/17 33/53",
        "A8",
        "the step 33/53 captures; write it 33/53*");
    // after the bonus no value is left for 17/18
    refused(
        AMERICAN,
        "american Y Y:n,n,10,33 R:n,n,13,53",
        3,
        4,
        "10/13* 13/17 33/53* 17/18",
        "A5",
        "no unused value of the roll 3-4 moves a piece from 17 to 18");
    // without bonuses (P8) a step of 20 is no value
    refused(
        PARCHIS,
        "parchis Y Y:n,n,n,10 R:n,n,n,13",
        3,
        4,
        "10/13* 13/17 17/37",
        "A5",
        "no unused value of the roll 3-4 moves a piece from 17 to 37");
  }

  @Test
  @DisplayName("A13: the third doubles is only the penalty; doublesAllOrNothing: only the pass")
  void specialResults() {
    String third = "american Y Y:n,10,60,r3 R:n,n,n,n doubles=2";
    refused(
        AMERICAN,
        third,
        2,
        2,
        "10/12 12/14",
        "A13",
        "the third doubles in a row is not played: the piece closest to home goes back");
    refused(
        AMERICAN,
        third,
        2,
        2,
        "60/n",
        "A13",
        "the third doubles in a row is not played: the piece closest to home goes back");
    Examples.accepted(position(AMERICAN, third), roll(2, 2), "r3/n");
    RuleSet all = american("doublesAllOrNothing=true");
    refused(
        all,
        "american Y Y:h,h,h,r2 R:n,n,n,n",
        1,
        1,
        "r2/r3 r3/r4",
        "doublesAllOrNothing",
        "four values cannot all be played: pass");
    Examples.accepted(position(all, "american Y Y:h,h,h,r2 R:n,n,n,n"), roll(1, 1), "pass");
  }
}
