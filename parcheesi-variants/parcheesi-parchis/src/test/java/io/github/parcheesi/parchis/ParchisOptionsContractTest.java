package io.github.parcheesi.parchis;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games.Ply;
import io.github.parcheesi.testing.RuleSetContract;
import io.vavr.control.Option;

/** The rule-set contract for Parchís with both options on: bonuses and the A13 penalty. */
class ParchisOptionsContractTest extends RuleSetContract {

  @Override
  protected RuleSet rules() {
    return new ParchisRules()
        .withOption("bonuses", "true")
        .flatMap(r -> r.withOption("threeDoublesPenalty", "true"))
        .get();
  }

  @Override
  protected int games() {
    return Math.max(4, super.games() / 2);
  }

  /**
   * P9 with the penalty: roll again after doubles of which something was played, except the third
   * doubles in a row.
   */
  @Override
  protected Option<Boolean> rerollExpected(Ply ply) {
    return Option.some(ply.before().doubles() < 2 && !ply.move().isPass());
  }
}
