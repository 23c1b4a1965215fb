package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.vavr.collection.List;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Draws a position in the terminal: the board of a {@link BoardLayout} in Unicode box drawing, each
 * grid square four characters wide and one line high, with ANSI colours when asked.
 *
 * <p>A track square shows its number, {@code [12]} when safe and {@code ( 5)} for an exit; a piece
 * shows as its colour letter ({@code Y}), two pieces as {@code YY} (a blockade), more as {@code
 * Y3}. Home-row squares show {@code ·} when empty; each nest shows its pieces and any prisoners,
 * each home {@code Y:2} for two pieces home.
 */
final class TextBoard {

  private static final int CW = 4;
  private static final String RESET = "\u001b[0m";

  private final BoardLayout layout;
  private final boolean colour;
  private final String[][] text;
  private final String[][] style;

  private TextBoard(BoardLayout layout, boolean colour) {
    this.layout = layout;
    this.colour = colour;
    this.text = new String[layout.rows()][layout.cols() * CW];
    this.style = new String[layout.rows()][layout.cols() * CW];
    for (String[] row : text) {
      java.util.Arrays.fill(row, " ");
    }
  }

  /**
   * Draws a position.
   *
   * @param state the position
   * @param colour whether to use ANSI colour codes
   * @return the board, lines ended by newlines, then a line with the position in notation
   */
  static String render(GameState state, boolean colour) {
    return render(state, BoardLayout.of(state.ruleSet()), colour);
  }

  /**
   * Draws a position when its board is known, for commands that go on without a picture.
   *
   * @param state the position
   * @param colour whether to use ANSI colour codes
   * @return the board, or nothing when no layout is known for the variant
   */
  static String renderIfKnown(GameState state, boolean colour) {
    return BoardLayout.find(state.ruleSet()).map(l -> render(state, l, colour)).getOrElse("");
  }

  /**
   * Draws a position on a given board layout.
   *
   * @param state the position
   * @param layout the board
   * @param colour whether to use ANSI colour codes
   * @return the board, lines ended by newlines
   */
  static String render(GameState state, BoardLayout layout, boolean colour) {
    return new TextBoard(layout, colour).draw(state);
  }

  private static String code(Colour c, boolean bold) {
    int fg;
    switch (c) {
      case YELLOW:
        fg = 33;
        break;
      case GREEN:
        fg = 32;
        break;
      case RED:
        fg = 31;
        break;
      default:
        fg = 34;
        break;
    }
    return "\u001b[" + (bold ? "1;" : "") + fg + "m";
  }

