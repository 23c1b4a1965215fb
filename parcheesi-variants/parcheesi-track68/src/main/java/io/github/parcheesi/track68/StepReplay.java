package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Board68.EXIT;
import static io.github.parcheesi.track68.Board68.NEST;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.Locale;

/**
 * A move's steps played one by one on the scratch board of a search that has just searched the
 * roll, each through {@link StepTargets} as the search plays it, with the value each step spends: a
 * die's value of the roll (A2's bottom faces among them), both dice entering together (A3), or a
 * bonus (A12). What the refusals, the explanations and the spellings of a move share, so that the
 * values a step spends are matched in one place.
 *
 * <p>When a step cannot be played, {@link #refusal} names the rule; the steps before it stay on the
 * board.
 */
final class StepReplay {

  /** What a step spent: both dice of the roll entering together (A3). */
  static final int SUM = -2;

  /** What a step spent: a bonus (A12), worth the step's distance. */
  static final int BONUS = -1;

  /** The values of the roll each step used (by index in the search's values), or SUM or BONUS. */
  final int[] spentBy;

  /** The colour each step captured (A4, A8), or -1. */
  final int[] victim;

  /** The values of the roll used, by index. */
  final boolean[] usedVal;

  /** Pieces entered from the nest. */
  int entries;

  /** Steps played. */
  int played;

  /** Why the step after the played ones cannot be played, or null when every step was. */
  Refusal refusal;

  private StepReplay(int steps, int nVals) {
    spentBy = new int[steps];
    victim = new int[steps];
    usedVal = new boolean[nVals];
  }

  /**
   * Plays the steps on the search's board, loaded again with the state the roll was searched in;
   * what the search found (its values, results and A10's memory) stays.
   */
  static StepReplay play(
      TurnSearch t,
      TrackRules rules,
      StepTargets steps,
      io.github.parcheesi.GameState s,
      Roll roll,
      List<Step> moveSteps) {
    ScratchBoard b = t.board;
    b.load(s);
    StepReplay r = new StepReplay(moveSteps.size(), t.nVals);
    r.refusal = r.run(t, rules, steps, b, roll, moveSteps);
    return r;
  }

  /**
   * What a step spends: by the index of one of the search's values (a die's top, or A2's bottom
   * face for the third and fourth of four values), {@link #SUM} (A3: both dice entering together)
   * or {@link #BONUS} (A12: 20 for a capture, 10 for a piece home), worth `value` squares.
   */
  static Spent spent(TurnSearch t, int by, int value) {
    if (by == SUM) {
      return Spent.of(Spent.Kind.BOTH_DICE, value);
    }
    if (by == BONUS) {
      return Spent.of(
          value == CompletePlays.CAPTURE_BONUS ? Spent.Kind.CAPTURE_BONUS : Spent.Kind.HOME_BONUS,
          value);
    }
    return by >= 2 ? Spent.of(Spent.Kind.BOTTOM_FACE, t.vals[by]) : Spent.die(t.vals[by]);
  }

  /** The value step i spent, in squares. */
  int value(TurnSearch t, int i, Step st) {
    int by = spentBy[i];
    if (by == SUM) {
      return t.vals[0] + t.vals[1];
    }
    if (by == BONUS) {
      return Board68.distance(t.board.mover, Positions.code(st.from()), Positions.code(st.to()));
    }
    return t.vals[by];
  }

