package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;
import static io.github.parcheesi.track68.Board68.NEST;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Positions;
import java.util.Arrays;

/**
 * One thread's mutable board: where each piece stands, counts and colours per square, blockade
 * bits, Zobrist hashes, and a stack of the steps made with their undo data (push and pop).
 *
 * <p>Pieces are held by slot, {@code colour * 4 + k}. The board is kept from one search to the next
 * (see {@link #load}); it does not depend on the rules, so every engine a thread searches with
 * shares it.
 */
final class ScratchBoard {

  /**
   * Steps the stack holds: more than any legal move has (4 values, a bonus per capture and home).
   */
  static final int STEPS = 64;

  /** The code of each slot's piece, -1 for a slot of no colour in the game. */
  final int[] pos = new int[16];

  /** The codes of the state being loaded (see load). */
  private final byte[] codes = new byte[16];

  /** Pieces per square index ({@link Board68#square}). */
  final int[] cnt = new int[Board68.SQUARES];

  /** The colour of the pieces on each square index that holds any. */
  final int[] col = new int[Board68.SQUARES];

  /** Blockade bits: bit q set when cnt[q] >= 2 (squares 0-63 in blk0, 64-127 in blk1). */
  long blk0;

  long blk1;

  /** Zobrist hashes of the board ({@link ZobristKeys}). */
  long h1;

  long h2;

  /** The colour to move. */
  int mover;

  /** The colours in the game, as bits by index. */
  int mask;

  /**
   * Whether blockades of other colours than the mover's let a step pass this roll (the option
   * doublesPassBlockades, during a doubles roll; A9).
   */
  boolean passOthers;

  /** The targets a step may reach (StepTargets), and why it reaches none. */
  final int[] targets = new int[2];

  int reason;

  // the step stack: PackedStep values, the slot that moved, the slot captured (or -1), the hashes
  // before the step
  final int[] stack = new int[STEPS];
  final int[] stackSlot = new int[STEPS];
  private final int[] stackCaptured = new int[STEPS];
  private final long[] h1Stack = new long[STEPS];
  private final long[] h2Stack = new long[STEPS];
  int depth;

  /** The slot of colour c's piece k (0-3). */
  static int slot(int c, int k) {
    return c * 4 + k;
  }

  /** The colour of a slot's piece. */
  static int colourOf(int slot) {
    return slot >> 2;
  }

  /** Whether the board may differ from the last state loaded (a search did not undo its steps). */
  private boolean dirty = true;

  private final int[] sorted = new int[4];

  /**
   * Loads a state onto the board, with an empty step stack. The board of the last search is kept
   * when every step was undone: then only the pieces whose codes differ are taken off and put on
   * again (after one move, the mover's four and any captured piece), which keeps the Zobrist hashes
   * and blockade bits.
   */
  void load(GameState s) {
    depth = 0;
    int m = Positions.colourMask(s);
    mover = s.toMove().ordinal();
    Positions.copyCodes(s, codes);
    if (dirty || m != mask) {
      // an empty board: no slot holds a piece
      Arrays.fill(cnt, 0);
      Arrays.fill(pos, -1);
      blk0 = 0;
      blk1 = 0;
      h1 = 0;
      h2 = 0;
      mask = m;
    }
    // First the slots whose codes differ, as bits found without branches (which pieces moved is new
    // in every position), then only those are taken off and put on again. The colours' runs follow
    // one another in the state, in colour order.
    int changed = 0;
    int base = 0;
    for (int c = 0; c < 4; c++) {
      if ((m & 1 << c) != 0) {
        int slot = slot(c, 0);
        changed |=
            (same(pos[slot], codes[base]) ^ 1) << slot
                | (same(pos[slot + 1], codes[base + 1]) ^ 1) << slot + 1
                | (same(pos[slot + 2], codes[base + 2]) ^ 1) << slot + 2
                | (same(pos[slot + 3], codes[base + 3]) ^ 1) << slot + 3;
        base += 4;
      }
    }
    for (int bits = changed; bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int c = colourOf(slot);
      int code = codes[Integer.bitCount(m & ((1 << c) - 1)) * 4 + (slot & 3)];
      if (pos[slot] >= 0) {
        take(slot);
      }
      put(slot, code);
    }
    dirty = true; // until a search has undone all its steps
  }

