package io.github.parcheesi.track68;

import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.vavr.collection.List;
import java.util.Set;
import org.immutables.value.Value;

/**
 * The rules of a game on the 68-square cross-and-circle board (rules B1-B6), declared as data:
 * American Parcheesi and Parchís are two values of this type, played by one move generator ({@link
 * TrackRuleSet}).
 *
 * <p>Each flag names the rule it switches; {@link #options()} says which flags a variant offers as
 * rule options (an option's name is the flag's name).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * TrackRules rules = TrackRules.builder()
 *     .id("myparcheesi")
 *     .safeSquares(Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68))
 *     .bottomFaces(true)
 *     .bonuses(true)
 *     .ruleIds(AmericanRules.RULES.ruleIds()) // the id of each rule it cites, here American's
 *     .build();
 * RuleSet ruleSet = new TrackRuleSet(rules);
 * }</pre>
 */
@Value.Immutable
@RulesStyle
public abstract class TrackRules {

  TrackRules() {}

  /**
   * A builder; every flag is off unless set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link TrackRules}. */
  public static final class Builder extends ImmutableTrackRules.Builder {
    Builder() {}
  }

  /**
   * The variant id.
   *
   * @return such as {@code american}
   */
  public abstract String id();

  /**
   * Safe squares: no step may end on one that holds an opponent piece, and nothing is captured
   * there (A8, P3).
   *
   * @return square numbers 1 to 68
   */
  public abstract Set<Integer> safeSquares();

  /**
   * P3: the exit squares are half-safe: a piece there is captured only by an opponent entering.
   * (With the exits among {@link #safeSquares()} this plays the same, as in A4.)
   *
   * @return true for Parchís
   */
  @Value.Default
  public boolean halfSafeExits() {
    return false;
  }

  /**
   * A2: doubles give four values (tops and bottoms) to a player with no piece in the nest.
   *
   * @return true for American
   */
  @Value.Default
  public boolean bottomFaces() {
    return false;
  }

  /**
   * When only one die can be played, either may be (replaces A11's larger-die rule; P7).
   *
   * @return true to drop the larger-die rule
   */
  @Value.Default
  public boolean eitherDie() {
    return false;
  }

  /**
   * A12: 20 for a capture and 10 for a piece home, played after the dice.
   *
   * @return true when bonuses are played
   */
  @Value.Default
  public boolean bonuses() {
    return false;
  }

  /**
   * A13: the third doubles in a row is not played; the piece closest to home goes back to its nest
   * and the turn passes.
   *
   * @return true when the penalty applies
   */
  @Value.Default
  public boolean threeDoublesPenalty() {
    return false;
  }

  /**
   * P6: a piece must turn into its home row at its last track square (replaces A6's choice).
   *
   * @return true when pieces never go round twice
   */
  @Value.Default
  public boolean mustTurnHome() {
    return false;
  }

  /**
   * A 5 that can enter a piece must be used to enter (Hasbro sheet): among the plays that use the
   * most values, only those entering the most pieces are legal.
   *
   * @return true when entering is compulsory
   */
  @Value.Default
  public boolean mustEnter() {
    return false;
  }

  /**
   * With four values (A2) a player who cannot play all four plays none, and still rolls again.
   *
   * @return true for the Hasbro all-or-nothing rule
   */
  @Value.Default
  public boolean doublesAllOrNothing() {
    return false;
  }

  /**
   * A10: on doubles, the two pieces of a blockade that stood at the start of the roll may not end
   * the move (its bonus steps included) together on one new square.
   *
   * @return true when blockades may not move forward as a pair on doubles
   */
  @Value.Default
  public boolean doublesKeepBlockades() {
    return false;
  }

  /**
   * Seed 000's "another player may break a blockade with doubles": during a doubles roll a step may
   * pass a blockade of another colour (it still may not end on one, nor enter onto one; A9).
   *
   * @return true when doubles pass other colours' blockades
   */
  @Value.Default
  public boolean doublesPassBlockades() {
    return false;
  }

  /**
   * A13: the player rolls again after doubles only when every value of the roll was played; false
   * rolls again after doubles of which at least one value was played, and a doubles roll that is a
   * pass passes the turn (P9).
   *
   * @return true for American
   */
  @Value.Default
  public boolean rerollNeedsAllValues() {
    return false;
  }

  /**
   * B6: whether the lowest or the highest single die starts; a variant declares it. Not a flag or
   * an option.
   *
   * @return {@link RollOff.Order#HIGHEST} unless set (American sets {@link RollOff.Order#LOWEST})
   */
  @Value.Default
  public RollOff.Order rollOffOrder() {
    return RollOff.Order.HIGHEST;
  }

  /**
   * The flags offered as rule options; each option's name is a flag's name and its default is the
   * flag's value here.
   *
   * @return the options
   */
  @Value.Default
  public List<RuleOption<?>> options() {
    return List.empty();
  }

