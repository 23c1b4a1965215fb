package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.testing.RollOffInvariants;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link RollOff}, rule B6: each colour rolls one die, the lowest or highest starts, tied colours
 * roll again among themselves until one wins. Rolled with seeded dice (checked by {@link
 * RollOffInvariants}), and rebuilt from recorded rounds, which are checked round by round.
 */
class RollOffTest {

  private static final Colour Y = Colour.YELLOW;
  private static final Colour G = Colour.GREEN;
  private static final Colour R = Colour.RED;
  private static final Colour B = Colour.BLUE;
  private static final RollOff.Order LOW = RollOff.Order.LOWEST;
  private static final RollOff.Order HIGH = RollOff.Order.HIGHEST;

  @SafeVarargs
  private static Either<String, RollOff> of(RollOff.Order order, Map<Colour, Integer>... rounds) {
    return RollOff.of(order, List.of(rounds)).mapLeft(Rejection::message);
  }

  private static Map<Colour, Integer> round(Object... colourThenDie) {
    Map<Colour, Integer> m = LinkedHashMap.empty();
    for (int i = 0; i < colourThenDie.length; i += 2) {
      m = m.put((Colour) colourThenDie[i], (Integer) colourThenDie[i + 1]);
    }
    return m;
  }

  @Test
  void rollOffsWithSeededDiceKeepB6() {
    for (RollOff.Order order : RollOff.Order.values()) {
      qt().withFixedSeed(0xB6L + order.ordinal())
          .withExamples(300)
          .withShrinkCycles(5)
          .forAll(longs().all(), RollOffInvariants.colours())
          .checkAssert(
              (seed, colours) -> {
                RollOff r = RollOff.roll(colours, order, Dice.seeded(seed));
                RollOffInvariants.check(r, order, colours, seed);
                assertEquals(colours, r.colours());
                RollOff again = RollOff.roll(colours, order, Dice.seeded(seed));
                assertEquals(r, again);
                assertEquals(r.hashCode(), again.hashCode());
                assertEquals(r.toString(), again.toString());
              });
    }
  }

  @Test
  void theRoundsTellWhoStarts() {
    // the example of RollOff's toString: a tie on 5, then red's 6 wins
    RollOff r = of(HIGH, round(Y, 5, R, 5), round(Y, 2, R, 6)).get();
    assertEquals(R, r.first());
    assertEquals(HIGH, r.order());
    assertEquals(List.of(Y, R), r.colours());
    assertEquals(List.of(round(Y, 5, R, 5), round(Y, 2, R, 6)), r.rounds());
    assertEquals(4, r.diceRolled());
    assertEquals("Y 5, R 5; Y 2, R 6: R starts (highest die, B6)", r.toString());

    RollOff low = of(LOW, round(B, 1, G, 1, R, 3), round(B, 4, G, 2)).get();
    assertEquals(G, low.first());
    assertEquals(List.of(B, G, R), low.colours(), "in the order they rolled");
    assertEquals(5, low.diceRolled());
    assertEquals("B 1, G 1, R 3; B 4, G 2: G starts (lowest die, B6)", low.toString());

    // a tie on a value that does not win needs no other round
    RollOff one = of(HIGH, round(Y, 2, G, 2, R, 6)).get();
    assertEquals(R, one.first());
    assertEquals(3, one.diceRolled());
    assertEquals(Y, of(LOW, round(Y, 1, R, 6)).get().first());
    assertEquals(R, of(HIGH, round(Y, 1, R, 6)).get().first());
  }

  @Test
  void eachWrongRoundIsNamed() {
    assertEquals(
        Either.left("a roll-off has at least one round"),
        RollOff.of(HIGH, List.empty()).mapLeft(Rejection::message));
    assertEquals(
        Either.left("the first round of a roll-off has 2 or more colours, got Y"),
        of(HIGH, round(Y, 3)));
    assertEquals(
        Either.left(
            "round 2 of the roll-off is rolled by Y, but only the colours tied before, Y,R,"
                + " roll again (B6)"),
        of(HIGH, round(Y, 5, R, 5), round(Y, 2)));
    assertEquals(
        Either.left(
            "round 2 of the roll-off is rolled by Y,G, but only the colours tied before, Y,R,"
                + " roll again (B6)"),
        of(HIGH, round(Y, 5, R, 5, G, 1), round(Y, 2, G, 6)));
    assertEquals(
        Either.left(
            "round 2 of the roll-off is rolled by Y,R,G, but only the colours tied before, Y,R,"
                + " roll again (B6)"),
        of(HIGH, round(Y, 5, R, 5, G, 1), round(Y, 2, R, 6, G, 1)));
    assertEquals(
        Either.left("round 1 of the roll-off: Y rolled 7, not 1 to 6"), of(LOW, round(Y, 7, R, 3)));
    assertEquals(
        Either.left("round 1 of the roll-off: R rolled 0, not 1 to 6"), of(LOW, round(Y, 6, R, 0)));
    assertEquals(
        Either.left("round 2 of the roll-off: R rolled null, not 1 to 6"),
        of(LOW, round(Y, 2, R, 2), round(Y, 3, R, null)));
    assertTrue(of(LOW, round(Y, 1, R, 6)).isRight(), "1 and 6 are faces");
    assertEquals(
        Either.left(
            "round 1 of the roll-off already makes R start (highest die), but more rounds"
                + " follow (B6)"),
        of(HIGH, round(Y, 3, R, 5), round(R, 2)));
    assertEquals(
        Either.left(
            "the last round of the roll-off leaves Y,R tied (lowest die): they must roll again"
                + " (B6)"),
        of(LOW, round(Y, 2, R, 2)));
    assertEquals(
        Either.left(
            "the last round of the roll-off leaves G,B tied (highest die): they must roll again"
                + " (B6)"),
        of(HIGH, round(Y, 2, G, 6, B, 6), round(G, 4, B, 4)));
  }

