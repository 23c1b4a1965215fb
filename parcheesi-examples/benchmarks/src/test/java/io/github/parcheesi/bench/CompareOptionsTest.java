package io.github.parcheesi.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareOptionsTest {

  @TempDir Path dir;
  private String old;
  private String neu;

  @BeforeEach
  void jars() throws IOException {
    old = Files.createFile(dir.resolve("old.jar")).toString();
    neu = Files.createFile(dir.resolve("new.jar")).toString();
  }

  @Test
  void defaultsAndTwoJars() {
    CompareOptions o = CompareOptions.parse(new String[] {old, neu});
    assertEquals(CompareOptions.DEFAULT_GAMES, o.games());
    assertEquals(CompareOptions.DEFAULT_ROUNDS, o.rounds());
    assertEquals(List.of(Path.of(old), Path.of(neu)), o.jars());
    assertEquals(
        List.of(
            "simulate",
            "--variant",
            "american",
            "--games",
            "2000",
            "--threads",
            "1",
            "--seed",
            "1"),
        o.simulateArguments());
  }

  @Test
  void everyOptionGoesToSimulate() {
    CompareOptions o =
        CompareOptions.parse(
            new String[] {
              "--games",
              "300",
              "--rounds",
              "4",
              "--variant",
              "russian",
              "--seed",
              "-7",
              "--option",
              "capture=penalty",
              old,
              neu,
              "--option",
              "a=b",
              old
            });
    assertEquals(4, o.rounds());
    assertEquals(3, o.jars().size());
    assertEquals(
        List.of(
            "simulate",
            "--variant",
            "russian",
            "--games",
            "300",
            "--threads",
            "1",
            "--seed",
            "-7",
            "--option",
            "capture=penalty",
            "--option",
            "a=b"),
        o.simulateArguments());
  }

  @Test
  void theSameJarTwiceComparesABuildWithItself() {
    assertEquals(2, CompareOptions.parse(new String[] {old, old}).jars().size());
  }

  @Test
  void errorsNameWhatIsWrong() {
    refused("unknown option --players", "--players", "4", old, neu);
    refused("unknown option -g", "-g", "4", old, neu);
    refused("--games needs a value", old, neu, "--games");
    refused("--games needs a positive whole number, got 0", "--games", "0", old, neu);
    refused("--rounds needs a positive whole number, got -3", "--rounds", "-3", old, neu);
    refused("--rounds needs a positive whole number, got x", "--rounds", "x", old, neu);
    refused("--seed needs a whole number, got 1.5", "--seed", "1.5", old, neu);
    refused("--variant needs a value, got the option --games", "--variant", "--games", old, neu);
    refused("--option needs KEY=VALUE, got mustEnter", "--option", "mustEnter", old, neu);
    refused("--option needs KEY=VALUE, got =true", "--option", "=true", old, neu);
    refused("no such jar file: " + dir.resolve("gone.jar"), old, dir.resolve("gone.jar") + "");
    refused("no such jar file: " + dir, old, dir.toString());
    refused("give two or more builds' parcheesi.jar files (OLD.jar NEW.jar ...), got 1", old);
    refused("got 0", "--games", "10");
  }

  private static void refused(String message, String... args) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CompareOptions.parse(args));
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }
}
