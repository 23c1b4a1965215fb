package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.PARCHIS;
import static io.github.parcheesi.track68.Examples.after;
import static io.github.parcheesi.track68.Examples.american;
import static io.github.parcheesi.track68.Examples.assertMoves;
import static io.github.parcheesi.track68.Examples.position;
import static io.github.parcheesi.track68.Examples.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a roll offers and how a turn ends, under the engine's flags, example by example (American's
 * ids, P-ids Parchís's): the values of a roll (A2, P1), as many values as possible and the larger
 * die (A11, P7, mustEnter, doublesAllOrNothing), bonuses (A12), rolling again after doubles and the
 * third doubles' penalty (A13, P9), a pass (A14) and a win (A15). Each expectation is worked out
 * from the rules by hand.
 */
class TrackTurnsTest {

  /** Asserts the state after the listed move that leads where {@code move} leads. */
  private static void assertAfter(
      RuleSet rules, String before, int d1, int d2, String move, String expected) {
    GameState s = position(rules, before);
    assertEquals(position(rules, expected), after(s, roll(d1, d2), move), before + " " + move);
  }

  @Test
  @DisplayName("A2: doubles with no piece in the nest give the tops and the bottoms, four values")
  void a2_bottomFaces() {
    // 1-1 with every piece out (home counts as out): 1, 1, 6, 6, all played by the piece on 10
    assertMoves(position(AMERICAN, "american Y Y:h,h,h,10 R:n,n,n,n"), roll(1, 1), "10/24");
    // a piece in the nest at the roll: only 1 and 1
    assertMoves(position(AMERICAN, "american Y Y:n,h,h,10 R:n,n,n,n"), roll(1, 1), "10/12");
    // judged at the roll (ruling 13): 5-5 enters a piece and then gives no bottom faces
    assertMoves(
        position(AMERICAN, "american Y Y:n,h,h,10 R:n,n,n,n"),
        roll(5, 5),
        "n/5 10/15",
        "n/5 5/10",
        "10/15 15/20");
    // P1: Parchís' doubles give two values
    assertMoves(position(PARCHIS, "parchis Y Y:h,h,h,10 R:n,n,n,n"), roll(1, 1), "10/12");
  }

  @Test
  @DisplayName("A11: when only one die can be played it is the larger; P7 and eitherDie: either")
  void a11p7_theLargerDie() {
    // from r1, 6 reaches r7 and 4 reaches r5; then neither plays the other (home needs 7)
    String text = "Y:h,h,h,r1 R:n,n,n,n";
    assertMoves(position(AMERICAN, "american Y " + text), roll(6, 4), "r1/r7");
    assertMoves(position(AMERICAN, "american Y " + text), roll(4, 6), "r1/r7");
    assertMoves(
        position(american("eitherDie=true"), "american Y " + text), roll(4, 6), "r1/r7", "r1/r5");
    assertMoves(position(PARCHIS, "parchis Y " + text), roll(6, 4), "r1/r7", "r1/r5");
    // the larger cannot be played: the smaller is (r5 + 6 overshoots)
    assertMoves(position(AMERICAN, "american Y Y:h,h,h,r5 R:n,n,n,n"), roll(6, 2), "r5/r7");
  }

  @Test
  @DisplayName("mustEnter: among the plays of most values, those that enter the most pieces")
  void mustEnter() {
    String text = "american Y Y:n,n,n,10 R:n,n,n,n";
    // 5-3: enter and move the new piece 3, enter and move 10 by 3, or 10 plays both dice
    assertMoves(position(AMERICAN, text), roll(5, 3), "n/5 5/8", "n/5 10/13", "10/15 15/18");
    assertMoves(position(american("mustEnter=true"), text), roll(5, 3), "n/5 5/8", "n/5 10/13");
    // the sum of five counts as an entry
    assertMoves(position(AMERICAN, text), roll(1, 4), "n/5", "10/11 11/15");
    assertMoves(position(american("mustEnter=true"), text), roll(1, 4), "n/5");
    // nothing to enter with: the option changes nothing
    assertMoves(
        position(american("mustEnter=true"), "american Y Y:n,n,n,10 R:n,n,5,5"),
        roll(5, 3),
        "10/15 15/18");
  }

