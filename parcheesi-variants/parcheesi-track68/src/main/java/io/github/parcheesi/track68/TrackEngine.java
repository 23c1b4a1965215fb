package io.github.parcheesi.track68;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnState;
import io.github.parcheesi.spi.MoveSource;
import io.github.parcheesi.spi.Positions;
import io.vavr.collection.List;
import java.util.Arrays;

/**
 * The move generator of the 68-square board (B1-B6), shared by American Parcheesi and Parchís.
 *
 * <p>A turn is generated as a depth-first search over the roll's values with a mutable scratch
 * board and undo, so no objects are made per step; complete plays are filtered by the must-use
 * rules (A11, mustEnter, A10), extended by forced bonus plays (A12) and deduplicated by resulting
 * position. Only the surviving plays become {@link Move} objects.
 */
final class TrackEngine {

  static final int NEST = 0;
  static final int HOME = Positions.HOME;
  static final int ROW = Positions.HOME_ROW_BASE; // r_k = ROW + k

  /** Doubles in a row are counted up to this (notation's limit). */
  static final int MAX_DOUBLES = 31;

  static final int TRACK = 68;

  /** Exit square of each colour, by play-order index Y, G, R, B (B2). */
  static final int[] EXIT = {5, 56, 39, 22};

  /** Last track square before each colour's home row (B2). */
  static final int[] LAST = {68, 51, 34, 17};

  // Reasons a single step is impossible, for error messages.
  static final int OK = 0;
  static final int BLOCKADE_PASS = 1;
  static final int BLOCKADE_LAND = 2;
  static final int SAFE_OPPONENT = 3;
  static final int OVERSHOOT = 4;
  static final int OWN_PAIR = 5;

  /**
   * Zobrist keys: a board's hash is the sum over pieces of Z[colour * 128 + code], which does not
   * depend on the order of a colour's alike pieces and is updated in O(1) per step. Two independent
   * 64-bit sums identify a position (a collision needs 128 bits to agree).
   */
  private static final long[] Z1 = new long[4 * 128];

  private static final long[] Z2 = new long[4 * 128];

  static {
    java.util.SplittableRandom random = new java.util.SplittableRandom(0x5EED_CAFE_F00DL);
    for (int i = 0; i < Z1.length; i++) {
      Z1[i] = random.nextLong();
      Z2[i] = random.nextLong();
    }
  }

  /**
   * Squares passed on the track: bit q (over the square indexes of Work.cnt, split across two
   * longs) for each square wrap(p + 1) .. wrap(p + len), at index p * 32 + len.
   */
  private static final long[] PASS0 = new long[(TRACK + 1) * 32];

  private static final long[] PASS1 = new long[(TRACK + 1) * 32];

  static {
    for (int p = 1; p <= TRACK; p++) {
      long m0 = 0;
      long m1 = 0;
      for (int len = 1; len < 32; len++) {
        int q = wrap(p + len);
        if (q < 64) {
          m0 |= 1L << q;
        } else {
          m1 |= 1L << (q - 64);
        }
        PASS0[p * 32 + len] = m0;
        PASS1[p * 32 + len] = m1;
      }
    }
  }

  private final TrackRules rules;
  private final boolean[] safe = new boolean[TRACK + 1];
  private final boolean[] exitSquare = new boolean[TRACK + 1];
  private final ThreadLocal<Work> work;

  TrackEngine(TrackRules rules) {
    this(rules, () -> new Work(64, 4096, 0));
  }

  /**
   * An engine whose scratch space comes from {@code work}: tests start it with tables too small and
   * stamps about to wrap, so that every growth and reset is exercised.
   */
  TrackEngine(TrackRules rules, java.util.function.Supplier<Work> work) {
    this.work = ThreadLocal.withInitial(work);
    this.rules = rules;
    for (int s : rules.safeSquares()) {
      safe[s] = true;
    }
    for (int e : EXIT) {
      exitSquare[e] = true;
    }
  }

  /**
   * The first thread to search with this engine, by its id, and its scratch space. One searching
   * thread, the usual case, then finds its scratch space without the hash lookup of
   * ThreadLocal.get. A thread's id is never given to another thread, and the claim holds no
   * reference to the thread; it keeps the thread's scratch space for the engine's life.
   */
  private static final class Claim {
    final long thread;
    final Work work;

    Claim(long thread, Work work) {
      this.thread = thread;
      this.work = work;
    }
  }

  // Read and written without synchronisation: a thread uses a claim's work only when the claim
  // names that very thread, and only that thread makes such a claim, with its own scratch space
  // (the fields are final, so a claim is seen whole). Every other thread takes its scratch space
  // from the ThreadLocal.
  private Claim claim;

  /** The calling thread's scratch space. */
  @SuppressWarnings("deprecation") // Thread.threadId() is Java 19's name for getId()
  private Work work() {
    long id = Thread.currentThread().getId();
    Claim c = claim;
    if (c != null && c.thread == id) {
      return c.work;
    }
    Work w = work.get();
    if (c == null) {
      claim = new Claim(id, w);
    }
    return w;
  }

  /** The id of the thread holding the claim, or -1 when none does (for tests). */
  long claimant() {
    Claim c = claim;
    return c == null ? -1 : c.thread;
  }

  /**
   * Scratch space of one thread: the search's tables, reset at the start of every search, and the
   * board, which is kept from one search to the next (see load).
   */
  static final class Work {

    /**
     * Scratch space.
     *
     * @param results results the tables hold before they grow (a power of two)
     * @param memoEntries search nodes the memo holds before it grows (a power of two)
     * @param stamp the last generation stamp used (the next search uses stamp + 1)
     */
    Work(int results, int memoEntries, int stamp) {
      resStart = new int[results];
      resH1 = new long[results];
      resH2 = new long[results];
      pool = new int[results * 8];
      resTable = new int[results * 4];
      resStamp = new int[results * 4];
      memo = new long[4 * memoEntries];
      this.stamp = stamp;
      this.resGen = stamp;
    }

    final int[] pos = new int[16];
    // the codes of the state being loaded (see load)
    final byte[] codes = new byte[16];
    final int[] cnt = new int[TRACK + 29];
    // blockade bits: bit q set when cnt[q] >= 2 (squares 0-63 in blk0, 64-127 in blk1)
    long blk0;
    long blk1;
    final int[] col = new int[TRACK + 29];
    final int[] vals = new int[4];
    int nVals;
    int nNest; // the mover's pieces in the nest at the start of the turn
    boolean doublesRoll;
    // doublesPassBlockades during a doubles roll: only the mover's own blockades stop a step
    boolean passOthers;
    int mover;
    int mask;
    boolean a10;
    final int[] pairA = new int[2];
    final int[] pairB = new int[2];
    final int[] pairSq = new int[2];
    int nPairs;
    // step stack: PackedStep values, and undo data
    final int[] stack = new int[64];
    final int[] stackSlot = new int[64];
    final int[] stackCaptured = new int[64];
    int depth;
    // results
    int best;
    int nRes;
    // where each result's steps start in pool (they end where the next one's start, the last one's
    // at poolSize), with the sign bit set when the move wins (A15)
    int[] resStart;
    int[] pool;
    int poolSize;
    int[] targets = new int[2];
    int reason;
    // two(): the mover's slots whose piece played both values, the first die's first, by quiet
    // steps along the track (see second())
    int bothDone;
    final int[] sorted = new int[4];
    // Zobrist hashes of the current board, and their values before each step on the stack
    long h1;
    long h2;
    final long[] h1Stack = new long[64];
    final long[] h2Stack = new long[64];
    // result dedupe: open addressing over result indices + 1, valid where resStamp == resGen
    int[] resTable;
    int[] resStamp;
    int resGen;
    long[] resH1;
    long[] resH2;
    // whether the board may differ from the last state loaded (a search did not undo its steps)
    boolean dirty = true;
    // visited search nodes: (board, rest of the turn) -> seen in this generation
    // open addressing, four longs an entry (one cache line holds two): hash 1, hash 2, extra, and
    // the generation's stamp (valid where equal to stamp)
    long[] memo;
    int memoCount;
    int stamp;

