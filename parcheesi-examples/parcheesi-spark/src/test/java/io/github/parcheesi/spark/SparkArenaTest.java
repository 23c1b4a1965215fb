package io.github.parcheesi.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTables;
import io.github.parcheesi.bots.ArenaTally;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Spark arena's games are the single-machine arena's, game for game. */
class SparkArenaTest {

  private static SparkSession spark;

  @BeforeAll
  static void start() {
    spark = LocalSpark.session();
  }

  @Test
  void everyRowIsTheArenasGameWithTheSameNumber() {
    ArenaSpec american =
        new ArenaSpec(
            "american",
            List.of("eitherDie=true"),
            List.of("random", "heuristic"),
            120,
            11,
            true,
            10_000,
            "eitherDie=true");
    ArenaSpec russian =
        new ArenaSpec(
            "russian",
            List.of(),
            List.of("heuristic", "random", "random"),
            61,
            5,
            false,
            10_000,
            "default");
    List<String> expected = new ArrayList<>(ArenaLines.played(american));
    expected.addAll(ArenaLines.played(russian));
    // five ranges over two arenas: one range holds the end of the first and the start of the second
    List<String> actual =
        GamesJob.games(spark, List.of(american, russian), 5).collectAsList().stream()
            .map(ArenaLines::line)
            .collect(Collectors.toList());
    assertEquals(120 + 61, expected.size());
    assertEquals(expected, actual);
  }

  @Test
  void arenaWritesOneParquetRowPerGameAndTheArenasSummary(@TempDir Path dir) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        SparkMain.run(
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            "arena",
            "--variant",
            "parchis",
            "--bots",
            "heuristic,random",
            "--games",
            "59",
            "--seed",
            "7",
            "--partitions",
            "3",
            "--out",
            dir.toString());
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));

    ArenaSpec spec =
        new ArenaSpec(
            "parchis", List.of(), List.of("heuristic", "random"), 59, 7, true, 10_000, "default");
    List<String> expected = ArenaLines.played(spec);
    Dataset<Row> read = spark.read().parquet(dir.resolve("games").toString());
    assertEquals(GameRow.COLUMNS, Arrays.asList(read.columns()));
    List<GameRow> rows = read.orderBy("game").as(Encoders.bean(GameRow.class)).collectAsList();
    assertEquals(60, expected.size()); // rounded up to whole deals
    assertEquals(expected, rows.stream().map(ArenaLines::line).collect(Collectors.toList()));

    Arena arena = spec.arena();
    ArenaTally tally = new ArenaTally(io.vavr.collection.List.of("heuristic", "random"), 2);
    for (int g = 0; g < arena.games(); g++) {
      tally.add(arena.play(g, false, 10_000)); // the single-machine arena's games, in order
    }
    StringWriter table = new StringWriter();
    ArenaTables.print(new PrintWriter(table), tally, "deals");
    String expectedOut =
        "arena: parchis, bots heuristic,random in seats Y,R, seed 7\n"
            + "paired: 30 deals, each played in the 2 arrangements of the bots: 60 games\n"
            + "unfinished games: 0\n\n"
            + table;
    assertEquals(expectedOut, out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
  }

  @Test
  void simulatePlaysTheSimulationsGamesAndCountsTheirSeats(@TempDir Path dir) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        SparkMain.run(
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            "simulate",
            "--variant",
            "american",
            "--option",
            "mustEnter=true",
            "--bots",
            "heuristic,random",
            "--players",
            "3",
            "--games",
            "45",
            "--seed",
            "9",
            "--out",
            dir.toString());
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    // as parcheesi.jar simulate seats them: bot k mod 2 in seat k, games unpaired
    ArenaSpec spec =
        new ArenaSpec(
            "american",
            List.of("mustEnter=true"),
            List.of("heuristic", "random", "heuristic"),
            45,
            9,
            false,
            10_000,
            "mustEnter=true");
    List<GameRow> rows =
        spark
            .read()
            .parquet(dir.resolve("games").toString())
            .orderBy("game")
            .as(Encoders.bean(GameRow.class))
            .collectAsList();
    assertEquals(
        ArenaLines.played(spec), rows.stream().map(ArenaLines::line).collect(Collectors.toList()));

    Arena arena = spec.arena();
    long[] seatWins = new long[3];
    for (int g = 0; g < 45; g++) {
      Arena.Played p = arena.play(g, false, 10_000);
      seatWins[arena.seats().indexOf(p.outcome().winner().get())]++;
    }
    String printed = out.toString(StandardCharsets.UTF_8);
    String[] letters = {"Y", "G", "R"};
    for (int s = 0; s < 3; s++) {
      String line =
          String.format(
              java.util.Locale.ROOT,
              "seat %d (%s) wins %.1f%%",
              s + 1,
              letters[s],
              100.0 * seatWins[s] / 45);
      org.junit.jupiter.api.Assertions.assertTrue(printed.contains(line), line + " in " + printed);
    }
  }
}
