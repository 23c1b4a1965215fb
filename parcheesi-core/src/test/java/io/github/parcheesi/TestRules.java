package io.github.parcheesi;

import io.vavr.collection.List;
import java.util.Set;

/**
 * Rule sets for core's own tests. Core has no variant on its test class path, so these are built
 * here from {@link TrackRules}: {@link #AMERICAN} is a copy of the American configuration (rules
 * A1-A15 with default options), under the id {@code american}.
 */
final class TestRules {

  static final TrackRuleSet AMERICAN =
      new TrackRuleSet(
          TrackRules.builder()
              .id("american")
              .safeSquares(Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68))
              .bottomFaces(true)
              .bonuses(true)
              .threeDoublesPenalty(true)
              .doublesKeepBlockades(true)
              .rerollNeedsAllValues(true)
              .options(
                  List.of(
                      RuleOption.flag("threeDoublesPenalty", "A13", true),
                      RuleOption.flag("eitherDie", "A11 without the larger-die rule", false),
                      RuleOption.flag("mustEnter", "a 5 that can enter must", false),
                      RuleOption.flag("doublesAllOrNothing", "four values or none", false),
                      RuleOption.flag("mustTurnHome", "A6 without the choice", false)))
              .build());

  private TestRules() {}

  static GameState parse(String text) {
    return Notation.parsePosition(text, AMERICAN);
  }
}
