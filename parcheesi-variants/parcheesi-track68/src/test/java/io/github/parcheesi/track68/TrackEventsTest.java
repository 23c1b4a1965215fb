package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.NO_BONUS;
import static io.github.parcheesi.track68.Examples.PARCHIS;
import static io.github.parcheesi.track68.Examples.american;
import static io.github.parcheesi.track68.Examples.listed;
import static io.github.parcheesi.track68.Examples.position;
import static io.github.parcheesi.track68.Examples.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A listed move told as its events (the Events table of the variants' RULES.md): each step a MOVE
 * with what it spent (a die, A2's bottom face, A3's both dice, A12's bonuses), each capture right
 * after its step with the rule that makes it (A8; A4, P3 on entering), A13's penalty, each value or
 * bonus given up with its rule (A11, A12, A13, A14, A15, doublesAllOrNothing), and how the turn
 * ends (ROLL_AGAIN for A13 or P9, TURN_PASSES, WIN).
 */
class TrackEventsTest {

  /** The events of the listed move leading where {@code move} leads, as their strings. */
  private static List<String> events(RuleSet rules, String text, int d1, int d2, String move) {
    GameState s = position(rules, text);
    Roll roll = roll(d1, d2);
    Move m = listed(s, roll, move);
    List<Event> events = rules.explain(s, m).get().events();
    // any spelling is told as listed (ruling 9)
    assertEquals(events, rules.explain(s, Notation.parseMove(move, roll)).get().events());
    return events.map(Event::toString);
  }

  @Test
  @DisplayName("A3, A5: a die enters, a die moves; both dice summing to 5 enter together")
  void a3a5_diceSpent() {
    String start = "american Y Y:n,n,n,n R:n,n,n,n";
    assertEquals(
        List.of("MOVE Y Y n/5 (die 5)", "MOVE Y Y 5/8 (die 3)", "TURN_PASSES Y -> R"),
        events(AMERICAN, start, 5, 3, "n/5 5/8"));
    assertEquals(
        List.of("MOVE Y Y n/5 (die 5)", "MOVE Y Y 5/8 (die 3)", "TURN_PASSES Y -> R"),
        events(AMERICAN, start, 3, 5, "n/5 5/8"));
    assertEquals(
        List.of("MOVE Y Y n/5 (both dice 5)", "TURN_PASSES Y -> R"),
        events(AMERICAN, start, 2, 3, "n/5"));
    assertEquals(
        List.of("MOVE Y Y 10/12 (die 2)", "MOVE Y Y 12/15 (die 3)", "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n", 2, 3, "10/12 12/15"));
  }

  @Test
  @DisplayName("A2: the bottom faces are spent as such; all four played roll again (A13)")
  void a2_bottomFaces() {
    assertEquals(
        List.of(
            "MOVE Y Y 10/11 (die 1)",
            "MOVE Y Y 11/12 (die 1)",
            "MOVE Y Y 12/18 (bottom face 6)",
            "MOVE Y Y 18/24 (bottom face 6)",
            "ROLL_AGAIN Y [A13]"),
        events(AMERICAN, "american Y Y:h,h,h,10 R:n,n,n,n", 1, 1, "10/11 11/12 12/18 18/24"));
  }

  @Test
  @DisplayName("A8, A4, P3: a capture follows its step and names the rule; A12 its bonus")
  void captures() {
    assertEquals(
        List.of(
            "MOVE Y Y 10/13 (die 3)",
            "CAPTURE Y R 13/n -> R [A8]",
            "MOVE Y Y 13/17 (die 4)",
            "MOVE Y Y 17/37 (capture bonus 20)",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13", 3, 4, "10/13* 13/17 17/37"));
    assertEquals(
        List.of(
            "MOVE Y Y n/5 (die 5)",
            "CAPTURE Y R 5/n -> R [A4]",
            "MOVE Y Y 5/6 (die 1)",
            "TURN_PASSES Y -> R"),
        events(NO_BONUS, "american Y Y:n,n,n,n R:n,n,n,5", 5, 1, "n/5* 5/6"));
    assertEquals(
        List.of(
            "MOVE Y Y n/5 (die 5)",
            "CAPTURE Y R 5/n -> R [P3]",
            "MOVE Y Y 5/6 (die 1)",
            "TURN_PASSES Y -> R"),
        events(PARCHIS, "parchis Y Y:n,n,n,n R:n,n,n,5", 5, 1, "n/5* 5/6"));
    // a bonus step that captures earns the next bonus
    assertEquals(
        List.of(
            "MOVE Y Y 10/13 (die 3)",
            "CAPTURE Y R 13/n -> R [A8]",
            "MOVE Y Y 13/17 (die 4)",
            "MOVE Y Y 17/37 (capture bonus 20)",
            "CAPTURE Y R 37/n -> R [A8]",
            "MOVE Y Y 37/57 (capture bonus 20)",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,10 R:n,n,37,13", 3, 4, "10/13* 13/17 17/37* 37/57"));
  }

  @Test
  @DisplayName("A12: the 10 for a piece home is played after the dice, or given up")
  void a12_homeBonus() {
    assertEquals(
        List.of(
            "MOVE Y Y r5/h (die 3)",
            "MOVE Y Y 40/46 (die 6)",
            "MOVE Y Y 46/56 (home bonus 10)",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,40,r5 R:n,n,n,n", 3, 6, "r5/h 40/46 46/56"));
    assertEquals(
        List.of(
            "MOVE Y Y r5/h (die 3)",
            "VALUE_GIVEN_UP Y (die 4) [A11]",
            "VALUE_GIVEN_UP Y (home bonus 10) [A12]",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,r5 R:n,n,n,n", 3, 4, "r5/h"));
    // red's pair on 30 stops 17/37: the 20 earned is given up
    assertEquals(
        List.of(
            "MOVE Y Y 10/13 (die 3)",
            "CAPTURE Y R 13/n -> R [A8]",
            "MOVE Y Y 13/17 (die 4)",
            "VALUE_GIVEN_UP Y (capture bonus 20) [A12]",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,10 R:n,13,30,30", 3, 4, "10/13* 13/17"));
  }

  @Test
  @DisplayName("A11, A14: values that cannot be played are given up, naming the rule")
  void givenUp() {
    assertEquals(
        List.of("MOVE Y Y 10/11 (die 1)", "VALUE_GIVEN_UP Y (die 3) [A11]", "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,10 R:n,n,12,12", 1, 3, "10/11"));
    assertEquals(
        List.of(
            "VALUE_GIVEN_UP Y (die 6) [A14]",
            "VALUE_GIVEN_UP Y (die 4) [A14]",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,n,n,n R:n,n,n,n", 6, 4, "pass"));
    // r2 plays the two 1s of 1, 1, 6, 6; the 6s are given up and the turn passes (A13)
    assertEquals(
        List.of(
            "MOVE Y Y r2/r3 (die 1)",
            "MOVE Y Y r3/r4 (die 1)",
            "VALUE_GIVEN_UP Y (bottom face 6) [A11]",
            "VALUE_GIVEN_UP Y (bottom face 6) [A11]",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:h,h,h,r2 R:n,n,n,n", 1, 1, "r2/r3 r3/r4"));
    // P9: part of a doubles roll played still rolls again; the rule ids are Parchís's
    assertEquals(
        List.of("MOVE Y Y r5/r7 (die 2)", "VALUE_GIVEN_UP Y (die 2) [P7]", "ROLL_AGAIN Y [P9]"),
        events(PARCHIS, "parchis Y Y:h,h,h,r5 R:n,n,n,n doubles=1", 2, 2, "r5/r7"));
  }

  @Test
  @DisplayName("doublesAllOrNothing: the four values given up, and the player rolls again")
  void allOrNothing() {
    assertEquals(
        List.of(
            "VALUE_GIVEN_UP Y (die 1) [doublesAllOrNothing]",
            "VALUE_GIVEN_UP Y (die 1) [doublesAllOrNothing]",
            "VALUE_GIVEN_UP Y (bottom face 6) [doublesAllOrNothing]",
            "VALUE_GIVEN_UP Y (bottom face 6) [doublesAllOrNothing]",
            "ROLL_AGAIN Y [A13]"),
        events(
            american("doublesAllOrNothing=true"), "american Y Y:h,h,h,r2 R:n,n,n,n", 1, 1, "pass"));
  }

  @Test
  @DisplayName("A13: the penalty, then the roll's values given up, and the turn passes")
  void a13_penalty() {
    assertEquals(
        List.of(
            "PENALTY Y Y r3/n [A13]",
            "VALUE_GIVEN_UP Y (die 2) [A13]",
            "VALUE_GIVEN_UP Y (die 2) [A13]",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:n,10,60,r3 R:n,n,n,n doubles=2", 2, 2, "r3/n"));
    // no piece in the nest: the bottom faces are the roll's values too (A2)
    assertEquals(
        List.of(
            "PENALTY Y Y r3/n [A13]",
            "VALUE_GIVEN_UP Y (die 2) [A13]",
            "VALUE_GIVEN_UP Y (die 2) [A13]",
            "VALUE_GIVEN_UP Y (bottom face 5) [A13]",
            "VALUE_GIVEN_UP Y (bottom face 5) [A13]",
            "TURN_PASSES Y -> R"),
        events(AMERICAN, "american Y Y:h,10,60,r3 R:n,n,n,n doubles=2", 2, 2, "r3/n"));
  }

  @Test
  @DisplayName("A15: the winning move ends with WIN; what is left is given up for A15")
  void a15_win() {
    assertEquals(
        List.of(
            "MOVE Y Y r5/h (die 3)",
            "VALUE_GIVEN_UP Y (die 1) [A15]",
            "VALUE_GIVEN_UP Y (home bonus 10) [A15]",
            "WIN Y"),
        events(AMERICAN, "american Y Y:h,h,h,r5 R:n,n,n,n", 3, 1, "r5/h"));
    assertEquals(
        List.of("MOVE R R r6/h (die 2)", "VALUE_GIVEN_UP R (die 2) [P10]", "WIN R"),
        events(PARCHIS, "parchis R Y:n,n,n,n R:h,h,h,r6", 2, 2, "r6/h"));
  }
}