    /** Forgets the last search (not the board: see load). */
    void reset() {
      newResults();
      nRes = 0;
      poolSize = 0;
      depth = 0;
      best = -1;
      nPairs = 0;
      memoCount = 0;
      if (++stamp == Integer.MAX_VALUE) {
        Arrays.fill(memo, 0);
        stamp = 1;
      }
    }

    void newResults() {
      if (++resGen == Integer.MAX_VALUE) {
        Arrays.fill(resStamp, 0);
        resGen = 1;
      }
    }
  }

  // ---------------------------------------------------------------- board helpers

  /** Board square index of a code for colour c: track 1..68, home rows 69..96, else -1. */
  private static int sq(int c, int code) {
    return SQ[c << 7 | code];
  }

  /** sq(c, code) at index c * 128 + code, looked up without branches. */
  private static final int[] SQ = new int[4 * 128];

  static {
    for (int c = 0; c < 4; c++) {
      for (int code = 0; code < 128; code++) {
        int q = -1;
        if (code >= 1 && code <= TRACK) {
          q = code;
        } else if (code > ROW && code < HOME) {
          q = TRACK + c * 7 + (code - ROW);
        }
        SQ[c << 7 | code] = q;
      }
    }
  }

  /** Steps from track square p to colour c's last track square (B2), going round: 0 to 67. */
  private static int toLast(int c, int p) {
    int k = LAST[c] - p;
    return k < 0 ? k + TRACK : k;
  }

  private static int wrap(int square) {
    return square > TRACK ? square - TRACK : square;
  }

  /** Adds a piece's count to square q, keeping the blockade bits. */
  private static void inc(Work w, int q) {
    if (++w.cnt[q] == 2) {
      if (q < 64) {
        w.blk0 |= 1L << q;
      } else {
        w.blk1 |= 1L << (q - 64);
      }
    }
  }

  /** Takes a piece's count from square q, keeping the blockade bits. */
  private static void dec(Work w, int q) {
    if (--w.cnt[q] == 1) {
      if (q < 64) {
        w.blk0 &= ~(1L << q);
      } else {
        w.blk1 &= ~(1L << (q - 64));
      }
    }
  }

  /** Home-row squares m0 + 1 .. m1 - 1 of colour c, as bits of blk1 (none when m1 &lt;= m0 + 1). */
  private static long rowBits(int c, int m0, int m1) {
    int len = m1 - m0 - 1;
    return len <= 0 ? 0 : ((1L << len) - 1) << (TRACK + c * 7 + m0 + 1 - 64);
  }

