package io.github.parcheesi.russian;

import io.github.parcheesi.Positions;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Generates every way to play a roll or a given six as complete candidate plays (the design's
 * "filters over complete turns"): a depth-first search over the dice, each step made by {@link
 * StepRules}; then R9's swap and R13's straight-home. {@link Musts} chooses among them.
 *
 * <p>Given the steps of a move to explain (a guide), it also records the deepest point of the
 * search where the move leaves the generated steps, so that a refusal names the step the rules do
 * not make there, with the reason {@link StepRules} gives for it.
 */
final class MoveGenerator {

  final ScratchPosition root;
  final int mover;
  final int[] dice;
  final boolean grant;

  /** Every play, partial ones included (they rank lower, R7), the pass first. */
  final List<CandidatePlay> raw = new ArrayList<>(16);

  /**
   * What {@link Musts} asks of the plays in {@link #raw} first, kept as they are recorded: whether
   * any makes R11's forced diagonal, whether any captures (R4), and the highest rank (R7).
   */
  boolean anyForced;

  boolean anyCapture;
  int bestRank;

  /**
   * R9's swap and R13's straight-home, made by {@link #forRoll} for doubles: choices besides the
   * ordinary plays, which R7 and R11 do not remove and R4 does (ruling 13).
   */
  List<CandidatePlay> specials = List.of();

  /** For each die of the search, the options of a piece ({@link StepRules#options}). */
  private final int[][] opts;

  private final Step[] path = new Step[8];
  private final int[] vals = new int[8];

  /** For each step of the path, the captor whose prisoner it buys back (R5), or -1. */
  private final int[] bought = new int[8];

  private int depth;

  /** The steps of a move to explain, or null; and how many of them the current path follows. */
  private final Step[] guide;

  private int followed;
  private Divergence divergence;

  /**
   * A point of the search where the guide's next step is not among the steps generated: the
   * position there and what of the roll is left.
   */
  static final class Divergence {
    /** Steps of the guide followed to get here. */
    final int depth;

    final ScratchPosition pos;

    /** The dice still to play. */
    final int[] left;

    /** Whether no die has been played yet (R2). */
    final boolean first;

    /** The piece entered this roll, or -1 (R2). */
    final int entered;

    /** The pieces that shifted into a rest cell this move (ruling 12). */
    final int rested;

    /** The cell the last step of a die ended on, or -1 (R8: the shift follows at once). */
    final int landed;

    Divergence(
        int depth,
        ScratchPosition pos,
        int[] left,
        boolean first,
        int entered,
        int rested,
        int landed) {
      this.depth = depth;
      this.pos = pos;
      this.left = left;
      this.first = first;
      this.entered = entered;
      this.rested = rested;
      this.landed = landed;
    }
  }

  private MoveGenerator(ScratchPosition root, int mover, int[] dice, boolean grant, Step[] guide) {
    this.root = root;
    this.mover = mover;
    this.dice = dice;
    this.grant = grant;
    this.guide = guide;
    this.opts = new int[dice.length][StepRules.MAX_OPTIONS];
    record(new CandidatePlay(NO_STEPS, NO_VALUES, root, 0, 0, false, false, 0, 0));
    dfs(null, root, dice, 0, -1, 0, 0, false, 0, false);
    if (dice.length == 2 && dice[0] != dice[1]) {
      dfs(null, root, new int[] {dice[1], dice[0]}, 0, -1, 0, 0, false, 0, false);
    }
  }

  private static final Step[] NO_STEPS = new Step[0];
  private static final int[] NO_VALUES = new int[0];

  /**
   * The plays of a roll, with R9's swap and R13's straight-home for doubles.
   *
   * @param doubles the doubles the mover rolled before this roll (R13: 2 makes this the third)
   * @param guide the steps of a move to explain, or null
   */
  static MoveGenerator forRoll(
      ScratchPosition pos, int mover, Roll roll, int doubles, Step[] guide) {
    MoveGenerator gen =
        new MoveGenerator(pos, mover, new int[] {roll.die1(), roll.die2()}, false, guide);
    if (roll.isDoubles()) {
      gen.specials = gen.specials(doubles == 2);
    }
    return gen;
  }

  /** R5: the plays of a given six: one piece 6 cells, or enter a piece. */
  static MoveGenerator forGivenSix(ScratchPosition pos, int mover, Step[] guide) {
    return new MoveGenerator(pos, mover, new int[] {6}, true, guide);
  }

