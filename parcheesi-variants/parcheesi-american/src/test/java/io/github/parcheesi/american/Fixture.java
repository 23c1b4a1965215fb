package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.track68.testing.TrackPositions;
import io.vavr.control.Either;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Helpers for the American example tests: positions from notation, and expectations stated as
 * hand-written moves compared by where they lead (see {@link TrackPositions}).
 */
final class Fixture {

  /** American Parcheesi with default options. */
  static final RuleSet AMERICAN = new AmericanRules();

  /** American Parcheesi with the option threeDoublesPenalty (A13's penalty) on. */
  static final RuleSet PENALTY = AMERICAN.withOption("threeDoublesPenalty", "true").get();

  private Fixture() {}

  /** The rules with one option set. */
  static RuleSet with(String option, String value) {
    return AMERICAN.withOption(option, value).get();
  }

  /** A position under default American rules. */
  static GameState position(String text) {
    return Notation.parsePosition(text, AMERICAN);
  }

  /** A position under the given rules. */
  static GameState position(RuleSet rules, String text) {
    return Notation.parsePosition(text, rules);
  }

  /** Shorthand for a roll. */
  static Roll roll(int die1, int die2) {
    return Roll.of(die1, die2);
  }

  /**
   * Asserts that the legal moves lead exactly where the expected moves lead, each once.
   *
   * @param s the position, under its own rules
   * @param roll the roll
   * @param expected hand-written moves, in any step order
   */
  static void assertMoves(GameState s, Roll roll, String... expected) {
    RuleSet rules = s.ruleSet();
    Set<String> want = new LinkedHashSet<>();
    for (String m : expected) {
      assertTrue(want.add(TrackPositions.place(s, m)), "two expected moves lead alike: " + m);
    }
    Set<String> got = TrackPositions.results(rules, s, roll);
    assertEquals(
        want, got, "legal moves of " + s + " for " + roll + ": " + rules.legalMoves(s, roll));
    assertEquals(want.size(), rules.legalMoves(s, roll).size(), "one listed move per position");
  }

  /** The listed move leading where {@code move} leads; fails when none does. */
  static Move listed(GameState s, Roll roll, String move) {
    String want = TrackPositions.place(s, move);
    for (Move m : s.ruleSet().legalMoves(s, roll)) {
      if (TrackPositions.place(s, m.toString()).equals(want)) {
        return m;
      }
    }
    return fail(
        "no legal move of "
            + s
            + " for "
            + roll
            + " leads where "
            + move
            + " does ("
            + want
            + "); legal: "
            + s.ruleSet().legalMoves(s, roll));
  }

  /** Asserts that no listed move leads where {@code move} leads. */
  static void assertNotListed(GameState s, Roll roll, String move) {
    String want = TrackPositions.place(s, move);
    for (Move m : s.ruleSet().legalMoves(s, roll)) {
      assertFalse(
          TrackPositions.place(s, m.toString()).equals(want),
          "the illegal " + move + " is listed as " + m + " for " + s + " roll " + roll);
    }
  }

  /** The full position after the listed move leading where {@code move} leads, in notation. */
  static String after(GameState s, Roll roll, String move) {
    return s.ruleSet().play(s, listed(s, roll, move)).toString();
  }

  /**
   * Applies a move spelled exactly as given and asserts it is refused for the given rule, with the
   * unchanged state.
   *
   * @return the refusal
   */
  static IllegalMove assertRefused(GameState s, Roll roll, String move, String rule) {
    String before = s.toString();
    Move m = Notation.parseMove(move, roll);
    Either<IllegalMove, GameState> result = s.ruleSet().apply(s, m);
    assertTrue(result.isLeft(), () -> move + " accepted in " + s + " giving " + result.get());
    IllegalMove refusal = result.getLeft();
    assertEquals(rule, refusal.rule(), () -> "rule of " + refusal.message());
    assertFalse(refusal.reason().isBlank());
    assertEquals(m, refusal.move());
    assertEquals(s, refusal.state());
    assertEquals(position(s.ruleSet(), before), refusal.state(), "the state is unchanged");
    assertEquals(before, s.toString());
    return refusal;
  }
}
