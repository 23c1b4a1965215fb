package io.github.parcheesi.track68;

import io.github.parcheesi.GameState;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
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
final class TrackMoves extends MoveSource<int[]> {

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
   * @param turn who acts after a move that does not win ({@link TurnEnd#turn})
   * @param wonTurn who acts after a move that wins (A15)
   */
  TrackMoves(GameState origin, Roll roll, int turn, int wonTurn) {
    super(origin, roll);
    this.turn = turn;
    this.wonTurn = wonTurn;
  }

  /**
   * The code of the move of the packed steps {@code stack[0]} to {@code stack[depth - 1]}, then
   * {@code last} (none when -1): the steps themselves when they fit, else only their count's mark
   * ({@link #inCode}), the steps going in the move's array ({@link #array}).
   *
   * @param wins whether the move wins the game (A15)
   */
  static long code(int[] stack, int depth, int last, boolean wins) {
    int n = depth + (last >= 0 ? 1 : 0);
    long win = wins ? WINS : 0;
    if (n > INLINE) {
      return (long) IN_ARRAY << COUNT_SHIFT | win;
    }
    long code = (long) n << COUNT_SHIFT | win;
    for (int i = 0; i < depth; i++) {
      code |= (long) stack[i] << (i * PackedStep.BITS);
    }
    if (last >= 0) {
      code |= (long) last << (depth * PackedStep.BITS);
    }
    return code;
  }

  /** Whether a code holds its move's steps itself; else they are in the move's array. */
  static boolean inCode(long code) {
    return (code >>> COUNT_SHIFT & COUNT_MASK) != IN_ARRAY;
  }

  /** The array of a move's packed steps whose code does not hold them ({@link #code}). */
  static int[] array(int[] stack, int depth, int last) {
    int[] out = Arrays.copyOf(stack, depth + (last >= 0 ? 1 : 0));
    if (last >= 0) {
      out[depth] = last;
    }
    return out;
  }

  /** Whether a move of this code wins the game (A15). */
  static boolean wins(long code) {
    return code < 0;
  }

  /** The packed steps of a move. */
  private static int[] packed(long code, int[] extra) {
    int n = (int) (code >>> COUNT_SHIFT & COUNT_MASK);
    if (n == IN_ARRAY) {
      return extra;
    }
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = inlineStep(code, i);
    }
    return out;
  }

  /** The i-th packed step a code holds itself. */
  private static int inlineStep(long code, int i) {
    return (int) (code >>> (i * PackedStep.BITS)) & PackedStep.MASK;
  }

  @Override
  public List<Step> steps(long code, int[] extra) {
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
  public GameState result(long code, int[] extra) {
    int n = (int) (code >>> COUNT_SHIFT & COUNT_MASK);
    int t = wins(code) ? wonTurn : turn;
    if (n == IN_ARRAY) {
      return replay(origin(), 0, extra, extra.length, t);
    }
    return replay(origin(), code, null, n, t); // the steps from the code: nothing allocated
  }

  @Override
  public boolean isPass(long code, int[] extra) {
    return (code >>> COUNT_SHIFT & COUNT_MASK) == 0;
  }

  @Override
  public boolean captures(long code, int[] extra) {
    for (int p : packed(code, extra)) {
      if (PackedStep.captures(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The state a listed move leads to: the origin's pieces with the move's n packed steps played
   * (from {@code steps}, or held in {@code inline} when that is null), each colour's codes sorted
   * again.
   */
  private static GameState replay(GameState origin, long inline, int[] steps, int n, int turn) {
    byte[] locs = Positions.codes(origin);
    int base = Positions.offset(origin, origin.toMove());
    // the mover's four codes, in locals
    int m0 = locs[base];
    int m1 = locs[base + 1];
    int m2 = locs[base + 2];
    int m3 = locs[base + 3];
    int touched = 0; // other colours' runs to sort again, by index
    for (int k = 0; k < n; k++) {
      int p = steps != null ? steps[k] : inlineStep(inline, k);
      int from = PackedStep.from(p);
      int to = PackedStep.to(p);
      if (m0 == from) {
        m0 = to;
      } else if (m1 == from) {
        m1 = to;
      } else if (m2 == from) {
        m2 = to;
      } else {
        m3 = to;
      }
      if (PackedStep.captures(p)) {
        // A8: the opponent's piece on that track square goes back to its nest
        for (int i = 0; i < locs.length; i++) {
          if (locs[i] == to && (i < base || i >= base + 4)) {
            locs[i] = Board68.NEST;
            touched |= 1 << (i >> 2);
            break;
          }
        }
      }
    }
    // each colour's four codes in ascending order: the canonical form. The mover's by a sorting
    // network of min and max, which has no branch to mispredict.
    int a = Math.min(m0, m1);
    int b = Math.max(m0, m1);
    int c = Math.min(m2, m3);
    int d = Math.max(m2, m3);
    int lo = Math.min(a, c);
    int x = Math.max(a, c);
    int y = Math.min(b, d);
    int hi = Math.max(b, d);
    locs[base] = (byte) lo;
    locs[base + 1] = (byte) Math.min(x, y);
    locs[base + 2] = (byte) Math.max(x, y);
    locs[base + 3] = (byte) hi;
    for (int r = 0; touched != 0; r += 4, touched >>>= 1) {
      if ((touched & 1) != 0) {
        // a captured piece went to the nest, code 0, the lowest: it moves to the front of its run
        for (int i = r + 1; i < r + 4; i++) {
          byte v = locs[i];
          int j = i - 1;
          while (j >= r && locs[j] > v) {
            locs[j + 1] = locs[j];
            j--;
          }
          locs[j + 1] = v;
        }
      }
    }
    return TurnEnd.state(origin.ruleSet(), locs, Positions.colourMask(origin), turn);
  }
}
