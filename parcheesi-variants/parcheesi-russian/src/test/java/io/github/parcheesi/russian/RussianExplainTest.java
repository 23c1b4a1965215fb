package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Placement;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.TurnState;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code RussianRules.explain}, {@code spellings} and {@code match} on concrete positions
 * (RULES.md, "Events" and ruling 4): each move told event by event, with the rule ids the events
 * carry.
 */
class RussianExplainTest extends Fixture {

  /** The explanation of a legal move, given as text (a decision when roll is null). */
  private static Explanation explain(GameState s, String roll, String move) {
    Either<IllegalMove, Explanation> e = s.ruleSet().explain(s, move(roll, move));
    assertTrue(e.isRight(), () -> e.getLeft().message());
    return e.get();
  }

  private static List<String> events(GameState s, String roll, String move) {
    return explain(s, roll, move).events().map(Event::toString);
  }

  private static List<String> spellings(GameState s, String roll, String move) {
    return s.ruleSet().spellings(s, move(roll, move)).map(steps -> List.ofAll(steps).mkString(" "));
  }

  @Test
  @DisplayName("R9: the swap 23/o3 moves the red piece onto 23 too, spending the whole 1-1")
  void r9_theSwapMovesBothPieces() {
    GameState s = pos("russian Y Y:n,n,n,n,23 R:n,n,n,n,o3");
    Explanation e = explain(s, "1-1", "23/o3");
    assertEquals(
        List.of(
            "SWAP Y Y 23/o3 (both dice 2) -> R [R9]",
            "SWAP Y R o3/23 -> R [R9]",
            "ROLL_AGAIN Y [R13]"),
        e.events().map(Event::toString));
    assertEquals(
        List.of(Location.track(23)), e.placements().last().pieces(Colour.RED).takeRight(1));
    assertEquals(Placement.of(e.result()), e.placements().last());
    assertTrue(e.placementAfter(0).pieces(Colour.YELLOW).contains(Location.rest(3)));
  }

  @Test
  @DisplayName("R6: the same steps pY/n pR/n are yellow's offer, and red's acceptance when offered")
  void r6_offerAndAcceptAreToldFromTheTurnState() {
    GameState offer = pos("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY");
    assertEquals(
        List.of("OFFER Y -> R [R6]", "TURN_PASSES Y -> R [R6]"), events(offer, null, "pY/n pR/n"));
    // keeping the prisoners before rolling (ruling 10): an event of its own, then yellow rolls
    assertEquals(List.of("KEEP Y [R6]", "TURN_PASSES Y -> Y [R6]"), events(offer, null, "pY/pY"));
    GameState answer = pos("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y");
    Explanation accept = explain(answer, null, "pY/n pR/n");
    assertEquals(
        List.of(
            "ACCEPT R -> Y [R6]",
            "RELEASE Y R pY/n -> R [R6]",
            "RELEASE R Y pR/n -> Y [R6]",
            "TURN_PASSES R -> Y [R6]"),
        accept.events().map(Event::toString));
    assertEquals(
        List.of(
                Location.nest(),
                Location.nest(),
                Location.nest(),
                Location.track(25),
                Location.nest())
            .sorted(),
        accept.placements().last().pieces(Colour.YELLOW));
    assertEquals(
        List.of("REFUSE R -> Y [R6]", "TURN_PASSES R -> Y [R6]"), events(answer, null, "pR/pR"));
  }

  @Test
  @DisplayName("R6, ruling 9: a third colour's prisoner changes captor in an exchange")
  void r6_aThirdColoursPrisonerChangesHands() {
    // yellow holds red's piece; green holds yellow's and no red piece: green gives nothing of
    // yellow's but red... yellow gives back green? It holds none: it hands red's piece to green
    GameState s = pos("russian G Y:n,n,n,n,pG G:n,n,n,n,n R:n,n,n,n,pY offer=Y");
    List<String> moves = moves(s, null);
    String accept = moves.find(m -> !m.equals("pG/pG")).get();
    assertEquals("pY/pG pG/n", accept);
    assertEquals(
        List.of(
            "ACCEPT G -> Y [R6]",
            "RELEASE Y R pY/pG -> G [R6]",
            "RELEASE G Y pG/n -> Y [R6]",
            "TURN_PASSES G -> Y [R6]"),
        events(s, null, accept));
  }

  @Test
  @DisplayName("R5: a buy-back spends a 6 and gives the captor a six, which it plays next")
  void r5_buyBackAndGivenSix() {
    GameState s = pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY");
    assertEquals(
        List.of(
            "BUY_BACK R R pY/n (die 6) -> Y [R5]",
            "GIVEN_SIX R (given six 6) -> Y [R5]",
            "MOVE R R 30/32 (die 2) [R3]",
            "TURN_PASSES R -> Y [R5]"),
        events(s, "6-2", "pY/n 30/32"));
    GameState given = FORCED.play(s, move("6-2", "pY/n 30/32"));
    assertEquals(
        List.of("MOVE Y Y 25/31 (given six 6) [R3]", "TURN_PASSES Y -> Y [R5]"),
        events(given, null, "25/31"));
    assertEquals(
        List.of("MOVE Y Y n/13 (given six 6) [R2]", "TURN_PASSES Y -> Y [R5]"),
        events(given, null, "n/13"));
  }

