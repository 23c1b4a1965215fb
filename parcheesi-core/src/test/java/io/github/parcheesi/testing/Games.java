package io.github.parcheesi.testing;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * Seeded random games played through the public API only ({@link RuleSet#legalMoves}, {@link
 * RuleSet#play}), for property tests and anyone who needs many realistic positions.
 *
 * <p>Every method is a plain function of its arguments: the same rule set, start and seed always
 * give the same game. The rolls and the choice among the legal moves come from one {@link
 * Dice#seeded(long)}; each decision picks a legal move uniformly at random.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Games.Playout game = Games.play(rules, rules.newGame(4), 42, 20_000);
 * game.finished();                 // true when someone won within 20 000 decisions
 * for (GameState s : game.states()) { ... }
 * }</pre>
 */
public final class Games {

  private Games() {}

  /**
   * One decision of a playout.
   *
   * @param before the state the decision was taken in
   * @param roll the roll, or none for a decision that needs no roll ({@link Phase#DECIDE})
   * @param legal the legal moves listed for {@code before} and {@code roll}
   * @param move the move chosen, one of {@code legal}
   * @param after the state the move led to
   */
  public record Ply(
      GameState before, Option<Roll> roll, List<Move> legal, Move move, GameState after) {}

  /**
   * A played game: the decisions in order and every state visited.
   *
   * @param plies the decisions, in order
   * @param states every state visited, the start first and the last state last (one more than the
   *     decisions)
   */
  public record Playout(List<Ply> plies, List<GameState> states) {

    /**
     * The last state reached.
     *
     * @return the final state
     */
    public GameState last() {
      return states.last();
    }

    /**
     * Whether the game reached its end (a winner) within the bound it was played with.
     *
     * @return true when the last state is over
     */
    public boolean finished() {
      return last().isOver();
    }
  }

  /**
   * Plays one random game from a start position until it is over or {@code maxPlies} decisions were
   * taken.
   *
   * @param rules the rule set the start position is played under
   * @param start the first state
   * @param seed the seed of the rolls and of the choices
   * @param maxPlies the most decisions to take
   * @return the game
   * @throws IllegalStateException when a state in {@link Phase#ROLL} or {@link Phase#DECIDE} has no
   *     legal move (the contract says it always has one)
   */
  public static Playout play(RuleSet rules, GameState start, long seed, int maxPlies) {
    return play(rules, start, Dice.seeded(seed), maxPlies);
  }

  /**
   * Plays one random game from a start position with given dice, which supply both the rolls and
   * the choices, until it is over or {@code maxPlies} decisions were taken.
   *
   * @param rules the rule set the start position is played under
   * @param start the first state
   * @param dice the random source; it advances as the game is played
   * @param maxPlies the most decisions to take
   * @return the game
   * @throws IllegalStateException when a state in {@link Phase#ROLL} or {@link Phase#DECIDE} has no
   *     legal move (the contract says it always has one)
   */
  public static Playout play(RuleSet rules, GameState start, Dice dice, int maxPlies) {
    ArrayList<Ply> plies = new ArrayList<>();
    ArrayList<GameState> states = new ArrayList<>();
    GameState state = start;
    states.add(state);
    while (plies.size() < maxPlies) {
      Phase phase = rules.phase(state);
      if (phase == Phase.OVER) {
        break;
      }
      Option<Roll> roll = phase == Phase.ROLL ? Option.some(dice.roll()) : Option.none();
      List<Move> legal =
          roll.isDefined() ? rules.legalMoves(state, roll.get()) : rules.legalMoves(state);
      if (legal.isEmpty()) {
        throw new IllegalStateException(
            "no legal move in phase "
                + phase
                + " for "
                + state
                + roll.map(r -> " roll " + r).getOrElse(""));
      }
      Move move = legal.get(dice.nextInt(legal.size()));
      GameState next = rules.play(state, move);
      plies.add(new Ply(state, roll, legal, move, next));
      states.add(next);
      state = next;
    }
    return new Playout(List.ofAll(plies), List.ofAll(states));
  }

  /**
   * Plays one random game from the usual start for a number of players ({@link
   * RuleSet#newGame(int)}).
   *
   * @param rules the rule set
   * @param players the number of players
   * @param seed the seed of the rolls and of the choices
   * @param maxPlies the most decisions to take
   * @return the game
   */
  public static Playout play(RuleSet rules, int players, long seed, int maxPlies) {
    return play(rules, rules.newGame(players), seed, maxPlies);
  }

  /**
   * The states one random game visits, the start first.
   *
   * @param rules the rule set
   * @param players the number of players
   * @param seed the seed of the rolls and of the choices
   * @param maxPlies the most decisions to take
   * @return the states, one more than the decisions taken
   */
  public static List<GameState> states(RuleSet rules, int players, long seed, int maxPlies) {
    return play(rules, players, seed, maxPlies).states();
  }
}
