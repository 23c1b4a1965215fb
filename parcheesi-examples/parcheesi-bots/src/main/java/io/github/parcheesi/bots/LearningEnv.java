package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;

/**
 * A game as a learning environment, the same for every variant (COMMANDS.md, "env"): a fixed
 * numbering of actions at the step level, the legal-action mask of the decision at hand, an
 * observation of fixed shape, rewards at the end, and the dice as chance with known odds.
 *
 * <p>Actions ({@value #ACTIONS} ids):
 *
 * <ul>
 *   <li>a step: {@code ((piece * 15) + value) * 2 + branch}. {@code piece} is where the piece that
 *       moves stands, as the rank of its location among the distinct locations of the mover's
 *       pieces at that point of the move, by their cells' places in the board's cells ({@code board
 *       --json}), 0 to 4 (pieces that share a location are alike). {@code value} is what the step
 *       spends: 0 to 11 for 1 to 12 pips of a die, of both dice together, of a bottom face or of a
 *       given six; 12 for a capture bonus (20); 13 for a home bonus (10); 14 for a step that spends
 *       nothing (a free shift). {@code branch} is 0 or 1 between two steps that the first two
 *       numbers do not tell apart (two ways from one cell, or a capture made or left), in the order
 *       the rules offer them;
 *   <li>{@value #STOP}: end the move with the steps chosen, where it may end and more could follow
 *       (a pass, when no step is chosen);
 *   <li>{@value #DECISION} + i: the i-th decision that needs no roll, in the rules' order (the
 *       Russian game's offers, answers and given sixes), i below {@value #DECISIONS}.
 * </ul>
 *
 * <p>A move nothing can extend is played at once, a pass with nothing to play included, so every
 * decision asked has a choice or is the one step or decision left. The dice are rolled from the
 * environment's seeded dice ({@link #chance()} gives the odds of the 21 kinds of roll).
 *
 * <p>An environment is one game at a time, and not safe to use from several threads at once.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * LearningEnv env = new LearningEnv(RuleSets.get("parchis"), 2);
 * env.reset(1);
 * Dice choices = Dice.seeded(2);
 * for (int steps = 0; !env.terminated() && steps < 100_000; steps++) {
 *   float[] observation = env.observation();  // what a policy sees
 *   int[] legal = env.legalActions();         // the mask, as the ids allowed
 *   env.step(legal[choices.nextInt(legal.length)]);
 * }
 * int reward = env.reward(Colour.YELLOW);      // 1 when yellow won, -1 when it lost
 * }</pre>
 */
public final class LearningEnv {

  /** Location codes. */
  public static final int CODES = 128;

  /** Distinct locations a colour's pieces can hold at once: five pieces at most. */
  public static final int PIECES = 5;

  /** Kinds of value a step spends. */
  public static final int VALUES = 15;

  /** The last step action, plus one. */
  public static final int STEPS = PIECES * VALUES * 2;

  /** End the move here (or pass). */
  public static final int STOP = STEPS;

  /** The first decision action. */
  public static final int DECISION = STOP + 1;

  /** Decisions numbered at most. */
  public static final int DECISIONS = 8;

  /** The number of actions. */
  public static final int ACTIONS = DECISION + DECISIONS;

  /** The observation's length: see {@link #observation}. */
  public static final int OBSERVATION = 4 * CODES + 4 + 2 + 1 + VALUES + 2 * CODES;

  private final RuleSet rules;
  private final int players;
  private final BoardCells cells;
  private Dice dice;
  private GameState state;
  private TurnBuilder turn;
  private Roll roll;
  private int decisions;

  // what the builder offers now, asked of it once: its decisions without a roll, else its next
  // steps and each one's action; the legal actions ascending
  private List<Move> offeredDecisions = List.empty();
  private List<Step> offeredSteps = List.empty();
  private int[] stepActions = new int[0];
  private int[] legal = new int[0];

  // the cells of the mover's pieces after the steps of `piecesSteps` chosen from `piecesState`,
  // kept through the move, so that each step chosen moves one piece
  private int[] pieces = new int[0];
  private GameState piecesState;
  private int piecesSteps;

