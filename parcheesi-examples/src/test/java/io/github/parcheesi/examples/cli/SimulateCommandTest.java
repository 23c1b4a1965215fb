package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.record.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateCommandTest {

  private static final Pattern ROW =
      Pattern.compile(
          "(\\d \\S+|[a-z]\\S*)\\s+(\\d+)\\s+(\\d+)\\s+([\\d.]+)%\\s+([\\d.]+)% - ([\\d.]+)%");

  /** Standard output without the timing line. */
  private static String withoutTime(Cli.Result r) {
    assertTrue(r.lastLine().startsWith("time: "), r.out());
    return r.lines().stream()
        .filter(l -> !l.startsWith("time: "))
        .collect(Collectors.joining("\n"));
  }

  @Test
  void theSameSeedGivesTheSameSummaryOnOneOrTwoThreads() {
    String[] args = {"simulate", "--games", "12", "--bots", "heuristic,random", "--seed", "9"};
    Cli.Result one = Cli.run(concat(args, "--threads", "1"));
    Cli.Result two = Cli.run(concat(args, "--threads", "2"));
    assertEquals(0, one.status(), one.err());
    assertEquals(0, two.status(), two.err());
    assertEquals(withoutTime(one), withoutTime(two));
    Cli.Result other = Cli.run("simulate", "--games", "12", "--bots", "random", "--seed", "10");
    assertNotEquals(withoutTime(one), withoutTime(other));
  }

  @Test
  void summaryCountsEveryGameBySeatAndByBot() {
    Cli.Result r =
        Cli.run("simulate", "--games", "10", "--bots", "heuristic,random", "--seed", "3");
    assertEquals(0, r.status(), r.err());
    assertTrue(
        r.out()
            .startsWith(
                "10 games of american, 2 players, seed 3, bots heuristic,random\n"
                    + "unpaired (arena --unpaired): each game with dice of its own; the 2"
                    + " arrangements of heuristic,random in seats Y,R take turns\n"),
        r.out());
    java.util.List<String[]> rows = rows(r);
    assertEquals(4, rows.size(), r.out()); // bots heuristic and random, seats Y and R
    assertEquals("heuristic", rows.get(0)[0]);
    assertEquals("random", rows.get(1)[0]);
    assertEquals("10", rows.get(0)[1], "each bot plays every game");
    assertEquals("0 Y", rows.get(2)[0]);
    assertEquals("1 R", rows.get(3)[0]);
    int botWins = Integer.parseInt(rows.get(0)[2]) + Integer.parseInt(rows.get(1)[2]);
    int seatWins = Integer.parseInt(rows.get(2)[1]) + Integer.parseInt(rows.get(3)[1]);
    assertEquals(10, botWins);
    assertEquals(10, seatWins);
    // the heuristic bot wins (almost) every game against random, from either seat
    assertTrue(Integer.parseInt(rows.get(0)[2]) >= 9, r.out());
    assertTrue(
        Integer.parseInt(rows.get(2)[1]) >= 4 && Integer.parseInt(rows.get(3)[1]) >= 4, r.out());
    assertTrue(r.out().contains("\nheuristic - random "), "the pair's Elo: " + r.out());
    assertTrue(r.out().contains("95% CI (over games)"), r.out());
    assertTrue(r.out().contains("length: mean "), r.out());
    // B6: each game's roll-off chose its first player, the lowest die in American
    Matcher starts =
        Pattern.compile(
                "who starts: each game's roll-off, the lowest die \\(B6\\): Y (\\d+), R (\\d+)")
            .matcher(r.out());
    assertTrue(starts.find(), r.out());
    assertEquals(10, Integer.parseInt(starts.group(1)) + Integer.parseInt(starts.group(2)));
    assertTrue(Integer.parseInt(starts.group(1)) > 0 && Integer.parseInt(starts.group(2)) > 0);
    assertTrue(r.lastLine().matches("time: [\\d.]+ s, [\\d.]+ games/s"), r.lastLine());
  }

  @Test
  void itPlaysTheArenasUnpairedGames() {
    String[] bots = {"--bots", "heuristic,random", "--games", "6", "--seed", "5"};
    Cli.Result simulate = Cli.run(concat(concat(new String[] {"simulate"}, bots)));
    Cli.Result arena = Cli.run(concat(concat(new String[] {"arena"}, bots), "--unpaired"));
    assertEquals(0, simulate.status(), simulate.err());
    assertEquals(0, arena.status(), arena.err());
    java.util.List<String> tables =
        arena.lines().stream()
            .filter(l -> l.startsWith("heuristic") || l.startsWith("random"))
            .collect(Collectors.toList());
    assertEquals(3, tables.size(), "two bots and their pair: " + arena.out());
    for (String line : tables) {
      assertTrue(simulate.lines().contains(line), line + " in\n" + simulate.out());
    }
  }

  @Test
  void theArrangementsOfTheBotsInTheSeatsTakeTurns(@TempDir Path dir) throws Exception {
    Cli.Result r =
        Cli.run(
            "simulate",
            "--games",
            "6",
            "--bots",
            "heuristic,random",
            "--players",
            "4",
            "--record",
            dir.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(
        r.out().contains("the 6 arrangements of heuristic,random,heuristic,random"), r.out());
    java.util.Set<String> seatings = new java.util.HashSet<>();
    for (int game = 1; game <= 6; game++) {
      String text = Files.readString(dir.resolve(String.format("game-%05d.txt", game)));
      String players =
          text.lines().filter(l -> l.startsWith("# player ")).collect(Collectors.joining(";"));
      assertEquals(2, players.split("heuristic", -1).length - 1, players);
      seatings.add(players);
    }
    assertEquals(6, seatings.size(), "each arrangement once: " + seatings);
    assertNotEquals(Arena.gameSeed(1, 0), Arena.gameSeed(1, 1));
    assertNotEquals(Arena.gameSeed(1, 0), Arena.gameSeed(2, 0));
  }

  @Test
  void playersAndVariantAreHonoured() {
    Cli.Result r =
        Cli.run(
            "simulate", "--games", "3", "--variant", "parchis", "--players", "3", "--seed", "2");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("3 games of parchis, 3 players, seed 2, bots random\n"), r.out());
    assertTrue(r.out().contains("the 1 arrangement of random,random,random in seats Y,G,R takes"));
    assertEquals(3, rows(r).size(), r.out()); // seats Y, G, R; no table of one bot
  }

  @Test
  void aProgramPlaysAsABot() {
    Cli.Result r =
        Cli.run("simulate", "--games", "2", "--bots", "exec:python3 python/greedy_bot.py,random");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("\nexec:python3 python/greedy_bot.py "), r.out());
    assertError(
        Cli.run("simulate", "--games", "2", "--bots", "exec:python3 -c print(1),random"),
        "bot 'exec:python3 -c print(1)'",
        "not a JSON object");
  }

  @Test
  void recordsOneReplayableFilePerGame(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("games");
    Cli.Result r =
        Cli.run(
            "simulate", "--games", "3", "--bots", "heuristic,random", "--record", out.toString());
    assertEquals(0, r.status(), r.err());
    java.util.List<Path> files;
    try (var s = Files.list(out)) {
      files = s.sorted().collect(Collectors.toList());
    }
    assertEquals(3, files.size());
    assertEquals("game-00001.txt", files.get(0).getFileName().toString());
    for (Path f : files) {
      Cli.Result replay = Cli.run("replay", f.toString());
      assertEquals(0, replay.status(), replay.err());
      assertTrue(replay.lastLine().startsWith("winner: "), replay.out());
      String text = Files.readString(f);
      assertTrue(text.contains("# player Y "), text);
      // B6: the record keeps the game's roll-off, whose winner moves first
      GameRecord record = GameRecord.read(text).get();
      assertEquals(record.start().toMove(), record.rollOff().get().first(), text);
      assertTrue(text.contains("# rolloff "), text);
      String winner = replay.lastLine().substring("winner: ".length(), "winner: ".length() + 1);
      assertTrue(text.endsWith("# winner " + winner + "\n"), text);
    }
  }

  @Test
  @DisplayName("B6: --first names the first player of every game; the highest die in Parchís")
  void b6_whoStartsEachGame(@TempDir Path dir) throws Exception {
    Cli.Result named =
        Cli.run("simulate", "--games", "4", "--players", "3", "--first", "G", "--record", "" + dir);
    assertEquals(0, named.status(), named.err());
    assertTrue(named.out().contains("\nwho starts: G in every game (--first)\n"), named.out());
    for (int game = 1; game <= 4; game++) {
      String text = Files.readString(dir.resolve(String.format("game-%05d.txt", game)));
      assertTrue(text.contains("# first G\n") && !text.contains("# rolloff"), text);
      assertTrue(text.contains("\nG "), "green makes the first decision: " + text);
    }
    Cli.Result parchis = Cli.run("simulate", "--games", "4", "--variant", "parchis", "--seed", "3");
    assertTrue(
        parchis.out().contains("who starts: each game's roll-off, the highest die (B6): Y "),
        parchis.out());
    assertError(
        Cli.run("simulate", "--games", "2", "--players", "2", "--first", "B"),
        "--first",
        "B does not play");
  }

  @Test
  void badArgumentsAreErrors() {
    assertError(Cli.run("simulate", "--games", "0"), "--games", "0");
    assertError(Cli.run("simulate", "--games", "-3"), "--games");
    assertError(Cli.run("simulate"), "--games");
    assertError(
        Cli.run("simulate", "--games", "2", "--bots", "random,clever"), "--bots", "'clever'");
    assertError(
        Cli.run("simulate", "--games", "2", "--bots", "random,random,random,random,random"),
        "--bots");
    assertError(Cli.run("simulate", "--games", "2", "--players", "5"), "--players");
    assertError(
        Cli.run("simulate", "--games", "2", "--bots", "random,heuristic,search", "--players", "2"),
        "--bots",
        "3 bots for 2 players");
    assertError(Cli.run("simulate", "--games", "2", "--bots", "exec:"), "--bots", "exec:");
    assertError(Cli.run("simulate", "--games", "2", "--bot-timeout", "0"), "--bot-timeout");
    assertError(Cli.run("simulate", "--games", "2", "--threads", "0"), "--threads");
    assertError(Cli.run("simulate", "--games", "2", "--variant", "chess"), "--variant", "'chess'");
  }

  private static java.util.List<String[]> rows(Cli.Result r) {
    java.util.List<String[]> out = new java.util.ArrayList<>();
    for (String line : r.lines()) {
      Matcher m = ROW.matcher(line);
      if (m.matches()) {
        out.add(new String[] {m.group(1), m.group(2), m.group(3)});
        double low = Double.parseDouble(m.group(5));
        double high = Double.parseDouble(m.group(6));
        double rate = Double.parseDouble(m.group(4));
        assertTrue(low <= rate && rate <= high, "the interval holds the rate: " + line);
      }
    }
    return out;
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  @Test
  void meanAndSampleDeviation() {
    org.junit.jupiter.api.Assertions.assertArrayEquals(
        new double[] {5, Math.sqrt(32 / 7.0)},
        SimulateSummary.meanAndSd(new int[] {2, 4, 4, 4, 5, 5, 7, 9}),
        1e-9);
    org.junit.jupiter.api.Assertions.assertArrayEquals(
        new double[] {3, 0}, SimulateSummary.meanAndSd(new int[] {3}), 0);
  }
}
