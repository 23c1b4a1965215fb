package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.ArrayList;

/**
 * Why a rolled move or a given six's move is not legal, derived from the move generator rather than
 * from rules written a second time: the generator runs again with the refused move as its guide. A
 * whole play it made carries the {@link Reason} the musts removed it for ({@link Musts}); otherwise
 * the generator names the deepest point where the move leaves its steps, and the step rules ({@link
 * StepRules}) say why they do not make the move's next step there. This class only chooses among
 * those reasons and puts them into words.
 */
final class Refusals {

  /** The legal moves a refusal lists at most. */
  private static final int SHOWN = 12;

  private final GameState state;
  private final Roll roll;
  private final boolean penalty;
  private final MoveGenerator gen;
  private final Step[] guide;
  private final int mover;

  private Refusals(GameState state, Roll roll, boolean penalty, Step[] guide) {
    this.state = state;
    this.roll = roll;
    this.penalty = penalty;
    this.guide = guide;
    this.mover = state.toMove().ordinal();
    ScratchPosition pos = ScratchPosition.of(state);
    this.gen =
        roll == null
            ? MoveGenerator.forGivenSix(pos, mover, guide)
            : MoveGenerator.forRoll(pos, mover, roll, state.doubles(), guide);
    Musts.apply(gen, penalty); // the musts mark what they remove, and the penalised plays
  }

  /**
   * Why a move is refused, followed by the legal moves.
   *
   * @param state the state, in phase ROLL or playing a given six
   * @param roll the roll, or null for a given six (R5)
   * @param penalty whether {@code capture=penalty}
   * @param move the move, not among the legal ones
   * @param legal the legal moves
   * @return the rule broken and why
   */
  static Refusal of(GameState state, Roll roll, boolean penalty, Move move, LegalMoves legal) {
    Refusals r = new Refusals(state, roll, penalty, move.steps().toJavaArray(Step[]::new));
    Refusal why = r.ofPlay();
    if (why == null) {
      why = r.ofStep();
    }
    java.util.List<Move> moves = legal.moves();
    String list =
        List.ofAll(moves).take(SHOWN).mkString(", ") + (moves.size() > SHOWN ? ", ..." : "");
    return why.withDetail(
        "; legal moves for " + (roll == null ? "the given six" : roll.toString()) + ": " + list);
  }

  private static Refusal refusal(Reason reason, String text) {
    return Refusal.of(reason.kind(), reason.rule(), text);
  }

  // ------------------------------------------------------------------------------ whole plays

  /** A play the generator made that the musts removed, or that lacks its penalty step. */
  private Refusal ofPlay() {
    java.util.List<CandidatePlay> all = new ArrayList<>(gen.raw);
    all.addAll(gen.specials);
    for (CandidatePlay p : all) {
      if (p.hasSteps(guide)) {
        return ofPlay(p);
      }
      if (p.penalised != null && p.penalised != p && p.penalised.hasSteps(guide)) {
        return ofPlay(p.penalised);
      }
    }
    return null;
  }

  private Refusal ofPlay(CandidatePlay p) {
    Reason r = p.removedBy;
    switch (r) {
      case FORCED_DIAGONAL:
        return refusal(
            r,
            "a piece that stood on a mirror corner as the dice were rolled must cross the"
                + " diagonal backwards with the 3 when it can");
      case CAPTURE_FORCED:
        return refusal(
            r,
            "capture is compulsory (capture=forced) and a capturing move is possible"
                + (p.special == CandidatePlay.ORDINARY
                    ? ""
                    : ", so " + specialName(p) + " may not be played instead"));
      case NOT_MAXIMUM:
      case LESS_THAN_CAPTURE:
        if (p.steps().length == 0) {
          return refusal(r, "a move is possible, so the player may not pass");
        }
        return refusal(
            r,
            "the move must play the maximum: both dice when possible, otherwise the larger die"
                + (r == Reason.LESS_THAN_CAPTURE
                    ? ", and a move that skips a capture must play as much as the capture would"
                    : ""));
      case PASS_BESIDE_SPECIALS:
        return refusal(
            r, "R9's swap or R13's straight-home can be played, so the player may not pass");
      default:
        break;
    }
    if (p.penalised != null && p.penalised != p) {
      return refusal(
          Reason.PENALTY_MISSING,
          "a capture was possible (capture=penalty): the piece that could have captured goes to"
              + " the mirror, so the move is '"
              + p.penalised.text()
              + "'");
    }
    // a kept play is a legal spelling of a listed move (ruling 4), which apply accepts
    throw new IllegalStateException("a legal play is not refused: " + p.text());
  }