  /** The deepest point where the guide left the generated steps, or null. */
  Divergence divergence() {
    return divergence;
  }

  /**
   * The node of a play: records it (unless it is the root, the pass) and searches on.
   *
   * @param parent the play this node's play extends by its last step, or null
   * @return this node's play, or null at the root
   */
  private CandidatePlay dfs(
      CandidatePlay parent,
      ScratchPosition p,
      int[] order,
      int i,
      int entered,
      int touched,
      int rested,
      boolean forced,
      int capturers,
      boolean capture) {
    CandidatePlay here = null;
    if (depth > 0) {
      here =
          record(
              parent,
              path[depth - 1],
              vals[depth - 1],
              bought[depth - 1],
              p,
              order,
              i,
              forced,
              capturers,
              capture);
    }
    // explaining a move: whether the path so far is the guide's, and a step here follows it on
    boolean guided = guide != null && followed == depth && depth < guide.length;
    boolean followedOn = false;
    if (i < order.length) {
      int v = order[i];
      // the plays one die more reach are leaves: without a guide, recorded here, not searched on
      boolean leaves = guide == null && i + 1 == order.length;
      int first = RussianBoard.firstPiece(mover);
      int[] opts = this.opts[i];
      for (int j = first; j < first + RussianBoard.PIECES; j++) {
        if (StepRules.pieceBlock(p, j, entered, rested) != Reason.NONE
            || sameAsEarlier(p, first, j)) {
          continue;
        }
        int at = p.loc[j];
        int n = StepRules.options(p, j, v, i == 0, grant, opts, false);
        for (int k = 0; k < n; k++) {
          int to = StepCode.target(opts[k]);
          boolean cap = StepCode.captures(opts[k]);
          int kind = StepCode.kind(opts[k]);
          ScratchPosition q = p.copy();
          if (cap) {
            q.move(q.at(to), RussianBoard.prisonerOf(mover)); // R5: prisoner in the capturer's base
          }
          q.move(j, to);
          boolean f =
              forced || forcesDiagonal(mover, kind, ScratchPosition.hasPiece(touched, j), at, to);
          int caps = cap ? ScratchPosition.withPiece(capturers, j) : capturers;
          int ent = kind == StepRules.ENTER ? j : entered;
          int moved = ScratchPosition.withPiece(touched, j);
          Step step = Positions.step(at, to, cap);
          int from =
              RussianBoard.isPrisoner(at) && to == RussianBoard.NEST
                  ? RussianBoard.captorOf(at)
                  : -1;
          CandidatePlay stepped;
          if (leaves) {
            stepped = record(here, step, v, from, q, order, i + 1, f, caps, capture || cap);
          } else {
            push(step, v, from);
            followedOn |= guided && followed == depth;
            stepped = dfs(here, q, order, i + 1, ent, moved, rested, f, caps, capture || cap);
          }
          int shift = StepRules.shift(q, to, true); // R8: into the empty rest cell beside
          if (StepCode.canMake(shift)) {
            int rest = StepCode.target(shift);
            ScratchPosition r = q.copy();
            r.move(j, rest);
            Step shifted = Positions.step(to, rest, false);
            if (leaves) {
              record(stepped, shifted, 0, -1, r, order, i + 1, f, caps, capture || cap);
            } else {
              push(shifted, 0, -1);
              dfs(
                  stepped,
                  r,
                  order,
                  i + 1,
                  ent,
                  moved,
                  ScratchPosition.withPiece(rested, j),
                  f,
                  caps,
                  capture || cap);
              pop();
            }
          }
          if (!leaves) {
            pop();
          }
        }
      }
    }
    if (guided && !followedOn) {
      diverged(p, order, i, entered, rested);
    }
    return here;
  }

  /**
   * Records the play of a node, the play it extends and one step more, having used {@code i} dice
   * of {@code order}: {@link #dfs} for each node, and for a node that uses the last die without the
   * call.
   */
  private CandidatePlay record(
      CandidatePlay parent,
      Step step,
      int value,
      int boughtFrom,
      ScratchPosition p,
      int[] order,
      int i,
      boolean forced,
      int capturers,
      boolean capture) {
    CandidatePlay here =
        new CandidatePlay(
            parent,
            step,
            value,
            boughtFrom,
            p,
            i,
            i == 1 ? order[0] : 0,
            capture,
            forced,
            capturers);
    record(here);
    return here;
  }

