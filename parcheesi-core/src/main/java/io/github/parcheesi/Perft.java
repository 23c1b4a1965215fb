package io.github.parcheesi;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;

/**
 * Perft: counts the leaves of the game tree, the regression test and benchmark of a move
 * generator (notation.md).
 *
 * <p>Each level is a roll of two dice (all 36 ordered outcomes) followed by a legal move, where a
 * pass counts as one move; a state whose next decision needs no roll ({@link Phase#DECIDE}) makes
 * a level of its decisions alone. A finished game has no moves, so it adds no leaves.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * long n = Perft.perft(rules.newGame(4), 2);
 * }</pre>
 */
public final class Perft {

  private Perft() {}

  /**
   * The number of leaves at a depth.
   *
   * @param state the root, played under its own rule set
   * @param depth 0 or more; depth 0 counts the root alone
   * @return the leaf count
   * @throws IllegalArgumentException when depth is negative
   */
  public static long perft(GameState state, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be 0 or more, was " + depth);
    }
    return count(state.ruleSet(), state, depth);
  }

  private static long count(RuleSet rules, GameState state, int depth) {
    if (depth == 0) {
      return 1;
    }
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      return 0;
    }
    if (phase == Phase.DECIDE) {
      List<Move> moves = rules.legalMoves(state);
      if (depth == 1) {
        return moves.size();
      }
      long n = 0;
      for (Move m : moves) {
        n += count(rules, rules.play(state, m), depth - 1);
      }
      return n;
    }
    long n = 0;
    for (Roll roll : Roll.outcomes()) {
      n += countRoll(rules, state, roll, depth);
    }
    return n;
  }

  private static long countRoll(RuleSet rules, GameState state, Roll roll, int depth) {
    if (depth == 1 && rules instanceof TrackRuleSet) {
      return ((TrackRuleSet) rules).countMoves(state, roll);
    }
    List<Move> moves = rules.legalMoves(state, roll);
    if (depth == 1) {
      return moves.size();
    }
    long n = 0;
    for (Move m : moves) {
      n += count(rules, rules.play(state, m), depth - 1);
    }
    return n;
  }

  /**
   * The leaf count split by the first roll (or, in {@link Phase#DECIDE}, by the first decision),
   * for finding where two move generators disagree.
   *
   * @param state the root
   * @param depth 1 or more
   * @return each first roll or decision (as text) with its leaf count, in a deterministic order
   * @throws IllegalArgumentException when depth is less than 1
   */
  public static List<Tuple2<String, Long>> divide(GameState state, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth 1 or more, was " + depth);
    }
    RuleSet rules = state.ruleSet();
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      return List.empty();
    }
    if (phase == Phase.DECIDE) {
      return rules
          .legalMoves(state)
          .map(m -> Tuple.of(m.toString(), count(rules, rules.play(state, m), depth - 1)));
    }
    return Roll.outcomes().map(r -> Tuple.of(r.toString(), countRoll(rules, state, r, depth)));
  }
}
