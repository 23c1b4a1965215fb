package io.github.parcheesi;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * A move told as its events: the state it is played in, the move, its result, and the ordered
 * {@link Event}s between them, with the {@link Placement} of the pieces before and after each event
 * for animation. Made by {@link RuleSet#explain(GameState, Move)}, which checks that the events
 * lead exactly to the result.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Explanation e = rules.explain(state, move).get();
 * List<Placement> frames = e.placements();   // frames.head() is before, frames.last() the result's
 * e.events().filter(ev -> ev.kind() == Event.Kind.CAPTURE).size();   // pieces captured
 * }</pre>
 */
public final class Explanation {

  private final GameState before;
  private final Move move;
  private final GameState result;
  private final List<Event> events;
  private final List<Placement> placements;

  private Explanation(
      GameState before,
      Move move,
      GameState result,
      List<Event> events,
      List<Placement> placements) {
    this.before = before;
    this.move = move;
    this.result = result;
    this.events = events;
    this.placements = placements;
  }

  /**
   * An explanation, checked: the events' movements, applied in order to the pieces of {@code
   * before}, must give the pieces of {@code result}.
   *
   * @param before the state the move is played in
   * @param move the move as listed
   * @param result the state after it
   * @param events the events, in order
   * @return the explanation
   * @throws IllegalArgumentException when a movement moves a piece that is not there, or the events
   *     do not lead to the result's pieces
   */
  public static Explanation of(GameState before, Move move, GameState result, List<Event> events) {
    Objects.requireNonNull(move, "move");
    Placement p = Placement.of(before);
    List<Placement> frames = List.of(p);
    for (Event e : events) {
      p = p.after(e);
      frames = frames.append(p);
    }
    Placement want = Placement.of(result);
    if (!p.equals(want)) {
      throw new IllegalArgumentException(
          "the events of "
              + move
              + " lead to "
              + p
              + ", but the move's result has "
              + want
              + " (events: "
              + events.mkString("; ")
              + ")");
    }
    return new Explanation(before, move, result, events, frames);
  }

  /**
   * The state the move is played in.
   *
   * @return the state
   */
  public GameState before() {
    return before;
  }

  /**
   * The move, as {@code legalMoves} lists it.
   *
   * @return the move
   */
  public Move move() {
    return move;
  }

  /**
   * The state after the move.
   *
   * @return the result
   */
  public GameState result() {
    return result;
  }

  /**
   * What happens, in order.
   *
   * @return the events
   */
  public List<Event> events() {
    return events;
  }

  /**
   * The pieces before the first event and after each event: one more than there are events.
   *
   * @return the placements, the first of {@link #before()}, the last of {@link #result()}
   */
  public List<Placement> placements() {
    return placements;
  }

  /**
   * The pieces after one event.
   *
   * @param index the event's index in {@link #events()}
   * @return the placement
   * @throws IndexOutOfBoundsException when there is no such event
   */
  public Placement placementAfter(int index) {
    if (index < 0 || index >= events.size()) {
      throw new IndexOutOfBoundsException(
          "event " + index + " of " + events.size() + " in " + move);
    }
    return placements.get(index + 1);
  }

  @Override
  public String toString() {
    return move + ": " + events.mkString("; ");
  }
}
