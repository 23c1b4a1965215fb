package io.github.parcheesi;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * For engines: the moves of one listing by an engine, the state they are played from and the roll,
 * shared by the moves; each move is a {@code long} code and an optional object of the engine's type
 * {@code X}, in the engine's own form, from which the move's steps and the state it leads to are
 * built when first asked for. Callers of the library never need it: they read moves through {@link
 * Move}. What an engine promises in return is in the package documentation ("For engines").
 *
 * <p>A move keeps its source, its code and its object, nothing else of the listing: an engine that
 * wants kept moves to cost about their own size gives each move only its own data.
 *
 * <p>An engine picks the form that fits it: the 68-square engine packs short moves whole in the
 * code ({@code X} an array of packed steps for the longer ones), the Russian engine keeps each play
 * it searched as the object and the kind of decision in the code. An engine that needs no object
 * uses {@code Void} and passes null.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * final class Listing extends MoveSource<Plan> {
 *   Listing(GameState origin, Roll roll) {
 *     super(origin, roll);
 *   }
 *
 *   public List<Step> steps(long code, Plan plan) {
 *     return plan.steps();
 *   }
 *
 *   public GameState result(long code, Plan plan) {
 *     return plan.play(origin());
 *   }
 * }
 * // in legalMoves: moves = moves.append(listing.move(0, plan));
 * }</pre>
 *
 * @param <X> the type of a move's object (its data beyond the code); {@code Void} when none
 */
public abstract class MoveSource<X> {

  private final GameState origin;
  private final Roll roll;

  /** The source of moves listed with their steps and result known. */
  private static final class Known extends MoveSource<Void> {
    // the decision: the one the engine named, or a play or a pass by the colour to move
    private final Decision decision;

    Known(GameState origin, Roll roll, Decision decision) {
      super(origin, roll);
      this.decision = decision;
    }

    @Override
    public Decision decision(long code, Void none) {
      return decision;
    }

    @Override
    public List<Step> steps(long code, Void none) {
      throw new IllegalStateException("a known move holds its steps");
    }

    @Override
    public GameState result(long code, Void none) {
      throw new IllegalStateException("a known move holds its result");
    }
  }

  /**
   * A source of moves.
   *
   * @param origin the state the moves are played from (null for moves not listed from a state)
   * @param roll the roll they are made with, or null for decisions without a roll
   */
  protected MoveSource(GameState origin, Roll roll) {
    this.origin = origin;
    this.roll = roll;
  }

  /**
   * The state the moves are played from.
   *
   * @return the state, or null for moves not listed from a state
   */
  public final GameState origin() {
    return origin;
  }

  /**
   * The roll of the moves.
   *
   * @return the roll, or null for decisions without a roll
   */
  public final Roll rollOrNull() {
    return roll;
  }

  /**
   * A move's steps, built from its code.
   *
   * @param code the move's code
   * @param extra the move's object, or null when the engine keeps none
   * @return the steps in the order played; empty for a pass
   */
  public abstract List<Step> steps(long code, X extra);

  /**
   * The state a move leads to, built from its code; called at most once a move.
   *
   * @param code the move's code
   * @param extra the move's object, or null when the engine keeps none
   * @return the next state
   */
  public abstract GameState result(long code, X extra);

  /**
   * Whether a move plays nothing; engines may answer without building the steps.
   *
   * @param code the move's code
   * @param extra the move's object, or null when the engine keeps none
   * @return true for a pass
   */
  public boolean isPass(long code, X extra) {
    return steps(code, extra).isEmpty();
  }

  /**
   * Whether a step of a move captures; engines may answer without building the steps.
   *
   * @param code the move's code
   * @param extra the move's object, or null when the engine keeps none
   * @return true when a step captures
   */
  public boolean captures(long code, X extra) {
    return steps(code, extra).exists(Step::capture);
  }

  /**
   * What kind of decision a move is ({@link Move#decision()}); called when a caller asks, off the
   * path of listing moves. The default is {@link Decision.Kind#PASS} by the colour to move when the
   * move plays nothing ({@link #isPass}), {@link Decision.Kind#PLAY} otherwise; an engine whose
   * moves include other kinds of decision overrides it, reading them from the move's code and
   * object (or from {@link #origin()}).
   *
   * @param code the move's code
   * @param extra the move's object, or null when the engine keeps none
   * @return the decision, its actor the colour to move in {@link #origin()}
   */
  public Decision decision(long code, X extra) {
    return Decision.of(
        isPass(code, extra) ? Decision.Kind.PASS : Decision.Kind.PLAY, origin.toMove());
  }

  /**
   * A move of this listing.
   *
   * @param code the move's code, in the engine's form
   * @param extra the move's object, or null when the engine keeps none
   * @return the move
   */
  public final Move move(long code, X extra) {
    return new Move(this, code, extra);
  }

  /**
   * A listed move whose steps and result the engine has at hand already.
   *
   * @param origin the state it is played from
   * @param roll its roll, or null for a decision without a roll
   * @param steps its steps
   * @param result the state it leads to
   * @return the move
   */
  public static Move known(GameState origin, Roll roll, List<Step> steps, GameState result) {
    Decision plain =
        origin == null
            ? null
            : Decision.of(
                steps.isEmpty() ? Decision.Kind.PASS : Decision.Kind.PLAY, origin.toMove());
    return new Move(new Known(origin, roll, plain), steps, result);
  }

  /**
   * A listed move whose steps and result the engine has at hand already, and which is a decision of
   * a kind of its own (not a plain play or pass).
   *
   * <p>For example:
   *
   * <pre>{@code
   * // A13: the third doubles sends the piece closest to home back
   * Move m = MoveSource.known(s, roll, steps, next, Decision.of(Decision.Kind.PENALTY, s.toMove()));
   * }</pre>
   *
   * @param origin the state it is played from
   * @param roll its roll, or null for a decision without a roll
   * @param steps its steps
   * @param result the state it leads to
   * @param decision what kind of decision it is ({@link Move#decision()})
   * @return the move
   */
  public static Move known(
      GameState origin, Roll roll, List<Step> steps, GameState result, Decision decision) {
    return new Move(
        new Known(origin, roll, Objects.requireNonNull(decision, "decision")), steps, result);
  }

  /**
   * The state a move leads to, when it was listed from this very state (by identity) by the state's
   * rule set: the way {@code apply} skips judging a move the engine listed itself. Any other move,
   * a move listed from another state or made by a caller, gives none and must be judged.
   *
   * @param state the state the move is applied to
   * @param move the move
   * @return the result, or null (apply's hot path allocates nothing)
   */
  public static GameState listedResult(GameState state, Move move) {
    return move.origin() == state ? move.result() : null;
  }
}
