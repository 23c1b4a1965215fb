package io.github.parcheesi.bench;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Random playouts, and move listing of recorded positions, through the public API, timed in CPU
 * time: what {@link CompareBuilds} runs in each build. Kept free of anything but the public API, so
 * that every build's copy measures the same thing.
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

  private static GameState[] recorded;
  private static Roll[] recordedRolls;

  /**
   * Lists the legal moves of recorded positions and returns the CPU time it took. The positions are
   * those {@code games} seeded random games (seed 11) pass through, with the roll played there,
   * kept when {@code which} selects them; they are recorded by the first call and reused.
   *
   * @param variant the rule set's id, such as {@code american}
   * @param players players in each game
   * @param games games whose positions are recorded (first call only)
   * @param which {@code all}, {@code doubles} or {@code plain} (not doubles) rolls
   * @return CPU nanoseconds of the calling thread, and the calls made, as {@code {nanos, calls}}
   */
  public static long[] replay(String variant, int players, int games, String which) {
    RuleSet rules = RuleSets.get(variant);
    if (recorded == null) {
      java.util.List<GameState> states = new java.util.ArrayList<>();
      java.util.List<Roll> rolls = new java.util.ArrayList<>();
      Dice dice = Dice.seeded(11);
      for (int g = 0; g < games; g++) {
        GameState state = rules.newGame(players);
        while (!state.isOver()) {
          if (state.phase() != Phase.ROLL) {
            List<Move> moves = rules.legalMoves(state); // a decision without a roll: not timed
            state = rules.play(state, moves.get(dice.nextInt(moves.size())));
            continue;
          }
          Roll roll = dice.roll();
          if (which.equals("all") || roll.isDoubles() == which.equals("doubles")) {
            states.add(state);
            rolls.add(roll);
          }
          List<Move> moves = rules.legalMoves(state, roll);
          state = rules.play(state, moves.get(dice.nextInt(moves.size())));
        }
      }
      recorded = states.toArray(new GameState[0]);
      recordedRolls = rolls.toArray(new Roll[0]);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long sink = 0;
    long start = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < recorded.length; i++) {
      sink += rules.legalMoves(recorded[i], recordedRolls[i]).size();
    }
    long nanos = threads.getCurrentThreadCpuTime() - start;
    if (sink < 0) {
      throw new AssertionError(); // keeps the calls from being optimised away
    }
    return new long[] {nanos, recorded.length};
  }
}
