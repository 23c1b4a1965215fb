package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.GameBudget;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Refusals come from the move generator: the reason a step is refused is the one the step rules
 * give where the generator would make it, so what a refusal says about the position is true. The
 * cases below are ones a second set of checks once got wrong; the property checks the facts a
 * refusal states against the position, over seeded random games.
 */
class RussianRefusalSourceTest extends Fixture {

  private static void assertHas(String reason, String part) {
    assertTrue(reason.contains(part), "'" + part + "' in: " + reason);
  }

  @Test
  @DisplayName("ruling 4: a move in another legal order is not refused: it plays as the listed")
  void ruling4_anotherOrderIsTheListedMove() {
    GameState s = pos("russian Y Y:n,n,n,20,30 R:n,n,n,n,n");
    List<String> legal = moves(s, "1-2");
    String listed =
        legal.find(m -> HashSet.of(m.split(" ")).equals(HashSet.of("30/32", "20/21"))).get();
    String other = listed.equals("20/21 30/32") ? "30/32 20/21" : "20/21 30/32";
    assertFalse(legal.contains(other), legal.toString());
    assertEquals(play(s, "1-2", listed), play(s, "1-2", other));
    assertEquals(listed, FORCED.match(s, move("1-2", other)).get().toString());
    // the same steps with one die too many are refused, naming the step the rules do not make
    assertHas(refused(s, "1-2", "30/32 20/22", "R3"), "no unplayed die shows 2");
  }

  @Test
  @DisplayName("R4: a buy-back or a straight-home written as a capture names the capture mark")
  void r4_aStepMadeWithTheWrongMark() {
    GameState s = pos("russian R Y:n,n,16,18,66 R:n,n,n,12,pY");
    assertHas(refused(s, "6-3", "pY/n* 12/15", "R4"), "the step captures nothing: write pY/n");
    GameState third = pos("russian Y Y:n,n,n,31,69 R:n,n,n,n,o2 doubles=2");
    assertTrue(moves(third, "6-6").contains("31/h"), moves(third, "6-6").toString());
    assertHas(refused(third, "6-6", "31/h*", "R4"), "write 31/h");
  }

  @Test
  @DisplayName("R5: a given six moves no piece out of the mirror, whatever the step's target")
  void r5_aGivenSixLeavesTheMirrorNowhere() {
    GameState g = pos("russian R Y:n,n,n,9,44 R:n,n,55,c,pY grant=R resume=R");
    assertHas(refused(g, null, "c/m3", "R5"), "may not free the captor's pieces from the mirror");
    assertHas(refused(g, null, "c/10", "R5"), "may not free the captor's pieces from the mirror");
  }

  @Test
  @DisplayName("R3, R12: a blocked step is explained by the die that reaches its target")
  void r3_r12_theDieThatReachesTheTargetExplains() {
    // R12's exit c/m3 needs the 6; with it, red's own piece on m3 blocks the step (R3)
    GameState c = pos(PENALTY, "russian R Y:n,10,32,pR,h R:n,34,m3,c,h");
    assertHas(refused(c, "5-6", "c/m3", "R3"), "m3 holds an own piece");
    // R2: the 6 enters, and red's own piece on its exit 49 blocks it
    GameState e = pos("russian R Y:n,n,n,16,37 G:n,n,2,h,h R:n,26,49,57,h B:27,36,o4,pY,h");
    assertHas(refused(e, "1-6", "n/49", "R3"), "49 holds an own piece");
  }

  @Test
  @DisplayName("R13, R14: going home straight is R13's, by steps R14's, with the distance")
  void r13_r14_homeSteps() {
    // on the first doubles no piece goes straight home: R13 says when it may
    GameState first = pos("russian Y Y:n,n,16,18,66 R:n,n,12,52,pY");
    assertHas(refused(first, "2-2", "18/h 16/42", "R13"), "only the third doubles in a row");
    // not doubles: home is reached by steps only, exactly; red's home entrance is 46, two red
    // pieces are home, so the innermost free home cell is 8 cells from 41
    GameState red = pos("russian R Y:n,n,n,59,pG G:n,n,2,pR,pR R:39,65,pY,h,h offer=done");
    assertHas(refused(red, "2-5", "39/41 41/h", "R14"), "8 cells from 41");
  }

