package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class ValueFeaturesTest {

  /** Inputs per slot: the inputs less the global ones, over the slots. */
  private static int perSlot(ValueFeatures f, int slots) {
    return (f.inputs() - ValueFeatures.GLOBAL) / slots;
  }

  @Test
  void onlyGamesOfMoreThanTwoPlayersOnABoardWithCaptorsBasesHaveTheHeuristicInput() {
    // two-player games seat opposite colours, two slots; four-player games four
    RuleSet russian = RuleSets.get("russian");
    assertEquals(
        perSlot(new ValueFeatures(russian, 2), 2) + ValueFeatures.HEURISTIC,
        perSlot(new ValueFeatures(russian, 4), 4));
    for (String variant : List.of("american", "parchis")) {
      RuleSet rules = RuleSets.get(variant);
      assertEquals(
          perSlot(new ValueFeatures(rules, 2), 2),
          perSlot(new ValueFeatures(rules, 4), 4),
          variant);
    }
  }

  @Test
  void theHeuristicInputRisesWhenAPieceLeavesTheNest() {
    RuleSet rules = RuleSets.get("russian");
    ValueFeatures f = new ValueFeatures(rules, 4);
    int at = perSlot(f, 4) - 1; // the viewer's slot is first; its last input
    GameState start = rules.newGame(4);
    Location exit = rules.geometry().path(Colour.YELLOW).get(1);
    Map<Colour, List<Location>> pieces = HashMap.empty();
    for (Colour c : start.colours()) {
      pieces =
          pieces.put(c, c == Colour.YELLOW ? start.pieces(c).update(0, exit) : start.pieces(c));
    }
    GameState entered =
        GameState.of(rules, Colour.GREEN, pieces, 0, Option.none(), HashMap.empty()).get();
    float before = heuristicInput(f, start, at);
    float after = heuristicInput(f, entered, at);
    assertTrue(before < 0, "pieces in the nest cost: " + before);
    assertTrue(after > before, "a piece out of the nest is worth more: " + before + " " + after);
  }

  private static float heuristicInput(ValueFeatures f, GameState s, int at) {
    int[] index = new int[f.maxActive()];
    float[] value = new float[f.maxActive()];
    int n = f.encode(s, Colour.YELLOW, index, value);
    for (int i = 0; i < n; i++) {
      if (index[i] == at) {
        return value[i];
      }
    }
    return 0;
  }
}
