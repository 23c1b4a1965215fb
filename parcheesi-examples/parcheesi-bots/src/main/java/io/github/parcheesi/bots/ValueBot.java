package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;

/**
 * A bot that plays by a learned value alone, one move deep: the move whose resulting position (the
 * afterstate of the whole move) a {@link ValueNetwork} values most for the player to move. The
 * fastest of the learned bots; {@link LearnedBot} searches deeper with the same value.
 * Deterministic: ties go to the first move in the rules' order.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = new ValueBot(); // the weights shipped for the game's variant
 * Move move = bot.choose(state, rules.legalMoves(state, roll));
 * }</pre>
 */
public final class ValueBot implements Bot {

  private final ValueNetwork network;

  /**
   * A bot that plays by the weights shipped for each game's variant ({@link ValueNetwork#shipped}).
   */
  public ValueBot() {
    this(null);
  }

  /**
   * A bot that plays by given weights.
   *
   * @param network the value it plays by, or null for the weights shipped for the game's variant
   */
  public ValueBot(ValueNetwork network) {
    this.network = network;
  }

  /**
   * The network for a game: the one given, or the one shipped for its rules.
   *
   * @throws IllegalArgumentException when none fits the game, naming why
   */
  static ValueNetwork networkFor(ValueNetwork given, GameState state) {
    ValueNetwork net =
        given != null ? given : ValueNetwork.shipped(state.ruleSet(), state.colours().size());
    net.check(state);
    return net;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException when the weights do not fit the game (another variant, other
   *     options, another number of players), naming why
   */
  @Override
  public Move choose(GameState state, List<Move> moves) {
    return best(networkFor(network, state), state, moves);
  }

  /**
   * The move whose result the network values most for the player to move.
   *
   * @param net the value
   * @param state the position
   * @param moves its legal moves, at least one
   * @return the first of the best
   */
  static Move best(ValueNetwork net, GameState state, List<Move> moves) {
    if (moves.size() == 1) {
      return moves.head();
    }
    RuleSet rules = state.ruleSet();
    Colour me = state.toMove();
    Move best = moves.head();
    double bestValue = Double.NEGATIVE_INFINITY;
    for (Move m : moves) {
      double v = net.value(rules.play(state, m), me);
      if (v > bestValue) {
        bestValue = v;
        best = m;
      }
    }
    return best;
  }
}
