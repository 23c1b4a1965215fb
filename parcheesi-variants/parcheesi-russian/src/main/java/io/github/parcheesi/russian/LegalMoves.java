package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import java.util.ArrayList;
import java.util.function.Supplier;

/**
 * The legal moves of one decision, in the order they are listed, each with the state it leads to,
 * made when asked for: listing the moves makes no state, and playing one makes one. The moves are
 * distinct (the generator lists each resulting position once), so a move is found by equality.
 */
final class LegalMoves {

  private final ArrayList<Move> moves = new ArrayList<>();
  private final ArrayList<Supplier<GameState>> results = new ArrayList<>();

  void add(Move move, Supplier<GameState> result) {
    moves.add(move);
    results.add(result);
  }

  /** The moves, in order. */
  java.util.List<Move> moves() {
    return moves;
  }

  /** The result of a listed move, or null when the move is not among them. */
  Supplier<GameState> find(Move move) {
    for (int i = 0; i < moves.size(); i++) {
      if (moves.get(i).equals(move)) {
        return results.get(i);
      }
    }
    return null;
  }
}
