package io.github.parcheesi.track68.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Movement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.Games;
import io.github.parcheesi.track68.TrackRuleSet;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks of the 68-square engine's explanations and spellings ({@link RuleSet#explain}, {@link
 * RuleSet#spellings}, {@link RuleSet#match}) for the property tests of its variants, worked out
 * from the public API and the board's geometry (B1-B4), not from the engine's search.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Set<String> seen = new TreeSet<>();
 * for (Games.Ply ply : Games.play(rules, 4, 7L, 1000).plies()) {
 *   MoveStories.checkPly(rules, ply, seen, 3);
 * }
 * // seen holds such as "MOVE", "CAPTURE", "spent DIE", "spent CAPTURE_BONUS", ...
 * }</pre>
 */
public final class MoveStories {

  private MoveStories() {}

  /**
   * Plays seeded random games (2, 3 and 4 players in turn, at most 1,200 decisions each) and checks
   * every decision with {@link #checkPly}.
   *
   * @param rules the rules
   * @param seed the first game's seed; game g plays seed + g
   * @param games how many games
   * @param spellings spellings of each listed move, besides the listed one, applied and matched
   * @param minMoves the fewest listed moves the games must hold, so the check says something
   * @return what was seen, as {@link #checkPly} records it
   */
  public static Set<String> checkGames(
      RuleSet rules, long seed, int games, int spellings, int minMoves) {
    Set<String> seen = new TreeSet<>();
    int moves = 0;
    for (int g = 0; g < games; g++) {
      Games.Playout game = Games.play(rules, 2 + g % 3, seed + g, 1200);
      for (Games.Ply ply : game.plies()) {
        checkPly(rules, ply, seen, spellings);
        moves += ply.legal().size();
      }
    }
    assertTrue(moves > minMoves, "over " + minMoves + " listed moves checked, got " + moves);
    return seen;
  }

  /**
   * Checks every listed move of a decision: its explanation (the events lead to its result, each
   * step's spent value is the squares it moves, each capture follows the step that makes it, the
   * turn's end comes last) and, for up to {@code spellingsChecked} of its spellings other than the
   * listed one, that each applies to the move's result and matches the move; a spelling bent (a
   * capture mark flipped, a step left out, the steps reversed where that order is not a spelling;
   * one of these for each move, in turn) is refused naming a rule (or saying that the mover has no
   * piece where a step starts).
   *
   * @param rules the rule set
   * @param ply a decision with a roll
   * @param seen the kinds of events and of spent values met so far, added to
   * @param spellingsChecked how many spellings of each move, besides the listed one, to apply and
   *     match
   */
  public static void checkPly(
      RuleSet rules, Games.Ply ply, Set<String> seen, int spellingsChecked) {
    GameState before = ply.before();
    Roll roll = ply.roll().get();
    int bent = before.hashCode();
    for (Move m : ply.legal()) {
      GameState result = rules.play(before, m);
      String at = " at " + before + " roll " + roll + " move " + m;
      Explanation e =
          rules
              .explain(before, m)
              .getOrElseThrow(r -> new AssertionError("explain refused " + r.message() + at));
      assertEquals(m, e.move(), "explained as listed" + at);
      assertEquals(result, e.result(), "the explanation's result" + at);
      checkEvents(before, m, e.events(), seen, at);

      List<List<Step>> spellings = rules.spellings(before, m);
      assertEquals(m.steps(), spellings.head(), "the listed spelling first" + at);
      assertEquals(spellings.distinct(), spellings, "each spelling once" + at);
      seen.add(spellings.size() > 1 ? "several spellings" : "one spelling");
      for (List<Step> steps : spellings.tail().take(spellingsChecked)) {
        Move spelled = Move.of(roll, steps);
        assertEquals(result, rules.apply(before, spelled).getOrNull(), "spelling " + spelled + at);
        assertEquals(Either.right(m), rules.match(before, spelled), "match " + spelled + at);
      }
      checkBent(rules, before, roll, m, spellings, bent++, at);
    }
  }