  /**
   * An environment for games of a rule set.
   *
   * @param rules the rules
   * @param players players a game, 2 to 4
   * @throws IllegalArgumentException when the players are not 2 to 4, or the board has more cells
   *     than the observation counts
   */
  public LearningEnv(RuleSet rules, int players) {
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("a game has 2 to 4 players, got " + players);
    }
    this.rules = rules;
    this.players = players;
    this.cells = new BoardCells(rules, CODES);
  }

  /**
   * Starts a game: the roll-off (B6) and every roll come from dice seeded with {@code seed}.
   *
   * @param seed the seed
   */
  public void reset(long seed) {
    dice = Dice.seeded(seed);
    GameState start = rules.newGame(players);
    state = GameStart.of(rules, start.colours(), io.vavr.control.Option.none(), dice).state();
    decisions = 0;
    next();
  }

  /** Rolls when the next decision needs a roll, and plays every move that leaves no choice. */
  private void next() {
    while (!state.isOver()) {
      if (rules.phase(state) == Phase.ROLL) {
        roll = dice.roll();
        offer(TurnBuilder.start(rules, state, roll));
      } else {
        roll = null;
        offer(TurnBuilder.start(rules, state));
        if (offeredDecisions.size() > DECISIONS) {
          throw new IllegalStateException(
              "more than " + DECISIONS + " decisions: " + offeredDecisions.size());
        }
      }
      if (!forced()) {
        return;
      }
    }
    offer(null);
  }

  /** Takes the builder's state: what it offers and the legal actions. */
  private void offer(TurnBuilder t) {
    turn = t;
    if (t == null) {
      offeredDecisions = List.empty();
      offeredSteps = List.empty();
      stepActions = new int[0];
      legal = new int[0];
      return;
    }
    offeredDecisions = t.decisions();
    if (!offeredDecisions.isEmpty()) {
      offeredSteps = List.empty();
      stepActions = new int[0];
      legal = new int[offeredDecisions.size()];
      for (int i = 0; i < legal.length; i++) {
        legal[i] = DECISION + i;
      }
      return;
    }
    offeredSteps = t.nextSteps();
    int[] where = BoardCells.distinct(moverPieces(t.chosen()));
    Step[] steps = new Step[offeredSteps.size()];
    int k = 0;
    for (List<Step> rest = offeredSteps; !rest.isEmpty(); rest = rest.tail()) {
      steps[k++] = rest.head(); // head and tail: cheaper than vavr's default iterator
    }
    int[] values = new int[steps.length];
    for (int i = 0; i < steps.length; i++) {
      values[i] = value(steps[i]);
    }
    stepActions = new int[steps.length];
    for (int i = 0; i < stepActions.length; i++) {
      stepActions[i] = action(where, steps, values, i);
    }
    boolean mayStop = !offeredSteps.isEmpty() && t.mayStop();
    legal = java.util.Arrays.copyOf(stepActions, stepActions.length + (mayStop ? 1 : 0));
    if (mayStop) {
      legal[stepActions.length] = STOP;
    }
    java.util.Arrays.sort(legal);
  }

  /**
   * The cells of the mover's pieces after the chosen steps: those kept, moved by the last step when
   * it is the one step more than they were kept for, else made from the position.
   */
  private int[] moverPieces(List<Step> chosen) {
    Colour me = state.toMove();
    if (piecesState != state || chosen.size() != piecesSteps + 1) {
      pieces = cells.pieces(state, me);
      for (List<Step> rest = chosen; !rest.isEmpty(); rest = rest.tail()) {
        cells.move(pieces, rest.head(), me);
      }
    } else {
      cells.move(pieces, chosen.get(chosen.size() - 1), me); // last() takes an iterator
    }
    piecesState = state;
    piecesSteps = chosen.size();
    return pieces;
  }

  /** Plays the move when no step can follow the chosen ones; true when it did. */
  private boolean forced() {
    if (offeredDecisions.isEmpty() && offeredSteps.isEmpty()) {
      play(turn.move().get());
      return true;
    }
    return false;
  }

  private void play(Move move) {
    state = rules.play(state, move);
    decisions++;
  }

  /**
   * The decision at hand as one line of text, {@code POSITION<TAB>ROLL<TAB>STEPS}: the position at
   * the start of the move in notation, the roll ({@code -} for a decision without one) and the
   * steps chosen so far, space-separated (NOTATION.md). The dice are not part of it: {@link
   * #restore} takes a seed for the rolls to come.
   *
   * @return the line
   * @throws IllegalStateException before the first {@link #reset}
   */
  public String save() {
    requireGame();
    String steps =
        turn == null ? "" : turn.chosen().map(io.github.parcheesi.Step::toString).mkString(" ");
    return Notation.format(state) + "\t" + (roll == null ? "-" : roll.toString()) + "\t" + steps;
  }

  /**
   * Continues from a line of {@link #save}, the rolls to come from dice seeded with {@code seed}.
   * The environment is unchanged when the line is refused.
   *
   * @param line the saved decision
   * @param seed the seed of the rolls to come
   * @throws IllegalArgumentException naming what is wrong with the line
   */
  public void restore(String line, long seed) {
    String[] parts = line.split("\t", -1);
    if (parts.length != 3) {
      throw new IllegalArgumentException(
          "a saved decision is POSITION<TAB>ROLL<TAB>STEPS, got " + parts.length + " fields");
    }
    GameState s;
    Roll r;
    try {
      s = Notation.parsePosition(parts[0]);
      r = parts[1].equals("-") ? null : Roll.parse(parts[1]).getOrNull();
    } catch (io.github.parcheesi.ParseException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    if (r == null && !parts[1].equals("-")) {
      throw new IllegalArgumentException("'" + parts[1] + "' is not a roll such as 5-3, or -");
    }
    if (!s.ruleSet().equals(rules)) {
      throw new IllegalArgumentException(
          "the position is played under " + s.ruleSet() + ", not " + rules);
    }
    if (s.isOver()) {
      throw new IllegalArgumentException("the game is over");
    }
    if ((rules.phase(s) == Phase.ROLL) != (r != null)) {
      throw new IllegalArgumentException(
          r == null ? "the position needs a roll" : "the position's decision needs no roll");
    }
    TurnBuilder t = r == null ? TurnBuilder.start(rules, s) : TurnBuilder.start(rules, s, r);
    for (String token : parts[2].isBlank() ? new String[0] : parts[2].trim().split(" +")) {
      Step step;
      try {
        step = Notation.parseMove(token, r).steps().head();
      } catch (io.github.parcheesi.ParseException e) {
        throw new IllegalArgumentException(e.getMessage());
      }
      t = t.choose(step).getOrElseThrow(j -> new IllegalArgumentException(j.message()));
    }
    dice = Dice.seeded(seed);
    state = s;
    roll = r;
    offer(t);
    if (forced()) {
      next();
    }
  }

  /**
   * Whether the game is over.
   *
   * @return true once a colour has won
   * @throws IllegalStateException before the first {@link #reset}
   */
  public boolean terminated() {
    requireGame();
    return state.isOver();
  }

  /**
   * The colour whose decision is next.
   *
   * @return the colour to act; the winner, once the game is over
   * @throws IllegalStateException before the first {@link #reset}
   */
  public Colour toAct() {
    requireGame();
    return state.isOver() ? state.winner().get() : state.toMove();
  }

  /**
   * The position at the start of the move being built.
   *
   * @return the position; null before the first {@link #reset}
   */
  public GameState state() {
    return state;
  }

  /**
   * The roll of the move being built.
   *
   * @return the roll, or null for a decision without a roll and before the first {@link #reset}
   */
  public Roll roll() {
    return roll;
  }

  /**
   * Moves played since the reset, forced ones included.
   *
   * @return the number of moves
   */
  public int moves() {
    return decisions;
  }

  private void requireGame() {
    if (state == null) {
      throw new IllegalStateException("no game yet: reset first");
    }
  }

  /**
   * The legal actions now, ascending; none once the game is over.
   *
   * @return the action ids, a new array
   */
  public int[] legalActions() {
    return legal.clone();
  }

  /** The action of the i-th of the offered steps, each with its kind of value. */
  private int action(int[] where, Step[] steps, int[] values, int i) {
    Step s = steps[i];
    int piece = java.util.Arrays.binarySearch(where, cells.of(s.from(), state.toMove()));
    if (piece < 0 || piece >= PIECES) {
      throw new IllegalStateException("a step not from a piece of the mover's: " + s);
    }
    int base = (piece * VALUES + values[i]) * 2;
    int branch = 0;
    for (int j = 0; j < i; j++) {
      if (values[j] == values[i] && steps[j].from().equals(s.from())) {
        branch++;
      }
    }
    if (branch > 1) {
      throw new IllegalStateException(
          "three steps share a piece and a value: " + java.util.Arrays.toString(steps));
    }
    return base + branch;
  }

  /** A step's kind of value (see the class comment). */
  static int value(Step s) {
    return s.spent().isEmpty() ? 14 : value(s.spent().get());
  }

  /** A spent value's kind of value (see the class comment). */
  static int value(Spent v) {
    switch (v.kind()) {
      case CAPTURE_BONUS:
        return 12;
      case HOME_BONUS:
        return 13;
      case FREE_SHIFT:
        return 14;
      default:
        if (v.value() < 1 || v.value() > 12) {
          throw new IllegalStateException("a value of " + v.value() + " pips: " + v);
        }
        return v.value() - 1;
    }
  }

  /**
   * Takes an action.
   *
   * @param action one of {@link #legalActions()}
   * @throws IllegalArgumentException naming the action and the legal ones, the game unchanged
   */
  public void step(int action) {
    if (java.util.Arrays.binarySearch(legal, action) < 0) {
      throw new IllegalArgumentException(
          "action "
              + action
              + " is not legal now; legal: "
              + java.util.Arrays.toString(legal)
              + (turn == null ? " (the game is over)" : ""));
    }
    if (action >= DECISION) {
      play(offeredDecisions.get(action - DECISION));
      next();
      return;
    }
    if (action == STOP) {
      play(turn.move().get());
      next();
      return;
    }
    for (int i = 0; i < stepActions.length; i++) {
      if (stepActions[i] == action) {
        offer(turn.choose(offeredSteps.get(i)).get());
        if (forced()) {
          next();
        }
        return;
      }
    }
    throw new IllegalStateException("a legal action without its step: " + action);
  }

  /**
   * The reward of a colour: 1 for the winner and -1 for the others once the game is over, else 0.
   *
   * @param c a colour of the game
   * @return the reward
   * @throws IllegalStateException before the first {@link #reset}
   */
  public int reward(Colour c) {
    requireGame();
    if (!state.isOver()) {
      return 0;
    }
    return state.winner().get() == c ? 1 : -1;
  }

  /**
   * The observation, {@value #OBSERVATION} numbers: for each colour Y, G, R, B, {@value #CODES}
   * counts of its pieces on each cell, by the cell's place in the board's cells, divided by the
   * pieces a colour has (0 for a colour not playing); the colour to act, one-hot (4); whether the
   * decision is a roll's move and whether it needs no roll (2); the doubles rolled in a row, over 3
   * (1); the values left to play, counted by their kind of value (see the class comment) and
   * divided by 4 ({@value #VALUES}); then the steps chosen so far in the move, counted by the cells
   * they left and those they reached ({@value #CODES} each), divided by the pieces a colour has.
   *
   * @return a new array
   * @throws IllegalStateException before the first {@link #reset}
   */
  public float[] observation() {
    requireGame();
    return Observations.encode(
        rules.piecesPerColour(), cells, state, turn, !offeredDecisions.isEmpty());
  }

  /**
   * The chance outcomes of a roll: the 21 kinds of roll, a double with odds 1/36 and any other pair
   * 2/36 (either die may show either number).
   *
   * @return each kind of roll, smaller die first, with its probability; unmodifiable
   */
  public static java.util.Map<Roll, Double> chance() {
    java.util.Map<Roll, Double> out = new java.util.LinkedHashMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = a; b <= 6; b++) {
        out.put(Roll.of(a, b), a == b ? 1 / 36.0 : 2 / 36.0);
      }
    }
    return java.util.Collections.unmodifiableMap(out);
  }
}