  // ------------------------------------------------------------------------------ property

  private static final Pattern OCCUPIED = Pattern.compile("cell (\\S+) is occupied");
  private static final Pattern OWN = Pattern.compile("(\\S+) holds an own piece");
  private static final Pattern CAPTURES = Pattern.compile("captures the piece on (\\S+):");
  private static final Pattern NO_DIE = Pattern.compile("no unplayed die shows (\\d)");
  private static final Pattern NO_PIECE = Pattern.compile("has no piece on (\\S+)");

  @Test
  @DisplayName(
      "R3, R4 (property): what a refused one-step move's reason says of the position is true")
  void refusalsStateTrueFacts() {
    qt().withFixedSeed(0x0F00_D5EEL)
        .withExamples(GameBudget.games(4))
        .forAll(longs().between(0, Long.MAX_VALUE / 2), integers().between(2, 4))
        .checkAssert(RussianRefusalSourceTest::checkGame);
  }

  private static void checkGame(long seed, int players) {
    RuleSet rules = FORCED;
    Dice dice = Dice.seeded(seed);
    GameState s = rules.newGame(players);
    int facts = 0;
    for (int n = 0; n < 400 && !s.isOver(); n++) {
      Roll roll = s.phase() == Phase.ROLL ? dice.roll() : null;
      List<Move> moves = roll == null ? rules.legalMoves(s) : rules.legalMoves(s, roll);
      if (roll != null && n % 5 == 0) {
        facts += checkSteps(rules, s, roll, moves);
      }
      s = rules.play(s, moves.get(dice.nextInt(moves.size())));
    }
    assertTrue(facts > 0, "some refusal stated a fact to check: seed " + seed);
  }

  /** Tries one step from each of the mover's locations to nearby cells; checks each reason. */
  private static int checkSteps(RuleSet rules, GameState s, Roll roll, List<Move> moves) {
    int facts = 0;
    Colour me = s.toMove();
    for (Location from : s.pieces(me).distinct()) {
      for (Location to : targets(from)) {
        for (boolean capture : new boolean[] {false, true}) {
          Move m = Move.of(roll, List.of(Step.of(from, to, capture)));
          if (moves.contains(m)) {
            continue;
          }
          Either<IllegalMove, GameState> r = rules.apply(s, m);
          assertTrue(r.isLeft(), () -> m + " in " + s);
          String why = r.getLeft().reason();
          String where = m + " in " + s + ": " + why;
          assertTrue(r.getLeft().rule().matches("R(B)?[0-9]+"), where);
          facts += check(OCCUPIED, why, at -> !occupant(s, at).isEmpty(), where);
          facts += check(OWN, why, at -> occupant(s, at).contains(me), where);
          facts += check(CAPTURES, why, at -> occupant(s, at).exists(c -> c != me), where);
          facts +=
              check(NO_PIECE, why, at -> !s.pieces(me).exists(l -> l.token().equals(at)), where);
          Matcher die = NO_DIE.matcher(why);
          if (die.find()) {
            int v = Integer.parseInt(die.group(1));
            assertTrue(v != roll.die1() && v != roll.die2(), where);
            facts++;
          }
        }
      }
    }
    return facts;
  }

  private static int check(
      Pattern p, String why, java.util.function.Predicate<String> fact, String where) {
    Matcher m = p.matcher(why);
    if (!m.find()) {
      return 0;
    }
    assertTrue(fact.test(m.group(1)), where);
    return 1;
  }

  /** The colours with a piece on a location token. */
  private static List<Colour> occupant(GameState s, String token) {
    return s.colours().filter(c -> s.pieces(c).exists(l -> l.token().equals(token)));
  }

  /** Cells up to twelve ahead on the track, the base, home, the mirror and its arrow cells. */
  private static List<Location> targets(Location from) {
    List<Location> out =
        List.of(Location.nest(), Location.home(), Location.mirror())
            .appendAll(List.rangeClosed(1, 4).map(Location::arrow))
            .appendAll(List.rangeClosed(1, 8).map(Location::rest));
    int start = from.kind() == Location.Kind.TRACK ? from.index() : 1;
    for (int k = 1; k <= 12; k++) {
      out = out.append(Location.track((start + k - 1) % 72 + 1));
    }
    return out;
  }
}
