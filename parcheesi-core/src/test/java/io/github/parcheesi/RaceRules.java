package io.github.parcheesi;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;

/**
 * Race: a small test-only game of the family, so that core's own tests play whole games with core's
 * classes alone. It lives in core's test package, which core's test-jar leaves out, and is
 * registered with no {@code META-INF/services} file: {@link Races} lends it to {@link RuleSets}
 * through a class loader of its own.
 *
 * <p>Two engines play the same rules. {@link #race()} (id {@code race}) is built the way the
 * library's engines are, on the engines' contract: it reads states with {@link Positions}, makes
 * them with {@link Positions#trusted}, lists moves lazily from a {@link MoveSource}, knows its own
 * listed moves in {@code apply}, gives every spelling of a move, counts moves without building
 * them, declares that the order of the dice does not matter, and has a decision without a roll
 * (option {@code bonus}). {@link #plain()} (id {@code plainrace}) uses only what callers use
 * ({@link GameState#of}, {@link Move#of}), not the engines' contract, and keeps every default
 * method of {@link RuleSet}: one spelling a move, no turn state, no decisions without a roll.
 *
 * <h2>Rules</h2>
 *
 * <ul>
 *   <li>R1 Board: a ring of 8 track squares shared by 2 to 4 colours, two pieces each. Each
 *       colour's exit is a safe square (Y 1, G 3, R 5, B 7); its way is {@code n}, its exit and the
 *       7 squares after it (the last, its home entrance, is the square before its exit), then
 *       {@code r1}, {@code r2} and {@code h}.
 *   <li>R2 A move plays the two dice of a roll, each on one piece of the mover (the same piece or
 *       two), in either order: a piece in its nest enters on its exit, whatever the die; a piece on
 *       its way goes forward the die's value; home takes the exact value (option {@code home=over}:
 *       or more). Pieces at home stay there. Option {@code dice=inorder}: the first die is played
 *       first, and a die that cannot be played ends the move.
 *   <li>R3 As many dice as can be played must be played; when none can, the move is {@code pass}.
 *       Each resulting position is one move, listed with the first way found to play it (first die
 *       first, then the piece nearest its nest first).
 *   <li>R4 A piece that ends on a track square holding one opponent piece captures it (it goes to
 *       its nest), except on a safe square, where only a piece entering on its own exit captures. A
 *       square holding two pieces of one colour (a blockade) takes no other colour's piece. So no
 *       square holds two colours.
 *   <li>R5 After doubles (played or not) the same player rolls again, {@code doubles} one higher;
 *       the third doubles in a row passes the turn, so {@code doubles} is at most 2.
 *   <li>R6 The first colour with both pieces home wins: it stays to move, {@code doubles} 0.
 *   <li>R7 Option {@code bonus=true} ({@code race} only): each capture earns the captor a bonus of
 *       2 squares, played at once without a roll by one of its pieces (a pass when none can take
 *       it). Turn-state keys {@code owed} (bonuses waiting, 1 or 2) and {@code resume} (the colour
 *       that rolls after them; {@code doubles} is that colour's count), declared whatever the
 *       option and refused in a position without it.
 *   <li>R8 A finished game has no moves.
 *   <li>B6 Roll-off: in {@code race} the highest die starts, in {@code plainrace} the lowest.
 * </ul>
 */
public class RaceRules implements RuleSet {

  /** Track squares in the ring (R1). */
  static final int SQUARES = 8;

  /** The path index of home: n 0, the track 1 to 8, r1 9, r2 10, h 11. */
  static final int HOME_INDEX = 11;

  /** The squares of a bonus (R7). */
  static final int BONUS_SQUARES = 2;

  public static final String HOME = "home";
  public static final String BONUS = "bonus";
  public static final String DICE = "dice";
  public static final String OWED = "owed";
  public static final String RESUME = "resume";
  private static final List<String> KEYS = List.of(OWED, RESUME);

