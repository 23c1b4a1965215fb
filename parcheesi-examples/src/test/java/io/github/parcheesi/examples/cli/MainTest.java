package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {

  @Test
  void helpWorksOnEveryCommand() {
    for (String command : List.of("start", "moves", "perft", "demo", "simulate", "show", "play")) {
      for (String help : List.of("--help", "-h")) {
        Cli.Result r = Cli.run(command, help);
        assertEquals(0, r.status(), command + ": " + r.err());
        assertTrue(r.out().startsWith("Usage: parcheesi " + command), r.out());
        assertTrue(r.out().contains("--variant"), command + " documents --variant");
        assertTrue(r.out().contains("--option"), command + " documents --option");
        assertEquals("", r.err());
      }
    }
  }

  @Test
  void helpListsEveryVariantsRuleOptionsByName() {
    // the names --option takes, which positions and records use too
    for (String command : List.of("moves", "perft", "demo", "simulate", "play")) {
      String out = Cli.run(command, "--help").out();
      for (io.github.parcheesi.RuleSet rules : io.github.parcheesi.RuleSets.all()) {
        assertTrue(out.contains("  " + rules.id() + ":"), command + " lists " + rules.id());
        for (io.github.parcheesi.RuleOption<?> o : rules.options()) {
          assertTrue(
              out.contains("    " + o.name() + "=" + o.values().mkString("|") + " (default "),
              command + " lists " + rules.id() + "'s " + o.name() + ":\n" + out);
        }
      }
      assertTrue(out.contains("threeDoublesPenalty=true|false (default false)"), out);
      assertTrue(out.contains("doublesPassBlockades=true|false (default false)"), out);
    }
  }

  @Test
  void helpOfTheProgramListsTheCommands() {
    Cli.Result r = Cli.run("--help");
    assertEquals(0, r.status(), r.err());
    for (String command :
        List.of("start", "moves", "perft", "demo", "simulate", "replay", "show", "play")) {
      assertTrue(r.out().contains("  " + command + " "), r.out());
    }
  }

  @Test
  void helpTextsFormatWithoutPicocliWarnings() {
    java.io.PrintStream saved = System.err;
    java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
    System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      Cli.run("--help");
      // every command the program has
      java.util.List<String> commands = new java.util.ArrayList<>();
      for (Class<?> c : Main.class.getAnnotation(picocli.CommandLine.Command.class).subcommands()) {
        commands.add(c.getAnnotation(picocli.CommandLine.Command.class).name());
      }
      assertTrue(
          commands.containsAll(List.of("arena", "env", "train", "serve")), commands.toString());
      for (String command : commands) {
        Cli.Result r = Cli.run(command, "--help");
        assertEquals(0, r.status(), command + ": " + r.err());
        assertTrue(!r.out().contains("%n"), command + " help has a raw %n: " + r.out());
      }
    } finally {
      System.setErr(saved);
    }
    assertEquals("", captured.toString(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void replayHelpWorks() {
    Cli.Result r = Cli.run("replay", "--help");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("Usage: parcheesi replay"), r.out());
  }

  @Test
  void startHelpDocumentsTheDefaultSeats() {
    assertTrue(Cli.run("start", "--help").out().contains("4 players"));
  }

  @Test
  void missingOrUnknownCommandIsAnError() {
    assertError(Cli.run(), "command");
    assertError(Cli.run("frobnicate"), "'frobnicate'");
    assertError(Cli.run("start", "--frob"), "'--frob'");
  }

  @Test
  void unknownVariantIsAnErrorOnEveryCommand() {
    assertError(Cli.run("start", "--variant", "chess"), "--variant", "'chess'", "american");
    assertError(Cli.run("demo", "--variant", "chess"), "--variant", "'chess'", "american");
    assertError(Cli.run("perft", "--depth", "1", "--variant", "chess"), "--variant", "'chess'");
  }

  @Test
  void unknownOptionIsAnErrorOnEveryCommand() {
    assertError(Cli.run("start", "--option", "speed=fast"), "--option", "'speed'");
    assertError(Cli.run("perft", "--depth", "1", "--option", "speed=fast"), "--option", "'speed'");
  }
}
