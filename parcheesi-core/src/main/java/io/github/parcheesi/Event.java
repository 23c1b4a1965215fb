package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One thing that happens when a move is played: a piece moving, a capture, a decision, the turn
 * passing. {@link RuleSet#explain(GameState, Move)} gives a move's events in order; applied to the
 * position's {@link Placement}, the events that {@link #movement() move a piece} give exactly the
 * pieces of the move's result, so a frontend can animate a move event by event without knowing the
 * variant's rules.
 *
 * <p>Every event has a {@link #kind()} and an {@link #actor()} (the colour that acts: the mover, or
 * the player who answers an offer). The other fields are present where the kind has them: the
 * {@link #movement()} of one piece (the mover's or another colour's), what the movement {@link
 * #spent()}, the {@link #other()} colour concerned, and the {@link #rule()} that caused it. {@link
 * Words} says each event as a sentence.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Explanation e = rules.explain(state, move).get();
 * for (Event event : e.events()) {
 *   event.movement().forEach(m -> animate(m.colour(), m.from(), m.to()));
 *   System.out.println(Words.of(Locale.ENGLISH).describe(event));
 * }
 * }</pre>
 */
public final class Event {

  /** What kind of thing happens. */
  public enum Kind {
    /** The actor's piece moves, spending a value ({@link #spent()}). */
    MOVE,
    /**
     * Another colour's piece is captured: it goes to its nest, or to the captor's base as a
     * prisoner ({@link #movement()} says which).
     */
    CAPTURE,
    /** One of the two pieces of a swap moves (a swap is two such events). */
    SWAP,
    /** The actor offers {@link #other()} an exchange of prisoners. */
    OFFER,
    /** The actor accepts the exchange {@link #other()} offered. */
    ACCEPT,
    /** The actor refuses the exchange {@link #other()} offered. */
    REFUSE,
    /**
     * The actor keeps its prisoners: it could offer an exchange before rolling and offers none
     * (Russian R6; {@link Decision.Kind#KEEP}). Added with the typed decisions, so that keeping is
     * told by an event of its own and not only by the turn passing to the same colour.
     */
    KEEP,
    /**
     * A prisoner is given up in an exchange (one event for each prisoner): the actor gives it up to
     * {@link #other()}, and it goes back to its nest or, a prisoner of a third colour, to the
     * other's base as its prisoner ({@link #movement()} says which; Russian R6).
     */
    RELEASE,
    /** The actor buys back a prisoner: the piece goes back to its nest. */
    BUY_BACK,
    /** The actor grants {@link #other()} a six to play, the price of a buy-back. */
    GIVEN_SIX,
    /** A piece goes back as a penalty; {@link #rule()} says which, {@link #movement()} where to. */
    PENALTY,
    /** A piece goes straight home (a variant's reward for a third doubles). */
    STRAIGHT_HOME,
    /** A value of the roll is not played ({@link #spent()} says which). */
    VALUE_GIVEN_UP,
    /** The actor rolls again. */
    ROLL_AGAIN,
    /** The turn passes to {@link #other()}. */
    TURN_PASSES,
    /** The actor wins the game. */
    WIN
  }

  private final Kind kind;
  private final Colour actor;
  private final Movement movement;
  private final Spent spent;
  private final Colour other;
  private final String rule;

  private Event(
      Kind kind, Colour actor, Movement movement, Spent spent, Colour other, String rule) {
    this.kind = Objects.requireNonNull(kind, "kind");
    this.actor = Objects.requireNonNull(actor, "actor");
    this.movement = movement;
    this.spent = spent;
    this.other = other;
    this.rule = rule;
  }

  /**
   * An event with no movement, value, other colour or rule; add them with the {@code with} methods.
   *
   * @param kind the kind
   * @param actor the colour that acts
   * @return the event
   */
  public static Event of(Kind kind, Colour actor) {
    return new Event(kind, actor, null, null, null, null);
  }

  /**
   * The actor's piece moves, spending a value.
   *
   * @param actor the mover
   * @param from where the piece starts
   * @param to where it ends
   * @param spent what it used up
   * @return a {@link Kind#MOVE} event
   */
  public static Event move(Colour actor, Location from, Location to, Spent spent) {
    return new Event(Kind.MOVE, actor, Movement.of(actor, from, to), spent, null, null);
  }

  /**
   * Another colour's piece is captured.
   *
   * @param captor the colour that captures
   * @param victim the captured piece's colour
   * @param from where the captured piece stood
   * @param to where it goes: its nest, or the captor's base
   * @return a {@link Kind#CAPTURE} event
   */
  public static Event capture(Colour captor, Colour victim, Location from, Location to) {
    return new Event(Kind.CAPTURE, captor, Movement.of(victim, from, to), null, victim, null);
  }