  private final boolean contract;
  private final boolean over;
  private final boolean bonus;
  private final boolean inOrder;

  /**
   * A rule set.
   *
   * @param contract the engine on the engines' contract ({@code race}) or on what callers use only
   *     ({@code plainrace})
   * @param over option {@code home=over}
   * @param bonus option {@code bonus=true}, {@code race} only
   */
  protected RaceRules(boolean contract, boolean over, boolean bonus) {
    this(contract, over, bonus, false);
  }

  private RaceRules(boolean contract, boolean over, boolean bonus, boolean inOrder) {
    this.contract = contract;
    this.over = over;
    this.bonus = bonus && contract;
    this.inOrder = inOrder;
  }

  /** The engine on the engines' contract, with the default options. */
  public static RaceRules race() {
    return new RaceRules(true, false, false);
  }

  /** The engine on what callers use only, with the default options. */
  public static RaceRules plain() {
    return new RaceRules(false, false, false);
  }

  /** The same engine with options, in a form tests read easily. */
  public static RaceRules with(RuleSet rules, String name, String value) {
    return (RaceRules) rules.withOption(name, value).get();
  }

  // ----------------------------------------------------------------------------------- the way

  /** A colour's exit square (R1). */
  static int exit(Colour c) {
    return 1 + 2 * c.ordinal();
  }

  /** The location at a path index of a colour's way. */
  static Location at(Colour c, int index) {
    if (index == 0) {
      return Location.nest();
    }
    if (index <= SQUARES) {
      return Location.track((exit(c) - 1 + index - 1) % SQUARES + 1);
    }
    return index < HOME_INDEX ? Location.homeRow(index - SQUARES) : Location.home();
  }

  /** The path index of a location on a colour's way, or -1 when the way does not pass it. */
  static int indexOf(Colour c, Location l) {
    switch (l.kind()) {
      case NEST:
        return 0;
      case TRACK:
        return l.index() <= SQUARES ? (l.index() - exit(c) + SQUARES) % SQUARES + 1 : -1;
      case HOME_ROW:
        return l.index() <= 2 ? SQUARES + l.index() : -1;
      case HOME:
        return HOME_INDEX;
      default:
        return -1;
    }
  }

  /** Whether a location is a safe square, an exit (R1). */
  static boolean safe(Location l) {
    return l.kind() == Location.Kind.TRACK && l.index() <= SQUARES && l.index() % 2 == 1;
  }

  // -------------------------------------------------------------------------------- the board

  /** Path indices of the pieces, two per colour ordinal, each pair ascending; -1 when absent. */
  private static final class Board {
    final int[] idx;

    Board(int[] idx) {
      this.idx = idx;
    }

    boolean plays(Colour c) {
      return idx[2 * c.ordinal()] >= 0;
    }

    int count(Colour c, Location l) {
      int n = 0;
      for (int k = 0; k < 2; k++) {
        if (at(c, idx[2 * c.ordinal() + k]).equals(l)) {
          n++;
        }
      }
      return n;
    }

    boolean allHome(Colour c) {
      return idx[2 * c.ordinal()] == HOME_INDEX && idx[2 * c.ordinal() + 1] == HOME_INDEX;
    }

    Board moved(Colour c, int from, int to) {
      int[] next = idx.clone();
      int i = 2 * c.ordinal();
      int k = next[i] == from ? i : i + 1;
      next[k] = to;
      if (next[i] > next[i + 1]) {
        int t = next[i];
        next[i] = next[i + 1];
        next[i + 1] = t;
      }
      return new Board(next);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Board && Arrays.equals(idx, ((Board) o).idx);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(idx);
    }
  }

