package io.github.parcheesi.american;

import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.track68.TrackRule;
import io.github.parcheesi.track68.TrackRuleSet;
import io.github.parcheesi.track68.TrackRules;
import io.vavr.collection.List;
import java.util.Set;

/**
 * American Parcheesi (variant id {@code american}): the rules A1-A15 declared as {@link TrackRules}
 * and played by the shared 68-square engine.
 *
 * <p>Usually found by id: {@code RuleSets.get("american")}. The options, all off by default, are
 * published as constants: {@link #THREE_DOUBLES_PENALTY}, {@link #EITHER_DIE}, {@link #MUST_ENTER},
 * {@link #DOUBLES_ALL_OR_NOTHING}, {@link #MUST_TURN_HOME} and {@link #DOUBLES_PASS_BLOCKADES};
 * {@code rules.withOption(AmericanRules.EITHER_DIE, true)} sets one, and a misspelt name does not
 * compile.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = new AmericanRules();
 * GameState s = Notation.parsePosition("american Y Y:n,n,n,n R:n,n,n,n");
 * rules.legalMoves(s, Roll.of(5, 3));   // [n/5 5/8]
 * RuleSet house = rules.withOption(AmericanRules.THREE_DOUBLES_PENALTY, true).get();
 * }</pre>
 */
public final class AmericanRules extends TrackRuleSet {

  /**
   * Option {@code threeDoublesPenalty}, off by default: A13's penalty, the third doubles in a row
   * sends the piece closest to home back to its nest and passes the turn (RULES.md, ruling 7).
   */
  public static final RuleOption<Boolean> THREE_DOUBLES_PENALTY =
      RuleOption.flag(
          "threeDoublesPenalty",
          "A13: the third doubles in a row sends the piece closest to home back to"
              + " its nest and passes the turn",
          false);

  /**
   * Option {@code eitherDie}, off by default: when only one die can be played, either may be; it
   * drops A11's larger-die rule.
   */
  public static final RuleOption<Boolean> EITHER_DIE =
      RuleOption.flag(
          "eitherDie",
          "when only one die can be played, either may be (replaces A11's larger-die rule)",
          false);

  /**
   * Option {@code mustEnter}, off by default: a 5 that can enter a piece must enter one (A3;
   * RULES.md, ruling 4). Refusals under it name the option as their rule.
   */
  public static final RuleOption<Boolean> MUST_ENTER =
      RuleOption.flag("mustEnter", "a 5 that can enter a piece must be used to enter", false);

  /**
   * Option {@code doublesAllOrNothing}, off by default: with A2's four values, a player who cannot
   * play all four plays none and still rolls again (RULES.md, ruling 6). Refusals under it name the
   * option as their rule.
   */
  public static final RuleOption<Boolean> DOUBLES_ALL_OR_NOTHING =
      RuleOption.flag(
          "doublesAllOrNothing",
          "with four values (A2), a player who cannot play all four plays none and"
              + " still rolls again",
          false);

  /**
   * Option {@code mustTurnHome}, off by default: a piece must turn into its home row at its last
   * track square; it drops A6's choice to go round again.
   */
  public static final RuleOption<Boolean> MUST_TURN_HOME =
      RuleOption.flag(
          "mustTurnHome",
          "a piece must turn into its home row at its last track square (replaces"
              + " A6's choice)",
          false);

  /**
   * Option {@code doublesPassBlockades}, off by default: during a doubles roll a step may pass a
   * blockade of another colour, though not end on one (A9; RULES.md, ruling 11).
   */
  public static final RuleOption<Boolean> DOUBLES_PASS_BLOCKADES =
      RuleOption.flag(
          "doublesPassBlockades",
          "during a doubles roll a step may pass a blockade of another colour (not"
              + " end on one; A9)",
          false);

  /** The rules with default options. */
  public static final TrackRules RULES =
      TrackRules.builder()
          .id("american")
          .rollOffOrder(RollOff.Order.LOWEST) // B6: the lowest roll starts (seed 000)
          // B3: safe squares, the exits among them.
          .safeSquares(Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68))
          .bottomFaces(true) // A2
          .bonuses(true) // A12
          .doublesKeepBlockades(true) // A10
          .rerollNeedsAllValues(true) // A13
          .options(
              List.of(
                  THREE_DOUBLES_PENALTY,
                  EITHER_DIE,
                  MUST_ENTER,
                  DOUBLES_ALL_OR_NOTHING,
                  MUST_TURN_HOME,
                  DOUBLES_PASS_BLOCKADES))
          // the id of each rule the engine cites, as RULES.md numbers it
          .putRuleIds(TrackRule.TRACK, "B1")
          .putRuleIds(TrackRule.BOARD, "B1-B4")
          .putRuleIds(TrackRule.SQUARE_FULL, "A7")
          .putRuleIds(TrackRule.ENTERING, "A3")
          .putRuleIds(TrackRule.ENTRY_BLOCKED, "A4")
          .putRuleIds(TrackRule.ENTRY_CAPTURE, "A4")
          .putRuleIds(TrackRule.STEP, "A5")
          .putRuleIds(TrackRule.TURN_HOME, "A6")
          .putRuleIds(TrackRule.CAPTURE, "A8")
          .putRuleIds(TrackRule.SAFE_SQUARE_HELD, "A8")
          .putRuleIds(TrackRule.BLOCKADE, "A9")
          .putRuleIds(TrackRule.BLOCKADE_MOVED_TOGETHER, "A10")
          .putRuleIds(TrackRule.MUST_PLAY_MOST, "A11")
          .putRuleIds(TrackRule.LARGER_DIE, "A11")
          .putRuleIds(TrackRule.MUST_ENTER, "mustEnter") // an option (ruling 4)
          .putRuleIds(TrackRule.BONUS, "A12")
          .putRuleIds(TrackRule.ROLL_AGAIN, "A13")
          .putRuleIds(TrackRule.THREE_DOUBLES, "A13")
          .putRuleIds(TrackRule.ALL_OR_NOTHING, "doublesAllOrNothing") // an option (ruling 6)
          .putRuleIds(TrackRule.PASS, "A14")
          .putRuleIds(TrackRule.WIN, "A15")
          .build();

  /** American Parcheesi with default options; the {@link java.util.ServiceLoader} provider. */
  public AmericanRules() {
    super(RULES);
  }
}
