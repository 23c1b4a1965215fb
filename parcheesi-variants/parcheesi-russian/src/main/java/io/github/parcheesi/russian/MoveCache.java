package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;

/**
 * The legal moves each thread listed last, with their results, so that playing a listed move
 * generates nothing again: callers list the moves of a state and then play one of them.
 */
final class MoveCache {

  private final ThreadLocal<Entry> last = new ThreadLocal<>();

  private static final class Entry {
    final GameState state;
    final Roll roll;
    final LegalMoves moves;

    Entry(GameState state, Roll roll, LegalMoves moves) {
      this.state = state;
      this.roll = roll;
      this.moves = moves;
    }
  }

  /**
   * The moves this thread listed last, if they were listed for this state and roll.
   *
   * @param s the state
   * @param roll the roll, or null for a decision without one
   * @return the moves, or null
   */
  LegalMoves get(GameState s, Roll roll) {
    Entry e = last.get();
    return e != null && e.roll == roll && e.state.equals(s) ? e.moves : null;
  }

  /** Keeps the moves this thread listed for a state and roll (null for a decision). */
  void put(GameState s, Roll roll, LegalMoves moves) {
    last.set(new Entry(s, roll, moves));
  }
}
