package io.github.parcheesi.examples.cli;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.MoveJson;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code moves}: lists the legal moves of a position and roll, once or for each input line. */
@Command(
    name = "moves",
    description = {
      "Prints each legal move of a position and roll on its own line, in notation, in the rules'"
          + " deterministic order (pass when nothing can be played).",
      "A position whose next decision needs no roll takes no --roll; a finished game has no"
          + " moves.",
      "With --stdin, reads lines POSITION<TAB>A-B (- in place of the roll where the position needs"
          + " none) and answers each with what --results prints, then one empty line; a line that"
          + " cannot be read is answered with one line starting 'error:', then the empty line.",
      "With --json, each move is one line of JSON: {\"move\": ..., \"result\": ..., \"events\":"
          + " [...]}, each event with its type, a sentence (text, in the --lang language), the"
          + " actor, and where they apply colour, from and to (the piece moved: applied in order"
          + " to the position's pieces they give the result's), spent {kind, value}, other and"
          + " rule; with --stdin a line that cannot be read is answered with {\"error\": ...}."
    })
final class MovesCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;
  @ParentCommand private Main main;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private LanguageOption language;

  @CommandLine.Option(
      names = "--position",
      paramLabel = "P",
      description = "The position in notation, as one argument (quote it).")
  private String position;

  @CommandLine.Option(
      names = "--roll",
      paramLabel = "A-B",
      converter = RollConverter.class,
      description = "The roll, such as 5-3.")
  private Roll roll;

  @CommandLine.Option(
      names = "--results",
      description = "Print each move, a tab, and the position it leads to.")
  private boolean results;

  @CommandLine.Option(
      names = "--json",
      description = "Print each move as one line of JSON, with its result and its events.")
  private boolean json;

  @CommandLine.Option(
      names = "--stdin",
      description = "Answer lines POSITION<TAB>A-B read from standard input (implies --results).")
  private boolean stdin;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (stdin) {
      if (position != null || roll != null) {
        throw new UsageException(
            "--stdin reads positions and rolls; leave out --position and --roll");
      }
      if (ruleOptions.variantGiven()) {
        ruleOptions.rules(); // a bad --variant or --option fails the run, not each line
      }
      answerLines(out);
      return 0;
    }
    if (position == null) {
      throw new UsageException("missing --position (or --stdin)");
    }
    GameState state = ruleOptions.positionArgument(position);
    print(out, state, legalMoves(state, Option.of(roll), "--roll"), results);
    return 0;
  }

  private void answerLines(PrintWriter out) {
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(main.in(), StandardCharsets.UTF_8));
    try {
      for (String read = reader.readLine(); read != null; read = reader.readLine()) {
        String line = read.endsWith("\r") ? read.substring(0, read.length() - 1) : read;
        try {
          answer(out, line);
        } catch (ParseException | UsageException e) {
          out.println(json ? MoveJson.error(e.getMessage()) : "error: " + e.getMessage());
        }
        out.println();
        out.flush();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void answer(PrintWriter out, String line) {
    int tab = line.indexOf('\t');
    if (tab < 0) {
      throw new UsageException("expected POSITION<TAB>A-B, found no tab in '" + line + "'");
    }
    GameState state = ruleOptions.position(line.substring(0, tab));
    String rollText = line.substring(tab + 1);
    Option<Roll> roll =
        rollText.equals("-")
            ? Option.none()
            : Option.some(
                Roll.parse(rollText)
                    .getOrElseThrow(
                        () ->
                            new UsageException(
                                "roll '"
                                    + rollText
                                    + "' is not A-B with faces 1 to 6, or - for no roll")));
    print(out, state, legalMoves(state, roll, "roll"), true);
  }

  /**
   * The legal moves of a state: with the roll where its next decision needs one, without where it
   * needs none, none when the game is over.
   *
   * @param state the state
   * @param roll the roll given, if any
   * @param rollName how the roll was given, for messages
   * @return the moves in the rules' order
   * @throws UsageException when a roll is missing or not wanted
   */
  private static List<Move> legalMoves(GameState state, Option<Roll> roll, String rollName) {
    RuleSet rules = state.ruleSet();
    switch (rules.phase(state)) {
      case ROLL:
        if (roll.isEmpty()) {
          throw new UsageException(
              "missing " + rollName + ": the position's next decision needs a roll A-B");
        }
        return rules.legalMoves(state, roll.get());
      case DECIDE:
        if (roll.isDefined()) {
          throw new UsageException(
              rollName + " " + roll.get() + ": the position's next decision needs no roll");
        }
        return rules.legalMoves(state);
      default:
        return List.empty();
    }
  }

  private void print(PrintWriter out, GameState state, List<Move> moves, boolean results) {
    MoveJson lines = json ? new MoveJson(language.words()) : null;
    for (Move move : moves) {
      if (lines != null) {
        out.println(
            lines.line(
                state
                    .ruleSet()
                    .explain(state, move)
                    .getOrElseThrow(
                        refused ->
                            new IllegalStateException(
                                "the rules refuse to explain their own move "
                                    + move
                                    + ": "
                                    + refused.message()))));
      } else if (results) {
        out.println(
            Notation.format(move) + '\t' + Notation.format(state.ruleSet().play(state, move)));
      } else {
        out.println(Notation.format(move));
      }
    }
  }
}