  /**
   * The same event moving a piece.
   *
   * @param colour the piece's colour
   * @param from where it starts
   * @param to where it ends
   * @return the event
   */
  public Event withMovement(Colour colour, Location from, Location to) {
    return new Event(kind, actor, Movement.of(colour, from, to), spent, other, rule);
  }

  /**
   * The same event with what it spent.
   *
   * @param value the value
   * @return the event
   */
  public Event withSpent(Spent value) {
    return new Event(kind, actor, movement, Objects.requireNonNull(value, "spent"), other, rule);
  }

  /**
   * The same event concerning another colour.
   *
   * @param colour the colour
   * @return the event
   */
  public Event withOther(Colour colour) {
    return new Event(kind, actor, movement, spent, Objects.requireNonNull(colour, "other"), rule);
  }

  /**
   * The same event caused by a rule.
   *
   * @param ruleId the rule's id in the variant's rules, such as {@code A13}
   * @return the event
   * @throws IllegalArgumentException when the id is empty
   */
  public Event withRule(String ruleId) {
    if (Objects.requireNonNull(ruleId, "rule").isEmpty()) {
      throw new IllegalArgumentException("a rule id is not empty; leave the rule out instead");
    }
    return new Event(kind, actor, movement, spent, other, ruleId);
  }

  /**
   * What kind of thing happens.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The colour that acts: the mover, or the player who answers an offer.
   *
   * @return the colour
   */
  public Colour actor() {
    return actor;
  }

  /**
   * The piece that moves, when the event moves one.
   *
   * @return the movement, or none
   */
  public Option<Movement> movement() {
    return Option.of(movement);
  }

  /**
   * What the movement used up, or the value given up.
   *
   * @return the value, or none
   */
  public Option<Spent> spent() {
    return Option.of(spent);
  }

  /**
   * The other colour concerned: whose piece is captured, who is offered an exchange or granted a
   * six, who plays next.
   *
   * @return the colour, or none
   */
  public Option<Colour> other() {
    return Option.of(other);
  }

  /**
   * The id of the variant's rule that caused the event, such as {@code A13} for the American
   * three-doubles penalty.
   *
   * @return the id, or none where no single rule is worth naming
   */
  public Option<String> rule() {
    return Option.of(rule);
  }

  /**
   * The events that end a move: {@link Kind#WIN}, or {@link Kind#ROLL_AGAIN} when the same colour
   * acts next, or {@link Kind#TURN_PASSES} to the colour that acts next. Engines end their
   * explanations with these.
   *
   * @param before the state the move was played in
   * @param after the state after it
   * @param rollAgainRule the rule id to give a roll again, such as the variant's doubles rule
   * @return one event
   */
  public static List<Event> turnEnd(GameState before, GameState after, String rollAgainRule) {
    return turnEnd(before, after, Option.some(rollAgainRule));
  }

  /**
   * The events that end a move, naming no rule for a roll again; see {@link #turnEnd(GameState,
   * GameState, String)}.
   *
   * @param before the state the move was played in
   * @param after the state after it
   * @return one event
   */
  public static List<Event> turnEnd(GameState before, GameState after) {
    return turnEnd(before, after, Option.none());
  }

  private static List<Event> turnEnd(
      GameState before, GameState after, Option<String> rollAgainRule) {
    Colour mover = before.toMove();
    if (after.winner().isDefined()) {
      return List.of(of(Kind.WIN, after.winner().get()));
    }
    if (after.toMove() == mover) {
      Event again = of(Kind.ROLL_AGAIN, mover);
      return List.of(rollAgainRule.map(again::withRule).getOrElse(again));
    }
    return List.of(of(Kind.TURN_PASSES, mover).withOther(after.toMove()));
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Event)) {
      return false;
    }
    Event e = (Event) o;
    return kind == e.kind
        && actor == e.actor
        && Objects.equals(movement, e.movement)
        && Objects.equals(spent, e.spent)
        && other == e.other
        && Objects.equals(rule, e.rule);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind.ordinal(), actor.ordinal(), movement, spent, rule)
        + (other == null ? 0 : 31 * other.ordinal());
  }

  /** Returns such as {@code MOVE Y Y 20/23 (die 3)}, for logs and tests. */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder(kind.name()).append(' ').append(actor.letter());
    if (movement != null) {
      b.append(' ').append(movement);
    }
    if (spent != null) {
      b.append(" (").append(spent).append(')');
    }
    if (other != null) {
      b.append(" -> ").append(other.letter());
    }
    if (rule != null) {
      b.append(" [").append(rule).append(']');
    }
    return b.toString();
  }
}