  private static String specialName(CandidatePlay p) {
    return p.special == CandidatePlay.STRAIGHT_HOME ? "R13's straight-home" : "R9's swap";
  }

  // ------------------------------------------------------------------------------ one step

  /** The first step of the move that the generator does not make where the move reaches. */
  private Refusal ofStep() {
    MoveGenerator.Divergence d = gen.divergence(); // there is one: the whole move is no play
    for (CandidatePlay sp : gen.specials) {
      if (guide.length > 1 && sp.steps()[0].equals(guide[0]) && d.depth < 1) {
        // R9, R13: the swap and the straight-home are the whole move; only the penalty follows
        if (RussianBoard.code(guide[1].to()) == RussianBoard.MIRROR) {
          return penaltyStep();
        }
        return sp.special == CandidatePlay.STRAIGHT_HOME
            ? refusal(
                Reason.AFTER_STRAIGHT_HOME,
                "the straight-home is the whole move: no other step may follow it")
            : refusal(
                Reason.AFTER_SWAP, "the swap (1-1) is the whole move: no other step may follow it");
      }
    }
    return step(d, guide[d.depth]);
  }

  private Refusal penaltyStep() {
    return refusal(
        Reason.PENALTY_STEP,
        penalty
            ? "the mirror penalty comes last in a move that skips a possible capture, for the piece"
                + " that could have captured, the one furthest along its way home"
            : "a step to the mirror c is the penalty of capture=penalty only");
  }

  /**
   * Why the step rules do not make {@code st} where the generator diverged from the move. Asks them
   * of the piece on the step's start: the whole-roll steps (R9, R13) at the start of a roll, the
   * shift into a rest cell (R8), and, when a die is left and the piece may take one (R2, R8, R14),
   * its steps with each die left, then with the other die values. Of the answers that name the
   * step's target, the most telling says why: a step that can be made but is written with another
   * capture mark; a block of the step itself; R9's and R13's blocks; R8's; that no die is left or
   * the piece takes none; that the die shows another value.
   */
  private Refusal step(MoveGenerator.Divergence d, Step st) {
    int from = RussianBoard.code(st.from());
    int to = RussianBoard.code(st.to());
    if (from < 0 || to < 0) {
      return refusal(
          Reason.NOT_ON_THE_BOARD,
          "the russian board has no location " + (from < 0 ? st.from() : st.to()));
    }
    if (to == RussianBoard.MIRROR) {
      return penaltyStep(); // R4: only the penalty steps into c
    }
    int piece = d.pos.find(mover, from);
    if (piece < 0) {
      return refusal(Reason.NO_PIECE, state.toMove().letter() + " has no piece on " + st.from());
    }
    int special = StepCode.NO_STEP;
    if (d.depth == 0 && roll != null) {
      int swap = StepRules.swap(d.pos, mover, from, roll.die1() == 1 && roll.die2() == 1);
      int home = StepRules.straightHome(from, roll.isDoubles(), state.doubles() == 2);
      special = StepCode.reaches(swap, to) ? swap : StepCode.reaches(home, to) ? home : special;
    }
    int shift =
        RussianBoard.isTrack(from) && to == RussianBoard.restBeside(from)
            ? StepRules.shift(d.pos, from, d.landed == from)
            : StepCode.NO_STEP;
    Reason block =
        d.left.length == 0
            ? Reason.DICE_PLAYED
            : StepRules.pieceBlock(d.pos, piece, d.entered, d.rested);
    int[] steps = block == Reason.NONE ? dieSteps(d, piece, d.left, to) : new int[0];
    for (int code : new int[] {special, shift}) {
      if (StepCode.canMake(code)) {
        return outcome(code, d, st);
      }
    }
    for (int code : steps) {
      if (StepCode.canMake(code)) {
        return outcome(code, d, st);
      }
    }
    for (int code : steps) {
      if (!StepCode.reason(code).dieValue()) {
        return outcome(code, d, st);
      }
    }
    for (int code : new int[] {special, shift}) {
      if (code != StepCode.NO_STEP) {
        return outcome(code, d, st);
      }
    }
    if (block == Reason.DICE_PLAYED) {
      return refusal(
          block,
          "every die of " + (roll == null ? "the given six" : "the roll") + " is already played");
    }
    if (block != Reason.NONE) {
      return words(block, 0, d, st);
    }
    if (steps.length > 0) {
      return outcome(steps[0], d, st);
    }
    for (int v = 1; v <= 6; v++) {
      int[] other = contains(d.left, v) ? new int[0] : dieSteps(d, piece, new int[] {v}, to);
      if (other.length > 0) {
        if (StepCode.isBlocked(other[0]) && StepCode.reason(other[0]) == Reason.HOME_NOT_EXACT) {
          return outcome(other[0], d, st); // R14: says how many cells the innermost free one is
        }
        return to == RussianBoard.HOME
            ? refusal(
                Reason.HOME_NOT_EXACT,
                "a piece enters home only by a step that ends exactly on the innermost free home"
                    + " cell, "
                    + v
                    + " cells from "
                    + st.from())
            : refusal(
                Reason.NO_SUCH_DIE,
                "no unplayed die shows "
                    + v
                    + " (left: "
                    + java.util.Arrays.toString(d.left)
                    + ")");
      }
    }
    return wrongTarget(d, piece, st);
  }

