package io.github.parcheesi.examples.cli;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.SelfPlayTraining;
import io.github.parcheesi.bots.Stats;
import io.github.parcheesi.bots.ValueBot;
import io.github.parcheesi.bots.ValueNetwork;
import io.vavr.collection.List;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
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

/** {@code train}: learns the value bots' weights by self-play, with arena checkpoints. */
@Command(
    name = "train",
    description = {
      "Learns a value network by self-play with TD(lambda), on one thread, and writes its weights"
          + " to --out, the file the bots 'value' and 'learned' read (the module's shipped weights"
          + " are such files). The same arguments give the same weights, byte for byte.",
      "Every --checkpoint-every games, the network as trained so far plays 'value' in a paired"
          + " arena against each of --checkpoint-bots, --checkpoint-games games each, with dice"
          + " seeded by --eval-seed (never the training's); each line gives value's score and its"
          + " 95%% interval. A progress bar is shown on standard error in a terminal; the time"
          + " taken goes to standard error."
    })
final class TrainCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;

  @Option(
      names = "--games",
      paramLabel = "N",
      required = true,
      description =
          "Games of self-play in all, 1 or more; with --resume, counted from the first game of the"
              + " weights' training.")
  private int games;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The seed of the initial weights and the games' dice (default: 1).")
  private Long seed;

  @Option(
      names = "--resume",
      paramLabel = "FILE",
      description =
          "Go on from weights written by train, with their seed, playing the games after those"
              + " they have had: with the same --alpha and --lambda, the weights end as a training"
              + " from the start would.")
  private Path resume;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      required = true,
      description = "Where to write the weights.")
  private Path out;

  @Option(
      names = "--players",
      paramLabel = "N",
      description = "Players a game, 2 to 4 (default: 2).")
  private Integer players;

  @Option(
      names = "--hidden",
      paramLabel = "H",
      description = "Hidden units of the network (default: 40).")
  private Integer hidden;

  @Option(
      names = "--alpha",
      paramLabel = "A",
      description = "The step size of each update (default: 0.01).")
  private Double alpha;

  @Option(names = "--lambda", paramLabel = "L", description = "TD's lambda, 0 to 1 (default: 0.7).")
  private Double lambda;

  @Option(
      names = "--checkpoint-every",
      paramLabel = "N",
      description = "Games between checkpoints, 1 or more (default: a fifth of --games).")
  private Integer every;

  @Option(
      names = "--checkpoint-games",
      paramLabel = "N",
      defaultValue = "200",
      description = "Games of each checkpoint's arena, 0 for none (default: ${DEFAULT-VALUE}).")
  private int checkpointGames;

  @Option(
      names = "--checkpoint-bots",
      paramLabel = "a[,b]",
      split = ",",
      defaultValue = "heuristic,search",
      description = "The bots 'value' meets at each checkpoint (default: ${DEFAULT-VALUE}).")
  private java.util.List<String> checkpointBots;

  @Option(
      names = "--eval-seed",
      paramLabel = "E",
      defaultValue = "1000003",
      description = "The seed of the checkpoints' dice (default: ${DEFAULT-VALUE}).")
  private long evalSeed;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Threads the checkpoints play on (default: the number of processors).")
  private Integer threads;

  @Override
  public Integer call() throws InterruptedException {
    RuleSet rules = ruleOptions.rules();
    ValueNetwork from = resume == null ? null : read(rules);
    if (from != null && seed != null && seed != from.seed()) {
      throw new UsageException(
          "--seed: a resumed training keeps the seed of its weights, " + from.seed());
    }
    SelfPlayTraining.Settings settings = settings(from);
    long start = from == null ? 0 : from.games();
    if (games < 1 || games <= start) {
      throw new UsageException(
          "--games: must be 1 or more"
              + (start > 0 ? " and above the " + start + " games the weights have had" : "")
              + ", got "
              + games);
    }
    int step = every != null ? every : (int) Math.max(1, (games - start) / 5);
    if (step < 1) {
      throw new UsageException("--checkpoint-every: must be 1 or more, got " + step);
    }
    if (checkpointGames < 0) {
      throw new UsageException("--checkpoint-games: must be 0 or more, got " + checkpointGames);
    }
    for (String name : checkpointBots) {
      if (!Bots.names().contains(name)) {
        throw new UsageException(
            "--checkpoint-bots: unknown bot '" + name + "'; known: " + Bots.names().mkString(", "));
      }
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (t < 1) {
      throw new UsageException("--threads: must be 1 or more, got " + t);
    }
    SelfPlayTraining training =
        from == null
            ? new SelfPlayTraining(rules, settings, seed == null ? 1 : seed)
            : new SelfPlayTraining(from, settings);
    PrintWriter o = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    o.printf(
        Locale.ROOT,
        "train: %s, %d players, games %d to %d, seed %d, hidden %d, alpha %s, lambda %s%n",
        rules.id(),
        settings.players(),
        start + 1,
        games,
        training.network().seed(),
        settings.hidden(),
        settings.alpha(),
        settings.lambda());
    long began = System.nanoTime();
    long inArena = 0;
    try (ProgressBar bar = progressBar(games - start)) {
      for (long g = start + 1; g <= games; g++) {
        training.playGame();
        if (bar != null) {
          bar.step();
        }
        if (g % step == 0 || g == games) {
          long before = System.nanoTime();
          checkpoint(o, rules, training, g - start, t);
          inArena += System.nanoTime() - before;
          o.flush();
          err.printf(
              Locale.ROOT,
              "time: %.1f s training, %.1f s checkpoints%n",
              (System.nanoTime() - began - inArena) / 1e9,
              inArena / 1e9);
          err.flush();
        }
      }
    }
    write(training.network());
    o.printf(Locale.ROOT, "weights: %s%n", out);
    return 0;
  }

  private ValueNetwork read(RuleSet rules) {
    try (InputStream in = Files.newInputStream(resume)) {
      return ValueNetwork.read(in, rules);
    } catch (IOException e) {
      throw new UsageException("--resume: cannot read " + resume + ": " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new UsageException("--resume: " + resume + ": " + e.getMessage());
    }
  }

  private SelfPlayTraining.Settings settings(ValueNetwork from) {
    SelfPlayTraining.Settings d = SelfPlayTraining.Settings.DEFAULT;
    if (from != null && players != null && players != from.players()) {
      throw new UsageException("--players: the weights are for " + from.players() + " players");
    }
    if (from != null && hidden != null && hidden != from.hidden()) {
      throw new UsageException("--hidden: the weights have " + from.hidden() + " hidden units");
    }
    int p = from != null ? from.players() : players != null ? players : d.players();
    try {
      return new SelfPlayTraining.Settings(
          p,
          hidden != null ? hidden : from != null ? from.hidden() : d.hidden(),
          alpha != null ? alpha : d.alpha(),
          lambda != null ? lambda : d.lambda());
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private void checkpoint(
      PrintWriter o, RuleSet rules, SelfPlayTraining training, long played, int t)
      throws InterruptedException {
    StringBuilder line =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "games %d, %.1f moves a game",
                training.games(),
                training.moves() / (double) played));
    if (checkpointGames > 0) {
      int players = training.network().players();
      for (String opponent : checkpointBots) {
        // value in one seat, the opponent in every other: the arena plays each arrangement
        List<String> seats = List.of("value").appendAll(List.fill(players - 1, opponent));
        List<String> names = List.of("value", opponent);
        Arena arena = Arena.of(rules, seats, checkpointGames, evalSeed, true);
        ArenaTally tally = new ArenaTally(names, arena.dealSize());
        ValueNetwork net = training.network();
        arena.run(
            t,
            false,
            (name, dice) -> name.equals("value") ? new ValueBot(net) : Bots.create(name, dice),
            game -> {
              tally.add(game);
              return true;
            });
        if (players == 2) {
          Stats.Estimate elo = tally.elo(0, 1);
          line.append(
              String.format(
                  Locale.ROOT,
                  "; value - %s %.3f (95%% %.3f to %.3f, %d games)",
                  opponent,
                  tally.score(0, 1),
                  Stats.scoreOfElo(elo.lower()),
                  Stats.scoreOfElo(elo.upper()),
                  tally.games()));
        } else {
          Stats.Estimate rate = Stats.wilson(tally.winsOf(0), tally.gamesOf(0));
          line.append(
              String.format(
                  Locale.ROOT,
                  "; value against %d %s wins %.3f (95%% %.3f to %.3f, %d games)",
                  players - 1,
                  opponent,
                  rate.value(),
                  rate.lower(),
                  rate.upper(),
                  tally.games()));
        }
      }
    }
    o.println(line);
  }

  private void write(ValueNetwork net) {
    try {
      Path parent = out.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      try (OutputStream s = Files.newOutputStream(out)) {
        net.write(s);
      }
    } catch (IOException e) {
      throw new UsageException("--out: cannot write " + out + ": " + e.getMessage());
    }
  }

  private ProgressBar progressBar(long toPlay) {
    if (System.console() == null) {
      return null;
    }
    return new ProgressBarBuilder()
        .setTaskName("games")
        .setInitialMax(toPlay)
        .setStyle(ProgressBarStyle.ASCII)
        .setUpdateIntervalMillis(250)
        .build();
  }
}
