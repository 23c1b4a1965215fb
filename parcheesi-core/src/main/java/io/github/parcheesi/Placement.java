package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;
import java.util.Objects;

/**
 * Where every piece stands, and nothing else: the picture a frontend draws between the events of a
 * move. Unlike a {@link GameState} it knows no turn and no rules, so it can hold the moments inside
 * a move that are not positions of their own.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Placement p = Placement.of(state);
 * for (Event e : rules.explain(state, move).get().events()) {
 *   p = p.after(e);            // one piece moved, if the event moves one
 *   draw(p);
 * }
 * p.equals(Placement.of(result));   // true
 * }</pre>
 */
public final class Placement {

  private final SortedMap<Colour, List<Location>> pieces;

  private Placement(SortedMap<Colour, List<Location>> pieces) {
    this.pieces = pieces;
  }

  /**
   * The pieces of a state.
   *
   * @param state the state
   * @return where each of its colours' pieces stands
   */
  public static Placement of(GameState state) {
    SortedMap<Colour, List<Location>> m = TreeMap.empty();
    for (Colour c : state.colours()) {
      m = m.put(c, state.pieces(c));
    }
    return new Placement(m);
  }

  /**
   * The colours on the board, in play order.
   *
   * @return the colours
   */
  public List<Colour> colours() {
    return pieces.keySet().toList();
  }

  /**
   * Where a colour's pieces stand, sorted as notation lists them.
   *
   * @param colour a colour on the board
   * @return one location per piece
   * @throws IllegalArgumentException when the colour is not on the board
   */
  public List<Location> pieces(Colour colour) {
    return pieces
        .get(colour)
        .getOrElseThrow(() -> new IllegalArgumentException(colour + " is not on the board"));
  }

  /**
   * The placement after one movement.
   *
   * @param m the movement
   * @return one piece of its colour moved from its {@code from} to its {@code to}
   * @throws IllegalArgumentException when no piece of the colour stands on {@code from}
   */
  public Placement after(Movement m) {
    List<Location> own = pieces(m.colour());
    if (!own.contains(m.from())) {
      throw new IllegalArgumentException(
          "no " + m.colour() + " piece stands on " + m.from().token() + " for " + m);
    }
    return new Placement(pieces.put(m.colour(), own.remove(m.from()).append(m.to()).sorted()));
  }

  /**
   * The placement after an event: moved as the event's movement says, or the same when it moves no
   * piece.
   *
   * @param e the event
   * @return the placement after it
   * @throws IllegalArgumentException when the event moves a piece that is not where it says
   */
  public Placement after(Event e) {
    return e.movement().isDefined() ? after(e.movement().get()) : this;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Placement && pieces.equals(((Placement) o).pieces);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(pieces);
  }

  /** Returns the seat fields as notation prints them, such as {@code Y:n,5 R:n,n}. */
  @Override
  public String toString() {
    return pieces
        .map(t -> t._1.letter() + ":" + t._2.map(Location::token).mkString(","))
        .mkString(" ");
  }
}
