package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.HOME;
import static io.github.parcheesi.track68.Board68.NEST;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Every legal order of steps that leads to a listed move's result: its spellings. A depth-first
 * search on the scratch board of a search that has just searched the roll, stepping as {@link
 * StepEdges} allows (A3-A9, P2-P6; the dice values the listed move plays, each once, before any
 * bonus, and each bonus earned played in full while some piece can play it, A12), with A10 judged
 * on the final board. Each step says what it spends. Off the hot path: made only when asked for.
 *
 * <p>The search is pruned by what the result allows: the mover's pieces must still be able to reach
 * the result's squares with the values left (each piece's distance along its path, counted from the
 * nest as 5 to enter), and a capture must take a piece that is in its nest in the result. Positions
 * met again with the same values left share their continuations.
 */
final class Spellings {

  private final TurnSearch t;
  private final TrackRules rules;
  private final StepTargets steps;
  private final ScratchBoard b;
  private final int mover;
  private final int base;

  /** Where each slot's piece stands in the listed move's result, and that board's hashes. */
  private final int[] targetPos = new int[16];

  private long th1;
  private long th2;

  /** The packed steps a search follows, or null for every spelling. */
  private final int[] guide;

  /** The continuations of each node met, by board and what is left to play. */
  private final Map<Node, List<List<Step>>> memo = new HashMap<>();

  /** Distances from each of the mover's pieces to each square of the result's (feasible()). */
  private final int[][] cost = new int[4][4];

  private record Node(long h1, long h2, int left, int budget, long pairs) {}

  private Spellings(TurnSearch t, TrackRules rules, StepTargets steps, int[] guide) {
    this.t = t;
    this.guide = guide;
    this.rules = rules;
    this.steps = steps;
    this.b = t.board;
    this.mover = b.mover;
    this.base = ScratchBoard.slot(mover, 0);
  }

  /**
   * The spellings of a listed move of a state, the listed spelling first, each once.
   *
   * @param listed a move that legalMoves lists for the state
   */
  static List<List<Step>> of(
      TurnSearch t, TrackRules rules, StepTargets steps, GameState s, Move listed) {
    return search(t, rules, steps, s, listed, null);
  }

  /**
   * Whether some steps are a spelling of a listed move of a state: the same search, following only
   * those steps.
   *
   * @param listed a move that legalMoves lists for the state
   * @param spelled the steps
   */
  static boolean spells(
      TurnSearch t,
      TrackRules rules,
      StepTargets steps,
      GameState s,
      Move listed,
      List<Step> spelled) {
    if (spelled.equals(listed.steps())) {
      return true;
    }
    int[] guide = new int[spelled.size()];
    int i = 0;
    for (Step st : spelled) {
      guide[i++] = PackedStep.of(Positions.code(st.from()), Positions.code(st.to()), st.capture());
    }
    return search(t, rules, steps, s, listed, guide).contains(spelled);
  }

  /** The spellings, only those following the guide's packed steps when there is one. */
  private static List<List<Step>> search(
      TurnSearch t, TrackRules rules, StepTargets steps, GameState s, Move listed, int[] guide) {
    Roll roll = listed.roll().get();
    if (listed.isPass() || t.generate(rules, steps, s, roll) != TurnSearch.ORDINARY) {
      return List.of(listed.steps()); // a pass, A13's penalty, doublesAllOrNothing's pass
    }
    StepReplay r = StepReplay.play(t, rules, steps, s, roll, listed.steps());
    if (r.refusal != null) {
      throw new IllegalStateException("a listed move " + listed + " is refused: " + r.refusal);
    }
    Spellings search = new Spellings(t, rules, steps, guide);
    System.arraycopy(t.board.pos, 0, search.targetPos, 0, 16);
    search.th1 = t.board.h1;
    search.th2 = t.board.h2;
    int budget = 0;
    for (int i = 0; i < r.played; i++) {
      budget += r.value(t, i, listed.steps().get(i));
    }
    int dice = 0;
    for (int i = 0; i < r.usedVal.length; i++) {
      dice |= r.usedVal[i] ? 1 << i : 0;
    }
    t.board.load(s);
    List<List<Step>> all = search.node(dice, 0, 0, budget);
    // the search follows the rules the generator follows, so it finds the listed spelling too
    assert guide != null || all.contains(listed.steps()) : listed + " not among " + all;
    // the listed spelling first, with what its steps spend
    return all.prepend(all.find(listed.steps()::equals).getOrElse(listed.steps())).distinct();
  }

  /**
   * The continuations from the board: `dice` the values of the roll still to play (bits by index),
   * p20 and p10 the bonuses pending (A12), budget the squares the rest of the move moves.
   */
  private List<List<Step>> node(int dice, int p20, int p10, int budget) {
    if (budget < 0 || !feasible(budget)) {
      return List.empty();
    }
    Node key = new Node(b.h1, b.h2, dice | p20 << 4 | p10 << 12, budget, t.pairs.key(b));
    List<List<Step>> known = memo.get(key);
    if (known != null) {
      return known;
    }
    List<List<Step>> out = dice != 0 ? dice(dice, p20, p10, budget) : bonuses(p20, p10, budget);
    memo.put(key, out);
    return out;
  }