  /**
   * Loads a state onto the scratch board. The board of the last search is kept when every step was
   * undone: then only the pieces whose codes differ are taken off and put on again (after one move,
   * the mover's four and any captured piece), which keeps the Zobrist hashes and blockade bits.
   */
  private void load(Work w, GameState s) {
    w.reset();
    int mask = Positions.colourMask(s);
    w.mover = s.toMove().ordinal();
    byte[] codes = w.codes;
    Positions.copyCodes(s, codes);
    if (w.dirty || mask != w.mask) {
      // an empty board: no slot holds a piece
      Arrays.fill(w.cnt, 0);
      Arrays.fill(w.pos, -1);
      w.blk0 = 0;
      w.blk1 = 0;
      w.h1 = 0;
      w.h2 = 0;
      w.mask = mask;
    }
    // First the slots whose codes differ, as bits found without branches (which pieces moved is new
    // in every position), then only those are taken off and put on again. The colours' runs follow
    // one another in the state, in colour order.
    int[] pos = w.pos;
    int changed = 0;
    int base = 0;
    for (int c = 0; c < 4; c++) {
      if ((mask & 1 << c) != 0) {
        int slot = c * 4;
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
      int c = slot >> 2;
      int code = codes[Integer.bitCount(mask & ((1 << c) - 1)) * 4 + (slot & 3)];
      if (pos[slot] >= 0) {
        take(w, slot);
      }
      put(w, slot, code);
    }
    w.dirty = true; // until a search has undone all its steps
  }

  /** Puts a piece of the slot's colour on the board at code (the slot holds none). */
  private static void put(Work w, int slot, int code) {
    int c = slot >> 2;
    w.pos[slot] = code;
    w.h1 += Z1[c * 128 + code];
    w.h2 += Z2[c * 128 + code];
    int q = sq(c, code);
    if (q >= 0) {
      inc(w, q);
      w.col[q] = c;
    }
  }

  /** Takes the slot's piece off the board. */
  private static void take(Work w, int slot) {
    int c = slot >> 2;
    int code = w.pos[slot];
    w.h1 -= Z1[c * 128 + code];
    w.h2 -= Z2[c * 128 + code];
    int q = sq(c, code);
    if (q >= 0) {
      dec(w, q);
    }
  }

  /**
   * Checks landing on a track square by an ordinary step (A7, A8, A9, P4).
   *
   * @return 0 no capture, 1 capture, -1 illegal (reason in w.reason)
   */
  private int land(Work w, int c, int t) {
    int n = w.cnt[t];
    if (n == 0) {
      return 0;
    }
    if (n >= 2) {
      w.reason = w.col[t] == c ? OWN_PAIR : BLOCKADE_LAND;
      return -1;
    }
    if (w.col[t] == c) {
      return 0;
    }
    if (safe[t] || (rules.halfSafeExits() && exitSquare[t])) {
      w.reason = SAFE_OPPONENT;
      return -1;
    }
    return 1;
  }

  /**
   * The targets of a step of value v by a piece of colour c at code p: fills w.targets with up to
   * two codes (packed with the capture flag in bit 8) and returns how many.
   */
  private int targets(Work w, int c, int p, int v) {
    w.reason = OVERSHOOT;
    int n = 0;
    if (p >= 1 && p <= TRACK) {
      int k = toLast(c, p);
      if (k >= v || !rules.mustTurnHome()) {
        // A6: stay on the track (or go round again), passing no blockade (A9)
        int i = p * 32 + v - 1;
        long b0 = w.blk0 & PASS0[i];
        long b1 = w.blk1 & PASS1[i];
        if ((b0 | b1) != 0 && stopsPassing(w, c, b0, b1)) {
          w.reason = BLOCKADE_PASS;
        } else {
          int t = wrap(p + v);
          int cap = land(w, c, t);
          if (cap >= 0) {
            w.targets[n++] = t | cap << 8;
          }
        }
      }
      if (k < v) {
        // A6 / P6: turn into the home row after the last track square
        int j = v - k;
        if (j <= 8) {
          int i = p * 32 + k;
          long b0 = w.blk0 & PASS0[i];
          long b1 = w.blk1 & (PASS1[i] | rowBits(c, 0, j));
          if ((b0 | b1) != 0 && stopsPassing(w, c, b0, b1)) {
            w.reason = BLOCKADE_PASS;
          } else if (j == 8) {
            w.targets[n++] = HOME;
          } else if (w.cnt[TRACK + c * 7 + j] >= 2) {
            w.reason = OWN_PAIR;
          } else {
            w.targets[n++] = ROW + j;
          }
        }
      }
    } else if (p > ROW && p < HOME) {
      int m0 = p - ROW;
      int j = m0 + v;
      if (j > 8) {
        w.reason = OVERSHOOT;
        return 0;
      }
      if ((w.blk1 & rowBits(c, m0, j)) != 0) {
        w.reason = BLOCKADE_PASS;
        return 0;
      }
      if (j == 8) {
        w.targets[n++] = HOME;
      } else if (w.cnt[TRACK + c * 7 + j] >= 2) {
        w.reason = OWN_PAIR;
      } else {
        w.targets[n++] = ROW + j;
      }
    }
    return n;
  }

  /**
   * A9: whether the blockades a step would pass, the bits b0 (squares 0-63) and b1 (64-127) of
   * which at least one is set, stop a piece of colour c. Under doublesPassBlockades, during a
   * doubles roll, only the mover's own blockades do (seed 000: another player may break a blockade
   * with doubles); home-row squares are always the owner's.
   */
  private static boolean stopsPassing(Work w, int c, long b0, long b1) {
    return !w.passOthers || ownSquare(w, c, b0, 0) || ownSquare(w, c, b1, 64);
  }

  /** Whether colour c holds any square q + offset for the bits q of bits. */
  private static boolean ownSquare(Work w, int c, long bits, int offset) {
    for (long b = bits; b != 0; b &= b - 1) {
      if (w.col[Long.numberOfTrailingZeros(b) + offset] == c) {
        return true;
      }
    }
    return false;
  }

  /** Entering onto the exit square (A3, A4, P5): 0 plain, 1 capture, -1 blocked. */
  private int entry(Work w, int c) {
    int e = EXIT[c];
    if (w.cnt[e] >= 2) {
      w.reason = BLOCKADE_LAND;
      return -1;
    }
    return w.cnt[e] == 1 && w.col[e] != c ? 1 : 0;
  }

  /**
   * The mover's slots worth moving, as a bit mask over slot numbers: on the board (not in the nest
   * or home), and the first slot at each location (alike pieces move alike). Not under A10, which
   * asks whether the two pieces that formed a blockade end together: when a third piece has joined
   * one of them on a square, moving on the newcomer and moving on the blockade's own piece lead to
   * the same position, and only the first may be legal, so every piece is tried.
   */
  private static int movable(Work w) {
    int pieces = pieces(w);
    int on = pieces & 15;
    return (w.a10 ? on : on & ~(pieces >> 4)) << w.mover * 4;
  }

  /** Whether two of the mover's pieces share a square on the board (a blockade, for A10). */
  private static boolean paired(Work w) {
    return pieces(w) >> 4 != 0;
  }

  /**
   * The mover's pieces on the board as bits 0-3 (by slot), and as bits 4-7 those of them on the
   * same square as an earlier slot's piece. Computed without branches: where the pieces stand is
   * new in every position, so branches on it would be mispredicted.
   */
  private static int pieces(Work w) {
    int base = w.mover * 4;
    int p0 = w.pos[base];
    int p1 = w.pos[base + 1];
    int p2 = w.pos[base + 2];
    int p3 = w.pos[base + 3];
    int on = onBoard(p0) | onBoard(p1) << 1 | onBoard(p2) << 2 | onBoard(p3) << 3;
    int alike =
        same(p1, p0) << 1
            | (same(p2, p0) | same(p2, p1)) << 2
            | (same(p3, p0) | same(p3, p1) | same(p3, p2)) << 3;
    return on | (on & alike) << 4;
  }

  /** 1 when a piece at code p is on the board (not in the nest, 0, or home, the highest code). */
  private static int onBoard(int p) {
    return ((p - HOME) & -p) >>> 31;
  }

  /** 1 when a equals b, else 0. */
  private static int same(int a, int b) {
    int x = a ^ b;
    return ((x | -x) >>> 31) ^ 1;
  }

  /** Moves a piece; returns whether it captured. Pushes undo data. */
  private void push(Work w, int slot, int to, boolean capture) {
    int c = slot >> 2;
    int from = w.pos[slot];
    int qf = sq(c, from);
    if (qf >= 0) {
      dec(w, qf);
    }
    w.h1Stack[w.depth] = w.h1;
    w.h2Stack[w.depth] = w.h2;
    w.h1 += Z1[c * 128 + to] - Z1[c * 128 + from];
    w.h2 += Z2[c * 128 + to] - Z2[c * 128 + from];
    int captured = -1;
    if (capture) {
      int victimColour = w.col[to];
      for (int i = victimColour * 4; i < victimColour * 4 + 4; i++) {
        if (w.pos[i] == to) {
          captured = i;
          break;
        }
      }
      w.pos[captured] = NEST;
      w.cnt[to] = 0;
      int v = (captured >> 2) * 128;
      w.h1 += Z1[v + NEST] - Z1[v + to];
      w.h2 += Z2[v + NEST] - Z2[v + to];
    }
    int qt = sq(c, to);
    if (qt >= 0) {
      inc(w, qt);
      w.col[qt] = c;
    }
    w.pos[slot] = to;
    w.stack[w.depth] = PackedStep.of(from, to, capture);
    w.stackSlot[w.depth] = slot;
    w.stackCaptured[w.depth] = captured;
    w.depth++;
  }

  private void pop(Work w) {
    w.depth--;
    w.h1 = w.h1Stack[w.depth];
    w.h2 = w.h2Stack[w.depth];
    int slot = w.stackSlot[w.depth];
    int packed = w.stack[w.depth];
    int from = PackedStep.from(packed);
    int to = PackedStep.to(packed);
    int c = slot >> 2;
    int qt = sq(c, to);
    if (qt >= 0) {
      dec(w, qt);
    }
    int captured = w.stackCaptured[w.depth];
    if (captured >= 0) {
      w.pos[captured] = to;
      w.cnt[to] = 1;
      w.col[to] = captured >> 2;
    }
    int qf = sq(c, from);
    if (qf >= 0) {
      inc(w, qf);
      w.col[qf] = c;
    }
    w.pos[slot] = from;
  }

  // ---------------------------------------------------------------- generation

  /** Generates into w; returns the kind of special result, or 0 for an ordinary generation. */
  private static final int ORDINARY = 0;

  private static final int PENALTY = 1;
  private static final int ALL_OR_NOTHING_PASS = 2;

  private int generate(Work w, GameState s, Roll roll) {
    load(w, s);
    int d1 = roll.die1();
    int d2 = roll.die2();
    w.doublesRoll = d1 == d2;
    w.passOthers = w.doublesRoll && rules.doublesPassBlockades();
    w.nNest = 0;
    for (int i = w.mover * 4; i < w.mover * 4 + 4; i++) {
      w.nNest += w.pos[i] == NEST ? 1 : 0;
    }
    // A13: the third doubles in a row is not played.
    if (w.doublesRoll && rules.threeDoublesPenalty() && s.doubles() >= 2) {
      return PENALTY;
    }
    w.vals[0] = d1;
    w.vals[1] = d2;
    w.nVals = 2;
    if (w.doublesRoll && rules.bottomFaces() && w.nNest == 0) {
      // A2: a player with every piece out of the nest plays the tops and the bottoms.
      w.vals[2] = 7 - d1;
      w.vals[3] = 7 - d1;
      w.nVals = 4;
    }
    w.a10 = false;
    if (w.doublesRoll && rules.doublesKeepBlockades() && paired(w)) {
      // A10: remember the blockades standing at the start of the roll.
      int base = w.mover * 4;
      for (int i = base; i < base + 4; i++) {
        for (int j = i + 1; j < base + 4; j++) {
          if (w.pos[i] == w.pos[j] && sq(w.mover, w.pos[i]) >= 0) {
            w.pairA[w.nPairs] = i;
            w.pairB[w.nPairs] = j;
            w.pairSq[w.nPairs] = w.pos[i];
            w.nPairs++;
          }
        }
      }
      w.a10 = w.nPairs > 0;
    }
    if (w.nVals == 4) {
      four(w, 2, 2, 0, 0, false);
    } else if (w.doublesRoll) {
      dice(w, 0, 0, 0, 0);
    } else {
      two(w);
    }
    w.dirty = false; // every step was undone
    if (rules.doublesAllOrNothing() && w.nVals == 4 && (w.best >> 4) < 4) {
      return ALL_OR_NOTHING_PASS;
    }
    return ORDINARY;
  }

  /**
   * The search of a roll of two different values, which is most rolls: a depth-first search like
   * dice(), written out for its two levels (the first value, then the second).
   */
  private void two(Work w) {
    int mover = w.mover;
    int high = Math.max(w.vals[0], w.vals[1]);
    int nest = w.nNest > 0 ? mover * 4 : -1; // the mover's first slot in the nest
    int movable = movable(w);
    w.bothDone = 0;
    boolean any = false;
    for (int i = 0; i < 2; i++) {
      int v = w.vals[i];
      int other = w.vals[1 - i];
      int larger = v == high ? 1 : 0;
      // A3: a 5 enters a piece.
      if (v == 5 && nest >= 0) {
        int cap = entry(w, mover);
        if (cap >= 0) {
          push(w, nest, EXIT[mover], cap == 1);
          second(w, other, i, larger, 1, cap, 0);
          pop(w);
          any = true;
        }
      }
      // A5: any other use moves one piece forward.
      for (int bits = movable; bits != 0; bits &= bits - 1) {
        int slot = Integer.numberOfTrailingZeros(bits);
        int n = targets(w, mover, w.pos[slot], v);
        int t0 = w.targets[0];
        int t1 = w.targets[1];
        for (int k = 0; k < n; k++) {
          int t = k == 0 ? t0 : t1;
          int to = t & 255;
          int cap = t >> 8;
          push(w, slot, to, cap == 1);
          second(w, other, i, larger, 0, cap, to == HOME ? 1 : 0);
          pop(w);
          any = true;
        }
      }
    }
    // A3: two dice summing to five enter a piece, spending both.
    if (w.vals[0] + w.vals[1] == 5 && nest >= 0) {
      int cap = entry(w, mover);
      if (cap >= 0) {
        push(w, nest, EXIT[mover], cap == 1);
        candidate(w, 2, 1, 1, cap, 0);
        pop(w);
        any = true;
      }
    }
    if (!any) {
      candidate(w, 0, 0, 0, 0, 0);
    }
  }

  /**
   * two(): the second value v, after one step that played the first die (order 0) or the second
   * (order 1); larger is 1 when the first value was the larger die (A11), the rest as in dice().
   */
  private void second(Work w, int v, int order, int larger, int entries, int p20, int p10) {
    int mover = w.mover;
    boolean any = false;
    // A3: a 5 enters a piece.
    if (v == 5 && entries < w.nNest) {
      int cap = entry(w, mover);
      if (cap >= 0) {
        push(w, mover * 4 + entries, EXIT[mover], cap == 1);
        candidate(w, 2, larger, entries + 1, p20 + cap, p10);
        pop(w);
        any = true;
      }
    }
    // pending bonuses extend the move: those go the long way, through push and candidate
    boolean last = p20 == 0 && p10 == 0;
    // One piece playing both values by quiet steps along the track ends on the same square in
    // either order, and the order the first die first was searched already: when it recorded that
    // end, the other order's second step would find it again (it is legal, and quiet, too: it
    // passes a part of the squares the first order passed, and lands where it landed).
    int x = w.stackSlot[0];
    int skip = order == 1 && last ? w.bothDone & 1 << x : 0;
    for (int bits = movable(w) & ~skip; bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int p = w.pos[slot];
      int n = targets(w, mover, p, v);
      int t0 = w.targets[0];
      int t1 = w.targets[1];
      for (int k = 0; k < n; k++) {
        int t = k == 0 ? t0 : t1;
        int to = t & 255;
        int cap = t >> 8;
        if (cap == 0 && commutes(w, slot, p, to)) {
          continue; // the other order of these two steps is searched, with the same result
        }
        any = true;
        if (last && cap == 0 && to != HOME) {
          // a quiet step that earns no bonus: record its result directly
          leaf(w, slot, p, to, score(w, 2, 0, entries));
          if (slot == x && order == 0 && to >= 1 && to <= TRACK) {
            w.bothDone |= alongTrack(w, slot, to);
          }
          continue;
        }
        push(w, slot, to, cap == 1);
        candidate(w, 2, larger, entries, p20 + cap, p10 + (to == HOME ? 1 : 0));
        pop(w);
      }
    }
    if (!any) {
      candidate(w, 1, larger, entries, p20, p10);
    }
  }

  /**
   * second(), order 0: the bit of the slot whose piece made the first step from the track and then
   * the second on to track square `to`, when it stayed on the track all the way (so that the other
   * order stays on it too); else 0.
   */
  private static int alongTrack(Work w, int slot, int to) {
    int from = PackedStep.from(w.stack[0]);
    if (from < 1 || from > TRACK) {
      return 0; // it entered from the nest
    }
    return toLast(w.mover, from) >= distance(w.mover, from, to) ? 1 << slot : 0;
  }

  /**
   * The search of a doubles roll of two values (four() plays four): one node, with nUsed of the two
   * equal values played. Which die is larger plays no part in doubles (A11).
   */
  private void dice(Work w, int nUsed, int entries, int p20, int p10) {
    if (nUsed == 2) {
      candidate(w, nUsed, 0, entries, p20, p10); // both values played
      return;
    }
    boolean any = false;
    int v = w.vals[0];
    // A3: a 5 enters a piece. The mover's pieces in the nest hold its lowest slots (codes are
    // sorted, the nest's is 0) and none goes back during the turn: the next to enter is the slot
    // after those entered already.
    if (v == 5 && entries < w.nNest) {
      int cap = entry(w, w.mover);
      if (cap >= 0) {
        push(w, w.mover * 4 + entries, EXIT[w.mover], cap == 1);
        dice(w, nUsed + 1, entries + 1, p20 + cap, p10);
        pop(w);
        any = true;
      }
    }
    // A5: any other use moves one piece forward.
    boolean second = nUsed == 1;
    // A10 judges each complete move on its final board, and pending bonuses extend it: those go
    // the long way, through push and candidate.
    boolean last = second && !w.a10 && p20 == 0 && p10 == 0;
    for (int bits = movable(w); bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int p = w.pos[slot];
      int n = targets(w, w.mover, p, v);
      int t0 = w.targets[0];
      int t1 = w.targets[1];
      for (int k = 0; k < n; k++) {
        int t = k == 0 ? t0 : t1;
        int to = t & 255;
        int cap = t >> 8;
        if (second && cap == 0 && commutes(w, slot, p, to)) {
          continue; // the other order of these two steps is searched, with the same result
        }
        any = true;
        if (last && cap == 0 && to != HOME) {
          // the last value, a quiet step that earns no bonus: record its result directly
          leaf(w, slot, p, to, score(w, 2, 0, entries));
          continue;
        }
        push(w, slot, to, cap == 1);
        dice(w, nUsed + 1, entries, p20 + cap, p10 + (to == HOME ? 1 : 0));
        pop(w);
      }
    }
    if (!any || w.a10) {
      candidate(w, nUsed, 0, entries, p20, p10);
    }
  }

  /**
   * The search of a doubles roll with four values (A2): na values d and nb values 7 - d still to
   * play. dice() written for this case, the most costly one: every piece is out of the nest, so
   * nothing enters, and the two kinds of value are counted rather than marked one by one.
   */
  private void four(Work w, int na, int nb, int p20, int p10, boolean marked) {
    int left = na + nb;
    if (left == 1 || left == 2) {
      // Four values transpose heavily: explore each (board, rest of the turn) once. The node is
      // marked already when the step to it was looked up before it was made (below).
      if (!marked && visited(w, fourKey(na, nb, p20, p10) | pairBits(w) << 14)) {
        return;
      }
    } else if (left == 0) {
      candidate(w, 4, 0, 0, p20, p10); // every value played
      return;
    }
    boolean any = false;
    int movable = movable(w);
    // A10 judges each complete move on its final board, and pending bonuses extend it: those go
    // the long way, through push and candidate.
    boolean last = left == 1 && !w.a10 && p20 == 0 && p10 == 0;
    // A quiet step to a node of the memo is looked up before it is made: a node met before costs
    // no step. Outside A10, whose pairs are part of the key and move with the step.
    boolean lookAhead = (left == 2 || left == 3) && !w.a10;
    int z = w.mover * 128;
    for (int kind = 0; kind < 2; kind++) {
      if ((kind == 0 ? na : nb) == 0) {
        continue;
      }
      int v = w.vals[2 * kind];
      int na1 = na - 1 + kind;
      int nb1 = nb - kind;
      // A5: each value moves one piece forward.
      for (int bits = movable; bits != 0; bits &= bits - 1) {
        int slot = Integer.numberOfTrailingZeros(bits);
        int p = w.pos[slot];
        int n = targets(w, w.mover, p, v);
        int t0 = w.targets[0];
        int t1 = w.targets[1];
        for (int k = 0; k < n; k++) {
          int t = k == 0 ? t0 : t1;
          int to = t & 255;
          int cap = t >> 8;
          any = true;
          if (last && cap == 0 && to != HOME) {
            // the last value, a quiet step that earns no bonus: record its result directly
            leaf(w, slot, p, to, 4 << 4);
            continue;
          }
          int home = to == HOME ? 1 : 0;
          boolean ahead = lookAhead && cap == 0;
          if (ahead
              && visited(
                  w,
                  w.h1 + Z1[z + to] - Z1[z + p],
                  w.h2 + Z2[z + to] - Z2[z + p],
                  fourKey(na1, nb1, p20, p10 + home))) {
            continue;
          }
          push(w, slot, to, cap == 1);
          four(w, na1, nb1, p20 + cap, p10 + home, ahead);
          pop(w);
        }
      }
    }
    if (!any || w.a10) {
      candidate(w, 4 - left, 0, 0, p20, p10);
    }
  }

  /** four()'s memo key without A10's pairs: the values still to play and the pending bonuses. */
  private static long fourKey(int na, int nb, int p20, int p10) {
    return na | nb << 2 | p20 << 4 | p10 << 9;
  }

  /**
   * Whether a second step (slot from p to `to`, no capture) need not be searched after the first
   * step on the stack because the two steps commute and the other order is searched too: both are
   * quiet track steps of different pieces whose paths do not touch each other's squares, so each is
   * legal and lands alike in either order; only the order with the lower slot first is kept.
   */
  private static boolean commutes(Work w, int slot, int p, int to) {
    int first = w.stack[0];
    int f1 = PackedStep.from(first);
    int t1 = PackedStep.to(first);
    int x = w.stackSlot[0];
    return slot < x
        && !PackedStep.captures(first)
        && f1 >= 1
        && f1 <= TRACK
        && t1 >= 1
        && t1 <= TRACK
        && p >= 1
        && p <= TRACK
        && to >= 1
        && to <= TRACK
        && !within(p, f1, t1)
        && !within(to, f1, t1)
        && !within(f1, p, to)
        && !within(t1, p, to);
  }

  /** Whether track square q lies on the way from a to b (both ends included, going round). */
  private static boolean within(int q, int a, int b) {
    int span = b - a;
    if (span < 0) {
      span += TRACK;
    }
    int d = q - a;
    if (d < 0) {
      d += TRACK;
    }
    return d <= span;
  }

  /** The squares of the blockade pairs remembered for A10, in a canonical order. */
  private static long pairBits(Work w) {
    long bits = 0;
    for (int k = 0; k < w.nPairs; k++) {
      int a = w.pos[w.pairA[k]];
      int b = w.pos[w.pairB[k]];
      bits |= (long) (Math.min(a, b) | Math.max(a, b) << 7) << (14 * k);
    }
    return bits;
  }

  /** A11: as many values as possible; then (mustEnter) as many entries; then the larger die. */
  private int score(Work w, int nUsed, int larger, int entries) {
    int score = nUsed << 4;
    if (rules.mustEnter()) {
      score |= Math.min(entries, 3) << 1;
    }
    if (!rules.eitherDie() && !w.doublesRoll && nUsed == 1) {
      score |= larger;
    }
    return score;
  }

  /**
   * A complete move whose last step (slot from p to `to`, no capture, not home) plays the last
   * value or the last bonus (A12) and earns none: recorded from the hashes without making the step
   * on the board. Like finish(), outside A10.
   */
  private void leaf(Work w, int slot, int p, int to, int score) {
    if (!admit(w, score)) {
      return;
    }
    int z = (slot >> 2) * 128;
    record(
        w,
        w.h1 + Z1[z + to] - Z1[z + p],
        w.h2 + Z2[z + to] - Z2[z + p],
        PackedStep.of(p, to, false),
        false);
  }

  /**
   * A11: whether a complete move of this score is kept; a better score than any so far drops the
   * results recorded before it.
   */
  private static boolean admit(Work w, int score) {
    if (score < w.best) {
      return false;
    }
    if (score > w.best) {
      w.best = score;
      w.newResults();
      w.nRes = 0;
      w.poolSize = 0;
    }
    return true;
  }

  private void candidate(Work w, int nUsed, int larger, int entries, int p20, int p10) {
    int score = score(w, nUsed, larger, entries);
    if (score < w.best) {
      return;
    }
    if (rules.bonuses() && (p20 > 0 || p10 > 0)) {
      bonus(w, p20, p10, score);
    } else {
      finish(w, score);
    }
  }

  /** A complete move: kept unless A10 forbids it, and only among the best-scoring moves. */
  private void finish(Work w, int score) {
    if (w.a10 && pairMovedTogether(w, w.nPairs) >= 0) {
      // A10: the pair of a blockade may not end the move (its bonus steps included) together on
      // a new square. Checked here, on the final board, so that a bonus may split a pair the
      // dice moved together, and may not join it again.
      return;
    }
    if (!admit(w, score)) {
      return;
    }
    int base = w.mover * 4;
    boolean won = // A15
        w.pos[base] == HOME
            && w.pos[base + 1] == HOME
            && w.pos[base + 2] == HOME
            && w.pos[base + 3] == HOME;
    record(w, w.h1, w.h2, -1, won);
  }

  /**
   * A10: the pair of a blockade may not end the move together on a new square. Returns that
   * square's code when one of the first nPairs pairs did, otherwise -1.
   */
  private static int pairMovedTogether(Work w, int nPairs) {
    for (int k = 0; k < nPairs; k++) {
      int a = w.pos[w.pairA[k]];
      if (a == w.pos[w.pairB[k]] && a != w.pairSq[k] && a != HOME) {
        return a;
      }
    }
    return -1;
  }

  /** A12: each pending bonus is played in full by one piece while any can be. */
  private void bonus(Work w, int p20, int p10, int score) {
    // Orders of bonuses transpose: explore each (board, pending bonuses, score, A10 pairs) once.
    if (visited(
        w, 1L << 63 | (long) p20 | (long) p10 << 8 | (long) score << 13 | pairBits(w) << 24)) {
      return;
    }
    boolean any = false;
    for (int b = 0; b < 2; b++) {
      int v = b == 0 ? 20 : 10;
      if ((b == 0 ? p20 : p10) == 0) {
        continue;
      }
      for (int bits = movable(w); bits != 0; bits &= bits - 1) {
        int slot = Integer.numberOfTrailingZeros(bits);
        int p = w.pos[slot];
        int n = targets(w, w.mover, p, v);
        int t0 = w.targets[0];
        int t1 = w.targets[1];
        for (int k = 0; k < n; k++) {
          int t = k == 0 ? t0 : t1;
          int to = t & 255;
          int cap = t >> 8;
          int n20 = p20 - (b == 0 ? 1 : 0) + cap;
          int n10 = p10 - (b == 1 ? 1 : 0) + (to == HOME ? 1 : 0);
          any = true;
          if (n20 == 0 && n10 == 0 && !w.a10) {
            // the last bonus, a quiet step: record its result directly
            leaf(w, slot, p, to, score);
            continue;
          }
          push(w, slot, to, cap == 1);
          bonus(w, n20, n10, score);
          pop(w);
        }
      }
    }
    if (!any) {
      finish(w, score);
    }
  }

  /**
   * A table index of a board and its extra, from the board's first hash (its second tells boards
   * apart in the table, not where they go). A Zobrist hash is a sum of random keys, spread evenly
   * already, so it is only folded; the extra is small and is spread by one multiplication.
   */
  private static int mix(long lo, long x) {
    long h = lo ^ x * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32);
  }

