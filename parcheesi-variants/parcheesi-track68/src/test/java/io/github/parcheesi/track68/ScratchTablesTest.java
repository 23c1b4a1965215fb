package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's scratch tables (results, their dedupe table, the steps pool, the transposition memo)
 * start small and grow, and their generation stamps wrap after about two billion searches. A search
 * whose tables start at one entry with stamps about to wrap must list exactly the moves, in the
 * same order and with the same results, as a search with the usual tables.
 */
class ScratchTablesTest {

  @Test
  @DisplayName("tiny tables that must grow, and stamps that wrap, change no legal move")
  void tablesGrowAndStampsWrap() {
    TrackEngine engine = new TrackEngine(CoreRules.AMERICAN_RULES);
    TurnSearch usual = new TurnSearch();
    TurnSearch tiny = new TurnSearch(1, 1, Integer.MAX_VALUE - 3);
    RuleSet owner = CoreRules.AMERICAN;
    List<GameState> states =
        Games.states(owner, 4, 5, 400)
            .appendAll(Games.states(owner, 2, 6, 400))
            .filter(s -> !s.isOver());
    int fourValues = 0;
    int most = 0;
    for (GameState s : states) {
      for (Roll roll : Roll.distinctOutcomes()) {
        List<Move> expected = engine.legalMoves(owner, s, roll, usual);
        List<Move> actual = engine.legalMoves(owner, s, roll, tiny);
        assertEquals(expected, actual, () -> Notation.format(s) + " roll " + roll);
        assertEquals(
            expected.map(m -> owner.play(s, m)),
            actual.map(m -> owner.play(s, m)),
            () -> Notation.format(s) + " roll " + roll);
        assertEquals(engine.count(s, roll, usual), engine.count(s, roll, tiny));
        if (roll.isDoubles() && s.count(s.toMove(), Location.nest()) == 0) {
          fourValues++;
        }
        most = Math.max(most, expected.size());
      }
    }
    // the tables really had to grow, many times, on searches of four values
    assertTrue(fourValues > 100, "four-value rolls searched: " + fourValues);
    assertTrue(most > 16, "most moves of one roll: " + most);
  }
}
