package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A variant's board: every cell a piece can stand in, each colour's way from its nest to home, the
 * shortcuts, and coordinates for drawing. Given by {@link RuleSet#geometry()}; a frontend draws the
 * board and places the pieces from it without a table of its own.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * BoardGeometry g = RuleSets.get("parchis").geometry();
 * for (Cell c : g.cells()) {
 *   drawCell(c.x(), c.y(), c.is(Cell.Kind.SAFE));
 * }
 * List<Location> way = g.path(Colour.RED);   // n, then 39, 40, ... then the home row and h
 * }</pre>
 */
public final class BoardGeometry {

  /**
   * A shortcut: a piece of {@link #colour()} (of any colour when none) that ends a movement on
   * {@link #from()} may go on to {@link #to()}.
   *
   * @param from where the shortcut starts
   * @param to where it leads
   * @param colour the only colour that may take it, or none when every colour may
   * @param rule the rule id that allows it
   */
  public record Shortcut(Location from, Location to, Option<Colour> colour, String rule) {

    /**
     * Checks the fields.
     *
     * @param from where it starts
     * @param to where it leads
     * @param colour the colour, or none
     * @param rule the rule id
     */
    public Shortcut {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(colour, "colour");
      Objects.requireNonNull(rule, "rule");
    }
  }

  private final String variant;
  private final List<Cell> cells;
  private final Map<Colour, List<Location>> paths;
  private final List<Shortcut> shortcuts;

  private BoardGeometry(
      String variant,
      List<Cell> cells,
      Map<Colour, List<Location>> paths,
      List<Shortcut> shortcuts) {
    this.variant = variant;
    this.cells = cells;
    this.paths = paths;
    this.shortcuts = shortcuts;
  }

  /**
   * A board, checked: every location of every path has a cell for its colour, and no two cells
   * share a location and a colour.
   *
   * @param variant the variant's id
   * @param cells every cell
   * @param paths each colour's way from {@code n} to {@code h}
   * @param shortcuts the shortcuts
   * @return the geometry
   * @throws IllegalArgumentException when a path's location has no cell, or a cell repeats
   */
  public static BoardGeometry of(
      String variant,
      List<Cell> cells,
      Map<Colour, List<Location>> paths,
      List<Shortcut> shortcuts) {
    BoardGeometry g = new BoardGeometry(variant, cells, paths, shortcuts);
    if (cells.map(c -> c.location().token() + c.colour()).distinct().size() != cells.size()) {
      throw new IllegalArgumentException(variant + ": two cells share a location and a colour");
    }
    for (var p : paths) {
      for (Location l : p._2) {
        if (g.cell(l, p._1).isEmpty()) {
          throw new IllegalArgumentException(
              variant + ": " + p._1 + "'s path passes " + l.token() + ", which has no cell");
        }
      }
    }
    return g;
  }

  /**
   * The variant's id.
   *
   * @return such as {@code russian}
   */
  public String variant() {
    return variant;
  }

  /**
   * Every cell: the track, the home rows, homes, nests and any special places.
   *
   * @return the cells
   */
  public List<Cell> cells() {
    return cells;
  }

  /**
   * The cell a piece of a colour standing at a location is drawn in.
   *
   * @param location the piece's location
   * @param colour the piece's colour
   * @return the colour's own cell for the token where it has one, otherwise the shared cell; none
   *     when the board has no such place
   */
  public Option<Cell> cell(Location location, Colour colour) {
    List<Cell> here = cells.filter(c -> c.location().equals(location));
    return here.find(c -> c.colour().contains(colour))
        .orElse(() -> here.size() == 1 ? here.headOption() : here.find(c -> c.colour().isEmpty()));
  }

  /**
   * A colour's way from its nest to home along the track, the nest first and home last.
   *
   * @param colour a colour
   * @return the locations in order
   */
  public List<Location> path(Colour colour) {
    return paths.get(colour).getOrElse(List.empty());
  }

  /**
   * Every colour's way, as {@link #path(Colour)} gives it.
   *
   * @return colour to path
   */
  public Map<Colour, List<Location>> paths() {
    return paths;
  }

  /**
   * The shortcuts off the colours' ways.
   *
   * @return the shortcuts; empty when the board has none
   */
  public List<Shortcut> shortcuts() {
    return shortcuts;
  }
}