  /**
   * Marks a search node visited; answers whether it was visited before in this generation. A node
   * is the board plus everything that decides the rest of the turn (extra).
   */
  private static boolean visited(Work w, long extra) {
    return visited(w, w.h1, w.h2, extra);
  }

  /** visited() for the board with hashes lo, hi (not always the board on the scratch space). */
  private static boolean visited(Work w, long lo, long hi, long extra) {
    if (w.memoCount * 8 >= w.memo.length) {
      growMemo(w);
    }
    long[] m = w.memo;
    int mask = (m.length >> 2) - 1;
    int i = mix(lo, extra) & mask;
    while (m[4 * i + 3] == w.stamp) {
      if (m[4 * i] == lo && m[4 * i + 1] == hi && m[4 * i + 2] == extra) {
        return true;
      }
      i = (i + 1) & mask;
    }
    m[4 * i] = lo;
    m[4 * i + 1] = hi;
    m[4 * i + 2] = extra;
    m[4 * i + 3] = w.stamp;
    w.memoCount++;
    return false;
  }

  private static void growMemo(Work w) {
    long[] old = w.memo;
    long[] m = new long[old.length * 2];
    int mask = (m.length >> 2) - 1;
    for (int j = 0; j < old.length; j += 4) {
      if (old[j + 3] == w.stamp) {
        int i = mix(old[j], old[j + 2]) & mask;
        while (m[4 * i + 3] == w.stamp) {
          i = (i + 1) & mask;
        }
        System.arraycopy(old, j, m, 4 * i, 4);
      }
    }
    w.memo = m;
  }

