package io.github.parcheesi.examples.cli;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Perft;
import io.vavr.Tuple2;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code perft}: counts the leaves of the game tree to a depth. */
@Command(
    name = "perft",
    description = {
      "Counts the leaves of the game tree to a depth: each level is a roll of two dice (all 36"
          + " ordered outcomes) followed by a legal move, a pass counting as one.",
      "The last line is 'perft D N'. With --divide, one line 'ROLL COUNT' per first roll comes"
          + " first (per first decision where the position needs no roll).",
      "The time taken and the leaves per second go to standard error.",
      "Without --position, the start of a "
          + SeatOptions.DEFAULT_PLAYERS
          + "-player game of the variant, yellow to move."
    })
final class PerftCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;

  @Option(
      names = "--position",
      paramLabel = "P",
      description = "The root position in notation, as one argument (quote it).")
  private String position;

  @Option(
      names = "--depth",
      paramLabel = "D",
      required = true,
      description = "The depth, 0 or more (1 or more with --divide).")
  private int depth;

  @Option(names = "--divide", description = "Print the count of each first roll.")
  private boolean divide;

  @Override
  public Integer call() {
    if (depth < (divide ? 1 : 0)) {
      throw new UsageException(
          "--depth: must be "
              + (divide ? "1 or more with --divide" : "0 or more")
              + ", got "
              + depth);
    }
    GameState root =
        position == null
            ? ruleOptions.rules().newGame(SeatOptions.DEFAULT_PLAYERS)
            : ruleOptions.positionArgument(position);
    PrintWriter out = spec.commandLine().getOut();
    long start = System.nanoTime();
    long leaves;
    if (divide) {
      leaves = 0;
      for (Tuple2<String, Long> part : Perft.divide(root, depth)) {
        out.println(part._1 + " " + part._2);
        leaves += part._2;
      }
    } else {
      leaves = Perft.perft(root, depth);
    }
    double seconds = Math.max(System.nanoTime() - start, 1) / 1e9;
    out.println("perft " + depth + " " + leaves);
    spec.commandLine()
        .getErr()
        .println(
            String.format(
                Locale.ROOT,
                "perft %d: %d leaves in %.3f s, %.0f leaves/s",
                depth,
                leaves,
                seconds,
                leaves / seconds));
    return 0;
  }
}
