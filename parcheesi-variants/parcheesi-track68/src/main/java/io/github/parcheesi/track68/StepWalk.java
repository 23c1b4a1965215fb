package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.StepTree;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The legal moves of an ordinary roll as a tree of steps ({@link StepTree}), searched forward from
 * the steps chosen rather than listed: from the board they reach, a step may follow when some way
 * on, stepping as {@link StepEdges} allows (the dice first, each once, then each bonus earned,
 * A12), ends on the result of a listed move (A10 judged there). Every listed result is kept by its
 * board, and the search remembers whether each node it met reaches one, so a question costs at most
 * the nodes of the turn however many spellings its moves have.
 *
 * <p>It has a search of its own, kept with the roll's results, so its answers stay valid on any
 * thread; questions are answered one at a time.
 */
final class StepWalk implements StepTree {

  private final TurnSearch t;
  private final TrackRules rules;
  private final StepTargets steps;
  private final GameState state;
  private final List<Move> legal;

  /** Whether each node met reaches a listed result, by board, values left and A10's pairs. */
  private final Map<Node, Boolean> reaches = new HashMap<>();

  /**
   * A node of the walk: the board (its hashes and A10's pairs), the dice still to play (bits by
   * index), the bonuses pending, and whether the dice are done (bonuses only, A12).
   */
  private static final class Node {
    final long h1;
    final long h2;
    final long pairs;
    final int dice;
    final int p20;
    final int p10;
    final boolean bonus;

    Node(long h1, long h2, long pairs, int dice, int p20, int p10, boolean bonus) {
      this.h1 = h1;
      this.h2 = h2;
      this.pairs = pairs;
      this.dice = dice;
      this.p20 = p20;
      this.p10 = p10;
      this.bonus = bonus;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Node n
          && h1 == n.h1
          && h2 == n.h2
          && pairs == n.pairs
          && dice == n.dice
          && p20 == n.p20
          && p10 == n.p10
          && bonus == n.bonus;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(h1 ^ h2 * 31 ^ pairs * 17)
          ^ dice * 41
          ^ p20 * 7
          ^ p10 * 3
          ^ (bonus ? 1 : 0);
    }
  }

  /**
   * The tree of a roll that search t, the walk's own, has just searched and found ordinary moves
   * in: the moves it lists are `legal`, its results stay for the walk's life.
   */
  StepWalk(TrackRules rules, StepTargets steps, GameState state, TurnSearch t, List<Move> legal) {
    this.rules = rules;
    this.steps = steps;
    this.state = state;
    this.t = t;
    this.legal = legal;
  }

  /** Where the chosen steps lead: the board is left there, to be loaded again by the next walk. */
  private Node replay(List<Step> chosen) {
    ScratchBoard b = t.board;
    b.load(state);
    Node n = node((1 << t.nVals) - 1, 0, 0, false);
    for (Step c : chosen) {
      Node next = follow(n, c);
      if (next == null) {
        throw new IllegalArgumentException(
            "the steps " + chosen.mkString(" ") + " begin no legal move at " + c);
      }
      n = next;
    }
    return n;
  }

  /**
   * Plays the chosen step from node n when it leads on to a listed result; null when it does not.
   */
  private Node follow(Node n, Step c) {
    int from = Positions.code(c.from());
    int to = Positions.code(c.to());
    for (int phase = n.bonus ? 1 : 0; phase < 2; phase++) {
      Node at = phase == 1 ? withBonus(n) : n;
      for (StepEdges.Edge e : edges(at)) {
        if (matches(e, from, to, c)) {
          Node child = push(at, e);
          if (reach(child)) {
            return child;
          }
          t.board.pop();
        }
      }
    }
    return null;
  }

  private boolean matches(StepEdges.Edge e, int from, int to, Step c) {
    return t.board.pos[e.slot()] == from
        && StepTargets.to(e.target()) == to
        && (StepTargets.captures(e.target()) == 1) == c.capture()
        && c.spent().forAll(v -> v.equals(StepReplay.spent(t, e.by(), e.value())));
  }

  private Node node(int dice, int p20, int p10, boolean bonus) {
    ScratchBoard b = t.board;
    return new Node(b.h1, b.h2, t.pairs.key(b), dice, p20, p10, bonus);
  }

  private Node withBonus(Node n) {
    return new Node(n.h1, n.h2, n.pairs, n.dice, n.p20, n.p10, true);
  }

  /** The steps from node n's board: the dice's, or once the dice are done the bonuses' (A12). */
  private java.util.List<StepEdges.Edge> edges(Node n) {
    return n.bonus ? StepEdges.bonuses(t, steps, n.p20, n.p10) : StepEdges.dice(t, steps, n.dice);
  }

