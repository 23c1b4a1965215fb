package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;

/** Says which rule a refused move breaks, with a reason a person can read. */
final class Refusals {

  private final GameState state;
  private final Roll roll;
  private final boolean penalty;
  private final boolean grant;
  private final int mover;
  private final int[] dice;
  private final MoveGenerator gen;

  Refusals(RussianRules rules, GameState state, Roll roll, boolean penalty) {
    this.state = state;
    this.roll = roll;
    this.penalty = penalty;
    this.grant = roll == null;
    this.mover = state.toMove().ordinal();
    this.dice = grant ? new int[] {6} : new int[] {roll.die1(), roll.die2()};
    this.gen = new MoveGenerator(ScratchPosition.of(state), mover, dice, grant);
    if (!grant) {
      gen.specials(state.doubles()); // R9, R13: as the generator lists them
    }
    gen.filter(penalty);
  }

  /** Rule id and reason for a move that is not among the legal ones. */
  String[] why(Move move, LegalMoves legal) {
    String[] w = reason(move.steps());
    java.util.List<Move> moves = legal.moves();
    String list = List.ofAll(moves).take(12).mkString(", ") + (moves.size() > 12 ? ", ..." : "");
    String what = grant ? "the given six" : roll.toString();
    return new String[] {w[0], w[1] + "; legal moves for " + what + ": " + list};
  }

  private String[] reason(List<Step> steps) {
    java.util.List<CandidatePlay> all = new java.util.ArrayList<>(gen.raw);
    all.addAll(gen.specials);
    // A complete play the musts removed, or a play listed in another form.
    for (CandidatePlay p : all) {
      if (List.of(p.steps).equals(steps)) {
        return filtered(p);
      }
      if (p.penalised != null && p.penalised != p && List.of(p.penalised.steps).equals(steps)) {
        return samePosition();
      }
    }
    // Otherwise the first step that cannot be played.
    CandidatePlay best = gen.raw.get(0);
    int k = 0;
    for (CandidatePlay p : all) {
      int n = 0;
      while (n < p.steps.length && n < steps.size() && p.steps[n].equals(steps.get(n))) {
        n++;
      }
      if (n > k) {
        k = n;
        best = p;
      }
    }
    if (best.special && RussianBoard.code(steps.get(k).to()) != RussianBoard.MIRROR) {
      return straightHome(best)
          ? rule("R13", "the straight-home is the whole move: no other step may follow it")
          : rule("R9", "the swap (1-1) is the whole move: no other step may follow it");
    }
    ScratchPosition pos = ScratchPosition.of(state);
    java.util.List<Integer> left = new java.util.ArrayList<>();
    for (int d : dice) {
      left.add(d);
    }
    int entered = -1;
    int prevTo = -1;
    java.util.Set<Integer> rested = new java.util.HashSet<>();
    for (int i = 0; i < k; i++) {
      Step st = steps.get(i);
      int from = RussianBoard.code(st.from());
      int to = RussianBoard.code(st.to());
      if (best.values[i] > 0) {
        left.remove(Integer.valueOf(best.values[i]));
      } else if (RussianBoard.isRest(to)) {
        rested.add(to);
      }
      entered = from == RussianBoard.NEST || from == entered ? to : entered;
      play(pos, st);
      prevTo = to;
    }
    return step(pos, steps.get(k), left, k == 0, entered, rested, prevTo, steps.size());
  }

  private String[] filtered(CandidatePlay p) {
    switch (p.removedBy) {
      case 11:
        return rule(
            "R11",
            "a piece that stood on a mirror corner as the dice were rolled must cross the"
                + " diagonal backwards with the 3 when it can");
      case 4:
        if (p.special) {
          // R4 removes R9's swap and R13's straight-home while a capture can be made (ruling 13)
          return rule(
              "R4",
              "capture is compulsory (capture=forced) and a capturing move is possible, so "
                  + specialName(p)
                  + " may not be played instead");
        }
        return rule(
            "R4", "capture is compulsory (capture=forced) and a capturing move is possible");
      case 7:
        if (p.steps.length == 0) {
          return rule(
              "R7",
              gen.raw.size() == 1 // only the pass among the ordinary plays
                  ? "R9's swap or R13's straight-home can be played, so the player may not pass"
                  : "a move is possible, so the player may not pass");
        }
        return rule(
            "R7",
            "the move must play the maximum: both dice when possible, otherwise the"
                + " larger die"
                + (penalty
                    ? ", and a move that skips a capture must play as much as"
                        + " the capture would"
                    : ""));
      default:
        if (p.penalised != null && p.penalised != p) {
          return rule(
              "R4",
              "a capture was possible (capture=penalty): the piece that could have"
                  + " captured goes to the mirror, so the move is '"
                  + p.penalised.text()
                  + "'");
        }
        return samePosition();
    }
  }