  private Board board(GameState s) {
    int[] idx = new int[8];
    Arrays.fill(idx, -1);
    if (contract) {
      int mask = Positions.colourMask(s);
      for (Colour c : Colour.values()) {
        if ((mask & 1 << c.ordinal()) != 0) {
          int base = Positions.offset(s, c);
          for (int k = 0; k < 2; k++) {
            idx[2 * c.ordinal() + k] = indexOf(c, Positions.location(Positions.code(s, base + k)));
          }
        }
      }
    } else {
      for (Colour c : s.colours()) {
        List<Location> own = s.pieces(c);
        for (int k = 0; k < 2; k++) {
          idx[2 * c.ordinal() + k] = indexOf(c, own.get(k));
        }
      }
    }
    for (int i = 0; i < 8; i += 2) {
      if (idx[i] > idx[i + 1]) {
        int t = idx[i];
        idx[i] = idx[i + 1];
        idx[i + 1] = t;
      }
    }
    return new Board(idx);
  }

  private GameState make(
      GameState s,
      Board b,
      Colour toMove,
      int doubles,
      Option<Colour> winner,
      Map<String, String> fields) {
    if (contract) {
      byte[] codes = new byte[2 * s.colours().size()];
      int mask = 0;
      int k = 0;
      for (Colour c : Colour.values()) {
        if (b.plays(c)) {
          mask |= 1 << c.ordinal();
          int x = Positions.code(at(c, b.idx[2 * c.ordinal()]));
          int y = Positions.code(at(c, b.idx[2 * c.ordinal() + 1]));
          codes[k++] = (byte) Math.min(x, y);
          codes[k++] = (byte) Math.max(x, y);
        }
      }
      return Positions.trusted(
          this,
          codes,
          mask,
          toMove,
          doubles,
          winner.map(Colour::ordinal).getOrElse(-1),
          turnState(fields).get());
    }
    Map<Colour, Seq<Location>> pieces = LinkedHashMap.empty();
    for (Colour c : s.colours()) {
      pieces =
          pieces.put(c, List.of(at(c, b.idx[2 * c.ordinal()]), at(c, b.idx[2 * c.ordinal() + 1])));
    }
    return GameState.of(this, toMove, pieces, doubles, winner, fields)
        .getOrElseThrow(p -> new IllegalStateException("race made an illegal state: " + p));
  }

  // -------------------------------------------------------------------------------- the moves

  /** A step tried: the step and the board after it. */
  private record Tried(Step step, Board after) {}

  /** One way of playing values: its steps, the board after them and the captures made. */
  private record Play(List<Step> steps, Board after, int captures) {}

  /** R2 and R4: a piece's step by a value, or null when the piece cannot take it. */
  private Tried tryStep(Board b, Colour mover, int from, int value) {
    if (from == HOME_INDEX) {
      return null;
    }
    int to = from == 0 ? 1 : from + value;
    if (to > HOME_INDEX) {
      if (!over) {
        return null;
      }
      to = HOME_INDEX;
    }
    Location target = at(mover, to);
    Colour victim = null;
    if (target.kind() == Location.Kind.TRACK) {
      for (Colour o : Colour.values()) {
        if (o == mover || !b.plays(o)) {
          continue;
        }
        int n = b.count(o, target);
        if (n >= 2 || n == 1 && safe(target) && from != 0) {
          return null;
        }
        if (n == 1) {
          victim = o;
        }
      }
    }
    Board after = b.moved(mover, from, to);
    if (victim != null) {
      after = after.moved(victim, indexOf(victim, target), 0);
    }
    return new Tried(Step.of(at(mover, from), target, victim != null), after);
  }

  private void extend(
      Board b,
      Colour mover,
      int[] values,
      int k,
      List<Step> steps,
      int captures,
      java.util.List<Play> out) {
    boolean moved = false;
    if (k < values.length) {
      int last = -1;
      for (int p = 0; p < 2; p++) {
        int from = b.idx[2 * mover.ordinal() + p];
        if (from == last) {
          continue; // pieces of one colour on one place are alike
        }
        last = from;
        Tried t = tryStep(b, mover, from, values[k]);
        if (t != null) {
          moved = true;
          extend(
              t.after(),
              mover,
              values,
              k + 1,
              steps.append(t.step()),
              captures + (t.step().capture() ? 1 : 0),
              out);
        }
      }
    }
    if (!moved) {
      out.add(new Play(steps, b, captures));
    }
  }

