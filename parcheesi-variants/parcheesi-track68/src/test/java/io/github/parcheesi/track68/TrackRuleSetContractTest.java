package io.github.parcheesi.track68;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.*;
import java.util.Set;

/**
 * The contract run in core itself, over a 68-square rule set configured unlike American: Parchís
 * flags (half-safe exits, compulsory turn into the home row, either die, no bonuses, no
 * three-doubles penalty, roll again after any doubles).
 */
class TrackRuleSetContractTest extends RuleSetContract {

  private static final RuleSet RULES =
      new TrackRuleSet(
          TrackRules.builder()
              .id("parchis")
              .safeSquares(Set.of(12, 17, 29, 34, 46, 51, 63, 68))
              .halfSafeExits(true)
              .mustTurnHome(true)
              .eitherDie(true)
              .ruleIds(CoreRules.PARCHIS_IDS)
              .build());

  @Override
  protected RuleSet rules() {
    return RULES;
  }
}
