package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.assertRefused;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static io.github.parcheesi.american.Fixture.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Which rule a refusal names when a move's first steps are fine and a later one is not: the values
 * a roll offers (A2's bottom faces, A3's sum of five), bonus steps (A12), other colours than
 * yellow, and the wording of the reasons.
 */
class AmericanRefusalTest {

  /** The reason without the list of legal moves TrackRuleSet appends. */
  private static String reason(IllegalMove refusal) {
    return refusal.reason().split("; legal moves")[0];
  }

  @Test
  @DisplayName(
      "A2: with no piece in the nest 2-2 also offers two 5s, so 10/15 is fine and A11 is"
          + " broken; with a piece in the nest there is no 5 (A5)")
  void a2_bottomFacesAreValuesOfTheRoll() {
    IllegalMove out =
        assertRefused(position("american Y Y:10,20,30,40 R:n,n,n,n"), roll(2, 2), "10/15", "A11");
    assertEquals(
        "use as many values as possible: 4 of the roll 2-2 can be played, the move plays 1",
        reason(out));
    IllegalMove both =
        assertRefused(
            position("american Y Y:10,20,30,40 R:n,n,n,n"), roll(2, 2), "10/15 20/25", "A11");
    assertTrue(reason(both).endsWith("the move plays 2"), reason(both));
    assertRefused(position("american Y Y:n,20,30,40 R:n,n,n,n"), roll(2, 2), "20/25", "A5");
  }

  @Test
  @DisplayName(
      "A3: two dice summing to 5 enter a piece and are spent: a further step has no value"
          + " left (A5)")
  void a3_theSumOfFiveSpendsBothDice() {
    GameState s = position("american Y Y:n,n,n,n R:n,n,n,n");
    IllegalMove refusal = assertRefused(s, roll(2, 3), "n/5 5/7", "A5");
    assertEquals("no unused value of the roll 2-3 moves a piece from 5 to 7", reason(refusal));
    assertRefused(s, roll(1, 4), "n/5 5/6", "A5");
    assertRefused(s, roll(2, 2), "n/5", "A3");
    assertRefused(s, roll(2, 3), "n/6", "A3");
  }

  @Test
  @DisplayName(
      "A4: entering onto a lone opponent on the exit captures and must be marked * (A4 states"
          + " that capture; A8 excepts the entry)")
  void a4_anEntryThatCaptures() {
    GameState s = position("american Y Y:n,n,n,n R:n,n,n,5");
    IllegalMove refusal = assertRefused(s, roll(5, 1), "n/5 5/6", "A4");
    assertEquals("the step n/5 captures; write it n/5*", reason(refusal));
  }

  @Test
  @DisplayName("A8: the reason says which way a capture mark is wrong")
  void a8_captureMarkReasons() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,13");
    assertEquals(
        "the step 10/13 captures; write it 10/13*",
        reason(assertRefused(s, roll(3, 4), "10/13 13/17", "A8")));
    assertEquals(
        "the step 10/14* captures nothing; drop the *",
        reason(assertRefused(s, roll(3, 4), "10/14* 14/17", "A8")));
  }

  @Test
  @DisplayName("A5: a step from a square to itself is no value of the roll")
  void a5_aStepThatGoesNowhere() {
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,n,n"), roll(3, 4), "10/10", "A5");
  }

  @Test
  @DisplayName(
      "A5/A9: red's refusals name red's rules: no value makes 40/47; 40/43 lands on a"
          + " blockade")
  void otherColoursAreJudgedOnTheirOwnPieces() {
    GameState s = position("american R Y:n,n,43,43 R:n,n,n,40");
    assertRefused(s, roll(3, 4), "40/47", "A5");
    assertRefused(s, roll(3, 4), "40/43", "A9");
    IllegalMove none = assertRefused(s, roll(3, 4), "41/44", "");
    assertEquals("red has no piece on 41", reason(none));
  }

  @Test
  @DisplayName(
      "A12: bonus steps are judged like dice steps: one that passes a blockade breaks A9,"
          + " a capturing one must be marked, and after them a step with no value left breaks A5")
  void a12_bonusStepsAreJudged() {
    // 10/13* earns 20; 30 cannot play it past red's blockade on 40.
    GameState blocked = position("american Y Y:n,n,10,30 R:n,13,40,40");
    assertRefused(blocked, roll(3, 4), "10/13* 13/17 30/50", "A9");
    // 53 is 15 from yellow's last square 68: a 20 could end on 5 (round again) or on r5.
    GameState twoWays = position("american Y Y:n,n,10,53 R:n,n,n,13");
    assertRefused(twoWays, roll(3, 4), "10/13* 13/17 53/r5 17/18", "A5");
    // 33/53* is a bonus step that captures, correctly marked; 17/18 then has no value.
    GameState capture = position("american Y Y:n,n,10,33 R:n,n,13,53");
    assertRefused(capture, roll(3, 4), "10/13* 13/17 33/53* 17/18", "A5");
    assertEquals(
        "the step 33/53 captures; write it 33/53*",
        reason(assertRefused(capture, roll(3, 4), "10/13* 13/17 33/53", "A8")));
  }

  @Test
  @DisplayName(
      "option mustEnter: a move that enters as often as possible is judged by the next"
          + " rule, here A12's bonus")
  void mustEnter_enteringEnoughPassesToTheNextRule() {
    GameState s = position(with("mustEnter", "true"), "american Y Y:n,n,n,10 R:n,n,n,13");
    assertRefused(s, roll(5, 3), "n/5 10/13*", "A12");
  }

  @Test
  @DisplayName("A10: the refusal names the square the pair would move to")
  void a10_theReasonNamesTheSquare() {
    IllegalMove refusal =
        assertRefused(
            position("american Y Y:n,n,10,10 R:n,n,n,n"), roll(3, 3), "10/13 10/13", "A10");
    assertTrue(reason(refusal).endsWith("(to 13)"), reason(refusal));
  }

  @Test
  @DisplayName(
      "ruling 9, A12: steps that lead where a listed move leads in an order the rules do not allow"
          + " (a bonus before the dice, or before the capture that earns it) are refused for A12")
  void a12_aListedMoveInAnOrderTheRulesDoNotAllow() {
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,13");
    Fixture.listed(s, roll(3, 4), "10/13* 13/17 17/37");
    IllegalMove early = assertRefused(s, roll(3, 4), "10/13* 13/33 33/37", "A12");
    assertTrue(
        reason(early).startsWith("the steps lead where a listed move leads, but in an order"),
        reason(early));
    // each step of 10/30 30/33 33/37 is possible, but the 20 is played before it is earned
    GameState t = position("american Y Y:n,n,n,10 R:n,n,n,33");
    Fixture.listed(t, roll(3, 4), "10/13 13/17");
    assertRefused(t, roll(3, 4), "10/30 30/33* 33/37", "A12");
  }

  @Test
  @DisplayName(
      "ruling 9: red's listed entry and step, spelled in the other legal order, are accepted"
          + " and lead where the listed move leads")
  void aRedMoveSpelledOtherwise() {
    GameState s = position("american R Y:n,n,n,n R:n,n,n,40");
    io.github.parcheesi.Move listed = Fixture.listed(s, roll(5, 1), "n/39 40/41");
    io.github.parcheesi.Move other =
        io.github.parcheesi.Notation.parseMove(listed.steps().reverse().mkString(" "), roll(5, 1));
    assertEquals(s.ruleSet().play(s, listed), s.ruleSet().apply(s, other).get());
    assertEquals(listed, s.ruleSet().match(s, other).get());
  }
}
