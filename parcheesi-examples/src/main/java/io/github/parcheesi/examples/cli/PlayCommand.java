package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Words;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.GameStart;
import io.github.parcheesi.bots.Match;
import io.github.parcheesi.examples.draw.TextBoard;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code play}: a game in the terminal, people against bots. */
@Command(
    name = "play",
    description = {
      "Plays a game in the terminal. People take the first seats in play order (Y, G, R, B;"
          + " two players sit Y and R), bots the rest. On a person's turn the board is drawn, the"
          + " roll and the legal moves are listed, numbered (grouped by the square the piece starts"
          + " from when there are more than 12); answer with a number or the move in notation,"
          + " its steps in any legal order. Decisions without a roll are asked as questions (an"
          + " exchange of prisoners offered: yes or no; a given six: which piece moves). Every"
          + " move, the bots' too, is told in words, said to the person playing (--lang en|ru).",
      "At the prompt: 'hint' shows what the search bot would play, 'undo' goes back to your"
          + " previous decision (with the same rolls), 'save FILE' writes the game record so far,"
          + " 'board' draws the board again, 'help' lists the commands, 'quit' ends the game (so"
          + " does the end of input).",
      "Without --seed the dice are seeded from the clock; the seed is printed first, and the"
          + " same seed and answers give the same game.",
      "Unless --first names the first player, the players roll off for it with the game's dice"
          + " (B6: each rolls one die; the lowest starts in american, the highest in parchis and"
          + " russian; tied players roll again); the line after the players says who starts and"
          + " why, and the game record keeps the roll-off.",
      "--load resumes a record written by play or simulate --record: its variant, options, seed,"
          + " first player and players come from the record (colours it names no player for are people), and"
          + " the dice go on where they stopped."
    })
final class PlayCommand implements Callable<Integer> {

  static final String HUMAN = "human";

  @Spec private CommandSpec spec;
  @ParentCommand private Main main;
  @Mixin private HelpOption help;
  @Mixin private RuleOptions ruleOptions;
  @Mixin private ColourOptions colourOptions;
  @Mixin private FirstOption first;

  @Option(
      names = "--humans",
      paramLabel = "N",
      description = "People playing, 0 to 4 (default: 1).")
  private Integer humans;

  @Option(
      names = "--bots",
      paramLabel = "a,b,c",
      split = ",",
      description =
          "The bots in the other seats: random, heuristic or search (default: heuristic). People"
              + " and bots together are 2 to 4 players.")
  private java.util.List<String> bots;

  @Option(names = "--seed", paramLabel = "S", description = "The seed of the dice and bots.")
  private Long seed;

  @Option(names = "--load", paramLabel = "FILE", description = "Resume a recorded game.")
  private Path load;

  @Option(
      names = "--save",
      paramLabel = "FILE",
      description = "Write the game record to FILE when the game ends or is left.")
  private Path save;

  @Mixin private LanguageOption language;

  /**
   * A person's decision point: the position, the record so far, and how many rolls had been taken
   * before its roll.
   */
  private record DecisionPoint(GameState state, GameRecord record, int rollsBefore) {}

