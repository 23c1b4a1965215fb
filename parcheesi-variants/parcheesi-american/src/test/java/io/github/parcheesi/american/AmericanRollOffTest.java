package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rule B6 in American Parcheesi: who starts. */
class AmericanRollOffTest {

  private static final RuleSet AMERICAN = RuleSets.get("american");

  @Test
  @DisplayName("B6: in American Parcheesi the lowest single die starts, with any options")
  void b6_theLowestDieStarts() {
    // seed 000: "Każdy gracz rzuca jedną kością ... Gracz z najniższym wynikiem rzuca pierwszy"
    // (each player rolls one die; the player with the lowest result rolls first).
    assertEquals(RollOff.Order.LOWEST, AMERICAN.rollOffOrder());
    assertEquals(RollOff.Order.LOWEST, new AmericanRules().rollOffOrder());
    for (String option : List.of("threeDoublesPenalty", "eitherDie", "mustEnter")) {
      RuleSet other = AMERICAN.withOption(option, "false").get().withOption(option, "true").get();
      assertEquals(RollOff.Order.LOWEST, other.rollOffOrder(), option);
    }
    // Dice.seeded(0) rolls 5 5 4 4 2 5: Y and R tie twice, then Y's 2 is the lower die
    RollOff r = AMERICAN.rollOff(List.of(Colour.YELLOW, Colour.RED), Dice.seeded(0));
    assertEquals("Y 5, R 5; Y 4, R 4; Y 2, R 5: Y starts (lowest die, B6)", r.toString());
    assertEquals("american Y Y:n,n,n,n R:n,n,n,n", AMERICAN.newGame(r).toString());
    // Dice.seeded(3) rolls 6 4 1 3 for Y, G, R, B: red's 1 is lowest
    RollOff four = AMERICAN.rollOff(List.of(Colour.values()), Dice.seeded(3));
    assertEquals(Colour.RED, four.first());
    assertEquals(
        "american R Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n", AMERICAN.newGame(four).toString());
  }
}