  /**
   * R2, R3 and R7: the ways to play a roll (or, with none, a bonus), grouped by the board they lead
   * to, groups in the order found, each group's ways distinct and in the order found.
   */
  private List<List<Play>> generate(GameState s, Roll roll) {
    Board b = board(s);
    Colour mover = s.toMove();
    java.util.List<Play> all = new ArrayList<>();
    if (roll == null) {
      extend(b, mover, new int[] {BONUS_SQUARES}, 0, List.empty(), 0, all);
    } else {
      extend(b, mover, new int[] {roll.die1(), roll.die2()}, 0, List.empty(), 0, all);
      if (!roll.isDoubles() && !inOrder) {
        extend(b, mover, new int[] {roll.die2(), roll.die1()}, 0, List.empty(), 0, all);
      }
    }
    int most = 0;
    for (Play p : all) {
      most = Math.max(most, p.steps().size());
    }
    java.util.Map<Board, java.util.List<Play>> groups = new java.util.LinkedHashMap<>();
    for (Play p : all) {
      if (p.steps().size() == most) {
        java.util.List<Play> g = groups.computeIfAbsent(p.after(), x -> new ArrayList<>());
        if (g.stream().noneMatch(q -> q.steps().equals(p.steps()))) {
          g.add(p);
        }
      }
    }
    return List.ofAll(groups.values()).map(List::ofAll);
  }

  private static Colour nextColour(GameState s, Colour c) {
    List<Colour> colours = s.colours();
    return colours.get((colours.indexOf(c) + 1) % colours.size());
  }

  private static int owedOf(GameState s) {
    return Integer.parseInt(s.turnState().fields().get(OWED).get());
  }

  private static Colour resumeOf(GameState s) {
    return Colour.ofLetter(s.turnState().fields().get(RESUME).get().charAt(0)).get();
  }

  /** R5, R6, R7: the state after a way of playing. */
  private GameState next(GameState s, Play p, Roll roll) {
    Colour mover = s.toMove();
    Board b = p.after();
    if (b.allHome(mover)) {
      return make(s, b, mover, 0, Option.some(mover), LinkedHashMap.empty());
    }
    Colour resume;
    int doubles;
    int owed;
    if (roll != null) {
      boolean again = roll.isDoubles() && s.doubles() < 2;
      resume = again ? mover : nextColour(s, mover);
      doubles = again ? s.doubles() + 1 : 0;
      owed = p.captures();
    } else {
      resume = resumeOf(s);
      doubles = s.doubles();
      owed = owedOf(s) - 1 + p.captures();
    }
    if (bonus && owed > 0) {
      return make(
          s,
          b,
          mover,
          doubles,
          Option.none(),
          LinkedHashMap.of(OWED, Integer.toString(owed), RESUME, String.valueOf(resume.letter())));
    }
    return make(s, b, resume, doubles, Option.none(), LinkedHashMap.empty());
  }

  /**
   * The listing of the {@code race} engine: a move's code packs its steps, its object is its way.
   */
  private final class Listing extends MoveSource<Play> {
    Listing(GameState origin, Roll roll) {
      super(origin, roll);
    }

    @Override
    public List<Step> steps(long code, Play play) {
      List<Step> out = List.empty();
      int n = (int) (code & 3);
      for (int i = 0; i < n; i++) {
        long s = code >>> (2 + 15 * i);
        out =
            out.append(Positions.step((int) (s & 127), (int) (s >>> 7 & 127), (s >>> 14 & 1) == 1));
      }
      return out;
    }

    @Override
    public GameState result(long code, Play play) {
      return next(origin(), play, rollOrNull());
    }
  }