  @Test
  @DisplayName("A11 on four values: as many as possible; doublesAllOrNothing: all four or a pass")
  void doublesAllOrNothing() {
    // 1-1 gives 1, 1, 6, 6: r2 plays the two 1s (r4), or one 6 (home); a 6 after a 1 overshoots
    String text = "american Y Y:h,h,h,r2 R:n,n,n,n";
    assertMoves(position(AMERICAN, text), roll(1, 1), "r2/r3 r3/r4");
    // not every value played: the turn passes (A13)
    assertAfter(AMERICAN, text, 1, 1, "r2/r3 r3/r4", "american R Y:h,h,h,r4 R:n,n,n,n");
    // the option: a pass, and the player still rolls again, the doubles counted (ruling 6)
    RuleSet all = american("doublesAllOrNothing=true");
    assertMoves(position(all, text), roll(1, 1), "pass");
    assertAfter(all, text, 1, 1, "pass", "american Y Y:h,h,h,r2 R:n,n,n,n doubles=1");
    // four values that can all be played are played as usual
    assertAfter(
        all,
        "american Y Y:h,h,h,10 R:n,n,n,n",
        1,
        1,
        "10/24",
        "american Y Y:h,h,h,24 R:n,n,n,n doubles=1");
    // two values (a piece in the nest) are not four: the option does not apply
    assertMoves(position(all, "american Y Y:n,h,h,r2 R:n,n,n,n"), roll(1, 1), "r2/r4");
  }

