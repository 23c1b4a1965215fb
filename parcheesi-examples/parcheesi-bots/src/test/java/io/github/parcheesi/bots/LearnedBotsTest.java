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
import io.github.parcheesi.RuleSets;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class LearnedBotsTest {

  @Test
  void theLearnedBotsAreMadeByName() {
    assertEquals(List.of("value", "learned"), Bots.learnedNames());
    assertTrue(Bots.create("value", Dice.seeded(1)) instanceof ValueBot);
    assertTrue(Bots.create("learned", Dice.seeded(1)) instanceof LearnedBot);
    Bots.check("value");
    Bots.check("learned");
    String e = assertThrows(IllegalArgumentException.class, () -> Bots.check("valu")).getMessage();
    assertTrue(e.contains("value, learned"), e);
    assertThrows(IllegalArgumentException.class, () -> new LearnedBot(null, 0));
  }

  @Test
  void valueAndLearnedPlayLegalMovesThroughWholeGamesOfEachVariant() {
    for (String variant : List.of("american", "parchis", "russian")) {
      for (String name : Bots.learnedNames()) {
        RuleSet rules = RuleSets.get(variant);
        // value plays four-player games, learned two-player ones
        GameState s = rules.newGame(name.equals("value") ? 4 : 2);
        Dice dice = Dice.seeded(23);
        Bot bot = Bots.create(name, dice.split());
        int turns = 0;
        while (!s.isOver() && turns < 5000) {
          List<Move> moves =
              rules.phase(s) == Phase.ROLL ? rules.legalMoves(s, dice.roll()) : rules.legalMoves(s);
          Move m = bot.choose(s, moves);
          assertTrue(moves.contains(m), name + " chose a listed move in " + variant);
          s = rules.play(s, m);
          turns++;
        }
        assertTrue(s.isOver(), name + " finishes a game of " + variant);
      }
    }
  }

  @Test
  void theDefaultLearnedBotSearchesAsWideAsItsVariantAsks() {
    assertEquals(LearnedBot.RUSSIAN_WIDTH, LearnedBot.defaultWidth(RuleSets.get("russian")));
    assertEquals(LearnedBot.DEFAULT_WIDTH, LearnedBot.defaultWidth(RuleSets.get("american")));
    assertEquals(LearnedBot.DEFAULT_WIDTH, LearnedBot.defaultWidth(RuleSets.get("parchis")));
    // through a Russian game, the default bot chooses as one given the Russian width, and somewhere
    // unlike one given the default width
    RuleSet rules = RuleSets.get("russian");
    Bot byDefault = new LearnedBot();
    Bot wide = new LearnedBot(null, LearnedBot.RUSSIAN_WIDTH);
    Bot narrow = new LearnedBot(null, LearnedBot.DEFAULT_WIDTH);
    boolean differs = false;
    for (int seed = 1; seed <= 6; seed++) {
      GameState s = rules.newGame(2);
      Dice dice = Dice.seeded(seed);
      for (int turn = 0; turn < 400 && !s.isOver(); turn++) {
        List<Move> moves =
            rules.phase(s) == Phase.ROLL ? rules.legalMoves(s, dice.roll()) : rules.legalMoves(s);
        Move m = byDefault.choose(s, moves);
        assertEquals(wide.choose(s, moves), m);
        differs |= !narrow.choose(s, moves).equals(m);
        s = rules.play(s, m);
      }
    }
    assertTrue(differs, "the default width is the Russian one, not the others'");
  }

  @Test
  void theValueBotCapturesWhenItCan() {
    // Y on 10 can capture R on 13 with 1-2 (and earn 20); Y on 20 could move instead.
    GameState s = Notation.parsePosition("american Y Y:n,n,10,20 R:n,n,n,13");
    List<Move> moves = s.ruleSet().legalMoves(s, Roll.of(1, 2));
    assertTrue(moves.exists(m -> !m.captures()), "there is a move that does not capture");
    assertTrue(new ValueBot().choose(s, moves).captures());
    assertTrue(new LearnedBot().choose(s, moves).captures());
  }

  @Test
  void aGameTheWeightsDoNotFitIsRefusedByName() {
    GameState three = RuleSets.get("american").newGame(3);
    List<Move> moves = three.ruleSet().legalMoves(three, Roll.of(5, 3));
    String e =
        assertThrows(IllegalArgumentException.class, () -> new ValueBot().choose(three, moves))
            .getMessage();
    assertEquals("no learned weights ship for 3-player american games", e);
    ValueNetwork two = ValueNetwork.shipped(RuleSets.get("american"), 2);
    GameState four = RuleSets.get("american").newGame(4);
    List<Move> fourMoves = four.ruleSet().legalMoves(four, Roll.of(5, 3));
    e =
        assertThrows(
                IllegalArgumentException.class, () -> new ValueBot(two).choose(four, fourMoves))
            .getMessage();
    assertEquals("the weights for american are for 2-player games; this game has 4 players", e);
  }

  @Test
  void theShippedValueBeatsRandomByAWideMarginInEachVariant() throws InterruptedException {
    for (String variant : List.of("american", "parchis", "russian")) {
      List<String> names = List.of("value", "random");
      Arena arena = Arena.of(RuleSets.get(variant), names, 200, 31, true);
      ArenaTally tally = new ArenaTally(names, arena.dealSize());
      arena.run(2, false, Bots::create, played -> tally.add(played) || true);
      assertEquals(200, tally.games());
      double lower = Stats.scoreOfElo(tally.elo(0, 1).lower());
      assertTrue(
          lower > 0.6, variant + ": value scores " + tally.score(0, 1) + ", 95% from " + lower);
    }
  }

  @Test
  void theShippedFourPlayerValueWinsFarMoreThanItsShareAgainstThreeRandomBots()
      throws InterruptedException {
    for (String variant : List.of("american", "parchis")) {
      Arena arena =
          Arena.of(
              RuleSets.get(variant), List.of("value", "random", "random", "random"), 100, 37, true);
      ArenaTally tally = new ArenaTally(List.of("value", "random"), arena.dealSize());
      arena.run(2, false, Bots::create, played -> tally.add(played) || true);
      assertEquals(100, tally.games());
      Stats.Estimate rate = Stats.wilson(tally.winsOf(0), tally.gamesOf(0));
      // parity is a quarter of the games
      assertTrue(rate.lower() > 0.5, variant + ": value wins " + rate);
    }
  }
}
