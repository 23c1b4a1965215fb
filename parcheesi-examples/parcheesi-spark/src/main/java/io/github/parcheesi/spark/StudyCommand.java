package io.github.parcheesi.spark;

import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.Stats;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SaveMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code study}: every option set of a file at every seat count asked, as one Spark job; the games
 * as Parquet and a report drawn as a page with charts.
 */
@Command(
    name = "study",
    mixinStandardHelpOptions = true,
    description = {
      "A rule study: for each option set of --options and each seat count of --players, N games"
          + " between the bots (as simulate plays them: dice of their own for every game, the"
          + " bots round the seats, each game's roll-off picking who starts), all in one Spark"
          + " job. Every option set is played with the same seeds.",
      "Writes DIR/games (Parquet, one row per game) and DIR/report.html (the first player's"
          + " advantage, each seat's win rate and the distribution of game lengths, as charts);"
          + " prints the first player's win rate and the mean length of each."
    })
final class StudyCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private SparkOptions sparkOptions;

  @Option(
      names = "--variant",
      paramLabel = "ID",
      defaultValue = "american",
      description = "The variant: american, parchis or russian (default: ${DEFAULT-VALUE}).")
  private String variant;

  @Option(
      names = "--options",
      paramLabel = "FILE",
      required = true,
      description =
          "The option sets: one a line, its rule options as KEY=VALUE separated by spaces,"
              + " 'default' for the variant's own rules; # starts a comment.")
  private Path optionsFile;

  @Option(
      names = "--players",
      paramLabel = "N[,N...]",
      split = ",",
      defaultValue = "2,3,4",
      description = "The seat counts, each 2 to 4 (default: ${DEFAULT-VALUE}).")
  private List<Integer> players;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description = "Games per option set and seat count, 1 or more.")
  private int games;

  @Option(
      names = "--bots",
      paramLabel = "a[,b,c,d]",
      split = ",",
      defaultValue = "random",
      description = "1 to 4 bots, placed round the seats in order (default: ${DEFAULT-VALUE}).")
  private List<String> bots;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "The seed every game's dice come from (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      required = true,
      description = "Where DIR/games (Parquet) and DIR/report.html go (replacing what is there).")
  private Path out;

  @Override
  public Integer call() {
    if (games < 1) {
      throw new UsageException("--games: must be 1 or more, got " + games);
    }
    if (bots.isEmpty() || bots.size() > 4) {
      throw new UsageException("--bots: give 1 to 4 bot names, got " + bots.size());
    }
    for (String name : bots) {
      try {
        Bots.check(name);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--bots: " + e.getMessage());
      }
    }
    for (int n : players) {
      if (n < 2 || n > 4) {
        throw new UsageException("--players: a game has 2 to 4 players, got " + n);
      }
      if (bots.size() > n) {
        throw new UsageException(
            "--bots: " + bots.size() + " bots for " + n + " players; give at most one a seat");
      }
    }
    if (players.stream().distinct().count() < players.size()) {
      throw new UsageException("--players: a seat count is given twice: " + players);
    }
    sparkOptions.check();
    String v = RuleArguments.checkedVariant(variant);
    List<OptionSets.OptionSet> sets = OptionSets.read(optionsFile, v);
    SparkOptions.createOutput(out);
    List<ArenaSpec> specs = new ArrayList<>();
    for (OptionSets.OptionSet set : sets) {
      for (int n : players) {
        List<String> seated = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          seated.add(bots.get(k % bots.size()));
        }
        specs.add(new ArenaSpec(v, set.options(), seated, games, seed, false, 10_000, set.label()));
      }
    }
    Path report = out.resolve("report.html");
    long began = System.nanoTime();
    Map<String, StudyCell> cells =
        sparkOptions.run(
            "parcheesi study",
            spark -> {
              String games = out.resolve("games").toString();
              GamesJob.inColumnOrder(GamesJob.games(spark, specs, sparkOptions.partitions(spark)))
                  .write()
                  .mode(SaveMode.Overwrite)
                  .parquet(games);
              // the games are played once, as they are written, and added up from the files
              Map<String, StudyCell> c = StudyResults.of(spark.read().parquet(games));
              return c;
            });
    List<String> labels = sets.stream().map(OptionSets.OptionSet::label).toList();
    String title =
        String.format(
            Locale.ROOT,
            "Rule study: %s, bots %s, %d games per option set and seat count, seed %d",
            v,
            String.join(",", bots),
            games,
            seed);
    try {
      Files.writeString(
          report,
          StudyReport.html(title, labels, players, cells, seatLetters(v, players)),
          StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException("--out: cannot write " + report + ": " + e.getMessage());
    }
    double seconds = Math.max(System.nanoTime() - began, 1) / 1e9;
    PrintWriter o = spec.commandLine().getOut();
    o.println(title);
    o.printf(
        Locale.ROOT,
        "%-36s %7s %7s %17s %10s%n",
        "option set",
        "players",
        "games",
        "first wins",
        "mean turns");
    for (int n : players) {
      for (String s : labels) {
        StudyCell c = cells.get(StudyResults.key(s, n));
        Stats.Estimate f = c.firstRate();
        o.printf(
            Locale.ROOT,
            "%-36s %7d %7d %5.1f%% (%+5.1f pt) %10.1f%n",
            s,
            n,
            c.games(),
            100 * f.value(),
            100 * c.advantage(),
            c.meanTurns());
      }
    }
    o.println("report: " + report);
    o.flush();
    spec.commandLine()
        .getErr()
        .printf(
            Locale.ROOT,
            "time: %.2f s, %.2f games/s%n",
            seconds,
            (double) games * specs.size() / seconds);
    return 0;
  }

  /** The colour letters of the seats at each seat count, in play order. */
  private static Map<Integer, String> seatLetters(String variant, List<Integer> players) {
    Map<Integer, String> out = new java.util.HashMap<>();
    for (int n : players) {
      out.put(
          n,
          RuleSets.get(variant)
              .newGame(n)
              .colours()
              .map(c -> String.valueOf(c.letter()))
              .mkString());
    }
    return out;
  }
}