  private PrintWriter out;
  private BufferedReader in;
  private boolean colour;
  private Words words;
  private Dice dice;
  private final java.util.List<Roll> rolled = new java.util.ArrayList<>();
  private final Deque<Roll> replayRolls = new ArrayDeque<>();
  private final Deque<DecisionPoint> decisions = new ArrayDeque<>();
  private GameRecord record;
  private GameState state;
  private String whoStarts;
  private final java.util.Map<Colour, Bot> seats = new EnumMap<>(Colour.class);

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    in = new BufferedReader(new InputStreamReader(main.in(), StandardCharsets.UTF_8));
    colour = colourOptions.enabled();
    words = language.words();
    dice = load == null ? newGame() : resume();
    RuleSet rules = state.ruleSet();
    out.println("seed " + record.seed().get());
    for (Colour c : state.colours()) {
      out.println(TextBoard.nameOf(c) + ": " + record.players().get(c).getOrElse(HUMAN));
    }
    out.println(whoStarts);
    List<Colour> people = state.colours().filter(c -> !seats.containsKey(c));
    Colour listener = people.size() == 1 ? people.head() : null;
    PersonPrompt prompt = new PersonPrompt(out, in, words, colour, this::saveAt);
    while (true) {
      Phase phase = rules.phase(state);
      if (phase == Phase.OVER) {
        out.print(TextBoard.renderIfKnown(state, colour));
        out.println("winner: " + TextBoard.nameOf(state.winner().get()));
        saveAtEnd();
        return 0;
      }
      Colour mover = state.toMove();
      int rollsBefore = rolled.size();
      Roll roll = phase == Phase.ROLL ? nextRoll() : null;
      List<Move> moves = roll == null ? rules.legalMoves(state) : rules.legalMoves(state, roll);
      String who = TextBoard.nameOf(mover);
      String did = roll == null ? " decides" : " rolls " + roll;
      Move move;
      Bot bot = seats.get(mover);
      if (bot != null) {
        move = bot.choose(state, moves);
        out.println(
            who
                + " ("
                + record.players().get(mover).get()
                + ")"
                + did
                + ": "
                + Notation.format(move));
      } else if (moves.size() == 1 && moves.head().isPass()) {
        out.println(who + " (you)" + did + ": no move can be played, pass");
        move = moves.head();
      } else {
        decisions.push(new DecisionPoint(state, record, rollsBefore));
        out.print(TextBoard.renderIfKnown(state, colour));
        out.println(Notation.format(state));
        out.println(who + " (you)" + did);
        PersonPrompt.Reply reply = prompt.ask(state, moves, roll);
        while (reply instanceof PersonPrompt.Undo && decisions.size() < 2) {
          out.println("nothing to undo: this is your first decision of the game");
          reply = prompt.ask(state, moves, roll);
        }
        if (reply instanceof PersonPrompt.Undo) {
          undo();
          continue;
        }
        if (reply instanceof PersonPrompt.Quit) {
          out.println("game left unfinished");
          saveAtEnd();
          return 0;
        }
        move = ((PersonPrompt.Chosen) reply).move();
      }
      tell(state, move, listener);
      state = rules.play(state, move);
      record = record.append(mover, move);
    }
  }

  /**
   * Whether an event only says how the turn ends (who plays next, a roll again, the win), which a
   * list of choices leaves out.
   *
   * @param e the event
   * @return true for {@link Event.Kind#TURN_PASSES}, {@link Event.Kind#ROLL_AGAIN} and {@link
   *     Event.Kind#WIN}
   */
  static boolean endsTurn(Event e) {
    return e.kind() == Event.Kind.TURN_PASSES
        || e.kind() == Event.Kind.ROLL_AGAIN
        || e.kind() == Event.Kind.WIN;
  }

  /**
   * Prints a move's events in words, said to the one person playing (to nobody when not one). An
   * explanation the rules fail to give is said so, and the game goes on.
   */
  private void tell(GameState before, Move move, Colour listener) {
    Either<IllegalMove, Explanation> explained;
    try {
      explained = before.ruleSet().explain(before, move);
    } catch (IllegalArgumentException e) {
      out.println("  (the rules cannot tell this move in words: " + e.getMessage() + ")");
      return;
    }
    for (Explanation e : explained) {
      for (Event event : e.events()) {
        out.println(
            "  " + (listener == null ? words.describe(event) : words.describe(event, listener)));
      }
    }
  }

  /** The next roll: one taken back by undo, else the dice's next. */
  private Roll nextRoll() {
    Roll r = replayRolls.isEmpty() ? dice.roll() : replayRolls.removeFirst();
    rolled.add(r);
    return r;
  }

  /**
   * Goes back to the person's previous decision: its position and record, and the same rolls again
   * from there (the dice are not rolled again for them, so the game stays the one the seed gives).
   */
  private void undo() {
    decisions.pop(); // the decision being asked
    DecisionPoint back = decisions.pop(); // asked again when the loop comes back to it
    java.util.List<Roll> again = rolled.subList(back.rollsBefore(), rolled.size());
    for (int i = again.size() - 1; i >= 0; i--) {
      replayRolls.addFirst(again.get(i));
    }
    again.clear();
    state = back.state();
    record = back.record();
    out.println("undone: back to your previous decision");
  }

  /** Sets up a new game from the options; returns its dice. */
  private Dice newGame() {
    int people = humans == null ? 1 : humans;
    List<String> names = bots == null ? List.of("heuristic") : List.ofAll(bots);
    if (people < 0 || people > 4) {
      throw new UsageException("--humans: must be 0 to 4, got " + people);
    }
    for (String name : names) {
      if (!Bots.names().contains(name)) {
        throw new UsageException(
            "--bots: unknown bot '" + name + "'; known: " + Bots.names().mkString(", "));
      }
    }
    int players = people + names.size();
    if (players < 2 || players > 4) {
      throw new UsageException(
          "--humans and --bots: a game has 2 to 4 players, got "
              + people
              + " people and "
              + names.size()
              + " bots");
    }
    long s = seed != null ? seed : System.nanoTime() ^ System.currentTimeMillis();
    RuleSet rules = ruleOptions.rules();
    List<Colour> colours = rules.newGame(players).colours();
    io.vavr.control.Option<Colour> named = first.named(colours);
    Map<Colour, String> who = LinkedHashMap.empty();
    int k = 0;
    for (Colour c : colours) {
      who = who.put(c, k < people ? HUMAN : names.get(k - people));
      k++;
    }
    Dice dice = seatDice(s, who);
    // B6: after the seats' dice, the roll-off takes its single dice from the game's dice
    GameStart start = GameStart.of(rules, colours, named, dice);
    state = start.state();
    whoStarts = FirstOption.describe(start);
    record = GameRecord.start(state, start.rollOff()).withSeed(s).withPlayers(who);
    return dice;
  }

  /** Resumes the game of {@code --load}; returns its dice, advanced past the recorded rolls. */
  private Dice resume() {
    if (humans != null
        || bots != null
        || seed != null
        || ruleOptions.variantGiven()
        || first.given()) {
      throw new UsageException(
          "--load: the record says who plays, who starts, the seed and the variant; leave out"
              + " --humans, --bots, --first, --seed and --variant");
    }
    GameRecord loaded = ReplayCommand.read(load);
    for (String name : loaded.players().values()) {
      if (!name.equals(HUMAN) && !Bots.names().contains(name)) {
        throw new UsageException(load + ": unknown player '" + name + "'");
      }
    }
    state = loaded.replay().getOrElseThrow(e -> new UsageException(load + ": " + e));
    long s = loaded.seed().getOrElse(() -> System.nanoTime() ^ System.currentTimeMillis());
    Map<Colour, String> who = LinkedHashMap.empty();
    for (Colour c : state.colours()) {
      who = who.put(c, loaded.players().get(c).getOrElse(HUMAN));
    }
    record = loaded.withSeed(s).withPlayers(who);
    Dice dice = seatDice(s, who);
    // the dice roll on where they stopped: past the roll-off's single dice, then every roll
    for (io.github.parcheesi.RollOff r : loaded.rollOff()) {
      for (int i = 0; i < r.diceRolled(); i++) {
        dice.die();
      }
    }
    whoStarts =
        loaded
            .rollOff()
            .map(r -> "roll-off: " + r)
            .getOrElse(
                () -> "first: " + loaded.start().toMove().letter() + " (named in the record)");
    for (GameRecord.Entry d : loaded.entries()) {
      if (d.roll().isDefined()) {
        dice.roll();
      }
    }
    out.println("resumed " + load + " after " + loaded.entries().size() + " decisions");
    return dice;
  }

  /** The dice of a game, after splitting off each seat's own (as {@link Match} does). */
  private Dice seatDice(long s, Map<Colour, String> who) {
    Dice dice = Dice.seeded(s);
    for (Colour c : who.keySet().toList().sorted()) {
      Dice own = dice.split();
      String name = who.get(c).getOrElse(HUMAN);
      if (!name.equals(HUMAN)) {
        seats.put(c, Bots.create(name, own));
      }
    }
    return dice;
  }

  /** Saves at the prompt: to the file named, or to --save's. */
  private void saveAt(String file) {
    if (file.isEmpty() && save == null) {
      out.println("save where? type 'save FILE'");
    } else {
      write(file.isEmpty() ? save : Path.of(file));
    }
  }

  private void saveAtEnd() {
    if (save != null) {
      write(save);
    }
  }

  private void write(Path file) {
    try {
      Files.writeString(file, record.format(), StandardCharsets.UTF_8);
      out.println("saved to " + file);
    } catch (IOException e) {
      out.println("cannot save to " + file + ": " + e.getMessage());
    }
  }
}
