package io.github.parcheesi.track68;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.github.parcheesi.spi.MoveSource;
import io.github.parcheesi.spi.Positions;
import io.vavr.collection.List;
import java.util.Arrays;

/**
 * The moves of one {@code legalMoves} call: the state, the roll and who acts after them, shared;
 * each move's own steps in its code (see {@link PackedStep}).
 *
 * <p>A move of up to {@value #INLINE} steps keeps them in its {@code long} code, {@value
 * PackedStep#BITS} bits a step, with the count and whether the move wins in the top bits; a longer
 * move keeps an array of its steps. A kept move holds nothing of the other moves of its listing.
 */
final class TrackMoves extends MoveSource {

  /** Steps a code holds itself. */
  static final int INLINE = 4;

  private static final int COUNT_SHIFT = INLINE * PackedStep.BITS; // 60
  private static final long COUNT_MASK = 7;

  /** The count of a move whose steps are in its array. */
  private static final int IN_ARRAY = 7;

  private static final long WINS = 1L << 63;

  private final int turn;
  private final int wonTurn;

  /**
   * The moves of a listing.
   *
   * @param origin the state
   * @param roll the roll
   * @param turn who acts after a move that does not win ({@link TrackEngine#turn})
   * @param wonTurn who acts after a move that wins (A15)
   */
  TrackMoves(GameState origin, Roll roll, int turn, int wonTurn) {
    super(origin, roll);
    this.turn = turn;
    this.wonTurn = wonTurn;
  }

  /**
   * The move of the packed steps {@code steps[from]} to {@code steps[end - 1]}.
   *
   * @param wins whether the move wins the game (A15)
   */
  Move move(int[] steps, int from, int end, boolean wins) {
    int n = end - from;
    if (n <= INLINE) {
      long code = (long) n << COUNT_SHIFT | (wins ? WINS : 0);
      for (int i = 0; i < n; i++) {
        code |= (long) steps[from + i] << (i * PackedStep.BITS);
      }
      return move(code, null);
    }
    return move(
        (long) IN_ARRAY << COUNT_SHIFT | (wins ? WINS : 0), Arrays.copyOfRange(steps, from, end));
  }

  /** The packed steps of a move. */
  private static int[] packed(long code, Object extra) {
    int n = (int) (code >>> COUNT_SHIFT & COUNT_MASK);
    if (n == IN_ARRAY) {
      return (int[]) extra;
    }
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = inlineStep(code, i);
    }
    return out;
  }

  /** The i-th packed step a code holds itself. */
  static int inlineStep(long code, int i) {
    return (int) (code >>> (i * PackedStep.BITS)) & PackedStep.MASK;
  }

  @Override
  public List<Step> steps(long code, Object extra) {
    int[] packed = packed(code, extra);
    List<Step> out = List.empty();
    for (int i = packed.length - 1; i >= 0; i--) {
      int p = packed[i];
      out =
          out.prepend(Positions.step(PackedStep.from(p), PackedStep.to(p), PackedStep.captures(p)));
    }
    return out;
  }

  @Override
  public GameState result(long code, Object extra) {
    int n = (int) (code >>> COUNT_SHIFT & COUNT_MASK);
    int t = code < 0 ? wonTurn : turn;
    if (n == IN_ARRAY) {
      int[] steps = (int[]) extra;
      return TrackEngine.replay(origin(), 0, steps, steps.length, t);
    }
    return TrackEngine.replay(origin(), code, null, n, t);
  }

  @Override
  public boolean isPass(long code, Object extra) {
    return (code >>> COUNT_SHIFT & COUNT_MASK) == 0;
  }

  @Override
  public boolean captures(long code, Object extra) {
    for (int p : packed(code, extra)) {
      if (PackedStep.captures(p)) {
        return true;
      }
    }
    return false;
  }
}