  /** The steps, made or blocked, the piece has with these die values that reach the target. */
  private int[] dieSteps(MoveGenerator.Divergence d, int piece, int[] values, int to) {
    int[] opts = new int[StepRules.MAX_OPTIONS];
    int[] out = new int[values.length * StepRules.MAX_OPTIONS];
    int m = 0;
    for (int v : values) {
      int n = StepRules.options(d.pos, piece, v, d.first, roll == null, opts, true);
      for (int k = 0; k < n; k++) {
        if (StepCode.reaches(opts[k], to)) {
          out[m++] = opts[k];
        }
      }
    }
    return java.util.Arrays.copyOf(out, m);
  }

  /** A step the step rules know: blocked (their reason) or made with another capture mark (R4). */
  private Refusal outcome(int code, MoveGenerator.Divergence d, Step st) {
    if (StepCode.isBlocked(code)) {
      return words(StepCode.reason(code), StepCode.detail(code), d, st);
    }
    boolean cap = StepCode.captures(code);
    if (cap != st.capture()) {
      return refusal(
          Reason.CAPTURE_MARK,
          cap
              ? "the step captures the piece on "
                  + st.to()
                  + ": write "
                  + st.from()
                  + "/"
                  + st.to()
                  + "*"
              : "the step captures nothing: write " + st.from() + "/" + st.to());
    }
    return refusal(Reason.NO_SUCH_DIE, "the step " + st + " cannot be played here");
  }

  /** No step of the piece reaches the target: says where the piece's steps go. */
  private Refusal wrongTarget(MoveGenerator.Divergence d, int piece, Step st) {
    int[] opts = new int[StepRules.MAX_OPTIONS];
    int n = StepRules.options(d.pos, piece, 6, true, false, opts, true);
    int kind = n > 0 ? StepCode.kind(opts[0]) : StepRules.WALK;
    String target = n > 0 ? RussianBoard.location(StepCode.target(opts[0])).toString() : "";
    switch (kind) {
      case StepRules.ENTER:
        return refusal(Reason.ENTERS_ON_EXIT, "a piece enters on its exit cell " + target);
      case StepRules.BUY_BACK:
        return refusal(
            Reason.RETURNS_TO_BASE,
            "a bought-back prisoner returns to its base: " + st.from() + "/" + target);
      case StepRules.LEAVE:
        return refusal(
            Reason.LEAVES_BY_OWN_ARROW,
            "a piece leaves the mirror by " + st.from() + "/" + target + " with a 6");
      default:
        if (RussianBoard.code(st.to()) == RussianBoard.HOME) {
          return refusal(
              Reason.HOME_NOT_EXACT,
              "a piece enters home only by a step that ends exactly on the innermost free home"
                  + " cell");
        }
        return refusal(
            RussianBoard.isTrack(RussianBoard.code(st.to()))
                ? Reason.PAST_ENTRANCE
                : Reason.NOT_ON_THE_WAY,
            st.to()
                + " is not 1 to 6 cells ahead of "
                + st.from()
                + " on "
                + state.toMove().letter()
                + "'s way (a piece never passes its home entrance "
                + RussianBoard.entrance(mover)
                + ")");
    }
  }

