package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;
import static io.github.parcheesi.track68.Board68.NEST;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;

/**
 * One thread's search of a turn: a depth-first search over the roll's values on the scratch board,
 * with make and undo, for rolls of two values and doubles (four values in {@link FourValues}); each
 * complete play goes to {@link CompletePlays}. It holds the thread's scratch space, shared by every
 * engine the thread searches with ({@link #forThisThread}); an engine's rules are lent to each
 * search.
 */
final class TurnSearch {

  private static final ThreadLocal<TurnSearch> PER_THREAD =
      ThreadLocal.withInitial(TurnSearch::new);

  /** The calling thread's search and scratch space. */
  static TurnSearch forThisThread() {
    return PER_THREAD.get();
  }

  // What a search finds: an ordinary list of moves, or a special result.
  static final int ORDINARY = 0;
  static final int PENALTY = 1;
  static final int ALL_OR_NOTHING_PASS = 2;

  final ScratchBoard board = new ScratchBoard();
  final ResultTable results;
  final VisitedTable visited;

  /** A10's memory of the blockades at the roll's start. */
  final Blockades pairs = new Blockades();

  // the rules of the engine searching
  TrackRules rules;
  StepTargets steps;

  // the roll
  final int[] vals = new int[4];
  int nVals;
  boolean doublesRoll;

  /** The mover's pieces in the nest at the start of the turn. */
  int nNest;

  // the must-use rules' options for this roll (MustUse.score)
  private boolean mustEnter;
  private boolean largerCounts;

  /** A10 is in force this roll: the mover has blockades to keep (see Blockades). */
  boolean a10;

  /**
   * two(): the mover's slots whose piece played both values, the first die's first, by quiet steps
   * along the track (see second()).
   */
  private int bothDone;

  /** A search with the usual tables. */
  TurnSearch() {
    this(64, 4096, 0);
  }

  /**
   * A search whose tables start at the given sizes, with stamps from the given one: tests start
   * with tables too small and stamps about to wrap, so that every growth and reset is exercised.
   *
   * @param results results the tables hold before they grow (a power of two)
   * @param nodes search nodes the memo holds before it grows (a power of two)
   * @param stamp the last generation stamp used
   */
  TurnSearch(int results, int nodes, int stamp) {
    this.results = new ResultTable(results, stamp);
    this.visited = new VisitedTable(nodes, stamp);
  }

  /**
   * Searches the moves of a roll under an engine's rules: loads the state, sets up the roll's
   * values (A2) and A10's memory, and searches. Returns ORDINARY with the moves in results, or a
   * special result.
   */
  int generate(TrackRules rules, StepTargets steps, GameState s, Roll roll) {
    this.rules = rules;
    this.steps = steps;
    ScratchBoard b = board;
    b.load(s);
    results.startSearch();
    visited.clear();
    pairs.clear();
    int d1 = roll.die1();
    int d2 = roll.die2();
    doublesRoll = d1 == d2;
    b.passOthers = doublesRoll && rules.doublesPassBlockades();
    mustEnter = rules.mustEnter();
    largerCounts = MustUse.largerCounts(rules, doublesRoll);
    nNest = b.inNest();
    vals[0] = d1;
    vals[1] = d2;
    nVals = 2;
    if (doublesRoll && rules.bottomFaces() && nNest == 0) {
      // A2: a player with every piece out of the nest plays the tops and the bottoms.
      vals[2] = 7 - d1;
      vals[3] = 7 - d1;
      nVals = 4;
    }
    // A13: the third doubles in a row is not played (its values, above, are given up).
    if (doublesRoll && rules.threeDoublesPenalty() && s.doubles() >= 2) {
      return PENALTY;
    }
    // A10: remember the blockades standing at the start of the roll.
    a10 = doublesRoll && rules.doublesKeepBlockades() && b.paired() && pairs.remember(b);
    if (nVals == 4) {
      FourValues.four(this, 2, 2, 0, 0, false);
    } else if (doublesRoll) {
      dice(0, 0, 0, 0);
    } else {
      two();
    }
    b.clean(); // every step was undone
    if (rules.doublesAllOrNothing() && nVals == 4 && MustUse.values(results.best) < 4) {
      return ALL_OR_NOTHING_PASS;
    }
    return ORDINARY;
  }

