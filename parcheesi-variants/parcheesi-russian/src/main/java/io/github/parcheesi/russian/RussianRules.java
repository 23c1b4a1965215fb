package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.internal.Boards;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.Supplier;

/**
 * Russian Parchis, "Парчис" (variant id {@code russian}): five pieces a player on a 72-cell cross
 * with rest cells, a mirror with shortcuts, and prisoners bought back with sixes (board RB1-RB6,
 * rules R1-R15; see the module's {@code RULES.md}).
 *
 * <p>Usually found by id: {@code RuleSets.get("russian")}. The one rule option is {@code capture}:
 * {@code forced} (the default, R4: capture is compulsory) or {@code penalty} (a capture may be
 * skipped, and the piece that could have made it goes to the mirror).
 *
 * <p>Besides rolls, two decisions need no roll ({@link Phase#DECIDE}, answered from {@link
 * #legalMoves(GameState)}): playing a six another player gave (turn-state keys {@code grant} and
 * {@code resume}, R5), and offering or answering an exchange of prisoners (key {@code offer}, R6).
 * A player who could offer an exchange decides before rolling: an offer, or {@code pY/pY} (it keeps
 * its prisoners) to roll; an offer is answered with its own steps (accept) or {@code pR/pR}
 * (decline).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("russian");
 * GameState s = rules.newGame(4);
 * s.toString();   // "russian Y Y:n,n,n,n,n G:n,n,n,n,n R:n,n,n,n,n B:n,n,n,n,n"
 * Dice dice = Dice.seeded(1);
 * while (!s.isOver()) {
 *   List<Move> moves = s.phase() == Phase.DECIDE
 *       ? rules.legalMoves(s) : rules.legalMoves(s, dice.roll());
 *   s = rules.play(s, moves.get(dice.nextInt(moves.size())));
 * }
 * }</pre>
 */
public final class RussianRules implements RuleSet {

  /** The variant id. */
  public static final String ID = "russian";

  /** The rule option that chooses between R4's compulsory capture and the mirror penalty. */
  public static final String CAPTURE = "capture";

  /** Turn-state key: the captors whose given sixes wait to be played, first to move first (R5). */
  public static final String GRANT = "grant";

  /** Turn-state key: who rolls once the given sixes are played (R5). */
  public static final String RESUME = "resume";

  /** Turn-state key: a pending exchange offer (the offerer's letter) or {@code done} (R6). */
  public static final String OFFER = "offer";

  private static final String FORCED = "forced";
  private static final String PENALTY = "penalty";
  private static final List<RuleOption> OPTIONS =
      List.of(
          RuleOption.of(
              CAPTURE,
              "R4: forced makes capturing compulsory; penalty lets a player skip a capture, and"
                  + " the piece that could have captured goes to the mirror cell c",
              FORCED,
              List.of(FORCED, PENALTY)));
  private static final List<String> KEYS = List.of(GRANT, RESUME, OFFER);

  private final boolean penalty;
  private final transient ThreadLocal<Cached> cache = new ThreadLocal<>();

  /** The last generated moves of a thread, so that playing a listed move only makes its state. */
  private static final class Cached {
    final GameState state;
    final Roll roll;
    final LegalMoves results;

    Cached(GameState state, Roll roll, LegalMoves results) {
      this.state = state;
      this.roll = roll;
      this.results = results;
    }
  }

  /** The rules with default options ({@code capture=forced}); the ServiceLoader provider. */
  public RussianRules() {
    this(false);
  }

