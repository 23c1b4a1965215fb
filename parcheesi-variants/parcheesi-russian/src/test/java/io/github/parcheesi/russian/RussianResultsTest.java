package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * The rules keep a thread's last listed moves, and make a move's result when it is applied. What is
 * listed and what a move leads to must not depend on that: after another position was listed with
 * the same roll, a position's moves and a move's result are those a new instance of the rules (with
 * nothing kept) gives, and a move applied twice leads to one state.
 */
class RussianResultsTest {

  @Test
  void movesAndResultsDoNotDependOnWhatWasListedBefore() {
    qt().withFixedSeed(0x5EED_2026L)
        .withExamples(8)
        .forAll(longs().between(0, Long.MAX_VALUE / 2), integers().between(0, 1))
        .checkAssert(RussianResultsTest::playOneGame);
  }

  private static void playOneGame(long seed, int penalty) {
    String capture = penalty == 1 ? "penalty" : "forced";
    RuleSet rules = penalty == 1 ? Fixture.PENALTY : Fixture.FORCED;
    Dice dice = Dice.seeded(seed);
    GameState s = rules.newGame(4);
    GameState previous = s;
    for (int turn = 0; turn < 2_000 && !s.isOver(); turn++) {
      Roll roll = s.phase() == Phase.ROLL ? dice.roll() : null;
      if (previous.phase() == s.phase() && !previous.equals(s)) {
        list(rules, previous, roll); // the thread's last answer is now another position's
      }
      List<Move> moves = list(rules, s, roll);
      RuleSet fresh = new RussianRules().withOption("capture", capture).get();
      GameState inFresh = Notation.parsePosition(s.toString(), fresh);
      GameState here = s;
      assertEquals(
          list(fresh, inFresh, roll).map(Move::toString),
          moves.map(Move::toString),
          () -> "moves of " + here + " " + roll);
      Move m = moves.get(dice.nextInt(moves.size()));
      GameState first = rules.play(s, m);
      Move parsed =
          roll == null ? Notation.parseMove(m.toString()) : Notation.parseMove(m.toString(), roll);
      assertEquals(
          fresh.play(inFresh, parsed).toString(),
          first.toString(),
          () -> m + " applied in " + here);
      assertEquals(first, rules.play(s, m), () -> m + " applied again in " + here);
      previous = s;
      s = first;
    }
  }

  private static List<Move> list(RuleSet rules, GameState s, Roll roll) {
    return roll == null ? rules.legalMoves(s) : rules.legalMoves(s, roll);
  }
}
