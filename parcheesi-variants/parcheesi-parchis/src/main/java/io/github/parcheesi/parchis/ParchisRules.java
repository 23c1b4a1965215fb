package io.github.parcheesi.parchis;

import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.track68.TrackRule;
import io.github.parcheesi.track68.TrackRuleSet;
import io.github.parcheesi.track68.TrackRules;
import io.vavr.collection.List;
import java.util.Set;

/**
 * The Parchís dice game (variant id {@code parchis}): the rules P1-P10 declared as {@link
 * TrackRules} and played by the same 68-square engine as American Parcheesi. What differs from
 * American is only declared here: safe and half-safe squares, no bottom faces, no larger-die rule,
 * no going round twice, no bonuses and no three-doubles penalty by default.
 *
 * <p>Usually found by id: {@code RuleSets.get("parchis")}. The options are {@link #BONUSES} and
 * {@link #THREE_DOUBLES_PENALTY}, both off by default.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("parchis").withOption(ParchisRules.BONUSES, true).get();
 * GameState s = rules.newGame(4);
 * }</pre>
 */
public final class ParchisRules extends TrackRuleSet {

  /**
   * Option {@code bonuses}, off by default: P8, play A12's bonuses, 20 for a capture and 10 for a
   * piece home.
   */
  public static final RuleOption<Boolean> BONUSES =
      RuleOption.flag(
          "bonuses", "P8: play A12's bonuses, 20 for a capture and 10 for a piece home", false);

  /**
   * Option {@code threeDoublesPenalty}, off by default: P9, the third doubles in a row sends the
   * piece closest to home back to its nest and passes the turn (A13).
   */
  public static final RuleOption<Boolean> THREE_DOUBLES_PENALTY =
      RuleOption.flag(
          "threeDoublesPenalty",
          "P9: the third doubles in a row sends the piece closest to home back to its"
              + " nest and passes the turn (A13)",
          false);

  /** The rules with default options. */
  public static final TrackRules RULES =
      TrackRules.builder()
          .id("parchis")
          .rollOffOrder(RollOff.Order.HIGHEST) // B6: the highest roll starts
          // P3: safe squares; the four exits 5, 22, 39, 56 are half-safe instead.
          .safeSquares(Set.of(12, 17, 29, 34, 46, 51, 63, 68))
          .halfSafeExits(true) // P3, P4
          .bottomFaces(false) // P1
          .eitherDie(true) // P7
          .mustTurnHome(true) // P6
          .bonuses(false) // P8
          .threeDoublesPenalty(false) // P9
          .doublesKeepBlockades(true) // ruling: A10 applies (RULES.md)
          .rerollNeedsAllValues(false) // P9: doubles roll again after playing
          .options(List.of(BONUSES, THREE_DOUBLES_PENALTY))
          // the id of each rule the engine cites, as RULES.md numbers it: a P-rule where one
          // states it, the American rule Parchís keeps otherwise
          .putRuleIds(TrackRule.TRACK, "B1")
          .putRuleIds(TrackRule.BOARD, "B1-B4")
          .putRuleIds(TrackRule.SQUARE_FULL, "A7")
          .putRuleIds(TrackRule.ENTERING, "P2")
          .putRuleIds(TrackRule.ENTRY_BLOCKED, "P5")
          .putRuleIds(TrackRule.ENTRY_CAPTURE, "P3")
          .putRuleIds(TrackRule.STEP, "A5")
          .putRuleIds(TrackRule.TURN_HOME, "P6")
          .putRuleIds(TrackRule.CAPTURE, "A8")
          .putRuleIds(TrackRule.SAFE_SQUARE_HELD, "P4")
          .putRuleIds(TrackRule.BLOCKADE, "P5")
          .putRuleIds(TrackRule.BLOCKADE_MOVED_TOGETHER, "A10")
          .putRuleIds(TrackRule.MUST_PLAY_MOST, "P7")
          .putRuleIds(TrackRule.LARGER_DIE, "P7") // P7 drops it (eitherDie)
          .putRuleIds(TrackRule.MUST_ENTER, "mustEnter") // not offered (ruling 4)
          .putRuleIds(TrackRule.BONUS, "A12") // with option bonuses (P8)
          .putRuleIds(TrackRule.ROLL_AGAIN, "P9")
          .putRuleIds(TrackRule.THREE_DOUBLES, "A13") // with option threeDoublesPenalty (P9)
          .putRuleIds(TrackRule.ALL_OR_NOTHING, "doublesAllOrNothing") // not offered
          .putRuleIds(TrackRule.PASS, "A14")
          .putRuleIds(TrackRule.WIN, "P10")
          .build();

  /** Parchís with default options; the {@link java.util.ServiceLoader} provider. */
  public ParchisRules() {
    super(RULES);
  }
}