  /** Says that every step made since load was undone: the board is the state loaded. */
  void clean() {
    dirty = false;
  }

  /** Adds a piece's count to square q, keeping the blockade bits. */
  private void inc(int q) {
    if (++cnt[q] == 2) {
      if (q < 64) {
        blk0 |= 1L << q;
      } else {
        blk1 |= 1L << (q - 64);
      }
    }
  }

  /** Takes a piece's count from square q, keeping the blockade bits. */
  private void dec(int q) {
    if (--cnt[q] == 1) {
      if (q < 64) {
        blk0 &= ~(1L << q);
      } else {
        blk1 &= ~(1L << (q - 64));
      }
    }
  }

  /** Puts a piece of the slot's colour on the board at code (the slot holds none). */
  private void put(int slot, int code) {
    int c = colourOf(slot);
    pos[slot] = code;
    h1 += ZobristKeys.key1(c, code);
    h2 += ZobristKeys.key2(c, code);
    int q = Board68.square(c, code);
    if (q >= 0) {
      inc(q);
      col[q] = c;
    }
  }

  /** Takes the slot's piece off the board. */
  private void take(int slot) {
    int c = colourOf(slot);
    int code = pos[slot];
    h1 -= ZobristKeys.key1(c, code);
    h2 -= ZobristKeys.key2(c, code);
    int q = Board68.square(c, code);
    if (q >= 0) {
      dec(q);
    }
  }

  /**
   * Moves the slot's piece to code `to`, capturing (A8: the opponent's piece there goes back to its
   * nest) when told, and pushes the step with its undo data.
   */
  void push(int slot, int to, boolean capture) {
    int c = colourOf(slot);
    int from = pos[slot];
    int qf = Board68.square(c, from);
    if (qf >= 0) {
      dec(qf);
    }
    h1Stack[depth] = h1;
    h2Stack[depth] = h2;
    h1 = ZobristKeys.moved1(h1, c, from, to);
    h2 = ZobristKeys.moved2(h2, c, from, to);
    int captured = -1;
    if (capture) {
      int victimColour = col[to];
      for (int i = slot(victimColour, 0); i < slot(victimColour, 4); i++) {
        if (pos[i] == to) {
          captured = i;
          break;
        }
      }
      pos[captured] = NEST;
      cnt[to] = 0;
      h1 = ZobristKeys.moved1(h1, victimColour, to, NEST);
      h2 = ZobristKeys.moved2(h2, victimColour, to, NEST);
    }
    int qt = Board68.square(c, to);
    if (qt >= 0) {
      inc(qt);
      col[qt] = c;
    }
    pos[slot] = to;
    stack[depth] = PackedStep.of(from, to, capture);
    stackSlot[depth] = slot;
    stackCaptured[depth] = captured;
    depth++;
  }

  /** Undoes the step on top of the stack. */
  void pop() {
    depth--;
    h1 = h1Stack[depth];
    h2 = h2Stack[depth];
    int slot = stackSlot[depth];
    int packed = stack[depth];
    int from = PackedStep.from(packed);
    int to = PackedStep.to(packed);
    int c = colourOf(slot);
    int qt = Board68.square(c, to);
    if (qt >= 0) {
      dec(qt);
    }
    int captured = stackCaptured[depth];
    if (captured >= 0) {
      pos[captured] = to;
      cnt[to] = 1;
      col[to] = colourOf(captured);
    }
    int qf = Board68.square(c, from);
    if (qf >= 0) {
      inc(qf);
      col[qf] = c;
    }
    pos[slot] = from;
  }

  /** Whether the step stack is full. */
  boolean full() {
    return depth == STEPS;
  }

  /** The mover's slot holding a piece at code, or -1 when none does. */
  int slotAt(int code) {
    for (int i = slot(mover, 0); i < slot(mover, 4); i++) {
      if (pos[i] == code) {
        return i;
      }
    }
    return -1;
  }

