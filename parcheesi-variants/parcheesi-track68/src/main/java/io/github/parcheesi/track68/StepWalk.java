package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.StepTree;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.BitSet;

/**
 * The legal moves of an ordinary roll as a tree of steps ({@link StepTree}), searched forward from
 * the steps chosen rather than listed: from the board they reach, a step may follow when some way
 * on, stepping as {@link StepEdges} allows (the dice first, each once, then each bonus earned,
 * A12), ends on the result of a listed move (A10 judged there). Every listed result is kept by its
 * board, and the walk remembers whether each node it met reaches one ({@link ReachTable}), so a
 * question costs at most the nodes of the turn however many spellings its moves have.
 *
 * <p>A node is the board on the scratch space with a small code of what is left to play (see {@link
 * #code}). The walk keeps the node of the steps last asked about, the board standing on it, so that
 * asking about them again, or about them and one more step, plays at most that step.
 *
 * <p>The walk searches on the thread's {@link WalkSpace}, lent to the newest walk; when a newer
 * walk has taken it, the walk searches its roll again on a space of its own. Its answers are the
 * same on any thread; questions are answered one at a time.
 */
final class StepWalk implements StepTree {

  /** A node's code: the dice left (bits by index), the bonuses of 20 and 10 pending, and phase. */
  private static final int P20_SHIFT = 4;

  private static final int P10_SHIFT = 10;

  private static final int PENDING = 63;

  /** The dice are done: the node plays bonuses only (A12). */
  private static final int BONUS_PHASE = 1 << 16;

  private final TrackRules rules;
  private final StepTargets steps;
  private final GameState state;
  private final Roll roll;
  private final List<Move> legal;

  /** The space searched on: the thread's while this walk holds it, else one of its own. */
  private WalkSpace space;

  private TurnSearch t;

  /** The steps last asked about, or null; the board stands on their node, lastNode. */
  private List<Step> lastChosen;

  private int lastNode;

  /**
   * The tree of a roll that the space's search has just searched and found ordinary moves in: the
   * moves it lists are `legal`. The space is held under its lock and is lent to the walk here.
   */
  StepWalk(
      TrackRules rules,
      StepTargets steps,
      GameState state,
      Roll roll,
      WalkSpace space,
      List<Move> legal) {
    this.rules = rules;
    this.steps = steps;
    this.state = state;
    this.roll = roll;
    this.legal = legal;
    lend(space);
  }

  private void lend(WalkSpace s) {
    space = s;
    t = s.search;
    s.owner = this;
    s.reaches.clear();
    s.edges.drop(0);
    lastChosen = null;
  }

  /**
   * Makes sure the walk holds its space, called under the space's lock: when a newer walk took the
   * thread's space, searches the roll again on a space of its own (the same results in the same
   * order, so the listed moves stay as they were).
   */
  private boolean holds(WalkSpace s) {
    return s.owner == this;
  }

  private void searchAgain() {
    WalkSpace own = WalkSpace.small();
    own.search.generate(rules, steps, state, roll);
    lend(own);
  }

  // a node's code and its parts
  private static int code(int dice, int p20, int p10, boolean bonus) {
    return dice | p20 << P20_SHIFT | p10 << P10_SHIFT | (bonus ? BONUS_PHASE : 0);
  }

  private static int dice(int n) {
    return n & 15;
  }

  private static int p20(int n) {
    return n >>> P20_SHIFT & PENDING;
  }

  private static int p10(int n) {
    return n >>> P10_SHIFT & PENDING;
  }

  private static boolean bonus(int n) {
    return (n & BONUS_PHASE) != 0;
  }

  private static int withBonus(int n) {
    return n | BONUS_PHASE;
  }

  /**
   * Where the chosen steps lead, with the board left there. The last steps asked about and their
   * node are kept, the board standing on that node between questions: asking again about them costs
   * nothing, and about them and one more step costs that step (as a person or an environment builds
   * a move); any other steps are played from the turn's start.
   */
  private int replay(List<Step> chosen) {
    List<Step> last = lastChosen;
    if (last != null) {
      int extra = chosen.size() - last.size();
      if ((extra == 0 || extra == 1) && StepTree.begins(chosen, last)) {
        if (extra == 0) {
          return lastNode;
        }
        Step c = chosen.get(chosen.size() - 1); // List.last would take an iterator
        int next = follow(lastNode, c); // the board is left on lastNode when there is none
        if (next < 0) {
          throw noMove(chosen, c);
        }
        lastChosen = chosen;
        lastNode = next;
        return next;
      }
    }
    lastChosen = null; // the board leaves the kept node
    t.board.load(state);
    int n = code((1 << t.nVals) - 1, 0, 0, false);
    // head and tail, not an iterator: vavr's default iterator costs more than the steps' work
    for (List<Step> rest = chosen; !rest.isEmpty(); rest = rest.tail()) {
      Step c = rest.head();
      int next = follow(n, c);
      if (next < 0) {
        throw noMove(chosen, c);
      }
      n = next;
    }
    lastChosen = chosen;
    lastNode = n;
    return n;
  }

