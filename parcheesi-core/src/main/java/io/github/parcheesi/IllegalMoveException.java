package io.github.parcheesi;

/** Thrown by {@link RuleSet#play(GameState, Move)} for a move the rules refuse. */
public final class IllegalMoveException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient IllegalMove illegalMove;

  /**
   * An exception for a refusal.
   *
   * @param illegalMove why the move was refused
   */
  public IllegalMoveException(IllegalMove illegalMove) {
    super(illegalMove.message());
    this.illegalMove = illegalMove;
  }

  /**
   * Why the move was refused, with the unchanged state.
   *
   * @return the refusal
   */
  public IllegalMove illegalMove() {
    return illegalMove;
  }
}