  /** Plays an edge from node n on the board and returns the node it reaches. */
  private Node push(Node n, StepEdges.Edge e) {
    int to = StepTargets.to(e.target());
    boolean capture = StepTargets.captures(e.target()) == 1;
    int dice = n.dice;
    int p20 = n.p20;
    int p10 = n.p10;
    if (e.by() == StepReplay.SUM) {
      dice &= ~3;
    } else if (e.by() == StepReplay.BONUS) {
      boolean twenty = e.value() == CompletePlays.CAPTURE_BONUS;
      p20 -= twenty ? 1 : 0;
      p10 -= twenty ? 0 : 1;
    } else {
      dice &= ~(1 << e.by());
    }
    boolean earns = rules.bonuses();
    t.board.push(e.slot(), to, capture);
    // A12: 20 for a capture, 10 for a piece home
    return node(
        dice, p20 + (earns && capture ? 1 : 0), p10 + (earns && to == HOME ? 1 : 0), n.bonus);
  }

  /** Whether some way on from node n (its board on the scratch board) ends on a listed result. */
  private boolean reach(Node n) {
    Boolean known = reaches.get(n);
    if (known != null) {
      return known;
    }
    boolean found = false;
    for (StepEdges.Edge e : edges(n)) {
      Node child = push(n, e);
      found = reach(child);
      t.board.pop();
      if (found) {
        break;
      }
    }
    if (!found) {
      // the dice are done here: play the bonuses, or end
      found = n.bonus ? endsHere(n) : reach(withBonus(n));
    }
    reaches.put(n, found);
    return found;
  }

  /**
   * Whether the move may end at node n, with the dice done: no bonus pending that a piece can play
   * (A12), and the board a listed result, with A10 kept.
   */
  private boolean endsHere(Node n) {
    return edges(withBonus(n)).isEmpty() && result() >= 0;
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
    Node n = replay(chosen);
    List<Step> out = List.empty();
    for (int phase = n.bonus ? 1 : 0; phase < 2; phase++) {
      Node at = phase == 1 ? withBonus(n) : n;
      for (StepEdges.Edge e : edges(at)) {
        int from = t.board.pos[e.slot()];
        Node child = push(at, e);
        boolean on = reach(child);
        t.board.pop();
        if (on) {
          int to = StepTargets.to(e.target());
          Step s =
              Positions.step(from, to, StepTargets.captures(e.target()) == 1)
                  .spending(StepReplay.spent(t, e.by(), e.value()));
          if (!out.exists(o -> o.equals(s) && o.spent().equals(s.spent()))) {
            out = out.append(s);
          }
        }
      }
    }
    return out;
  }

  @Override
  public synchronized Option<Move> move(List<Step> chosen) {
    Node n = replay(chosen);
    if (!endsHere(n)) {
      return Option.none();
    }
    return Option.some(legal.get(result()));
  }

  @Override
  public synchronized List<Spent> left(List<Step> chosen) {
    Node n = replay(chosen);
    List<Spent> out = List.empty();
    if (!n.bonus) {
      for (int i = 0; i < t.nVals; i++) {
        if ((n.dice & 1 << i) != 0) {
          out = out.append(StepReplay.spent(t, i, t.vals[i]));
        }
      }
    }
    for (int k = 0; k < n.p20; k++) {
      out = out.append(StepReplay.spent(t, StepReplay.BONUS, CompletePlays.CAPTURE_BONUS));
    }
    for (int k = 0; k < n.p10; k++) {
      out = out.append(StepReplay.spent(t, StepReplay.BONUS, CompletePlays.HOME_BONUS));
    }
    return out;
  }

  @Override
  public synchronized List<Move> candidates(List<Step> chosen) {
    Node n = replay(chosen);
    BitSet found = new BitSet();
    collect(n, new java.util.HashSet<>(), found);
    List<Move> out = List.empty();
    for (int r = found.previousSetBit(legal.size() - 1); r >= 0; r = found.previousSetBit(r - 1)) {
      out = out.prepend(legal.get(r));
    }
    return out;
  }

  /** Marks in `found` the listed results reached from node n, visiting each node once. */
  private void collect(Node n, java.util.Set<Node> seen, BitSet found) {
    if (!reach(n) || !seen.add(n)) {
      return;
    }
    if (n.bonus && endsHere(n)) {
      found.set(result());
    }
    for (StepEdges.Edge e : edges(n)) {
      Node child = push(n, e);
      collect(child, seen, found);
      t.board.pop();
    }
    if (!n.bonus) {
      collect(withBonus(n), seen, found);
    }
  }
}
