package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Perft;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftCommandTest {

  @Test
  void lastLineIsTheLibrarysPerftOfTheFourPlayerStart() {
    Cli.Result r = Cli.run("perft", "--depth", "2");
    assertEquals(0, r.status(), r.err());
    long expected = Perft.perft(RuleSets.get("american").newGame(4), 2);
    assertEquals(List.of("perft 2 " + expected), r.lines());
    assertTrue(r.err().contains("leaves/s"), r.err());
  }

  @Test
  void depthZeroCountsTheRoot() {
    assertEquals("perft 0 1\n", Cli.run("perft", "--depth", "0").out());
  }

  @Test
  void positionIsTheRoot() {
    String position = "american Y Y:n,n,n,20 R:n,n,n,n";
    Cli.Result r = Cli.run("perft", "--position", position, "--depth", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals("perft 2 " + Perft.perft(Notation.parsePosition(position), 2), r.lastLine());
  }

  @Test
  void divideCountsEachFirstRollAndTheirSumIsTheTotal() {
    String position = "american Y Y:n,n,n,20 R:n,n,n,n";
    Cli.Result r = Cli.run("perft", "--position", position, "--depth", "2", "--divide");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    assertEquals(37, lines.size());
    GameState root = Notation.parsePosition(position);
    long sum = 0;
    for (int i = 0; i < 36; i++) {
      Roll roll = Roll.outcomes().get(i);
      String[] fields = lines.get(i).split(" ");
      assertEquals(roll.toString(), fields[0]);
      long count = Long.parseLong(fields[1]);
      sum += count;
    }
    assertEquals("perft 2 " + sum, lines.get(36));
    assertEquals(Perft.perft(root, 2), sum);
  }

  @Test
  void optionsChangeTheCount() {
    String position = "american Y Y:n,n,n,20 R:n,n,n,n";
    String plain = Cli.run("perft", "--position", position, "--depth", "1").out();
    String mustEnter =
        Cli.run("perft", "--position", position, "--depth", "1", "--option", "mustEnter=true")
            .out();
    long expected =
        Perft.perft(
            Notation.parsePosition(
                position, RuleSets.get("american").withOption("mustEnter", "true").get()),
            1);
    assertEquals("perft 1 " + expected + "\n", mustEnter);
    assertTrue(!plain.equals(mustEnter), plain + " vs " + mustEnter);
  }

  @Test
  void badDepthIsAnError() {
    assertError(Cli.run("perft"), "--depth");
    assertError(Cli.run("perft", "--depth", "-1"), "--depth", "-1");
    assertError(Cli.run("perft", "--depth", "0", "--divide"), "--depth", "--divide");
    assertError(Cli.run("perft", "--depth", "x"), "--depth", "'x'");
  }

  @Test
  void badPositionOrVariantIsAnError() {
    assertError(Cli.run("perft", "--depth", "1", "--position", "american Y"), "--position");
    assertError(Cli.run("perft", "--depth", "1", "--variant", "nope"), "'nope'", "american");
  }
}
