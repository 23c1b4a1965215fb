package io.github.parcheesi.examples.cli;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaJson;
import io.github.parcheesi.bots.ArenaTables;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.MoveTimes;
import io.github.parcheesi.bots.Sprt;
import io.vavr.collection.List;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arena}: bots play paired games; win rates, Elo differences and a sequential test. */
@Command(
    name = "arena",
    description = {
      "Bots play matches with paired dice: each deal (one seed of dice) is played in every"
          + " arrangement of the bots in the seats, so luck cancels between them. --bots names one"
          + " bot per seat, 2 to 4 (a name may repeat); --games is rounded up to whole deals.",
      "The summary gives each bot's games, wins, win rate and 95%% Wilson interval; for each pair"
          + " of bots the first's score against the second (a win 1, a loss 0, a game another bot"
          + " won or nobody did one half), its Elo difference and 95%% interval, from the spread of"
          + " whole deals; with --sprt the verdict of a sequential test of the first two bots,"
          + " which stops the arena as soon as it decides.",
      "The same seed gives the same games, summary and --out file, byte for byte, on any number"
          + " of threads. The time taken goes to standard error."
    })
final class ArenaCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;

  @Option(
      names = "--bots",
      paramLabel = "a,b[,c,d]",
      split = ",",
      required = true,
      description =
          "One bot per seat, 2 to 4: random, heuristic, search, value or learned (the learned"
              + " bots, two- and four-player games), or exec:COMMAND, a program that plays over"
              + " standard input and output (COMMANDS.md, 'Bots in any language').")
  private java.util.List<String> bots;

  @Mixin private BotOptions botOptions;

  @Mixin private MatchOptions matchOptions;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description = "Games to play, 1 or more (rounded up to whole deals).")
  private int games;

  @Option(
      names = "--sprt",
      paramLabel = "ELO0,ELO1,ALPHA,BETA",
      description =
          "A sequential test of 'the first bot is stronger than the second': H0 an Elo"
              + " difference of ELO0, H1 of ELO1; stops when one is accepted (e.g. 0,10,0.05,0.05).")
  private String sprt;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Write one JSON object per game, in game order, to FILE (JSON lines).")
  private Path out;

  @Option(
      names = "--records",
      description = "With --out: add each game's record (its text, as 'replay' reads it).")
  private boolean records;

  @Option(
      names = "--unpaired",
      description =
          "Give every game dice of its own instead (to compare with paired games); the"
              + " arrangements still take turns.")
  private boolean unpaired;

  @Option(
      names = "--move-times",
      description =
          "Also time each bot's decisions that have a choice, and print their median, 99th"
              + " percentile and slowest (with --threads 1, the time on one core).")
  private boolean moveTimes;

  @Override
  public Integer call() throws InterruptedException {
    List<String> names = List.ofAll(bots);
    if (names.size() < 2 || names.size() > 4) {
      throw new UsageException("--bots: give 2 to 4 bots, one per seat, got " + names.size());
    }
    BotOptions.check(names);
    long timeout = botOptions.timeoutMillis();
    if (games < 1) {
      throw new UsageException("--games: must be 1 or more, got " + games);
    }
    int t = matchOptions.threads();
    long seed = matchOptions.seed();
    if (records && out == null) {
      throw new UsageException("--records: needs --out, the file the records go to");
    }
    List<String> distinct = names.distinct();
    Sprt test = null;
    if (sprt != null) {
      try {
        test = Sprt.parse(sprt);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--sprt: " + e.getMessage());
      }
      if (distinct.size() < 2) {
        throw new UsageException("--sprt: needs two different bots, got " + names.mkString(","));
      }
    }
    RuleSet rules = ruleOptions.rules();
    Arena arena = Arena.of(rules, names, games, seed, !unpaired);
    ArenaTally tally = new ArenaTally(distinct, arena.dealSize());
    MoveTimes times = moveTimes ? new MoveTimes() : null;
    long began = System.nanoTime();
    Sprt.Verdict verdict = Sprt.Verdict.UNDECIDED;
    try (Writer lines = out == null ? null : open(out)) {
      Sprt.Verdict[] decided = {Sprt.Verdict.UNDECIDED};
      Sprt finalTest = test;
      ArenaJson json = new ArenaJson(rules, records);
      arena.run(
          t,
          records,
          (name, dice) -> {
            Bot bot = Bots.createOrExec(name, dice, timeout);
            return times == null ? bot : times.timed(name, bot);
          },
          played -> {
            if (lines != null) {
              writeLine(lines, json.line(played));
            }
            if (!tally.add(played)) {
              return true; // the deal goes on
            }
            if (finalTest != null) {
              decided[0] = finalTest.verdict(tally.llr(finalTest));
            }
            return decided[0] == Sprt.Verdict.UNDECIDED;
          });
      verdict = decided[0];
    } catch (IOException e) {
      throw new UsageException("--out: cannot write " + out + ": " + e.getMessage());
    } catch (UncheckedIOException e) {
      throw new UsageException("--out: cannot write " + out + ": " + e.getCause().getMessage());
    }
    double seconds = Math.max(System.nanoTime() - began, 1) / 1e9;
    PrintWriter o = spec.commandLine().getOut();
    summary(o, rules, arena, tally, test, verdict);
    if (times != null) {
      o.printf(
          Locale.ROOT,
          "%nmove times (decisions with two or more legal moves, %d thread%s):%n",
          t,
          t == 1 ? "" : "s");
      o.print(times.table(distinct));
    }
    o.flush();
    spec.commandLine()
        .getErr()
        .printf(Locale.ROOT, "time: %.2f s, %.2f games/s%n", seconds, tally.games() / seconds);
    return 0;
  }

  private static Writer open(Path file) {
    try {
      return new BufferedWriter(
          new java.io.OutputStreamWriter(Files.newOutputStream(file), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UsageException("--out: cannot write " + file + ": " + e.getMessage());
    }
  }

  private static void writeLine(Writer w, String line) {
    try {
      w.write(line);
      w.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void summary(
      PrintWriter o, RuleSet rules, Arena arena, ArenaTally tally, Sprt test, Sprt.Verdict v) {
    ArenaTables.summary(o, arena, List.ofAll(bots), tally);
    List<String> distinct = tally.bots();
    if (test != null) {
      o.printf(
          Locale.ROOT,
          "%nsprt %s - %s (elo0 %s, elo1 %s, alpha %s, beta %s): %s after %d games"
              + " (LLR %.2f, bounds %.2f and %.2f)%n",
          distinct.get(0),
          distinct.get(1),
          number(test.elo0()),
          number(test.elo1()),
          number(test.alpha()),
          number(test.beta()),
          v.words(),
          tally.games(),
          tally.llr(test),
          test.lower(),
          test.upper());
    }
  }

  private static String number(double x) {
    return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
  }
}
