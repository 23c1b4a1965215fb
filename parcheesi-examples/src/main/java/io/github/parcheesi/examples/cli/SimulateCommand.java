package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.Match;
import io.github.parcheesi.bots.Stats;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code simulate}: bots play many games; prints wins per seat and per bot. */
@Command(
    name = "simulate",
    description = {
      "Bots play N games against each other, on T threads, and a summary table follows: wins per"
          + " seat and per bot with 95%% Wilson confidence intervals, the mean and standard"
          + " deviation of game length in turns (one turn per roll, and per decision without a"
          + " roll), and games per second.",
      "Seats: the colours in play order are seats 0, 1, ...; game i (from 0) gives seat k the bot"
          + " at place (i + k) mod B of --bots (B bots), so with two bots and an even number of"
          + " games each bot plays each seat equally often.",
      "Game i's dice are seeded from --seed and i alone: the same seed gives the same games and"
          + " the same summary, apart from its last line (time), whatever the thread count.",
      "Who starts: unless --first names a colour for every game, each game's players roll off"
          + " with that game's dice (B6: each rolls one die; the lowest starts in american, the"
          + " highest in parchis and russian; tied players roll again). The summary's 'who starts'"
          + " line counts the games each colour started.",
      "A progress bar is shown on standard error when the program runs in a terminal."
    })
