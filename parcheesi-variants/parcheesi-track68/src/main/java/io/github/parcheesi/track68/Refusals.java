package io.github.parcheesi.track68;

import io.github.parcheesi.Positions;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;

/**
 * Why a move that is not among the legal moves is refused: the rule, by the variant's id ({@link
 * TrackRules#ruleId}), and a reason. Every judgement comes from the generator's own code: the
 * search of the roll (its best score, its results, the roll's values, A10's memory), and each step
 * played on the scratch board through {@link StepTargets} ({@link StepReplay}), whose reason for a
 * step it cannot make names the rule; {@link TrackEngine#judge} puts them together.
 */
final class Refusals {

  private Refusals() {}

  /**
   * The refusal of a search's special result (A13's penalty, doublesAllOrNothing's pass), of which
   * every other move is refused; null for an ordinary search.
   */
  static Refusal special(TrackRules rules, int kind) {
    if (kind == TurnSearch.PENALTY) {
      return Refusal.of(
          Refusal.Kind.BREAKS_RULE,
          rules.ruleId(TrackRule.THREE_DOUBLES),
          "the third doubles in a row is not played: the piece closest to home goes back");
    }
    if (kind == TurnSearch.ALL_OR_NOTHING_PASS) {
      return Refusal.of(
          Refusal.Kind.BREAKS_RULE,
          rules.ruleId(TrackRule.ALL_OR_NOTHING),
          "four values cannot all be played: pass");
    }
    return null;
  }

  /**
   * Names the rule a move breaks as a whole when each of its steps is possible on its own: A10, A11
   * (and mustEnter) judged by the search's own score (MustUse), then A12 for the bonuses.
   */
  static Refusal wholeMove(
      TurnSearch t, TrackRules rules, Roll roll, boolean[] usedVal, int entries, int nRes) {
    ScratchBoard b = t.board;
    int together = t.pairs.movedTogether(b, t.pairs.count());
    if (together >= 0) {
      return Refusal.of(
          Refusal.Kind.BREAKS_RULE,
          rules.ruleId(TrackRule.BLOCKADE_MOVED_TOGETHER),
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
          Refusal.Kind.MUST_PLAY_MORE,
          rules.ruleId(TrackRule.MUST_PLAY_MOST),
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
          Refusal.Kind.MUST_PLAY_MORE,
          rules.ruleId(TrackRule.LARGER_DIE),
          "when only one die can be played it must be the larger, " + roll.high());
    }
    if (MustUse.entries(played) < MustUse.entries(best)) {
      return Refusal.of(
          Refusal.Kind.BREAKS_RULE,
          rules.ruleId(TrackRule.MUST_ENTER),
          "a 5 that can enter a piece must be used to enter");
    }
    if (t.results.find(b, nRes) >= 0) {
      // the steps, each possible, lead where a listed move leads, but in no order the rules allow
      return Refusal.of(
          Refusal.Kind.BREAKS_RULE,
          rules.ruleId(TrackRule.BONUS),
          "the steps lead where a listed move leads, but in an order the rules do not allow:"
              + " bonuses (20 a capture, 10 a piece home) are played after all dice values, each"
              + " after the step that earns it");
    }
    return Refusal.of(
        Refusal.Kind.BREAKS_RULE,
        rules.ruleId(TrackRule.BONUS),
        "bonuses: each bonus earned (20 a capture, 10 a piece home) is played in full by one"
            + " piece after all dice values while some piece can play it, and no other bonus step"
            + " is played");
  }
}
