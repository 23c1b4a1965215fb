package io.github.parcheesi.track68;

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
 * Helpers for the engine's own example tests: rule sets of the engine's flags, positions from
 * notation, and expectations stated as hand-written moves compared by where they lead (see {@link
 * TrackPositions}), as the variants' example tests state theirs.
 */
final class Examples {

  /** American-like rules (CoreRules): safe squares, bottom faces, bonuses, A10, A13's penalty. */
  static final TrackRuleSet AMERICAN = CoreRules.AMERICAN;

  /** Parchís-like rules: half-safe exits, must turn home, either die, no bonuses. */
  static final TrackRuleSet PARCHIS = CoreRules.PARCHIS_LIKE;

  private Examples() {}

  /** American-like rules with some flags changed: "flag=true flag=false ...". */
  static TrackRuleSet american(String flags) {
    TrackRules rules = CoreRules.AMERICAN_RULES;
    for (String f : flags.split(" ")) {
      String[] kv = f.split("=");
      rules = rules.withFlag(kv[0], Boolean.parseBoolean(kv[1])).get();
    }
    return new TrackRuleSet(rules);
  }

  /** American-like rules without bonuses (A12), so that a capture is only a capture. */
  static final TrackRuleSet NO_BONUS = american("bonuses=false");

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
    assertEquals(want.size(), rules.countMoves(s, roll), "countMoves agrees");
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

  /** The state after the listed move leading where {@code move} leads. */
  static GameState after(GameState s, Roll roll, String move) {
    return s.ruleSet().play(s, listed(s, roll, move));
  }

  /**
   * Applies a move spelled exactly as given and asserts it is refused for the given rule id, with
   * the state unchanged.
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
    assertEquals(before, s.toString(), "the state is unchanged");
    return refusal;
  }

  /** The reason of a refusal without the list of legal moves TrackRuleSet appends. */
  static String reason(IllegalMove refusal) {
    return refusal.reason().split("; legal moves")[0];
  }

  /** Applies a move spelled as given, which must be accepted; the state it leads to. */
  static GameState accepted(GameState s, Roll roll, String move) {
    Either<IllegalMove, GameState> r = s.ruleSet().apply(s, Notation.parseMove(move, roll));
    assertTrue(r.isRight(), () -> move + " refused: " + r.getLeft().message());
    return r.get();
  }
}
