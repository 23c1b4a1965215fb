package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.assertNotListed;
import static io.github.parcheesi.american.Fixture.assertRefused;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static io.github.parcheesi.american.Fixture.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.GameState;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for the rule options of RULES.md, each against the default. */
class AmericanOptionsTest {

  @Test
  @DisplayName("options: American declares its six options, all off by default")
  void options_declaredWithDefaults() {
    assertEquals(
        LinkedHashMap.of(
            "threeDoublesPenalty", "false",
            "eitherDie", "false",
            "mustEnter", "false",
            "doublesAllOrNothing", "false",
            "mustTurnHome", "false",
            "doublesPassBlockades", "false"),
        AMERICAN.optionValues());
    assertEquals(
        AMERICAN.options().map(RuleOption::defaultValue).toList(),
        AMERICAN.optionValues().values().toList());
    assertEquals(AMERICAN, RuleSets.get("american"));
    Rejection bonuses = AMERICAN.withOption("bonuses", "false").getLeft();
    assertEquals(Rejection.Kind.UNKNOWN_OPTION, bonuses.kind());
    assertEquals(Option.some("bonuses"), bonuses.name());
    Rejection maybe = AMERICAN.withOption("eitherDie", "maybe").getLeft();
    assertEquals(Rejection.Kind.BAD_OPTION_VALUE, maybe.kind());
    assertEquals(Option.some("eitherDie"), maybe.name());
    assertEquals(Option.some("maybe"), maybe.value());
    assertEquals("option 'eitherDie' takes true or false, not 'maybe'", maybe.reason());
  }

