package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules R1 and B6 in the Russian game: who starts. */
class RussianRollOffTest {

  private static final RuleSet RUSSIAN = RuleSets.get("russian");

  @Test
  @DisplayName("R1, B6: in the Russian game the highest single die starts, with either option")
  void r1_theHighestDieStarts() {
    // seed 003: "Право первого хода определяется броском одной кости: у кого больше выпавшее
    // значение, тому и ходить первым" (one die decides the first move: whoever rolls more moves
    // first).
    assertEquals(RollOff.Order.HIGHEST, RUSSIAN.rollOffOrder());
    assertEquals(
        RollOff.Order.HIGHEST, RUSSIAN.withOption("capture", "penalty").get().rollOffOrder());
    // Dice.seeded(0) rolls 5 5 4 4 | 2 5 for Y, G, R, B: Y and G tie on 5, then G's 5 wins
    RollOff r = RUSSIAN.rollOff(List.of(Colour.values()), Dice.seeded(0));
    assertEquals("Y 5, G 5, R 4, B 4; Y 2, G 5: G starts (highest die, B6)", r.toString());
    assertEquals(
        "russian G Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n", RUSSIAN.newGame(r).toString());
  }
}