  private static long code(List<Step> steps) {
    long code = steps.size();
    int i = 0;
    for (Step s : steps) {
      long packed =
          Positions.code(s.from())
              | (long) Positions.code(s.to()) << 7
              | (s.capture() ? 1L : 0L) << 14;
      code |= packed << (2 + 15 * i++);
    }
    return code;
  }

  // ---------------------------------------------------------------------------- the rule set

  @Override
  public String id() {
    return contract ? "race" : "plainrace";
  }

  @Override
  public List<RuleOption<?>> options() {
    RuleOption<String> home =
        RuleOption.of(
            HOME,
            "R2: a piece goes home with the exact value (exact) or with more (over)",
            "exact",
            List.of("exact", "over"));
    RuleOption<String> dice =
        RuleOption.of(
            DICE,
            "R2: the dice are played in either order (any) or the first die first (inorder)",
            "any",
            List.of("any", "inorder"));
    return contract
        ? List.of(
            home,
            RuleOption.flag(
                BONUS, "R7: a capture earns a bonus of 2 squares, played without a roll", false),
            dice)
        : List.of(home, dice);
  }

  @Override
  public Map<String, String> optionValues() {
    Map<String, String> out = LinkedHashMap.of(HOME, over ? "over" : "exact");
    out = contract ? out.put(BONUS, Boolean.toString(bonus)) : out;
    return out.put(DICE, inOrder ? "inorder" : "any");
  }

  @Override
  public Either<Rejection, RuleSet> withOption(String name, String value) {
    if (name.equals(HOME)) {
      return value.equals("exact") || value.equals("over")
          ? Either.right(new RaceRules(contract, value.equals("over"), bonus, inOrder))
          : Either.left(badValue(name, value, "exact or over"));
    }
    if (contract && name.equals(BONUS)) {
      return value.equals("true") || value.equals("false")
          ? Either.right(new RaceRules(contract, over, value.equals("true"), inOrder))
          : Either.left(badValue(name, value, "true or false"));
    }
    if (name.equals(DICE)) {
      return value.equals("any") || value.equals("inorder")
          ? Either.right(new RaceRules(contract, over, bonus, value.equals("inorder")))
          : Either.left(badValue(name, value, "any or inorder"));
    }
    return Either.left(Rejection.unknownOption(id(), name, options().map(RuleOption::name)));
  }

  /** The race's own words for a bad value, which the tests of the messages read. */
  private static Rejection badValue(String name, String value, String takes) {
    return Rejection.of(
            Rejection.Kind.BAD_OPTION_VALUE,
            "option " + name + " takes " + takes + ", not '" + value + "'")
        .withName(name)
        .withValue(value);
  }

  @Override
  public int piecesPerColour() {
    return 2;
  }

  @Override
  public List<String> turnStateKeys() {
    // declared whatever the option: Notation sorts a position's keys out under the rules it is
    // given, before it applies the options the text names
    return contract ? KEYS : RuleSet.super.turnStateKeys();
  }

  @Override
  public RollOff.Order rollOffOrder() {
    return contract ? RollOff.Order.HIGHEST : RollOff.Order.LOWEST;
  }

