package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.american.AmericanRules;
import io.github.parcheesi.bots.Bot;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles and runs the quick start of the bots module's README (parcheesi-bots/README.md) against
 * the bots module and the core, so that it cannot drift from their API: it plays a game and ranks
 * its bot in the arena, the same on every run.
 */
class BotsReadmeTest {

  @Test
  void theBotsQuickStartCompilesPlaysAGameAndRanksItsBot(@TempDir Path dir) throws Exception {
    String readme =
        Files.readString(Path.of("parcheesi-bots", "README.md"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    assertTrue(m.find(), "the bots' README has a java code block");
    String source = m.group(1);
    assertTrue(source.contains("public class BotQuickStart"), "the first java block: " + source);
    Path file = dir.resolve("BotQuickStart.java");
    Files.writeString(file, source, StandardCharsets.UTF_8);

    JavaSnippets.compile(
        dir,
        file,
        "the bots' README example",
        GameState.class,
        Bot.class,
        AmericanRules.class,
        io.vavr.collection.List.class);

    String first = JavaSnippets.runMain(dir, "BotQuickStart");
    assertEquals(first, JavaSnippets.runMain(dir, "BotQuickStart"), "the same on every run");
    java.util.List<String> lines = first.lines().toList();
    assertEquals(2, lines.size(), first);
    assertTrue(lines.get(0).matches("winner (YELLOW|RED) after \\d+ turns"), lines.get(0));
    Matcher ranked =
        Pattern.compile(
                "hunter - heuristic after (\\d+) games: \\S+ Elo \\(95%: \\S+ to \\S+\\),"
                    + " (H1 accepted|H0 accepted|undecided)")
            .matcher(lines.get(1));
    assertTrue(ranked.matches(), lines.get(1));
    int games = Integer.parseInt(ranked.group(1));
    assertTrue(games >= 4 && games <= 200 && games % 2 == 0, "whole deals of two: " + games);
    assertEquals(games < 200, !ranked.group(2).equals("undecided"), "stops only when decided");
  }
}
