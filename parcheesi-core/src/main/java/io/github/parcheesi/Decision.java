package io.github.parcheesi;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * What kind of decision a listed {@link Move} is, and the colours it concerns: the {@link #actor()}
 * who takes it and, where there is one, the {@link #other()} colour (whom an offer is made to,
 * whose offer is answered, to whom a six is given, whose piece is swapped with). A frontend labels
 * the choices of a decision from it, with no {@link RuleSet#explain} call; {@link Move#decision()}
 * gives it for every move an engine lists, and {@link RuleSet#decision(GameState, Move)} for a move
 * a caller made.
 *
 * <p>The kinds are the family's closed vocabulary, which every variant draws from, so that a
 * frontend can switch over them exhaustively; a new kind is added here, deliberately, and says so
 * in its Javadoc. Each kind's Javadoc names the {@link Event.Kind} its explanation holds.
 *
 * <p>Two decisions are equal when their kinds and colours are.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * for (Move m : rules.legalMoves(state)) {          // a Russian decision without a roll
 *   Decision d = m.decision().get();
 *   switch (d.kind()) {
 *     case OFFER: button("Offer " + d.other().get() + " an exchange", m); break;
 *     case KEEP: button("Keep my prisoners and roll", m); break;
 *     case ACCEPT: button("Accept", m); break;
 *     case DECLINE: button("Decline", m); break;
 *     default: button("Play " + m, m);
 *   }
 * }
 * }</pre>
 */
public final class Decision {

  /** What kind of decision a move is. */
  public enum Kind {
    /**
     * An ordinary play: pieces move with the roll's values (or a given six); its events hold {@link
     * Event.Kind#MOVE}s.
     */
    PLAY,
    /**
     * Nothing is played: no value of the roll can be (or a given six cannot be), or, under
     * American's {@code doublesAllOrNothing}, the four values of doubles cannot all be; the move's
     * steps are empty and its events give each value up ({@link Event.Kind#VALUE_GIVEN_UP}).
     */
    PASS,
    /**
     * The third doubles in a row is not played and the actor's piece closest to home goes back
     * (A13; in Parchís under the option {@code threeDoublesPenalty}); events {@link
     * Event.Kind#PENALTY} (none when no piece is out) and {@link Event.Kind#VALUE_GIVEN_UP}.
     */
    PENALTY,
    /**
     * The whole 1-1 roll swaps the actor's piece with {@link #other()}'s on a rest cell (Russian
     * R9); events {@link Event.Kind#SWAP}.
     */
    SWAP,
    /**
     * The third doubles takes one of the actor's pieces straight home (Russian R13); event {@link
     * Event.Kind#STRAIGHT_HOME}.
     */
    STRAIGHT_HOME,
    /**
     * A play that buys back a prisoner by handing a six to its captor, {@link #other()} (the first
     * captor when two prisoners are bought back); the other die may move a piece too (Russian R5);
     * events {@link Event.Kind#BUY_BACK} and {@link Event.Kind#GIVEN_SIX}.
     */
    GIVE,
    /**
     * The actor offers {@link #other()} an exchange of prisoners before rolling (Russian R6); event
     * {@link Event.Kind#OFFER}.
     */
    OFFER,
    /**
     * The actor accepts the exchange {@link #other()} offered (Russian R6); events {@link
     * Event.Kind#ACCEPT} and {@link Event.Kind#RELEASE}.
     */
    ACCEPT,
    /**
     * The actor declines the exchange {@link #other()} offered (Russian R6); event {@link
     * Event.Kind#REFUSE}.
     */
    DECLINE,
    /**
     * The actor keeps its prisoners: it offers no exchange, and rolls (Russian R6, ruling 10);
     * event {@link Event.Kind#KEEP}.
     */
    KEEP
  }

  // the decisions with no other colour, made once: listed moves hand them out without allocating
  private static final Decision[][] PLAIN = new Decision[Kind.values().length][4];

  static {
    for (Kind k : Kind.values()) {
      for (Colour c : Colour.values()) {
        PLAIN[k.ordinal()][c.ordinal()] = new Decision(k, c, null);
      }
    }
  }

  private final Kind kind;
  private final Colour actor;
  private final Colour other;

  private Decision(Kind kind, Colour actor, Colour other) {
    this.kind = kind;
    this.actor = actor;
    this.other = other;
  }

  /**
   * A decision that concerns no other colour.
   *
   * @param kind the kind
   * @param actor the colour that takes it
   * @return the decision
   */
  public static Decision of(Kind kind, Colour actor) {
    return PLAIN[Objects.requireNonNull(kind, "kind").ordinal()][
        Objects.requireNonNull(actor, "actor").ordinal()];
  }

  /**
   * A decision that concerns another colour.
   *
   * @param kind the kind
   * @param actor the colour that takes it
   * @param other the other colour: the partner of an offer, the offerer answered, the captor given
   *     a six, the owner of the piece swapped with
   * @return the decision
   */
  public static Decision of(Kind kind, Colour actor, Colour other) {
    return new Decision(
        Objects.requireNonNull(kind, "kind"),
        Objects.requireNonNull(actor, "actor"),
        Objects.requireNonNull(other, "other"));
  }

  /**
   * What kind of decision it is.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The colour that takes the decision: the player to move in the state the move is listed for.
   *
   * @return the colour
   */
  public Colour actor() {
    return actor;
  }

  /**
   * The other colour the decision concerns, for {@link Kind#OFFER}, {@link Kind#ACCEPT}, {@link
   * Kind#DECLINE}, {@link Kind#GIVE} and {@link Kind#SWAP}.
   *
   * @return the colour, or none
   */
  public Option<Colour> other() {
    return Option.of(other);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Decision)) {
      return false;
    }
    Decision d = (Decision) o;
    return kind == d.kind && actor == d.actor && other == d.other;
  }

  @Override
  public int hashCode() {
    return (kind.ordinal() * 4 + actor.ordinal()) * 5 + (other == null ? 4 : other.ordinal());
  }

  /** Returns such as {@code OFFER Y -> R} or {@code PLAY Y}, for logs and tests. */
  @Override
  public String toString() {
    String s = kind.name() + ' ' + actor.letter();
    return other == null ? s : s + " -> " + other.letter();
  }
}
