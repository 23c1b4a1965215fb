package io.github.parcheesi.examples;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.vavr.collection.List;

/**
 * A player that chooses one of the legal moves; the caller rolls and asks the rules for the moves.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = new RandomBot(Dice.seeded(7));
 * Move move = bot.choose(state, rules.legalMoves(state, roll));
 * }</pre>
 */
public interface Bot {

  /**
   * Chooses a move.
   *
   * @param state the position the move is played from
   * @param moves its legal moves for the roll (or decision), at least one
   * @return one of {@code moves}
   */
  Move choose(GameState state, List<Move> moves);
}
