package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.testing.Generators;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The engines' contract as an engine uses it (package-info.java, "For engines"): {@link Positions}
 * reads a state's pieces as codes and makes states from codes, {@link MoveSource} lists moves whose
 * steps and result are built when first asked for, and {@code listedResult} knows a move listed
 * from that very state. Also {@link Move} and {@link Step} as callers make them.
 */
class SpiTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final RuleSet BONUS = RaceRules.with(RACE, RaceRules.BONUS, "true");

  @Test
  void codesAreTheLocationsInNotationOrder() {
    assertEquals(Positions.NEST, Positions.code(Location.nest()));
    assertEquals(Positions.HOME, Positions.code(Location.home()));
    assertEquals(Positions.HOME_ROW_BASE + 1, Positions.code(Location.homeRow(1)));
    assertEquals(12, Positions.code(Location.track(12)));
    List<Location> all = LocationTest.all();
    for (int i = 0; i < all.size(); i++) {
      Location l = all.get(i);
      assertSame(l, Positions.location(Positions.code(l)), l.token());
      if (i > 0) {
        assertTrue(Positions.code(all.get(i - 1)) < Positions.code(l), l.token());
      }
    }
  }

  /** B5: play passes Y, G, R, B, round, skipping the colours not in the game. */
  @Test
  void theNextColourIsTheNextInPlayOrderAmongThoseInTheGame() {
    int y = 1;
    int g = 1 << 1;
    int r = 1 << 2;
    int b = 1 << 3;
    assertEquals(1, Positions.nextColour(y | g | r | b, 0));
    assertEquals(0, Positions.nextColour(y | g | r | b, 3));
    assertEquals(2, Positions.nextColour(y | r, 0));
    assertEquals(0, Positions.nextColour(y | r, 2));
    assertEquals(3, Positions.nextColour(g | b, 1));
    assertEquals(1, Positions.nextColour(g | b, 3));
    assertEquals(0, Positions.nextColour(y | g | b, 3));
    for (int mask = 1; mask < 16; mask++) {
      for (int c = 0; c < 4; c++) {
        if ((mask & 1 << c) == 0) {
          continue;
        }
        // walking on from any colour of the game visits every colour of it once before coming back
        int seen = 0;
        int at = c;
        for (int k = 0; k < Integer.bitCount(mask); k++) {
          at = Positions.nextColour(mask, at);
          assertTrue((mask & 1 << at) != 0, "mask " + mask + " from " + c);
          seen |= 1 << at;
        }
        assertEquals(mask, seen, "mask " + mask + " from " + c);
        assertEquals(c, at, "mask " + mask + " from " + c);
      }
    }
  }

  @Test
  void stepsBetweenCodesAreInterned() {
    List<Location> all = LocationTest.all();
    for (Location from : all) {
      for (Location to :
          List.of(
              Location.nest(),
              Location.track(1),
              Location.track(72),
              Location.homeRow(7),
              Location.mirror(),
              Location.home())) {
        for (boolean capture : new boolean[] {false, true}) {
          Step s = Positions.step(Positions.code(from), Positions.code(to), capture);
          assertEquals(Step.of(from, to, capture), s);
          assertSame(s, Positions.step(Positions.code(from), Positions.code(to), capture));
        }
      }
    }
  }

  @Test
  void aStateReadsAsCodesAndIsMadeBackFromThem() {
    qt().withFixedSeed(0x5B1L)
        .withExamples(80)
        .withShrinkCycles(5)
        .forAll(Generators.reachableStates(BONUS))
        .checkAssert(
            s -> {
              int mask = Positions.colourMask(s);
              byte[] codes = Positions.codes(s);
              assertEquals(2 * s.colours().size(), codes.length);
              int rank = 0;
              for (Colour c : Colour.values()) {
                assertEquals(s.plays(c), (mask & 1 << c.ordinal()) != 0, c.toString());
                if (!s.plays(c)) {
                  assertThrows(IllegalArgumentException.class, () -> Positions.offset(s, c));
                  continue;
                }
                int base = Positions.offset(s, c);
                assertEquals(2 * rank++, base, "colours in order, two pieces each");
                for (int k = 0; k < 2; k++) {
                  Location l = s.pieces(c).get(k);
                  assertEquals(Positions.code(l), Positions.code(s, base + k));
                  assertEquals(Positions.code(l), codes[base + k]);
                }
              }
              byte[] into = new byte[codes.length + 3];
              assertEquals(codes.length, Positions.copyCodes(s, into));
              for (int i = 0; i < codes.length; i++) {
                assertEquals(codes[i], into[i]);
              }
              String text = s.toString();
              java.util.Arrays.fill(codes, (byte) 1);
              assertEquals(text, s.toString(), "the copy is the caller's");
              GameState made =
                  Positions.trusted(
                      s.ruleSet(),
                      Positions.codes(s),
                      mask,
                      s.toMove(),
                      s.doubles(),
                      s.winner().map(Colour::ordinal).getOrElse(-1),
                      s.turnState());
              assertEquals(s, made);
              assertEquals(s.hashCode(), made.hashCode());
            });
  }

  @Test
  void anEmptyTurnStateOfAnyTypeIsTheEmptyTurnState() {
    TurnState empty = () -> LinkedHashMap.empty();
    GameState s =
        Positions.trusted(RACE, new byte[] {0, 0, 0, 0}, 0b0101, Colour.YELLOW, 0, -1, empty);
    assertSame(TurnState.none(), s.turnState());
    assertEquals(RACE.newGame(2), s);
    TurnState owed = () -> LinkedHashMap.of("owed", "1", "resume", "R");
    GameState t =
        Positions.trusted(BONUS, new byte[] {0, 3, 0, 0}, 0b0101, Colour.YELLOW, 0, -1, owed);
    assertSame(owed, t.turnState());
    assertEquals(Phase.DECIDE, t.phase());
  }

  @Test
  void theCoreChecksTrustedStatesUnderAssertions() {
    boolean checked = false;
    assert checked = true;
    if (checked) {
      // two colours on square 3: the engine vouched for a state the rules refuse
      AssertionError e =
          assertThrows(
              AssertionError.class,
              () ->
                  Positions.trusted(
                      RACE,
                      new byte[] {0, 3, 0, 3},
                      0b0101,
                      Colour.YELLOW,
                      0,
                      -1,
                      TurnState.none()));
      assertTrue(
          e.getMessage().startsWith("an engine made an illegal state: race Y"), e.getMessage());
    }
  }

  // ------------------------------------------------------------------------------------ moves

  @Test
  void listedMovesBuildTheirStepsAndResultWhenAskedFor() {
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,4", RACE);
    Roll roll = Roll.of(2, 1);
    List<Move> first = RACE.legalMoves(s, roll);
    List<Move> second = RACE.legalMoves(s, roll);
    List<Move> third = RACE.legalMoves(s, roll);
    List<Move> fourth = RACE.legalMoves(s, roll);
    assertEquals(first, second);
    for (int i = 0; i < first.size(); i++) {
      Move a = first.get(i);
      Move b = second.get(i);
      Move c = third.get(i);
      Move d = fourth.get(i);
      List<Step> steps = a.steps();
      assertSame(steps, a.steps(), "built once");
      // asked before the steps are built, and after
      assertEquals(steps.exists(Step::capture), d.captures(), a.toString());
      assertEquals(steps.isEmpty(), c.isPass(), a.toString());
      assertEquals(b, a);
      assertEquals(steps.exists(Step::capture), a.captures(), a.toString());
      assertFalse(a.isPass());
      assertEquals(Option.some(roll), a.roll());
      assertSame(s, a.origin());
      GameState result = a.result();
      assertSame(result, a.result(), "built once");
      assertEquals(RACE.play(s, Move.of(roll, steps)), result);
      // apply knows its own listed moves from that very state, and no others
      assertSame(result, MoveSource.listedResult(s, a));
      assertSame(result, RACE.apply(s, a).get());
      GameState equal = Notation.parsePosition(s.toString(), RACE);
      assertNotSame(s, equal);
      assertNull(MoveSource.listedResult(equal, a), "listed from another state");
      assertEquals(result, RACE.apply(equal, a).get());
      assertNull(MoveSource.listedResult(s, Move.of(roll, steps)), "made by a caller");
    }
    assertTrue(first.exists(Move::captures), "2/4* is among them");
    // r2 needs a 1 (R2): with 2-3 the only move is the pass
    GameState stuck = Notation.parsePosition("race Y Y:r2,h R:n,4", RACE);
    Roll none = Roll.of(2, 3);
    assertEquals(List.of(Move.pass(none)), RACE.legalMoves(stuck, none));
    assertTrue(RACE.legalMoves(stuck, none).head().isPass());
    assertFalse(RACE.legalMoves(stuck, none).head().captures());
  }

  @Test
  void movesKnownWithTheirResultAreAppliedAsListed() {
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,4 owed=1 resume=R bonus=true", BONUS);
    List<Move> decisions = BONUS.legalMoves(s);
    assertEquals(
        List.of(Move.withoutRoll(steps("n/1")), Move.withoutRoll(steps("2/4*"))), decisions);
    for (Move m : decisions) {
      assertSame(s, m.origin());
      assertEquals(Option.none(), m.roll());
      GameState result = MoveSource.listedResult(s, m);
      assertSame(result, m.result());
      assertSame(result, BONUS.apply(s, m).get());
    }
    // 2/4* captures again: one more bonus owed, R still resumes
    assertEquals(
        "race Y Y:n,4 R:n,n owed=1 resume=R bonus=true",
        BONUS.play(s, decisions.get(1)).toString());
    assertEquals("race R Y:1,2 R:n,4 bonus=true", BONUS.play(s, decisions.get(0)).toString());
    assertTrue(decisions.get(1).captures());
    assertFalse(decisions.get(0).captures());
  }

  private static List<Step> steps(String text) {
    return Notation.parseMove(text).steps();
  }

  @Test
  void madeMovesAreTheirRollAndSteps() {
    Roll roll = Roll.of(3, 5);
    List<Step> steps = steps("n/1 1/6*");
    Move m = Move.of(roll, steps);
    assertEquals(Option.some(roll), m.roll());
    assertSame(steps, m.steps());
    assertFalse(m.isPass());
    assertTrue(m.captures());
    assertFalse(Move.of(roll, steps("n/1 1/6")).captures());
    assertNull(m.origin());
    assertNull(m.result());
    assertEquals("n/1 1/6*", m.toString());
    assertEquals(m, Move.of(roll, steps("n/1 1/6*")));
    assertEquals(m.hashCode(), Move.of(roll, steps("n/1 1/6*")).hashCode());
    assertNotEquals(m, Move.of(Roll.of(5, 3), steps), "another roll");
    assertNotEquals(m, Move.of(roll, steps("1/6* n/1")), "another order");
    assertNotEquals(m, Move.withoutRoll(steps), "no roll");
    assertNotEquals(Move.withoutRoll(steps), m);
    assertEquals(Move.withoutRoll(steps), Move.withoutRoll(steps("n/1 1/6*")));
    assertEquals(
        Move.withoutRoll(steps).hashCode(), Move.withoutRoll(steps("n/1 1/6*")).hashCode());
    assertNotEquals(Move.withoutRoll(steps).hashCode(), m.hashCode());
    assertFalse(m.equals(m.toString()));
    assertEquals(m, m);

    Move pass = Move.pass(roll);
    assertTrue(pass.isPass());
    assertFalse(pass.captures());
    assertEquals(List.empty(), pass.steps());
    assertEquals("pass", pass.toString());
    assertEquals(Move.of(roll, List.empty()), pass);
    assertTrue(Move.withoutRoll(List.empty()).isPass());
    assertEquals(Option.none(), Move.withoutRoll(List.empty()).roll());

    assertEquals(
        "roll", assertThrows(NullPointerException.class, () -> Move.of(null, steps)).getMessage());
    assertThrows(NullPointerException.class, () -> Move.of(roll, null));
    assertThrows(NullPointerException.class, () -> Move.withoutRoll(null));
  }

  @Test
  void aListedMoveEqualsTheMoveMadeOfItsRollAndSteps() {
    qt().withFixedSeed(0x30E5L)
        .withExamples(60)
        .withShrinkCycles(5)
        .forAll(Generators.decisions(BONUS))
        .checkAssert(
            ply -> {
              for (Move m : ply.legal()) {
                Move made =
                    ply.roll().isDefined()
                        ? Move.of(ply.roll().get(), m.steps())
                        : Move.withoutRoll(m.steps());
                assertEquals(made, m);
                assertEquals(m, made);
                assertEquals(made.hashCode(), m.hashCode());
                assertEquals(made.toString(), m.toString());
              }
            });
  }

  @Test
  void stepsPrintAsNotationWritesThem() {
    assertEquals("n/1", Step.of(Location.nest(), Location.track(1), false).toString());
    assertEquals("1/5*", Step.of(Location.track(1), Location.track(5), true).toString());
    assertEquals("r2/h", Step.of(Location.homeRow(2), Location.home(), false).toString());
    Step s = Step.of(Location.track(1), Location.track(5), true);
    assertEquals(Location.track(1), s.from());
    assertEquals(Location.track(5), s.to());
    assertTrue(s.capture());
    assertNotEquals(s, Step.of(Location.track(1), Location.track(5), false));
  }
}
