package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;

/**
 * A bot that searches with a learned value at the leaves: an expectimax over the next roll. Its
 * moves are ranked by the {@link ValueNetwork}'s value of their results, as {@link ValueBot} ranks
 * them; each of the best few is then valued as the average, over the 21 kinds of roll of whoever
 * acts next (itself again after doubles) weighted by their odds, of the value of the position after
 * that player's reply, the reply being the move that player's own value ranks first. It plays the
 * move with the best average. Decisions without a roll ({@link Phase#DECIDE}) are searched the same
 * way without the chance node. Deterministic: ties go to the first move in the rules' order.
 *
 * <p>Its work is bounded by positions valued rather than by time, so that it stays deterministic:
 * once the moves searched so far have valued {@value #BUDGET} positions, or would with one more
 * move as costly as the first, it searches no further move (the first always is).
 *
 * <p>A bot counts its work as it searches: give each game's seat a bot of its own (as {@link Bots}
 * and the {@link Arena} do), and do not share one between threads.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Bot bot = new LearnedBot(); // the weights shipped for the game's variant
 * Move move = bot.choose(state, rules.legalMoves(state, roll));
 * }</pre>
 */
public final class LearnedBot implements Bot {

  /**
   * Candidate moves searched past the first ply unless told otherwise, in American and Parchís
   * games; Russian games search {@value #RUSSIAN_WIDTH} ({@link #defaultWidth}).
   */
  public static final int DEFAULT_WIDTH = 4;

  /**
   * Candidate moves searched past the first ply in Russian games unless told otherwise: twice as
   * many as elsewhere, which won more Russian games against {@code search} in paired trials (and
   * sixteen or more no more than eight), at little cost, as Russian moves are few.
   */
  public static final int RUSSIAN_WIDTH = 8;

  /**
   * Positions valued for one move, about 50 ms on one core, past which no further move is searched.
   */
  public static final int BUDGET = 6000;

  private int valued;

  private final ValueNetwork network;
  // candidates searched past the first ply; 0 for the default of the game's variant
  private final int width;

  /**
   * A bot that searches, with the shipped weights, as many of its best moves as its game's variant
   * asks ({@link #defaultWidth}).
   */
  public LearnedBot() {
    this.network = null;
    this.width = 0;
  }

  /**
   * The candidate moves searched past the first ply unless told otherwise.
   *
   * @param rules a game's rules
   * @return {@value #RUSSIAN_WIDTH} for the Russian game, {@value #DEFAULT_WIDTH} for the others
   */
  public static int defaultWidth(RuleSet rules) {
    return rules.id().equals("russian") ? RUSSIAN_WIDTH : DEFAULT_WIDTH;
  }

  /**
   * A bot with given weights and width.
   *
   * @param network the value it searches with, or null for the weights shipped for the game's
   *     variant ({@link ValueNetwork#shipped})
   * @param width how many of the moves the value ranks best are searched past the first ply, 1 or
   *     more
   * @throws IllegalArgumentException when width is less than 1
   */
  public LearnedBot(ValueNetwork network, int width) {
    if (width < 1) {
      throw new IllegalArgumentException("width must be 1 or more, got " + width);
    }
    this.network = network;
    this.width = width;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException when the weights do not fit the game (another variant, other
   *     options, another number of players), naming why
   */
  @Override
  public Move choose(GameState state, List<Move> moves) {
    ValueNetwork net = ValueBot.networkFor(network, state);
    if (moves.size() == 1) {
      return moves.head();
    }
    Colour me = state.toMove();
    Expectimax.Ranked ranked = Expectimax.rank(state, moves, r -> net.value(r, me));
    int n = moves.size();
    int w = width > 0 ? width : defaultWidth(state.ruleSet());
    Integer[] order = ranked.order;
    int best = order[0];
    double bestValue = Double.NEGATIVE_INFINITY;
    valued = n;
    int firstCost = 0;
    for (int j = 0; j < Math.min(w, n); j++) {
      if (j > 0 && valued + firstCost > BUDGET) {
        break;
      }
      int i = order[j];
      int before = valued;
      double v =
          ranked.results[i].isOver() ? ranked.first[i] : expected(net, ranked.results[i], me);
      if (j == 0) {
        firstCost = valued - before;
      }
      if (v > bestValue || (v == bestValue && i < best)) {
        bestValue = v;
        best = i;
      }
    }
    return moves.get(best);
  }

  /** The expected value for {@code me} after the next player's roll and reply. */
  private double expected(ValueNetwork net, GameState s, Colour me) {
    return Expectimax.expected(s, r -> net.value(r, me), (p, ms) -> reply(net, p, ms, me));
  }

  /** The value for {@code me} after the player to move plays the move its value ranks first. */
  private double reply(ValueNetwork net, GameState s, List<Move> moves, Colour me) {
    if (moves.isEmpty()) {
      return net.value(s, me);
    }
    RuleSet rules = s.ruleSet();
    Colour mover = s.toMove();
    GameState best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    valued += moves.size();
    for (Move m : moves) {
      GameState next = rules.play(s, m);
      double v = net.value(next, mover);
      if (v > bestValue) {
        bestValue = v;
        best = next;
      }
    }
    return mover == me ? bestValue : net.value(best, me);
  }
}
