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
      worst = Math.max(worst, own(rules, s));
    }
    assertTrue(worst > 0, "measured something");
    assertTrue(worst <= BUDGET, "a state retains " + worst + " bytes, budget " + BUDGET);
    // Two states of one game share nothing but the immutable rule set and empty map.
    assertEquals(
        own(rules, previous) + own(rules, s),
        own(rules, previous, s),
        "consecutive states share no mutable part");
    System.out.println("GameState footprint (4 players, worst over a game): " + worst + " bytes");
  }

  /**
   * The bytes the states retain beyond what they share with everything else (the rule set and the
   * empty turn-state map): the size of the graph of the states and the shared objects, less the
   * size of the shared objects' graph. Each size comes from one walk, which tells objects apart by
   * identity. JOL's {@code subtract} matches objects by address instead, and a collection between
   * two walks moves them: then the whole rule set counted as the state's own (13,472 bytes in one
   * run of {@code .ci/run}; 142,432 with {@code System.gc()} called between the walks).
   */
  private static long own(RuleSet rules, GameState... states) {
    GameState s = states[0];
    Object[] shared = {rules, s.ruleSet(), s.turnState()};
    Object[] all = new Object[shared.length + states.length];
    System.arraycopy(shared, 0, all, 0, shared.length);
    System.arraycopy(states, 0, all, shared.length, states.length);
    return GraphLayout.parseInstance(all).totalSize()
        - GraphLayout.parseInstance(shared).totalSize();
  }
}
