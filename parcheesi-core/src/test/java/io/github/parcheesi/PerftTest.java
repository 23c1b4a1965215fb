package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.testing.Generators;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link Perft} counts leaves as NOTATION.md, "Perft", defines them: each level a roll (all 36
 * ordered outcomes) and a legal move, a pass counting one; a decision without a roll a level of its
 * own; no leaves below a finished game; depth 0 the position itself. Checked against counts
 * reasoned from the race rules and against a plain count by the definition (no memory of positions,
 * no symmetry of the dice), on both race engines.
 */
class PerftTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final RuleSet PLAIN = RaceRules.plain();
  private static final RuleSet BONUS = RaceRules.with(RACE, RaceRules.BONUS, "true");

  /** The leaves by the definition alone. */
  static long byDefinition(RuleSet rules, GameState s, int depth) {
    if (depth == 0) {
      return 1;
    }
    Phase phase = rules.phase(s);
    if (phase == Phase.OVER) {
      return 0;
    }
    long n = 0;
    if (phase == Phase.DECIDE) {
      for (Move m : rules.legalMoves(s)) {
        n += byDefinition(rules, rules.play(s, m), depth - 1);
      }
      return n;
    }
    for (Roll roll : Roll.outcomes()) {
      for (Move m : rules.legalMoves(s, roll)) {
        n += byDefinition(rules, rules.play(s, m), depth - 1);
      }
    }
    return n;
  }

  @Test
  void theStartHas102Leaves() {
    // All pieces in their nests: with A-B (A != B) a move enters both pieces (n/1 n/1), or enters
    // one and moves it on by B or by A: 3 moves; with doubles 2 moves. 30 * 3 + 6 * 2 = 102,
    // whatever the number of players (R2, R3).
    for (RuleSet rules : List.of(RACE, PLAIN, BONUS)) {
      for (int players = 2; players <= 4; players++) {
        GameState start = rules.newGame(players);
        assertEquals(102, Perft.perft(start, 1), rules + " " + players);
        assertEquals(1, Perft.perft(start, 0));
      }
    }
  }

  @Test
  void onlyARollWithAOneMovesAPieceOnR2() {
    // Y:r2,h R:r2,h: each player's last piece needs exactly 1 to go home (R2). The 11 rolls with
    // a 1 win (no leaves below), the 25 others pass (one move each) to a position just like it,
    // whoever rolls next. So perft(d) = 36 * 25^(d-1).
    for (RuleSet rules : List.of(RACE, PLAIN)) {
      GameState s = Notation.parsePosition(rules.id() + " Y Y:r2,h R:r2,h", rules);
      long expected = 36;
      for (int depth = 1; depth <= 4; depth++) {
        assertEquals(expected, Perft.perft(s, depth), rules + " depth " + depth);
        expected *= 25;
      }
    }
    // home=over: every roll takes the piece home and wins
    RuleSet over = RaceRules.with(RACE, RaceRules.HOME, "over");
    GameState s = Notation.parsePosition("race Y Y:r2,h R:r2,h", over);
    assertEquals(36, Perft.perft(s, 1));
    assertEquals(0, Perft.perft(s, 2));
  }

  @Test
  void aFinishedGameHasNoLeavesBelowIt() {
    GameState over = Notation.parsePosition("race Y Y:h,h R:n,4 winner=Y", RACE);
    assertEquals(1, Perft.perft(over, 0));
    for (int depth = 1; depth <= 3; depth++) {
      assertEquals(0, Perft.perft(over, depth));
    }
    assertEquals(List.empty(), Perft.divide(over, 1));
    assertEquals(List.empty(), Perft.divide(over, 2));
  }

  @Test
  void aDecisionWithoutARollIsALevelOfItsOwn() {
    // Y owes a bonus of 2 (R7): enter the nest piece (n/1) or move 2 to 4 (2/4); then R rolls
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,3 owed=1 resume=R bonus=true", RACE);
    assertEquals(Phase.DECIDE, s.phase());
    assertEquals(2, Perft.perft(s, 1));
    assertEquals(
        List.of(Tuple.of("n/1", 1L), Tuple.of("2/4", 1L)), Perft.divide(s, 1), "one leaf each");
    assertEquals(byDefinition(BONUS, s, 2), Perft.perft(s, 2));
    for (int depth = 2; depth <= 3; depth++) {
      List<Tuple2<String, Long>> divided = Perft.divide(s, depth);
      assertEquals(List.of("n/1", "2/4"), divided.map(Tuple2::_1));
      for (Tuple2<String, Long> d : divided) {
        Move m = Notation.parseMove(d._1);
        assertEquals(Perft.perft(BONUS.play(s, m), depth - 1), d._2, d._1);
      }
      assertEquals(Perft.perft(s, depth), divided.map(Tuple2::_2).sum().longValue());
    }
  }

  @Test
  void divideSplitsByTheFirstRollInOutcomeOrder() {
    for (RuleSet rules : List.of(RACE, PLAIN)) {
      GameState start = rules.newGame(2);
      List<Tuple2<String, Long>> one = Perft.divide(start, 1);
      assertEquals(Roll.outcomes().map(Roll::toString), one.map(Tuple2::_1));
      for (Tuple2<String, Long> d : one) {
        Roll r = Roll.parse(d._1).get();
        assertEquals(r.isDoubles() ? 2L : 3L, d._2, d._1);
      }
      List<Tuple2<String, Long>> two = Perft.divide(start, 2);
      assertEquals(Perft.perft(start, 2), two.map(Tuple2::_2).sum().longValue());
      for (Tuple2<String, Long> d : two) {
        Roll r = Roll.parse(d._1).get();
        long expected = 0;
        for (Move m : rules.legalMoves(start, r)) {
          expected += byDefinition(rules, rules.play(start, m), 1);
        }
        assertEquals(expected, d._2, d._1);
      }
    }
  }

  @Test
  void perftAgreesWithTheDefinitionFromTheStart() {
    for (RuleSet rules : List.of(RACE, PLAIN)) {
      for (int players : new int[] {2, 4}) {
        GameState start = rules.newGame(players);
        assertEquals(byDefinition(rules, start, 2), Perft.perft(start, 2), rules + " " + players);
      }
    }
  }

  @Test
  void perftAgreesWithTheDefinitionInReachablePositions() {
    // the memory of positions met again and the symmetry of the dice change only the time
    qt().withFixedSeed(0x9E2F7L)
        .withExamples(8)
        .withShrinkCycles(5)
        .forAll(Generators.reachableStates(BONUS))
        .checkAssert(
            s -> {
              assertEquals(byDefinition(BONUS, s, 2), Perft.perft(s, 2), s.toString());
              GameState plain =
                  Notation.parsePosition(
                      s.toString()
                          .replace("race", "plainrace")
                          .replaceAll(" (owed|resume|bonus)=\\S+", ""),
                      PLAIN);
              assertEquals(byDefinition(PLAIN, plain, 2), Perft.perft(plain, 2), plain.toString());
            });
  }

  @Test
  void perftAgreesWithItsFirstLevelThreeLevelsDeepNearTheEnd() {
    // positions met again at other depths (passes bring a position back two levels down): the
    // count of the whole tree is the sum, by the definition, over the first roll and move of the
    // counts below them
    for (String text :
        List.of(
            "race Y Y:r1,h R:8,h",
            "race R Y:r2,h R:r1,h doubles=1",
            "race Y Y:7,r2 R:4,r2",
            "race Y Y:r1,h G:r2,h R:r1,r2")) {
      for (RuleSet rules : List.of(RACE, PLAIN)) {
        GameState s = Notation.parsePosition(text.replace("race", rules.id()), rules);
        long below = 0;
        for (Roll roll : Roll.outcomes()) {
          for (Move m : rules.legalMoves(s, roll)) {
            below += Perft.perft(rules.play(s, m), 2);
          }
        }
        assertEquals(below, Perft.perft(s, 3), s.toString());
      }
    }
  }

  @Test
  void whenTheOrderOfTheDiceMattersEveryOrderedRollIsCounted() {
    // dice=inorder (R2): the first die first. Y:n,1 facing R's blockade on 3: with 1-2, 1/2 then
    // n/1 or 2/4 (n/1 first leaves 2 for 1/3, blocked): 2 moves; with 2-1, 1/3 is blocked, so
    // n/1 then 1/2: 1 move. The 36 ordered rolls count, not 21 unordered ones twice.
    for (RuleSet rules : List.of(RACE, PLAIN)) {
      RuleSet inOrder = RaceRules.with(rules, RaceRules.DICE, "inorder");
      assertTrue(inOrder.diceOrderMatters());
      GameState s = Notation.parsePosition(rules.id() + " Y Y:n,1 R:3,3 dice=inorder", rules);
      assertEquals(2, inOrder.legalMoves(s, Roll.of(1, 2)).size());
      assertEquals(1, inOrder.legalMoves(s, Roll.of(2, 1)).size());
      assertEquals(byDefinition(inOrder, s, 1), Perft.perft(s, 1));
      assertEquals(byDefinition(inOrder, s, 2), Perft.perft(s, 2));
      List<Tuple2<String, Long>> divided = Perft.divide(s, 1);
      assertEquals(Option.some(2L), divided.find(d -> d._1.equals("1-2")).map(Tuple2::_2));
      assertEquals(Option.some(1L), divided.find(d -> d._1.equals("2-1")).map(Tuple2::_2));
    }
  }

  @Test
  void aNegativeDepthIsRefused() {
    GameState start = RACE.newGame(2);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Perft.perft(start, -1));
    assertEquals("depth must be 0 or more, was -1", e.getMessage());
    IllegalArgumentException d =
        assertThrows(IllegalArgumentException.class, () -> Perft.divide(start, 0));
    assertEquals("divide needs depth 1 or more, was 0", d.getMessage());
  }
}