  private static IllegalArgumentException noMove(List<Step> chosen, Step at) {
    return new IllegalArgumentException(
        "the steps " + chosen.mkString(" ") + " begin no legal move at " + at);
  }

  /**
   * Plays the chosen step from node n when it leads on to a listed result, and returns the node it
   * reaches; -1 when it does not, the board left on node n.
   */
  private int follow(int n, Step c) {
    int from = Positions.code(c.from());
    int to = Positions.code(c.to());
    StepEdges.Stack stack = space.edges;
    for (int phase = bonus(n) ? 1 : 0; phase < 2; phase++) {
      int at = phase == 1 ? withBonus(n) : n;
      int start = stack.top();
      edges(at);
      for (int i = start; i < stack.top(); i++) {
        int e = stack.at(i);
        if (matches(e, from, to, c)) {
          int child = push(at, e);
          if (reach(child)) {
            stack.drop(start);
            return child;
          }
          t.board.pop();
        }
      }
      stack.drop(start);
    }
    return -1;
  }

  private boolean matches(int e, int from, int to, Step c) {
    int target = StepEdges.target(e);
    if (t.board.pos[StepEdges.slot(e)] != from
        || StepTargets.to(target) != to
        || (StepTargets.captures(target) == 1) != c.capture()) {
      return false;
    }
    Option<Spent> spent = c.spent();
    return spent.isEmpty() || spent.get().equals(space.step(from, e).spent().get());
  }

  /**
   * Pushes the steps from node n's board on the edge stack: the dice's, or once the dice are done
   * the bonuses' (A12).
   */
  private void edges(int n) {
    if (bonus(n)) {
      StepEdges.bonuses(t, steps, p20(n), p10(n), space.edges);
    } else {
      StepEdges.dice(t, steps, dice(n), space.edges);
    }
  }

  /** Plays an edge from node n on the board and returns the node it reaches. */
  private int push(int n, int e) {
    int target = StepEdges.target(e);
    int to = StepTargets.to(target);
    boolean capture = StepTargets.captures(target) == 1;
    int by = StepEdges.by(e);
    int dice = dice(n);
    int p20 = p20(n);
    int p10 = p10(n);
    if (by == StepReplay.SUM) {
      dice &= ~3;
    } else if (by == StepReplay.BONUS) {
      boolean twenty = StepEdges.value(e) == CompletePlays.CAPTURE_BONUS;
      p20 -= twenty ? 1 : 0;
      p10 -= twenty ? 0 : 1;
    } else {
      dice &= ~(1 << by);
    }
    boolean earns = rules.bonuses();
    t.board.push(StepEdges.slot(e), to, capture);
    // A12: 20 for a capture, 10 for a piece home
    return code(
        dice, p20 + (earns && capture ? 1 : 0), p10 + (earns && to == HOME ? 1 : 0), bonus(n));
  }

  /** Whether some way on from node n (its board on the scratch board) ends on a listed result. */
  private boolean reach(int n) {
    ScratchBoard b = t.board;
    long h1 = b.h1;
    long h2 = b.h2;
    long pairs = t.pairs.key(b);
    ReachTable memo = space.reaches;
    int known = memo.get(h1, h2, pairs, n);
    if (known >= 0) {
      return known == 1;
    }
    StepEdges.Stack stack = space.edges;
    int start = stack.top();
    edges(n);
    int end = stack.top();
    boolean found = false;
    for (int i = start; i < end && !found; i++) {
      int child = push(n, stack.at(i));
      found = reach(child);
      b.pop();
    }
    stack.drop(start);
    if (!found) {
      // the dice are done here: play the bonuses, or end
      found = bonus(n) ? endsHere(n) : reach(withBonus(n));
    }
    memo.put(h1, h2, pairs, n, found);
    return found;
  }

  /**
   * Whether the move may end at node n, with the dice done: no bonus pending that a piece can play
   * (A12), and the board a listed result, with A10 kept.
   */
  private boolean endsHere(int n) {
    StepEdges.Stack stack = space.edges;
    int start = stack.top();
    StepEdges.bonuses(t, steps, p20(n), p10(n), stack);
    boolean none = stack.top() == start;
    stack.drop(start);
    return none && result() >= 0;
  }

  /** The index of the listed move whose result the board is, or -1 (A10 judged here). */
  private int result() {
    ScratchBoard b = t.board;
    if (t.a10 && t.pairs.movedTogether(b, t.pairs.count()) >= 0) {
      return -1;
    }
    return t.results.indexOf(b.h1, b.h2);
  }

