package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A program as a bot over JSON lines: the repository's Python bot plays whole games, and a program
 * that breaks the protocol fails the game naming itself and what it did; one that ends fails it at
 * once, without waiting for its timeout.
 */
class ExternalBotTest {

  private static final String PYTHON_BOT = "exec:python3 ../python/greedy_bot.py";

  private static Match.Outcome play(String bot, long timeoutMillis) {
    Map<Colour, String> seats = LinkedHashMap.of(Colour.YELLOW, bot, Colour.RED, "random");
    return Match.play(
        RuleSets.get("american"),
        seats,
        Option.none(),
        5,
        false,
        (name, dice) -> Bots.createOrExec(name, dice, timeoutMillis));
  }

  @Test
  void thePythonBotPlaysAWholeGameTheSameEachTime() {
    Match.Outcome a = play(PYTHON_BOT, 10_000);
    Match.Outcome b = play(PYTHON_BOT, 10_000);
    assertTrue(a.winner().isDefined(), "the game ends");
    assertEquals(a.winner(), b.winner(), "the bot is reproducible");
    assertEquals(a.turns(), b.turns());
  }

  @Test
  void aProgramThatBreaksTheProtocolFailsTheGameNamingItself() {
    BotException notJson =
        assertThrows(BotException.class, () -> play("exec:python3 -c print(1)", 10_000));
    assertTrue(
        notJson.getMessage().startsWith("bot 'exec:python3 -c print(1)'")
            && notJson.getMessage().contains("not a JSON object"),
        notJson.getMessage());
    BotException late = assertThrows(BotException.class, () -> play("exec:sleep 5", 300));
    assertTrue(late.getMessage().contains("no answer within 300 ms"), late.getMessage());
    BotException missing =
        assertThrows(BotException.class, () -> play("exec:no-such-program-here", 1000));
    assertTrue(missing.getMessage().contains("cannot start"), missing.getMessage());
  }

  @Test
  void aProgramThatEndsFailsAtOnceNotAtItsTimeout() {
    // a timeout of ten minutes, which the failure does not wait for
    BotException ended =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60),
            () -> assertThrows(BotException.class, () -> play("exec:false", 600_000)));
    assertTrue(ended.getMessage().contains("(exit status 1)"), ended.getMessage());
    BotException quits =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60),
            () -> assertThrows(BotException.class, () -> play("exec:head -n 1", 600_000)));
    // it answers hello with hello itself, a JSON object, and ends
    assertTrue(quits.getMessage().contains("(exit status 0)"), quits.getMessage());
  }

  @Test
  void aNameWithoutACommandIsRefusedBeforeAnyGame() {
    IllegalArgumentException blank =
        assertThrows(IllegalArgumentException.class, () -> new ExternalBot("exec: ", 1000));
    assertTrue(blank.getMessage().contains("give a command after exec:"), blank.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new ExternalBot("exec:true", 0));
    assertThrows(IllegalArgumentException.class, () -> Bots.check("exec:"));
    IllegalArgumentException unknown =
        assertThrows(IllegalArgumentException.class, () -> Bots.check("clever"));
    assertTrue(unknown.getMessage().contains("unknown bot 'clever'"), unknown.getMessage());
    Bots.check("exec:python3 bot.py");
    Bots.check("search");
    assertTrue(
        Bots.createOrExec("exec:python3 bot.py", Dice.seeded(1), 1000) instanceof ExternalBot);
  }
}
