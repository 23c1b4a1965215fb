package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.GraphLayout;

/**
 * Measures with JOL what one four-player American {@code GameState} retains: the objects reachable
 * from it that it does not share with the rule set and the other states of its game.
 */
class StateFootprintTest {

  /** The memory budget of a four-player state (issue: at most 96 bytes). */
  private static final long BUDGET = 96;

  @Test
  void aFourPlayerStateRetainsAtMost96Bytes() {
    RuleSet rules = RuleSets.get("american");
    Dice dice = Dice.seeded(3);
    GameState s = rules.newGame(4);
    long worst = 0;
    GameState previous = null;
    for (int turn = 0; turn < 300 && !s.isOver(); turn++) {
      List<Move> moves = rules.legalMoves(s, dice.roll());
      previous = s;
      s = rules.play(s, moves.get(dice.nextInt(moves.size())));
      // shared with everything else: the rule set and the empty turn-state map
      GraphLayout shared = GraphLayout.parseInstance(rules, s.ruleSet(), s.turnState());
      long own = GraphLayout.parseInstance(s).subtract(shared).totalSize();
      worst = Math.max(worst, own);
    }
    assertTrue(worst > 0, "measured something");
    assertTrue(worst <= BUDGET, "a state retains " + worst + " bytes, budget " + BUDGET);
    // Two states of one game share nothing but the immutable rule set and empty map.
    GraphLayout a = GraphLayout.parseInstance(previous);
    GraphLayout b = GraphLayout.parseInstance(s);
    GraphLayout shared = GraphLayout.parseInstance(rules, s.ruleSet(), s.turnState());
    assertEquals(
        a.subtract(shared).totalSize() + b.subtract(shared).totalSize(),
        GraphLayout.parseInstance(previous, s).subtract(shared).totalSize(),
        "consecutive states share no mutable part");
    System.out.println("GameState footprint (4 players, worst over a game): " + worst + " bytes");
  }
}