  private RussianRules(boolean penalty) {
    this.penalty = penalty;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<RuleOption> options() {
    return OPTIONS;
  }

  @Override
  public Map<String, String> optionValues() {
    return LinkedHashMap.of(CAPTURE, penalty ? PENALTY : FORCED);
  }

  @Override
  public Either<String, RuleSet> withOption(String name, String value) {
    if (!CAPTURE.equals(name)) {
      return Either.left(
          "unknown option '" + name + "' for variant " + ID + " (known: " + CAPTURE + ")");
    }
    if (!FORCED.equals(value) && !PENALTY.equals(value)) {
      return Either.left("option '" + CAPTURE + "' takes forced or penalty, not '" + value + "'");
    }
    return Either.right(new RussianRules(PENALTY.equals(value)));
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

  // ------------------------------------------------------------------------------ validation

  @Override
  public Seq<Problem> problems(GameState s) {
    List<Problem> out = List.empty();
    int[] occupied = new int[RussianBoard.CELLS];
    Colour allHome = null;
    for (Colour c : s.colours()) {
      Option<Colour> oc = Option.some(c);
      int home = 0;
      for (Location l : s.pieces(c)) {
        int code = RussianBoard.code(l);
        Option<Location> ol = Option.some(l);
        if (code < 0) {
          out =
              out.append(
                  Problem.of("location " + l + " is not on the russian board (RB1-RB6)", oc, ol));
        } else if (code > 0 && code < RussianBoard.CELLS) {
          if (++occupied[code] == 2) {
            out = out.append(Problem.of("two pieces on cell " + l + " (RB1)", oc, ol));
          }
          int e = RussianBoard.entrance(c.ordinal());
          if (code == e + 1 || code == e + 2) {
            out =
                out.append(
                    Problem.of(
                        "a piece of "
                            + c.letter()
                            + " never passes its home entrance "
                            + e
                            + ", so it cannot stand on "
                            + l
                            + " (RB4)",
                        oc,
                        ol));
          }
        } else if (RussianBoard.isPrisoner(code)) {
          Colour captor = Colour.ofIndex(code - RussianBoard.PRISONER0);
          if (captor == c) {
            out =
                out.append(
                    Problem.of(
                        "a piece of "
                            + c.letter()
                            + " cannot be held prisoner by its own colour (R5)",
                        oc,
                        ol));
          } else if (!s.plays(captor)) {
            out =
                out.append(
                    Problem.of(
                        "prisoner "
                            + l
                            + " is held by "
                            + captor.letter()
                            + ", which is not in the game (R5)",
                        oc,
                        ol));
          }
        } else if (code == RussianBoard.HOME) {
          home++;
        }
      }
      if (home == RussianBoard.PIECES) {
        if (s.winner().isEmpty()) {
          out =
              out.append(
                  Problem.of(
                      "colour "
                          + c.letter()
                          + " has all five pieces home but the game has no winner="
                          + c.letter()
                          + " (R15)",
                      oc,
                      Option.none()));
        } else if (allHome != null) {
          out =
              out.append(
                  Problem.of("two colours have all five pieces home (R15)", oc, Option.none()));
        }
        allHome = c;
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    if (s.winner().isDefined()) {
      if (allHome != s.winner().get()) {
        out =
            out.append(
                Problem.of(
                    "winner "
                        + s.winner().get().letter()
                        + " does not have all five pieces home (R15)",
                    s.winner(),
                    Option.none()));
      }
      if (s.doubles() != 0) {
        out = out.append(Problem.of("doubles must be 0 once the game is over"));
      }
      if (!s.turnState().isEmpty()) {
        out =
            out.append(
                Problem.of(
                    "a finished game has no " + s.turnState().keySet().mkString(", ") + " (R15)"));
      }
      return out;
    }
    if (s.doubles() > 2) {
      out =
          out.append(
              Problem.of(
                  "doubles="
                      + s.doubles()
                      + " cannot happen: the count starts over after the third doubles (R13)"));
    }
    return out.appendAll(turnStateProblems(s));
  }

  private List<Problem> turnStateProblems(GameState s) {
    Either<String, RussianTurnState> read = RussianTurnState.parse(s.turnState());
    if (read.isLeft()) {
      return List.of(Problem.of(read.getLeft()));
    }
    RussianTurnState ts = read.get();
    List<Problem> out = List.empty();
    if (!ts.givenSixes().isEmpty()) {
      if (!ts.givenSixes().forAll(s::plays)) {
        out =
            out.append(
                Problem.of(
                    "grant="
                        + ts.fields().get(GRANT).get()
                        + " must list the letters of captors in the game, such as grant=B,G (R5)"));
      } else if (ts.givenSixes().head() != s.toMove()) {
        out =
            out.append(
                Problem.of(
                    "the first captor in grant="
                        + ts.fields().get(GRANT).get()
                        + " must be the colour to move (R5)",
                    Option.some(s.toMove()),
                    Option.none()));
      }
      if (!s.plays(ts.resume().get())) {
        out =
            out.append(
                Problem.of("grant needs resume=C, the colour in the game that rolls next (R5)"));
      }
    } else if (ts.offerSettled()) {
      if (!Exchange.hasPartner(s, s.toMove())) {
        out =
            out.append(
                Problem.of(
                    "offer=done is written only while the player to move could offer an exchange (R6)"));
      }
    } else if (ts.offerer().isDefined()) {
      Colour from = ts.offerer().get();
      if (!s.plays(from) || from == s.toMove()) {
        out =
            out.append(
                Problem.of(
                    "offer="
                        + from.letter()
                        + " must be the letter of the offering colour in the game, not the colour"
                        + " to move (R6)"));
      } else if (Exchange.terms(s, from, s.toMove()) == null) {
        out =
            out.append(
                Problem.of(
                    "offer="
                        + from.letter()
                        + ": "
                        + from.letter()
                        + " and "
                        + s.toMove().letter()
                        + " have no prisoners to exchange (R6)"));
      }
    }
    return out;
  }

  // ------------------------------------------------------------------------------ phases

  /**
   * {@link Phase#OVER} once there is a winner; {@link Phase#DECIDE} while a given six waits ({@code
   * grant}), while an offer waits for its answer, and before a roll when the player to move could
   * offer an exchange and has not yet decided ({@code offer} absent); otherwise {@link Phase#ROLL}.
   */
  @Override
  public Phase phase(GameState s) {
    if (s.isOver()) {
      return Phase.OVER;
    }
    RussianTurnState ts = RussianTurnState.of(s);
    if (!ts.givenSixes().isEmpty() || ts.offerer().isDefined()) {
      return Phase.DECIDE;
    }
    if (ts.offerSettled()) {
      return Phase.ROLL;
    }
    return Exchange.hasPartner(s, s.toMove()) ? Phase.DECIDE : Phase.ROLL;
  }

  // ------------------------------------------------------------------------------ moves

  @Override
  public List<Move> legalMoves(GameState state, Roll roll) {
    check(state);
    if (phase(state) != Phase.ROLL) {
      return List.empty();
    }
    return List.ofAll(results(state, roll).moves());
  }

  @Override
  public List<Move> legalMoves(GameState state) {
    check(state);
    if (phase(state) != Phase.DECIDE) {
      return List.empty();
    }
    return List.ofAll(results(state, null).moves());
  }

  @Override
  public Either<IllegalMove, GameState> apply(GameState state, Move move) {
    check(state);
    Phase phase = phase(state);
    if (phase == Phase.OVER) {
      return refuse(
          move, state, "R15", "the game is over: " + state.winner().get().letter() + " won");
    }
    if (phase == Phase.DECIDE && move.roll().isDefined()) {
      return refuse(
          move,
          state,
          decisionRule(state),
          "the next decision, "
              + decisionName(state)
              + ", needs no roll; legal: "
              + List.ofAll(results(state, null).moves()).mkString(", "));
    }
    if (phase == Phase.ROLL && move.roll().isEmpty()) {
      return refuse(move, state, "R1", "the player to move rolls two dice first; give the roll");
    }
    Roll roll = move.roll().getOrNull();
    LegalMoves legal = results(state, roll);
    Supplier<GameState> next = legal.find(move);
    if (next != null) {
      return Either.right(next.get());
    }
    String[] why =
        phase == Phase.ROLL
            ? new Refusals(this, state, roll, penalty).why(move, legal)
            : explainDecision(state, move, legal);
    return refuse(move, state, why[0], why[1]);
  }

  private static Either<IllegalMove, GameState> refuse(
      Move move, GameState s, String rule, String reason) {
    return Either.left(IllegalMove.of(move, s, rule, reason));
  }

  private static String decisionRule(GameState s) {
    return RussianTurnState.of(s).givenSixes().isEmpty() ? "R6" : "R5";
  }

  private static String decisionName(GameState s) {
    RussianTurnState ts = RussianTurnState.of(s);
    if (!ts.givenSixes().isEmpty()) {
      return s.toMove().letter() + " playing the six given to it";
    }
    if (ts.offerer().isDefined()) {
      return s.toMove().letter()
          + " answering the exchange offered by "
          + ts.offerer().get().letter();
    }
    return s.toMove().letter() + " offering an exchange of prisoners or passing to roll";
  }

  private String[] explainDecision(GameState s, Move move, LegalMoves legal) {
    String list = List.ofAll(legal.moves()).mkString(", ");
    RussianTurnState ts = RussianTurnState.of(s);
    if (!ts.givenSixes().isEmpty()) {
      return new Refusals(this, s, null, penalty).why(move, legal);
    }
    if (ts.offerer().isDefined()) {
      return new String[] {
        "R6",
        "answer the offered exchange with its steps to accept or "
            + keep(s.toMove())
            + " to decline; legal: "
            + list
      };
    }
    return new String[] {
      "R6",
      "before rolling, "
          + s.toMove().letter()
          + " may offer one of the possible exchanges, or keep its prisoners ("
          + keep(s.toMove())
          + ") and roll; legal: "
          + list
    };
  }

  private void check(GameState state) {
    if (!equals(state.ruleSet())) {
      throw new IllegalArgumentException(
          "the state is played under other rules (" + state.ruleSet() + ") than " + this);
    }
  }

  /**
   * The legal moves with their results, for a roll (ROLL) or for a decision (roll null); the
   * thread's last answer is kept, so that playing a listed move generates nothing again.
   */
  LegalMoves results(GameState s, Roll roll) {
    Cached c = cache.get();
    if (c != null && c.roll == roll && c.state.equals(s)) {
      return c.results;
    }
    LegalMoves out = roll == null ? decisionResults(s) : rollResults(s, roll);
    cache.set(new Cached(s, roll, out));
    return out;
  }

  private LegalMoves rollResults(GameState s, Roll roll) {
    MoveGenerator gen =
        new MoveGenerator(
            ScratchPosition.of(s),
            s.toMove().ordinal(),
            new int[] {roll.die1(), roll.die2()},
            false);
    gen.specials(s.doubles()); // R9, R13: only for doubles
    return collect(gen.filter(penalty), p -> afterRoll(s, p, roll), roll);
  }

  private LegalMoves collect(
      java.util.List<CandidatePlay> plays,
      java.util.function.Function<CandidatePlay, GameState> after,
      Roll roll) {
    LegalMoves out = new LegalMoves();
    java.util.HashSet<Key> keys = new java.util.HashSet<>();
    for (CandidatePlay p : plays) {
      // The next state depends only on where the pieces are and whom sixes were given to, which
      // the key holds (a winning play buys nothing back: a piece bought back waits in its base),
      // so plays of different keys lead to different states and each state is listed once.
      if (!keys.add(key(p))) {
        continue;
      }
      List<Step> steps = List.of(p.steps);
      out.add(roll == null ? Move.withoutRoll(steps) : Move.of(roll, steps), () -> after.apply(p));
    }
    return out;
  }

  /**
   * A play's key: each colour's five cells, sorted (codes + 1, 7 bits each), then the captors whose
   * prisoners were bought back, in order (3 bits each).
   */
  private record Key(long y, long g, long r, long b, int bought) {}

  private static Key key(CandidatePlay p) {
    int[] loc = p.pos.loc;
    int bought = 0;
    int shift = 0;
    for (Step st : p.steps) {
      if (st.from().kind() == Location.Kind.PRISONER && st.to().kind() == Location.Kind.NEST) {
        bought |= (st.from().index() + 1) << shift;
        shift += 3;
      }
    }
    return new Key(five(loc, 0), five(loc, 5), five(loc, 10), five(loc, 15), bought);
  }

  /** The five codes from {@code loc[base]}, each + 1, sorted and packed 7 bits each. */
  private static long five(int[] loc, int base) {
    int a = loc[base] + 1;
    int b = loc[base + 1] + 1;
    int c = loc[base + 2] + 1;
    int d = loc[base + 3] + 1;
    int e = loc[base + 4] + 1;
    // a sorting network of nine compare-exchanges: (a,b) (d,e) (c,e) (c,d) (a,d) (a,c) (b,e)
    // (b,d) (b,c)
    int t = Math.min(a, b);
    b = Math.max(a, b);
    a = t;
    t = Math.min(d, e);
    e = Math.max(d, e);
    d = t;
    t = Math.min(c, e);
    e = Math.max(c, e);
    c = t;
    t = Math.min(c, d);
    d = Math.max(c, d);
    c = t;
    t = Math.min(a, d);
    d = Math.max(a, d);
    a = t;
    t = Math.min(a, c);
    c = Math.max(a, c);
    a = t;
    t = Math.min(b, e);
    e = Math.max(b, e);
    b = t;
    t = Math.min(b, d);
    d = Math.max(b, d);
    b = t;
    t = Math.min(b, c);
    c = Math.max(b, c);
    b = t;
    return a | (long) b << 7 | (long) c << 14 | (long) d << 21 | (long) e << 28;
  }

  private LegalMoves decisionResults(GameState s) {
    LegalMoves out = new LegalMoves();
    RussianTurnState ts = RussianTurnState.of(s);
    Colour me = s.toMove();
    if (!ts.givenSixes().isEmpty()) {
      // R5: the captor plays the given six: one piece 6 cells, or enter a piece.
      MoveGenerator gen =
          new MoveGenerator(ScratchPosition.of(s), me.ordinal(), new int[] {6}, true);
      return collect(gen.filter(penalty), p -> afterGrant(s, p), null);
    }
    if (ts.offerer().isDefined()) {
      // R6: the other player accepts (the exchange's steps) or declines (its keep step).
      Colour from = ts.offerer().get();
      Colour[] terms = Exchange.terms(s, from, me);
      out.add(
          Move.withoutRoll(Exchange.steps(from, me, terms)),
          () -> {
            ScratchPosition pos = ScratchPosition.of(s);
            Exchange.perform(pos, from, me, terms);
            GameState done = make(from, pos, s.doubles(), RussianTurnState.none());
            return Exchange.hasPartner(done, from)
                ? make(from, pos, s.doubles(), RussianTurnState.offerDone())
                : done;
          });
      out.add(
          keep(me),
          () -> make(from, ScratchPosition.of(s), s.doubles(), RussianTurnState.offerDone()));
      return out;
    }
    // R6: before rolling, the player to move may offer an exchange, or pass and roll.
    int held = Exchange.held(s); // read once for every partner's terms
    for (Colour q : Exchange.partners(held, s, me)) {
      out.add(
          Move.withoutRoll(Exchange.steps(me, q, Exchange.terms(held, me, q))),
          () -> make(q, ScratchPosition.of(s), s.doubles(), RussianTurnState.offer(me)));
    }
    out.add(
        keep(me), () -> make(me, ScratchPosition.of(s), s.doubles(), RussianTurnState.offerDone()));
    return out;
  }

  /**
   * R6 ruling: "keeps its prisoners" ({@code pY/pY}), the decision not to offer an exchange before
   * rolling, or to decline one; {@code pass} is kept for "nothing can be played".
   */
  static Move keep(Colour c) {
    Location held = Location.prisonerOf(c);
    return Move.withoutRoll(List.of(Step.of(held, held, false)));
  }

  // ------------------------------------------------------------------------------ results

  /**
   * A state the generator reached: made without checking it again (the generator keeps every rule),
   * except under assertions, as in the tests, which check every one.
   */
  private GameState make(
      Colour toMove, ScratchPosition pos, int doubles, RussianTurnState turnState) {
    return checked(
        Boards.access()
            .state(this, pos.pieces(), pos.mask, toMove, doubles, -1, turnState.fields()));
  }

  private GameState won(Colour winner, ScratchPosition pos) {
    return checked(
        Boards.access()
            .state(
                this,
                pos.pieces(),
                pos.mask,
                winner,
                0,
                winner.ordinal(),
                RussianTurnState.none().fields()));
  }

  private GameState checked(GameState s) {
    assert problems(s).isEmpty() : "generated an illegal position " + s + ": " + problems(s);
    return s;
  }

  private static Colour nextPlayer(GameState s, Colour c) {
    for (int k = 1; k < 4; k++) {
      Colour n = Colour.ofIndex((c.ordinal() + k) & 3); // play order is colour order, round
      if (s.plays(n)) {
        return n;
      }
    }
    return c;
  }

  /** The state after a rolled move: doubles roll again (R13), given sixes wait (R5), R15. */
  GameState afterRoll(GameState s, CandidatePlay play, Roll roll) {
    Colour me = s.toMove();
    if (play.pos.homeCount(me.ordinal()) == RussianBoard.PIECES) {
      return won(me, play.pos); // R15
    }
    Colour next = roll.isDoubles() ? me : nextPlayer(s, me);
    // R13: doubles roll again; after the third the count starts over.
    int doubles = roll.isDoubles() ? (s.doubles() >= 2 ? 0 : s.doubles() + 1) : 0;
    List<Colour> captors = List.empty();
    for (Step st : play.steps) {
      if (st.from().kind() == Location.Kind.PRISONER && st.to().kind() == Location.Kind.NEST) {
        captors = captors.append(Colour.ofIndex(st.from().index()));
      }
    }
    if (captors.isEmpty()) {
      return make(next, play.pos, doubles, RussianTurnState.none());
    }
    // R5: the captors play the given sixes first, in the order of buying back.
    return make(captors.head(), play.pos, doubles, RussianTurnState.grant(captors, next));
  }

  private GameState afterGrant(GameState s, CandidatePlay play) {
    Colour me = s.toMove();
    if (play.pos.homeCount(me.ordinal()) == RussianBoard.PIECES) {
      return won(me, play.pos); // R15
    }
    // R5: the next captor plays its given six, or resume rolls once they all are played.
    RussianTurnState ts = RussianTurnState.of(s);
    RussianTurnState next = ts.afterGivenSix();
    Colour toMove = next.givenSixes().headOption().getOrElse(ts.resume().get());
    return make(toMove, play.pos, s.doubles(), next);
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
}
