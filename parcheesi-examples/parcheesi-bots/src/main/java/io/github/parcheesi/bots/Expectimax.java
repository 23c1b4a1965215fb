package io.github.parcheesi.bots;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.function.ToDoubleFunction;

/**
 * What the searching bots ({@link SearchBot}, {@link LearnedBot}) share: the moves' results ranked
 * by a first value, and a result's value expected over whoever moves next: the average over the 21
 * kinds of roll of that player's reply, or its reply to a decision that needs no roll.
 */
final class Expectimax {

  private Expectimax() {}

  /** How the player to move answers its moves, valued for the searching bot. */
  interface Reply {
    /**
     * The value, for the searching bot, of the position after the player to move answers.
     *
     * @param s the position
     * @param moves its legal moves (empty when there are none)
     * @return the value
     */
    double of(GameState s, List<Move> moves);
  }

  /** The results of a position's moves, and their indexes ranked by a first value, best first. */
  static final class Ranked {
    /** Each move's result, by the move's index. */
    final GameState[] results;

    /** Each result's first value, by the move's index. */
    final double[] first;

    /** The moves' indexes, the best first value first (the lower index among equals). */
    final Integer[] order;

    private Ranked(GameState[] results, double[] first, Integer[] order) {
      this.results = results;
      this.first = first;
      this.order = order;
    }
  }

  /** Plays each move and ranks the results by a value. */
  static Ranked rank(GameState state, List<Move> moves, ToDoubleFunction<GameState> value) {
    RuleSet rules = state.ruleSet();
    int n = moves.size();
    GameState[] results = new GameState[n];
    double[] first = new double[n];
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      results[i] = rules.play(state, moves.get(i));
      first[i] = value.applyAsDouble(results[i]);
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Double.compare(first[b], first[a]));
    return new Ranked(results, first, order);
  }

  /**
   * A position's value expected over the next decision: its own value when the game is over, the
   * reply to a decision that needs no roll, else the reply to each kind of roll weighted by its
   * chance.
   */
  static double expected(GameState s, ToDoubleFunction<GameState> over, Reply reply) {
    RuleSet rules = s.ruleSet();
    Phase phase = rules.phase(s);
    if (phase == Phase.OVER) {
      return over.applyAsDouble(s);
    }
    if (phase == Phase.DECIDE) {
      return reply.of(s, rules.legalMoves(s));
    }
    double sum = 0;
    for (Roll r : Roll.distinctOutcomes()) {
      sum += r.unorderedProbability() * reply.of(s, rules.legalMoves(s, r));
    }
    return sum;
  }
}
