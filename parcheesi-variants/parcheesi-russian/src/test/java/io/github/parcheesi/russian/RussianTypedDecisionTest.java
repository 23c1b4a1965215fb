package io.github.parcheesi.russian;

import static io.github.parcheesi.russian.Fixture.FORCED;
import static io.github.parcheesi.russian.Fixture.PENALTY;
import static io.github.parcheesi.russian.Fixture.pos;
import static io.github.parcheesi.russian.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.DecisionChecks;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.EnumSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each listed move says what kind of decision it is ({@link Move#decision()}): R6's offer, keep,
 * acceptance and refusal, R5's buy-back that gives a six, R9's swap, R13's straight-home, plays and
 * passes, with the colours concerned; a move read from notation gets its decision from the rules.
 */
class RussianTypedDecisionTest {

  private static final String OFFER = "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY";
  private static final String ANSWER = "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y";

  /** Each listed move of a decision without a roll as "steps = decision". */
  private static List<String> decisions(GameState s) {
    return s.ruleSet().legalMoves(s).map(m -> m + " = " + m.decision().get());
  }

  /** Each listed move of a roll as "steps = decision". */
  private static List<String> decisions(GameState s, String roll) {
    return s.ruleSet().legalMoves(s, roll(roll)).map(m -> m + " = " + m.decision().get());
  }

  private static List<Event> events(GameState s, Move m) {
    return s.ruleSet().explain(s, m).get().events();
  }

  @Test
  @DisplayName("R6: before rolling, an offer names its partner, and keeping is KEEP")
  void r6_offerAndKeep() {
    GameState s = pos(OFFER);
    assertEquals(List.of("pY/n pR/n = OFFER Y -> R", "pY/pY = KEEP Y"), decisions(s));
    Move keep = FORCED.legalMoves(s).last();
    Decision d = keep.decision().get();
    assertEquals(Decision.Kind.KEEP, d.kind());
    assertEquals(Colour.YELLOW, d.actor());
    assertTrue(d.other().isEmpty());
    // R6, ruling 10: keeping is told by an event of its own, then yellow rolls
    assertEquals(
        List.of("KEEP Y [R6]", "TURN_PASSES Y -> Y [R6]"), events(s, keep).map(Event::toString));
    Decision offer = FORCED.legalMoves(s).head().decision().get();
    assertEquals(Decision.of(Decision.Kind.OFFER, Colour.YELLOW, Colour.RED), offer);
  }

  @Test
  @DisplayName(
      "R6: answering an offer, the exchange's steps ACCEPT it and the keep step DECLINEs it")
  void r6_acceptAndDecline() {
    GameState s = pos(ANSWER);
    assertEquals(List.of("pY/n pR/n = ACCEPT R -> Y", "pR/pR = DECLINE R -> Y"), decisions(s));
    // the same steps are a different decision before rolling and answering: the rules tell
    assertEquals(
        Either.right(Decision.of(Decision.Kind.DECLINE, Colour.RED, Colour.YELLOW)),
        FORCED.decision(s, Notation.parseMove("pR/pR")).mapLeft(r -> r.message()));
    assertEquals(
        Either.right(Decision.of(Decision.Kind.KEEP, Colour.YELLOW)),
        FORCED.decision(pos(OFFER), Notation.parseMove("pY/pY")).mapLeft(r -> r.message()));
    // a move read from notation has no decision until the rules match it to a listed move
    Move parsed = Notation.parseMove("pY/n pR/n");
    assertTrue(parsed.decision().isEmpty());
    assertEquals(
        Decision.of(Decision.Kind.ACCEPT, Colour.RED, Colour.YELLOW),
        FORCED.match(s, parsed).get().decision().get());
    // a move the rules refuse has no decision either
    assertEquals("R6", FORCED.decision(s, Notation.parseMove("30/32")).getLeft().rule());
  }

  @Test
  @DisplayName("R5: buying back gives the captor a six (GIVE); the captor's play of it is a PLAY")
  void r5_giveAndPlayTheGivenSix() {
    GameState s = pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY");
    List<String> listed = decisions(s, "6-2");
    assertTrue(listed.contains("pY/n 30/32 = GIVE R -> Y"), listed.toString());
    assertTrue(listed.contains("30/36 36/38 = PLAY R"), listed.toString());
    assertEquals(
        Either.right(Decision.of(Decision.Kind.GIVE, Colour.RED, Colour.YELLOW)),
        FORCED.decision(s, Notation.parseMove("30/32 pY/n", roll("6-2"))).mapLeft(r -> r.message()),
        "another spelling of the buy-back is the same decision");
    GameState grant = pos("russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B");
    assertEquals(List.of("n/31 = PLAY B", "40/46 = PLAY B"), decisions(grant));
  }

  @Test
  @DisplayName("R5, ruling 3: with 6-6 two buy-backs give to the first captor first")
  void r5_twoCaptors() {
    GameState s = pos("russian R Y:n,n,n,n,25 G:n,n,n,n,40 R:n,n,n,pG,pY");
    List<String> listed = decisions(s, "6-6");
    assertTrue(listed.contains("pG/n pY/n = GIVE R -> G"), listed.toString());
    assertTrue(listed.contains("pY/n pG/n = GIVE R -> Y"), listed.toString());
  }

  @Test
  @DisplayName("R9, R13: the swap and the straight-home are decisions of their own kinds")
  void r9_r13_swapAndStraightHome() {
    List<String> swap = decisions(pos("russian R Y:n,n,n,23,o6 R:n,n,n,o3,51"), "1-1");
    assertEquals(List.of("51/52 52/53 = PLAY R", "51/o6 = SWAP R -> Y"), swap);
    List<String> third = decisions(pos("russian Y Y:n,n,n,31,69 R:n,n,n,n,o2 doubles=2"), "6-6");
    assertTrue(third.contains("31/h = STRAIGHT_HOME Y"), third.toString());
    assertTrue(third.contains("69/h = STRAIGHT_HOME Y"), third.toString());
  }

  @Test
  @DisplayName("R7: a roll that cannot be played is a PASS")
  void r7_pass() {
    assertEquals(
        List.of("pass = PASS Y"), decisions(pos("russian Y Y:n,n,n,n,n R:n,n,n,n,n"), "1-2"));
  }

  /** Positions where rare decisions are listed: R9's swap, R13's straight-home, R6 and R5's. */
  private static final String[][] RARE = {
    {"russian Y Y:n,n,n,n,23 R:n,n,n,n,o3", "1-1"},
    {"russian Y Y:n,n,20,23,40 R:n,n,n,25,o3 doubles=2", "1-1"},
    {"russian Y Y:n,n,n,31,69 R:n,n,n,n,o2 doubles=2", "6-6"},
    {"russian Y Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R", null},
    {"russian R Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR", null},
    {"russian B Y:n,n,n,pB,33 B:h,h,h,c,pY grant=B resume=Y", null},
  };

  @Test
  @DisplayName(
      "every kind of Russian decision is met in random games and rare positions, each agreeing"
          + " with its events")
  void everyKindInRandomGames() {
    for (RuleSet rules : List.of(FORCED, PENALTY)) {
      DecisionChecks checks = new DecisionChecks().checkGames(rules, 2025L, 6, 1200);
      for (String[] rare : RARE) {
        checks.checkPosition(rules, pos(rules, rare[0]), Option.of(rare[1]).map(Fixture::roll));
      }
      assertEquals(
          EnumSet.complementOf(EnumSet.of(Decision.Kind.PENALTY)),
          checks.kindsSeen(),
          checks.toString());
    }
  }
}
