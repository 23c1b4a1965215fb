package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Event;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.testing.WordsChecks;
import java.util.EnumSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Words are held to the facts of Parchís events ({@link WordsChecks}): every listed move of seeded
 * random games is explained, and each event said to nobody and to each colour, in English and
 * Russian, names the moved piece's owner (a captured piece's), says "your" only to that owner and
 * names the places the piece goes from and to. Every kind of event Parchís makes is met, P9's
 * penalty with the option threeDoublesPenalty on (and the bonuses of A12 with bonuses on).
 */
// tests core's Words, which core's own PIT run mutates: left out of this module's PIT run
@Tag("slow")
class ParchisWordsTest {

  private static final RuleSet PARCHIS = RuleSets.get("parchis");

  @Test
  @DisplayName(
      "P1-P10: every sentence of the events of random games is true to the event, said to anyone"
          + " in English and Russian")
  void everySentenceIsHeldToTheEvent() {
    RuleSet options =
        PARCHIS
            .withOption("bonuses", "true")
            .flatMap(r -> r.withOption("threeDoublesPenalty", "true"))
            .get();
    WordsChecks checks =
        new WordsChecks().checkGames(PARCHIS, 2026L, 2, 1_200).checkGames(options, 77L, 2, 1_200);
    System.out.println("ParchisWordsTest: " + checks);
    assertEquals(
        EnumSet.of(
            Event.Kind.MOVE,
            Event.Kind.CAPTURE,
            Event.Kind.PENALTY, // P9
            Event.Kind.VALUE_GIVEN_UP,
            Event.Kind.ROLL_AGAIN,
            Event.Kind.TURN_PASSES,
            Event.Kind.WIN),
        checks.kindsSeen(),
        checks.toString());
    assertTrue(checks.moves() > 2_000, checks.toString());
  }
}