  @Override
  public Seq<Problem> problems(GameState candidate) {
    List<Problem> out = List.empty();
    List<Colour> colours = candidate.colours();
    for (Colour c : colours) {
      for (Location l : candidate.pieces(c)) {
        if (indexOf(c, l) < 0) {
          out =
              out.append(
                  Problem.of(
                      Problem.Kind.OFF_BOARD,
                      "R1: " + c.letter() + " has a piece on " + l + ", off the race board",
                      Option.some(c),
                      Option.some(l)));
        }
      }
    }
    for (int t = 1; t <= SQUARES; t++) {
      Location l = Location.track(t);
      List<Colour> here = colours.filter(c -> candidate.count(c, l) > 0);
      if (here.size() > 1) {
        out =
            out.append(
                Problem.of(
                    Problem.Kind.CROWDED,
                    "R4: square "
                        + t
                        + " holds pieces of "
                        + here.map(Colour::letter).mkString(" and "),
                    Option.some(here.last()),
                    Option.some(l)));
      }
    }
    if (candidate.doubles() > 2) {
      out =
          out.append(
              Problem.breaking(
                  Problem.Kind.DOUBLES,
                  "R5",
                  "doubles="
                      + candidate.doubles()
                      + ": a player rolls again after at most 2 doubles"));
    }
    Option<Colour> winner = candidate.winner();
    for (Colour c : colours) {
      boolean home = candidate.count(c, Location.home()) == 2;
      if (winner.contains(c) && !home) {
        out =
            out.append(
                Problem.of(
                    Problem.Kind.WINNER,
                    "R6: the winner " + c.letter() + " has pieces that are not home",
                    Option.some(c),
                    Option.some(Location.home())));
      } else if (winner.isEmpty() && home) {
        out =
            out.append(
                Problem.of(
                    Problem.Kind.WINNER,
                    "R6: " + c.letter() + " has both pieces home, so the game is over",
                    Option.some(c),
                    Option.none()));
      }
    }
    if (winner.isDefined() && candidate.doubles() > 0) {
      out =
          out.append(
              Problem.breaking(Problem.Kind.DOUBLES, "R6", "doubles is 0 once the game is over"));
    }
    Map<String, String> fields = candidate.turnState().fields();
    if (!fields.isEmpty()) {
      Option<String> owed = fields.get(OWED);
      Option<String> resume = fields.get(RESUME);
      if (owed.isEmpty() || resume.isEmpty()) {
        out = out.append(Problem.of(Problem.Kind.TURN_STATE, "R7: owed and resume come together"));
      } else {
        if (!owed.get().equals("1") && !owed.get().equals("2")) {
          out =
              out.append(
                  Problem.of(Problem.Kind.TURN_STATE, "R7: owed is 1 or 2, not " + owed.get()));
        }
        Option<Colour> r =
            resume.get().length() == 1 ? Colour.ofLetter(resume.get().charAt(0)) : Option.none();
        if (r.isEmpty() || !candidate.plays(r.get())) {
          out =
              out.append(
                  Problem.of(
                      Problem.Kind.TURN_STATE,
                      "R7: resume is a colour in the game, not " + resume.get()));
        }
      }
      if (winner.isDefined()) {
        out = out.append(Problem.of(Problem.Kind.TURN_STATE, "R7: a finished game owes no bonus"));
      }
      if (!bonus) {
        out =
            out.append(
                Problem.of(
                    Problem.Kind.TURN_STATE, "R7: bonuses are owed only under option bonus=true"));
      }
    }
    return out;
  }

  @Override
  public Phase phase(GameState state) {
    if (!contract) {
      return RuleSet.super.phase(state);
    }
    if (state.isOver()) {
      return Phase.OVER;
    }
    return state.turnState().fields().containsKey(OWED) ? Phase.DECIDE : Phase.ROLL;
  }

  @Override
  public List<Move> legalMoves(GameState state, Roll roll) {
    if (WrongPhaseException.check(this, state, Phase.ROLL) == Phase.OVER) {
      return List.empty();
    }
    List<List<Play>> groups = generate(state, roll);
    if (contract) {
      Listing listing = new Listing(state, roll);
      return groups.map(g -> listing.move(code(g.head().steps()), g.head()));
    }
    return groups.map(g -> Move.of(roll, g.head().steps()));
  }

  @Override
  public int countMoves(GameState state, Roll roll) {
    if (!contract) {
      return RuleSet.super.countMoves(state, roll);
    }
    if (WrongPhaseException.check(this, state, Phase.ROLL) == Phase.OVER) {
      return 0;
    }
    return generate(state, roll).size();
  }

  @Override
  public boolean diceOrderMatters() {
    return contract ? inOrder : RuleSet.super.diceOrderMatters();
  }

