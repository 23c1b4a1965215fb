package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.american.AmericanRules;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiles and runs the code example of README.md, so the docs cannot drift from the API. */
class ReadmeExampleTest {

  @Test
  void readmeExampleCompilesRunsAndPlaysAGameToTheEnd(@TempDir Path dir) throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    assertTrue(m.find(), "README.md has a java code block");
    String source = m.group(1);
    assertTrue(source.contains("public class QuickStart"), "the first java block is QuickStart");
    Path file = dir.resolve("QuickStart.java");
    Files.writeString(file, source, StandardCharsets.UTF_8);

    JavaSnippets.compile(
        dir,
        file,
        "README example",
        GameState.class,
        AmericanRules.class,
        io.vavr.collection.List.class);

    String printed = JavaSnippets.runMain(dir, "QuickStart");
    // B6: the example rolls off with its own dice first, and prints the roll-off
    RollOff rollOff =
        RuleSets.get("american")
            .rollOff(io.vavr.collection.List.of(Colour.values()), Dice.seeded(42));
    assertTrue(printed.startsWith(rollOff + "\n"), printed);
    assertTrue(
        printed.contains(
            "\namerican "
                + rollOff.first().letter()
                + " Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n  "),
        printed);
    assertTrue(printed.contains(" wins: american "), printed);
    String last = printed.strip().lines().reduce((a, b) -> b).get();
    assertTrue(last.contains("winner="), "the final position names the winner: " + last);
  }
}