  private Refusal run(
      TurnSearch t,
      TrackRules rules,
      StepTargets steps,
      ScratchBoard b,
      Roll roll,
      List<Step> moveSteps) {
    int c = b.mover;
    int[] vals = t.vals;
    int nVals = t.nVals;
    String colour = Colour.ofIndex(c).name().toLowerCase(Locale.ROOT);
    for (Step st : moveSteps) {
      if (b.full()) {
        // A12: every step past the dice's values is a bonus's, and each bonus is earned by a
        // capture or a piece reaching home: no legal move comes near the stack's size
        return Refusal.of(
            Refusal.Kind.NOT_THE_ROLL,
            rules.ruleId(TrackRule.BONUS),
            "the move has more steps than its values and any bonuses it can earn: a bonus is"
                + " earned by a capture (20) or a piece reaching home (10)");
      }
      int from = Positions.code(st.from());
      int to = Positions.code(st.to());
      int slot = b.slotAt(from);
      if (slot < 0) {
        return Refusal.of(
            Refusal.Kind.NO_PIECE, "", colour + " has no piece on " + st.from().token());
      }
      if (from == NEST) {
        // A3: entering uses a 5, or two dice summing to 5, as the search enters
        if (to != EXIT[c]) {
          return Refusal.of(
              Refusal.Kind.BREAKS_RULE,
              rules.ruleId(TrackRule.ENTERING),
              "a piece enters only onto its exit square " + EXIT[c] + ", not " + st.to());
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
          return Refusal.of(
              Refusal.Kind.NOT_THE_ROLL,
              rules.ruleId(TrackRule.ENTERING),
              "entering needs a 5 on one die or two dice summing to 5");
        }
        int target = StepTargets.entry(b, c);
        if (target < 0) {
          return Refusal.of(
              Refusal.Kind.BREAKS_RULE,
              rules.ruleId(TrackRule.ENTRY_BLOCKED),
              "the exit square " + EXIT[c] + " holds a blockade");
        }
        if (!played(b, slot, target, st)) {
          // A4 (P3): the entry's capture on the exit square
          return captureMark(
              rules.ruleId(TrackRule.ENTRY_CAPTURE), st, StepTargets.captures(target) == 1);
        }
        if (sum) {
          usedVal[0] = true;
          usedVal[1] = true;
          spentBy[played] = SUM;
        } else {
          usedVal[five] = true;
          spentBy[played] = five;
        }
        entries++;
        played++;
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
            return captureMark(
                rules.ruleId(TrackRule.CAPTURE), st, StepTargets.captures(target) == 1);
          }
          usedVal[i] = true;
          spentBy[played] = i;
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
            return captureMark(
                rules.ruleId(TrackRule.CAPTURE), st, StepTargets.captures(target) == 1);
          }
          spentBy[played] = BONUS;
          found = true;
        } else {
          anyDistance = true;
          why = b.reason;
        }
      }
      if (!found) {
        if (!anyDistance) {
          return Refusal.of(
              Refusal.Kind.NOT_THE_ROLL,
              rules.ruleId(TrackRule.STEP),
              "no unused value of the roll "
                  + roll
                  + " moves a piece from "
                  + st.from()
                  + " to "
                  + st.to());
        }
        return reasonFor(rules, why, st);
      }
      played++;
    }
    return null;
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
   * capture mark is right (A8); answers whether it was. Remembers the colour captured.
   */
  private boolean played(ScratchBoard b, int slot, int target, Step st) {
    boolean capture = StepTargets.captures(target) == 1;
    if (capture != st.capture()) {
      return false;
    }
    int to = StepTargets.to(target);
    victim[played] = capture ? b.col[to] : -1;
    b.push(slot, to, capture);
    return true;
  }

  /** A step whose capture mark is wrong, refused for the rule that captures there (ruleId). */
  private static Refusal captureMark(String ruleId, Step st, boolean captures) {
    return captures
        ? Refusal.of(
            Refusal.Kind.CAPTURE_MARK, ruleId, "the step " + st + " captures; write it " + st + "*")
        : Refusal.of(
            Refusal.Kind.CAPTURE_MARK, ruleId, "the step " + st + " captures nothing; drop the *");
  }

  /** The rule a step breaks, from the reason StepTargets gives, by the variant's id. */
  private static Refusal reasonFor(TrackRules rules, int why, Step st) {
    switch (why) {
      case StepTargets.BLOCKADE_PASS:
        return Refusal.of(
            Refusal.Kind.BREAKS_RULE,
            rules.ruleId(TrackRule.BLOCKADE),
            "the step " + st + " would pass a blockade");
      case StepTargets.BLOCKADE_LAND:
        return Refusal.of(
            Refusal.Kind.BREAKS_RULE,
            rules.ruleId(TrackRule.BLOCKADE),
            "the step " + st + " would land on a blockade");
      case StepTargets.OWN_PAIR:
        return Refusal.of(
            Refusal.Kind.BREAKS_RULE,
            rules.ruleId(TrackRule.SQUARE_FULL),
            "the step " + st + " would put three pieces on one square");
      case StepTargets.SAFE_OPPONENT:
        return Refusal.of(
            Refusal.Kind.BREAKS_RULE,
            rules.ruleId(TrackRule.SAFE_SQUARE_HELD),
            "the step " + st + " would end on a safe square held by an opponent");
      default:
        // OVERSHOOT: with a value that matches the step's distance, only a piece going round
        // past its last square where it must turn home (P6)
        return Refusal.of(
            Refusal.Kind.BREAKS_RULE,
            rules.ruleId(TrackRule.TURN_HOME),
            "the step " + st + " is not possible on this board");
    }
  }
}
