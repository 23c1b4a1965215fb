package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Everything one player does with one roll (or one decision that needs no roll): an ordered list of
 * {@link Step}s, or a pass when the list is empty.
 *
 * <p>A move remembers the roll it was made for, so that {@link RuleSet#apply(GameState, Move)}
 * needs nothing else. Two moves are equal when they have the same roll and the same steps in the
 * same order. A move obtained from {@link RuleSet#legalMoves(GameState, Roll)} also remembers,
 * outside equality, the position it leads to, so applying it costs nothing more.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Move m = Notation.parseMove("n/5 5/8", Roll.of(5, 3));
 * m.steps().size();   // 2
 * m.toString();       // "n/5 5/8"
 * }</pre>
 */
public final class Move {

  // The moves of one listing (or, for moves made by a caller, the shared source of their roll):
  // the origin state and the roll.
  private final MoveSource<Object> source;
  // The move in its engine's form, from which steps and result are built when first asked for.
  private final long code;
  private final Object extra;
  // The steps, built from the code on first use for listed moves.
  private List<Step> steps;
  // Outside equality: the position the move leads to, for listed moves (built on first use).
  private GameState result;

  /** The source of the moves callers make: a roll (or none), no origin, steps given. */
  private static final class Made extends MoveSource<Object> {
    private static final Made NO_ROLL = new Made(null);
    private static final Made[] BY_ROLL = new Made[36];

    static {
      for (Roll r : Roll.outcomes()) {
        BY_ROLL[r.index()] = new Made(r);
      }
    }

    private Made(Roll roll) {
      super(null, roll);
    }

    static Made of(Roll roll) {
      return roll == null ? NO_ROLL : BY_ROLL[roll.index()];
    }

    @Override
    public List<Step> steps(long code, Object extra) {
      throw new IllegalStateException("a made move holds its steps");
    }

    @Override
    public GameState result(long code, Object extra) {
      return null;
    }
  }

  private Move(Roll roll, List<Step> steps) {
    this.source = Made.of(roll);
    this.code = 0;
    this.extra = null;
    this.steps = steps;
  }

  /** A move listed by an engine whose steps and result are known already. */
  Move(MoveSource<?> source, List<Step> steps, GameState result) {
    this.source = erased(source);
    this.code = 0;
    this.extra = null;
    this.steps = steps;
    this.result = result;
  }

  /** A move listed by an engine (see {@link MoveSource#move}). */
  <X> Move(MoveSource<X> source, long code, X extra) {
    this.source = erased(source);
    this.code = code;
    this.extra = extra;
  }

  /**
   * The source, to be called with this move's own object only: the constructors take an object of
   * the source's type, so the calls below pass each source the type it declared.
   */
  @SuppressWarnings("unchecked")
  private static MoveSource<Object> erased(MoveSource<?> source) {
    return (MoveSource<Object>) source;
  }

  /**
   * A move made with a roll.
   *
   * @param roll the roll
   * @param steps the steps in the order they are played; empty for a pass
   * @return the move
   */
  public static Move of(Roll roll, List<Step> steps) {
    return new Move(Objects.requireNonNull(roll, "roll"), Objects.requireNonNull(steps));
  }

  /**
   * A decision that needs no roll (see {@link Phase#DECIDE}).
   *
   * @param steps the steps; empty for a pass
   * @return the move
   */
  public static Move withoutRoll(List<Step> steps) {
    return new Move(null, Objects.requireNonNull(steps));
  }

  /**
   * The move that plays nothing.
   *
   * @param roll the roll that could not be played
   * @return the pass
   */
  public static Move pass(Roll roll) {
    return of(roll, List.empty());
  }

  /**
   * The roll the move was made with.
   *
   * @return the roll, or none for a decision without a roll
   */
  public Option<Roll> roll() {
    return Option.of(source.rollOrNull());
  }

  /**
   * The steps in the order they are played.
   *
   * @return the steps; empty for a pass
   */
  public List<Step> steps() {
    List<Step> s = steps;
    if (s == null) {
      s = source.steps(code, extra);
      steps = s;
    }
    return s;
  }

  /**
   * Whether nothing is played.
   *
   * @return true for {@code pass}
   */
  public boolean isPass() {
    List<Step> s = steps;
    return s != null ? s.isEmpty() : source.isPass(code, extra);
  }

  /**
   * Whether any step captures.
   *
   * @return true when a step captures
   */
  public boolean captures() {
    List<Step> s = steps;
    return s != null ? s.exists(Step::capture) : source.captures(code, extra);
  }

  /**
   * What kind of decision the move is, and the colours it concerns, as the engine that listed it
   * says: {@link Decision.Kind#PLAY} or {@link Decision.Kind#PASS} for ordinary moves, the
   * variant's other kinds (an offer, a buy-back, the third doubles' penalty, ...) where the engine
   * marks them. Known without an {@link RuleSet#explain} call, and made only when asked for.
   *
   * <p>A move a caller made ({@link #of}, {@link #withoutRoll}, {@link Notation#parseMove}) has no
   * decision of its own, since the same steps may be different decisions in different states (a
   * Russian {@code pY/pY} keeps the prisoners before rolling, or declines an offer): {@link
   * RuleSet#match} gives the listed move it spells, which has one, and {@link
   * RuleSet#decision(GameState, Move)} its decision.
   *
   * <p>For example:
   *
   * <pre>{@code
   * GameState s = Notation.parsePosition("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY");
   * for (Move m : rules.legalMoves(s)) {
   *   System.out.println(m + " " + m.decision().get());  // pY/n pR/n OFFER Y -> R, pY/pY KEEP Y
   * }
   * }</pre>
   *
   * @return the decision, for a move an engine listed through {@link MoveSource}; none for a move
   *     made with {@link #of} or {@link #withoutRoll}, even by an engine
   */
  public Option<Decision> decision() {
    return source.origin() == null ? Option.none() : Option.some(source.decision(code, extra));
  }

  /** The position this move leads to, for moves an engine listed; otherwise null. */
  GameState result() {
    GameState r = result;
    if (r == null && source.origin() != null) {
      r = source.result(code, extra);
      result = r;
    }
    return r;
  }

  /** The state the engine listed this move from; otherwise null. */
  GameState origin() {
    return source.origin();
  }

  /** Equal when the roll and the steps are equal. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Move)) {
      return false;
    }
    Move m = (Move) o;
    return Objects.equals(source.rollOrNull(), m.source.rollOrNull()) && steps().equals(m.steps());
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(source.rollOrNull()) * 31 + steps().hashCode();
  }

  /** Returns the move in notation: the steps separated by spaces, or {@code pass}. */
  @Override
  public String toString() {
    return isPass() ? "pass" : steps().mkString(" ");
  }
}
