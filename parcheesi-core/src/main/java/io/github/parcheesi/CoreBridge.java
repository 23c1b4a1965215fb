package io.github.parcheesi;

import io.github.parcheesi.internal.CoreAccess;
import io.github.parcheesi.spi.MoveSource;
import io.vavr.collection.List;

/**
 * What the core lends the service-provider package {@code io.github.parcheesi.spi}: connected once,
 * from {@link GameState}'s class initialiser.
 */
final class CoreBridge implements CoreAccess {

  /** The source of moves listed with their result known. */
  private static final class Known extends MoveSource {
    Known(GameState origin, Roll roll) {
      super(origin, roll);
    }

    @Override
    public List<Step> steps(long code, Object extra) {
      throw new IllegalStateException("a known move holds its steps");
    }

    @Override
    public GameState result(long code, Object extra) {
      throw new IllegalStateException("a known move holds its result");
    }
  }

  @Override
  public GameState state(
      RuleSet rules,
      byte[] codes,
      int colourMask,
      int toMove,
      int doubles,
      int winner,
      TurnState turnState) {
    GameState s =
        new GameState(rules, codes, GameState.meta(colourMask, toMove, doubles, winner), turnState);
    assert rules.problems(s).isEmpty() : "an engine made an illegal state: " + s;
    return s;
  }

  @Override
  public int code(GameState s, int index) {
    return s.code(index);
  }

  @Override
  public int offset(GameState s, int colour) {
    return s.offset(colour);
  }

  @Override
  public int colourMask(GameState s) {
    return s.colourMask();
  }

  @Override
  public byte[] codes(GameState s) {
    return s.locations();
  }

  @Override
  public int copyCodes(GameState s, byte[] into) {
    return s.copyCodes(into);
  }

  @Override
  public Location location(int code) {
    return Location.ofCode(code);
  }

  @Override
  public int code(Location location) {
    return location.code();
  }

  @Override
  public Step step(int from, int to, boolean capture) {
    return Step.ofCodes(from, to, capture);
  }

  @Override
  public Move move(MoveSource source, long code, Object extra) {
    return new Move(source, code, extra);
  }

  @Override
  public Move known(GameState origin, Roll roll, List<Step> steps, GameState result) {
    return new Move(new Known(origin, roll), steps, result);
  }

  @Override
  public GameState listedResult(GameState state, Move move) {
    return move.origin() == state ? move.result() : null;
  }
}