  /**
   * The id this variant's RULES.md gives each rule the engine cites ({@link TrackRule}): every
   * refusal, problem, event and board edge of the engine names its rule through this map, so that a
   * variant's messages cite its own ids. It must map every {@link TrackRule} to a non-blank id
   * ({@code build()} refuses a missing one); a rule that is an option of the engine rather than a
   * numbered rule may be mapped to the option's name.
   *
   * <p>Sorted in the order of {@link TrackRule}.
   *
   * @return the id of each rule, such as {@link TrackRule#CAPTURE} to {@code A8}
   */
  // a tree, not the EnumMap Immutables makes of a Map with enum keys: an EnumMap refers to its
  // key's Class, and JOL's footprint tests, which walk the rule set a state reaches, cannot walk
  // a Class (hidden classes of the module system)
  @Value.NaturalOrder
  public abstract java.util.SortedMap<TrackRule, String> ruleIds();

  /**
   * The id this variant gives a rule, from {@link #ruleIds()}.
   *
   * @param rule a rule the engine cites
   * @return such as {@code A8} for {@link TrackRule#CAPTURE}
   */
  public String ruleId(TrackRule rule) {
    return ruleIds().get(rule);
  }

  /**
   * The value of a flag by its name.
   *
   * @param name a flag name such as {@code eitherDie}
   * @return the value, or none when no flag has that name
   */
  public io.vavr.control.Option<Boolean> flag(String name) {
    switch (name) {
      case "halfSafeExits":
        return io.vavr.control.Option.some(halfSafeExits());
      case "bottomFaces":
        return io.vavr.control.Option.some(bottomFaces());
      case "eitherDie":
        return io.vavr.control.Option.some(eitherDie());
      case "bonuses":
        return io.vavr.control.Option.some(bonuses());
      case "threeDoublesPenalty":
        return io.vavr.control.Option.some(threeDoublesPenalty());
      case "mustTurnHome":
        return io.vavr.control.Option.some(mustTurnHome());
      case "mustEnter":
        return io.vavr.control.Option.some(mustEnter());
      case "doublesAllOrNothing":
        return io.vavr.control.Option.some(doublesAllOrNothing());
      case "doublesKeepBlockades":
        return io.vavr.control.Option.some(doublesKeepBlockades());
      case "doublesPassBlockades":
        return io.vavr.control.Option.some(doublesPassBlockades());
      case "rerollNeedsAllValues":
        return io.vavr.control.Option.some(rerollNeedsAllValues());
      default:
        return io.vavr.control.Option.none();
    }
  }

  /**
   * The same rules with one flag set.
   *
   * @param name a flag name such as {@code eitherDie}
   * @param value the new value
   * @return the new rules, or none when no flag has that name
   */
  public io.vavr.control.Option<TrackRules> withFlag(String name, boolean value) {
    ImmutableTrackRules self = (ImmutableTrackRules) ImmutableTrackRules.copyOf(this);
    switch (name) {
      case "halfSafeExits":
        return io.vavr.control.Option.some(self.withHalfSafeExits(value));
      case "bottomFaces":
        return io.vavr.control.Option.some(self.withBottomFaces(value));
      case "eitherDie":
        return io.vavr.control.Option.some(self.withEitherDie(value));
      case "bonuses":
        return io.vavr.control.Option.some(self.withBonuses(value));
      case "threeDoublesPenalty":
        return io.vavr.control.Option.some(self.withThreeDoublesPenalty(value));
      case "mustTurnHome":
        return io.vavr.control.Option.some(self.withMustTurnHome(value));
      case "mustEnter":
        return io.vavr.control.Option.some(self.withMustEnter(value));
      case "doublesAllOrNothing":
        return io.vavr.control.Option.some(self.withDoublesAllOrNothing(value));
      case "doublesKeepBlockades":
        return io.vavr.control.Option.some(self.withDoublesKeepBlockades(value));
      case "doublesPassBlockades":
        return io.vavr.control.Option.some(self.withDoublesPassBlockades(value));
      case "rerollNeedsAllValues":
        return io.vavr.control.Option.some(self.withRerollNeedsAllValues(value));
      default:
        return io.vavr.control.Option.none();
    }
  }

  @Value.Check
  void check() {
    java.util.Set<TrackRule> missing = java.util.EnumSet.allOf(TrackRule.class);
    missing.removeAll(ruleIds().keySet());
    if (!missing.isEmpty()) {
      throw new IllegalStateException(
          "rules " + id() + " give no rule id (ruleIds) for " + missing);
    }
    for (java.util.Map.Entry<TrackRule, String> e : ruleIds().entrySet()) {
      if (e.getValue().isBlank()) {
        throw new IllegalStateException(
            "rules " + id() + " give a blank rule id for " + e.getKey());
      }
    }
    for (int s : safeSquares()) {
      if (s < 1 || s > 68) {
        throw new IllegalStateException("safe square " + s + " is not on the 68-square track");
      }
    }
  }
}
