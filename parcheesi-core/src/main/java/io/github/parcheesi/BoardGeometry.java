package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A variant's board: every cell a piece can stand in, each colour's way from its nest to home, the
 * edges that join the board's places other than in the order of their numbers, and coordinates for
 * drawing. Given by {@link RuleSet#geometry()}; a frontend draws the board and places the pieces
 * from it without a table of its own.
 *
 * <p>A track's cells follow one another by number. The {@link #edges()} say what else joins two
 * places, each with its {@link Edge.Kind kind} and the rule that makes it: where the track closes
 * its cycle ({@link Edge.Kind#WRAP}), where each colour turns off the track towards home ({@link
 * Edge.Kind#HOME_ENTRY}), and every way off a colour's path that a variant opens ({@link
 * Edge.Kind#GO_ROUND}, {@link Edge.Kind#SHORTCUT}, {@link Edge.Kind#REST_SHIFT}, {@link
 * Edge.Kind#MIRROR_EXIT}).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * BoardGeometry g = RuleSets.get("parchis").geometry();
 * for (Cell c : g.cells()) {
 *   drawCell(c.x(), c.y(), c.is(Cell.Kind.SAFE));
 * }
 * List<Location> way = g.path(Colour.RED);   // n, then 39, 40, ... then the home row and h
 * for (BoardGeometry.Edge e : g.edges()) {
 *   drawEdge(e.from(), e.to(), e.kind());     // 68 -> 1 WRAP (B1), 34 -> r1 HOME_ENTRY (P6), ...
 * }
 * }</pre>
 */
public final class BoardGeometry {

  /**
   * An edge of the board: a piece of {@link #colour()} (of any colour when none) may move from
   * {@link #from()} to {@link #to()} in one step, as its {@link #kind()} and {@link #rule()} say.
   * The steps from one track cell to the next by number, from the nest onto the exit and along a
   * home row are not edges: the cells' numbers and the paths give them.
   *
   * <h2>Example</h2>
   *
   * <pre>{@code
   * // American Parcheesi: yellow's turn into its home row, and its way round again (A6)
   * new Edge(Location.track(68), Location.homeRow(1), Option.some(YELLOW), Edge.Kind.HOME_ENTRY, "A6");
   * new Edge(Location.track(68), Location.track(1), Option.some(YELLOW), Edge.Kind.GO_ROUND, "A6");
   * }</pre>
   *
   * @param from where the edge starts
   * @param to where it leads
   * @param colour the only colour that may take it, or none when every colour may
   * @param kind what the edge is
   * @param rule the id of the rule that makes it, in the variant's RULES.md
   */
  public record Edge(
      Location from, Location to, Option<Colour> colour, Edge.Kind kind, String rule) {

    /**
     * What an edge is. This is the family's closed set: a frontend may switch over it exhaustively,
     * and a kind a new board needs is added here, with its meaning in this Javadoc.
     */
    public enum Kind {
      /**
       * The track closing its cycle: from its highest numbered cell to cell 1 (68 to 1 on the
       * 68-square board, B1; 72 to 1 on the Russian board, RB2). Every colour whose path passes
       * there takes it; its colour is none.
       */
      WRAP,
      /**
       * A colour's turn off the track towards home: from its last track square into its home row
       * (68-square board, A6 or P6) or from its home entrance into home (Russian, RB4). It is a
       * step of the colour's path.
       */
      HOME_ENTRY,
      /**
       * A colour's way past its last track square, staying on the track to go round again instead
       * of turning home (American A6). It leaves the colour's path.
       */
      GO_ROUND,
      /**
       * A way across the board that skips cells of the track: the Russian mirror's straight
       * shortcut to an arrow cell and on to the next corner, and its diagonal (R10). It leaves the
       * colour's path.
       */
      SHORTCUT,
      /**
       * A free shift between a track cell and the rest cell beside it, one edge each way (Russian
       * R8). It leaves the colour's path.
       */
      REST_SHIFT,
      /**
       * The way out of the mirror: from the mirror to the colour's own arrow cell, and from there
       * to its base (Russian R12). It leaves the colour's path.
       */
      MIRROR_EXIT;

      /**
       * Whether an edge of this kind joins two consecutive places of the paths it lies on: true for
       * {@link #WRAP} and {@link #HOME_ENTRY}, false for the ways off a colour's path.
       *
       * @return true when the paths take such an edge
       */
      public boolean onPath() {
        return this == WRAP || this == HOME_ENTRY;
      }
    }

    /**
     * Checks the fields.
     *
     * @param from where it starts
     * @param to where it leads
     * @param colour the colour, or none
     * @param kind what it is
     * @param rule the rule id
     */
    public Edge {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(colour, "colour");
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(rule, "rule");
    }

    /**
     * The edge in words for messages.
     *
     * @return {@code from -> to}, the colour's letter when it has one, the kind and the rule, such
     *     as {@code 68 -> r1 (Y) HOME_ENTRY A6}
     */
    @Override
    public String toString() {
      return from.token()
          + " -> "
          + to.token()
          + colour.map(c -> " (" + c.letter() + ")").getOrElse("")
          + " "
          + kind
          + " "
          + rule;
    }
  }

  /**
   * A way off a colour's path: a piece of {@link #colour()} (of any colour when none) that ends a
   * movement on {@link #from()} may go on to {@link #to()}.
   *
   * @param from where the shortcut starts
   * @param to where it leads
   * @param colour the only colour that may take it, or none when every colour may
   * @param rule the rule id that allows it
   * @deprecated an {@link Edge} says what each way is: read {@link #edges()}, whose edges with a
   *     kind that is not {@link Edge.Kind#onPath()} are these.
   */
  @Deprecated
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
  private final List<Edge> edges;

  private BoardGeometry(
      String variant, List<Cell> cells, Map<Colour, List<Location>> paths, List<Edge> edges) {
    this.variant = variant;
    this.cells = cells;
    this.paths = paths;
    this.edges = edges;
  }

  /**
   * A board, checked: every location of every path, and both ends of every edge, have a cell for
   * the colour (for an edge of every colour, a cell of any colour), and no two cells share a
   * location and a colour.
   *
   * @param variant the variant's id
   * @param cells every cell
   * @param paths each colour's way from {@code n} to {@code h}
   * @param edges the edges, as {@link #edges()} gives them
   * @return the geometry
   * @throws IllegalArgumentException when a path's or an edge's location has no cell, or a cell
   *     repeats
   */
  public static BoardGeometry of(
      String variant, List<Cell> cells, Map<Colour, List<Location>> paths, List<Edge> edges) {
    BoardGeometry g = new BoardGeometry(variant, cells, paths, edges);
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
    for (Edge e : edges) {
      for (Location l : List.of(e.from(), e.to())) {
        boolean drawn =
            e.colour().isEmpty()
                ? cells.exists(c -> c.location().equals(l))
                : g.cell(l, e.colour().get()).isDefined();
        if (!drawn) {
          throw new IllegalArgumentException(
              variant + ": the edge " + e + " reaches " + l.token() + ", which has no cell");
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
   * The board's edges: every join of two places that the order of the track's numbers and the home
   * rows does not give, each with its kind and rule. Those whose kind is {@link Edge.Kind#onPath()}
   * are steps of the paths; the others are ways off a colour's path.
   *
   * @return the edges, in the order the variant lists them
   */
  public List<Edge> edges() {
    return edges;
  }

  /**
   * The ways off the colours' paths, as shortcuts.
   *
   * @return the edges whose kind is not {@link Edge.Kind#onPath()}, without their kinds; empty when
   *     the board has none
   * @deprecated read {@link #edges()}, which says what each way is; this keeps the edges off the
   *     paths only, in the same order.
   */
  @Deprecated
  public List<Shortcut> shortcuts() {
    return edges
        .filter(e -> !e.kind().onPath())
        .map(e -> new Shortcut(e.from(), e.to(), e.colour(), e.rule()));
  }
}
