package io.github.parcheesi.track68;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import java.util.Set;

/** Rule sets for core's own tests, declared like the variants' without depending on them. */
final class CoreRules {

  /** The twelve safe squares of American Parcheesi, the exits among them (B3). */
  static final Set<Integer> AMERICAN_SAFE = Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68);

  /** American Parcheesi's rules with its options, under the id {@code american}. */
  static final TrackRules AMERICAN_RULES =
      TrackRules.builder()
          .id("american")
          .rollOffOrder(RollOff.Order.LOWEST)
          .safeSquares(AMERICAN_SAFE)
          .bottomFaces(true)
          .bonuses(true)
          .threeDoublesPenalty(true)
          .doublesKeepBlockades(true)
          .rerollNeedsAllValues(true)
          .options(
              List.of(
                  RuleOption.flag("threeDoublesPenalty", "A13", true),
                  RuleOption.flag("eitherDie", "A11", false),
                  RuleOption.flag("mustEnter", "A3", false),
                  RuleOption.flag("doublesAllOrNothing", "A2", false),
                  RuleOption.flag("mustTurnHome", "A6", false)))
          .build();

  /** American Parcheesi as a rule set. */
  static final TrackRuleSet AMERICAN = new TrackRuleSet(AMERICAN_RULES);

  /** Parchís' flags with its rule ids, under the id {@code parchis}. */
  static final TrackRuleSet PARCHIS_LIKE =
      new TrackRuleSet(
          TrackRules.builder()
              .id("parchis")
              .safeSquares(Set.of(12, 17, 29, 34, 46, 51, 63, 68))
              .halfSafeExits(true)
              .mustTurnHome(true)
              .eitherDie(true)
              .doublesKeepBlockades(true)
              .options(List.of(RuleOption.flag("bonuses", "P8", false)))
              .ruleIds(java.util.Map.of("A9", "P5", "A15", "P10"))
              .build());

  private CoreRules() {}

  /** A position under the given rules. */
  static GameState position(RuleSet rules, String text) {
    return Notation.parsePosition(text, rules);
  }
}
