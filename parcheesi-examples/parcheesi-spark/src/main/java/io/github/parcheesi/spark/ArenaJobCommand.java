package io.github.parcheesi.spark;

import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTables;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Bots;
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

/** {@code arena}: the arena's paired matches as a Spark job; one Parquet row per game. */
@Command(
    name = "arena",
    mixinStandardHelpOptions = true,
    description = {
      "The arena's matches as a Spark job: each deal (one seed of dice) is played in every"
          + " arrangement of the bots in the seats; --games is rounded up to whole deals. The"
          + " games are split into ranges across the executors, and each is the game the"
          + " single-machine arena (parcheesi.jar arena) plays with the same seed, bots and"
          + " options.",
      "With --out DIR, one row per game goes to DIR/games as Parquet. The summary (each bot's"
          + " win rate with its 95%% Wilson interval, each pair's score and Elo difference with"
          + " its 95%% interval) goes to standard output, the time taken to standard error."
    })
final class ArenaJobCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private RuleArguments rules;
  @Mixin private SparkOptions sparkOptions;

  @Option(
      names = "--bots",
      paramLabel = "a,b[,c,d]",
      split = ",",
      required = true,
      description = "One bot per seat, 2 to 4: random, heuristic, search, value or learned.")
  private java.util.List<String> bots;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description = "Games to play, 1 or more (rounded up to whole deals).")
  private int games;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "The seed every game's dice come from (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Option(
      names = "--unpaired",
      description = "Give every game dice of its own; the arrangements still take turns.")
  private boolean unpaired;

  @Option(
      names = "--bot-timeout",
      paramLabel = "MS",
      defaultValue = "10000",
      description = "How long an exec: bot may take to answer (default: ${DEFAULT-VALUE}).")
  private long timeout;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Write one row per game to DIR/games as Parquet (replacing what is there).")
  private Path out;

  @Override
  public Integer call() {
    List<String> names = List.ofAll(bots);
    if (names.size() < 2 || names.size() > 4) {
      throw new UsageException("--bots: give 2 to 4 bots, one per seat, got " + names.size());
    }
    for (String name : names) {
      try {
        Bots.check(name);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--bots: " + e.getMessage());
      }
    }
    if (games < 1) {
      throw new UsageException("--games: must be 1 or more, got " + games);
    }
    if (timeout < 1) {
      throw new UsageException("--bot-timeout: must be 1 ms or more, got " + timeout);
    }
    sparkOptions.check();
    ArenaSpec arenaSpec =
        new ArenaSpec(
            rules.variant(),
            rules.options(),
            names.asJava(),
            games,
            seed,
            !unpaired,
            timeout,
            OptionSets.label(rules.options()));
    Arena arena = arenaSpec.arena();
    SparkOptions.createOutput(out);
    long began = System.nanoTime();
    long[] jobBegan = new long[1];
    long[] jobEnded = new long[1];
    ArenaTally tally =
        sparkOptions.run(
            "parcheesi arena",
            spark -> {
              jobBegan[0] = System.nanoTime();
              Dataset<GameRow> rows =
                  GamesJob.games(
                      spark, java.util.List.of(arenaSpec), sparkOptions.partitions(spark));
              Dataset<Row> winners;
              if (out != null) {
                // the games are played once, as they are written; the winners are read back
                String games = out.resolve("games").toString();
                GamesJob.inColumnOrder(rows).write().mode(SaveMode.Overwrite).parquet(games);
                winners = spark.read().parquet(games);
              } else {
                winners = rows.toDF();
              }
              ArenaTally t =
                  ArenaSummary.tally(
                      arena, names.distinct(), winners.select("game", "winner").collectAsList());
              jobEnded[0] = System.nanoTime();
              return t;
            });
    double seconds = Math.max(System.nanoTime() - began, 1) / 1e9;
    double job = Math.max(jobEnded[0] - jobBegan[0], 1) / 1e9;
    PrintWriter o = spec.commandLine().getOut();
    ArenaTables.summary(o, arena, names, tally);
    o.flush();
    spec.commandLine()
        .getErr()
        .printf(
            Locale.ROOT,
            "time: %.2f s in all; the job %.2f s, %.2f games/s%n",
            seconds,
            job,
            tally.games() / job);
    return 0;
  }
}
