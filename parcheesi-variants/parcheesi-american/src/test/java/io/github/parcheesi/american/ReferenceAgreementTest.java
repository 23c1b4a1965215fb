package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Plays seeded random games through the public API and, at every visited state, compares the
 * engine's legal moves with the independent {@link ReferenceAmerican} for the roll played and a few
 * more: the same set of resulting positions, each engine move among the reference's ways to reach
 * its position, no position twice, and the pass in the same cases.
 */
// slow (a second move generator over random games): left out of PIT's runs, see the pom's pit
// profile
@Tag("slow")
class ReferenceAgreementTest {

  private static final int MAX_PLIES = 700;
  private static final int EXTRA_ROLLS = 2;

  static Stream<Arguments> games() {
    java.util.List<Arguments> out = new ArrayList<>();
    String[] options = {
      "",
      "eitherDie",
      "mustEnter",
      "doublesAllOrNothing",
      "mustTurnHome",
      "threeDoublesPenalty",
      "doublesPassBlockades"
    };
    // -Dparcheesi.reference.rounds=N plays N times as many games, with other seeds
    int rounds = Integer.getInteger("parcheesi.reference.rounds", 1);
    long seed = 1;
    for (int round = 0; round < rounds; round++) {
      for (String option : options) {
        for (int players = 2; players <= 4; players++) {
          out.add(Arguments.of(players, option, seed++));
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} players, option {1}, seed {2}")
  @MethodSource("games")
  void engineAgreesWithReference(int players, String option, long seed) {
    RuleSet rules = RuleSets.get("american");
    ReferenceAmerican.Options refOptions = ReferenceAmerican.Options.DEFAULT;
    if (!option.isEmpty()) {
      // each option is tried against its default, which is off
      boolean value = true;
      rules = rules.withOption(option, Boolean.toString(value)).get();
      refOptions = refOptions.with(option, value);
    }
    ReferenceAmerican reference = new ReferenceAmerican(refOptions);
    Dice dice = Dice.seeded(seed);
    Dice extra = Dice.seeded(~seed);
    GameState state = rules.newGame(players);
    java.util.List<String> disagreements = new ArrayList<>();
    int compared = 0;
    int plies = 0;
    while (!state.isOver() && plies < MAX_PLIES) {
      Roll roll = dice.roll();
      Set<Roll> rolls = new java.util.LinkedHashSet<>();
      rolls.add(roll);
      int d = extra.die();
      rolls.add(Roll.of(d, d)); // doubles exercise A2, A10 and A13 more often
      for (int k = 0; k < EXTRA_ROLLS; k++) {
        rolls.add(extra.roll());
      }
      for (Roll r : rolls) {
        compare(rules, reference, state, r, disagreements);
        compared++;
      }
      List<Move> moves = rules.legalMoves(state, roll);
      Move chosen = moves.get(dice.nextInt(moves.size()));
      GameState next = rules.play(state, chosen);
      // the same move read back from its text is accepted by apply and leads to the same state
      Move fromText = Notation.parseMove(chosen.toString(), roll);
      assertEquals(next, rules.play(state, fromText), chosen::toString);
      state = next;
      plies++;
    }
    if (state.isOver()) {
      // A15: a finished game has no legal moves, for the engine and the reference alike
      assertEquals(List.empty(), rules.legalMoves(state, Roll.of(5, 5)));
      compare(rules, reference, state, Roll.of(5, 5), disagreements);
    }
    System.out.printf(
        "%d players, option %s, seed %d: %d plies%s, %d rolls compared%n",
        players, option, seed, plies, state.isOver() ? " to the end" : "", compared);
    assertTrue(compared > 100, "compared " + compared + " rolls");
    assertEquals(
        java.util.List.of(),
        disagreements,
        disagreements.size() + " disagreement(s) in " + compared + " rolls compared");
  }

  static void compare(
      RuleSet rules,
      ReferenceAmerican reference,
      GameState state,
      Roll roll,
      java.util.List<String> disagreements) {
    String position = state.toString();
    // The engine's results name the rule options they are played under (notation's option
    // fields); the reference takes its options apart and prints positions without them.
    StringBuilder fields = new StringBuilder();
    for (io.github.parcheesi.RuleOption<?> o : rules.options()) {
      String value = rules.optionValues().get(o.name()).get();
      if (!value.equals(o.defaultValue())) {
        fields.append(' ').append(o.name()).append('=').append(value);
      }
    }
    Map<String, Set<String>> expected = new TreeMap<>();
    reference
        .moves(position, roll.die1(), roll.die2())
        .forEach((result, moves) -> expected.put(result + fields, moves));
    Map<String, String> engine = new TreeMap<>();
    java.util.List<String> problems = new ArrayList<>();
    for (Move m : rules.legalMoves(state, roll)) {
      String result = rules.play(state, m).toString();
      String before = engine.put(result, m.toString());
      if (before != null) {
        problems.add("position listed twice: " + before + " and " + m);
      }
    }
    Set<String> onlyEngine = new TreeSet<>(engine.keySet());
    onlyEngine.removeAll(expected.keySet());
    Set<String> onlyReference = new TreeSet<>(expected.keySet());
    onlyReference.removeAll(engine.keySet());
    for (String r : onlyEngine) {
      problems.add("engine only: " + engine.get(r) + " -> " + r);
    }
    for (String r : onlyReference) {
      problems.add("reference only: " + expected.get(r) + " -> " + r);
    }
    for (Map.Entry<String, String> e : engine.entrySet()) {
      Set<String> ways = expected.get(e.getKey());
      if (ways != null && !ways.contains(e.getValue())) {
        problems.add(
            "engine move "
                + e.getValue()
                + " is not among the reference's "
                + ways
                + " to "
                + e.getKey());
      }
    }
    if (!problems.isEmpty()) {
      disagreements.add(
          "position "
              + position
              + " options "
              + rules.optionValues()
              + " roll "
              + roll
              + "\n    "
              + String.join("\n    ", problems));
    }
  }
}