  /** The mover's slots worth moving (every piece under A10: see ScratchBoard.movable). */
  int movable() {
    return board.movable(a10);
  }

  /**
   * The mover's slots value v is tried on after `entries` pieces entered this turn: the movable
   * ones, and, when v enters a piece (A3), the next piece in the nest while one is left
   * (StepTargets.targets says whether its entry is open). Pieces enter from the highest slot of the
   * nest down, so the next one's slot is below every piece on the board and is tried first.
   */
  private int candidates(int entries, int v) {
    return movable() | entering(entries, v);
  }

  /** candidates(): the bit of the next piece in the nest when v enters it (A3), else 0. */
  private int entering(int entries, int v) {
    int next = nNest - 1 - entries;
    boolean enter = StepTargets.enters(v) && next >= 0;
    return enter ? 1 << ScratchBoard.slot(board.mover, next) : 0;
  }

  /**
   * The search of a roll of two different values, which is most rolls: a depth-first search like
   * dice(), written out for its two levels (the first value, then the second).
   */
  private void two() {
    ScratchBoard b = board;
    int mover = b.mover;
    int high = Math.max(vals[0], vals[1]);
    bothDone = 0;
    boolean any = false;
    int movable = movable(); // the same board for both values
    for (int i = 0; i < 2; i++) {
      int v = vals[i];
      int other = vals[1 - i];
      int larger = v == high ? 1 : 0;
      for (int bits = movable | entering(0, v); bits != 0; bits &= bits - 1) {
        int slot = Integer.numberOfTrailingZeros(bits);
        int p = b.pos[slot];
        int n = steps.targets(b, mover, p, v);
        int t0 = b.targets[0];
        int t1 = b.targets[1];
        for (int k = 0; k < n; k++) {
          int t = k == 0 ? t0 : t1;
          int to = StepTargets.to(t);
          int cap = StepTargets.captures(t);
          b.push(slot, to, cap == 1);
          second(other, i, larger, p == NEST ? 1 : 0, cap, to == HOME ? 1 : 0);
          b.pop();
          any = true;
        }
      }
    }
    // A3: two dice summing to five enter a piece, spending both.
    int nest = nNest > 0 ? ScratchBoard.slot(mover, nNest - 1) : -1; // the next piece to enter
    if (StepTargets.entersTogether(vals[0], vals[1]) && nest >= 0) {
      int t = StepTargets.entry(b, mover);
      if (t >= 0) {
        int cap = StepTargets.captures(t);
        b.push(nest, StepTargets.to(t), cap == 1);
        CompletePlays.candidate(this, 2, 1, 1, cap, 0);
        b.pop();
        any = true;
      }
    }
    if (!any) {
      CompletePlays.candidate(this, 0, 0, 0, 0, 0);
    }
  }

  /**
   * two(): the second value v, after one step that played the first die (order 0) or the second
   * (order 1); larger is 1 when the first value was the larger die (A11), the rest as in dice().
   */
  private void second(int v, int order, int larger, int entries, int p20, int p10) {
    ScratchBoard b = board;
    int mover = b.mover;
    boolean any = false;
    // pending bonuses extend the move: those go the long way, through push and candidate
    boolean last = p20 == 0 && p10 == 0;
    // One piece playing both values by quiet steps along the track ends on the same square in
    // either order, and the order the first die first was searched already: when it recorded that
    // end, the other order's second step would find it again (it is legal, and quiet, too: it
    // passes a part of the squares the first order passed, and lands where it landed).
    int x = b.stackSlot[0];
    int skip = order == 1 && last ? bothDone & 1 << x : 0;
    for (int bits = candidates(entries, v) & ~skip; bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int p = b.pos[slot];
      int n = steps.targets(b, mover, p, v);
      int t0 = b.targets[0];
      int t1 = b.targets[1];
      int e = entries + (p == NEST ? 1 : 0);
      for (int k = 0; k < n; k++) {
        int t = k == 0 ? t0 : t1;
        int to = StepTargets.to(t);
        int cap = StepTargets.captures(t);
        if (cap == 0 && commutes(b, slot, p, to)) {
          continue; // the other order of these two steps is searched, with the same result
        }
        any = true;
        if (last && cap == 0 && to != HOME) {
          // a quiet step that earns no bonus: record its result directly
          CompletePlays.leaf(this, slot, p, to, score(2, 0, e));
          if (slot == x && order == 0 && Board68.onTrack(to)) {
            bothDone |= alongTrack(b, slot, to);
          }
          continue;
        }
        b.push(slot, to, cap == 1);
        CompletePlays.candidate(this, 2, larger, e, p20 + cap, p10 + (to == HOME ? 1 : 0));
        b.pop();
      }
    }
    if (!any) {
      CompletePlays.candidate(this, 1, larger, entries, p20, p10);
    }
  }