  /**
   * Records a result unless an equal one is already recorded: the board with hashes h1, h2, reached
   * by the steps on the stack and then the packed step last (none when -1).
   */
  private static void record(Work w, long h1, long h2, int last, boolean won) {
    if (w.nRes * 2 >= w.resTable.length) {
      growResults(w);
    }
    int mask = w.resTable.length - 1;
    int i = mix(h1, 0) & mask;
    while (w.resStamp[i] == w.resGen) {
      int r = w.resTable[i] - 1;
      if (w.resH1[r] == h1 && w.resH2[r] == h2) {
        return;
      }
      i = (i + 1) & mask;
    }
    w.resStamp[i] = w.resGen;
    w.resTable[i] = w.nRes + 1;
    if (w.nRes == w.resStart.length) {
      int n = w.nRes * 2;
      w.resH1 = Arrays.copyOf(w.resH1, n);
      w.resH2 = Arrays.copyOf(w.resH2, n);
      w.resStart = Arrays.copyOf(w.resStart, n);
    }
    int len = w.depth + (last >= 0 ? 1 : 0);
    if (w.poolSize + len > w.pool.length) {
      w.pool = Arrays.copyOf(w.pool, Math.max(w.pool.length * 2, w.poolSize + len));
    }
    w.resH1[w.nRes] = h1;
    w.resH2[w.nRes] = h2;
    w.resStart[w.nRes] = w.poolSize | (won ? Integer.MIN_VALUE : 0);
    for (int k = 0; k < w.depth; k++) {
      w.pool[w.poolSize + k] = w.stack[k];
    }
    if (last >= 0) {
      w.pool[w.poolSize + w.depth] = last;
    }
    w.poolSize += len;
    w.nRes++;
  }

