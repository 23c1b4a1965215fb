package io.github.parcheesi.parchis;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games.Ply;
import io.github.parcheesi.testing.RuleSetContract;
import io.vavr.control.Option;

/** The rule-set contract for Parchís with default options, with P9's roll-again rule exactly. */
class ParchisContractTest extends RuleSetContract {

  @Override
  protected RuleSet rules() {
    return new ParchisRules();
  }

  /** P9: doubles always roll again after playing; there is no third-doubles penalty. */
  @Override
  protected Option<Boolean> rerollExpected(Ply ply) {
    return Option.some(true);
  }
}
