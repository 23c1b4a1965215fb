package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.GraphLayout;

/**
 * A move kept from a {@code legalMoves} call costs about its own size: it holds nothing of the
 * other moves of the call (a kept move once held the packed steps of all of them: 457 KB in a
 * crowded doubles position).
 */
class KeptMoveFootprintTest {

  /** What one kept move may retain beyond the rule set and the state it was listed from. */
  private static final long BUDGET = 1024;

  @Test
  void aKeptMoveRetainsItsOwnStepsOnly() {
    RuleSet rules = RuleSets.get("american");
    // every piece out: doubles give four values (A2), and captures earn bonuses (A12)
    GameState s =
        Notation.parsePosition(
            "american Y Y:3,9,15,21 G:5,11,17,27 R:33,41,47,58 B:24,30,36,62", rules);
    List<Move> moves = rules.legalMoves(s, Roll.of(3, 3));
    assertTrue(moves.size() > 100, "a crowded position: " + moves.size() + " moves");
    for (Move kept : List.of(moves.head(), moves.last(), moves.get(moves.size() / 2))) {
      long bare = own(rules, s, kept);
      assertTrue(bare <= BUDGET, kept + " retains " + bare + " bytes");
      // Its steps and result, once built, are its own too; the steps are interned (shared by all
      // moves), so the list that holds them is what the move adds.
      GameState result = rules.play(s, kept);
      Object[] interned = kept.steps().toJavaArray();
      long built = own(rules, s, kept, interned) - own(rules, s, result, interned);
      assertTrue(built <= BUDGET, kept + " with its steps and result retains " + built + " bytes");
    }
  }

  /** Bytes reachable from o beyond the rule set, the origin state and the shared objects. */
  private static long own(RuleSet rules, GameState origin, Object o, Object... shared) {
    Object[] base = {rules, origin, shared};
    return GraphLayout.parseInstance(rules, origin, shared, o).totalSize()
        - GraphLayout.parseInstance(base).totalSize();
  }
}