  private static void growResults(Work w) {
    int n = w.resTable.length * 2;
    w.resTable = new int[n];
    w.resStamp = new int[n];
    for (int r = 0; r < w.nRes; r++) {
      int i = mix(w.resH1[r], 0) & (n - 1);
      while (w.resStamp[i] == w.resGen) {
        i = (i + 1) & (n - 1);
      }
      w.resStamp[i] = w.resGen;
      w.resTable[i] = r + 1;
    }
  }

  /** Whether the current board is among the first nRes recorded results. */
  private static boolean isResult(Work w, int nRes) {
    for (int r = 0; r < nRes; r++) {
      if (w.resH1[r] == w.h1 && w.resH2[r] == w.h2) {
        return true;
      }
    }
    return false;
  }

  /** Sorts the four codes of one colour into out (insertion sort; no allocation). */
  private static void sortFour(int[] pos, int base, int[] out) {
    for (int i = 0; i < 4; i++) {
      int v = pos[base + i];
      int j = i - 1;
      while (j >= 0 && out[j] > v) {
        out[j + 1] = out[j];
        j--;
      }
      out[j + 1] = v;
    }
  }

  // ---------------------------------------------------------------- results

  int nextMeta(Work w, GameState s, boolean allPlayed, boolean rerollAnyway) {
    int mover = w.mover;
    boolean won = true;
    for (int i = mover * 4; i < mover * 4 + 4; i++) {
      won &= w.pos[i] == HOME;
    }
    if (won) {
      return turn(mover, 0, mover); // A15
    }
    if (w.doublesRoll
        && (rerollAnyway || allPlayed || !rules.rerollNeedsAllValues() && (w.best >> 4) > 0)) {
      // A13: doubles roll again when every value was played; P9: when any value was (a doubles
      // roll that is a pass passes the turn, A14).
      return turn(mover, Math.min(s.doubles() + 1, MAX_DOUBLES), -1);
    }
    return turn(next(w.mask, mover), 0, -1);
  }

