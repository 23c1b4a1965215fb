package io.github.parcheesi.examples.cli;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.examples.draw.SvgBoard;
import io.github.parcheesi.examples.draw.TextBoard;
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
import picocli.CommandLine.Spec;

/** {@code show}: draws the board of a position in the terminal, or as an SVG picture. */
@Command(
    name = "show",
    description = {
      "Draws the board of a position in the terminal in Unicode, then prints the position in"
          + " notation, or with --svg writes an SVG picture of it.",
      "On the terminal board [12] is a safe square, ( 5) an exit, · an empty home-row square; a"
          + " piece is its colour letter, YY two pieces (a blockade); each nest lists its pieces"
          + " and the centre's Y:2 says two yellow pieces are home.",
      "Without --position, the start of a 4-player game of the variant."
    })
final class ShowCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private ColourOptions colours;

  @Option(
      names = "--position",
      paramLabel = "P",
      description = "The position in notation, as one argument (quote it).")
  private String position;

  @Option(
      names = "--svg",
      paramLabel = "FILE",
      description = "Write an SVG picture of the board to FILE instead of drawing it here.")
  private Path svg;

  @Override
  public Integer call() {
    GameState state =
        position == null
            ? ruleOptions.rules().newGame(SeatOptions.DEFAULT_PLAYERS)
            : ruleOptions.positionArgument(position);
    PrintWriter out = spec.commandLine().getOut();
    if (svg != null) {
      String picture = draw(() -> SvgBoard.render(state));
      try {
        Files.writeString(svg, picture, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UsageException("--svg: cannot write " + svg + ": " + e.getMessage());
      }
      out.println("wrote " + svg);
      return 0;
    }
    out.print(draw(() -> TextBoard.render(state, colours.enabled())));
    out.println(Notation.format(state));
    return 0;
  }

  /** A drawing, or the usage error of a variant that gives no board geometry. */
  private static String draw(java.util.function.Supplier<String> drawing) {
    try {
      return drawing.get();
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