  @Test
  void aWrongRoundIsRejectedWithItsKindRuleAndReason() {
    Rejection tied = RollOff.of(LOW, List.of(round(Y, 2, R, 2))).getLeft();
    assertEquals(Rejection.Kind.BAD_ROLL_OFF, tied.kind());
    assertEquals(Option.some("B6"), tied.rule());
    assertEquals(
        "the last round of the roll-off leaves Y,R tied (lowest die): they must roll again",
        tied.reason());
    assertEquals(Option.none(), tied.name());
    assertEquals(Option.none(), tied.value());
    Rejection face = RollOff.of(LOW, List.of(round(Y, 7, R, 3))).getLeft();
    assertEquals(Rejection.Kind.BAD_ROLL_OFF, face.kind());
    assertEquals(Option.none(), face.rule(), "a die's faces are no rule of the game");
    assertEquals("round 1 of the roll-off: Y rolled 7, not 1 to 6", face.reason());
    Rejection early = RollOff.of(HIGH, List.of(round(Y, 3, R, 5), round(R, 2))).getLeft();
    assertEquals(Option.some("B6"), early.rule());
    assertEquals(
        "round 1 of the roll-off already makes R start (highest die), but more rounds follow",
        early.reason());
  }

  @Test
  void fewerThanTwoOrRepeatedColoursCannotRollOff() {
    Dice dice = Dice.seeded(1);
    IllegalArgumentException one =
        assertThrows(IllegalArgumentException.class, () -> RollOff.roll(List.of(Y), HIGH, dice));
    assertEquals("a roll-off needs 2 or more colours, got 1: Y", one.getMessage());
    IllegalArgumentException none =
        assertThrows(IllegalArgumentException.class, () -> RollOff.roll(List.empty(), LOW, dice));
    assertEquals("a roll-off needs 2 or more colours, got 0: ", none.getMessage());
    IllegalArgumentException twice =
        assertThrows(
            IllegalArgumentException.class, () -> RollOff.roll(List.of(R, Y, R), LOW, dice));
    assertEquals("colour R is given twice for the roll-off: R,Y,R", twice.getMessage());
    // the dice were not touched
    assertEquals(Dice.seeded(1).die(), dice.die());
  }

  @Test
  void theWinningValueIsTheLowestOrTheHighest() {
    assertEquals(1, LOW.winning(List.of(3, 1, 5)));
    assertEquals(5, HIGH.winning(List.of(3, 1, 5)));
    assertEquals(4, LOW.winning(List.of(4)));
  }

  @Test
  void rollOffsAreEqualWhenOrderAndRoundsAre() {
    RollOff a = of(LOW, round(Y, 3, R, 5)).get();
    RollOff same = of(LOW, round(Y, 3, R, 5)).get();
    assertEquals(a, same);
    assertEquals(a.hashCode(), same.hashCode());
    // a round's maps are equal whatever order they list the rolls in; so are their roll-offs
    RollOff listedOtherwise = of(LOW, round(R, 5, Y, 3)).get();
    assertEquals(a, listedOtherwise);
    assertEquals(a.hashCode(), listedOtherwise.hashCode());
    assertEquals(
        RollOff.roll(List.of(Y, R), LOW, Dice.seeded(3)),
        RollOff.roll(List.of(Y, R), LOW, Dice.seeded(3)));
    assertNotEquals(a, of(HIGH, round(Y, 3, R, 5)).get(), "the other order");
    assertNotEquals(a, of(LOW, round(Y, 3, R, 6)).get());
    assertNotEquals(a, of(LOW, round(Y, 3, G, 5)).get());
    assertNotEquals(a, of(LOW, round(Y, 3, R, 3), round(Y, 3, R, 5)).get());
    assertFalse(a.equals(a.toString()));
    // distinct roll-offs hash apart
    List<RollOff> many =
        List.range(0, 200)
            .map(
                seed ->
                    RollOff.roll(
                        List.of(Y, G, R, B), seed % 2 == 0 ? LOW : HIGH, Dice.seeded(seed)))
            .distinct();
    assertTrue(
        HashSet.ofAll(many.map(RollOff::hashCode)).size() > many.size() * 9 / 10,
        many.size() + " roll-offs");
  }
}
