package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class BotsTest {

  @Test
  void namesMakeBotsAndAnUnknownNameIsRefused() {
    assertEquals(List.of("random", "heuristic", "search"), Bots.names());
    assertTrue(Bots.create("random", Dice.seeded(1)) instanceof RandomBot);
    assertTrue(Bots.create("heuristic", Dice.seeded(1)) instanceof HeuristicBot);
    assertTrue(Bots.create("search", Dice.seeded(1)) instanceof SearchBot);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Bots.create("clever", Dice.seeded(1)));
    assertTrue(e.getMessage().contains("'clever'") && e.getMessage().contains("search"));
    assertThrows(IllegalArgumentException.class, () -> new SearchBot(0));
  }

  @Test
  void heuristicAndSearchBotsCaptureWhenTheyCan() {
    // Y on 10 can capture R on 13 with 1-2 (and earn 20); Y on 20 could move instead.
    GameState s = Notation.parsePosition("american Y Y:n,n,10,20 R:n,n,n,13");
    List<Move> moves = s.ruleSet().legalMoves(s, Roll.of(1, 2));
    assertTrue(moves.exists(m -> !m.captures()), "there is a move that does not capture");
    assertTrue(new HeuristicBot().choose(s, moves).captures());
    assertTrue(new SearchBot().choose(s, moves).captures());
  }

  @Test
  void heuristicBotLeavesALonePieceOutOfReachRatherThanInFrontOfAnOpponent() {
    // Red sits on 28, two squares behind yellow's piece on 30; 1-3 can take it to 34 (safe).
    GameState s = Notation.parsePosition("american Y Y:n,n,30,50 R:n,n,n,28");
    List<Move> moves = s.ruleSet().legalMoves(s, Roll.of(1, 3));
    assertTrue(moves.size() > 2);
    Move chosen = new HeuristicBot().choose(s, moves);
    GameState after = s.ruleSet().play(s, chosen);
    // 30 + 4 = 34, a safe square: out of red's reach
    assertTrue(
        after
            .pieces(io.github.parcheesi.Colour.YELLOW)
            .contains(io.github.parcheesi.Location.track(34)),
        chosen + " -> " + after);
  }

  @Test
  void everyBotChoosesALegalMoveThroughAWholeGameOfEachVariant() {
    for (String variant : List.of("american", "parchis")) {
      for (String name : Bots.names()) {
        RuleSet rules = io.github.parcheesi.RuleSets.get(variant);
        GameState s = rules.newGame(2);
        Dice dice = Dice.seeded(11);
        Bot bot = Bots.create(name, dice.split());
        int turns = 0;
        while (!s.isOver() && turns < 5000) {
          List<Move> moves = rules.legalMoves(s, dice.roll());
          Move m = bot.choose(s, moves);
          assertTrue(moves.contains(m), name + " chose a listed move");
          s = rules.play(s, m);
          turns++;
        }
        assertTrue(s.isOver(), name + " finishes a game of " + variant);
      }
    }
  }

  @Test
  void botsDecideWithoutARollInTheDecidePhase() {
    // R6: yellow offered an exchange of prisoners; red accepts or declines, without a roll
    GameState s = Notation.parsePosition("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y");
    assertEquals(Phase.DECIDE, s.phase());
    List<Move> moves = s.ruleSet().legalMoves(s);
    assertTrue(moves.size() >= 2, "accept or decline: " + moves);
    for (Bot bot : List.of(new HeuristicBot(), new SearchBot(), new RandomBot(Dice.seeded(1)))) {
      Move chosen = bot.choose(s, moves);
      assertTrue(moves.contains(chosen), bot + " chose a listed decision: " + chosen);
    }
    assertEquals(new SearchBot().choose(s, moves), new SearchBot().choose(s, moves));
  }

  @Test
  void anEvaluationScoresAWonGameHighestAndItsBestMoveIsTheHeuristicBotsChoice() {
    GameState s = Notation.parsePosition("american Y Y:n,10,20,30 R:n,n,n,40");
    List<Move> moves = s.ruleSet().legalMoves(s, Roll.of(3, 4));
    Evaluation standard = Evaluation.standard();
    assertEquals(new HeuristicBot().choose(s, moves), standard.best(s, moves));
    assertEquals(new HeuristicBot(standard).choose(s, moves), new HeuristicBot().choose(s, moves));
    assertEquals(moves.head(), standard.best(s, moves.take(1)), "a single move is played");
    GameState won = Notation.parsePosition("american Y Y:h,h,h,h R:n,n,n,40 winner=Y");
    assertEquals(Evaluation.WIN, standard.score(won, io.github.parcheesi.Colour.YELLOW));
    assertEquals(-Evaluation.WIN, standard.score(won, io.github.parcheesi.Colour.RED));
    // yellow's lone piece on 30 is two squares ahead of red's on 28: without the exposure term
    // the position is worth more to yellow
    Evaluation careless = new Evaluation(new Evaluation.Weights(12, 6, 4, 3, 6, 0, 0, 20));
    GameState risky = Notation.parsePosition("american Y Y:n,n,30,50 R:n,n,n,28");
    io.github.parcheesi.Colour y = io.github.parcheesi.Colour.YELLOW;
    assertTrue(
        careless.score(risky, y) > standard.score(risky, y) + 1,
        careless.score(risky, y) + " against " + standard.score(risky, y));
  }

  @Test
  void randomBotIsReproducibleFromItsSeed() {
    GameState s = Notation.parsePosition("american Y Y:n,10,20,30 R:n,n,n,40");
    List<Move> moves = s.ruleSet().legalMoves(s, Roll.of(3, 4));
    assertTrue(moves.size() > 3);
    Bot one = new RandomBot(Dice.seeded(5));
    Bot two = new RandomBot(Dice.seeded(5));
    for (int i = 0; i < 10; i++) {
      assertEquals(one.choose(s, moves), two.choose(s, moves));
    }
    Bot other = new RandomBot(Dice.seeded(6));
    Bot same = new RandomBot(Dice.seeded(5));
    assertTrue(
        List.range(0, 20).exists(i -> !other.choose(s, moves).equals(same.choose(s, moves))),
        "another seed chooses differently");
  }
}
