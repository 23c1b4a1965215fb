package io.github.parcheesi;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;

/**
 * Perft: counts the leaves of the game tree, the regression test and benchmark of a move generator
 * (NOTATION.md, "Perft").
 *
 * <p>Each level is a roll of two dice (all 36 ordered outcomes) followed by a legal move, where a
 * pass counts as one move; a state whose next decision needs no roll ({@link Phase#DECIDE}) makes a
 * level of its decisions alone. A finished game has no moves, so it adds no leaves.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * long n = Perft.perft(rules.newGame(4), 2);
 * }</pre>
 */
public final class Perft {

  /** Positions remembered at most, so that deep runs keep within memory. */
  private static final int MAX_REMEMBERED = 2_000_000;

  private Perft() {}

  /**
   * The number of leaves at a depth.
   *
   * <p>Positions met again by another order of moves (transpositions) are counted once and
   * remembered, the usual "hashed perft"; on the 68-square board a roll and its reverse ({@code
   * 3-5} and {@code 5-3}) have the same moves, so the 21 distinct rolls are generated and the 15
   * non-doubles counted twice. Neither changes the count, only the time.
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
    return new Counter(state.ruleSet()).count(state, depth);
  }

  /** One perft run: the rule set and the positions counted so far. */
  private static final class Counter {
    final RuleSet rules;
    final java.util.HashMap<GameState, long[]> seen = new java.util.HashMap<>();

    Counter(RuleSet rules) {
      this.rules = rules;
    }

    long count(GameState state, int depth) {
      if (depth == 0) {
        return 1;
      }
      long[] known = seen.get(state);
      if (known != null && depth < known.length && known[depth] > 0) {
        return known[depth] - 1;
      }
      long n = compute(state, depth);
      if (known == null && seen.size() < MAX_REMEMBERED) {
        known = new long[depth + 1];
        seen.put(state, known);
      } else if (known != null && depth >= known.length) {
        known = java.util.Arrays.copyOf(known, depth + 1);
        seen.put(state, known);
      }
      if (known != null) {
        known[depth] = n + 1;
      }
      return n;
    }

    private long compute(GameState state, int depth) {
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
          n += count(rules.play(state, m), depth - 1);
        }
        return n;
      }
      long n = 0;
      if (!rules.diceOrderMatters()) {
        for (Roll roll : Roll.distinctOutcomes()) {
          n += (roll.isDoubles() ? 1 : 2) * countRoll(state, roll, depth);
        }
      } else {
        for (Roll roll : Roll.outcomes()) {
          n += countRoll(state, roll, depth);
        }
      }
      return n;
    }

    long countRoll(GameState state, Roll roll, int depth) {
      if (depth == 1) {
        return rules.countMoves(state, roll);
      }
      List<Move> moves = rules.legalMoves(state, roll);
      if (depth == 1) {
        return moves.size();
      }
      long n = 0;
      for (Move m : moves) {
        GameState next = m.origin() == state ? m.result() : null;
        n += count(next != null ? next : rules.play(state, m), depth - 1);
      }
      return n;
    }
  }

  /**
   * The leaf count split by the first roll (or, in {@link Phase#DECIDE}, by the first decision),
   * for finding where two move generators disagree.
   *
   * @param state the root
   * @param depth 1 or more
   * @return each first roll (all 36, in {@link Roll#outcomes()} order) or decision, as text, with
   *     its leaf count
   * @throws IllegalArgumentException when depth is less than 1
   */
  public static List<Tuple2<String, Long>> divide(GameState state, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth 1 or more, was " + depth);
    }
    RuleSet rules = state.ruleSet();
    Counter counter = new Counter(rules);
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      return List.empty();
    }
    if (phase == Phase.DECIDE) {
      return rules
          .legalMoves(state)
          .map(m -> Tuple.of(m.toString(), counter.count(rules.play(state, m), depth - 1)));
    }
    return Roll.outcomes().map(r -> Tuple.of(r.toString(), counter.countRoll(state, r, depth)));
  }
}