  /**
   * Who acts after a move, packed: the colour to move, the doubles in a row and the winner (-1 for
   * none). Read by {@link #state}.
   */
  static int turn(int toMove, int doubles, int winner) {
    return toMove | doubles << 2 | (winner + 1) << 8;
  }

  /** The state of the codes with the packed turn. */
  static GameState state(RuleSet owner, byte[] codes, int mask, int turn) {
    return Positions.trusted(
        owner,
        codes,
        mask,
        Colour.ofIndex(turn & 3),
        turn >>> 2 & 63,
        (turn >>> 8) - 1,
        TurnState.none());
  }

  static int next(int mask, int c) {
    for (int i = 1; i <= 4; i++) {
      int n = (c + i) & 3;
      if ((mask & 1 << n) != 0) {
        return n;
      }
    }
    return c;
  }

  /**
   * The state a listed move leads to (see TrackMoves#result): the origin's pieces with the move's n
   * packed steps played (from {@code steps}, or held in {@code inline} when that is null), each
   * colour's codes sorted again.
   */
  static GameState replay(GameState origin, long inline, int[] steps, int n, int turn) {
    byte[] locs = Positions.codes(origin);
    int base = Positions.offset(origin, origin.toMove());
    // the mover's four codes, in locals
    int m0 = locs[base];
    int m1 = locs[base + 1];
    int m2 = locs[base + 2];
    int m3 = locs[base + 3];
    int touched = 0; // other colours' runs to sort again, by index
    for (int k = 0; k < n; k++) {
      int p = steps != null ? steps[k] : TrackMoves.inlineStep(inline, k);
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
            locs[i] = NEST;
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
    return state(origin.ruleSet(), locs, Positions.colourMask(origin), turn);
  }

  private byte[] packPositions(Work w) {
    int players = Integer.bitCount(w.mask);
    byte[] locs = new byte[players * 4];
    int[] sorted = w.sorted;
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if ((w.mask & 1 << c) != 0) {
        sortFour(w.pos, c * 4, sorted);
        for (int i = 0; i < 4; i++) {
          locs[k++] = (byte) sorted[i];
        }
      }
    }
    return locs;
  }

  List<Move> legalMoves(RuleSet owner, GameState s, Roll roll) {
    if (s.isOver()) {
      return List.empty();
    }
    Work w = work();
    int kind = generate(w, s, roll);
    if (kind == PENALTY) {
      return List.of(penalty(owner, w, s, roll));
    }
    if (kind == ALL_OR_NOTHING_PASS) {
      GameState next = state(owner, packPositions(w), w.mask, nextMeta(w, s, false, true));
      return List.of(MoveSource.known(s, roll, List.empty(), next));
    }
    boolean allPlayed = (w.best >> 4) == w.nVals;
    // Every result of one roll plays the same number of values, so only a win changes the turn
    // logic between results: compute both metas once.
    int ordinary = nextMeta(w, s, allPlayed, false);
    int won = turn(w.mover, 0, w.mover);
    // shared by the moves; each move holds its own steps (TrackMoves)
    TrackMoves source = new TrackMoves(s, roll, ordinary, won);
    List<Move> out = List.empty();
    int end = w.poolSize;
    for (int r = w.nRes - 1; r >= 0; r--) {
      int start = w.resStart[r];
      int from = start & Integer.MAX_VALUE;
      out = out.prepend(source.move(w.pool, from, end, start < 0)); // A15
      end = from;
    }
    return out;
  }

  /** A13: the piece closest to home goes back to its nest, and the turn passes. */
  private Move penalty(RuleSet owner, Work w, GameState s, Roll roll) {
    int c = w.mover;
    int bestSlot = -1;
    int bestToGo = Integer.MAX_VALUE;
    for (int i = c * 4; i < c * 4 + 4; i++) {
      int p = w.pos[i];
      // A13: closest to home means fewest steps still to go (B4). Counted from the last track
      // square, not from the exit: a piece that went round past its last square (A6) onto the
      // squares before its exit is far from home, not close.
      int toGo;
      if (p >= 1 && p <= TRACK) {
        toGo = toLast(c, p) + 8;
      } else if (p > ROW && p < HOME) {
        toGo = 8 - (p - ROW);
      } else {
        continue;
      }
      if (toGo < bestToGo) {
        bestToGo = toGo;
        bestSlot = i;
      }
    }
    List<Step> steps = List.empty();
    if (bestSlot >= 0) {
      int from = w.pos[bestSlot];
      push(w, bestSlot, NEST, false);
      steps = List.of(Step.of(Positions.location(from), Location.nest(), false));
    }
    int turn = turn(next(w.mask, c), 0, -1);
    return MoveSource.known(s, roll, steps, state(owner, packPositions(w), w.mask, turn));
  }

  /** Counts the legal moves of a roll without building them (perft's leaves). */
  int count(GameState s, Roll roll) {
    if (s.isOver()) {
      return 0;
    }
    Work w = work();
    int kind = generate(w, s, roll);
    return kind == ORDINARY ? w.nRes : 1;
  }

  // ---------------------------------------------------------------- explaining refusals