  @Test
  @DisplayName("options: each is a typed constant of AmericanRules, in the order RULES.md lists")
  void options_publishedAsTypedConstants() {
    assertEquals(
        List.of(
            AmericanRules.THREE_DOUBLES_PENALTY,
            AmericanRules.EITHER_DIE,
            AmericanRules.MUST_ENTER,
            AmericanRules.DOUBLES_ALL_OR_NOTHING,
            AmericanRules.MUST_TURN_HOME,
            AmericanRules.DOUBLES_PASS_BLOCKADES),
        AMERICAN.options());
    for (RuleOption<Boolean> o :
        List.of(
            AmericanRules.THREE_DOUBLES_PENALTY,
            AmericanRules.EITHER_DIE,
            AmericanRules.MUST_ENTER,
            AmericanRules.DOUBLES_ALL_OR_NOTHING,
            AmericanRules.MUST_TURN_HOME,
            AmericanRules.DOUBLES_PASS_BLOCKADES)) {
      RuleSet on = AMERICAN.withOption(o, true).get();
      assertEquals(AMERICAN.withOption(o.name(), "true").get(), on, o.name());
      assertEquals(Option.some(true), on.optionValue(o), o.name());
      assertEquals(Option.some(false), AMERICAN.optionValue(o), o.name());
      assertEquals(AMERICAN, on.withOption(o, false).get(), o.name());
    }
    // A13: the penalty constant sets the option the engine reads
    RuleSet penalty = AMERICAN.withOption(AmericanRules.THREE_DOUBLES_PENALTY, true).get();
    assertEquals("true", penalty.optionValues().get("threeDoublesPenalty").get());
    // an option American does not have is refused, named
    Rejection bonuses =
        AMERICAN.withOption(RuleOption.flag("bonuses", "P8", false), true).getLeft();
    assertEquals(Rejection.Kind.UNKNOWN_OPTION, bonuses.kind());
    assertEquals(Option.some("bonuses"), bonuses.name());
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
    assertEquals(
        "american Y Y:10,h,h,h R:n,n,22,22 doubles=1 doublesAllOrNothing=true",
        after(s, roll(3, 3), "pass"));
    // When all four can be played, they are.
    GameState free = position(rules, "american Y Y:10,h,h,h R:n,n,n,n");
    assertMoves(free, roll(2, 2), "10/12 12/14 14/19 19/24");
    // Two values (a piece in the nest) are not concerned: as many as possible, no roll again.
    GameState two = position(rules, "american Y Y:n,n,n,10 R:n,n,13,13");
    assertMoves(two, roll(2, 2), "10/12");
    assertEquals(
        "american R Y:n,n,n,12 R:n,n,13,13 doublesAllOrNothing=true",
        after(two, roll(2, 2), "10/12"));
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
  @DisplayName("A13: by default the third doubles is played like any other, and rolls again")
  void a13_theThirdDoublesIsPlayedByDefault() {
    // Seed 000: "gracz rzuca ponownie po ruchu, pod warunkiem, że wykorzystał cały rzut" (the
    // player rolls again after moving, provided the whole roll was used); seed 002: "hází po
    // přesunu znovu" (rolls again after moving). Neither has a penalty for the third doubles.
    GameState s = position("american Y Y:n,n,n,10 R:n,n,n,n doubles=2");
    assertMoves(s, roll(3, 3), "10/13 13/16");
    assertEquals("american Y Y:n,n,n,16 R:n,n,n,n doubles=3", after(s, roll(3, 3), "10/13 13/16"));
    GameState fourth = position("american Y Y:n,n,n,16 R:n,n,n,n doubles=3");
    assertEquals(
        "american Y Y:n,n,n,20 R:n,n,n,n doubles=4", after(fourth, roll(2, 2), "16/18 18/20"));
  }

  @Test
  @DisplayName("A13, option threeDoublesPenalty: the third doubles sends a piece back instead")
  void a13_threeDoublesPenaltyOption() {
    // The official rules sheet's penalty, which neither seed has: kept as an option.
    RuleSet rules = with("threeDoublesPenalty", "true");
    GameState s = position(rules, "american Y Y:n,n,n,10 R:n,n,n,n doubles=2");
    assertMoves(s, roll(3, 3), "10/n");
    assertEquals(
        "american R Y:n,n,n,n R:n,n,n,n threeDoublesPenalty=true", after(s, roll(3, 3), "10/n"));
    // With the penalty on, a third doubles never stands in a position.
    assertThrows(
        ParseException.class, () -> position(rules, "american Y Y:n,n,n,10 R:n,n,n,n doubles=3"));
    assertEquals(
        "american Y Y:n,n,n,10 R:n,n,n,n doubles=3",
        position("american Y Y:n,n,n,10 R:n,n,n,n doubles=3").toString());
  }

  @Test
  @DisplayName("A9, option doublesPassBlockades: doubles pass another colour's blockade")
  void a9_doublesPassBlockadesOption() {
    // Seed 000: "Inny gracz może przełamać blokadę rzutem podwójnej" (another player may break a
    // blockade with a doubles roll).
    String text = "american Y Y:n,n,n,3 R:n,n,5,5";
    RuleSet rules = with("doublesPassBlockades", "true");
    // By default red's blockade on 5 stops yellow's piece on 3 (A9), and the roll is a pass.
    assertMoves(position(text), roll(5, 5), "pass");
    // With the option, doubles pass it; entering onto it stays impossible (A4).
    assertMoves(position(rules, text), roll(5, 5), "3/8 8/13");
    // Only doubles: 4-3 may not pass it.
    assertMoves(position(rules, text), roll(4, 3), "pass");
    // A step may still not end on the blockade.
    assertMoves(position(rules, "american Y Y:n,n,n,1 R:n,n,5,5"), roll(2, 2), "1/3");
    assertMoves(position(rules, "american Y Y:n,n,n,3 R:n,n,5,5"), roll(1, 1), "3/4");
  }

  @Test
  @DisplayName("A9, option doublesPassBlockades: the mover's own blockade still blocks it")
  void a9_doublesPassBlockadesNotTheMoversOwn() {
    RuleSet rules = with("doublesPassBlockades", "true");
    GameState s = position(rules, "american Y Y:n,10,12,12 R:n,n,n,n");
    // 10 may not pass yellow's own blockade on 12 while it stands.
    assertNotListed(s, roll(3, 3), "10/13 13/16");
    // Refused for A9, with the unchanged state.
    assertRefused(s, roll(3, 3), "10/13 13/16", "A9");
    // Another colour's blockade is passed; the refusal explains from the same rule.
    GameState other = position(rules, "american Y Y:n,n,n,10 R:n,n,12,12");
    assertMoves(other, roll(3, 3), "10/13 13/16");
    assertRefused(position("american Y Y:n,n,n,10 R:n,n,12,12"), roll(3, 3), "10/13 13/16", "A9");
  }
}