  private static String[] samePosition() {
    return rule(
        "R3",
        "the move reaches the same position as another legal move; each"
            + " resulting position is listed once, in one form");
  }

  /** Whether a special play is R13's straight-home (otherwise it is R9's swap). */
  private static boolean straightHome(CandidatePlay p) {
    return RussianBoard.code(p.steps[0].to()) == RussianBoard.HOME;
  }

  /** "R9's swap" or "R13's straight-home", for a special play. */
  private static String specialName(CandidatePlay p) {
    return straightHome(p) ? "R13's straight-home" : "R9's swap";
  }

  private static String[] rule(String id, String reason) {
    return new String[] {id, reason};
  }

  /** Plays one step on a scratch position (a capture sends the victim to the mover's base). */
  private void play(ScratchPosition pos, Step st) {
    int from = RussianBoard.code(st.from());
    int to = RussianBoard.code(st.to());
    int piece = pos.find(mover, from);
    int other = pos.at(to);
    if (other >= 0 && other / RussianBoard.PIECES != mover && RussianBoard.isRest(to)) {
      pos.move(other, from); // R9's swap
    } else if (other >= 0) {
      pos.move(other, RussianBoard.PRISONER0 + mover);
    }
    pos.move(piece, to);
  }

  private String[] step(
      ScratchPosition pos,
      Step st,
      java.util.List<Integer> left,
      boolean first,
      int entered,
      java.util.Set<Integer> rested,
      int prevTo,
      int length) {
    int from = RussianBoard.code(st.from());
    int to = RussianBoard.code(st.to());
    char me = state.toMove().letter();
    if (from < 0 || to < 0) {
      return rule("RB1", "the russian board has no location " + (from < 0 ? st.from() : st.to()));
    }
    if (to == RussianBoard.MIRROR) {
      return rule(
          "R4",
          penalty
              ? "the mirror penalty comes last in a move that skips a possible capture, for the piece"
                  + " that could have captured, the one furthest along its way home"
              : "a step to the mirror c is the penalty of capture=penalty only");
    }
    int piece = pos.find(mover, from);
    if (piece < 0) {
      return rule("R3", me + " has no piece on " + st.from());
    }
    if (RussianBoard.isTrack(from)
        && RussianBoard.isRest(to)
        && RussianBoard.restBeside(from) == to) {
      int other = pos.at(to);
      if (other >= 0 && other / RussianBoard.PIECES != mover) {
        return rule(
            "R9",
            "swapping with the piece on rest cell "
                + st.to()
                + " needs double one (1-1) and is the whole move");
      }
      if (other >= 0) {
        return rule("R8", "rest cell " + st.to() + " is occupied");
      }
      if (prevTo != from) {
        return rule(
            "R8",
            "a piece shifts into a rest cell only at once, after a step of this move"
                + " that ends beside it");
      }
      return rule("R8", "the shift into " + st.to() + " cannot be played here");
    }
    if (RussianBoard.isTrack(from)
        && to == RussianBoard.HOME
        && length == 1
        && !grant
        && roll.isDoubles()
        && state.doubles() < 2) {
      int d = distance(pos, from, to);
      if (d < 0 || !left.contains(d)) {
        return rule("R13", "only the third doubles in a row may move a piece straight home");
      }
    }
    if (left.isEmpty()) {
      return rule(
          "R3", "every die of " + (grant ? "the given six" : "the roll") + " is already played");
    }
    if (rested.contains(from)) {
      return rule(
          "R8",
          "a piece that shifted into a rest cell in this move stays there until a later move");
    }
    if (entered >= 0 && from != entered) {
      return rule(
          "R2",
          "after entering, the other die may move only the entered piece (on "
              + RussianBoard.location(entered)
              + ")");
    }
    boolean six = left.contains(6);
    int exit = RussianBoard.exit(mover);
    if (from == RussianBoard.NEST) {
      if (to != exit) {
        return rule("R2", "a piece enters on its exit cell " + exit);
      }
      if (!six) {
        return rule("R2", "entering needs a 6");
      }
      if (!first) {
        return rule("R2", "entering is the first use of a roll");
      }
      return landing(MoveGenerator.land(pos, mover, exit), st);
    }
    if (RussianBoard.isPrisoner(from)) {
      if (grant) {
        return rule("R5", "a given six may not buy back the captor's own prisoners");
      }
      if (to != RussianBoard.NEST) {
        return rule("R5", "a bought-back prisoner returns to its base: " + st.from() + "/n");
      }
      return rule("R5", "buying back a prisoner needs a 6");
    }
    int arrow = RussianBoard.ownArrow(mover);
    if (from == RussianBoard.MIRROR || from == arrow) {
      if (grant) {
        return rule("R5", "a given six may not free the captor's pieces from the mirror");
      }
      int target = from == RussianBoard.MIRROR ? arrow : RussianBoard.NEST;
      if (to != target) {
        return rule(
            "R12",
            "a piece leaves the mirror by "
                + (from == RussianBoard.MIRROR ? "c/" : "")
                + RussianBoard.location(arrow)
                + (from == RussianBoard.MIRROR ? "" : "/n")
                + " with a 6");
      }
      if (!six) {
        return rule("R12", "leaving the mirror needs a 6 for each step");
      }
      return landing(MoveGenerator.land(pos, mover, target), st);
    }
    if (from == RussianBoard.HOME) {
      return rule("R14", "a piece home has finished");
    }
    int start = from;
    if (RussianBoard.isRest(from)) {
      start = RussianBoard.cellBesideRest(from);
      if (pos.occ[start] != 0) {
        return rule(
            "R8",
            "the piece on " + st.from() + " is covered: cell " + start + " beside it is occupied");
      }
    }
    if (RussianBoard.isCorner(start)
        && (to == RussianBoard.arrowAfter(start) || to == RussianBoard.oppositeCorner(start))) {
      boolean straight = to == RussianBoard.arrowAfter(start);
      if (!pos.mirrorEmpty()) {
        return rule("R10", "the mirror shortcuts are closed while c holds a piece");
      }
      if (straight && RussianBoard.quarterOfCell(start) == RussianBoard.quarter(mover)) {
        return rule(
            "R10",
            "the straight shortcut from " + start + " would skip " + me + "'s home entrance");
      }
      if (!left.contains(straight ? 1 : 3)) {
        return rule(
            "R10",
            (straight
                ? "the straight shortcut needs a die showing 1"
                : "the diagonal needs a die showing 3"));
      }
      return landing(MoveGenerator.land(pos, mover, to), st);
    }
    int d = distance(pos, start, to);
    if (d < 0) {
      if (to == RussianBoard.HOME) {
        return rule(
            "R14",
            "a piece enters home only by a step that ends exactly on the innermost"
                + " free home cell");
      }
      return rule(
          RussianBoard.isTrack(to) ? "RB4" : "R3",
          st.to()
              + " is not 1 to 6 cells ahead of "
              + st.from()
              + " on "
              + me
              + "'s way (a piece never passes its home entrance "
              + RussianBoard.entrance(mover)
              + ")");
    }
    if (!left.contains(d)) {
      if (to == RussianBoard.HOME) {
        return rule(
            "R14",
            "a piece enters home only by a step that ends exactly on the innermost"
                + " free home cell, "
                + d
                + " cells from "
                + st.from());
      }
      return rule("R3", "no unplayed die shows " + d + " (left: " + left + ")");
    }
    return landing(MoveGenerator.walk(pos, mover, start, d), st);
  }