  @Test
  @DisplayName("A12: a capture earns 20 and a piece home 10, played in full after the dice")
  void a12_bonuses() {
    // 10/13* earns 20: 17/37 after the 4
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13"),
        roll(3, 4),
        "10/13* 13/17 17/37",
        "10/14 14/17");
    // a bonus step that captures earns another 20 (37 is not safe)
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,37,13"),
        roll(3, 4),
        "10/13* 13/17 17/37* 37/57",
        "10/14 14/17");
    // r5/h earns 10, played after the 6 by the piece on 46
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,40,r5 R:n,n,n,n"),
        roll(3, 6),
        "r5/h 40/46 46/56",
        "40/43 43/49");
    // a 10 takes the piece on 66 home (2 to its last square, 8 more home: A6's exact count),
    // which earns another 10 (ruling 5)
    Examples.listed(
        position(AMERICAN, "american Y Y:h,30,66,r5 R:n,n,n,n"),
        roll(3, 1),
        "r5/h 30/31 66/h 31/41");
    // no piece can play it: the 10 is forfeited
    assertMoves(position(AMERICAN, "american Y Y:n,n,n,r5 R:n,n,n,n"), roll(3, 4), "r5/h");
    // without bonuses (P8) the capture is all
    assertMoves(
        position(PARCHIS, "parchis Y Y:n,n,n,10 R:n,n,n,13"),
        roll(3, 4),
        "10/13* 13/17",
        "10/14 14/17");
  }

  @Test
  @DisplayName("A13: doubles roll again when every value was played; P9: when any was")
  void a13p9_rollingAgain() {
    assertAfter(
        AMERICAN,
        "american Y Y:h,h,h,10 R:n,n,n,n",
        1,
        1,
        "10/24",
        "american Y Y:h,h,h,24 R:n,n,n,n doubles=1");
    // r5 plays one 2 of 2, 2, 5, 5: the turn passes in American, Parchís rolls again (one of
    // two played)
    assertAfter(
        AMERICAN,
        "american Y Y:h,h,h,r5 R:n,n,n,n",
        2,
        2,
        "r5/r7",
        "american R Y:h,h,h,r7 R:n,n,n,n");
    assertAfter(
        PARCHIS,
        "parchis Y Y:h,h,h,r5 R:n,n,n,n doubles=1",
        2,
        2,
        "r5/r7",
        "parchis Y Y:h,h,h,r7 R:n,n,n,n doubles=2");
    // doubles of which nothing is played pass the turn in both (A14)
    assertAfter(
        AMERICAN, "american Y Y:n,n,n,n R:n,n,n,n", 6, 6, "pass", "american R Y:n,n,n,n R:n,n,n,n");
    assertAfter(
        PARCHIS, "parchis Y Y:n,n,n,n R:n,n,n,n", 6, 6, "pass", "parchis R Y:n,n,n,n R:n,n,n,n");
    // a roll that is not doubles passes the turn and forgets the doubles
    assertAfter(
        AMERICAN,
        "american Y Y:n,n,n,n R:n,n,n,n doubles=2",
        2,
        3,
        "n/5",
        "american R Y:n,n,n,5 R:n,n,n,n");
    // four colours: the turn passes to the left, Y, G, R, B (B5)
    assertAfter(
        AMERICAN,
        "american B Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n",
        6,
        4,
        "pass",
        "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n");
    assertAfter(
        AMERICAN,
        "american Y Y:n,n,n,n G:n,n,n,n B:n,n,n,n",
        6,
        4,
        "pass",
        "american G Y:n,n,n,n G:n,n,n,n B:n,n,n,n");
    assertAfter(
        AMERICAN,
        "american G Y:n,n,n,n G:n,n,n,n B:n,n,n,n",
        6,
        4,
        "pass",
        "american B Y:n,n,n,n G:n,n,n,n B:n,n,n,n");
  }

  @Test
  @DisplayName("A13: without the penalty doubles are counted up to 31 and played as usual")
  void a13_doublesCountedUpTo31() {
    RuleSet off = american("threeDoublesPenalty=false");
    assertAfter(
        off,
        "american Y Y:h,h,h,10 R:n,n,n,n doubles=2",
        1,
        1,
        "10/24",
        "american Y Y:h,h,h,24 R:n,n,n,n doubles=3");
    assertAfter(
        off,
        "american Y Y:h,h,h,10 R:n,n,n,n doubles=30",
        1,
        1,
        "10/24",
        "american Y Y:h,h,h,24 R:n,n,n,n doubles=31");
    assertAfter(
        off,
        "american Y Y:h,h,h,10 R:n,n,n,n doubles=31",
        1,
        1,
        "10/24",
        "american Y Y:h,h,h,24 R:n,n,n,n doubles=31");
  }

  @Test
  @DisplayName(
      "A13: the third doubles sends the piece closest to home to its nest; the turn passes")
  void a13_thePenalty() {
    // r3 has 5 steps to go, 60 has 16, 10 has 66
    String text = "american Y Y:n,10,60,r3 R:n,n,n,n doubles=2";
    assertMoves(position(AMERICAN, text), roll(2, 2), "r3/n");
    assertAfter(AMERICAN, text, 2, 2, "r3/n", "american R Y:n,n,10,60 R:n,n,n,n");
    assertAfter(AMERICAN, text, 6, 6, "r3/n", "american R Y:n,n,10,60 R:n,n,n,n");
    // a piece that went round and stands on 3 is far from home (65 squares to 68); home and
    // nest do not count
    assertMoves(
        position(AMERICAN, "american Y Y:n,3,60,h R:n,n,n,n doubles=2"), roll(4, 4), "60/n");
    assertMoves(
        position(AMERICAN, "american Y Y:h,h,3,40 R:n,n,n,n doubles=2"), roll(4, 4), "40/n");
    // red's last square is 34: 33 is 1 from it, 30 is 4, 36 went past it (66 to go round)
    assertMoves(
        position(AMERICAN, "american R Y:n,n,n,n R:n,30,33,36 doubles=2"), roll(1, 1), "33/n");
    // in the home row: r5 has 3 to go, r1 has 7
    assertMoves(
        position(AMERICAN, "american Y Y:n,r1,r5,40 R:n,n,n,n doubles=2"), roll(2, 2), "r5/n");
    // no piece on the board: a pass, and the turn passes
    String none = "american Y Y:n,n,h,h R:n,n,n,n doubles=2";
    assertMoves(position(AMERICAN, none), roll(3, 3), "pass");
    assertAfter(AMERICAN, none, 3, 3, "pass", "american R Y:n,n,h,h R:n,n,n,n");
    // the second doubles is played as usual
    assertAfter(
        AMERICAN,
        "american Y Y:h,h,h,10 R:n,n,n,n doubles=1",
        1,
        1,
        "10/24",
        "american Y Y:h,h,h,24 R:n,n,n,n doubles=2");
  }

  @Test
  @DisplayName("A15, P10: bringing the fourth piece home wins and ends the game")
  void a15_winning() {
    // r5 + 3 is home; r5 + 1 leaves the 3 unplayable: one die, the larger (A11)
    String text = "american Y Y:h,h,h,r5 R:n,n,n,n";
    assertMoves(position(AMERICAN, text), roll(3, 1), "r5/h");
    assertAfter(AMERICAN, text, 3, 1, "r5/h", "american Y Y:h,h,h,h R:n,n,n,n winner=Y");
    // on doubles the winner does not roll again
    assertAfter(
        AMERICAN,
        "american Y Y:h,h,h,r6 R:n,n,n,n doubles=1",
        1,
        1,
        "r6/r7 r7/h",
        "american Y Y:h,h,h,h R:n,n,n,n winner=Y");
    assertAfter(
        PARCHIS,
        "parchis R Y:n,n,n,n R:h,h,h,r6",
        2,
        2,
        "r6/h",
        "parchis R Y:n,n,n,n R:h,h,h,h winner=R");
    // not the last piece: no win
    assertAfter(
        PARCHIS, "parchis Y Y:n,h,h,r5 R:n,n,n,n", 3, 6, "r5/h", "parchis R Y:n,h,h,h R:n,n,n,n");
  }

  @Test
  @DisplayName("A12 on doubles: the bonuses of two values are played after both")
  void a12_bonusesOnDoubles() {
    // 3-3 with pieces in the nest: two values; 10/13* earns 20, played after the second 3
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13"), roll(3, 3), "10/13* 13/16 16/36");
    // r4/r6 r6/h earns 10, played by 40
    assertMoves(
        position(AMERICAN, "american Y Y:n,n,40,r4 R:n,n,n,n"),
        roll(2, 2),
        "40/42 42/44",
        "40/42 r4/r6",
        "r4/r6 r6/h 40/50");
  }

  @Test
  @DisplayName("A13: after the penalty each colour's pieces are in order, the nest first")
  void a13_thePenaltysResult() {
    // yellow's first piece is the closest (every other one is home)
    String first = "american Y Y:40,h,h,h R:n,n,n,n doubles=2";
    assertMoves(position(AMERICAN, first), roll(3, 3), "40/n");
    assertAfter(AMERICAN, first, 3, 3, "40/n", "american R Y:n,h,h,h R:n,n,n,n");
    // the piece sent back goes before the pieces on the track
    assertAfter(
        AMERICAN,
        "american Y Y:h,h,3,40 R:n,n,n,n doubles=2",
        4,
        4,
        "40/n",
        "american R Y:n,3,h,h R:n,n,n,n");
    // red's 30 is 4 from its last square 34, 20 is 14; after red comes yellow (B5: Y, G, R, B)
    assertAfter(
        AMERICAN,
        "american R Y:n,n,n,n G:11,21,31,41 R:h,h,20,30 doubles=2",
        1,
        1,
        "30/n",
        "american Y Y:n,n,n,n G:11,21,31,41 R:n,20,h,h");
  }

  @Test
  @DisplayName("ruling 9: legalMoves spells each move as the search first finds it, die 1 first")
  void ruling9_theListedSpelling() {
    // mustEnter: the 3 then the entry (dice in roll order), for 3-5
    TrackRuleSet must = american("mustEnter=true");
    GameState s = position(must, "american Y Y:n,n,n,10 R:n,n,n,n");
    assertEquals(
        io.vavr.collection.List.of("10/13 n/5", "n/5 5/8"),
        must.legalMoves(s, roll(3, 5)).map(Object::toString).sorted());
    assertEquals("10/13 n/5", Examples.listed(s, roll(3, 5), "n/5 10/13").toString());
  }
}
