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

  /**
   * P9: doubles roll again after playing, also when only part of the roll was played; a doubles
   * roll that is a pass passes the turn (seed 001: "если ... не может сделать ход и ход переходит к
   * следующему игроку", who cannot move, the turn passes to the next player). There is no
   * third-doubles penalty.
   */
  @Override
  protected Option<Boolean> rerollExpected(Ply ply) {
    return Option.some(!ply.move().isPass());
  }
}
