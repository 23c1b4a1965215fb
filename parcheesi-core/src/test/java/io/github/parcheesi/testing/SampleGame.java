package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games.Playout;
import io.github.parcheesi.testing.Games.Ply;
import io.vavr.collection.List;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A recorded sample game: one seeded random game written as text, one line per decision, kept in a
 * variant's test resources and compared line by line, so that any change in what the rules list or
 * where moves lead shows up as the first line that differs.
 *
 * <p>The text starts with {@code #} header lines (variant, options, players, seed, how to
 * regenerate), then the start position, then one line per decision:
 *
 * <pre>
 * 12 G 6-6 14 | 56/62 56/62 62/68 62/68 | american G Y:... doubles=1
 * </pre>
 *
 * <p>that is the decision's number, the colour deciding, the roll ({@code -} for a decision without
 * a roll), how many legal moves there were, then after {@code |} the move chosen (at random among
 * them, see {@link Games}) and after another {@code |} the position it led to.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * // in a JUnit test of the variant's module
 * SampleGame.check(new AmericanRules(), 4, 2025, Path.of("src/test/resources/sample-game.txt"));
 * }</pre>
 *
 * <p>With the system property {@value #REGENERATE} set to {@code true} the check writes the file
 * instead of comparing it:
 *
 * <pre>
 * mvn -B -q test -Dtest='*SampleGameTest' -Dsurefire.failIfNoSpecifiedTests=false -Dsample.regenerate=true
 * </pre>
 */
public final class SampleGame {

  /** The system property that makes {@link #check} rewrite the file instead of comparing it. */
  public static final String REGENERATE = "sample.regenerate";

  /** The command that regenerates every variant's sample game, as the header shows it. */
  public static final String COMMAND =
      "mvn -B -q test -Dtest='*SampleGameTest' -Dsurefire.failIfNoSpecifiedTests=false"
          + " -Dsample.regenerate=true";

  private SampleGame() {}

  /**
   * Plays the sample game from the usual start and writes it as text.
   *
   * @param rules the rule set
   * @param players 2 to 4
   * @param seed the seed of the rolls and choices
   * @return the lines: header, start position, one line per decision
   */
  public static List<String> record(RuleSet rules, int players, long seed) {
    Playout game = Games.play(rules, players, seed, 20_000);
    List<String> out =
        List.of(
            "# Sample game: variant "
                + rules.id()
                + ", options "
                + rules.optionValues().map(e -> e._1 + "=" + e._2).mkString(" ")
                + ", "
                + players
                + " players, seed "
                + seed
                + ", random legal moves.",
            "# Regenerate: " + COMMAND,
            "# Columns: decision colour roll legal-move-count | move | position after the move",
            "start | " + game.states().head());
    int n = 0;
    for (Ply ply : game.plies()) {
      out = out.append(line(++n, ply));
    }
    return out;
  }

  /**
   * One decision as a line of the sample game.
   *
   * @param number the decision's number, from 1
   * @param ply the decision
   * @return such as {@code 3 R 5-1 2 | n/39 39/40 | american B ...}
   */
  public static String line(int number, Ply ply) {
    GameState before = ply.before();
    return number
        + " "
        + before.toMove().letter()
        + " "
        + ply.roll().map(Roll::toString).getOrElse("-")
        + " "
        + ply.legal().size()
        + " | "
        + ply.move()
        + " | "
        + ply.after();
  }

  /**
   * Compares the sample game with its recorded file line by line, failing at the first line that
   * differs; with {@code -D}{@value #REGENERATE}{@code =true} writes the file instead.
   *
   * @param rules the rule set
   * @param players 2 to 4
   * @param seed the seed of the rolls and choices
   * @param file the recorded game, such as {@code src/test/resources/sample-game.txt} relative to
   *     the module (the working directory of its tests)
   * @throws AssertionError naming the first differing line, or when the file is missing
   */
  public static void check(RuleSet rules, int players, long seed, Path file) {
    List<String> actual = record(rules, players, seed);
    try {
      if (Boolean.getBoolean(REGENERATE)) {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, actual.mkString("", "\n", "\n"), StandardCharsets.UTF_8);
        return;
      }
      if (!Files.exists(file)) {
        fail("no recorded sample game at " + file.toAbsolutePath() + "; create it with " + COMMAND);
      }
      List<String> expected = List.ofAll(Files.readAllLines(file, StandardCharsets.UTF_8));
      compare(expected, actual, file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Compares two recordings line by line.
   *
   * @param expected the recorded lines
   * @param actual the lines played now
   * @param name the recording's name, for the message
   * @throws AssertionError naming the first line that differs and both versions of it
   */
  public static void compare(List<String> expected, List<String> actual, String name) {
    int n = Math.min(expected.size(), actual.size());
    for (int i = 0; i < n; i++) {
      if (!expected.get(i).equals(actual.get(i))) {
        assertEquals(
            expected.get(i),
            actual.get(i),
            name
                + ": line "
                + (i + 1)
                + " differs (the game diverges here; if the change is intended, regenerate with "
                + COMMAND
                + ")");
      }
    }
    if (expected.size() != actual.size()) {
      assertEquals(
          expected.size(),
          actual.size(),
          name
              + ": the recorded game has "
              + expected.size()
              + " lines, the game played now "
              + actual.size()
              + " (first extra line: "
              + (expected.size() > n ? expected.get(n) : actual.get(n))
              + ")");
    }
  }
}
