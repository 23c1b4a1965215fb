package io.github.parcheesi.examples;

import static io.github.parcheesi.examples.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

  private static void replay(List<String> lines, int players) {
    assertTrue(lines.get(0).startsWith("start: "), lines.get(0));
    GameState state = Notation.parsePosition(lines.get(0).substring("start: ".length()));
    assertEquals(players, state.colours().size());
    RuleSet rules = state.ruleSet();
    for (int i = 1; i < lines.size() - 1; i++) {
      String line = lines.get(i);
      Matcher m = TURN.matcher(line);
      assertTrue(m.matches(), line);
      assertEquals(i, Integer.parseInt(m.group(1)));
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
        "winner: " + state.winner().get().letter() + " after " + (lines.size() - 2) + " turns",
        lines.get(lines.size() - 1));
  }
}