  /** How many of the mover's pieces are in the nest. */
  int inNest() {
    int n = 0;
    for (int i = slot(mover, 0); i < slot(mover, 4); i++) {
      n += pos[i] == NEST ? 1 : 0;
    }
    return n;
  }

  /** A15: whether every piece of the mover is home. */
  boolean moverWon() {
    int base = slot(mover, 0);
    return pos[base] == HOME
        && pos[base + 1] == HOME
        && pos[base + 2] == HOME
        && pos[base + 3] == HOME;
  }

  /**
   * The mover's slots worth moving, as a bit mask over slot numbers: on the board (not in the nest
   * or home), and the first slot at each location (alike pieces move alike). With every piece
   * (under A10, which asks whether the two pieces that formed a blockade end together: when a third
   * piece has joined one of them on a square, moving on the newcomer and moving on the blockade's
   * own piece lead to the same position, and only the first may be legal, so every piece is tried).
   */
  int movable(boolean everyPiece) {
    int pieces = pieces();
    int on = pieces & 15;
    return (everyPiece ? on : on & ~(pieces >> 4)) << slot(mover, 0);
  }

  /** Whether two of the mover's pieces share a square on the board (a blockade, for A10). */
  boolean paired() {
    return pieces() >> 4 != 0;
  }

  /**
   * The mover's pieces on the board as bits 0-3 (by slot), and as bits 4-7 those of them on the
   * same square as an earlier slot's piece. Computed without branches, on the four codes held in
   * the bytes of one int (slot 0 lowest): where the pieces stand is new in every position, so
   * branches on it would be mispredicted.
   */
  private int pieces() {
    int base = slot(mover, 0);
    int p = pos[base] | pos[base + 1] << 8 | pos[base + 2] << 16 | pos[base + 3] << 24;
    int off = zeroBytes(p) | zeroBytes(p ^ HOME * 0x01010101); // in the nest (0) or home
    int alike =
        zeroBytes(p ^ p << 8) & 0x80808000 // slot k's code equals slot k - 1's
            | zeroBytes(p ^ p << 16) & 0x80800000 // slot k - 2's
            | zeroBytes(p ^ p << 24) & 0x80000000; // slot k - 3's
    int on = ~off & 0x80808080;
    return byteBits(on) | byteBits(on & alike) << 4;
  }

  /**
   * The top bit of each byte of x that is zero, every byte being below 128 (as codes are): adding
   * 127 to a byte sets its top bit unless it is zero, and carries into no other byte.
   */
  private static int zeroBytes(int x) {
    return ~(x + 0x7F7F7F7F) & 0x80808080;
  }

  /** The top bits of the four bytes of x (bits 7, 15, 23, 31) as bits 0-3. */
  private static int byteBits(int x) {
    return (x >>> 7) * 0x204081 >>> 21 & 15; // the products land on distinct bits: no carry
  }

  /** 1 when a piece at code p is on the board (not in the nest, 0, or home, the highest code). */
  static int onBoard(int p) {
    return ((p - HOME) & -p) >>> 31;
  }

  /** 1 when a equals b, else 0. */
  private static int same(int a, int b) {
    int x = a ^ b;
    return ((x | -x) >>> 31) ^ 1;
  }

  /** The codes of the board's pieces as a state holds them: by colour, each colour's sorted. */
  byte[] codes() {
    byte[] locs = new byte[Integer.bitCount(mask) * 4];
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if ((mask & 1 << c) != 0) {
        sortFour(slot(c, 0));
        for (int i = 0; i < 4; i++) {
          locs[k++] = (byte) sorted[i];
        }
      }
    }
    return locs;
  }

  /** Sorts the four codes of one colour into `sorted` (insertion sort; no allocation). */
  private void sortFour(int base) {
    for (int i = 0; i < 4; i++) {
      int v = pos[base + i];
      int j = i - 1;
      while (j >= 0 && sorted[j] > v) {
        sorted[j + 1] = sorted[j];
        j--;
      }
      sorted[j + 1] = v;
    }
  }
}
