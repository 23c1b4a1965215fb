package io.github.parcheesi;

import io.vavr.collection.List;
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
 * <p>A cell that holds more than one piece (a nest, home, a blockade's square, the mirror) has a
 * {@link Slot} for each piece it can hold: the first piece standing there is drawn at the first
 * slot, the second at the second, and so on, so a frontend never spreads pieces by a rule of its
 * own. Where a variant fills a cell in an order (the Russian home fills from its innermost cell
 * outwards, R14), the slots follow that order.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Cell c = rules.geometry().cell(Location.track(5), Colour.YELLOW).get();
 * c.is(Cell.Kind.SAFE);   // true: American square 5 is yellow's exit, a safe square
 * draw(c.x() * width, c.y() * height);
 * Cell nest = rules.geometry().cell(Location.nest(), Colour.RED).get();
 * Cell.Slot third = nest.slots().get(2);   // where red's third piece in the nest is drawn
 * }</pre>
 *
 * @param location the token of a piece standing here
 * @param colour the colour the place belongs to, or none for a shared place
 * @param kinds what kind of place it is; a place may be several (a safe exit square)
 * @param x the horizontal coordinate, 0 (left) to 1 (right)
 * @param y the vertical coordinate, 0 (top) to 1 (bottom)
 * @param slots where each piece standing here is drawn, in the order pieces fill the cell: as many
 *     as the cell can hold
 */
public record Cell(
    Location location,
    Option<Colour> colour,
    Set<Kind> kinds,
    double x,
    double y,
    List<Slot> slots) {

  /**
   * Where one piece standing in a cell is drawn, in the same unit square as the cell.
   *
   * @param x the horizontal coordinate, 0 (left) to 1 (right)
   * @param y the vertical coordinate, 0 (top) to 1 (bottom)
   */
  public record Slot(double x, double y) {

    /**
     * Checks the coordinates.
     *
     * @param x 0 to 1
     * @param y 0 to 1
     */
    public Slot {
      if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
        throw new IllegalArgumentException(
            "a slot's coordinates are in the unit square, got " + x + ", " + y);
      }
    }

    /**
     * Slots in rows, centred on a point: the first row at the top, each row filled from the left,
     * {@code spacing} apart both ways, for a board's engine to lay out a cell that holds several
     * pieces.
     *
     * <pre>{@code
     * Slot.rows(0.5, 0.5, 4, 2, 0.05);   // a 2 x 2 square: (0.475, 0.475), (0.525, 0.475), ...
     * }</pre>
     *
     * @param x the centre's horizontal coordinate
     * @param y the centre's vertical coordinate
     * @param count how many slots, 1 or more
     * @param columns slots per row, 1 or more
     * @param spacing the distance between neighbouring slots
     * @return the slots, row by row
     * @throws IllegalArgumentException when a count is below 1 or a slot falls outside the unit
     *     square
     */
    public static List<Slot> rows(double x, double y, int count, int columns, double spacing) {
      if (count < 1 || columns < 1) {
        throw new IllegalArgumentException(
            "slots in rows need a count and columns of 1 or more, got " + count + ", " + columns);
      }
      int nRows = (count + columns - 1) / columns;
      List<Slot> out = List.empty();
      for (int i = 0; i < count; i++) {
        int row = i / columns;
        int inRow = row == nRows - 1 ? count - row * columns : columns;
        double dx = (i % columns - (inRow - 1) / 2.0) * spacing;
        double dy = (row - (nRows - 1) / 2.0) * spacing;
        out = out.append(new Slot(x + dx, y + dy));
      }
      return out;
    }
  }

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
   * @param slots at least one
   */
  public Cell {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(kinds, "kinds");
    Objects.requireNonNull(slots, "slots");
    if (slots.isEmpty()) {
      throw new IllegalArgumentException("a cell has at least one slot: " + location);
    }
    if (kinds.isEmpty()) {
      throw new IllegalArgumentException("a cell has at least one kind: " + location);
    }
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
      throw new IllegalArgumentException(
          "a cell's coordinates are in the unit square, got " + x + ", " + y + " for " + location);
    }
  }

  /**
   * A cell that holds one piece, drawn at the cell's own point.
   *
   * @param location the token
   * @param colour the owner, or none
   * @param kinds at least one kind
   * @param x 0 to 1
   * @param y 0 to 1
   */
  public Cell(Location location, Option<Colour> colour, Set<Kind> kinds, double x, double y) {
    this(location, colour, kinds, x, y, List.of(new Slot(clamp(x), clamp(y))));
  }

  /** A coordinate out of the unit square is refused by the canonical constructor, by name. */
  private static double clamp(double v) {
    return v >= 0 && v <= 1 ? v : 0;
  }

  /**
   * The same cell with its slots: where each piece standing in it is drawn.
   *
   * @param slots at least one, in the order pieces fill the cell
   * @return the cell
   */
  public Cell withSlots(List<Slot> slots) {
    return new Cell(location, colour, kinds, x, y, slots);
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