  @Test
  @DisplayName("R5: a given six that cannot be played is given up")
  void r5_aGivenSixGivenUp() {
    GameState s = pos("russian B Y:n,n,n,pB,33 B:h,h,h,c,pY grant=B resume=Y");
    assertEquals(List.of("pass"), moves(s, null));
    assertEquals(
        List.of("VALUE_GIVEN_UP B (given six 6) [R5]", "TURN_PASSES B -> Y [R5]"),
        events(s, null, "pass"));
  }

  @Test
  @DisplayName("R4 (capture=penalty): the piece that could have captured goes to the mirror")
  void r4_penaltyToTheMirror() {
    GameState t = pos(PENALTY, "russian Y Y:n,n,n,20,40 R:n,n,24,29,41");
    assertEquals(
        List.of(
            "MOVE Y Y n/13 (die 6) [R2]",
            "MOVE Y Y 13/17 (die 4) [R3]",
            "PENALTY Y Y 20/c [R4]",
            "TURN_PASSES Y -> R"),
        events(t, "4-6", "n/13 13/17 20/c"));
    assertEquals(
        List.of(
            "MOVE Y Y 20/24 (die 4) [R3]",
            "CAPTURE Y R 24/pY -> R [R4]",
            "VALUE_GIVEN_UP Y (die 6) [R7]",
            "TURN_PASSES Y -> R"),
        events(t, "4-6", "20/24*"));
  }

  @Test
  @DisplayName("R4: entering captures the piece on the exit cell, which becomes a prisoner")
  void r4_captureOnEntering() {
    GameState s = pos("russian Y Y:n,n,n,n,n R:n,n,n,n,13");
    assertEquals(
        List.of(
            "MOVE Y Y n/13 (die 6) [R2]",
            "CAPTURE Y R 13/pY -> R [R4]",
            "MOVE Y Y 13/14 (die 1) [R3]",
            "TURN_PASSES Y -> R"),
        events(s, "6-1", "n/13* 13/14"));
  }

  @Test
  @DisplayName("R13: the third doubles takes a piece straight home; the player rolls again")
  void r13_straightHome() {
    GameState third = pos("russian Y Y:n,n,n,31,69 R:n,n,n,n,o2 doubles=2");
    Explanation e = explain(third, "6-6", "31/h");
    assertEquals(
        List.of("STRAIGHT_HOME Y Y 31/h (both dice 12) [R13]", "ROLL_AGAIN Y [R13]"),
        e.events().map(Event::toString));
    assertTrue(e.result().pieces(Colour.YELLOW).contains(Location.home()));
  }

  @Test
  @DisplayName("R7, R12: a die that cannot be played is given up; each step off the mirror uses 6")
  void r7_valuesGivenUp() {
    GameState s = pos("russian Y Y:h,h,h,h,c R:n,n,n,n,n");
    assertEquals(
        List.of(
            "MOVE Y Y c/m1 (die 6) [R12]", "VALUE_GIVEN_UP Y (die 2) [R7]", "TURN_PASSES Y -> R"),
        events(s, "6-2", "c/m1"));
    assertEquals(
        List.of(
            "VALUE_GIVEN_UP Y (die 5) [R7]", "VALUE_GIVEN_UP Y (die 2) [R7]", "TURN_PASSES Y -> R"),
        events(s, "5-2", "pass"));
  }

  @Test
  @DisplayName("R8, R10, R11: the free shift, the shortcuts and the forced diagonal")
  void r8_r10_r11_shiftsAndShortcuts() {
    GameState s = pos("russian Y Y:n,n,n,n,55 R:n,n,n,n,n");
    assertEquals(
        List.of(
            "MOVE Y Y 55/19 (die 3) [R11]",
            "MOVE Y Y 19/23 (die 4) [R3]",
            "MOVE Y Y 23/o3 (free shift 0) [R8]",
            "TURN_PASSES Y -> R"),
        events(s, "3-4", "55/19 19/23 23/o3"));
    GameState straight = pos("russian Y Y:n,n,n,n,19 G:n,n,n,n,m2");
    assertEquals(
        List.of(
            "MOVE Y Y 19/m2 (die 1) [R10]",
            "CAPTURE Y G m2/pY -> G [R4]",
            "MOVE Y Y m2/38 (die 2) [R3]",
            "TURN_PASSES Y -> G"),
        events(straight, "1-2", "19/m2* m2/38"));
    GameState rest = pos("russian Y Y:n,n,n,n,o3 R:n,n,n,n,n");
    assertEquals(
        List.of("MOVE Y Y o3/25 (die 2) [R8]", "MOVE Y Y 25/29 (die 4) [R3]", "TURN_PASSES Y -> R"),
        events(rest, "2-4", "o3/25 25/29"));
  }

