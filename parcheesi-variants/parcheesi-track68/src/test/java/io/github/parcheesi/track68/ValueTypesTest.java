package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.IllegalMoveException;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.RejectedException;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The small value types of the public API: rolls, dice, locations, colours, steps, refusals,
 * problems and rule options.
 */
class ValueTypesTest {

  @Test
  @DisplayName("Roll: 36 interned ordered outcomes, faces, doubles, high, low and probabilities")
  void rolls() {
    assertEquals(36, Roll.outcomes().size());
    assertEquals(36, Roll.outcomes().distinct().size());
    assertEquals(Roll.of(1, 1), Roll.outcomes().head());
    assertEquals(Roll.of(1, 2), Roll.outcomes().get(1), "first die major");
    assertEquals(Roll.of(2, 1), Roll.outcomes().get(6));
    assertEquals(Roll.of(6, 6), Roll.outcomes().last());
    for (Roll r : Roll.outcomes()) {
      assertSame(r, Roll.of(r.die1(), r.die2()), "interned " + r);
      assertEquals(1.0 / 36, r.probability(), 1e-15);
    }
    Roll r = Roll.of(2, 5);
    assertEquals(2, r.die1());
    assertEquals(5, r.die2());
    assertEquals(5, r.high());
    assertEquals(2, r.low());
    assertEquals(5, Roll.of(5, 2).high());
    assertEquals(2, Roll.of(5, 2).low());
    assertFalse(r.isDoubles());
    assertTrue(Roll.of(4, 4).isDoubles());
    assertEquals("2-5", r.toString());
    assertNotEquals(Roll.of(5, 2), r, "ordered outcomes");
    assertEquals(2.0 / 36, r.unorderedProbability(), 1e-15);
    assertEquals(1.0 / 36, Roll.of(3, 3).unorderedProbability(), 1e-15);

    List<Roll> distinct = Roll.distinctOutcomes();
    assertEquals(21, distinct.size());
    assertTrue(distinct.forAll(d -> d.die1() <= d.die2()));
    assertEquals(1.0, distinct.map(Roll::unorderedProbability).sum().doubleValue(), 1e-12);
  }

  @Test
  @DisplayName("Roll.of refuses faces outside 1 to 6; Roll.parse reads A-B only")
  void rollBounds() {
    for (int[] bad : new int[][] {{0, 1}, {7, 1}, {1, 0}, {1, 7}}) {
      assertThrows(IllegalArgumentException.class, () -> Roll.of(bad[0], bad[1]));
    }
    assertEquals(Option.some(Roll.of(1, 6)), Roll.parse("1-6"));
    assertEquals(Option.some(Roll.of(6, 1)), Roll.parse("6-1"));
    for (String bad : List.of("", "3-", "3-45", "3+4", "0-3", "7-3", "3-0", "3-7", "a-b", "33-4")) {
      assertEquals(Option.none(), Roll.parse(bad), bad);
    }
  }

