package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Match;
import io.github.parcheesi.examples.draw.TextBoard;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands on the Russian variant, whose decisions without a roll (DECIDE) they must play. */
class RussianCommandsTest {

  @Test
  void showDrawsTheRussianBoard(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("show", "--variant", "russian", "--no-color");
    assertEquals(0, r.status(), r.err());
    assertEquals("russian Y Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n", r.lastLine());
    assertTrue(r.out().contains(" o1 ") && r.out().contains(" m3 ") && r.out().contains("(13)"));
    assertTrue(r.out().contains("Y Y Y Y Y"), r.out());
    Path svg = dir.resolve("r.svg");
    assertEquals(0, Cli.run("show", "--variant", "russian", "--svg", svg.toString()).status());
    assertEquals(20, Files.readString(svg).split("class=\"piece\"", -1).length - 1);
  }

  @Test
  void simulateRecordsRussianGamesThatReplay(@TempDir Path dir) throws Exception {
    Cli.Result r =
        Cli.run(
            "simulate",
            "--variant",
            "russian",
            "--games",
            "2",
            "--bots",
            "heuristic,random",
            "--record",
            dir.toString(),
            "--seed",
            "4");
    assertEquals(0, r.status(), r.err());
    for (int i = 1; i <= 2; i++) {
      Path f = dir.resolve("game-0000" + i + ".txt");
      Cli.Result replay = Cli.run("replay", f.toString());
      assertEquals(0, replay.status(), replay.err());
      assertTrue(replay.lastLine().startsWith("winner: "), replay.out());
    }
  }

  @Test
  void aPersonMakesADecisionWithoutARoll(@TempDir Path dir) throws Exception {
    // A game between bots, cut just before its first decision that needs no roll.
    GameRecord played =
        Match.play(
                RuleSets.get("russian"),
                LinkedHashMap.of(Colour.YELLOW, "random", Colour.RED, "random"),
                3)
            .record()
            .get();
    int cut = played.entries().indexWhere(d -> d.roll().isEmpty());
    assertTrue(cut > 0, "the game has a decision without a roll");
    GameRecord.Entry decide = played.entries().get(cut);
    // the played record's header (its roll-off says who starts), without its players
    StringBuilder text = new StringBuilder();
    for (String line : played.format().split("\n")) {
      if (line.startsWith("# ") && !line.startsWith("# player ")) {
        text.append(line).append('\n');
      }
    }
    for (GameRecord.Entry d : played.entries().take(cut)) {
      text.append(d.format()).append('\n');
    }
    Path f = dir.resolve("cut.txt");
    Files.writeString(f, text.toString());
    Path saved = dir.resolve("saved.txt");
    Cli.Result r =
        Cli.runWithInput("1\nsave " + saved + "\nquit\n", "play", "--load", f.toString());
    assertEquals(0, r.status(), r.err());
    String who = TextBoard.nameOf(decide.colour());
    assertTrue(r.out().contains(who + " (you) decides\n"), r.out());
    List<String> lines = List.ofAll(Files.readAllLines(saved));
    String made = lines.find(l -> l.startsWith(decide.colour().letter() + " - ")).getOrElse("");
    assertTrue(!made.isEmpty(), "the decision is recorded with - for its roll: " + lines);
    assertEquals(0, Cli.run("replay", saved.toString()).status());
  }
}
