package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.GameStart;
import io.github.parcheesi.bots.RandomBot;
import io.vavr.collection.List;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code demo}: a seeded game between random bots, printed turn by turn. */
@Command(
    name = "demo",
    description = {
      "Plays a game between bots that choose at random among the legal moves, and prints it.",
      "Unless --first names the first player, the players roll off for it with the game's dice"
          + " (B6: each rolls one die; the lowest starts in american, the highest in parchis and"
          + " russian; tied players roll again).",
      "The first line says who starts: 'roll-off: ROUNDS: C starts (ORDER, B6)', each round"
          + " listing each colour's die ('Y 3, R 5', rounds separated by '; '), or 'first: C"
          + " (named by --first)'. The second is 'start: POSITION'; then one line per roll (a roll again after doubles"
          + " has a line of its own): 'TURN COLOUR ROLL: MOVE -> POSITION', with - for the roll"
          + " of a decision that needs none; the last line is 'winner: COLOUR after N turns'.",
      "The same seed and arguments always give the same game."
    })
final class DemoCommand implements Callable<Integer> {

  /** Turns after which a game that has not ended is abandoned. */
  static final int MAX_TURNS = 100_000;

  @Spec private CommandSpec spec;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private SeatOptions seats;
  @Mixin private FirstOption first;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "The seed of the dice and the bots (default: ${DEFAULT-VALUE}).")
  private long seed;

  @Override
  public Integer call() {
    RuleSet rules = ruleOptions.rules();
    List<Colour> colours = seats.colours(rules);
    io.vavr.control.Option<Colour> named = first.named(colours);
    Dice dice = Dice.seeded(seed);
    Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
    for (Colour c : colours) {
      bots.put(c, new RandomBot(dice.split()));
    }
    // B6: the roll-off's dice come after the bots' own, before the game's first roll
    GameStart start = GameStart.of(rules, colours, named, dice);
    GameState state = start.state();
    PrintWriter out = spec.commandLine().getOut();
    out.println(FirstOption.describe(start));
    out.println("start: " + Notation.format(state));
    for (int turn = 1; turn <= MAX_TURNS; turn++) {
      Phase phase = rules.phase(state);
      if (phase == Phase.OVER) {
        out.println("winner: " + state.winner().get().letter() + " after " + (turn - 1) + " turns");
        return 0;
      }
      Roll roll = phase == Phase.ROLL ? dice.roll() : null;
      List<Move> moves = roll == null ? rules.legalMoves(state) : rules.legalMoves(state, roll);
      if (moves.isEmpty()) {
        throw new IllegalStateException("the rules list no move for " + roll + " in " + state);
      }
      Colour colour = state.toMove();
      Move move = bots.get(colour).choose(state, moves);
      state = rules.play(state, move);
      out.println(
          turn
              + " "
              + colour.letter()
              + " "
              + (roll == null ? "-" : roll.toString())
              + ": "
              + Notation.format(move)
              + " -> "
              + Notation.format(state));
    }
    out.println("no winner after " + MAX_TURNS + " turns");
    return 0;
  }
}
