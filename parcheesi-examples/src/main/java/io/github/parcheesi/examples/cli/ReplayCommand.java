package io.github.parcheesi.examples.cli;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.record.GameRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code replay}: checks a game record move by move and prints where the game ended. */
@Command(
    name = "replay",
    description = {
      "Replays a game record (as written by play and simulate --record), checking every line:"
          + " the colour must be the one to move, the roll must be given exactly when the position"
          + " needs one, and the move must be legal.",
      "Prints 'final: POSITION' and then 'winner: C after N decisions', or 'no winner yet: C to"
          + " move after N decisions'. The first mistake is reported as 'error: FILE: line N: ...'"
          + " with exit status 2.",
      "The record's header names its variant and options; --variant, if given, must name the"
          + " same variant, and --option values are applied on top of the record's (to check a"
          + " game under other rules).",
      "With --step, the record is checked first, then shown move by move: each line of the"
          + " record, the board after it and the move's events in words (--lang en|ru); on a"
          + " terminal it waits for Enter after each move ('q' stops), with input from a pipe it"
          + " prints everything."
    })
final class ReplayCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @ParentCommand private Main main;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private ColourOptions colours;
  @Mixin private LanguageOption language;

  @Option(
      names = "--step",
      description = "Show the game move by move: the board and the events in words.")
  private boolean step;

  @Parameters(paramLabel = "FILE", description = "The game record.")
  private Path file;

  @Override
  public Integer call() {
    GameRecord record = read(file);
    if (ruleOptions.variantGiven() && !ruleOptions.rules().id().equals(record.rules().id())) {
      throw new UsageException(
          "--variant: the record is a game of "
              + record.rules().id()
              + ", not "
              + ruleOptions.rules().id());
    }
    record = record.withRules(ruleOptions.withOptions(record.rules()));
    GameState end = record.replay().getOrElseThrow(e -> new UsageException(file + ": " + e));
    PrintWriter out = spec.commandLine().getOut();
    if (step) {
      new StepByStep(out, main.in(), language.words(), colours.enabled()).show(record);
    }
    int n = record.entries().size();
    out.println("final: " + Notation.format(end));
    if (end.isOver()) {
      out.println("winner: " + end.winner().get().letter() + " after " + n + " decisions");
    } else {
      out.println("no winner yet: " + end.toMove().letter() + " to move after " + n + " decisions");
    }
    return 0;
  }

  /**
   * Reads and parses a record file.
   *
   * @param file the file
   * @return the record
   * @throws UsageException naming the file and the line of the first mistake
   */
  static GameRecord read(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException("cannot read " + file + ": " + e.getMessage());
    }
    return GameRecord.read(text).getOrElseThrow(e -> new UsageException(file + ": " + e));
  }
}