  /** Adds a play to {@link #raw}, noting what {@link Musts} asks first. */
  private void record(CandidatePlay play) {
    raw.add(play);
    anyForced |= play.forcedDiagonal;
    anyCapture |= play.capture;
    bestRank = Math.max(bestRank, play.rank());
  }

  /**
   * R11: whether a step is the forced backwards diagonal: a diagonal (R10) by a piece that stood on
   * its corner as the dice were rolled (it has not moved in this play), taking it further from its
   * home entrance.
   *
   * @param mover the mover's play-order ordinal
   * @param kind the step's kind ({@link StepRules})
   * @param moved whether the piece already moved in this play
   * @param at where the step starts
   * @param to where it ends
   */
  static boolean forcesDiagonal(int mover, int kind, boolean moved, int at, int to) {
    return kind == StepRules.DIAGONAL
        && !moved
        && RussianBoard.progress(mover, to) < RussianBoard.progress(mover, at);
  }

  /**
   * Adds a step to the path, following the guide when it is the guide's next step: the value it
   * used and the captor whose prisoner it buys back (R5), or -1.
   */
  private void push(Step step, int value, int boughtFrom) {
    path[depth] = step;
    vals[depth] = value;
    bought[depth] = boughtFrom;
    if (guide != null && followed == depth && depth < guide.length && guide[depth].equals(step)) {
      followed++;
    }
    depth++;
  }

  private void pop() {
    depth--;
    if (followed > depth) {
      followed = depth;
    }
  }

  /** Records a point where the guide's next step was not generated, if it is the deepest yet. */
  private void diverged(ScratchPosition p, int[] order, int i, int entered, int rested) {
    if (divergence != null && divergence.depth >= depth) {
      return;
    }
    int landed = depth > 0 && vals[depth - 1] > 0 ? RussianBoard.code(path[depth - 1].to()) : -1;
    divergence =
        new Divergence(
            depth, p, Arrays.copyOfRange(order, i, order.length), i == 0, entered, rested, landed);
  }

  /** Pieces in the base, the mirror or a captor's base are interchangeable: try one of each. */
  private static boolean sameAsEarlier(ScratchPosition p, int first, int j) {
    int at = p.loc[j];
    if (RussianBoard.isCell(at)) {
      return false;
    }
    for (int k = first; k < j; k++) {
      if (p.loc[k] == at) {
        return true;
      }
    }
    return false;
  }

  /**
   * R9's swap and R13's straight-home for a rolled doubles, listed after the ordinary plays (ruling
   * 4). Each spends the whole roll (ranks as both dice, R7).
   */
  private List<CandidatePlay> specials(boolean third) {
    List<CandidatePlay> out = new ArrayList<>();
    int first = RussianBoard.firstPiece(mover);
    boolean doubleOne = dice[0] == 1;
    if (doubleOne) {
      for (int j = first; j < first + RussianBoard.PIECES; j++) {
        int at = root.loc[j];
        int swap = StepRules.swap(root, mover, at, true);
        if (StepCode.canMake(swap)) {
          // R9: 1-1 swaps the mover with the opponent piece on the rest cell beside it
          int rest = StepCode.target(swap);
          ScratchPosition q = root.copy();
          q.swap(j, q.at(rest));
          Step step = Positions.step(at, rest, false);
          out.add(special(step, q, CandidatePlay.SWAP));
        }
      }
    }
    if (third) {
      for (int j = first; j < first + RussianBoard.PIECES; j++) {
        int at = root.loc[j];
        if (StepCode.canMake(StepRules.straightHome(at, true, true))) {
          // R13: the third doubles may move one piece on the track straight home
          ScratchPosition q = root.copy();
          q.move(j, RussianBoard.HOME);
          Step step = Positions.step(at, RussianBoard.HOME, false);
          out.add(special(step, q, CandidatePlay.STRAIGHT_HOME));
        }
      }
    }
    return out;
  }

  private static CandidatePlay special(Step step, ScratchPosition pos, int kind) {
    return new CandidatePlay(new Step[] {step}, new int[] {0}, pos, 2, 0, false, false, 0, kind);
  }
}