  @Override
  public synchronized List<Step> next(List<Step> chosen) {
    WalkSpace s = space;
    synchronized (s) {
      if (holds(s)) {
        return nextSteps(chosen);
      }
    }
    searchAgain();
    return nextSteps(chosen);
  }

  private List<Step> nextSteps(List<Step> chosen) {
    int n = replay(chosen);
    StepEdges.Stack stack = space.edges;
    Step[] out = null;
    int count = 0;
    for (int phase = bonus(n) ? 1 : 0; phase < 2; phase++) {
      int at = phase == 1 ? withBonus(n) : n;
      int start = stack.top();
      edges(at);
      int end = stack.top();
      if (out == null) {
        out = new Step[end - start + 8];
      }
      for (int i = start; i < end; i++) {
        int e = stack.at(i);
        int from = t.board.pos[StepEdges.slot(e)];
        int child = push(at, e);
        boolean on = reach(child);
        t.board.pop();
        if (on) {
          // one step object for each step and value spent (WalkSpace.step): the same is the same
          Step st = space.step(from, e);
          if (!contains(out, count, st)) {
            if (count == out.length) {
              out = java.util.Arrays.copyOf(out, count * 2);
            }
            out[count++] = st;
          }
        }
      }
      stack.drop(start);
    }
    List<Step> list = List.empty();
    for (int i = count - 1; i >= 0; i--) {
      list = list.prepend(out[i]);
    }
    return list;
  }

  private static boolean contains(Step[] steps, int count, Step s) {
    for (int i = 0; i < count; i++) {
      if (steps[i] == s) {
        return true;
      }
    }
    return false;
  }

  @Override
  public synchronized Option<Move> move(List<Step> chosen) {
    WalkSpace s = space;
    synchronized (s) {
      if (holds(s)) {
        return moveOf(chosen);
      }
    }
    searchAgain();
    return moveOf(chosen);
  }

  private Option<Move> moveOf(List<Step> chosen) {
    int n = replay(chosen);
    if (!endsHere(n)) {
      return Option.none();
    }
    return Option.some(legal.get(result()));
  }

  @Override
  public synchronized List<Spent> left(List<Step> chosen) {
    WalkSpace s = space;
    synchronized (s) {
      if (holds(s)) {
        return leftOf(chosen);
      }
    }
    searchAgain();
    return leftOf(chosen);
  }

  private List<Spent> leftOf(List<Step> chosen) {
    int n = replay(chosen);
    List<Spent> out = List.empty();
    if (!bonus(n)) {
      for (int i = 0; i < t.nVals; i++) {
        if ((dice(n) & 1 << i) != 0) {
          out = out.append(StepReplay.spent(t, i, t.vals[i]));
        }
      }
    }
    for (int k = 0; k < p20(n); k++) {
      out = out.append(StepReplay.spent(t, StepReplay.BONUS, CompletePlays.CAPTURE_BONUS));
    }
    for (int k = 0; k < p10(n); k++) {
      out = out.append(StepReplay.spent(t, StepReplay.BONUS, CompletePlays.HOME_BONUS));
    }
    return out;
  }

  @Override
  public synchronized List<Move> candidates(List<Step> chosen) {
    WalkSpace s = space;
    synchronized (s) {
      if (holds(s)) {
        return candidatesOf(chosen);
      }
    }
    searchAgain();
    return candidatesOf(chosen);
  }

  private List<Move> candidatesOf(List<Step> chosen) {
    int n = replay(chosen);
    BitSet found = new BitSet();
    collect(n, new java.util.HashSet<>(), found);
    List<Move> out = List.empty();
    for (int r = found.previousSetBit(legal.size() - 1); r >= 0; r = found.previousSetBit(r - 1)) {
      out = out.prepend(legal.get(r));
    }
    return out;
  }

  /** A node met by {@link #collect}: the board's hashes, A10's pairs and the node's code. */
  private record Seen(long h1, long h2, long pairs, int code) {}

  /** Marks in `found` the listed results reached from node n, visiting each node once. */
  private void collect(int n, java.util.Set<Seen> seen, BitSet found) {
    ScratchBoard b = t.board;
    if (!reach(n) || !seen.add(new Seen(b.h1, b.h2, t.pairs.key(b), n))) {
      return;
    }
    if (bonus(n) && endsHere(n)) {
      found.set(result());
    }
    StepEdges.Stack stack = space.edges;
    int start = stack.top();
    edges(n);
    int end = stack.top();
    for (int i = start; i < end; i++) {
      int child = push(n, stack.at(i));
      collect(child, seen, found);
      b.pop();
    }
    stack.drop(start);
    if (!bonus(n)) {
      collect(withBonus(n), seen, found);
    }
  }
}
