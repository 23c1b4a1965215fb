package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.GameBudget;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Property test over the positions of seeded random games (QuickTheories; both capture options, 2
 * to 4 players): for every listed move and decision, {@code explain} tells it as events that lead
 * to its result, and every spelling applies to the listed result and matches the listed move
 * (ruling 4). Across the games every kind of event the Russian game makes is seen.
 */
class RussianExplainRandomTest {

  /** The kinds the Russian game makes: all of them. */
  private static final Set<Event.Kind> RUSSIAN = EnumSet.allOf(Event.Kind.class);

  private static final Map<Event.Kind, Integer> SEEN = new EnumMap<>(Event.Kind.class);
  private static int positions;
  private static int moves;
  private static int spellings;

  /**
   * Positions where rare kinds are listed, checked like the random ones: R9's swap, R13's
   * straight-home (under both options, with R4's penalty), an exchange through a third colour's
   * prisoner (R6), a given six given up (R5), and a winning move (R15).
   */
  private static final String[][] RARE = {
    {"russian Y Y:n,n,n,n,23 R:n,n,n,n,o3", "1-1"},
    {"russian Y Y:n,n,n,31,69 R:n,n,n,n,o2 doubles=2", "6-6"},
    {"russian Y Y:n,n,20,23,40 R:n,n,n,25,o3 doubles=2", "1-1"},
    {"russian G Y:n,n,n,n,pG G:n,n,n,n,n R:n,n,n,n,pY offer=Y", null},
    {"russian Y Y:n,n,n,n,pR G:n,n,n,n,pY R:n,n,n,n,n", null},
    {"russian B Y:n,n,n,pB,33 B:h,h,h,c,pY grant=B resume=Y", null},
    {"russian Y Y:h,h,h,h,8 R:n,n,n,n,n", "1-2"},
  };

  @Test
  void everyListedMoveIsExplainedAndEverySpellingPlaysIt() {
    qt().withFixedSeed(0xE7E7_5EEDL)
        .withExamples(GameBudget.games(6))
        .forAll(
            longs().between(0, Long.MAX_VALUE / 2),
            integers().between(2, 4),
            integers().between(0, 1))
        .checkAssert(RussianExplainRandomTest::playOneGame);
    // thousands of positions in the six games; a hundred in the two of a mutation run
    int fewest = GameBudget.capped(6) ? 100 : 2_000;
    assertTrue(positions > fewest, "over " + fewest + " positions: " + positions);
    for (RuleSet rules : List.of(Fixture.FORCED, Fixture.PENALTY)) {
      for (String[] rare : RARE) {
        GameState s = Fixture.pos(rules, rare[0]);
        List<Move> legal =
            rare[1] == null ? rules.legalMoves(s) : rules.legalMoves(s, Fixture.roll(rare[1]));
        assertFalse(legal.isEmpty(), rare[0]);
        legal.forEach(m -> check(rules, s, m));
      }
    }
    assertEquals(RUSSIAN, SEEN.keySet(), "every kind seen: " + SEEN);
  }

  @AfterAll
  static void report() {
    System.out.println(
        "explained "
            + moves
            + " moves in "
            + positions
            + " positions, "
            + spellings
            + " spellings; kinds "
            + SEEN);
  }

  static void playOneGame(long seed, int players, int penalty) {
    RuleSet rules = penalty == 1 ? Fixture.PENALTY : Fixture.FORCED;
    Dice dice = Dice.seeded(seed);
    GameState s = rules.newGame(players);
    while (!s.isOver()) {
      Roll roll = s.phase() == Phase.ROLL ? dice.roll() : null;
      List<Move> legal = roll == null ? rules.legalMoves(s) : rules.legalMoves(s, roll);
      positions++;
      for (Move m : legal) {
        check(rules, s, m);
      }
      s = rules.play(s, legal.get(dice.nextInt(legal.size())));
    }
  }

  private static void check(RuleSet rules, GameState s, Move m) {
    moves++;
    GameState result = rules.play(s, m);
    Either<IllegalMove, Explanation> e = rules.explain(s, m);
    assertTrue(e.isRight(), () -> m + " in " + s + ": " + e.getLeft().message());
    Explanation x = e.get();
    assertEquals(result, x.result());
    assertEquals(Placement.of(result), x.placements().last());
    List<Event> events = x.events();
    Colour me = s.toMove();
    for (Event ev : events) {
      SEEN.merge(ev.kind(), 1, Integer::sum);
      assertFalse(ev.rule().isEmpty() && ev.kind() != Event.Kind.TURN_PASSES, ev + " names a rule");
      assertTrue(ev.rule().forAll(r -> r.matches("R[0-9]+")), ev.toString());
      if (ev.kind() == Event.Kind.MOVE) {
        assertEquals(me, ev.movement().get().colour(), "the mover moves its own pieces: " + ev);
      }
    }
    // the last event says how the turn goes on, and only the last
    Event last = events.last();
    Set<Event.Kind> ends =
        EnumSet.of(Event.Kind.WIN, Event.Kind.ROLL_AGAIN, Event.Kind.TURN_PASSES);
    assertTrue(ends.contains(last.kind()), x.toString());
    assertTrue(events.init().forAll(ev -> !ends.contains(ev.kind())), x.toString());
    assertEquals(result.isOver(), last.kind() == Event.Kind.WIN, x.toString());
    boolean play = m.roll().isDefined() || !s.turnState().givenSixes().isEmpty();
    if (play) {
      // each step of a play is one event moving one of the mover's pieces
      assertEquals(
          m.steps().size(),
          events.count(ev -> ev.movement().isDefined() && ev.movement().get().colour() == me),
          x.toString());
    } else {
      // R6: in an exchange decision only the prisoners move
      assertTrue(
          events.forAll(ev -> ev.movement().isEmpty() || ev.kind() == Event.Kind.RELEASE),
          x.toString());
    }
    // ruling 4: every spelling plays to the listed result and matches the listed move
    List<List<Step>> all = rules.spellings(s, m);
    assertEquals(m.steps(), all.head(), "the listed spelling first");
    assertEquals(all.distinct(), all);
    for (List<Step> steps : all) {
      spellings++;
      Move spelled =
          m.roll().isDefined() ? Move.of(m.roll().get(), steps) : Move.withoutRoll(steps);
      assertEquals(Either.right(result), rules.apply(s, spelled), spelled + " in " + s);
      assertEquals(Either.right(m), rules.match(s, spelled), spelled + " in " + s);
    }
  }
}
