package io.github.parcheesi.testing;

import io.github.parcheesi.RaceRules;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games.Ply;

/**
 * The test game's engine through the public API only ({@code plainrace}, with options {@code
 * home=over} and {@code dice=inorder}) keeps the contract of every rule set, RuleSet's default
 * methods included.
 */
class PlainRaceContractTest extends RuleSetContract {

  @Override
  protected RuleSet rules() {
    return RaceRules.with(
        RaceRules.with(RaceRules.plain(), RaceRules.HOME, "over"), RaceRules.DICE, "inorder");
  }

  @Override
  protected void checkTurn(Ply ply) {
    RaceContractTest.checkRaceTurn(ply);
  }
}