  @Override
  public List<Move> legalMoves(GameState state) {
    if (!contract) {
      return RuleSet.super.legalMoves(state);
    }
    if (WrongPhaseException.check(this, state, Phase.DECIDE) == Phase.OVER) {
      return List.empty();
    }
    return generate(state, null)
        .map(g -> MoveSource.known(state, null, g.head().steps(), next(state, g.head(), null)));
  }

  @Override
  public List<List<Step>> spellings(GameState state, Move listed) {
    if (!contract) {
      return RuleSet.super.spellings(state, listed);
    }
    Phase phase = phase(state);
    Roll roll = listed.roll().getOrNull();
    if (phase == Phase.OVER || (roll == null) != (phase == Phase.DECIDE)) {
      return List.of(listed.steps());
    }
    for (List<Play> g : generate(state, roll)) {
      List<List<Step>> ways = g.map(Play::steps);
      if (ways.contains(listed.steps())) {
        return ways.remove(listed.steps()).prepend(listed.steps());
      }
    }
    return List.of(listed.steps());
  }

  @Override
  public Either<IllegalMove, GameState> apply(GameState state, Move move) {
    String mover = String.valueOf(state.toMove().letter());
    if (state.isOver()) {
      return Either.left(
          IllegalMove.of(
              move,
              state,
              Refusal.Kind.GAME_OVER,
              "R8",
              "the game is over: " + mover + " has won"));
    }
    Phase phase = phase(state);
    Roll roll = move.roll().getOrNull();
    if (phase == Phase.DECIDE && roll != null) {
      return Either.left(
          IllegalMove.of(
              move,
              state,
              Refusal.Kind.WRONG_PHASE,
              "R7",
              mover + " plays a bonus of 2 without a roll"));
    }
    if (phase == Phase.ROLL && roll == null) {
      return Either.left(
          IllegalMove.of(
              move,
              state,
              Refusal.Kind.WRONG_PHASE,
              "R2",
              mover + " rolls first: the move needs a roll"));
    }
    if (contract) {
      GameState known = MoveSource.listedResult(state, move);
      if (known != null) {
        return Either.right(known);
      }
    }
    List<List<Play>> groups = generate(state, roll);
    for (List<Play> g : groups) {
      if (g.exists(p -> p.steps().equals(move.steps()))) {
        return Either.right(next(state, g.head(), roll));
      }
    }
    return Either.left(IllegalMove.of(move, state, refusal(mover, groups, move)));
  }

  private static Refusal refusal(String mover, List<List<Play>> groups, Move move) {
    List<List<Step>> ways = groups.flatMap(g -> g.map(Play::steps));
    int most = ways.head().size();
    List<Step> steps = move.steps();
    if (most == 0) {
      return Refusal.of(
          Refusal.Kind.NOT_THE_ROLL, "R3", mover + " can play no value: the only move is pass");
    }
    if (steps.isEmpty()) {
      return Refusal.of(
          Refusal.Kind.MUST_PLAY_MORE,
          "R3",
          mover + " can play " + most + " value(s); pass is for when none can be played");
    }
    for (int i = 0; i < steps.size(); i++) {
      int n = i + 1;
      List<Step> prefix = steps.take(n);
      if (!ways.exists(w -> w.size() >= n && w.take(n).equals(prefix))) {
        Step s = steps.get(i);
        Step flipped = Step.of(s.from(), s.to(), !s.capture());
        List<Step> other = steps.take(i).append(flipped);
        if (ways.exists(w -> w.size() >= n && w.take(n).equals(other))) {
          return Refusal.of(
              Refusal.Kind.CAPTURE_MARK,
              "R4",
              s.capture()
                  ? "the step " + s + " captures nothing"
                  : "the step " + s + " captures the piece on " + s.to() + ": write " + flipped);
        }
        return Refusal.of(
            Refusal.Kind.BREAKS_RULE,
            "R2",
            "the step "
                + s
                + " is not "
                + mover
                + "'s to make"
                + (i > 0 ? " after " + steps.take(i).mkString(" ") : ""));
      }
    }
    return Refusal.of(
        Refusal.Kind.MUST_PLAY_MORE,
        "R3",
        mover + " must play " + most + " value(s); the move plays " + steps.size());
  }