  /**
   * Why a move that is not among the legal moves is refused: the rule id (American numbering) and a
   * reason. Plays the steps one at a time on the scratch board.
   */
  Refusal explain(GameState s, Move move) {
    Work w = work();
    Roll roll = move.roll().get();
    int kind = generate(w, s, roll);
    if (kind == PENALTY) {
      return Refusal.of(
          "A13", "the third doubles in a row is not played: the piece closest to home goes back");
    }
    if (kind == ALL_OR_NOTHING_PASS) {
      return Refusal.of("doublesAllOrNothing", "four values cannot all be played: pass");
    }
    // What generate found, kept across load(): the best score, the results, A10's pairs.
    int best = w.best;
    int nRes = w.nRes;
    int nPairs = w.nPairs;
    load(w, s);
    int c = w.mover;
    int[] vals = new int[6];
    int nVals = 0;
    vals[nVals++] = roll.die1();
    vals[nVals++] = roll.die2();
    // A2, with the pieces in the nest that generate counted for this same state
    if (roll.isDoubles() && rules.bottomFaces() && w.nNest == 0) {
      vals[nVals++] = 7 - roll.die1();
      vals[nVals++] = 7 - roll.die1();
    }
    boolean[] usedVal = new boolean[6];
    int entries = 0;
    String colour = Colour.ofIndex(c).name().toLowerCase(java.util.Locale.ROOT);
    for (Step st : move.steps()) {
      int from = Positions.code(st.from());
      int to = Positions.code(st.to());
      int slot = -1;
      for (int i = c * 4; i < c * 4 + 4; i++) {
        if (w.pos[i] == from) {
          slot = i;
          break;
        }
      }
      if (slot < 0) {
        return Refusal.of("", colour + " has no piece on " + st.from().token());
      }
      if (from == NEST) {
        if (to != EXIT[c]) {
          return Refusal.of(
              "A3", "a piece enters only onto its exit square " + EXIT[c] + ", not " + st.to());
        }
        int five = -1;
        for (int i = 0; i < nVals; i++) {
          if (!usedVal[i] && vals[i] == 5) {
            five = i;
            break;
          }
        }
        boolean sum =
            five < 0
                && !roll.isDoubles()
                && !usedVal[0]
                && !usedVal[1]
                && roll.die1() + roll.die2() == 5;
        if (five < 0 && !sum) {
          return Refusal.of("A3", "entering needs a 5 on one die or two dice summing to 5");
        }
        int cap = entry(w, c);
        if (cap < 0) {
          return Refusal.of("A4", "the exit square " + EXIT[c] + " holds a blockade");
        }
        if ((cap == 1) != st.capture()) {
          return captureMark(st, cap == 1);
        }
        if (sum) {
          usedVal[0] = true;
          usedVal[1] = true;
        } else {
          usedVal[five] = true;
        }
        push(w, slot, to, cap == 1);
        entries++;
        continue;
      }
      boolean found = false;
      int why = OVERSHOOT;
      boolean anyDistance = false;
      for (int i = 0; i < nVals && !found; i++) {
        if (usedVal[i]) {
          continue;
        }
        int n = targets(w, c, from, vals[i]);
        for (int k = 0; k < n; k++) {
          if ((w.targets[k] & 255) == to) {
            int cap = w.targets[k] >> 8;
            if ((cap == 1) != st.capture()) {
              return captureMark(st, cap == 1);
            }
            usedVal[i] = true;
            push(w, slot, to, cap == 1);
            found = true;
            break;
          }
        }
        if (!found && distance(c, from, to) == vals[i]) {
          anyDistance = true;
          why = w.reason;
        }
      }
      if (!found && rules.bonuses()) {
        int d = distance(c, from, to);
        if (d == 20 || d == 10) {
          int n = targets(w, c, from, d);
          for (int k = 0; k < n; k++) {
            if ((w.targets[k] & 255) == to) {
              int cap = w.targets[k] >> 8;
              if ((cap == 1) != st.capture()) {
                return captureMark(st, cap == 1);
              }
              push(w, slot, to, cap == 1);
              found = true;
            }
          }
          if (!found) {
            anyDistance = true;
            why = w.reason;
          }
        }
      }
      if (!found) {
        if (!anyDistance) {
          return Refusal.of(
              "A5",
              "no unused value of the roll "
                  + roll
                  + " moves a piece from "
                  + st.from()
                  + " to "
                  + st.to());
        }
        return reasonFor(why, st);
      }
    }
    return wholeMove(w, roll, usedVal, entries, best, nRes, nPairs);
  }

  /**
   * Names the rule a move breaks as a whole when each of its steps is possible on its own: A10, A11
   * (and mustEnter) judged like candidate(), then A12 for the bonuses.
   */
  private Refusal wholeMove(
      Work w, Roll roll, boolean[] usedVal, int entries, int best, int nRes, int nPairs) {
    int together = pairMovedTogether(w, nPairs);
    if (together >= 0) {
      return Refusal.of(
          "A10",
          "a blockade may not move forward as a pair on doubles (to "
              + Positions.location(together)
              + ")");
    }
    int nUsed = 0;
    for (boolean u : usedVal) {
      nUsed += u ? 1 : 0;
    }
    if (nUsed < best >> 4) {
      return Refusal.of(
          "A11",
          "use as many values as possible: "
              + (best >> 4)
              + " of the roll "
              + roll
              + " can be played, the move plays "
              + nUsed);
    }
    // The low bits of best are candidate()'s: bit 0 the larger die, bits 1-2 entries.
    if (nUsed == 1 && (best & 1) == 1 && (usedVal[0] ? roll.die1() : roll.die2()) != roll.high()) {
      return Refusal.of(
          "A11", "when only one die can be played it must be the larger, " + roll.high());
    }
    if (rules.mustEnter() && entries < (best >> 1 & 3)) {
      return Refusal.of("mustEnter", "a 5 that can enter a piece must be used to enter");
    }
    if (isResult(w, nRes)) {
      return Refusal.of(
          "",
          "the steps lead where a listed move leads, spelled otherwise; apply takes a move as"
              + " legalMoves spells it");
    }
    return Refusal.of(
        "A12",
        "bonuses: each bonus earned (20 a capture, 10 a piece home) is played in full by one"
            + " piece after all dice values while some piece can play it, and no other bonus step"
            + " is played");
  }

  private static Refusal captureMark(Step st, boolean captures) {
    return captures
        ? Refusal.of("A8", "the step " + st + " captures; write it " + st + "*")
        : Refusal.of("A8", "the step " + st + " captures nothing; drop the *");
  }

  private static Refusal reasonFor(int why, Step st) {
    switch (why) {
      case BLOCKADE_PASS:
        return Refusal.of("A9", "the step " + st + " would pass a blockade");
      case BLOCKADE_LAND:
        return Refusal.of("A9", "the step " + st + " would land on a blockade");
      case OWN_PAIR:
        return Refusal.of("A7", "the step " + st + " would put three pieces on one square");
      case SAFE_OPPONENT:
        return Refusal.of(
            "A8", "the step " + st + " would end on a safe square held by an opponent");
      default:
        return Refusal.of("A6", "the step " + st + " is not possible on this board");
    }
  }

  /** Steps along colour c's path from one code to another, or -1 when not on the path. */
  static int distance(int c, int from, int to) {
    if (from >= 1 && from <= TRACK) {
      int k = toLast(c, from);
      if (to >= 1 && to <= TRACK) {
        int d = to - from;
        return d <= 0 ? d + TRACK : d;
      }
      if (to > ROW && to < HOME) {
        return k + (to - ROW);
      }
      if (to == HOME) {
        return k + 8;
      }
      return -1;
    }
    if (from > ROW && from < HOME) {
      if (to > from && to < HOME) {
        return to - from;
      }
      if (to == HOME) {
        return 8 - (from - ROW);
      }
    }
    return -1;
  }
}
