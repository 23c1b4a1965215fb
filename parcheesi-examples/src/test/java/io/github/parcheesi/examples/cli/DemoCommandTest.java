package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DemoCommandTest {

  private static final Pattern TURN = Pattern.compile("(\\d+) ([YGRB]) (\\d-\\d|-): (.+) -> (.+)");

  @Test
  void theSameSeedGivesTheSameGame() {
    Cli.Result a = Cli.run("demo", "--seed", "7");
    assertEquals(0, a.status(), a.err());
    assertEquals(a.out(), Cli.run("demo", "--seed", "7").out());
    assertNotEquals(a.out(), Cli.run("demo", "--seed", "8").out());
  }

  @Test
  void everyPrintedTurnIsALegalMoveAndTheGameEndsWithItsWinner() {
    for (String players : List.of("2", "3", "4")) {
      Cli.Result r = Cli.run("demo", "--seed", "1", "--players", players);
      assertEquals(0, r.status(), r.err());
      replay(r.lines(), Integer.parseInt(players));
    }
  }

  @Test
  void defaultSeedIsFixed() {
    assertEquals(Cli.run("demo", "--seed", "1").out(), Cli.run("demo").out());
  }

  @Test
  void optionsAreApplied() {
    Cli.Result r = Cli.run("demo", "--seed", "3", "--option", "mustEnter=true");
    assertEquals(0, r.status(), r.err());
    assertNotEquals(Cli.run("demo", "--seed", "3").out(), r.out());
    assertError(Cli.run("demo", "--option", "nope=1"), "--option", "'nope'");
    assertError(Cli.run("demo", "--players", "9"), "--players");
  }

  @Test
  @DisplayName("B6: the demo's first line is the roll-off, from the game's own seeded dice")
  void b6_theRollOffComesFromTheSeededDice() {
    // B6: "each player rolls one die; in American Parcheesi the lowest roll starts ..., in
    // Parchís and the Russian game the highest; tied players roll again among themselves"
    for (String variant : List.of("american", "parchis", "russian")) {
      for (int seed = 1; seed <= 6; seed++) {
        Cli.Result r = Cli.run("demo", "--variant", variant, "--seed", "" + seed, "--players", "4");
        assertEquals(0, r.status(), r.err());
        RuleSet rules = RuleSets.get(variant);
        // the demo's dice: one split per seat for the bots, then the roll-off's single dice
        Dice dice = Dice.seeded(seed);
        for (int k = 0; k < 4; k++) {
          dice.split();
        }
        RollOff expected = rules.rollOff(io.vavr.collection.List.of(Colour.values()), dice);
        assertEquals("roll-off: " + expected, r.lines().get(0));
        assertTrue(
            r.lines()
                .get(0)
                .endsWith(
                    variant.equals("american")
                        ? "starts (lowest die, B6)"
                        : "starts (highest die, B6)"),
            r.lines().get(0));
        GameState start = Notation.parsePosition(r.lines().get(1).substring("start: ".length()));
        assertEquals(expected.first(), start.toMove(), r.lines().get(1));
      }
    }
  }

  @Test
  @DisplayName("B6: README quotes the real roll-off and winner of its demo command")
  void b6_readmeQuotesTheDemo() throws Exception {
    String readme =
        java.nio.file.Files.readString(
            java.nio.file.Path.of("..", "README.md"), java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(readme.contains("parcheesi.jar demo --seed 1\n"), "README runs demo --seed 1");
    Cli.Result r = Cli.run("demo", "--seed", "1");
    assertEquals(0, r.status(), r.err());
    assertTrue(readme.contains("\n    " + r.lines().get(0) + "\n"), r.lines().get(0));
    assertTrue(readme.contains("`" + r.lastLine() + "`"), r.lastLine());
  }

  @Test
  @DisplayName("B6: --first names the first player instead of the roll-off")
  void b6_firstNamesTheFirstPlayer() {
    Cli.Result r = Cli.run("demo", "--seed", "4", "--players", "2", "--first", "R");
    assertEquals(0, r.status(), r.err());
    assertEquals("first: R (named by --first)", r.lines().get(0));
    assertEquals("start: american R Y:n,n,n,n R:n,n,n,n", r.lines().get(1));
    replay(r.lines(), 2);
    assertError(Cli.run("demo", "--players", "2", "--first", "G"), "--first", "G does not play");
    assertError(Cli.run("demo", "--first", "X"), "--first", "'X'");
  }

  private static void replay(List<String> lines, int players) {
    assertTrue(
        lines.get(0).startsWith("roll-off: ") || lines.get(0).startsWith("first: "), lines.get(0));
    assertTrue(lines.get(1).startsWith("start: "), lines.get(1));
    GameState state = Notation.parsePosition(lines.get(1).substring("start: ".length()));
    assertEquals(players, state.colours().size());
    assertTrue(
        lines.get(0).contains(": " + state.toMove().letter() + " starts (")
            || lines.get(0).equals("first: " + state.toMove().letter() + " (named by --first)"),
        "the start's first player is the one the first line names: " + lines.get(0));
    RuleSet rules = state.ruleSet();
    for (int i = 2; i < lines.size() - 1; i++) {
      String line = lines.get(i);
      Matcher m = TURN.matcher(line);
      assertTrue(m.matches(), line);
      assertEquals(i - 1, Integer.parseInt(m.group(1)));
      assertEquals(state.toMove().letter(), m.group(2).charAt(0), line);
      Move move = Notation.parseMove(m.group(4), Roll.parse(m.group(3)).get());
      GameState next =
          rules
              .apply(state, move)
              .getOrElseThrow(refused -> new AssertionError(line + ": " + refused.message()));
      assertEquals(m.group(5), Notation.format(next), line);
      state = next;
    }
    assertTrue(state.isOver(), "the game ends");
    assertEquals(
        "winner: " + state.winner().get().letter() + " after " + (lines.size() - 3) + " turns",
        lines.get(lines.size() - 1));
  }
}
