package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static io.github.parcheesi.american.Fixture.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.LinkedHashMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for the rule options of rules-american.md, each against the default. */
class AmericanOptionsTest {

  @Test
  @DisplayName("options: American declares its five options with their defaults")
  void options_declaredWithDefaults() {
    assertEquals(
        LinkedHashMap.of(
            "threeDoublesPenalty", "true",
            "eitherDie", "false",
            "mustEnter", "false",
            "doublesAllOrNothing", "false",
            "mustTurnHome", "false"),
        AMERICAN.optionValues());
    assertEquals(
        AMERICAN.options().map(RuleOption::defaultValue).toList(),
        AMERICAN.optionValues().values().toList());
    assertEquals(AMERICAN, RuleSets.get("american"));
    assertTrue(AMERICAN.withOption("bonuses", "false").isLeft());
    assertTrue(AMERICAN.withOption("eitherDie", "maybe").isLeft());
  }

  @Test
  @DisplayName("option eitherDie: when only one die can be played, either may be (replaces A11)")
  void eitherDie_eitherDieWhenOnlyOneCanBePlayed() {
    String text = "american Y Y:n,n,n,10 R:n,n,18,18";
    assertMoves(position(text), roll(6, 2), "10/16");
    assertMoves(position(with("eitherDie", "true"), text), roll(6, 2), "10/16", "10/12");
  }

  @Test
  @DisplayName("option mustEnter: a 5 that can enter a piece must be used to enter")
  void mustEnter_aFiveThatCanEnterMustEnter() {
    String text = "american Y Y:n,n,n,10 R:n,n,n,n";
    assertMoves(position(text), roll(5, 3), "n/5 5/8", "n/5 10/13", "10/15 15/18");
    RuleSet rules = with("mustEnter", "true");
    assertMoves(position(rules, text), roll(5, 3), "n/5 5/8", "n/5 10/13");
    // A sum of 5 is a 5 for entering (A3).
    assertMoves(position(text), roll(1, 4), "n/5", "10/11 11/15");
    assertMoves(position(rules, text), roll(1, 4), "n/5");
  }

  @Test
  @DisplayName("option doublesAllOrNothing: four values not all playable play none, and roll again")
  void doublesAllOrNothing_fourValuesOrNone() {
    String text = "american Y Y:10,h,h,h R:n,n,22,22";
    RuleSet rules = with("doublesAllOrNothing", "true");
    GameState s = position(rules, text);
    assertMoves(s, roll(3, 3), "pass");
    assertEquals("american Y Y:10,h,h,h R:n,n,22,22 doubles=1", after(s, roll(3, 3), "pass"));
    // When all four can be played, they are.
    GameState free = position(rules, "american Y Y:10,h,h,h R:n,n,n,n");
    assertMoves(free, roll(2, 2), "10/12 12/14 14/19 19/24");
    // Two values (a piece in the nest) are not concerned: as many as possible, no roll again.
    GameState two = position(rules, "american Y Y:n,n,n,10 R:n,n,13,13");
    assertMoves(two, roll(2, 2), "10/12");
    assertEquals("american R Y:n,n,n,12 R:n,n,13,13", after(two, roll(2, 2), "10/12"));
  }

  @Test
  @DisplayName("option mustTurnHome: a piece must turn into its home row (replaces A6's choice)")
  void mustTurnHome_aPieceMustTurnIntoItsHomeRow() {
    String text = "american Y Y:66,h,h,h R:n,n,n,n";
    RuleSet rules = with("mustTurnHome", "true");
    assertMoves(position(text), roll(6, 3), "66/r1 r1/r7", "66/1 1/7");
    assertMoves(position(rules, text), roll(6, 3), "66/r1 r1/r7");
    // 6 and 5 both overshoot together; each alone fits the home row, so the larger (A11).
    assertMoves(position(rules, text), roll(6, 5), "66/r4");
    assertMoves(position(rules, "american Y Y:68,h,h,h R:n,n,n,n"), roll(1, 2), "68/r1 r1/r3");
  }

  @Test
  @DisplayName("option threeDoublesPenalty=false: the third doubles is played like any other")
  void threeDoublesPenaltyOff_theThirdDoublesIsPlayed() {
    String text = "american Y Y:n,n,n,10 R:n,n,n,n doubles=2";
    assertEquals("american R Y:n,n,n,n R:n,n,n,n", after(position(text), roll(3, 3), "10/n"));
    RuleSet rules = with("threeDoublesPenalty", "false");
    GameState s = position(rules, text);
    assertMoves(s, roll(3, 3), "10/13 13/16");
    assertEquals("american Y Y:n,n,n,16 R:n,n,n,n doubles=3", after(s, roll(3, 3), "10/13 13/16"));
    assertThrows(ParseException.class, () -> position("american Y Y:n,n,n,10 R:n,n,n,n doubles=3"));
  }
}
