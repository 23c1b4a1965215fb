package io.github.parcheesi.track68;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/** Rule sets for core's own tests, declared like the variants' without depending on them. */
final class CoreRules {

  /** The twelve safe squares of American Parcheesi, the exits among them (B3). */
  static final Set<Integer> AMERICAN_SAFE = Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68);

  /** American Parcheesi's id of each rule the engine cites (its RULES.md). */
  static final Map<TrackRule, String> AMERICAN_IDS =
      ids(
          "TRACK B1, BOARD B1-B4, SQUARE_FULL A7, ENTERING A3, ENTRY_BLOCKED A4, ENTRY_CAPTURE A4,"
              + " STEP A5, TURN_HOME A6, CAPTURE A8, SAFE_SQUARE_HELD A8, BLOCKADE A9,"
              + " BLOCKADE_MOVED_TOGETHER A10, MUST_PLAY_MOST A11, LARGER_DIE A11,"
              + " MUST_ENTER mustEnter, BONUS A12, ROLL_AGAIN A13, THREE_DOUBLES A13,"
              + " ALL_OR_NOTHING doublesAllOrNothing, PASS A14, WIN A15");

  /** Parchís's id of each rule the engine cites (its RULES.md). */
  static final Map<TrackRule, String> PARCHIS_IDS =
      ids(
          "TRACK B1, BOARD B1-B4, SQUARE_FULL A7, ENTERING P2, ENTRY_BLOCKED P5, ENTRY_CAPTURE P3,"
              + " STEP A5, TURN_HOME P6, CAPTURE A8, SAFE_SQUARE_HELD P4, BLOCKADE P5,"
              + " BLOCKADE_MOVED_TOGETHER A10, MUST_PLAY_MOST P7, LARGER_DIE P7,"
              + " MUST_ENTER mustEnter, BONUS A12, ROLL_AGAIN P9, THREE_DOUBLES A13,"
              + " ALL_OR_NOTHING doublesAllOrNothing, PASS A14, WIN P10");

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
          .ruleIds(AMERICAN_IDS)
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
              .ruleIds(PARCHIS_IDS)
              .build());

  private CoreRules() {}

  /** A map of rule ids from "RULE id, RULE id, ...". */
  private static Map<TrackRule, String> ids(String pairs) {
    Map<TrackRule, String> out = new EnumMap<>(TrackRule.class);
    for (String pair : pairs.split(",")) {
      String[] p = pair.trim().split(" ");
      out.put(TrackRule.valueOf(p[0]), p[1]);
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  /** A position under the given rules. */
  static GameState position(RuleSet rules, String text) {
    return Notation.parsePosition(text, rules);
  }
}
