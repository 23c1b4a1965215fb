package io.github.parcheesi.bots;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.vavr.collection.List;

/**
 * A bot that chooses uniformly at random among the legal moves, from its own seeded dice, so the
 * same seed makes the same choices.
 */
public final class RandomBot implements Bot {

  private final Dice dice;

  /**
   * A random bot.
   *
   * @param dice the source of its choices; the bot draws from it, so do not share it with others
   */
  public RandomBot(Dice dice) {
    this.dice = dice;
  }

  @Override
  public Move choose(GameState state, List<Move> moves) {
    return moves.get(dice.nextInt(moves.size()));
  }
}
