package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.EXIT;
import static io.github.parcheesi.track68.Board68.NEST;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.github.parcheesi.spi.Positions;
import java.util.Locale;

/**
 * Why a move that is not among the legal moves is refused: the rule id (American numbering) and a
 * reason. Every judgement comes from the generator's own code: the search of the roll (its best
 * score, its results, the roll's values, A10's memory), and each step played on the scratch board
 * through {@link StepTargets}, whose reason for a step it cannot make names the rule.
 */
final class Refusals {

  private Refusals() {}

  /** Explains the refusal of a move with a roll that is not among the roll's legal moves. */
  static Refusal explain(
      TurnSearch t, TrackRules rules, StepTargets steps, GameState s, Move move) {
    Roll roll = move.roll().get();
    int kind = t.generate(rules, steps, s, roll);
    if (kind == TurnSearch.PENALTY) {
      return Refusal.of(
          "A13", "the third doubles in a row is not played: the piece closest to home goes back");
    }
    if (kind == TurnSearch.ALL_OR_NOTHING_PASS) {
      return Refusal.of("doublesAllOrNothing", "four values cannot all be played: pass");
    }
    // What the search found stays: the best score, the results, A10's memory and the roll's values
    // (A2's bottom faces with them). The move's steps are played on the board loaded again.
    int nRes = t.results.count;
    ScratchBoard b = t.board;
    b.load(s);
    int c = b.mover;
    int[] vals = t.vals;
    int nVals = t.nVals;
    boolean[] usedVal = new boolean[nVals];
    int entries = 0;
    String colour = Colour.ofIndex(c).name().toLowerCase(Locale.ROOT);
    for (Step st : move.steps()) {
      if (b.full()) {
        // A12: every step past the dice's values is a bonus's, and each bonus is earned by a
        // capture or a piece reaching home: no legal move comes near the stack's size
        return Refusal.of(
            "A12",
            "the move has more steps than its values and any bonuses it can earn: a bonus is"
                + " earned by a capture (20) or a piece reaching home (10)");
      }
      int from = Positions.code(st.from());
      int to = Positions.code(st.to());
      int slot = b.slotAt(from);
      if (slot < 0) {
        return Refusal.of("", colour + " has no piece on " + st.from().token());
      }
      if (from == NEST) {
        // A3: entering uses a 5, or two dice summing to 5, as the search enters
        if (to != EXIT[c]) {
          return Refusal.of(
              "A3", "a piece enters only onto its exit square " + EXIT[c] + ", not " + st.to());
        }
        int five = -1;
        for (int i = 0; i < nVals && five < 0; i++) {
          if (!usedVal[i] && StepTargets.enters(vals[i])) {
            five = i;
          }
        }
        boolean sum =
            five < 0 && !usedVal[0] && !usedVal[1] && StepTargets.entersTogether(vals[0], vals[1]);
        if (five < 0 && !sum) {
          return Refusal.of("A3", "entering needs a 5 on one die or two dice summing to 5");
        }
        int target = StepTargets.entry(b, c);
        if (target < 0) {
          return Refusal.of("A4", "the exit square " + EXIT[c] + " holds a blockade");
        }
        if (!played(b, slot, target, st)) {
          return captureMark(st, StepTargets.captures(target) == 1);
        }
        if (sum) {
          usedVal[0] = true;
          usedVal[1] = true;
        } else {
          usedVal[five] = true;
        }
        entries++;
        continue;
      }
      boolean found = false;
      int why = StepTargets.OVERSHOOT;
      boolean anyDistance = false;
      int distance = Board68.distance(c, from, to);
      for (int i = 0; i < nVals && !found; i++) {
        if (usedVal[i]) {
          continue;
        }
        int target = reach(steps, b, c, from, vals[i], to);
        if (target >= 0) {
          if (!played(b, slot, target, st)) {
            return captureMark(st, StepTargets.captures(target) == 1);
          }
          usedVal[i] = true;
          found = true;
        } else if (distance == vals[i]) {
          anyDistance = true;
          why = b.reason;
        }
      }
      if (!found
          && rules.bonuses()
          && (distance == CompletePlays.CAPTURE_BONUS || distance == CompletePlays.HOME_BONUS)) {
        // A12: a bonus step, played like a value's; whether it was earned is judged at the end
        int target = reach(steps, b, c, from, distance, to);
        if (target >= 0) {
          if (!played(b, slot, target, st)) {
            return captureMark(st, StepTargets.captures(target) == 1);
          }
          found = true;
        } else {
          anyDistance = true;
          why = b.reason;
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
    return wholeMove(t, rules, roll, usedVal, entries, nRes);
  }

  /**
   * The target of a step of value v by colour c's piece at code `from` that reaches code `to`, as
   * StepTargets gives it to the search, or -1 when none does (the reason in b.reason).
   */
  private static int reach(StepTargets steps, ScratchBoard b, int c, int from, int v, int to) {
    int n = steps.targets(b, c, from, v);
    for (int k = 0; k < n; k++) {
      if (StepTargets.to(b.targets[k]) == to) {
        return b.targets[k];
      }
    }
    return -1;
  }

  /**
   * Plays the step st of the slot's piece to a target on the board, as the search would, when its
   * capture mark is right (A8); answers whether it was.
   */
  private static boolean played(ScratchBoard b, int slot, int target, Step st) {
    boolean capture = StepTargets.captures(target) == 1;
    if (capture != st.capture()) {
      return false;
    }
    b.push(slot, StepTargets.to(target), capture);
    return true;
  }

  /**
   * Names the rule a move breaks as a whole when each of its steps is possible on its own: A10, A11
   * (and mustEnter) judged by the search's own score (MustUse), then A12 for the bonuses.
   */
  private static Refusal wholeMove(
      TurnSearch t, TrackRules rules, Roll roll, boolean[] usedVal, int entries, int nRes) {
    ScratchBoard b = t.board;
    int together = t.pairs.movedTogether(b, t.pairs.count());
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
    int larger = nUsed == 1 && (usedVal[0] ? roll.die1() : roll.die2()) == roll.high() ? 1 : 0;
    int played = MustUse.score(rules, t.doublesRoll, nUsed, larger, entries);
    int best = t.results.best;
    if (MustUse.values(played) < MustUse.values(best)) {
      return Refusal.of(
          "A11",
          "use as many values as possible: "
              + MustUse.values(best)
              + " of the roll "
              + roll
              + " can be played, the move plays "
              + nUsed);
    }
    if (MustUse.values(played) == MustUse.values(best)
        && MustUse.largerDie(played) < MustUse.largerDie(best)) {
      return Refusal.of(
          "A11", "when only one die can be played it must be the larger, " + roll.high());
    }
    if (MustUse.entries(played) < MustUse.entries(best)) {
      return Refusal.of("mustEnter", "a 5 that can enter a piece must be used to enter");
    }
    if (t.results.holds(b, nRes)) {
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

  /** The rule a step breaks, from the reason StepTargets gives. */
  private static Refusal reasonFor(int why, Step st) {
    switch (why) {
      case StepTargets.BLOCKADE_PASS:
        return Refusal.of("A9", "the step " + st + " would pass a blockade");
      case StepTargets.BLOCKADE_LAND:
        return Refusal.of("A9", "the step " + st + " would land on a blockade");
      case StepTargets.OWN_PAIR:
        return Refusal.of("A7", "the step " + st + " would put three pieces on one square");
      case StepTargets.SAFE_OPPONENT:
        return Refusal.of(
            "A8", "the step " + st + " would end on a safe square held by an opponent");
      default:
        return Refusal.of("A6", "the step " + st + " is not possible on this board");
    }
  }
}
