package io.github.parcheesi.russian;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.StepTree;
import io.github.parcheesi.TurnState;
import io.github.parcheesi.WrongPhaseException;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Russian Parchis, "Парчис" (variant id {@code russian}): five pieces a player on a 72-cell cross
 * with rest cells, a mirror with shortcuts, and prisoners bought back with sixes (board RB1-RB6,
 * rules R1-R15; see the module's {@code RULES.md}).
 *
 * <p>Usually found by id: {@code RuleSets.get("russian")}. The one rule option is {@link #CAPTURE}
 * ({@code capture}): {@link Capture#FORCED} ({@code forced}, the default, R4: capture is
 * compulsory) or {@link Capture#PENALTY} ({@code penalty}: a capture may be skipped, and the piece
 * that could have made it goes to the mirror); {@code rules.withOption(RussianRules.CAPTURE,
 * RussianRules.Capture.PENALTY)} sets it.
 *
 * <p>Besides rolls, two decisions need no roll ({@link Phase#DECIDE}, answered from {@link
 * #legalMoves(GameState)}): playing a six another player gave (turn-state keys {@code grant} and
 * {@code resume}, R5), and offering or answering an exchange of prisoners (key {@code offer}, R6).
 * A player who could offer an exchange decides before rolling: an offer, or {@code pY/pY} (it keeps
 * its prisoners) to roll; an offer is answered with its own steps (accept) or {@code pR/pR}
 * (decline). A frontend reads these keys through the core's {@code state.turnState()}: {@code
 * givenSixes()}, {@code resume()}, {@code offerer()} (a {@link RussianTurnState}).
 *
 * <p>A move may be written in any legal order of its steps ({@link #spellings}, ruling 4); {@link
 * #explain} tells it as events: the movements with the dice they spend, captures into the captor's
 * base, the free shifts, R9's swap, R13's straight-home, buy-backs and the sixes they give, R4's
 * mirror penalty, the values given up, the exchange decisions and how the turn goes on (RULES.md,
 * "Events").
 *
 * <p>{@link io.github.parcheesi.TurnBuilder} builds a turn step by step from {@link #stepTree},
 * which keeps every spelling of every legal move. On this board that costs no more than listing the
 * moves: the spellings are the plays the generator walks to list them, kept from that one search,
 * and a move has at most four (which die is played first, and which of two pieces takes which; a
 * free shift follows its step at once).
 *
 * <p>A refused move's {@link Refusal} names the rule that keeps it out of the legal moves, as the
 * move generator decides it: the must that removed the play, or the reason the step rules give for
 * the first step the generator does not make.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("russian");
 * GameState s = rules.newGame(4);
 * s.toString();   // "russian Y Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n"
 * Dice dice = Dice.seeded(1);
 * while (!s.isOver()) {
 *   List<Move> moves = rules.phase(s) == Phase.ROLL
 *       ? rules.legalMoves(s, dice.roll())
 *       : rules.legalMoves(s); // Phase.DECIDE: a given six, an exchange of prisoners
 *   s = rules.play(s, moves.get(dice.nextInt(moves.size())));
 * }
 * }</pre>
 */
public final class RussianRules implements RuleSet {

  /** The variant id. */
  public static final String ID = "russian";

  /** The values of {@link #CAPTURE}: what R4 makes of a capture a player could make. */
  public enum Capture {
    /** R4: capturing is compulsory. */
    FORCED,
    /**
     * A player may leave a capture, and the piece that could have made it goes to the mirror cell
     * {@code c} at the end of the move (RULES.md, rulings 17 and 21).
     */
    PENALTY
  }

  /**
   * Option {@code capture}, {@code forced} by default: R4's compulsory capture ({@link
   * Capture#FORCED}) or the mirror penalty ({@link Capture#PENALTY}).
   */
  public static final RuleOption<Capture> CAPTURE =
      RuleOption.choice(
          "capture",
          "R4: forced makes capturing compulsory; penalty lets a player skip a capture, and"
              + " the piece that could have captured goes to the mirror cell c",
          Capture.FORCED);

  /**
   * Turn-state key: the captors whose given sixes wait to be played, first to move first (R5); see
   * {@link RussianTurnState#givenSixes()}.
   */
  public static final String GRANT = "grant";

  /**
   * Turn-state key: who rolls once the given sixes are played (R5); {@link
   * RussianTurnState#resume()}.
   */
  public static final String RESUME = "resume";

  /**
   * Turn-state key: a pending exchange offer (the offerer's letter) or {@code done} (R6); see
   * {@link RussianTurnState#offerer()} and {@link RussianTurnState#offerSettled()}.
   */
  public static final String OFFER = "offer";

  private static final List<RuleOption<?>> OPTIONS = List.of(CAPTURE);
  static final List<String> KEYS = List.of(GRANT, RESUME, OFFER);

  private final boolean penalty;

  /** The moves of a state, with the thread's last answer kept. */
  private final transient MoveListing listing;

  /**
   * The last position judged off the hot path ({@link #match}, {@link #spellings}, {@link
   * #explain}, {@code apply} of a move not listed from that very state), so that asking about each
   * of its moves in turn, as {@code TurnBuilder} does, lists and spells them once.
   */
  private transient volatile Judged judged;

  /**
   * The last state whose phase was asked for, with its phase: a turn asks twice, the caller to
   * choose between the two {@code legalMoves}, then their phase check.
   */
  private transient PhaseOf lastPhase;

  /** A state and its phase. Immutable, so that a thread reading it unordered sees it whole. */
  private static final class PhaseOf {
    final GameState state;
    final Phase phase;

    PhaseOf(GameState state, Phase phase) {
      this.state = state;
      this.phase = phase;
    }
  }

  /** The rules with default options ({@code capture=forced}); the ServiceLoader provider. */
  public RussianRules() {
    this(false);
  }

  private RussianRules(boolean penalty) {
    this.penalty = penalty;
    this.listing = new MoveListing(penalty, new TurnFlow(this));
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<RuleOption<?>> options() {
    return OPTIONS;
  }

  @Override
  public Map<String, String> optionValues() {
    return LinkedHashMap.of(
        CAPTURE.name(), CAPTURE.text(penalty ? Capture.PENALTY : Capture.FORCED).get());
  }

  @Override
  public Either<Rejection, RuleSet> withOption(String name, String value) {
    if (!CAPTURE.name().equals(name)) {
      return Either.left(Rejection.unknownOption(ID, name, List.of(CAPTURE.name())));
    }
    Option<Capture> capture = CAPTURE.read(value);
    if (capture.isEmpty()) {
      return Either.left(Rejection.badOptionValue(CAPTURE.name(), value, CAPTURE.values()));
    }
    return Either.right(new RussianRules(capture.get() == Capture.PENALTY));
  }

  /**
   * Whether a skipped capture is punished by the mirror rather than forbidden.
   *
   * @return true for {@code capture=penalty}
   */
  public boolean capturePenalty() {
    return penalty;
  }

  /** R1: the highest single die starts (B6). */
  @Override
  public RollOff.Order rollOffOrder() {
    return RollOff.Order.HIGHEST;
  }

  /** R1: five pieces each. */
  @Override
  public int piecesPerColour() {
    return RussianBoard.PIECES;
  }

  /** Returns {@code grant}, {@code resume} and {@code offer}, in that order. */
  @Override
  public List<String> turnStateKeys() {
    return KEYS;
  }

  /**
   * Reads the turn state: given sixes waiting, who resumes, a pending offer (R5, R6).
   *
   * @param fields the notation fields, in any order
   * @return a {@link RussianTurnState}, or what is wrong with the fields
   */
  @Override
  public Either<Rejection, TurnState> turnState(io.vavr.collection.Map<String, String> fields) {
    return RussianTurnState.parse(fields).map(ts -> ts);
  }

  @Override
  public Seq<Problem> problems(GameState s) {
    return PositionCheck.problems(s);
  }

  /**
   * {@link Phase#OVER} once there is a winner; {@link Phase#DECIDE} while a given six waits ({@code
   * grant}), while an offer waits for its answer, and before a roll when the player to move could
   * offer an exchange and has not yet decided ({@code offer} absent); otherwise {@link Phase#ROLL}.
   */
  @Override
  public Phase phase(GameState s) {
    PhaseOf last = lastPhase;
    if (last != null && last.state == s) {
      return last.phase;
    }
    Phase phase = TurnFlow.phase(s);
    lastPhase = new PhaseOf(s, phase);
    return phase;
  }

  /**
   * The legal moves of a roll (ruling 4: each resulting position once). A state whose next decision
   * needs no roll, a given six or an exchange of prisoners ({@link Phase#DECIDE}: R5, R6), is
   * refused with a {@link WrongPhaseException}; a game that is over has none.
   *
   * @throws WrongPhaseException when the state is in {@link Phase#DECIDE}
   * @throws IllegalArgumentException when the state is played under other rules
   */
  @Override
  public List<Move> legalMoves(GameState state, Roll roll) {
    check(state);
    if (WrongPhaseException.check(this, state, Phase.ROLL) == Phase.OVER) {
      return List.empty();
    }
    return listing.of(state, roll).list();
  }

  /**
   * The decisions that need no roll (R5, R6): playing a given six, offering an exchange of
   * prisoners or keeping them, accepting or declining an offer. A state whose player to move must
   * roll first ({@link Phase#ROLL}) is refused with a {@link WrongPhaseException}; a game that is
   * over has none.
   *
   * @throws WrongPhaseException when the state is in {@link Phase#ROLL}
   * @throws IllegalArgumentException when the state is played under other rules
   */
  @Override
  public List<Move> legalMoves(GameState state) {
    check(state);
    if (WrongPhaseException.check(this, state, Phase.DECIDE) == Phase.OVER) {
      return List.empty();
    }
    return listing.of(state, null).list();
  }

  /**
   * The legal moves of a roll as a tree of steps, for {@link io.github.parcheesi.TurnBuilder}:
   * every spelling of every listed move (ruling 4), each step saying what it spends, made from one
   * search of the roll rather than a listing and a search of spellings for each move; it answers as
   * {@link RuleSet#stepTree}'s default does. The listing and its spellings are kept as {@link
   * #spellings} keeps them, so that playing or spelling a move of the roll searches nothing again.
   *
   * @throws WrongPhaseException when the state is in {@link Phase#DECIDE}
   * @throws IllegalArgumentException when the state is played under other rules
   */
  @Override
  public StepTree stepTree(GameState state, Roll roll) {
    check(state);
    if (WrongPhaseException.check(this, state, Phase.ROLL) == Phase.OVER) {
      return RussianStepTree.empty(roll);
    }
    SpelledPlays plays = listing.spelled(state, roll);
    judged = new Judged(state, roll, plays.legal(), plays.spellings());
    return RussianStepTree.of(roll, plays.legal().moves(), plays.spellings());
  }

  /**
   * Plays a move: the listed moves, each in any of its {@link #spellings} (ruling 4), with the
   * listed move's result; every other move is refused naming the rule it breaks.
   */
  @Override
  public Either<IllegalMove, GameState> apply(GameState state, Move move) {
    check(state); // a move is judged by the rule set that applies it, never by another's list
    GameState listed = MoveSource.listedResult(state, move);
    if (listed != null) {
      // listed by legalMoves for this very state, under these rules: already judged
      return Either.right(listed);
    }
    return judge(state, move).map(t -> t._2.resultOf(t._1));
  }

  /**
   * The listed move a player's steps spell: the move itself when it is listed, the listed move
   * whose position another legal order of the same play reaches (ruling 4), or the refusal {@link
   * #apply} gives.
   */
  @Override
  public Either<IllegalMove, Move> match(GameState state, Move spelled) {
    check(state);
    return judge(state, spelled).map(t -> t._1);
  }

  /**
   * Every legal order of steps that reaches the listed move's position (ruling 4): the listed form
   * first, then the others in the order the generator makes them. An exchange decision (R6) and the
   * keep step have one spelling, the offerer's prisoner first (ruling 9).
   *
   * @throws IllegalArgumentException when the move is no legal move in any order
   */
  @Override
  public List<List<Step>> spellings(GameState state, Move listed) {
    check(state);
    Tuple2<Move, LegalMoves> t =
        judge(state, listed)
            .getOrElseThrow(refusal -> new IllegalArgumentException(refusal.message()));
    if (!generated(state)) {
      return List.of(t._1.steps());
    }
    Roll roll = t._1.roll().getOrNull();
    Spellings all = spellingsOf(state, roll);
    return all.of(all.listedFor(t._1.steps()));
  }

  /**
   * Tells a legal move, in any of its spellings, as the listed move's events (RULES.md, "Events"):
   * each piece's movement with the die it spent, each capture, the free shift, R9's swap, R13's
   * straight-home, the buy-back and the six it gives, R4's penalty, the values not played, the
   * exchange decisions, and how the turn goes on.
   */
  @Override
  public Either<IllegalMove, Explanation> explain(GameState state, Move move) {
    check(state);
    return judge(state, move)
        .map(
            t -> {
              Move listed = t._1;
              GameState result = t._2.resultOf(listed);
              List<Event> events;
              if (generated(state)) {
                Roll roll = listed.roll().getOrNull();
                CandidatePlay play = spellingsOf(state, roll).listedFor(listed.steps());
                events = MoveEvents.ofPlay(state, roll, play, result);
              } else {
                events = MoveEvents.ofDecision(state, listed, result);
              }
              return Explanation.of(state, listed, result, events);
            });
  }

  /** Whether the state's moves are plays the generator makes: a roll's, or a given six's (R5). */
  private static boolean generated(GameState state) {
    return TurnFlow.phase(state) == Phase.ROLL || !state.turnState().givenSixes().isEmpty();
  }

  /**
   * The listed move a move is, in its listed form or another legal order of its steps, with the
   * listing it is one of; or the refusal naming the rule the move breaks.
   */
  private Either<IllegalMove, Tuple2<Move, LegalMoves>> judge(GameState state, Move move) {
    Phase phase = phase(state);
    if (phase == Phase.OVER) {
      return refuse(
          move,
          state,
          Refusal.of(
              Refusal.Kind.GAME_OVER,
              "R15",
              "the game is over: " + state.winner().get().letter() + " won"));
    }
    if (phase == Phase.DECIDE && move.roll().isDefined()) {
      return refuse(move, state, TurnFlow.rollNotNeeded(state, listing.of(state, null)));
    }
    if (phase == Phase.ROLL && move.roll().isEmpty()) {
      return refuse(
          move,
          state,
          Refusal.of(
              Refusal.Kind.WRONG_PHASE,
              "R1",
              "the player to move rolls two dice first; give the roll"));
    }
    Roll roll = move.roll().getOrNull();
    LegalMoves legal = judged(state, roll).legal;
    Move found = legal.find(move);
    if (found != null) {
      return Either.right(Tuple.of(found, legal));
    }
    if (!generated(state)) {
      return refuse(move, state, TurnFlow.exchangeRefusal(state, legal));
    }
    // ruling 4: another legal order of a listed play's steps is the listed move
    CandidatePlay same = spellingsOf(state, roll).listedFor(move.steps());
    if (same != null) {
      return Either.right(Tuple.of(legal.withSteps(List.of(same.steps())), legal));
    }
    return refuse(move, state, Refusals.of(state, roll, penalty, move, legal));
  }

  /**
   * The listing of a state's roll (null for a decision), kept from the last call for that state.
   */
  private Judged judged(GameState state, Roll roll) {
    Judged j = judged;
    if (j == null || !j.isOf(state, roll)) {
      j = new Judged(state, roll, listing.of(state, roll), null);
      judged = j;
    }
    return j;
  }

  /** The spellings of a state's roll or given six (ruling 4), kept as {@link #judged} is. */
  private Spellings spellingsOf(GameState state, Roll roll) {
    Judged j = judged(state, roll);
    if (j.spellings == null) {
      j = new Judged(j.state, j.roll, j.legal, Spellings.of(state, roll, penalty));
      judged = j;
    }
    return j.spellings;
  }

  private static <T> Either<IllegalMove, T> refuse(Move move, GameState s, Refusal refusal) {
    return Either.left(IllegalMove.of(move, s, refusal));
  }

  private void check(GameState state) {
    if (!equals(state.ruleSet())) {
      throw new IllegalArgumentException(
          "the state is played under other rules (" + state.ruleSet() + ") than " + this);
    }
  }

  // ------------------------------------------------------------------------------ value

  /** Equal when both play the same option values. */
  @Override
  public boolean equals(Object o) {
    return o instanceof RussianRules && ((RussianRules) o).penalty == penalty;
  }

  @Override
  public int hashCode() {
    return ID.hashCode() * 31 + (penalty ? 1 : 0);
  }

  /** Returns the id and the option values, such as {@code russian{capture=forced}}. */
  @Override
  public String toString() {
    return ID + optionValues().toJavaMap().toString();
  }

  /**
   * The Russian board (RB1-RB6): its cells, each colour's way from base to home, its edges (the
   * track's wrap, RB2; the turns home, RB4; the ways off the paths of R8, R10 and R12, each of its
   * {@link BoardGeometry.Edge.Kind kind}), and coordinates for drawing. The same for every option.
   *
   * @return the board
   */
  @Override
  public BoardGeometry geometry() {
    return RussianGeometry.BOARD;
  }
}