final class SimulateCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private FirstOption first;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description = "Games to play, 1 or more.")
  private int games;

  @Option(
      names = "--bots",
      paramLabel = "a,b,c,d",
      split = ",",
      defaultValue = "random",
      description = "Bot names: random, heuristic or search, 1 to 4 of them (default: random).")
  private java.util.List<String> bots;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "The seed of all the games (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Threads to play on, 1 or more (default: the number of processors).")
  private Integer threads;

  @Option(
      names = "--players",
      paramLabel = "N",
      description =
          "Players in each game, 2 to 4 (default: the number of bots, or 4 for one bot): two play"
              + " Y and R, three Y, G and R, four every colour.")
  private Integer players;

  @Option(
      names = "--record",
      paramLabel = "DIR",
      description = "Write each game's record to DIR/game-NNNNN.txt (game numbers from 1).")
  private Path record;

  @Override
  public Integer call() throws InterruptedException {
    if (games < 1) {
      throw new UsageException("--games: must be 1 or more, got " + games);
    }
    List<String> names = List.ofAll(bots);
    if (names.isEmpty() || names.size() > 4) {
      throw new UsageException("--bots: give 1 to 4 bot names, got " + names.size());
    }
    for (String name : names) {
      if (!Bots.names().contains(name)) {
        throw new UsageException(
            "--bots: unknown bot '" + name + "'; known: " + Bots.names().mkString(", "));
      }
    }
    int n = players != null ? players : names.size() >= 2 ? names.size() : 4;
    if (n < 2 || n > 4) {
      throw new UsageException("--players: a game has 2 to 4 players, got " + n);
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (t < 1) {
      throw new UsageException("--threads: must be 1 or more, got " + t);
    }
    RuleSet rules = ruleOptions.rules();
    GameState start = rules.newGame(n);
    io.vavr.control.Option<Colour> named = first.named(start.colours());
    if (record != null) {
      try {
        Files.createDirectories(record);
      } catch (IOException e) {
        throw new UsageException("--record: cannot create directory " + record + ": " + e);
      }
    }

    long began = System.nanoTime();
    Match.Outcome[] outcomes = new Match.Outcome[games];
    ExecutorService pool = Executors.newFixedThreadPool(t);
    try (ProgressBar bar = progressBar()) {
      java.util.List<Future<Match.Outcome>> futures = new ArrayList<>();
      for (int i = 0; i < games; i++) {
        final int game = i;
        futures.add(
            pool.submit(
                () -> {
                  Match.Outcome o =
                      Match.play(
                          rules,
                          seats(start, names, game),
                          named,
                          Arena.gameSeed(seed, game),
                          record != null);
                  if (record != null) {
                    write(record.resolve(String.format(Locale.ROOT, "game-%05d.txt", game + 1)), o);
                    // the summary needs no records: keep none in memory
                    o =
                        new Match.Outcome(
                            o.first(), o.winner(), o.turns(), io.vavr.control.Option.none());
                  }
                  if (bar != null) {
                    bar.step();
                  }
                  return o;
                }));
      }
      for (int i = 0; i < games; i++) {
        outcomes[i] = futures.get(i).get();
      }
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
    double seconds = Math.max(System.nanoTime() - began, 1) / 1e9;
    summary(spec.commandLine().getOut(), start, names, named, outcomes, seconds);
    return 0;
  }

  private ProgressBar progressBar() {
    if (System.console() == null) {
      return null;
    }
    return new ProgressBarBuilder()
        .setTaskName("games")
        .setInitialMax(games)
        .setStyle(ProgressBarStyle.ASCII)
        .setUpdateIntervalMillis(250)
        .build();
  }

  /**
   * The bots of game {@code i}: seat k (the k-th colour in play order) gets bot (i + k) mod B.
   *
   * @param start the start position
   * @param names the bot names of {@code --bots}
   * @param game the game's index, from 0
   * @return colour to bot name
   */
  static Map<Colour, String> seats(GameState start, List<String> names, int game) {
    Map<Colour, String> out = LinkedHashMap.empty();
    int k = 0;
    for (Colour c : start.colours()) {
      out = out.put(c, names.get((game + k) % names.size()));
      k++;
    }
    return out;
  }

  /** The index in {@code --bots} of the bot that plays seat k in game i. */
  private static int botIndex(int game, int seat, int bots) {
    return (game + seat) % bots;
  }

  private static void write(Path file, Match.Outcome o) {
    String text =
        o.record().get().format()
            + o.winner().map(w -> "# winner " + w.letter() + "\n").getOrElse("# no winner\n");
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void summary(
      PrintWriter out,
      GameState start,
      List<String> names,
      io.vavr.control.Option<Colour> named,
      Match.Outcome[] outcomes,
      double s) {
    List<Colour> colours = start.colours();
    int b = names.size();
    out.printf(
        Locale.ROOT,
        "%d games of %s, %d players, seed %d, bots %s%n",
        outcomes.length,
        start.variant(),
        colours.size(),
        seed,
        names.mkString(","));
    out.printf(
        Locale.ROOT,
        "game i gives the k-th colour in play order (%s) the bot at place (i + k) mod %d of"
            + " --bots%n",
        colours.map(c -> String.valueOf(c.letter())).mkString(", "),
        b);
    if (named.isDefined()) {
      out.printf(Locale.ROOT, "who starts: %s in every game (--first)%n", named.get().letter());
    } else {
      out.printf(
          Locale.ROOT,
          "who starts: each game's roll-off, the %s die (B6): %s%n",
          start.ruleSet().rollOffOrder() == io.github.parcheesi.RollOff.Order.LOWEST
              ? "lowest"
              : "highest",
          colours
              .map(c -> c.letter() + " " + List.of(outcomes).count(o -> o.first() == c))
              .mkString(", "));
    }
    long[] seatWins = new long[colours.size()];
    long[] botWins = new long[b];
    long[] botGames = new long[b];
    int unfinished = 0;
    int[] lengths = new int[outcomes.length];
    for (int i = 0; i < outcomes.length; i++) {
      Match.Outcome o = outcomes[i];
      lengths[i] = o.turns();
      boolean[] played = new boolean[b];
      for (int k = 0; k < colours.size(); k++) {
        played[botIndex(i, k, b)] = true;
      }
      for (int j = 0; j < b; j++) {
        if (played[j]) {
          botGames[j]++;
        }
      }
      if (o.winner().isEmpty()) {
        unfinished++;
        continue;
      }
      int seat = colours.indexOf(o.winner().get());
      seatWins[seat]++;
      botWins[botIndex(i, seat, b)]++;
    }
    out.println();
    out.printf(Locale.ROOT, "%-14s %6s %6s %7s   %s%n", "seat", "wins", "games", "rate", "95% CI");
    for (int k = 0; k < colours.size(); k++) {
      row(out, k + " " + colours.get(k).letter(), seatWins[k], outcomes.length);
    }
    out.println();
    out.printf(Locale.ROOT, "%-14s %6s %6s %7s   %s%n", "bot", "wins", "games", "rate", "95% CI");
    for (int j = 0; j < b; j++) {
      row(out, (j + 1) + " " + names.get(j), botWins[j], botGames[j]);
    }
    out.println();
    double[] length = meanAndSd(lengths);
    out.printf(
        Locale.ROOT,
        "length: mean %.1f turns, sd %.1f; unfinished games: %d%n",
        length[0],
        length[1],
        unfinished);
    out.printf(Locale.ROOT, "time: %.2f s, %.2f games/s%n", s, outcomes.length / s);
  }

  private static void row(PrintWriter out, String label, long wins, long games) {
    Stats.Estimate ci = Stats.wilson(wins, games);
    out.printf(
        Locale.ROOT,
        "%-14s %6d %6d %6.1f%%   %.1f%% - %.1f%%%n",
        label,
        wins,
        games,
        games == 0 ? 0.0 : 100.0 * wins / games,
        100 * ci.lower(),
        100 * ci.upper());
  }

  /**
   * The mean and the sample standard deviation of some numbers.
   *
   * @param values the numbers
   * @return mean and standard deviation; 0 and 0 for no numbers, the deviation 0 for one
   */
  static double[] meanAndSd(int[] values) {
    int n = values.length;
    if (n == 0) {
      return new double[] {0, 0};
    }
    double sum = 0;
    for (int v : values) {
      sum += v;
    }
    double mean = sum / n;
    double sq = 0;
    for (int v : values) {
      sq += (v - mean) * (v - mean);
    }
    return new double[] {mean, n > 1 ? Math.sqrt(sq / (n - 1)) : 0};
  }
}
