package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RollOff.Order;
import io.github.parcheesi.testing.RollOffInvariants;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/**
 * Rule B6 (American and Parchís RULES.md, Russian R1): each player rolls one die; in American
 * Parcheesi the lowest roll starts, in Parchís and the Russian game the highest; tied players roll
 * again among themselves. The library offers this roll-off with the caller's dice.
 */
class RollOffTest {

  private static final List<Colour> ALL = List.of(Colour.values());
  private static final List<Colour> YR = List.of(Colour.YELLOW, Colour.RED);

  /** The first n single dice of a seed. */
  private static List<Integer> dice(long seed, int n) {
    Dice d = Dice.seeded(seed);
    return List.range(0, n).map(i -> d.die());
  }

  private static Map<Colour, Integer> round(Object... colourThenDie) {
    Map<Colour, Integer> out = LinkedHashMap.empty();
    for (int i = 0; i < colourThenDie.length; i += 2) {
      out = out.put((Colour) colourThenDie[i], (Integer) colourThenDie[i + 1]);
    }
    return out;
  }

  @Test
  @DisplayName("B6: the lowest die starts when the variant says lowest; ties roll again")
  void b6_lowestStarts() {
    // seed 000: "Gracz z najniższym wynikiem rzuca pierwszy" (the lowest result rolls first).
    // Dice.seeded(26) rolls 1 1 6 3 | 6 6 | 1 2: Y and G tie on the lowest 1 and roll again,
    // tie again on 6, and then Y's 1 beats G's 2.
    assertEquals(List.of(1, 1, 6, 3, 6, 6, 1, 2), dice(26, 8));
    RollOff r = RollOff.roll(ALL, Order.LOWEST, Dice.seeded(26));
    assertEquals(
        List.of(
            round(Colour.YELLOW, 1, Colour.GREEN, 1, Colour.RED, 6, Colour.BLUE, 3),
            round(Colour.YELLOW, 6, Colour.GREEN, 6),
            round(Colour.YELLOW, 1, Colour.GREEN, 2)),
        r.rounds());
    assertEquals(Colour.YELLOW, r.first());
    assertEquals(Order.LOWEST, r.order());
    assertEquals(8, r.diceRolled());
    assertEquals("Y 1, G 1, R 6, B 3; Y 6, G 6; Y 1, G 2: Y starts (lowest die, B6)", r.toString());
  }

  @Test
  @DisplayName("B6: the highest die starts when the variant says highest; ties roll again")
  void b6_highestStarts() {
    // seed 003: "у кого больше выпавшее значение, тому и ходить первым" (the higher roll moves
    // first). Dice.seeded(0) rolls 5 5 | 4 4 | 2 5: two ties, then R's 5 beats Y's 2.
    assertEquals(List.of(5, 5, 4, 4, 2, 5), dice(0, 6));
    RollOff r = RollOff.roll(YR, Order.HIGHEST, Dice.seeded(0));
    assertEquals("Y 5, R 5; Y 4, R 4; Y 2, R 5: R starts (highest die, B6)", r.toString());
    assertEquals(Colour.RED, r.first());
    assertEquals(YR, r.colours());
    // four colours on the same dice: lowest, R and B tie on 4 and R's 2 beats B's 5; highest,
    // Y and G tie on 5 and G's 5 beats Y's 2
    assertEquals(
        "Y 5, G 5, R 4, B 4; R 2, B 5: R starts (lowest die, B6)",
        RollOff.roll(ALL, Order.LOWEST, Dice.seeded(0)).toString());
    assertEquals(
        "Y 5, G 5, R 4, B 4; Y 2, G 5: G starts (highest die, B6)",
        RollOff.roll(ALL, Order.HIGHEST, Dice.seeded(0)).toString());
  }

  @Test
  @DisplayName("B6: only the tied players roll again, in the order given")
  void b6_onlyTheTiedRollAgain() {
    // Dice.seeded(35) rolls 2 4 2 2 | 4 6 1: Y, R and B tie on the lowest 2; G sits out.
    assertEquals(List.of(2, 4, 2, 2, 4, 6, 1), dice(35, 7));
    RollOff r = RollOff.roll(ALL, Order.LOWEST, Dice.seeded(35));
    assertEquals("Y 2, G 4, R 2, B 2; Y 4, R 6, B 1: B starts (lowest die, B6)", r.toString());
    // colours roll in the order given, not in play order
    RollOff turned =
        RollOff.roll(List.of(Colour.RED, Colour.YELLOW), Order.HIGHEST, Dice.seeded(35));
    assertEquals("R 2, Y 4: Y starts (highest die, B6)", turned.toString());
    assertEquals(List.of(Colour.RED, Colour.YELLOW), turned.colours());
  }

  @Test
  @DisplayName("B6: a roll-off takes only single dice from the caller's dice, one per roll")
  void b6_theCallersDiceAreUsedOnePerRoll() {
    Dice used = Dice.seeded(26);
    RollOff r = RollOff.roll(ALL, Order.LOWEST, used);
    Dice fresh = Dice.seeded(26);
    for (int i = 0; i < r.diceRolled(); i++) {
      fresh.die();
    }
    assertEquals(List.range(0, 20).map(i -> fresh.roll()), List.range(0, 20).map(i -> used.roll()));
  }

