package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.track68.TrackRuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * Where each cell of a board lies on a grid of squares: the one thing the terminal renderer ({@link
 * TextBoard}) and the picture renderer ({@link SvgBoard}) need to know about a board's shape. A
 * board with other cells (the Russian board's arrow cells, mirror, rest cells, prisons) is a second
 * implementation; the renderers draw cells by {@link CellKind} and need no change.
 */
interface BoardLayout {

  /** What a cell is, which decides how it is drawn. */
  enum CellKind {
    /** A track square, labelled with its number. */
    TRACK,
    /** A square of a colour's home row. */
    HOME_ROW,
    /** A colour's nest (base): a large area holding several pieces, and prisoners. */
    NEST,
    /** A colour's home: finished pieces. */
    HOME,
    /** The middle of the board, drawn but holding no piece. */
    CENTRE,
    /** A rest cell beside the track (Russian board). */
    REST,
    /** An arrow cell of the mirror (Russian board). */
    ARROW,
    /** The mirror cell (Russian board). */
    MIRROR
  }

  /**
   * One cell of the board: a rectangle of grid squares.
   *
   * @param kind what it is
   * @param row its top grid row, from 0
   * @param col its left grid column, from 0
   * @param height rows it spans, 1 or more
   * @param width columns it spans, 1 or more
   * @param owner the colour it belongs to (nest, home row, home, exit), if any
   * @param label its text: a square's number, a cell's token ({@code o1}), the number of a home
   *     cell on a board with several ({@code h5}), empty when it has none
   * @param safe whether a piece on it cannot be captured (B3, P3)
   * @param exit whether it is {@code owner}'s exit square
   */
  record Cell(
      CellKind kind,
      int row,
      int col,
      int height,
      int width,
      Option<Colour> owner,
      String label,
      boolean safe,
      boolean exit) {}

  /**
   * Grid rows of the board.
   *
   * @return the number of rows
   */
  int rows();

  /**
   * Grid columns of the board.
   *
   * @return the number of columns
   */
  int cols();

  /**
   * Every cell to draw.
   *
   * @param colours the colours in the game (nests and home rows of others are drawn empty)
   * @return the cells
   */
  List<Cell> cells(List<Colour> colours);

  /**
   * The cell where a piece stands.
   *
   * @param colour the piece's colour
   * @param at its location
   * @return the cell; for a prisoner, its captor's nest
   * @throws IllegalArgumentException when the board has no such location
   */
  Cell cellOf(Colour colour, Location at);

  /**
   * The cell where one of several pieces of a colour at one location stands, for boards where such
   * pieces stand on different cells (the Russian home cells).
   *
   * @param colour the pieces' colour
   * @param at their location
   * @param nth which of them, from 0
   * @return the cell; by default the same for all of them
   * @throws IllegalArgumentException when the board has no such location
   */
  default Cell cellOf(Colour colour, Location at, int nth) {
    return cellOf(colour, at);
  }

  /**
   * The layout of a rule set's board, if one is known.
   *
   * @param rules the rules
   * @return the 68-square cross for a {@link TrackRuleSet}, the Russian board for {@code russian},
   *     otherwise none
   */
  static Option<BoardLayout> find(RuleSet rules) {
    if (rules instanceof TrackRuleSet) {
      return Option.some(CrossLayout.of(((TrackRuleSet) rules).rules()));
    }
    if (rules.id().equals("russian")) {
      return Option.some(new RussianLayout());
    }
    return Option.none();
  }

  /**
   * The layout of a rule set's board.
   *
   * @param rules the rules
   * @return the layout
   * @throws UsageException when no layout is known for the variant's board
   */
  static BoardLayout of(RuleSet rules) {
    return find(rules)
        .getOrElseThrow(
            () -> new UsageException("no board drawing for variant '" + rules.id() + "' yet"));
  }
}