  @Override
  public BoardGeometry geometry() {
    List<Cell> cells = List.empty();
    for (int t = 1; t <= SQUARES; t++) {
      boolean exit = t % 2 == 1;
      Colour owner = Colour.ofIndex(exit ? (t - 1) / 2 : t / 2 % 4);
      cells =
          cells.append(
              new Cell(
                      Location.track(t),
                      Option.some(owner),
                      exit
                          ? TreeSet.of(Cell.Kind.TRACK, Cell.Kind.SAFE, Cell.Kind.EXIT)
                          : TreeSet.of(Cell.Kind.TRACK, Cell.Kind.HOME_ENTRANCE),
                      x(t, 0.3),
                      y(t, 0.3))
                  .withSlots(Cell.Slot.rows(x(t, 0.3), y(t, 0.3), 2, 2, 0.01))); // R4: a blockade
    }
    Map<Colour, List<Location>> paths = LinkedHashMap.empty();
    for (Colour c : Colour.values()) {
      int exit = exit(c);
      int entrance = at(c, SQUARES).index();
      cells =
          cells
              .append(cell(Location.nest(), c, Cell.Kind.NEST, exit, 0.45))
              .append(cell(Location.homeRow(1), c, Cell.Kind.HOME_ROW, entrance, 0.18))
              .append(cell(Location.homeRow(2), c, Cell.Kind.HOME_ROW, entrance, 0.1))
              .append(cell(Location.home(), c, Cell.Kind.HOME, entrance, 0.03));
      paths = paths.put(c, List.range(0, HOME_INDEX + 1).map(i -> at(c, i)));
    }
    // R1: the ring closes from 8 to 1, and each colour turns off it into its home row
    List<BoardGeometry.Edge> edges =
        List.of(
            new BoardGeometry.Edge(
                Location.track(SQUARES),
                Location.track(1),
                Option.none(),
                BoardGeometry.Edge.Kind.WRAP,
                "R1"));
    for (Colour c : Colour.values()) {
      edges =
          edges.append(
              new BoardGeometry.Edge(
                  at(c, SQUARES),
                  at(c, SQUARES + 1),
                  Option.some(c),
                  BoardGeometry.Edge.Kind.HOME_ENTRY,
                  "R1"));
    }
    return BoardGeometry.of(id(), cells, paths, edges);
  }

  private static Cell cell(Location l, Colour c, Cell.Kind kind, int square, double radius) {
    double x = x(square, radius);
    double y = y(square, radius);
    // a colour's two pieces (R1) side by side
    return new Cell(l, Option.some(c), TreeSet.of(kind), x, y)
        .withSlots(Cell.Slot.rows(x, y, 2, 2, 0.01));
  }

  private static double x(int square, double radius) {
    return 0.5 + radius * Math.sin((square - 1) * Math.PI / 4);
  }

  private static double y(int square, double radius) {
    return 0.5 - radius * Math.cos((square - 1) * Math.PI / 4);
  }

  /** Equal when the engine and the options are. */
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof RaceRules)) {
      return false;
    }
    RaceRules r = (RaceRules) o;
    return contract == r.contract && over == r.over && bonus == r.bonus && inOrder == r.inOrder;
  }

  @Override
  public int hashCode() {
    return (contract ? 8 : 0) + (over ? 4 : 0) + (bonus ? 2 : 0) + (inOrder ? 1 : 0);
  }

  @Override
  public String toString() {
    return id() + optionValues().map(e -> " " + e._1 + "=" + e._2).mkString();
  }
}
