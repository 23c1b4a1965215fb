package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Movement;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.Words;
import io.github.parcheesi.examples.Bot;
import io.github.parcheesi.examples.GameRecord;
import io.github.parcheesi.examples.SearchBot;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game in the server's memory: the state, the seats, the dice, the move a person is building
 * step by step, what has happened, and the points a person can go back to. Every decision is the
 * library's: moves come from {@link RuleSet#legalMoves}, a person's steps from {@link TurnBuilder},
 * and what a move did from {@link RuleSet#explain}. The page only asks; every request is checked
 * here against the state, and a refused one changes nothing.
 *
 * <p>Thread-safe: every operation holds the game's lock, so two requests for one game run one after
 * the other, and games do not share anything mutable.
 */
final class Game {

  /** The player name of a seat a person plays. */
  static final String HUMAN = "human";

  /** A decision of the game as played, kept for the log and for undo. */
  private record Turn(
      Colour colour,
      Roll roll,
      Move move,
      io.vavr.collection.List<Event> events,
      boolean explained) {}

  /** A point a person can go back to: the state, with the roll they had. */
  private record Snapshot(GameState state, Roll roll, int turns, GameRecord record) {}

  private final RuleSet rules;
  private final Map<Colour, String> players;
  private final Map<Colour, Bot> bots;
  private final Dice dice;
  private final SearchBot adviser = new SearchBot();
  private final List<Turn> turns = new ArrayList<>();
  private final Deque<Snapshot> snapshots = new ArrayDeque<>();
  private final String howStarted;

  private GameState state;
  // a person's roll waiting to be played, or null
  private Roll roll;
  // the move a person builds: after their roll, or at a decision without a roll; else null
  private TurnBuilder turn;
  // the record of a game from its start; null for a game started from a position
  private GameRecord record;

  /**
   * A game at a state.
   *
   * @param start the state to play from
   * @param players who plays each colour of the state: {@link #HUMAN} or a bot's name
   * @param bots the bot of each colour a bot plays
   * @param dice the game's dice
   * @param record the record of the game so far, or null when it started from a position
   * @param howStarted one line that says who starts and why
   */
  Game(
      GameState start,
      Map<Colour, String> players,
      Map<Colour, Bot> bots,
      Dice dice,
      GameRecord record,
      String howStarted) {
    this.rules = start.ruleSet();
    this.state = start;
    this.players = new LinkedHashMap<>(players);
    this.bots = new LinkedHashMap<>(bots);
    this.dice = dice;
    this.record = record;
    this.howStarted = howStarted;
    prepare();
  }

  // ---- what a person or the page may do ----

  /** A person rolls the dice for their turn. */
  synchronized void roll() {
    requirePerson("roll");
    if (rules.phase(state) != Phase.ROLL) {
      throw ApiError.conflict(
          "no roll now: " + name(state.toMove()) + " decides without rolling first");
    }
    if (roll != null) {
      throw ApiError.conflict("the dice are rolled already: " + roll + "; play it");
    }
    roll = dice.roll();
    turn = TurnBuilder.start(rules, state, roll);
    snapshots.push(new Snapshot(state, roll, turns.size(), record));
  }

  /** A person chooses the next step of their move; the move is played once it is whole. */
  synchronized void step(String step) {
    TurnBuilder t = requireTurn("choose a step");
    Step chosen =
        t.nextSteps()
            .find(s -> s.toString().equals(step))
            .getOrElseThrow(
                () ->
                    ApiError.badRequest(
                        "the step '"
                            + ApiError.shorten(step)
                            + "' does not continue a legal move"
                            + (t.nextSteps().isEmpty()
                                ? "; the move is complete"
                                : "; choose one of " + t.nextSteps().mkString(", "))));
    turn = t.choose(chosen).get();
    if (turn.nextSteps().isEmpty() && turn.move().isDefined()) {
      play(turn.move().get());
    }
  }

  /** A person takes back the last step chosen in the move they are building. */
  synchronized void unstep() {
    TurnBuilder t = requireTurn("take a step back");
    if (t.chosen().isEmpty()) {
      throw ApiError.conflict("no step of this move is chosen yet");
    }
    turn = t.undo();
  }

  /**
   * A person ends their move with the steps chosen so far, where those are a whole move that could
   * also go on (such as a Russian shift into a rest cell, which is a choice).
   */
  synchronized void finish() {
    TurnBuilder t = requireTurn("finish a move");
    if (t.move().isEmpty() || t.chosen().isEmpty()) {
      throw ApiError.conflict(
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
    if (!t.chosen().isEmpty() || t.move().isEmpty() || !t.move().get().isPass()) {
      throw ApiError.conflict("no pass: a move can be played (A11, P7: use the dice if you can)");
    }
    play(t.move().get());
  }

  /** A person makes a decision without a roll, given in notation, such as an answer to an offer. */
  synchronized void decide(String move) {
    requirePerson("decide");
    if (rules.phase(state) != Phase.DECIDE) {
      throw ApiError.conflict("nothing to decide now: " + name(state.toMove()) + " rolls");
    }
    Move spelled;
    try {
      spelled = Notation.parseMove(move);
    } catch (ParseException e) {
      throw ApiError.badRequest("move '" + ApiError.shorten(move) + "': " + e.getMessage());
    }
    Either<IllegalMove, Move> listed = rules.match(state, spelled);
    if (listed.isLeft()) {
      throw ApiError.badRequest(listed.getLeft().message());
    }
    play(listed.get());
  }

  /** The bot to move makes one decision: rolls if it must, chooses, and plays. */
  synchronized void botMove() {
    if (rules.phase(state) == Phase.OVER) {
      throw ApiError.conflict("the game is over: " + name(state.winner().get()) + " won");
    }
    Bot bot = bots.get(state.toMove());
    if (bot == null) {
      throw ApiError.conflict(
          "it is " + name(state.toMove()) + "'s turn, and a person plays it, not a bot");
    }
    Roll r = rules.phase(state) == Phase.ROLL ? dice.roll() : null;
    io.vavr.collection.List<Move> moves =
        r == null ? rules.legalMoves(state) : rules.legalMoves(state, r);
    roll = r;
    play(bot.choose(state, moves));
  }

  /**
   * Goes back to the person's last decision before now, with the same roll: only in a game of one
   * person against bots.
   */
  synchronized void undo() {
    if (!undoAllowed()) {
      throw ApiError.conflict(
          humans() != 1
              ? "undo is only for a game of one person against bots"
              : "nothing to undo: no decision of yours has been played yet");
    }
    while (snapshots.peek().turns() >= turns.size()) {
      snapshots.pop();
    }
    Snapshot s = snapshots.peek();
    state = s.state();
    roll = s.roll();
    record = s.record();
    turns.subList(s.turns(), turns.size()).clear();
    turn = roll != null ? TurnBuilder.start(rules, state, roll) : TurnBuilder.start(rules, state);
  }

  /**
   * The search bot's advice for the person to move, continuing the steps chosen so far.
   *
   * @return the move in notation and its steps, in an order that begins with the chosen steps
   */
  synchronized Hint hint() {
    TurnBuilder t = requireTurn("ask for a hint");
    Move best = adviser.choose(state, t.candidates());
    io.vavr.collection.List<Step> steps =
        rules
            .spellings(state, best)
            .find(
                s -> s.size() >= t.chosen().size() && s.take(t.chosen().size()).equals(t.chosen()))
            .getOrElse(best.steps());
    return new Hint(
        Notation.format(best),
        steps.map(Views.StepView::of).asJava(),
        steps.drop(t.chosen().size()).map(Views.StepView::of).asJava());
  }

  /**
   * The search bot's advice.
   *
   * @param move the whole move in notation
   * @param steps its steps in a legal order beginning with the steps chosen so far
   * @param remaining the steps still to choose
   */
  record Hint(String move, List<Views.StepView> steps, List<Views.StepView> remaining) {}

  /**
   * The record of the game so far, in the format {@code simulate --record} writes.
   *
   * @return the text
   */
  synchronized String recordText() {
    if (record == null) {
      throw ApiError.conflict("a game started from a position has no record");
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
   * @return the view
   */
  synchronized GameView view(String id, Words words, int since) {
    if (since < 0) {
      throw ApiError.badRequest("since must be 0 or more, got " + since);
    }
    Phase phase = rules.phase(state);
    Colour mover = state.toMove();
    boolean person = phase != Phase.OVER && isPerson(mover);
    Colour listener =
        humans() == 1
            ? players.entrySet().stream()
                .filter(e -> e.getValue().equals(HUMAN))
                .map(Map.Entry::getKey)
                .findFirst()
                .get()
            : null;
    Placement shown = shown(person ? turn : null);
    Map<String, List<String>> pieces = new LinkedHashMap<>();
    for (Colour c : shown.colours()) {
      pieces.put(Views.letter(c), shown.pieces(c).map(l -> l.token()).asJava());
    }
    List<Views.SeatView> seats = new ArrayList<>();
    players.forEach((c, p) -> seats.add(new Views.SeatView(Views.letter(c), p)));
    List<Views.TurnView> log = new ArrayList<>();
    for (int i = Math.min(since, turns.size()); i < turns.size(); i++) {
      Turn t = turns.get(i);
      List<Views.EventView> events = new ArrayList<>();
      for (Event e : t.events()) {
        events.add(Views.EventView.of(e, words, listener));
      }
      log.add(
          new Views.TurnView(
              i,
              Views.letter(t.colour()),
              t.roll() == null ? null : t.roll().toString(),
              Notation.format(t.move()),
              t.explained(),
              events));
    }
    TurnBuilder t = person ? turn : null;
    boolean deciding = person && phase == Phase.DECIDE;
    return new GameView(
        id,
        rules.id(),
        rules.optionValues().toJavaMap(e -> e),
        seats,
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
        t != null && !deciding && !t.chosen().isEmpty() && t.move().isDefined(),
        t != null && !deciding && t.chosen().isEmpty() && t.move().exists(Move::isPass),
        deciding ? choices(words) : List.of(),
        deciding ? prompt(words) : null,
        undoAllowed(),
        record != null,
        turns.size(),
        log);
  }

  /**
   * What the page shows of a game.
   *
   * @param id the game's id
   * @param variant the variant's id
   * @param options every rule option's value
   * @param seats who plays each colour
   * @param started who started and why
   * @param position the position in notation
   * @param phase {@code roll}, {@code decide} or {@code over}
   * @param toMove the colour to act (the winner once the game is over)
   * @param winner the winner, or null
   * @param personToAct whether a person acts next (else a bot, or nobody)
   * @param roll the person's roll waiting to be played, or null
   * @param pieces each colour's pieces
   * @param chosen the steps chosen so far
   * @param nextSteps the steps that may come next
   * @param canFinish whether the chosen steps are a whole move that could also go on
   * @param canPass whether the only move is the pass
   * @param choices the decisions without a roll to choose from
   * @param prompt what the decision without a roll is about, in words: the answer to an offer asked
   *     with the exchange's terms (R6), or null where the page asks its own question
   * @param canUndo whether undo goes back to a decision of the person
   * @param hasRecord whether the game has a record to download
   * @param logSize how many decisions have been played
   * @param log the decisions from the one asked for
   */
  record GameView(
      String id,
      String variant,
      Map<String, String> options,
      List<Views.SeatView> seats,
      String started,
      String position,
      String phase,
      String toMove,
      String winner,
      boolean personToAct,
      List<Integer> roll,
      Map<String, List<String>> pieces,
      List<String> chosen,
      List<Views.StepView> nextSteps,
      boolean canFinish,
      boolean canPass,
      List<Views.ChoiceView> choices,
      String prompt,
      boolean canUndo,
      boolean hasRecord,
      int logSize,
      List<Views.TurnView> log) {}

  // ---- inside ----

  private void play(Move move) {
    GameState before = state;
    GameState after =
        rules.apply(before, move).getOrElseThrow(refused -> ApiError.badRequest(refused.message()));
    Explained told = explain(rules, before, move, after);
    turns.add(new Turn(before.toMove(), roll, move, told.events(), told.complete()));
    if (record != null) {
      record = record.append(before.toMove(), move);
    }
    state = after;
    roll = null;
    turn = null;
    prepare();
  }

  /** A move's events, and whether the variant told every movement. */
  record Explained(io.vavr.collection.List<Event> events, boolean complete) {}

  /**
   * A move told as events by its variant; where the variant cannot tell it, only how the turn ends
   * (the page then shows the result without animating the move).
   */
  static Explained explain(RuleSet rules, GameState before, Move move, GameState after) {
    try {
      Either<IllegalMove, Explanation> e = rules.explain(before, move);
      if (e.isRight()) {
        return new Explained(e.get().events(), true);
      }
    } catch (RuntimeException notTold) {
      // a variant whose explanation does not cover this move yet: tell how the turn ends
    }
    return new Explained(Event.turnEnd(before, after, ""), false);
  }

  /** Gets ready for the next decision: a person who decides without rolling gets a builder. */
  private void prepare() {
    if (rules.phase(state) == Phase.DECIDE && isPerson(state.toMove())) {
      turn = TurnBuilder.start(rules, state);
      snapshots.push(new Snapshot(state, null, turns.size(), record));
    }
  }

  /**
   * The pieces as the page shows them: the mover's chosen steps already made, so that the next step
   * starts where the piece now stands. A piece a chosen step captures stays until the move is
   * played, when the move's events tell where it goes.
   */
  private Placement shown(TurnBuilder t) {
    Placement p = Placement.of(state);
    if (t == null) {
      return p;
    }
    try {
      for (Step s : t.chosen()) {
        p = p.after(Movement.of(state.toMove(), s.from(), s.to()));
      }
      return p;
    } catch (IllegalArgumentException notTheMoversPiece) {
      return Placement.of(state); // a step that moves no piece of the mover's: show the state
    }
  }

  private List<Views.ChoiceView> choices(Words words) {
    List<Views.ChoiceView> out = new ArrayList<>();
    Option<Colour> offerer = state.turnState().offerer();
    boolean givenSix = !state.turnState().givenSixes().isEmpty();
    for (Move m : turn.candidates()) {
      GameState after = rules.apply(state, m).get();
      Explained told = explain(rules, state, m, after);
      String text =
          told.complete()
              ? told.events()
                  .filter(e -> e.kind() != Event.Kind.TURN_PASSES)
                  .map(e -> words.describe(e, state.toMove()))
                  .mkString(" ")
              : null;
      String kind;
      Colour other = null;
      if (givenSix) {
        kind = "play";
      } else if (offerer.isDefined()) {
        kind = keeps(m) ? "decline" : "accept";
        other = offerer.get();
      } else if (keeps(m)) {
        kind = "keep";
      } else {
        kind = "offer";
        other = after.toMove(); // the offer makes the partner the colour to move (R6)
        // R6: the offer's terms, which may give a prisoner of a third colour
        io.vavr.collection.List<Event> terms = acceptance(after);
        if (!terms.isEmpty()) {
          text = words.question(Words.Question.OFFER, other, terms);
        }
      }
      out.add(
          new Views.ChoiceView(
              Notation.format(m), kind, other == null ? null : Views.letter(other), text));
    }
    return out;
  }

  /** R6: the keep step, such as {@code pY/pY}, keeps the prisoners: no offer, or a refusal. */
  private static boolean keeps(Move m) {
    return m.steps().size() == 1 && m.steps().head().from().equals(m.steps().head().to());
  }

  /**
   * The question of a decision without a roll, where the library has one: the answer to an offer
   * with its terms (R6), which say whose prisoner each side gives, a third colour's too.
   */
  private String prompt(Words words) {
    Option<Colour> offerer = state.turnState().offerer();
    if (offerer.isDefined()) {
      io.vavr.collection.List<Event> terms = acceptance(state);
      return terms.isEmpty()
          ? words.question(Words.Question.ANSWER_OFFER, offerer.get())
          : words.question(Words.Question.ANSWER_OFFER, offerer.get(), terms);
    }
    return null;
  }

  /**
   * R6: the events of the acceptance of the offer waiting in a state, whose releases are the
   * exchange's terms as the variant tells them; empty when no listed move releases prisoners.
   */
  private io.vavr.collection.List<Event> acceptance(GameState offered) {
    if (rules.phase(offered) != Phase.DECIDE || offered.turnState().offerer().isEmpty()) {
      return io.vavr.collection.List.empty();
    }
    for (Move m : rules.legalMoves(offered)) {
      Explained told = explain(rules, offered, m, rules.apply(offered, m).get());
      if (told.complete() && told.events().exists(e -> e.kind() == Event.Kind.RELEASE)) {
        return told.events();
      }
    }
    return io.vavr.collection.List.empty();
  }

  private boolean undoAllowed() {
    return humans() == 1
        && !bots.isEmpty()
        && snapshots.stream().anyMatch(s -> s.turns() < turns.size());
  }

  private long humans() {
    return players.values().stream().filter(HUMAN::equals).count();
  }

  private boolean isPerson(Colour c) {
    return HUMAN.equals(players.get(c));
  }

  private void requirePerson(String what) {
    Phase phase = rules.phase(state);
    if (phase == Phase.OVER) {
      throw ApiError.conflict(
          "cannot " + what + ": the game is over, " + name(state.winner().get()) + " won");
    }
    if (!isPerson(state.toMove())) {
      throw ApiError.conflict(
          "cannot "
              + what
              + ": it is "
              + name(state.toMove())
              + "'s turn, played by the "
              + players.get(state.toMove())
              + " bot");
    }
  }

  private TurnBuilder requireTurn(String what) {
    requirePerson(what);
    if (turn == null) {
      throw ApiError.conflict("cannot " + what + " before rolling the dice");
    }
    return turn;
  }

  private static String name(Colour c) {
    return c.name().charAt(0) + c.name().substring(1).toLowerCase(java.util.Locale.ROOT);
  }

  /** The state, for tests. */
  synchronized GameState state() {
    return state;
  }
}
