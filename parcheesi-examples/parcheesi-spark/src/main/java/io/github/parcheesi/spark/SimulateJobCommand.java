package io.github.parcheesi.spark;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTables;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.Stats;
import io.vavr.collection.List;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code simulate}: plain simulations, dice of their own for every game, as a Spark job. */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Plain simulations as a Spark job: the games of parcheesi.jar simulate (the arena with dice"
          + " of their own for every game, the bots placed round the --players seats, each game's"
          + " roll-off choosing who starts), game for game.",
      "Prints each bot's wins with 95%% Wilson intervals (and each pair's Elo difference for two"
          + " bots or more), the first player's and each seat's win rate, and the mean game"
          + " length; with --out DIR, one row per game goes to DIR/games as Parquet."
    })
final class SimulateJobCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private RuleArguments rules;
  @Mixin private SparkOptions sparkOptions;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description = "Games to play, 1 or more.")
  private int games;

  @Option(
      names = "--bots",
      paramLabel = "a[,b,c,d]",
      split = ",",
      defaultValue = "random",
      description = "1 to 4 bots, placed round the seats in order (default: ${DEFAULT-VALUE}).")
  private java.util.List<String> bots;

  @Option(
      names = "--players",
      paramLabel = "N",
      description = "Players in each game, 2 to 4 (default: the number of bots, or 4 for one).")
  private Integer players;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "The seed every game's dice come from (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Write one row per game to DIR/games as Parquet (replacing what is there).")
  private Path out;

  @Override
  public Integer call() {
    if (games < 1) {
      throw new UsageException("--games: must be 1 or more, got " + games);
    }
    List<String> names = List.ofAll(bots);
    if (names.isEmpty() || names.size() > 4) {
      throw new UsageException("--bots: give 1 to 4 bot names, got " + names.size());
    }
    for (String name : names) {
      try {
        Bots.check(name);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--bots: " + e.getMessage());
      }
    }
    int n = players != null ? players : names.size() >= 2 ? names.size() : 4;
    if (n < 2 || n > 4) {
      throw new UsageException("--players: a game has 2 to 4 players, got " + n);
    }
    if (names.size() > n) {
      throw new UsageException(
          "--bots: " + names.size() + " bots for " + n + " players; give at most one a seat");
    }
    sparkOptions.check();
    List<String> seated = List.range(0, n).map(k -> names.get(k % names.size()));
    ArenaSpec arenaSpec =
        new ArenaSpec(
            rules.variant(),
            rules.options(),
            seated.asJava(),
            games,
            seed,
            false,
            10_000,
            OptionSets.label(rules.options()));
    Arena arena = arenaSpec.arena();
    SparkOptions.createOutput(out);
    long began = System.nanoTime();
    Object[] results =
        sparkOptions.run(
            "parcheesi simulate",
            spark -> {
              Dataset<Row> rows =
                  GamesJob.inColumnOrder(
                      GamesJob.games(
                          spark, java.util.List.of(arenaSpec), sparkOptions.partitions(spark)));
              if (out != null) {
                String dir = out.resolve("games").toString();
                rows.write().mode(SaveMode.Overwrite).parquet(dir);
                rows = spark.read().parquet(dir); // played once, as written
              }
              // the games come to the driver once, as a few small columns
              java.util.List<Row> small =
                  rows.select("game", "winner", "winnerSeat", "firstSeat", "turns").collectAsList();
              return new Object[] {
                ArenaSummary.tally(arena, seated.distinct(), small), cell(arenaSpec, n, small)
              };
            });
    ArenaTally tally = (ArenaTally) results[0];
    StudyCell cell = (StudyCell) results[1];
    double seconds = Math.max(System.nanoTime() - began, 1) / 1e9;
    print(arena.rules(), arena, tally, cell, names, seated, seconds);
    return 0;
  }

  private void print(
      RuleSet r,
      Arena arena,
      ArenaTally tally,
      StudyCell cell,
      List<String> names,
      List<String> seated,
      double seconds) {
    PrintWriter o = spec.commandLine().getOut();
    List<Colour> colours = arena.seats();
    o.printf(
        Locale.ROOT,
        "%d games of %s, %d players, seed %d, bots %s%n",
        games,
        r.id(),
        colours.size(),
        seed,
        names.mkString(","));
    o.printf(
        Locale.ROOT,
        "unpaired: each game with dice of its own; the %d arrangement(s) of %s in seats %s take"
            + " turns%n%n",
        arena.arrangements().size(),
        seated.mkString(","),
        colours.map(c -> String.valueOf(c.letter())).mkString(","));
    ArenaTables.print(o, tally, "games");
    o.println();
    Stats.Estimate first = cell.firstRate();
    o.printf(
        Locale.ROOT,
        "first player wins %.1f%% (95%% CI %.1f%% - %.1f%%), %+.1f pt over a fair share%n",
        100 * first.value(),
        100 * first.lower(),
        100 * first.upper(),
        100 * cell.advantage());
    for (int s = 0; s < colours.size(); s++) {
      Stats.Estimate e = cell.seatRate(s);
      o.printf(
          Locale.ROOT,
          "seat %d (%s) wins %.1f%% (95%% CI %.1f%% - %.1f%%)%n",
          s + 1,
          colours.get(s).letter(),
          100 * e.value(),
          100 * e.lower(),
          100 * e.upper());
    }
    o.printf(
        Locale.ROOT,
        "game length: mean %.1f turns, median %d, 10%%-90%% %d - %d; unfinished %d%n",
        cell.meanTurns(),
        cell.quantile(0.5),
        cell.quantile(0.1),
        cell.quantile(0.9),
        cell.games() - cell.finished());
    o.flush();
    spec.commandLine()
        .getErr()
        .printf(Locale.ROOT, "time: %.2f s, %.2f games/s%n", seconds, games / seconds);
  }

  /** The seats' wins and the lengths of the games, from their rows. */
  private static StudyCell cell(ArenaSpec spec, int players, java.util.List<Row> rows) {
    long finished = 0;
    long firstWins = 0;
    long[] seatWins = new long[players];
    java.util.TreeMap<Integer, Long> lengths = new java.util.TreeMap<>();
    for (Row r : rows) {
      if (!r.isNullAt(2)) {
        finished++;
        seatWins[r.getInt(2)]++;
        if (r.getInt(2) == r.getInt(3)) {
          firstWins++;
        }
      }
      lengths.merge(r.getInt(4), 1L, Long::sum);
    }
    return new StudyCell(
        spec.label(), players, rows.size(), finished, firstWins, seatWins, lengths);
  }
}