  /** A reason the step rules gave, in words; {@code detail} as {@link StepCode#detail}. */
  private Refusal words(Reason r, int detail, MoveGenerator.Divergence d, Step st) {
    switch (r) {
      case JUMP:
        return refusal(
            r,
            "cell "
                + RussianBoard.location(detail)
                + " is occupied: a step may not jump over a piece");
      case OWN_PIECE:
        return refusal(
            r, RussianBoard.location(detail) + " holds an own piece: one piece per cell (RB1)");
      case PROTECTED:
        return refusal(
            r, "the penalised piece on " + RussianBoard.location(detail) + " cannot be captured");
      case HOME_NOT_EXACT:
        return refusal(
            r,
            "a piece enters home only by a step that ends exactly on the innermost free home cell, "
                + detail
                + " cells from "
                + st.from());
      case ENTER_NEEDS_SIX:
        return refusal(r, "entering needs a 6");
      case ENTER_NOT_FIRST:
        return refusal(r, "entering is the first use of a roll");
      case BUY_BACK_NEEDS_SIX:
        return refusal(r, "buying back a prisoner needs a 6");
      case GIVEN_SIX_BUYS_NOTHING_BACK:
        return refusal(r, "a given six may not buy back the captor's own prisoners");
      case LEAVE_NEEDS_SIX:
        return refusal(r, "leaving the mirror needs a 6 for each step");
      case GIVEN_SIX_LEAVES_NO_MIRROR:
        return refusal(r, "a given six may not free the captor's pieces from the mirror");
      case COVERED:
        return refusal(
            r,
            "the piece on " + st.from() + " is covered: cell " + detail + " beside it is occupied");
      case MIRROR_CLOSED:
        return refusal(r, "the mirror shortcuts are closed while c holds a piece");
      case SKIPS_OWN_ENTRANCE:
        return refusal(
            r,
            "the straight shortcut from "
                + detail
                + " would skip "
                + state.toMove().letter()
                + "'s home entrance");
      case STRAIGHT_NEEDS_ONE:
        return refusal(r, "the straight shortcut needs a die showing 1");
      case DIAGONAL_NEEDS_THREE:
        return refusal(r, "the diagonal needs a die showing 3");
      case REST_OCCUPIED:
        return refusal(r, "rest cell " + RussianBoard.location(detail) + " is occupied");
      case SHIFT_NOT_AT_ONCE:
        return refusal(
            r,
            "a piece shifts into a rest cell only at once, after a step of this move that ends"
                + " beside it");
      case SWAP_NEEDS_DOUBLE_ONE:
        return refusal(
            r,
            "swapping with the piece on rest cell "
                + RussianBoard.location(detail)
                + " needs double one (1-1) and is the whole move");
      case STRAIGHT_HOME_NOT_THIRD:
        return refusal(r, "only the third doubles in a row may move a piece straight home");
      case AFTER_ENTERING:
        return refusal(
            r,
            "after entering, the other die may move only the entered piece (on "
                + RussianBoard.location(d.pos.loc[d.entered])
                + ")");
      case STAYS_IN_REST:
        return refusal(
            r, "a piece that shifted into a rest cell in this move stays there until a later move");
      case FINISHED:
        return refusal(r, "a piece home has finished");
      default:
        return refusal(r, "the step " + st + " cannot be played here");
    }
  }

  private static boolean contains(int[] values, int v) {
    for (int x : values) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }
}
