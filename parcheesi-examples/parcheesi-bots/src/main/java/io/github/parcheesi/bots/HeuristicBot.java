package io.github.parcheesi.bots;

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

  private final Evaluation evaluation;

  /** A heuristic bot with the standard weights ({@link Evaluation#standard()}). */
  public HeuristicBot() {
    this(Evaluation.standard());
  }

  /**
   * A heuristic bot that plays by an evaluation of your own.
   *
   * @param evaluation how it scores the positions its moves lead to
   */
  public HeuristicBot(Evaluation evaluation) {
    this.evaluation = evaluation;
  }

  @Override
  public Move choose(GameState state, List<Move> moves) {
    return evaluation.best(state, moves);
  }
}
