package io.github.parcheesi.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad arguments and bad option files are refused with exit status 2 and a message naming them. */
class BadInputTest {

  /** Runs the program; answers its standard error, after checking the status and the output. */
  private static String refused(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        SparkMain.run(
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            args);
    String text = err.toString(StandardCharsets.UTF_8);
    assertEquals(2, status, text);
    assertTrue(text.startsWith("error: "), text);
    assertFalse(text.contains("Exception") || text.contains("\tat "), "a stack trace: " + text);
    assertEquals("", out.toString(StandardCharsets.UTF_8));
    return text;
  }

  private static void assertNames(String expected, String message) {
    assertTrue(message.contains(expected), "expected '" + expected + "' in: " + message);
  }

  @Test
  void unknownOptionsAndCommandsAreNamed() {
    assertNames("--speed", refused("arena", "--bots", "random,random", "--games", "2", "--speed"));
    assertNames("tournament", refused("tournament"));
    assertNames("--games", refused("arena", "--bots", "random,random"));
  }

  @Test
  void badValuesAreNamed() {
    assertNames(
        "--variant: unknown variant 'ludo'",
        refused("arena", "--variant", "ludo", "--bots", "random,random", "--games", "2"));
    assertNames(
        "--option: ",
        refused("arena", "--option", "flying=true", "--bots", "random,random", "--games", "2"));
    assertNames(
        "flying",
        refused("arena", "--option", "flying=true", "--bots", "random,random", "--games", "2"));
    assertNames(
        "--option: expected KEY=VALUE, got 'eitherDie'",
        refused("arena", "--option", "eitherDie", "--bots", "random,random", "--games", "2"));
    assertNames("--bots: ", refused("arena", "--bots", "random,wizard", "--games", "2"));
    assertNames("wizard", refused("arena", "--bots", "random,wizard", "--games", "2"));
    assertNames("--bots: give 2 to 4 bots", refused("arena", "--bots", "random", "--games", "2"));
    assertNames(
        "--games: must be 1 or more, got 0",
        refused("arena", "--bots", "random,random", "--games", "0"));
    assertNames(
        "--master: expected local[*], local[N] or spark://HOST:PORT, got 'cluster'",
        refused("arena", "--bots", "random,random", "--games", "2", "--master", "cluster"));
    assertNames(
        "--partitions: must be 1 or more, got 0",
        refused("arena", "--bots", "random,random", "--games", "2", "--partitions", "0"));
    assertNames(
        "--conf: expected KEY=VALUE, got 'spark.executor.memory'",
        refused(
            "arena", "--bots", "random,random", "--games", "2", "--conf", "spark.executor.memory"));
  }

  @Test
  void badSimulationsAreNamed() {
    assertNames(
        "--players: a game has 2 to 4 players, got 5",
        refused("simulate", "--games", "2", "--players", "5"));
    assertNames(
        "--bots: 3 bots for 2 players",
        refused("simulate", "--games", "2", "--players", "2", "--bots", "random,random,random"));
    assertNames("--games: must be 1 or more, got -1", refused("simulate", "--games", "-1"));
  }

  @Test
  void badStudiesAreNamed(@TempDir Path dir) throws IOException {
    Path sets = dir.resolve("sets.txt");
    Files.writeString(sets, "# sets\ndefault\n\neitherDie=true mustEnter=sometimes\n");
    String out = dir.resolve("out").toString();
    String message = refused("study", "--options", sets.toString(), "--games", "2", "--out", out);
    assertNames("--options: " + sets + ", line 4: ", message);
    assertNames("mustEnter", message);

    Files.writeString(sets, "default\neitherDie=true\ndefault\n");
    assertNames(
        "line 3: the set 'default' is given twice",
        refused("study", "--options", sets.toString(), "--games", "2", "--out", out));

    Files.writeString(sets, "# nothing\n");
    assertNames(
        "has no option set",
        refused("study", "--options", sets.toString(), "--games", "2", "--out", out));
    assertNames(
        "--options: cannot read " + dir.resolve("missing.txt"),
        refused(
            "study",
            "--options",
            dir.resolve("missing.txt").toString(),
            "--games",
            "2",
            "--out",
            out));
    Files.writeString(sets, "default\n");
    assertNames(
        "--players: a game has 2 to 4 players, got 5",
        refused(
            "study",
            "--options",
            sets.toString(),
            "--players",
            "2,5",
            "--games",
            "2",
            "--out",
            out));
    assertNames(
        "--bots: 3 bots for 2 players",
        refused(
            "study",
            "--options",
            sets.toString(),
            "--players",
            "2",
            "--bots",
            "random,random,heuristic",
            "--games",
            "2",
            "--out",
            out));
    assertFalse(Files.exists(dir.resolve("out")), "nothing is written for a refused study");
    Files.writeString(dir.resolve("file"), "");
    assertNames(
        "--out: " + dir.resolve("file") + " is a file, not a directory",
        refused(
            "arena",
            "--bots",
            "random,random",
            "--games",
            "2",
            "--out",
            dir.resolve("file").toString()));
  }

  @Test
  void everyCommandHasHelp() {
    for (String command : new String[] {"arena", "simulate", "study"}) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status =
          SparkMain.run(
              new PrintStream(out, true, StandardCharsets.UTF_8),
              new PrintStream(err, true, StandardCharsets.UTF_8),
              command,
              "--help");
      assertEquals(0, status);
      assertNames("--master", out.toString(StandardCharsets.UTF_8));
      assertEquals("", err.toString(StandardCharsets.UTF_8), "help of " + command);
    }
  }
}
