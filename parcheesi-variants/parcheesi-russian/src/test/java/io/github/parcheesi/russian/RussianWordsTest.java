package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.WordsChecks;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.EnumSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Words are held to the facts of the Russian game's events ({@link WordsChecks}): every listed move
 * of seeded random games (both capture options, 2 to 4 players) and of positions where rare events
 * are listed is explained, and each event said to nobody and to each colour, in English and
 * Russian, names the moved piece's owner, says "your" only to that owner and names the places the
 * piece goes from and to; each exchange of prisoners (R6) is also put as a question with its terms,
 * to the answerer and to the offerer. Every kind of event is met.
 */
// tests core's Words, which core's own PIT run mutates: left out of this module's PIT run
@Tag("slow")
class RussianWordsTest {

  /**
   * Positions where rare kinds are listed: R9's swap, R13's straight-home (with R4's penalty under
   * capture=penalty), R6's exchanges (a third colour's prisoner given by the offerer, by the
   * answerer, and offered), R5's given six given up, and a win (R15).
   */
  private static final String[][] RARE = {
    {"russian Y Y:n,n,n,n,23 R:n,n,n,n,o3", "1-1"},
    {"russian Y Y:n,n,n,31,69 R:n,n,n,n,o2 doubles=2", "6-6"},
    {"russian Y Y:n,n,20,23,40 R:n,n,n,25,o3 doubles=2", "1-1"},
    {"russian G Y:n,n,n,n,pG G:n,n,n,n,n R:n,n,n,n,pY offer=Y", null},
    {"russian Y Y:n,n,n,n,pR G:n,n,n,n,pY R:n,n,n,n,n", null},
    {"russian Y Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R", null},
    {"russian R Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR", null},
    {"russian G Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R", null},
    {"russian B Y:n,n,n,pB,33 B:h,h,h,c,pY grant=B resume=Y", null},
    {"russian Y Y:h,h,h,h,8 R:n,n,n,n,n", "1-2"},
  };

  @Test
  @DisplayName(
      "R2-R15: every sentence of the events of random games and rare positions is true to the"
          + " event, said to anyone in English and Russian; R6's exchange questions too")
  void everySentenceIsHeldToTheEvent() {
    WordsChecks checks = new WordsChecks();
    for (RuleSet rules : List.of(Fixture.FORCED, Fixture.PENALTY)) {
      checks.checkGames(rules, 2026L, 2, 2_000);
      for (String[] rare : RARE) {
        GameState s = Fixture.pos(rules, rare[0]);
        checks.checkPosition(rules, s, Option.of(rare[1]).map(Fixture::roll));
      }
    }
    System.out.println("RussianWordsTest: " + checks);
    assertEquals(EnumSet.allOf(Event.Kind.class), checks.kindsSeen(), checks.toString());
    assertTrue(checks.moves() > 5_000, checks.toString());
    // R6: the answer and the offer of each exchange met, in two languages
    assertTrue(checks.questions() >= 8, checks.toString());
  }
}
