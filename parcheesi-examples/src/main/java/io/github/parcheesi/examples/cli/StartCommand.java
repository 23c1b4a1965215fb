package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Notation;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code start}: prints the start position of a new game. */
@Command(
    name = "start",
    description = {
      "Prints the start position of a new game.",
      "Without --players or --colours the game has 4 players (Y, G, R, B). Yellow moves first if"
          + " playing, else the first colour in play order Y, G, R, B."
    })
final class StartCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private SeatOptions seats;

  @Override
  public Integer call() {
    spec.commandLine().getOut().println(Notation.format(seats.newGame(ruleOptions.rules())));
    return 0;
  }
}
