package io.github.parcheesi.examples;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.vavr.collection.List;

/**
 * A bot that looks one move ahead: it plays the move whose resulting position scores best for it
 * under a heuristic evaluation of progress, safety, blockades and the risk of being captured
 * (captures and bonuses count through the positions they lead to). Deterministic: ties go to the
 * first move in the rules' order.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = new HeuristicBot();
 * Move move = bot.choose(state, rules.legalMoves(state, roll));
 * }</pre>
 */
public final class HeuristicBot implements Bot {

  private final Evaluation evaluation = Evaluation.standard();

  /** A heuristic bot. */
  public HeuristicBot() {}

  @Override
  public Move choose(GameState state, List<Move> moves) {
    return best(evaluation, state, moves);
  }

  /** The move whose result scores best for the player to move; the first of equals. */
  static Move best(Evaluation evaluation, GameState state, List<Move> moves) {
    Move best = moves.head();
    if (moves.size() == 1) {
      return best;
    }
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Move m : moves) {
      double s = evaluation.score(state.ruleSet().play(state, m), state.toMove());
      if (s > bestScore) {
        bestScore = s;
        best = m;
      }
    }
    return best;
  }
}