  /** Cells from start to a target along the mover's way, ignoring other pieces; -1 if none. */
  private int distance(ScratchPosition pos, int start, int to) {
    int cur = start;
    int homeCell = 0;
    int innermostFree = RussianBoard.HOME_CELLS - pos.homeCount(mover);
    for (int d = 1; d <= 6; d++) {
      if (homeCell > 0) {
        homeCell++;
      } else if (RussianBoard.isArrow(cur)) {
        cur = RussianBoard.cornerAfterArrow(cur);
      } else if (cur == RussianBoard.entrance(mover)) {
        homeCell = 1;
      } else {
        cur = cur % RussianBoard.TRACK + 1;
      }
      if (homeCell > 0 ? to == RussianBoard.HOME && homeCell == innermostFree : cur == to) {
        return d;
      }
    }
    return -1;
  }

  private String[] landing(int result, Step st) {
    if (result < 0) {
      int reason = -result / 1000;
      int cell = -result % 1000;
      switch (reason) {
        case MoveGenerator.JUMP:
          return rule(
              "R3",
              "cell "
                  + RussianBoard.location(cell)
                  + " is occupied: a step may not jump over a piece");
        case MoveGenerator.OWN:
          return rule(
              "R3", RussianBoard.location(cell) + " holds an own piece: one piece per cell (RB1)");
        case MoveGenerator.PROTECTED:
          return rule(
              "R12",
              "the penalised piece on " + RussianBoard.location(cell) + " cannot be captured");
        default:
          return rule(
              "R14",
              "a piece enters home only by a step that ends exactly on the innermost"
                  + " free home cell");
      }
    }
    boolean cap = (result & MoveGenerator.CAPTURE) != 0;
    if (cap != st.capture()) {
      return rule(
          "R4",
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
    return rule("R3", "the step " + st + " cannot be played here");
  }
}
