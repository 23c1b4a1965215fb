package io.github.parcheesi.american;

import io.github.parcheesi.RuleSet;
import io.vavr.collection.LinkedHashMap;

/**
 * The rule-set contract for American Parcheesi with every option flipped from its default: {@code
 * eitherDie}, {@code mustEnter}, {@code doublesAllOrNothing} and {@code mustTurnHome} on, {@code
 * threeDoublesPenalty} off.
 */
class AmericanHouseRulesContractTest extends AmericanContractTest {

  @Override
  protected RuleSet rules() {
    return new AmericanRules()
        .withOptions(
            LinkedHashMap.of(
                "eitherDie", "true",
                "mustEnter", "true",
                "doublesAllOrNothing", "true",
                "mustTurnHome", "true",
                "threeDoublesPenalty", "false"))
        .get();
  }

  @Override
  protected int games() {
    return 6;
  }
}