  @Test
  @DisplayName("Dice: the same seed gives the same rolls, faces 1 to 6, all 36 outcomes")
  void dice() {
    Dice a = Dice.seeded(5);
    Dice b = Dice.seeded(5);
    Set<Roll> seen = new HashSet<>();
    Set<Integer> faces = new HashSet<>();
    Set<Integer> picks = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      Roll r = a.roll();
      assertEquals(r, b.roll());
      seen.add(r);
      int f = a.die();
      assertEquals(f, b.die());
      faces.add(f);
      int n = a.nextInt(3);
      assertEquals(n, b.nextInt(3));
      picks.add(n);
    }
    assertEquals(36, seen.size());
    assertEquals(Set.of(1, 2, 3, 4, 5, 6), faces);
    assertEquals(Set.of(0, 1, 2), picks);
    Dice c = a.split();
    Dice d = b.split();
    assertEquals(List.fill(20, c::roll), List.fill(20, d::roll), "split is deterministic");
    assertNotEquals(List.fill(20, a::roll), List.fill(20, Dice.seeded(6)::roll));
  }

  @Test
  @DisplayName("Location: factories, kinds, indices, tokens, order and parse")
  void locations() {
    assertEquals("n", Location.nest().token());
    assertEquals(Location.Kind.NEST, Location.nest().kind());
    assertEquals("h", Location.home().token());
    assertEquals(Location.Kind.HOME, Location.home().kind());
    assertEquals("c", Location.mirror().token());
    assertEquals(Location.Kind.MIRROR, Location.mirror().kind());
    assertEquals(0, Location.mirror().index());
    assertEquals("1", Location.track(1).token());
    assertEquals(72, Location.track(72).index());
    assertEquals(Location.Kind.TRACK, Location.track(72).kind());
    assertEquals("r7", Location.homeRow(7).token());
    assertEquals(Location.Kind.HOME_ROW, Location.homeRow(1).kind());
    assertEquals("o8", Location.rest(8).token());
    assertEquals(Location.Kind.REST, Location.rest(1).kind());
    assertEquals(3, Location.rest(3).index());
    assertEquals("m4", Location.arrow(4).token());
    assertEquals(Location.Kind.ARROW, Location.arrow(1).kind());
    assertEquals(2, Location.arrow(2).index());
    for (Colour c : Colour.values()) {
      Location p = Location.prisonerOf(c);
      assertEquals(Location.Kind.PRISONER, p.kind());
      assertEquals(c.ordinal(), p.index(), "a prisoner's index is its captor");
      assertEquals("p" + c.letter(), p.token());
      assertEquals(p.token(), p.toString());
      assertSame(p, Location.parse(p.token()).get());
    }
    assertSame(Location.track(12), Location.parse("12").get(), "interned");
    for (var bad :
        List.of(
            (Runnable) () -> Location.track(0),
            () -> Location.track(73),
            () -> Location.homeRow(0),
            () -> Location.homeRow(8),
            () -> Location.rest(0),
            () -> Location.rest(9),
            () -> Location.arrow(0),
            () -> Location.arrow(5))) {
      assertThrows(IllegalArgumentException.class, bad::run);
    }
  }

  @Test
  @DisplayName(
      "Location: notation order nest, track, home row, rest, arrow, mirror, prisoners, home")
  void locationOrder() {
    List<Location> ordered =
        List.of(
            Location.nest(),
            Location.track(1),
            Location.track(72),
            Location.homeRow(1),
            Location.homeRow(7),
            Location.rest(1),
            Location.rest(8),
            Location.arrow(1),
            Location.arrow(4),
            Location.mirror(),
            Location.prisonerOf(Colour.BLUE),
            Location.prisonerOf(Colour.GREEN),
            Location.prisonerOf(Colour.RED),
            Location.prisonerOf(Colour.YELLOW),
            Location.home());
    for (int i = 0; i + 1 < ordered.size(); i++) {
      Location a = ordered.get(i);
      Location b = ordered.get(i + 1);
      assertTrue(a.compareTo(b) < 0, a + " before " + b);
      assertTrue(b.compareTo(a) > 0, b + " after " + a);
      assertEquals(0, a.compareTo(a));
    }
    assertEquals(ordered, ordered.reverse().sorted());
  }

  @Test
  @DisplayName("Location.parse reads every token and nothing else")
  void locationParse() {
    for (String ok :
        List.of(
            "n", "h", "c", "1", "9", "10", "68", "72", "r1", "r7", "o1", "o8", "m1", "m4", "pY",
            "pB")) {
      assertEquals(ok, Location.parse(ok).get().token(), ok);
    }
    for (String bad :
        List.of(
            "", "0", "73", "99", "100", "01", "r0", "r8", "r", "r10", "o0", "o9", "m0", "m5", "pX",
            "p", "pYY", "x", "1a", "r1x", "H", "-1")) {
      assertEquals(Option.none(), Location.parse(bad), bad);
    }
  }

  @Test
  @DisplayName("Colour: letters and play order Y, G, R, B (B5)")
  void colours() {
    assertEquals("YGRB", List.of(Colour.values()).map(c -> String.valueOf(c.letter())).mkString());
    for (Colour c : Colour.values()) {
      assertEquals(Option.some(c), Colour.ofLetter(c.letter()));
      assertSame(c, Colour.ofIndex(c.ordinal()));
    }
    assertEquals(Option.none(), Colour.ofLetter('y'));
    assertEquals(Option.none(), Colour.ofLetter('X'));
  }

  @Test
  @DisplayName("Step: value equality, notation, and interned steps equal to built ones")
  void steps() {
    Step s = Step.of(Location.track(12), Location.track(17), true);
    assertEquals("12/17*", s.toString());
    assertEquals("n/5", Step.of(Location.nest(), Location.track(5), false).toString());
    assertEquals(s, Step.of(Location.track(12), Location.track(17), true));
    assertNotEquals(s, Step.of(Location.track(12), Location.track(17), false));
    for (int from : new int[] {0, 1, 12, 68, 79, 97}) {
      for (int to : new int[] {0, 5, 17, 73, 92, 97}) {
        for (boolean capture : new boolean[] {false, true}) {
          Step interned = Positions.step(from, to, capture);
          assertEquals(
              Step.of(Positions.location(from), Positions.location(to), capture), interned);
          assertSame(interned, Positions.step(from, to, capture));
        }
      }
    }
  }

  @Test
  @DisplayName("IllegalMove: message with and without a rule id; the exception carries it")
  void refusals() {
    RuleSet rules = CoreRules.PARCHIS_LIKE;
    GameState s = rules.newGame(2);
    Move m = Move.pass(Roll.of(3, 4));
    IllegalMove withRule =
        IllegalMove.of(m, s, Refusal.Kind.BREAKS_RULE, "A9", "it passes a blockade");
    assertEquals("illegal move 'pass' (A9): it passes a blockade", withRule.message());
    IllegalMove without = IllegalMove.of(m, s, Refusal.Kind.NO_PIECE, "", "no piece there");
    assertEquals("illegal move 'pass': no piece there", without.message());
    assertEquals(Refusal.Kind.NO_PIECE, without.kind());
    assertEquals(Refusal.Kind.BREAKS_RULE, withRule.kind());
    IllegalMoveException e = new IllegalMoveException(withRule);
    assertSame(withRule, e.illegalMove());
    assertEquals(withRule.message(), e.getMessage());
  }

  @Test
  @DisplayName("Problem, RuleOption and ParseException keep what they are given")
  void smallValues() {
    Problem p =
        Problem.of(
            Problem.Kind.CROWDED,
            "three pieces on square 5 (A7)",
            Option.some(Colour.RED),
            Option.some(Location.track(5)));
    assertEquals("three pieces on square 5 (A7)", p.toString());
    assertEquals(Option.some(Colour.RED), p.colour());
    assertEquals(Option.some(Location.track(5)), p.location());
    assertEquals(Problem.Kind.CROWDED, p.kind());
    assertEquals(Option.none(), Problem.of(Problem.Kind.OTHER, "x").colour());
    assertEquals(Option.none(), Problem.of(Problem.Kind.OTHER, "x").location());

    RuleOption<Boolean> flag = RuleOption.flag("eitherDie", "either die", false);
    assertEquals("false", flag.defaultValue());
    assertEquals(List.of("true", "false"), flag.values());
    assertEquals("eitherDie", flag.name());
    assertEquals("either die", flag.description());
    assertEquals("true", RuleOption.flag("x", "y", true).defaultValue());
    assertThrows(
        IllegalArgumentException.class,
        () -> RuleOption.of("capture", "R4", "never", List.of("forced", "penalty")));

    ParseException e =
        new ParseException(ParseException.Kind.UNKNOWN_LOCATION, "unknown location", "q9", 14);
    assertEquals(ParseException.Kind.UNKNOWN_LOCATION, e.kind());
    assertEquals("q9", e.token());
    assertEquals(14, e.column());
    assertEquals("unknown location", e.reason());
    assertEquals("unknown location at column 14 (token 'q9')", e.getMessage());
  }

  @Test
  @DisplayName("RuleSets names an unknown variant and the known ones (none in core alone)")
  void unknownVariants() {
    assertEquals(Option.none(), RuleSets.find("nope"));
    RejectedException e = assertThrows(RejectedException.class, () -> RuleSets.get("nope"));
    assertEquals(
        "unknown variant 'nope'; known: " + RuleSets.all().map(RuleSet::id).mkString(", "),
        e.getMessage());
    Rejection nope = RuleSets.get("nope", io.vavr.collection.HashMap.empty()).getLeft();
    assertEquals(e.getMessage(), nope.message());
    assertEquals(Rejection.Kind.UNKNOWN_VARIANT, nope.kind());
    assertEquals(Option.some("nope"), nope.name());
    assertEquals(nope, e.rejection(), "the exception carries the typed refusal");
  }
}
