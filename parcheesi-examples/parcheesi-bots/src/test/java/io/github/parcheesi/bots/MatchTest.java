package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A game between bots: seeded, recorded, started by a roll-off or a named colour. */
class MatchTest {

  private static final Map<Colour, String> TWO =
      LinkedHashMap.of(Colour.YELLOW, "heuristic", Colour.RED, "random");

  @Test
  void aGameDependsOnItsSeedAloneAndItsRecordReplaysToItsWinner() {
    RuleSet rules = RuleSets.get("american");
    Match.Outcome a = Match.play(rules, TWO, 11);
    Match.Outcome b = Match.play(rules, TWO, 11);
    assertEquals(a.record().get().format(), b.record().get().format());
    assertTrue(a.winner().isDefined(), "the game ends");
    GameRecord record = GameRecord.read(a.record().get().format()).get();
    GameState end = record.replay().get();
    assertEquals(a.winner(), end.winner());
    assertEquals(a.turns(), record.entries().size());
    assertEquals(a.first(), record.start().toMove());
  }

  @Test
  void aGameWithoutItsRecordEndsTheSame() {
    RuleSet rules = RuleSets.get("parchis");
    Match.Outcome kept = Match.play(rules, TWO, Option.none(), 4, true);
    Match.Outcome bare = Match.play(rules, TWO, Option.none(), 4, false);
    assertTrue(bare.record().isEmpty());
    assertEquals(kept.winner(), bare.winner());
    assertEquals(kept.turns(), bare.turns());
  }

  @Test
  void aNamedFirstPlayerStartsWithoutARollOff() {
    RuleSet rules = RuleSets.get("russian");
    List<Colour> colours = rules.newGame(2).colours();
    GameStart named = GameStart.of(rules, colours, Option.some(Colour.RED), Dice.seeded(1));
    assertEquals(Colour.RED, named.state().toMove());
    assertTrue(named.rollOff().isEmpty());
    GameStart rolled = GameStart.of(rules, colours, Option.none(), Dice.seeded(1));
    assertEquals(rolled.rollOff().get().first(), rolled.state().toMove());
    assertEquals(Colour.RED, Match.play(rules, TWO, Option.some(Colour.RED), 3, false).first());
  }

  @Test
  void botsOfYourOwnPlayThroughAFactoryAndAreClosedWhenTheGameEnds() {
    AtomicInteger closed = new AtomicInteger();
    Match.Outcome o =
        Match.play(
            RuleSets.get("american"),
            LinkedHashMap.of(Colour.YELLOW, "first", Colour.RED, "last"),
            Option.none(),
            9,
            false,
            (name, dice) ->
                new Bot() {
                  @Override
                  public io.github.parcheesi.Move choose(
                      GameState state, List<io.github.parcheesi.Move> moves) {
                    return name.equals("first") ? moves.head() : moves.last();
                  }

                  @Override
                  public void close() {
                    closed.incrementAndGet();
                  }
                });
    assertTrue(o.winner().isDefined());
    assertEquals(2, closed.get(), "each seat's bot is closed");
    assertThrows(
        IllegalArgumentException.class,
        () ->
            Match.play(
                RuleSets.get("american"),
                LinkedHashMap.of(Colour.YELLOW, "clever", Colour.RED, "random"),
                1));
  }
}
