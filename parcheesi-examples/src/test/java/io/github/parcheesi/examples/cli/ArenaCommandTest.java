package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.record.GameRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arena}: paired games, JSON lines, the same on any number of threads, and its errors. */
class ArenaCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static List<JsonNode> lines(Path file) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      out.add(JSON.readTree(line));
    }
    return out;
  }

  @Test
  void theSameGamesAndSummaryOnOneThreadOrThree(@TempDir Path dir) throws IOException {
    String[] args = {
      "arena",
      "--bots",
      "heuristic,random,random",
      "--games",
      "13",
      "--seed",
      "4",
      "--variant",
      "parchis",
      "--out"
    };
    Cli.Result one = Cli.run(concat(args, dir.resolve("1.jsonl").toString(), "--threads", "1"));
    Cli.Result three = Cli.run(concat(args, dir.resolve("3.jsonl").toString(), "--threads", "3"));
    assertEquals(0, one.status(), one.err());
    assertEquals(one.out(), three.out());
    assertEquals(
        Files.readString(dir.resolve("1.jsonl")), Files.readString(dir.resolve("3.jsonl")));
    assertTrue(one.err().startsWith("time: "), "the time goes to standard error: " + one.err());
    assertTrue(
        one.out().contains("paired: 5 deals, each played in the 3 arrangements of the bots: 15"),
        "13 games round up to whole deals: " + one.out());
  }

  @Test
  void moveTimesAreTabledByBotAfterTheSummary() {
    Cli.Result r =
        Cli.run(
            "arena", "--bots", "search,random", "--games", "4", "--threads", "1", "--move-times");
    assertEquals(0, r.status(), r.err());
    String out = r.out();
    int table = out.indexOf("move times (decisions with two or more legal moves, 1 thread):");
    assertTrue(table > out.indexOf("pair "), out);
    Matcher m =
        Pattern.compile("(?m)^(search|random) +([0-9]+) +([0-9.]+) ms +([0-9.]+) ms +([0-9.]+) ms$")
            .matcher(out.substring(table));
    List<String> bots = new ArrayList<>();
    while (m.find()) {
      bots.add(m.group(1));
      assertTrue(Long.parseLong(m.group(2)) > 0, m.group());
      double median = Double.parseDouble(m.group(3));
      double p99 = Double.parseDouble(m.group(4));
      double max = Double.parseDouble(m.group(5));
      assertTrue(median <= p99 && p99 <= max + 0.05, m.group());
    }
    assertEquals(List.of("search", "random"), bots);
  }

  @Test
  void eachLineIsAGameAndADealSharesItsSeedAndFirstPlayer(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("games.jsonl");
    Cli.Result r =
        Cli.run(
            "arena",
            "--bots",
            "heuristic,random",
            "--games",
            "10",
            "--seed",
            "7",
            "--option",
            "threeDoublesPenalty=true",
            "--out",
            out.toString(),
            "--records");
    assertEquals(0, r.status(), r.err());
    List<JsonNode> games = lines(out);
    assertEquals(10, games.size());
    int heuristicWins = 0;
    for (int g = 0; g < games.size(); g++) {
      JsonNode game = games.get(g);
      assertEquals(g, game.get("game").asInt());
      assertEquals(g / 2, game.get("deal").asInt());
      assertEquals("american", game.get("variant").asText());
      assertEquals("true", game.get("options").get("threeDoublesPenalty").asText());
      assertEquals(1, game.get("options").size(), "only the options not at their defaults");
      JsonNode partner = games.get(g ^ 1);
      assertEquals(partner.get("seed"), game.get("seed"), "a deal's games share their dice");
      assertEquals(partner.get("first"), game.get("first"), "and their roll-off");
      assertEquals(
          partner.get("seats").get("Y").asText(),
          game.get("seats").get("R").asText(),
          "the bots swap seats within a deal");
      String winner = game.get("winner").asText();
      if (game.get("seats").get(winner).asText().equals("heuristic")) {
        heuristicWins++;
      }
      GameRecord record = GameRecord.read(game.get("record").asText()).get();
      assertEquals(game.get("turns").asInt(), record.entries().size(), "a decision a turn");
      assertEquals(winner, String.valueOf(record.replay().get().winner().get().letter()));
    }
    Matcher row = Pattern.compile("(?m)^heuristic\\s+10\\s+(\\d+) ").matcher(r.out());
    assertTrue(row.find(), r.out());
    assertEquals(heuristicWins, Integer.parseInt(row.group(1)), "the summary counts the lines");
  }

  @Test
  void theSequentialTestStopsWhenItDecidesAndTheFileStopsThere(@TempDir Path dir)
      throws IOException {
    Path out = dir.resolve("g.jsonl");
    String[] args = {
      "arena",
      "--bots",
      "heuristic,random",
      "--games",
      "400",
      "--seed",
      "2",
      "--sprt",
      "0,50,0.05,0.05",
      "--out",
      out.toString()
    };
    Cli.Result one = Cli.run(concat(args, "--threads", "1"));
    assertEquals(0, one.status(), one.err());
    Matcher m = Pattern.compile("H1 accepted after (\\d+) games").matcher(one.out());
    assertTrue(m.find(), one.out());
    int played = Integer.parseInt(m.group(1));
    assertTrue(played < 400 && played % 2 == 0, "stopped early, on a whole deal: " + played);
    assertEquals(played, lines(out).size());
    String first = Files.readString(out);
    Cli.Result two = Cli.run(concat(args, "--threads", "2"));
    assertEquals(one.out(), two.out());
    assertEquals(first, Files.readString(out), "the same games on two threads");
  }

  @Test
  void badArgumentsAreNamed(@TempDir Path dir) {
    assertError(Cli.run("arena", "--bots", "random", "--games", "2"), "--bots", "2 to 4");
    assertError(Cli.run("arena", "--bots", "random,nobody", "--games", "2"), "'nobody'");
    assertError(Cli.run("arena", "--bots", "random,random", "--games", "0"), "--games");
    assertError(
        Cli.run("arena", "--bots", "random,search", "--games", "2", "--sprt", "0,10,0.5"),
        "--sprt",
        "four numbers");
    assertError(
        Cli.run("arena", "--bots", "random,random", "--games", "2", "--sprt", "0,10,0.05,0.05"),
        "--sprt",
        "two different bots");
    assertError(
        Cli.run("arena", "--bots", "random,search", "--games", "2", "--records"), "--records");
    assertError(
        Cli.run(
            "arena",
            "--bots",
            "random,search",
            "--games",
            "2",
            "--out",
            dir.resolve("no/such/dir/x.jsonl").toString()),
        "--out");
  }

  private static final String PYTHON_BOT = "exec:python3 python/greedy_bot.py";

  @Test
  void aPythonBotPlaysOverJsonLinesTheSameOnAnyThreads(@TempDir Path dir) throws IOException {
    String[] args = {
      "arena", "--bots", PYTHON_BOT + ",random", "--games", "4", "--seed", "3", "--records", "--out"
    };
    Cli.Result one = Cli.run(concat(args, dir.resolve("1.jsonl").toString(), "--threads", "1"));
    assertEquals(0, one.status(), one.err());
    Cli.Result two = Cli.run(concat(args, dir.resolve("2.jsonl").toString(), "--threads", "2"));
    assertEquals(one.out(), two.out());
    assertEquals(
        Files.readString(dir.resolve("1.jsonl")), Files.readString(dir.resolve("2.jsonl")));
    List<JsonNode> games = lines(dir.resolve("1.jsonl"));
    assertEquals(4, games.size());
    assertEquals(PYTHON_BOT, games.get(0).get("seats").get("Y").asText());
    for (JsonNode game : games) {
      // every move the program chose was legal: the record replays to the winner
      GameRecord record = GameRecord.read(game.get("record").asText()).get();
      assertEquals(
          game.get("winner").asText(),
          String.valueOf(record.replay().get().winner().get().letter()));
    }
  }

  @Test
  void aBotThatBreaksTheProtocolFailsTheArenaNamingWhatItDid(@TempDir Path dir) throws IOException {
    assertError(
        Cli.run("arena", "--bots", "exec:python3 -c print(1),random", "--games", "2"),
        "bot 'exec:python3 -c print(1)'",
        "answered '1', not a JSON object");
    Path script = dir.resolve("far.py");
    Files.writeString(
        script, "import sys\nfor line in sys.stdin:\n    print('{\"move\": 99}', flush=True)\n");
    assertError(
        Cli.run("arena", "--bots", "exec:python3 " + script + ",random", "--games", "2"),
        "chose move 99 of ");
    assertError(
        Cli.run("arena", "--bots", "exec:sleep 5,random", "--games", "2", "--bot-timeout", "300"),
        "bot 'exec:sleep 5'",
        "gave no answer within 300 ms");
    assertError(
        Cli.run("arena", "--bots", "exec:no-such-program-here,random", "--games", "2"),
        "cannot start",
        "no-such-program-here");
    assertError(Cli.run("arena", "--bots", "exec: ,random", "--games", "2"), "exec:");
    assertError(
        Cli.run("arena", "--bots", "random,random", "--games", "2", "--bot-timeout", "0"),
        "--bot-timeout");
  }

  @Test
  void theWebPageCannotMakeAProgramABot() {
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class,
            () -> Bots.create("exec:true", io.github.parcheesi.Dice.seeded(1)));
    assertTrue(e.getMessage().contains("unknown bot 'exec:true'"), e.getMessage());
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