  /** The values of the roll still to play, before any bonus (A12). */
  private List<List<Step>> dice(int dice, int p20, int p10, int budget) {
    List<List<Step>> out = List.empty();
    for (StepEdges.Edge e : StepEdges.dice(t, steps, dice)) {
      int left = e.by() == StepReplay.SUM ? dice & ~3 : dice & ~(1 << e.by());
      out = out.appendAll(step(e, left, p20, p10, budget - e.value()));
    }
    return out;
  }

  /**
   * One step, then the rest of the move: `dice`, p20, p10 and budget as they are after the step,
   * before what the step earns.
   */
  private List<List<Step>> step(StepEdges.Edge e, int dice, int p20, int p10, int budget) {
    int to = StepTargets.to(e.target());
    boolean capture = StepTargets.captures(e.target()) == 1;
    if (capture && !capturedInResult(to)) {
      return List.empty();
    }
    int from = b.pos[e.slot()];
    if (guide != null
        && (b.depth >= guide.length || guide[b.depth] != PackedStep.of(from, to, capture))) {
      return List.empty();
    }
    boolean earns = rules.bonuses();
    b.push(e.slot(), to, capture);
    List<List<Step>> rest =
        node(
            dice,
            p20 + (earns && capture ? 1 : 0), // A12: 20 for a capture
            p10 + (earns && to == HOME ? 1 : 0), // A12: 10 for a piece home
            budget);
    b.pop();
    if (rest.isEmpty()) {
      return rest;
    }
    Step st = Positions.step(from, to, capture).spending(StepReplay.spent(t, e.by(), e.value()));
    return rest.map(tail -> tail.prepend(st));
  }

  /**
   * A12: the bonuses pending, each played in full by one piece while some piece can play one; the
   * move ends when none can.
   */
  private List<List<Step>> bonuses(int p20, int p10, int budget) {
    java.util.List<StepEdges.Edge> edges = StepEdges.bonuses(t, steps, p20, p10);
    if (edges.isEmpty()) {
      return end(budget);
    }
    List<List<Step>> out = List.empty();
    for (StepEdges.Edge e : edges) {
      // a bonus that can be played must be, whether or not it leads to the result
      int k20 = e.value() == CompletePlays.CAPTURE_BONUS ? 1 : 0;
      out = out.appendAll(step(e, 0, p20 - k20, p10 - (1 - k20), budget - e.value()));
    }
    return out;
  }

  /**
   * The end of a move: a spelling when the board is the result's, every square spent, and A10 kept
   * (the two pieces of a blockade at the roll do not end together on a new square).
   */
  private List<List<Step>> end(int budget) {
    if (budget != 0 || b.h1 != th1 || b.h2 != th2 || !sameBoard()) {
      return List.empty();
    }
    if (t.a10 && t.pairs.movedTogether(b, t.pairs.count()) >= 0) {
      return List.empty();
    }
    return List.of(List.empty());
  }

  /** Whether each colour's pieces stand where they stand in the result (in any slots). */
  private boolean sameBoard() {
    for (int c = 0; c < 4; c++) {
      int s0 = ScratchBoard.slot(c, 0);
      int[] have = Arrays.copyOfRange(b.pos, s0, s0 + 4);
      int[] want = Arrays.copyOfRange(targetPos, s0, s0 + 4);
      Arrays.sort(have);
      Arrays.sort(want);
      if (!Arrays.equals(have, want)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the opponent's piece on track square `to` is in its nest in the result. */
  private boolean capturedInResult(int to) {
    int victim = b.col[to];
    for (int i = ScratchBoard.slot(victim, 0); i < ScratchBoard.slot(victim, 4); i++) {
      if (targetPos[i] == to) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the mover's pieces can still reach the result's squares with `budget` squares: some
   * matching of pieces to squares whose distances sum to the budget, less whole laps of the track
   * (A6: a piece may go round again).
   */
  private boolean feasible(int budget) {
    for (int i = 0; i < 4; i++) {
      int p = b.pos[base + i];
      for (int j = 0; j < 4; j++) {
        cost[i][j] = distance(p, targetPos[base + j]);
      }
    }
    return match(0, 0, budget);
  }

  /** feasible(): pieces i.. matched to the squares not in `used`, within the budget. */
  private boolean match(int i, int used, int budget) {
    if (i == 4) {
      return budget % Board68.TRACK == 0;
    }
    for (int j = 0; j < 4; j++) {
      int d = cost[i][j];
      if ((used & 1 << j) == 0
          && d >= 0
          && d <= budget
          && match(i + 1, used | 1 << j, budget - d)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The squares the mover's piece at code p moves to reach code r along its path, at least (B4; A3:
   * entering counts 5), or -1 when it cannot.
   */
  private int distance(int p, int r) {
    if (p == r) {
      return 0;
    }
    if (p == NEST) {
      int exit = Board68.EXIT[mover];
      if (r == exit) {
        return StepTargets.ENTERING_VALUE;
      }
      int d = Board68.distance(mover, exit, r);
      return d < 0 ? -1 : StepTargets.ENTERING_VALUE + d;
    }
    if (p == HOME || r == NEST) {
      return -1;
    }
    return Board68.distance(mover, p, r);
  }
}
