package io.github.parcheesi.examples.draw;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.vavr.collection.List;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Draws a position in the terminal: the board of the rule set's {@link
 * io.github.parcheesi.BoardGeometry} laid on a grid in Unicode box drawing, each grid square four
 * characters wide and one line high, with ANSI colours when asked.
 *
 * <p>A track square shows its number, {@code [12]} when safe and {@code ( 5)} for an exit; a piece
 * shows as its colour letter ({@code Y}), two pieces as {@code YY} (a blockade), more as {@code
 * Y3}. Home-row squares show {@code ·} when empty; each nest shows its pieces and below them any
 * prisoners its colour holds, each home {@code Y:2} for two pieces home.
 */
public final class TextBoard {

  private static final int CW = 4;
  private static final String RESET = "\u001b[0m";

  private final BoardGrid layout;
  private final boolean colour;
  private final String[][] text;
  private final String[][] style;

  private TextBoard(BoardGrid layout, boolean colour) {
    this.layout = layout;
    this.colour = colour;
    this.text = new String[layout.size()][layout.size() * CW];
    this.style = new String[layout.size()][layout.size() * CW];
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
   * @throws IllegalArgumentException when the variant gives no board geometry
   */
  public static String render(GameState state, boolean colour) {
    return new TextBoard(BoardGrid.of(state.ruleSet()), colour).draw(state);
  }

  /**
   * Draws a position when its board is known, for commands that go on without a picture.
   *
   * @param state the position
   * @param colour whether to use ANSI colour codes
   * @return the board, or nothing when the variant gives no board geometry
   */
  public static String renderIfKnown(GameState state, boolean colour) {
    return BoardGrid.known(state.ruleSet()) ? render(state, colour) : "";
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
    Map<BoardGrid.Box, Map<Colour, Integer>> pieces = new LinkedHashMap<>();
    for (Colour c : playing) {
      java.util.Map<Location, Integer> seen = new java.util.HashMap<>();
      for (Location at : state.pieces(c)) {
        int nth = seen.merge(at, 1, Integer::sum) - 1;
        pieces
            .computeIfAbsent(layout.boxOf(c, at, nth), k -> new LinkedHashMap<>())
            .merge(c, 1, Integer::sum);
      }
    }
    boolean centreDrawn = false;
    for (BoardGrid.Box box : layout.boxes()) {
      Map<Colour, Integer> here = pieces.getOrDefault(box, Map.of());
      int middle = layout.size() / 2;
      centreDrawn |=
          box.row() <= middle
              && middle < box.row() + box.height()
              && box.col() <= middle
              && middle < box.col() + box.width();
      if (box.height() > 1 || box.width() > 1) {
        area(box, here, playing);
      } else if (box.shape() == BoardGrid.Shape.PRISON) {
        prisoners(box, here);
      } else {
        small(box, here, playing);
      }
    }
    if (!centreDrawn) {
      put(layout.size() / 2, layout.size() / 2 * CW, " ·· ", null);
    }
    StringBuilder sb = new StringBuilder();
    sb.append('┌').append("─".repeat(layout.size() * CW)).append("┐\n");
    for (int r = 0; r < layout.size(); r++) {
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
    sb.append('└').append("─".repeat(layout.size() * CW)).append("┘\n");
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

  private void small(BoardGrid.Box cell, Map<Colour, Integer> here, List<Colour> playing) {
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
      if (cell.shape() == BoardGrid.Shape.HOME && cell.label().isEmpty()) {
        put(cell.row(), x, centre(first.letter() + ":" + here.get(first), CW), code(first, true));
      } else {
        put(cell.row(), x, centre(letters.toString(), CW), code(first, true));
      }
      return;
    }
    switch (cell.shape()) {
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
      default:
        put(cell.row(), x, centre(cell.label().isEmpty() ? "·" : cell.label(), CW), tint);
        break;
    }
  }

  /** A captor's prisoners, one letter each, centred on its cell inside its nest (R5). */
  private void prisoners(BoardGrid.Box cell, Map<Colour, Integer> here) {
    if (here.isEmpty()) {
      return;
    }
    StringBuilder p = new StringBuilder("prisoners:");
    for (Map.Entry<Colour, Integer> e : here.entrySet()) {
      p.append((" " + e.getKey().letter()).repeat(e.getValue()));
    }
    int len = p.length();
    int x = Math.max(0, cell.col() * CW + CW / 2 - len / 2);
    put(cell.row(), x, p.toString(), cell.owner().map(c -> code(c, false)).getOrNull());
  }

  private void area(BoardGrid.Box cell, Map<Colour, Integer> here, List<Colour> playing) {
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
            cell.shape() == BoardGrid.Shape.NEST ? nameOf(owner) + " nest" : nameOf(owner), w - 2),
        tint);
    int count = here.getOrDefault(owner, 0);
    String piecesText = count == 0 ? "-" : (owner.letter() + " ").repeat(count).strip();
    put(mid, x + 1, centre(piecesText, w - 2), code(owner, true));
  }

  /**
   * The English name of a colour.
   *
   * @param c the colour
   * @return such as {@code yellow}
   */
  public static String nameOf(Colour c) {
    return c.name().toLowerCase(java.util.Locale.ROOT);
  }
}
