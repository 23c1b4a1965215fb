package io.github.parcheesi.bench;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Random playouts through the public API, timed in CPU time: what {@link PlayoutPhases} runs. Kept
 * free of anything but the public API, so that every build's copy measures the same thing.
 */
public final class Playouts {

  private Playouts() {}

  /**
   * Plays seeded random games (a random legal move at each decision, rolled or not) and returns the
   * CPU time they took.
   *
   * @param variant the rule set's id, such as {@code american}
   * @param players players in each game
   * @param games games to play
   * @param seed the dice's seed
   * @return CPU nanoseconds of the calling thread, and the turns played, as {@code {nanos, turns}}
   */
  public static long[] run(String variant, int players, int games, long seed) {
    RuleSet rules = RuleSets.get(variant);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    Dice dice = Dice.seeded(seed);
    long turns = 0;
    long start = threads.getCurrentThreadCpuTime();
    for (int g = 0; g < games; g++) {
      GameState state = rules.newGame(players);
      while (!state.isOver()) {
        List<Move> moves = moves(rules, state, dice);
        state = rules.play(state, moves.get(dice.nextInt(moves.size())));
        turns++;
      }
    }
    return new long[] {threads.getCurrentThreadCpuTime() - start, turns};
  }

  /** The legal moves of the next decision: after a roll, or without one (Russian R5, R6). */
  private static List<Move> moves(RuleSet rules, GameState state, Dice dice) {
    return state.phase() == Phase.ROLL
        ? rules.legalMoves(state, dice.roll())
        : rules.legalMoves(state);
  }
}