  @Test
  @DisplayName("R14, R15: the last piece home wins")
  void r15_theWinningMove() {
    GameState s = pos("russian Y Y:h,h,h,h,8 R:n,n,n,n,n");
    List<String> legal = moves(s, "1-2");
    assertEquals(1, legal.size(), legal.toString());
    Explanation e = explain(s, "1-2", legal.head());
    assertEquals("WIN Y [R15]", e.events().last().toString());
    assertEquals("MOVE Y Y 9/h (die 2) [R14]", e.events().get(1).toString());
    assertTrue(e.result().winner().contains(Colour.YELLOW));
  }

  @Test
  @DisplayName("ruling 4: every legal order of a play is one of its spellings, the listed first")
  void ruling4_spellings() {
    GameState s = pos("russian Y Y:n,n,n,20,30 R:n,n,n,n,n");
    assertEquals(List.of("20/21 30/32", "30/32 20/21"), spellings(s, "1-2", "20/21 30/32"));
    assertEquals(List.of("20/21 21/23", "20/22 22/23"), spellings(s, "1-2", "20/21 21/23"));
    // a spelling spells the listed move, whose spellings it has
    assertEquals(List.of("20/21 30/32", "30/32 20/21"), spellings(s, "1-2", "30/32 20/21"));
    // an exchange decision has one spelling: the offerer's prisoner first (ruling 9)
    GameState offer = pos("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY");
    assertEquals(List.of("pY/n pR/n"), spellings(offer, null, "pY/n pR/n"));
    // R5: the buy-back may follow the other die
    GameState buy = pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY");
    assertEquals(List.of("pY/n 30/32", "30/32 pY/n"), spellings(buy, "6-2", "pY/n 30/32"));
    IllegalArgumentException bad =
        assertThrows(
            IllegalArgumentException.class, () -> FORCED.spellings(s, move("1-2", "20/22 30/33")));
    assertTrue(bad.getMessage().contains("R3"), bad.getMessage());
  }

  @Test
  @DisplayName("ruling 4: apply plays every spelling to the listed result; match names the listed")
  void ruling4_applyAndMatchEverySpelling() {
    GameState s = pos("russian Y Y:n,n,n,20,30 R:n,n,n,n,n");
    Move listed =
        FORCED.legalMoves(s, roll("1-2")).find(m -> m.toString().equals("20/21 30/32")).get();
    Move other = move("1-2", "30/32 20/21");
    assertFalse(FORCED.legalMoves(s, roll("1-2")).contains(other));
    assertEquals(FORCED.apply(s, listed), FORCED.apply(s, other));
    assertEquals(Either.right(listed), FORCED.match(s, other));
    assertEquals("20/21 30/32", FORCED.match(s, other).get().toString());
    assertEquals(
        explain(s, "1-2", "20/21 30/32").events(), explain(s, "1-2", "30/32 20/21").events());
    // a move no order makes legal is refused by match as by apply, naming the rule
    Move bad = move("1-2", "30/33 20/21");
    Either<IllegalMove, Move> refused = FORCED.match(s, bad);
    assertTrue(refused.isLeft());
    assertEquals("R3", refused.getLeft().rule());
    assertEquals(FORCED.apply(s, bad).getLeft().message(), refused.getLeft().message());
    assertEquals("R3", FORCED.explain(s, bad).getLeft().rule());
    // a rolled move where a decision needs none: R6
    GameState offer = pos("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY");
    assertEquals("R6", FORCED.match(offer, move("6-6", "pY/n pR/n")).getLeft().rule());
  }

  @Test
  @DisplayName("ruling 4: TurnBuilder offers the steps of every spelling and ends on the listed")
  void ruling4_turnBuilderOffersEveryOrder() {
    GameState s = pos("russian Y Y:n,n,n,20,30 R:n,n,n,n,n");
    TurnBuilder b = TurnBuilder.start(FORCED, s, roll("1-2"));
    List<String> first = b.nextSteps().map(Step::toString);
    assertTrue(first.containsAll(List.of("20/21", "20/22", "30/31", "30/32")), first.toString());
    TurnBuilder done =
        b.choose(Notation.parseMove("30/32").steps().head())
            .flatMap(x -> x.choose(Notation.parseMove("20/21").steps().head()))
            .get();
    assertEquals("20/21 30/32", done.move().get().toString());
  }

  @Test
  @DisplayName("R5, R6: a frontend reads the turn state through TurnState, without a cast")
  void turnStateReadWithoutCast() {
    GameState bought =
        FORCED.play(pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY"), move("6-2", "pY/n 30/32"));
    TurnState ts = bought.turnState();
    assertEquals(List.of(Colour.YELLOW), ts.givenSixes());
    assertEquals(Option.some(Colour.YELLOW), ts.resume());
    assertEquals(Option.none(), ts.offerer());
    GameState offered = pos("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y");
    assertEquals(Option.some(Colour.YELLOW), offered.turnState().offerer());
    assertEquals(List.empty(), offered.turnState().givenSixes());
    GameState plain = pos("russian Y Y:n,n,n,n,20 R:n,n,n,n,n");
    assertEquals(List.empty(), plain.turnState().givenSixes());
    assertEquals(Option.none(), plain.turnState().resume());
    RuleSet rules = bought.ruleSet();
    assertEquals(RussianRules.ID, rules.id());
  }
}
