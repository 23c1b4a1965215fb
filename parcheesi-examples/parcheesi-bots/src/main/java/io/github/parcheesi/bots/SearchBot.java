package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.vavr.collection.List;

/**
 * A bot that searches two plies: an expectimax over the next player's roll. For each of its most
 * promising moves (by the heuristic evaluation) it looks at every one of the 21 distinct rolls of
 * whoever acts next (itself again after doubles), weighted by its probability, assumes that player
 * answers as {@link HeuristicBot} would, and scores the position reached with the same evaluation
 * except that the exposure of the player to move counts half (it moves before anyone can hit its
 * pieces). It plays the move with the best expected score. Deterministic: ties go to the first move
 * in the rules' order.
 *
 * <p>Decisions without a roll ({@link Phase#DECIDE}) are searched the same way without the chance
 * node.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = new SearchBot();
 * Move move = bot.choose(state, rules.legalMoves(state, roll));
 * }</pre>
 */
public final class SearchBot implements Bot {

  /** Candidate moves searched to depth two unless told otherwise. */
  public static final int DEFAULT_WIDTH = 6;

  /** How the next player is expected to answer: the heuristic bot's own evaluation. */
  private final Evaluation model = Evaluation.standard();

  /** How the positions reached are scored. */
  private final Evaluation evaluation = new Evaluation(Evaluation.Weights.LEAF);

  private final int width;

  /** A search bot that looks two plies deep at its {@value #DEFAULT_WIDTH} best candidates. */
  public SearchBot() {
    this(DEFAULT_WIDTH);
  }

  /**
   * A search bot with a given width.
   *
   * @param width how many of the moves that score best at depth one are searched to depth two, 1 or
   *     more
   * @throws IllegalArgumentException when width is less than 1
   */
  public SearchBot(int width) {
    if (width < 1) {
      throw new IllegalArgumentException("width must be 1 or more, got " + width);
    }
    this.width = width;
  }

  @Override
  public Move choose(GameState state, List<Move> moves) {
    if (moves.size() == 1) {
      return moves.head();
    }
    Colour me = state.toMove();
    Expectimax.Ranked ranked = Expectimax.rank(state, moves, r -> evaluation.score(r, me));
    int n = moves.size();
    Integer[] order = ranked.order;
    int best = order[0];
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int j = 0; j < Math.min(width, n); j++) {
      int i = order[j];
      double v = expected(ranked.results[i], me);
      if (v > bestValue || (v == bestValue && i < best)) {
        bestValue = v;
        best = i;
      }
    }
    return moves.get(best);
  }

  /** The expected score for {@code me} after the next player's roll and heuristic reply. */
  private double expected(GameState s, Colour me) {
    return Expectimax.expected(s, r -> evaluation.score(r, me), (p, ms) -> reply(p, ms, me));
  }

  /** The score for {@code me} after the player to move plays its heuristically best move. */
  private double reply(GameState s, List<Move> moves, Colour me) {
    if (moves.isEmpty()) {
      return evaluation.score(s, me);
    }
    Move m = model.best(s, moves);
    return evaluation.score(s.ruleSet().play(s, m), me);
  }
}
