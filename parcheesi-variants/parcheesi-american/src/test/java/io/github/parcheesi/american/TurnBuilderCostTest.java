package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openjdk.jol.info.GraphLayout;

/**
 * The step builder costs what the legal moves cost, not what their spellings do: in the most
 * crowded position, where a 6-6 has 11,813 moves and about three million spellings, a turn built
 * step by step holds a few megabytes (its time per question is measured by the benchmarks'
 * TurnBuilderBenchmark).
 */
class TurnBuilderCostTest {

  /** What a whole turn's builder may hold, the legal moves included. */
  private static final long BUDGET = 8L << 20;

  private static final String CROWDED =
      "american Y Y:17,27,54,56 G:19,28,60,67 R:33,55,57,61 B:18,37,47,62";

  @ParameterizedTest(name = "{0}-{0}")
  @CsvSource({"6, 11813", "1, 11813", "3, 3962"})
  void aCrowdedDoublesTurnHoldsAFewMegabytes(int face, int moves) {
    RuleSet rules = RuleSets.get("american");
    GameState s = Notation.parsePosition(CROWDED, rules);
    Roll roll = Roll.of(face, face);
    TurnBuilder turn = TurnBuilder.start(rules, s, roll);
    assertEquals(moves, turn.candidates().size(), "the legal moves of " + roll);
    // A2: every piece is out, so doubles give the tops and the bottoms
    assertEquals(
        List.of(
            Spent.die(face),
            Spent.die(face),
            Spent.of(Spent.Kind.BOTTOM_FACE, 7 - face),
            Spent.of(Spent.Kind.BOTTOM_FACE, 7 - face)),
        turn.left());
    // walk one legal order of the first move, asking every question at each step
    TurnBuilder t = turn;
    while (t.canContinue()) {
      Step next = t.nextSteps().head();
      assertTrue(next.spent().isDefined(), next + " says what it spends");
      t.left();
      t.mayStop();
      t = t.choose(next).get();
    }
    assertTrue(t.mayStop(), "the walk ends on a legal move: " + t.chosen());
    long held = GraphLayout.parseInstance(t).totalSize() - GraphLayout.parseInstance(s).totalSize();
    assertTrue(held <= BUDGET, "the turn holds " + held + " bytes");
  }
}
