package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Event;
import io.github.parcheesi.testing.WordsChecks;
import java.util.EnumSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Words are held to the facts of American events ({@link WordsChecks}): every listed move of seeded
 * random games is explained, and each event said to nobody and to each colour, in English and
 * Russian, names the moved piece's owner (a captured piece's, A8), says "your" only to that owner
 * and names the places the piece goes from and to. Every kind of event American makes is met, A13's
 * penalty with the option threeDoublesPenalty on.
 */
// tests core's Words, which core's own PIT run mutates: left out of this module's PIT run
@Tag("slow")
class AmericanWordsTest {

  @Test
  @DisplayName(
      "A2-A15: every sentence of the events of random games is true to the event, said to anyone"
          + " in English and Russian")
  void everySentenceIsHeldToTheEvent() {
    WordsChecks checks =
        new WordsChecks()
            .checkGames(Fixture.AMERICAN, 2026L, 2, 1_200)
            .checkGames(Fixture.PENALTY, 77L, 2, 1_200);
    System.out.println("AmericanWordsTest: " + checks);
    assertEquals(
        EnumSet.of(
            Event.Kind.MOVE,
            Event.Kind.CAPTURE, // A8
            Event.Kind.PENALTY, // A13
            Event.Kind.VALUE_GIVEN_UP, // A11, A12, A14
            Event.Kind.ROLL_AGAIN, // A13's doubles
            Event.Kind.TURN_PASSES,
            Event.Kind.WIN), // A15
        checks.kindsSeen(),
        checks.toString());
    assertTrue(checks.moves() > 2_000, checks.toString());
  }
}
