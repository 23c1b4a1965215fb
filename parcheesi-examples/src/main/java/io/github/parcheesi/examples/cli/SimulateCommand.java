package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Match;
import io.vavr.collection.List;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code simulate}: the arena with dice of their own for every game ({@code arena --unpaired}), for
 * many games at once and for speed; besides the arena's tables, wins by seat, who started, game
 * lengths and games a second.
 */
@Command(
    name = "simulate",
    description = {
      "The arena with dice of their own for every game (arena --unpaired), for many games at once"
          + " and for speed: N games between the bots on T threads, then the arena's tables (each"
          + " bot's wins with 95%% Wilson intervals and, for two bots or more, each pair's score"
          + " and Elo difference), wins by seat, who started, the mean and standard deviation of"
          + " game length in turns (one turn per roll, and per decision without a roll), and games"
          + " per second.",
      "Seats: --bots names 1 to 4 bots, placed round the --players seats in order (seat k gets"
          + " bot k mod B); game i seats them in the arena's i-th arrangement, every distinct"
          + " arrangement taking turns, so with two bots each plays each seat equally often over"
          + " an even number of games.",
      "Game i's dice are seeded from --seed and i alone: the same seed gives the same games and"
          + " the same summary, apart from its last line (time), whatever the thread count.",
      "Who starts: unless --first names a colour for every game, each game's players roll off"
          + " with that game's dice (B6: each rolls one die; the lowest starts in american, the"
          + " highest in parchis and russian; tied players roll again).",
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
      description =
          "1 to 4 bots (default: random): random, heuristic, search, value or learned (the"
              + " learned bots, two- and four-player games), or exec:COMMAND, a program that plays over"
              + " standard input and output (COMMANDS.md, 'Bots in any language').")
  private java.util.List<String> bots;

  @Mixin private BotOptions botOptions;

  @Mixin private MatchOptions matchOptions;

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
    BotOptions.check(names);
    long timeout = botOptions.timeoutMillis();
    int n = players != null ? players : names.size() >= 2 ? names.size() : 4;
    if (n < 2 || n > 4) {
      throw new UsageException("--players: a game has 2 to 4 players, got " + n);
    }
    if (names.size() > n) {
      throw new UsageException(
          "--bots: " + names.size() + " bots for " + n + " players; give at most one a seat");
    }
    int t = matchOptions.threads();
    long seed = matchOptions.seed();
    RuleSet rules = ruleOptions.rules();
    List<Colour> colours = rules.newGame(n).colours();
    io.vavr.control.Option<Colour> named = first.named(colours);
    if (record != null) {
      try {
        Files.createDirectories(record);
      } catch (IOException e) {
        throw new UsageException("--record: cannot create directory " + record + ": " + e);
      }
    }
    List<String> seated = List.range(0, n).map(k -> names.get(k % names.size()));
    Arena arena = Arena.of(rules, seated, games, seed, false).withFirst(named);
    SimulateSummary summary =
        new SimulateSummary(new ArenaTally(seated.distinct(), 1), colours, games);

    long began = System.nanoTime();
    try (ProgressBar bar = progressBar()) {
      arena.run(
          t,
          record != null,
          timeout,
          played -> {
            summary.add(played);
            if (record != null) {
              write(
                  record.resolve(String.format(Locale.ROOT, "game-%05d.txt", played.game() + 1)),
                  played.outcome());
            }
            if (bar != null) {
              bar.step();
            }
            return true;
          });
    }
    double seconds = Math.max(System.nanoTime() - began, 1) / 1e9;
    PrintWriter out = spec.commandLine().getOut();
    out.printf(
        Locale.ROOT,
        "%d games of %s, %d players, seed %d, bots %s%n",
        games,
        rules.id(),
        colours.size(),
        seed,
        names.mkString(","));
    out.printf(
        Locale.ROOT,
        "unpaired (arena --unpaired): each game with dice of its own; the %d arrangement%s of %s"
            + " in seats %s take%s turns%n",
        arena.arrangements().size(),
        arena.arrangements().size() == 1 ? "" : "s",
        seated.mkString(","),
        colours.map(c -> String.valueOf(c.letter())).mkString(","),
        arena.arrangements().size() == 1 ? "s" : "");
    if (named.isDefined()) {
      out.printf(Locale.ROOT, "who starts: %s in every game (--first)%n", named.get().letter());
    } else {
      out.printf(
          Locale.ROOT,
          "who starts: each game's roll-off, the %s die (B6): %s%n",
          rules.rollOffOrder() == RollOff.Order.LOWEST ? "lowest" : "highest",
          summary.starts());
    }
    summary.print(out);
    out.printf(Locale.ROOT, "time: %.2f s, %.2f games/s%n", seconds, games / seconds);
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

  private static void write(Path file, Match.Outcome o) {
    String text =
        o.record().get().format()
            + o.winner().map(w -> "# winner " + w.letter() + "\n").getOrElse("# no winner\n");
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException("--record: cannot write " + file + ": " + e.getMessage());
    }
  }
}
