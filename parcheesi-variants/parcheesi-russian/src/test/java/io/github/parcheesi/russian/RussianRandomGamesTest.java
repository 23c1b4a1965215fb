package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.GameBudget;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Property test over seeded random games (QuickTheories): random legal moves, DECIDE phases
 * included, under both capture options and with 2 to 4 players.
 */
class RussianRandomGamesTest {

  /** No random game in thousands tried needs more than about 2 000 decisions. */
  private static final int MAX_DECISIONS = 20_000;

  @Test
  void randomGamesKeepEveryInvariantAndEnd() {
    qt().withFixedSeed(0x5EED_2025L)
        .withExamples(GameBudget.games(16))
        .forAll(
            longs().between(0, Long.MAX_VALUE / 2),
            integers().between(2, 4),
            integers().between(0, 1))
        .checkAssert(RussianRandomGamesTest::playOneGame);
  }

  static void playOneGame(long seed, int players, int penalty) {
    RuleSet rules = penalty == 1 ? Fixture.PENALTY : Fixture.FORCED;
    Dice dice = Dice.seeded(seed);
    GameState s = rules.newGame(players);
    int decisions = 0;
    Set<Phase> phases = new HashSet<>();
    while (true) {
      accounted(rules, s);
      GameState back = Notation.parsePosition(s.toString(), rules);
      assertEquals(s, back);
      assertEquals(s.toString(), back.toString());
      phases.add(s.phase());
      if (s.isOver()) {
        break;
      }
      assertTrue(++decisions < MAX_DECISIONS, "the game ends: seed " + seed);
      Roll roll = s.phase() == Phase.ROLL ? dice.roll() : null;
      List<Move> moves = roll == null ? rules.legalMoves(s) : rules.legalMoves(s, roll);
      assertFalse(moves.isEmpty(), "a decision always has a move: " + s + " " + roll);
      Set<GameState> results = new HashSet<>();
      final GameState here = s;
      for (Move m : moves) {
        Move parsed =
            roll == null
                ? Notation.parseMove(m.toString())
                : Notation.parseMove(m.toString(), roll);
        assertEquals(m, parsed, "move notation round trip");
        Either<IllegalMove, GameState> r = rules.apply(s, parsed);
        assertTrue(r.isRight(), () -> "listed move " + m + " applies in " + here);
        assertTrue(results.add(r.get()), "each resulting position once: " + m + " in " + s);
        assertNotEquals(s, r.get());
      }
      for (Move bad : unlisted(s, roll, moves)) {
        Either<IllegalMove, GameState> r = rules.apply(s, bad);
        assertTrue(
            r.isLeft(), () -> "unlisted move " + bad + " is refused in " + here + " " + roll);
        assertEquals(s, r.getLeft().state());
        assertTrue(r.getLeft().rule().matches("R(B)?[0-9]+"), r.getLeft().message());
      }
      s = rules.play(s, moves.get(dice.nextInt(moves.size())));
    }
    assertTrue(phases.contains(Phase.ROLL) && phases.contains(Phase.OVER));
  }

  /** Every colour's five pieces are somewhere valid (base, board, prisoners, home). */
  private static void accounted(RuleSet rules, GameState s) {
    assertEquals(List.empty(), rules.problems(s).toList());
    int homes = 0;
    for (Colour c : s.colours()) {
      List<Location> pieces = s.pieces(c);
      assertEquals(5, pieces.size());
      for (Location l : pieces) {
        assertTrue(l.kind() != Location.Kind.HOME_ROW, l.toString());
        if (l.kind() == Location.Kind.PRISONER) {
          assertNotEquals(c.ordinal(), l.index(), "never its own prisoner");
          assertTrue(s.plays(Colour.ofIndex(l.index())));
        }
      }
      homes += s.count(c, Location.home()) == 5 ? 1 : 0;
    }
    assertEquals(s.isOver() ? 1 : 0, homes);
  }

  /** Near misses of the legal moves that are not legal themselves. */
  private static List<Move> unlisted(GameState s, Roll roll, List<Move> moves) {
    List<Move> out = List.empty();
    Step bogus = Step.of(Location.track(72), Location.track(1), false);
    Move sample = moves.head();
    List<List<Step>> candidates =
        List.of(
            sample.steps().append(bogus),
            sample.steps().isEmpty() ? List.of(bogus) : sample.steps().init(),
            sample.steps().reverse(),
            sample.steps().map(st -> Step.of(st.from(), st.to(), !st.capture())),
            List.empty());
    // ruling 4: another legal order of a listed move's steps is that move, not a near miss
    List<List<Step>> spelled = moves.flatMap(l -> s.ruleSet().spellings(s, l));
    for (List<Step> steps : candidates) {
      Move m = roll == null ? Move.withoutRoll(steps) : Move.of(roll, steps);
      if (!moves.contains(m) && !spelled.contains(steps)) {
        out = out.append(m);
      }
    }
    // the wrong kind of decision: a roll where none is needed, or none where one is
    out =
        out.append(
            roll == null
                ? Move.of(Roll.of(6, 6), sample.steps())
                : Move.withoutRoll(sample.steps()));
    return out;
  }
}
