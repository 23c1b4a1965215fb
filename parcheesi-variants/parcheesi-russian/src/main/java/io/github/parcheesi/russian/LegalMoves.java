package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.function.Supplier;

/**
 * The legal moves of one decision, in the order they are listed, each with the state it leads to,
 * made when asked for: listing the moves makes no state, and playing one makes one. The moves are
 * distinct (the generator lists each resulting position once), so a move is found by equality.
 */
final class LegalMoves {

  /** One listed move's own data: its steps and how to make its result. */
  private static final class Listed {
    final List<Step> steps;
    final Supplier<GameState> result;

    Listed(List<Step> steps, Supplier<GameState> result) {
      this.steps = steps;
      this.result = result;
    }
  }

  /** The listing: its state and roll, shared by the moves. */
  private static final class Source extends MoveSource {
    Source(GameState origin, Roll roll) {
      super(origin, roll);
    }

    @Override
    public List<Step> steps(long code, Object extra) {
      return ((Listed) extra).steps;
    }

    @Override
    public GameState result(long code, Object extra) {
      return ((Listed) extra).result.get();
    }
  }

  private final Source source;
  private final ArrayList<Move> moves = new ArrayList<>();

  /**
   * The moves of a decision.
   *
   * @param origin the state they are played from
   * @param roll their roll, or null for a decision without one
   */
  LegalMoves(GameState origin, Roll roll) {
    this.source = new Source(origin, roll);
  }

  void add(List<Step> steps, Supplier<GameState> result) {
    moves.add(source.move(0, new Listed(steps, result)));
  }

  /** The moves, in order. */
  java.util.List<Move> moves() {
    return moves;
  }

  /** The listed move equal to a move, or null when none is. */
  Move find(Move move) {
    for (Move m : moves) {
      if (m.equals(move)) {
        return m;
      }
    }
    return null;
  }

  /** The listed move written with these steps, or null when none is. */
  Move withSteps(List<Step> steps) {
    for (Move m : moves) {
      if (m.steps().equals(steps)) {
        return m;
      }
    }
    return null;
  }

  /** The result of a listed move (one of {@link #moves}). */
  GameState resultOf(Move listed) {
    return MoveSource.listedResult(source.origin(), listed);
  }
}