  @Test
  @DisplayName("B6: fewer than two colours, or a colour twice, cannot roll off")
  void b6_badColoursAreRefused() {
    IllegalArgumentException one =
        assertThrows(
            IllegalArgumentException.class,
            () -> RollOff.roll(List.of(Colour.RED), Order.HIGHEST, Dice.seeded(1)));
    assertTrue(one.getMessage().contains("2 or more colours, got 1"), one.getMessage());
    IllegalArgumentException twice =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RollOff.roll(
                    List.of(Colour.RED, Colour.GREEN, Colour.RED), Order.LOWEST, Dice.seeded(1)));
    assertTrue(twice.getMessage().contains("colour R is given twice"), twice.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> CoreRules.AMERICAN.rollOff(List.empty(), Dice.seeded(1)));
  }

  @Test
  @DisplayName("B6: recorded rounds are checked: only the tied roll again, until one wins")
  void b6_recordedRoundsAreChecked() {
    Map<Colour, Integer> tie = round(Colour.YELLOW, 3, Colour.GREEN, 5, Colour.RED, 5);
    Map<Colour, Integer> decided = round(Colour.GREEN, 2, Colour.RED, 6);
    RollOff ok = RollOff.of(Order.HIGHEST, List.of(tie, decided)).get();
    assertEquals(Colour.RED, ok.first());
    assertEquals("Y 3, G 5, R 5; G 2, R 6: R starts (highest die, B6)", ok.toString());
    // under the lowest die the first round already decides: Y starts, so no second round
    assertTrue(
        RollOff.of(Order.LOWEST, List.of(tie, decided))
            .getLeft()
            .message()
            .contains("round 1 of the roll-off already makes Y start (lowest die)"));
    assertEquals(Colour.YELLOW, RollOff.of(Order.LOWEST, List.of(tie)).get().first());
    // a tie must be rolled again
    assertTrue(
        RollOff.of(Order.HIGHEST, List.of(tie)).getLeft().message().contains("leaves G,R tied"),
        RollOff.of(Order.HIGHEST, List.of(tie)).getLeft().message());
    // by the tied colours only
    String wrong =
        RollOff.of(Order.HIGHEST, List.of(tie, round(Colour.YELLOW, 2, Colour.RED, 6)))
            .getLeft()
            .message();
    assertTrue(wrong.contains("round 2") && wrong.contains("G,R"), wrong);
    assertTrue(
        RollOff.of(Order.HIGHEST, List.of(round(Colour.YELLOW, 7, Colour.RED, 1)))
            .getLeft()
            .message()
            .contains("Y rolled 7, not 1 to 6"));
    assertTrue(
        RollOff.of(Order.HIGHEST, List.of(round(Colour.YELLOW, 4)))
            .getLeft()
            .message()
            .contains("2 or more colours"));
    assertTrue(RollOff.of(Order.HIGHEST, List.empty()).isLeft());
  }

  @Test
  @DisplayName("B6: roll-offs are values: equal rounds and order, equal roll-offs")
  void b6_rollOffsAreValues() {
    RollOff a = RollOff.roll(ALL, Order.LOWEST, Dice.seeded(26));
    RollOff b = RollOff.of(Order.LOWEST, a.rounds()).get();
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, RollOff.roll(ALL, Order.LOWEST, Dice.seeded(27)));
    assertNotEquals(
        RollOff.roll(YR, Order.LOWEST, Dice.seeded(3)),
        RollOff.roll(YR, Order.HIGHEST, Dice.seeded(3)));
  }

  @Test
  @DisplayName("B6: the rule set declares its order, and a game starts with the roll-off's winner")
  void b6_ruleSetsDeclareTheirOrder() {
    assertEquals(Order.LOWEST, CoreRules.AMERICAN.rollOffOrder());
    assertEquals(Order.HIGHEST, CoreRules.PARCHIS_LIKE.rollOffOrder());
    // a track variant that declares nothing gets the highest die
    TrackRuleSet plain =
        new TrackRuleSet(
            TrackRules.builder()
                .id("plain")
                .safeSquares(Set.of())
                .ruleIds(CoreRules.AMERICAN_IDS)
                .build());
    assertEquals(Order.HIGHEST, plain.rollOffOrder());
    // the order is no option: changing options keeps it
    assertEquals(
        Order.LOWEST, CoreRules.AMERICAN.withOption("eitherDie", "true").get().rollOffOrder());

    RollOff r = CoreRules.AMERICAN.rollOff(ALL, Dice.seeded(26));
    assertEquals(RollOff.roll(ALL, Order.LOWEST, Dice.seeded(26)), r);
    GameState s = CoreRules.AMERICAN.newGame(r);
    assertEquals("american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n", s.toString());
    GameState green =
        CoreRules.PARCHIS_LIKE.newGame(CoreRules.PARCHIS_LIKE.rollOff(ALL, Dice.seeded(0)));
    assertEquals(Colour.GREEN, green.toMove());
    // a roll-off decided by the other order does not start this variant's game
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> CoreRules.PARCHIS_LIKE.newGame(CoreRules.AMERICAN.rollOff(YR, Dice.seeded(0))));
    assertTrue(e.getMessage().contains("the highest die starts (B6)"), e.getMessage());
  }

  @Test
  @DisplayName("B6: over many seeds, the winner has the first round's extreme die and ties re-roll")
  void b6_propertiesOverSeeds() {
    qt().withFixedSeed(0xB6L)
        .withExamples(500)
        .forAll(longs().all(), RollOffInvariants.colours(), Generate.enumValues(Order.class))
        .checkAssert(
            (seed, colours, order) -> {
              RollOff r = RollOff.roll(colours, order, Dice.seeded(seed));
              RollOffInvariants.check(r, order, colours, seed);
              assertEquals(r, RollOff.roll(colours, order, Dice.seeded(seed)), "same seed");
            });
  }
}
