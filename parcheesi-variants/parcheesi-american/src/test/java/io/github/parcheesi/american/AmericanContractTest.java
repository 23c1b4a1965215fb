package io.github.parcheesi.american;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.Games.Ply;
import io.github.parcheesi.testing.RuleSetContract;
import io.vavr.control.Option;

/**
 * The rule-set contract for American Parcheesi with default options, with A13's roll-again rule
 * checked exactly.
 */
class AmericanContractTest extends RuleSetContract {

  /** Last track square of Y, G, R, B (B2). */
  private static final int[] LAST = {68, 51, 34, 17};

  @Override
  protected RuleSet rules() {
    return new AmericanRules();
  }

  /**
   * A13: after doubles the same player rolls again exactly when every value was played (two values,
   * or four when no piece was in the nest, A2), and never on the third doubles in a row.
   */
  @Override
  protected Option<Boolean> rerollExpected(Ply ply) {
    GameState before = ply.before();
    if (before.doubles() >= 2 && threeDoublesPenalty()) {
      return Option.some(false);
    }
    Colour mover = before.toMove();
    int values = before.count(mover, Location.nest()) == 0 ? 4 : 2;
    long diceSteps = ply.move().steps().count(s -> isDiceStep(mover, s));
    if (diceSteps == 0 && values == 4 && doublesAllOrNothing()) {
      return Option.some(true); // the all-or-nothing pass still rolls again
    }
    return Option.some(diceSteps == values);
  }

  /** Whether the option {@code threeDoublesPenalty} is on. */
  boolean threeDoublesPenalty() {
    return rules().optionValues().get("threeDoublesPenalty").contains("true");
  }

  /** Whether the option {@code doublesAllOrNothing} is on. */
  boolean doublesAllOrNothing() {
    return rules().optionValues().get("doublesAllOrNothing").contains("true");
  }

  /** A step made with a die value: an entry or a step of 1 to 6 (bonuses are 10 and 20). */
  private static boolean isDiceStep(Colour c, Step s) {
    return s.from().kind() == Location.Kind.NEST || distance(c, s.from(), s.to()) <= 6;
  }

  /** Steps along colour c's path (B1, B4). */
  static int distance(Colour c, Location from, Location to) {
    if (from.kind() == Location.Kind.TRACK) {
      int k = Math.floorMod(LAST[c.ordinal()] - from.index(), 68);
      switch (to.kind()) {
        case TRACK:
          return Math.floorMod(to.index() - from.index() - 1, 68) + 1;
        case HOME_ROW:
          return k + to.index();
        default:
          return k + 8;
      }
    }
    return (to.kind() == Location.Kind.HOME ? 8 : to.index()) - from.index();
  }
}