  /**
   * second(), order 0: the bit of the slot whose piece made the first step from the track and then
   * the second on to track square `to`, when it stayed on the track all the way (so that the other
   * order stays on it too); else 0.
   */
  private static int alongTrack(ScratchBoard b, int slot, int to) {
    int from = PackedStep.from(b.stack[0]);
    if (!Board68.onTrack(from)) {
      return 0; // it entered from the nest
    }
    return Board68.toLast(b.mover, from) >= Board68.distance(b.mover, from, to) ? 1 << slot : 0;
  }

  /**
   * The search of a doubles roll of two values (FourValues plays four): one node, with nUsed of the
   * two equal values played. Which die is larger plays no part in doubles (A11).
   */
  private void dice(int nUsed, int entries, int p20, int p10) {
    if (nUsed == 2) {
      CompletePlays.candidate(this, nUsed, 0, entries, p20, p10); // both values played
      return;
    }
    ScratchBoard b = board;
    int mover = b.mover;
    boolean any = false;
    int v = vals[0];
    boolean second = nUsed == 1;
    // A10 judges each complete move on its final board, and pending bonuses extend it: those go
    // the long way, through push and candidate.
    boolean last = second && !a10 && p20 == 0 && p10 == 0;
    for (int bits = candidates(entries, v); bits != 0; bits &= bits - 1) {
      int slot = Integer.numberOfTrailingZeros(bits);
      int p = b.pos[slot];
      int n = steps.targets(b, mover, p, v);
      int t0 = b.targets[0];
      int t1 = b.targets[1];
      int e = entries + (p == NEST ? 1 : 0);
      for (int k = 0; k < n; k++) {
        int t = k == 0 ? t0 : t1;
        int to = StepTargets.to(t);
        int cap = StepTargets.captures(t);
        if (second && cap == 0 && commutes(b, slot, p, to)) {
          continue; // the other order of these two steps is searched, with the same result
        }
        any = true;
        if (last && cap == 0 && to != HOME) {
          // the last value, a quiet step that earns no bonus: record its result directly
          CompletePlays.leaf(this, slot, p, to, score(2, 0, e));
          continue;
        }
        b.push(slot, to, cap == 1);
        dice(nUsed + 1, e, p20 + cap, p10 + (to == HOME ? 1 : 0));
        b.pop();
      }
    }
    if (!any || a10) {
      CompletePlays.candidate(this, nUsed, 0, entries, p20, p10);
    }
  }

  /** A11 and mustEnter: the score of a play (see MustUse). */
  int score(int nUsed, int larger, int entries) {
    return MustUse.score(mustEnter, largerCounts, nUsed, larger, entries);
  }

  /**
   * Whether a second step (slot from p to `to`, no capture) need not be searched after the first
   * step on the stack because the two steps commute and the other order is searched too: both are
   * quiet track steps of different pieces whose paths do not touch each other's squares, so each is
   * legal and lands alike in either order; only the order with the lower slot first is kept.
   */
  private static boolean commutes(ScratchBoard b, int slot, int p, int to) {
    int first = b.stack[0];
    int f1 = PackedStep.from(first);
    int t1 = PackedStep.to(first);
    int x = b.stackSlot[0];
    return slot < x
        && !PackedStep.captures(first)
        && Board68.onTrack(f1)
        && Board68.onTrack(t1)
        && Board68.onTrack(p)
        && Board68.onTrack(to)
        && !Board68.within(p, f1, t1)
        && !Board68.within(to, f1, t1)
        && !Board68.within(f1, p, to)
        && !Board68.within(t1, p, to);
  }
}
