package io.github.parcheesi.bench;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import java.util.ArrayList;

/** Recorded middle-game positions: every state of seeded random games, after the opening. */
final class Positions {

  private Positions() {}

  /**
   * States from seeded random games.
   *
   * @param rules the rule set
   * @param players 2 to 4
   * @param count how many states
   * @param seed the seed
   * @return states in the middle of games (no finished game)
   */
  static java.util.List<GameState> middleGame(RuleSet rules, int players, int count, long seed) {
    Dice dice = Dice.seeded(seed);
    java.util.List<GameState> out = new ArrayList<>();
    while (out.size() < count) {
      GameState s = rules.newGame(players);
      int turn = 0;
      while (!s.isOver() && out.size() < count) {
        if (turn >= 40 && turn % 3 == 0) {
          out.add(s);
        }
        List<Move> moves = legal(rules, s, dice);
        s = rules.play(s, moves.get(dice.nextInt(moves.size())));
        turn++;
      }
    }
    return out;
  }

  /**
   * Plays one seeded random game to its end through the public API.
   *
   * @param rules the rule set
   * @param players 2 to 4
   * @param dice the random source
   * @return the number of moves played
   */
  static int playout(RuleSet rules, int players, Dice dice) {
    GameState s = rules.newGame(players);
    int turns = 0;
    while (!s.isOver()) {
      List<Move> moves = legal(rules, s, dice);
      s = rules.apply(s, moves.get(dice.nextInt(moves.size()))).get();
      turns++;
    }
    return turns;
  }

  /** The legal moves of the next decision: after a roll, or without one (Phase.DECIDE). */
  static List<Move> legal(RuleSet rules, GameState s, Dice dice) {
    return s.phase() == io.github.parcheesi.Phase.ROLL
        ? rules.legalMoves(s, dice.roll())
        : rules.legalMoves(s);
  }
}
