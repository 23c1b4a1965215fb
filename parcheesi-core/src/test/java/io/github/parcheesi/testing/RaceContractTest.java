package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RaceRules;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.Games.Ply;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * The test game {@link RaceRules} keeps the contract of every rule set, so that core's other tests
 * stand on a correct variant: {@code race} with its decision without a roll (option {@code
 * bonus=true}, R7), and after each decision the turn goes as R5 to R7 say.
 */
class RaceContractTest extends RuleSetContract {

  @Override
  protected RuleSet rules() {
    return RaceRules.with(RaceRules.race(), RaceRules.BONUS, "true");
  }

  @Override
  protected void checkTurn(Ply ply) {
    checkRaceTurn(ply);
  }

  /** R5 to R7: who moves next, with what doubles count and what bonuses owed. */
  static void checkRaceTurn(Ply ply) {
    GameState before = ply.before();
    GameState after = ply.after();
    Colour mover = before.toMove();
    String where = " after " + before + " roll " + ply.roll().getOrNull() + " move " + ply.move();
    if (after.isOver()) {
      assertEquals(Option.some(mover), after.winner(), "R6: the mover wins" + where);
      assertEquals(mover, after.toMove(), "R6: the winner stays to move" + where);
      assertEquals(0, after.doubles(), "R6" + where);
      return;
    }
    int captures = ply.move().steps().count(Step::capture);
    Colour resume;
    int doubles;
    int owed;
    if (ply.roll().isDefined()) {
      boolean again = ply.roll().get().isDoubles() && before.doubles() < 2;
      resume = again ? mover : nextInPlayOrder(before, mover);
      doubles = again ? before.doubles() + 1 : 0;
      owed = captures;
    } else {
      Map<String, String> fields = before.turnState().fields();
      resume = Colour.ofLetter(fields.get(RaceRules.RESUME).get().charAt(0)).get();
      doubles = before.doubles();
      owed = Integer.parseInt(fields.get(RaceRules.OWED).get()) - 1 + captures;
    }
    boolean bonus = before.ruleSet().optionValues().get(RaceRules.BONUS).contains("true");
    if (bonus && owed > 0) {
      assertEquals(mover, after.toMove(), "R7: the captor plays its bonus" + where);
      assertEquals(
          LinkedHashMap.of(
              RaceRules.OWED, Integer.toString(owed), RaceRules.RESUME, "" + resume.letter()),
          after.turnState().fields(),
          "R7" + where);
    } else {
      assertEquals(resume, after.toMove(), "R5" + where);
      assertEquals(LinkedHashMap.empty(), after.turnState().fields(), "R7" + where);
    }
    assertEquals(doubles, after.doubles(), "R5" + where);
  }
}
