package io.github.parcheesi.examples.web;

/**
 * What a game costs in memory, estimated from what grows: the figures by which the server keeps its
 * games and opened records within a number of bytes ({@link GameStore}, {@link Store}). Each is an
 * upper bound of what JOL measured (GameWeightTest): a 6-6 in the most crowded American position,
 * 11,813 legal moves, holds about 7 MB.
 */
final class Costs {

  /** Bytes a game holds before its first decision: its objects, seats, bots and dice. */
  static final long BASE_BYTES = 64 * 1024;

  /** Bytes each decision played adds: its log entry and events, and a point to go back to. */
  static final long DECISION_BYTES = 2 * 1024;

  /** Bytes each legal move of a turn being built adds (its step tree). */
  static final long MOVE_BYTES = 768;

  private Costs() {}

  /**
   * The estimated bytes of a game.
   *
   * @param decisions the decisions played (or positions kept, for a replay)
   * @param turnMoves the legal moves of the turn being built, 0 for none
   * @return the estimate
   */
  static long game(int decisions, int turnMoves) {
    return BASE_BYTES + decisions * DECISION_BYTES + turnMoves * MOVE_BYTES;
  }
}
