package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.Words;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.record.GameRecord;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of the server, as it is in memory (what the database keeps of it is {@link StoredGame}):
 * the state, the seats ({@link Seats}), the dice, the move a person is building step by step, and
 * what has happened ({@link History}, with the points a person can go back to). Every decision is
 * the library's: moves come from {@link RuleSet#legalMoves}, a person's steps from {@link
 * TurnBuilder}, and what a move did from {@link RuleSet#explain}. The page only asks; every request
 * is checked here against the state, and a refused one changes nothing.
 *
 * <p>Thread-safe: every operation holds the game's lock, so two requests for one game run one after
 * the other, and games do not share anything mutable.
 */
final class Game {

  private final RuleSet rules;
  private final Seats seats;
  private final Dice dice;
  private final Adviser adviser;
  private final History history = new History();
  private final String howStarted;
  private final long seed;
  // the position a game from a position started at; null for a game from the start
  private final GameState fromPosition;

  private GameState state;
  // a person's roll waiting to be played, or null
  private Roll roll;
  // the move a person builds: after their roll, or at a decision without a roll; else null
  private TurnBuilder turn;
  // the record of a game from its start; null for a game started from a position
  private GameRecord record;
  // how many rolls the game's dice gave after the roll-off, to roll on from there after a restart
  private int rolls;
  // how many moves the builder of the turn holds (its legal moves, or its decisions), or 0
  private int turnMoves;
  // the roll of a bot whose program failed to choose: its next try plays this roll, the one a
  // restart from the database would roll next (it is counted in rolls, which is not stored yet)
  private Roll botRoll;

  /**
   * A game at a state.
   *
   * @param start the state to play from
   * @param players who plays each colour of the state: {@link Seats#HUMAN} or a bot's name
   * @param bots the bot of each colour a bot plays
   * @param dice the game's dice
   * @param seed the seed the dice (and the bots' own) were made from
   * @param record the record of the game so far, or null when it started from a position
   * @param howStarted one line that says who starts and why
   */
  Game(
      GameState start,
      Map<Colour, String> players,
      Map<Colour, Bot> bots,
      Dice dice,
      long seed,
      GameRecord record,
      String howStarted) {
    this.rules = start.ruleSet();
    this.state = start;
    this.seats = new Seats(players, bots);
    this.adviser = Adviser.of(start);
    this.dice = dice;
    this.seed = seed;
    this.record = record;
    this.fromPosition = record == null ? start : null;
    this.howStarted = howStarted;
    prepare();
  }

  // ---- what a person or the page may do ----

  /** A person rolls the dice for their turn. */
  synchronized void roll() {
    seats.requirePerson(rules, state, "roll");
    if (rules.phase(state) != Phase.ROLL) {
      throw ApiError.of(
          ErrorCode.NO_ROLL_NOW,
          "no roll now: " + Seats.name(state.toMove()) + " decides without rolling first");
    }
    if (roll != null) {
      throw ApiError.of(
          ErrorCode.ROLLED_ALREADY, "the dice are rolled already: " + roll + "; play it");
    }
    roll = dice.roll();
    rolls++;
    turn = started(TurnBuilder.start(rules, state, roll));
    history.mark(state, roll, record);
  }

  /**
   * A person chooses the next step of their move; the move is played once it is whole and no step
   * may follow. Where the steps may stand as a move and may also go on, the person finishes ({@link
   * #finish()}) or chooses a further step.
   */
  synchronized void step(String step) {
    TurnBuilder t = requireTurn("choose a step");
    Step chosen =
        t.nextSteps()
            .find(s -> s.toString().equals(step))
            .getOrElseThrow(
                () ->
                    ApiError.of(
                        ErrorCode.ILLEGAL_STEP,
                        "the step '"
                            + ApiError.shorten(step)
                            + "' does not continue a legal move"
                            + (t.canContinue()
                                ? "; choose one of " + t.nextSteps().mkString(", ")
                                : "; the move is complete")));
    turn = t.choose(chosen).get();
    if (turn.mayStop() && !turn.canContinue()) {
      play(turn.move().get());
    }
  }

  /** A person takes back the last step chosen in the move they are building. */
  synchronized void unstep() {
    TurnBuilder t = requireTurn("take a step back");
    if (t.chosen().isEmpty()) {
      throw ApiError.of(ErrorCode.NO_STEP_CHOSEN, "no step of this move is chosen yet");
    }
    turn = t.undo();
  }

  /**
   * A person ends their move with the steps chosen so far, where those may stand as a move that
   * could also go on ({@link TurnBuilder#mayStop()}, such as a Russian shift into a rest cell,
   * which is a choice).
   */
  synchronized void finish() {
    TurnBuilder t = requireTurn("finish a move");
    if (!t.mayStop() || t.chosen().isEmpty()) {
      throw ApiError.of(
          ErrorCode.NOT_A_WHOLE_MOVE,
          "the steps chosen, "
              + (t.chosen().isEmpty() ? "none" : t.chosen().mkString(" "))
              + ", are not a whole move; choose one of "
              + t.nextSteps().mkString(", "));
    }
    play(t.move().get());
  }

  /** A person passes: allowed only when nothing can be played. */
  synchronized void pass() {
    TurnBuilder t = requireTurn("pass");
    if (!t.chosen().isEmpty() || !t.mayStop() || !t.move().get().isPass()) {
      throw ApiError.of(
          ErrorCode.NO_PASS, "no pass: a move can be played (A11, P7: use the dice if you can)");
    }
    play(t.move().get());
  }

  /**
   * A person makes a decision without a roll, given in notation, such as an answer to an offer: one
   * of the builder's {@link TurnBuilder#decisions()}, taken whole.
   */
  synchronized void decide(String move) {
    seats.requirePerson(rules, state, "decide");
    if (rules.phase(state) != Phase.DECIDE) {
      throw ApiError.of(
          ErrorCode.NOTHING_TO_DECIDE,
          "nothing to decide now: " + Seats.name(state.toMove()) + " rolls");
    }
    Move spelled;
    try {
      spelled = Notation.parseMove(move);
    } catch (ParseException e) {
      throw ApiError.of(
          ErrorCode.ILLEGAL_MOVE, "move '" + ApiError.shorten(move) + "': " + e.getMessage());
    }
    Either<Rejection, TurnBuilder> taken = requireTurn("decide").decide(spelled);
    if (taken.isLeft()) {
      // the rules' refusal names the rule the move breaks
      throw ApiError.of(
          ErrorCode.ILLEGAL_MOVE,
          rules
              .match(state, spelled)
              .fold(IllegalMove::message, listed -> taken.getLeft().message()));
    }
    play(taken.get().move().get());
  }

  /** The bot to move makes one decision: rolls if it must, chooses, and plays. */
  synchronized void botMove() {
    if (rules.phase(state) == Phase.OVER) {
      throw ApiError.of(
          ErrorCode.GAME_OVER, "the game is over: " + Seats.name(state.winner().get()) + " won");
    }
    Bot bot = seats.bot(state.toMove());
    if (bot == null) {
      throw ApiError.of(
          ErrorCode.PERSONS_TURN,
          "it is " + Seats.name(state.toMove()) + "'s turn, and a person plays it, not a bot");
    }
    if (rules.phase(state) == Phase.ROLL && botRoll == null) {
      botRoll = dice.roll();
      rolls++;
    }
    Roll r = rules.phase(state) == Phase.ROLL ? botRoll : null;
    io.vavr.collection.List<Move> moves =
        r == null ? rules.legalMoves(state) : rules.legalMoves(state, r);
    Move chosen = bot.choose(state, moves); // a program that fails is refused (ProgramBots)
    botRoll = null;
    roll = r;
    play(chosen);
  }

  /** Ends the programs that play seats, if any; each starts again at its next decision. */
  synchronized void closePrograms() {
    seats.closePrograms();
  }

  /** Whether a program plays a seat ({@link ProgramBots}). */
  boolean hasPrograms() {
    return seats.hasPrograms();
  }

  /**
   * Goes back to the person's last decision before now, with the same roll: only in a game of one
   * person against bots.
   */
  synchronized void undo() {
    if (!undoAllowed()) {
      throw ApiError.of(
          ErrorCode.NO_UNDO,
          seats.humans() != 1
              ? "undo is only for a game of one person against bots"
              : "nothing to undo: no decision of yours has been played yet");
    }
    History.Snapshot s = history.goBack();
    botRoll = null; // rolled, and counted in rolls: the dice go on past it
    state = s.state();
    roll = s.roll();
    record = s.record();
    turn =
        started(
            roll != null ? TurnBuilder.start(rules, state, roll) : TurnBuilder.start(rules, state));
  }

  /**
   * The advice for the person to move ({@link Adviser}: the learned bot's where it can play, else
   * the search bot's), continuing the steps chosen so far.
   *
   * @return the move, its steps from the chosen ones on, and the adviser's name
   */
  synchronized Views.Hint hint() {
    TurnBuilder t = requireTurn("ask for a hint");
    Move best = adviser.advise(state, t.candidates());
    return Views.Hint.of(rules, state, best, t.chosen(), adviser.name());
  }

  /**
   * The record of the game so far, in the format {@code simulate --record} writes.
   *
   * @return the text
   */
  synchronized String recordText() {
    if (record == null) {
      throw ApiError.of(ErrorCode.NO_RECORD, "a game started from a position has no record");
    }
    return record.format();
  }

  // ---- the view ----

  /**
   * What the page shows.
   *
   * @param id the game's id
   * @param words the language of the sentences
   * @param since the first decision of the log to include
   * @param version how many changes the game has had
   * @return the view
   */
  synchronized Views.GameView view(String id, Words words, int since, long version) {
    if (since < 0) {
      throw ApiError.of(ErrorCode.BAD_PARAMETER, "since must be 0 or more, got " + since);
    }
    Phase phase = rules.phase(state);
    Colour mover = state.toMove();
    boolean person = phase != Phase.OVER && seats.isPerson(mover);
    Placement shown = Progress.shown(rules, state, person ? turn : null);
    Map<String, List<String>> pieces = new LinkedHashMap<>();
    for (Colour c : shown.colours()) {
      pieces.put(Views.letter(c), shown.pieces(c).map(l -> l.token()).asJava());
    }
    TurnBuilder t = person ? turn : null;
    boolean deciding = person && phase == Phase.DECIDE;
    return new Views.GameView(
        id,
        rules.id(),
        rules.optionValues().toJavaMap(e -> e),
        seats.views(),
        howStarted,
        Notation.format(state),
        phase.name().toLowerCase(java.util.Locale.ROOT),
        Views.letter(mover),
        state.winner().map(Views::letter).getOrNull(),
        person,
        roll == null ? null : List.of(roll.die1(), roll.die2()),
        pieces,
        t == null ? List.of() : t.chosen().map(Step::toString).asJava(),
        t == null || deciding ? List.of() : t.nextSteps().map(Views.StepView::of).asJava(),
        t == null || deciding ? List.of() : t.left().map(Views.SpentView::of).asJava(),
        t != null && !deciding && t.canContinue(),
        t != null && !deciding && !t.chosen().isEmpty() && t.mayStop(),
        t != null && !deciding && t.chosen().isEmpty() && t.move().exists(Move::isPass),
        deciding ? Decisions.choices(rules, state, turn, words) : List.of(),
        deciding ? Decisions.prompt(state, words) : null,
        undoAllowed(),
        record != null,
        history.size(),
        history.log(since, words, seats.listener()),
        version,
        Progress.dice(roll, t),
        Progress.used(t),
        Progress.rollOff(record));
  }

  /** The colours people play, in play order: each has a seat key. */
  List<Colour> people() {
    return seats.people();
  }

  /**
   * The colour a person's request acts for, whose key it needs: the one person's for undo, the
   * colour to move's for the rest; null where no person's seat is concerned (moving a bot, a bot's
   * turn, a game over), and any key of the game will do.
   *
   * @param action the request, such as {@code roll}
   * @return the colour, or null
   */
  synchronized Colour actingFor(String action) {
    if (action.equals("bot")) {
      return null;
    }
    if (action.equals("undo")) {
      return seats.listener();
    }
    return rules.phase(state) != Phase.OVER && seats.isPerson(state.toMove())
        ? state.toMove()
        : null;
  }

  // ---- what is stored, and a stored game made whole again ----

  /**
   * What the database keeps of the game, enough to make it whole again ({@link NewGame#restore}).
   *
   * @return the stored form
   */
  synchronized StoredGame stored() {
    return new StoredGame(
        seats.text(),
        seed,
        fromPosition == null ? null : Notation.format(fromPosition),
        record != null ? record.format() : String.join("\n", history.lines()),
        rolls,
        roll == null ? null : roll.toString(),
        turn == null || turn.chosen().isEmpty() ? null : turn.chosen().mkString(" "));
  }

  /**
   * Plays a stored decision again, as it was played: a person's decision is a point to go back to,
   * as when it was asked.
   *
   * @param move the move, with its roll
   */
  synchronized void replay(Move move) {
    if (seats.isPerson(state.toMove()) && rules.phase(state) == Phase.ROLL) {
      history.mark(state, move.roll().get(), record);
    }
    roll = move.roll().getOrNull();
    play(move);
  }

  /**
   * Takes up where a stored game stopped: the dice past the rolls they gave, and a person's roll
   * waiting to be played with the steps chosen of it.
   *
   * @param rolled how many rolls the dice had given
   * @param waiting the roll waiting, or null
   * @param chosen the steps chosen, each as {@link Step#toString()} spells it
   * @throws IllegalStateException when the roll or a step does not fit the game
   */
  synchronized void resume(int rolled, Roll waiting, List<String> chosen) {
    for (int i = 0; i < rolled; i++) {
      dice.roll();
    }
    rolls = rolled;
    if (waiting != null) {
      if (!seats.isPerson(state.toMove()) || rules.phase(state) != Phase.ROLL) {
        throw new IllegalStateException("a roll waits where no person rolls: " + state);
      }
      roll = waiting;
      turn = started(TurnBuilder.start(rules, state, roll));
      history.mark(state, roll, record);
    }
    for (String s : chosen) {
      TurnBuilder t = turn;
      Step step =
          t == null ? null : t.nextSteps().find(n -> n.toString().equals(s)).getOrElse((Step) null);
      if (step == null) {
        throw new IllegalStateException("the chosen step " + s + " does not fit " + state);
      }
      turn = t.choose(step).get();
    }
  }

  // ---- what it costs ----

  /**
   * An estimate of the bytes the game holds in memory, from what grows: the decisions played, and
   * the legal moves of the turn a person is building (a crowded doubles roll has thousands). Each
   * figure ({@link Costs}) is an upper bound of what was measured (GameWeightTest).
   *
   * @return the estimate
   */
  synchronized long weight() {
    return Costs.game(history.size(), turnMoves);
  }

  // ---- inside ----

  /** A new turn's builder, counted. */
  private TurnBuilder started(TurnBuilder t) {
    turnMoves = t.candidates().size();
    return t;
  }

  private void play(Move move) {
    GameState before = state;
    GameState after =
        rules
            .apply(before, move)
            .getOrElseThrow(refused -> ApiError.of(ErrorCode.ILLEGAL_MOVE, refused.message()));
    history.played(before.toMove(), roll, move, Explained.of(rules, before, move, after));
    if (record != null) {
      record = record.append(before.toMove(), move);
    }
    state = after;
    roll = null;
    turn = null;
    turnMoves = 0;
    if (rules.phase(state) == Phase.OVER) {
      seats.closePrograms();
    }
    prepare();
  }

  /** Gets ready for the next decision: a person who decides without rolling gets a builder. */
  private void prepare() {
    if (rules.phase(state) == Phase.DECIDE && seats.isPerson(state.toMove())) {
      turn = started(TurnBuilder.start(rules, state));
      history.mark(state, null, record);
    }
  }

  private boolean undoAllowed() {
    return seats.onePersonAgainstBots() && history.canGoBack();
  }

  private TurnBuilder requireTurn(String what) {
    seats.requirePerson(rules, state, what);
    if (turn == null) {
      throw ApiError.of(ErrorCode.NOT_ROLLED, "cannot " + what + " before rolling the dice");
    }
    return turn;
  }

  /** The state, for tests. */
  synchronized GameState state() {
    return state;
  }
}
