package io.github.parcheesi;

import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One place on a variant's board: the location token a piece there has, what kind of place it is,
 * the colour it belongs to (if any), and where to draw it, in a unit square with {@code (0, 0)} at
 * the top left and {@code (1, 1)} at the bottom right.
 *
 * <p>Tokens that every colour uses for its own place (the nest {@code n}, the home row {@code
 * r1}..., home {@code h}) are one cell per colour; a shared square is one cell with no colour.
 * {@link BoardGeometry#cell(Location, Colour)} finds the cell a piece of a colour is drawn in.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Cell c = rules.geometry().cell(Location.track(5), Colour.YELLOW).get();
 * c.is(Cell.Kind.SAFE);   // true: American square 5 is yellow's exit, a safe square
 * draw(c.x() * width, c.y() * height);
 * }</pre>
 *
 * @param location the token of a piece standing here
 * @param colour the colour the place belongs to, or none for a shared place
 * @param kinds what kind of place it is; a place may be several (a safe exit square)
 * @param x the horizontal coordinate, 0 (left) to 1 (right)
 * @param y the vertical coordinate, 0 (top) to 1 (bottom)
 */
public record Cell(Location location, Option<Colour> colour, Set<Kind> kinds, double x, double y) {

  /** What kind of place a cell is. */
  public enum Kind {
    /** A square of the track that every colour travels. */
    TRACK,
    /**
     * A track square where no piece can be captured by a piece moving along the track; on a safe
     * {@link #EXIT}, a piece entering from its nest still captures (American A4, Parchís P3).
     */
    SAFE,
    /** The square where the colour's pieces enter the track. */
    EXIT,
    /** The last track square of the colour's way, where it turns into its home row. */
    HOME_ENTRANCE,
    /** A square of the colour's home row, which only the colour's pieces enter. */
    HOME_ROW,
    /** Where the colour's pieces finish. */
    HOME,
    /** Where the colour's pieces wait to enter. */
    NEST,
    /** A rest cell (the Russian board). */
    REST,
    /** The mirror, the Russian board's centre, where penalised pieces go. */
    MIRROR,
    /** An arrow cell, the start of a shortcut (the Russian board). */
    ARROW,
    /** A corner of the track (the Russian board). */
    CORNER,
    /** A captor's base, where its prisoners are kept (the Russian board). */
    CAPTORS_BASE
  }

  /**
   * Checks the fields.
   *
   * @param location the token
   * @param colour the owner, or none
   * @param kinds at least one kind
   * @param x 0 to 1
   * @param y 0 to 1
   */
  public Cell {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(kinds, "kinds");
    if (kinds.isEmpty()) {
      throw new IllegalArgumentException("a cell has at least one kind: " + location);
    }
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
      throw new IllegalArgumentException(
          "a cell's coordinates are in the unit square, got " + x + ", " + y + " for " + location);
    }
  }

  /**
   * Whether the cell is of a kind.
   *
   * @param kind the kind
   * @return true when {@link #kinds()} holds it
   */
  public boolean is(Kind kind) {
    return kinds.contains(kind);
  }
}
