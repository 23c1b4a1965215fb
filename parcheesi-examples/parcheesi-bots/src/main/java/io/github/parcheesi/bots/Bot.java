package io.github.parcheesi.bots;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.vavr.collection.List;

/**
 * A player that chooses one of the legal moves; the caller rolls and asks the rules for the moves.
 * The same loop serves every variant: in {@link io.github.parcheesi.Phase#ROLL} the caller rolls
 * and passes {@code rules.legalMoves(state, roll)}, in {@link io.github.parcheesi.Phase#DECIDE} it
 * passes {@code rules.legalMoves(state)} without a roll. {@link Bots} makes the bots by name.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = Bots.create("search", Dice.seeded(7));
 * List<Move> moves = state.phase() == Phase.ROLL
 *     ? rules.legalMoves(state, dice.roll())
 *     : rules.legalMoves(state);
 * state = rules.play(state, bot.choose(state, moves));
 * }</pre>
 */
public interface Bot extends AutoCloseable {

  /**
   * Chooses a move.
   *
   * @param state the position the move is played from
   * @param moves its legal moves for the roll (or decision), at least one
   * @return one of {@code moves}
   */
  Move choose(GameState state, List<Move> moves);

  /**
   * Lets go of what the bot holds once its game is over, such as an external program ({@code exec:}
   * bots). The bots of this module hold nothing; the default does nothing.
   */
  @Override
  default void close() {}
}