  private String draw(GameState state) {
    List<Colour> playing = state.colours();
    Map<BoardLayout.Cell, Map<Colour, Integer>> pieces = new LinkedHashMap<>();
    for (Colour c : playing) {
      java.util.Map<Location, Integer> seen = new java.util.HashMap<>();
      for (Location at : state.pieces(c)) {
        int nth = seen.merge(at, 1, Integer::sum) - 1;
        pieces
            .computeIfAbsent(layout.cellOf(c, at, nth), k -> new LinkedHashMap<>())
            .merge(c, 1, Integer::sum);
      }
    }
    Map<BoardLayout.Cell, java.util.List<Colour>> prisoners = new LinkedHashMap<>();
    for (Colour c : playing) {
      for (Location at : state.pieces(c)) {
        if (at.kind() == Location.Kind.PRISONER) {
          prisoners.computeIfAbsent(layout.cellOf(c, at), k -> new java.util.ArrayList<>()).add(c);
        }
      }
    }
    for (BoardLayout.Cell cell : layout.cells(playing)) {
      Map<Colour, Integer> here = pieces.getOrDefault(cell, Map.of());
      if (cell.height() > 1 || cell.width() > 1) {
        area(cell, here, prisoners.getOrDefault(cell, java.util.List.of()), playing);
      } else {
        small(cell, here, playing);
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append('┌').append("─".repeat(layout.cols() * CW)).append("┐\n");
    for (int r = 0; r < layout.rows(); r++) {
      sb.append('│');
      String current = null;
      for (int x = 0; x < text[r].length; x++) {
        String s = colour ? style[r][x] : null;
        if (colour && !java.util.Objects.equals(s, current)) {
          sb.append(RESET);
          if (s != null) {
            sb.append(s);
          }
          current = s;
        }
        sb.append(text[r][x]);
      }
      if (colour && current != null) {
        sb.append(RESET);
      }
      sb.append("│\n");
    }
    sb.append('└').append("─".repeat(layout.cols() * CW)).append("┘\n");
    return sb.toString();
  }

  private void put(int row, int x, String s, String st) {
    int i = 0;
    for (int k = 0; k < s.length(); ) {
      int cp = s.codePointAt(k);
      if (x + i < text[row].length) {
        text[row][x + i] = new String(Character.toChars(cp));
        style[row][x + i] = st;
      }
      i++;
      k += Character.charCount(cp);
    }
  }

  private static String centre(String s, int width) {
    int len = s.codePointCount(0, s.length());
    if (len >= width) {
      return s;
    }
    int left = (width - len) / 2;
    return " ".repeat(left) + s + " ".repeat(width - len - left);
  }

  private void small(BoardLayout.Cell cell, Map<Colour, Integer> here, List<Colour> playing) {
    int x = cell.col() * CW;
    String tint = cell.owner().map(c -> code(c, false)).getOrNull();
    if (!here.isEmpty()) {
      StringBuilder letters = new StringBuilder();
      Colour first = here.keySet().iterator().next();
      for (Map.Entry<Colour, Integer> e : here.entrySet()) {
        int n = e.getValue();
        letters.append(
            n <= 2 ? String.valueOf(e.getKey().letter()).repeat(n) : e.getKey().letter() + "" + n);
      }
      if (cell.kind() == BoardLayout.CellKind.HOME && cell.label().isEmpty()) {
        put(cell.row(), x, centre(first.letter() + ":" + here.get(first), CW), code(first, true));
      } else {
        put(cell.row(), x, centre(letters.toString(), CW), code(first, true));
      }
      return;
    }
    switch (cell.kind()) {
      case TRACK:
        String n = String.format("%2s", cell.label());
        String t = cell.exit() ? "(" + n + ")" : cell.safe() ? "[" + n + "]" : " " + n + " ";
        put(cell.row(), x, t, cell.exit() ? tint : null);
        break;
      case HOME_ROW:
        put(cell.row(), x, " ·  ", tint);
        break;
      case HOME:
        if (!cell.label().isEmpty()) {
          put(cell.row(), x, " ·  ", tint);
        } else if (cell.owner().isDefined() && playing.contains(cell.owner().get())) {
          put(cell.row(), x, centre(cell.owner().get().letter() + ":0", CW), tint);
        }
        break;
      case CENTRE:
        put(cell.row(), x, " ·· ", null);
        break;
      default:
        put(cell.row(), x, centre(cell.label().isEmpty() ? "·" : cell.label(), CW), tint);
        break;
    }
  }

  private void area(
      BoardLayout.Cell cell,
      Map<Colour, Integer> here,
      java.util.List<Colour> prisoners,
      List<Colour> playing) {
    int x = cell.col() * CW;
    int w = cell.width() * CW;
    int top = cell.row();
    int bottom = cell.row() + cell.height() - 1;
    String tint = cell.owner().map(c -> code(c, false)).getOrNull();
    put(top, x, "╭" + "─".repeat(w - 2) + "╮", tint);
    put(bottom, x, "╰" + "─".repeat(w - 2) + "╯", tint);
    for (int r = top + 1; r < bottom; r++) {
      put(r, x, "│", tint);
      put(r, x + w - 1, "│", tint);
    }
    if (cell.owner().isEmpty() || !playing.contains(cell.owner().get())) {
      return;
    }
    Colour owner = cell.owner().get();
    int mid = top + cell.height() / 2;
    put(
        mid - 1,
        x + 1,
        centre(
            cell.kind() == BoardLayout.CellKind.NEST ? nameOf(owner) + " nest" : nameOf(owner),
            w - 2),
        tint);
    int count = here.getOrDefault(owner, 0);
    String piecesText = count == 0 ? "-" : (owner.letter() + " ").repeat(count).strip();
    put(mid, x + 1, centre(piecesText, w - 2), code(owner, true));
    if (!prisoners.isEmpty()) {
      StringBuilder p = new StringBuilder("prisoners:");
      for (Colour c : prisoners) {
        p.append(' ').append(c.letter());
      }
      put(mid + 1, x + 1, centre(p.toString(), w - 2), tint);
    }
  }

  /**
   * The English name of a colour.
   *
   * @param c the colour
   * @return such as {@code yellow}
   */
  static String nameOf(Colour c) {
    return c.name().toLowerCase(java.util.Locale.ROOT);
  }
}
