package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rule B6 in Parchís: who starts. */
class ParchisRollOffTest {

  private static final RuleSet PARCHIS = RuleSets.get("parchis");

  @Test
  @DisplayName("B6: in Parchís the highest single die starts, with any options")
  void b6_theHighestDieStarts() {
    // RULES.md, B6: the highest roll starts; tied players roll again among themselves.
    assertEquals(RollOff.Order.HIGHEST, PARCHIS.rollOffOrder());
    assertEquals(RollOff.Order.HIGHEST, PARCHIS.withOption("bonuses", "true").get().rollOffOrder());
    // Dice.seeded(0) rolls 5 5 4 4 2 5: Y and R tie twice, then R's 5 is the higher die
    RollOff r = PARCHIS.rollOff(List.of(Colour.YELLOW, Colour.RED), Dice.seeded(0));
    assertEquals("Y 5, R 5; Y 4, R 4; Y 2, R 5: R starts (highest die, B6)", r.toString());
    assertEquals("parchis R Y:n,n,n,n R:n,n,n,n", PARCHIS.newGame(r).toString());
    // Dice.seeded(3) rolls 6 4 1 3 for Y, G, R, B: yellow's 6 is highest
    RollOff four = PARCHIS.rollOff(List.of(Colour.values()), Dice.seeded(3));
    assertEquals(Colour.YELLOW, four.first());
    assertEquals(1, four.rounds().size());
  }
}