  /** The events of a listed move, checked against its steps and the board's geometry. */
  private static void checkEvents(
      GameState before, Move m, List<Event> events, Set<String> seen, String at) {
    Colour mover = before.toMove();
    List<Step> steps = m.steps();
    int stepIndex = 0;
    Event previous = null;
    for (Event e : events) {
      seen.add(e.kind().name());
      e.spent().forEach(s -> seen.add("spent " + s.kind()));
      switch (e.kind()) {
        case MOVE:
          {
            Movement mv = e.movement().get();
            assertTrue(stepIndex < steps.size(), "more MOVE events than steps" + at);
            Step st = steps.get(stepIndex++);
            assertEquals(mover, mv.colour(), "the mover's piece moves" + at);
            assertEquals(st.from(), mv.from(), "MOVE from as the step" + at);
            assertEquals(st.to(), mv.to(), "MOVE to as the step" + at);
            Spent spent = e.spent().get();
            assertEquals(
                squares(mover, mv.from(), mv.to()),
                spent.value(),
                "the value spent is the squares moved: " + e + at);
            if (spent.kind() == Spent.Kind.BOTH_DICE) {
              // A3: two dice summing to 5 enter a piece
              Roll r = m.roll().get();
              assertEquals(5, r.die1() + r.die2(), "both dice sum to 5" + at);
              assertEquals(Location.nest(), mv.from(), "both dice enter a piece" + at);
            }
            break;
          }
        case CAPTURE:
          {
            assertTrue(previous != null && previous.kind() == Event.Kind.MOVE, "after a move" + at);
            Movement victim = e.movement().get();
            assertEquals(
                previous.movement().get().to(), victim.from(), "captured where it lands" + at);
            assertEquals(Location.nest(), victim.to(), "a captured piece goes to its nest" + at);
            assertTrue(steps.get(stepIndex - 1).capture(), "the step is marked *" + at);
            assertFalse(e.rule().isEmpty(), "a capture names its rule" + at);
            break;
          }
        case PENALTY:
          {
            assertEquals(
                Location.nest(), e.movement().get().to(), "a penalty goes to the nest" + at);
            assertFalse(e.rule().isEmpty(), "a penalty names its rule" + at);
            stepIndex++;
            break;
          }
        case VALUE_GIVEN_UP:
          assertTrue(e.spent().isDefined(), "a value given up says which" + at);
          assertFalse(e.rule().isEmpty(), "a value given up names its rule" + at);
          break;
        default:
          break;
      }
      previous = e;
    }
    assertEquals(steps.size(), stepIndex, "one MOVE or PENALTY event per step" + at);
    long ends =
        events.count(
            e ->
                e.kind() == Event.Kind.ROLL_AGAIN
                    || e.kind() == Event.Kind.TURN_PASSES
                    || e.kind() == Event.Kind.WIN);
    assertEquals(1, ends, "one end of the turn" + at);
    assertTrue(
        Set.of(Event.Kind.ROLL_AGAIN, Event.Kind.TURN_PASSES, Event.Kind.WIN)
            .contains(events.last().kind()),
        "the turn's end comes last" + at);
  }

  /**
   * The squares a step moves along its colour's path (B1-B4; A3: entering counts 5), worked out
   * from the board, not from the engine.
   *
   * @param colour the piece's colour
   * @param from where it starts
   * @param to where it ends
   * @return the squares
   */
  public static int squares(Colour colour, Location from, Location to) {
    if (from.kind() == Location.Kind.NEST) {
      assertEquals(TrackRuleSet.exitSquare(colour), to.index(), "a piece enters on its exit");
      return 5;
    }
    if (from.kind() == Location.Kind.TRACK && to.kind() == Location.Kind.TRACK) {
      return Math.floorMod(to.index() - from.index() - 1, 68) + 1; // B1: 68 is followed by 1
    }
    return TrackRuleSet.stepsToHome(colour, from) - TrackRuleSet.stepsToHome(colour, to);
  }

  /**
   * A listed move bent (by {@code which}: a step left out, a capture mark flipped, the steps
   * reversed): refused naming a rule, unless the bent steps are one of its spellings.
   */
  private static void checkBent(
      RuleSet rules,
      GameState before,
      Roll roll,
      Move m,
      List<List<Step>> spellings,
      int which,
      String at) {
    List<Step> steps = m.steps();
    if (steps.isEmpty()) {
      return;
    }
    Step last = steps.last();
    List<Step> b;
    switch (Math.floorMod(which, steps.size() > 1 ? 3 : 2)) {
      case 0:
        b = steps.init();
        break;
      case 1:
        b = steps.init().append(Step.of(last.from(), last.to(), !last.capture()));
        break;
      default:
        b = steps.reverse();
        break;
    }
    Move move = Move.of(roll, b);
    Either<IllegalMove, GameState> applied = rules.apply(before, move);
    if (spellings.contains(b)) {
      assertTrue(applied.isRight(), "a spelling " + move + " is accepted" + at);
      return;
    }
    assertTrue(applied.isLeft(), "the bent " + move + " is refused" + at);
    IllegalMove refusal = applied.getLeft();
    // a rule is broken, unless a step starts where the mover has no piece (no rule: no move)
    assertTrue(
        !refusal.rule().isEmpty() || refusal.reason().contains(" has no piece on "),
        "a refusal names its rule: " + applied + at);
    assertEquals(
        refusal.rule(),
        rules.match(before, move).getLeft().rule(),
        "match refuses as apply does" + at);
  }

  /**
   * The kinds seen, sorted, for messages.
   *
   * @param seen the kinds met
   * @return them sorted
   */
  public static Set<String> sorted(Set<String> seen) {
    return new TreeSet<>(seen);
  }
}
