package io.github.parcheesi.examples.draw;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Notation;
import io.vavr.collection.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Draws a position as an SVG picture of the rule set's {@link io.github.parcheesi.BoardGeometry},
 * laid on a grid: track squares with their numbers, safe squares marked with a ring, exits and home
 * rows in their colour, nests as large coloured areas (with the prisoners a colour holds in a row
 * below its own pieces), the homes around the centre as four coloured triangles, and each piece as
 * one {@code circle} element of class {@code piece} (two pieces on one square overlap and carry the
 * count {@code 2}).
 */
public final class SvgBoard {

  private static final int S = 36; // pixels per grid square
  private static final int M = 12; // margin
  private static final int CAPTION = 28;

  private final BoardGrid layout;
  private final StringBuilder sb = new StringBuilder();

  private SvgBoard(BoardGrid layout) {
    this.layout = layout;
  }

  /**
   * Draws a position.
   *
   * @param state the position
   * @return a standalone SVG document
   * @throws IllegalArgumentException when the variant gives no board geometry
   */
  public static String render(GameState state) {
    return new SvgBoard(BoardGrid.of(state.ruleSet())).draw(state);
  }

  private static String strong(Colour c) {
    switch (c) {
      case YELLOW:
        return "#e6b800";
      case GREEN:
        return "#2e9e44";
      case RED:
        return "#d2342b";
      default:
        return "#2f6fd1";
    }
  }

  private static String light(Colour c) {
    switch (c) {
      case YELLOW:
        return "#fff2b3";
      case GREEN:
        return "#cdeed4";
      case RED:
        return "#f7cdca";
      default:
        return "#cfe0f8";
    }
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  private String draw(GameState state) {
    int w = layout.size() * S + 2 * M;
    int h = layout.size() * S + 2 * M + CAPTION;
    sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    sb.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\">%n",
            w,
            h,
            w,
            h));
    sb.append("<title>").append(escape(Notation.format(state))).append("</title>\n");
    sb.append(
        String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#f4efe1\"/>%n", w, h));
    List<Colour> playing = state.colours();
    for (BoardGrid.Box cell : layout.boxes()) {
      cell(cell);
    }
    Map<BoardGrid.Box, java.util.List<Colour>> pieces = new LinkedHashMap<>();
    for (Colour c : playing) {
      java.util.Map<Location, Integer> seen = new java.util.HashMap<>();
      for (Location at : state.pieces(c)) {
        int nth = seen.merge(at, 1, Integer::sum) - 1;
        pieces.computeIfAbsent(layout.boxOf(c, at, nth), k -> new java.util.ArrayList<>()).add(c);
      }
    }
    for (Map.Entry<BoardGrid.Box, java.util.List<Colour>> e : pieces.entrySet()) {
      pieces(e.getKey(), e.getValue());
    }
    sb.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"%d\" font-size=\"14\" fill=\"#333\">%s</text>%n",
            M,
            h - 10,
            escape(Notation.format(state))));
    sb.append("</svg>\n");
    return sb.toString();
  }

  private double x(int col) {
    return M + col * S;
  }

  private double y(int row) {
    return M + row * S;
  }

  private void rect(double x, double y, double w, double h, String fill, String extra) {
    sb.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\""
                + " stroke=\"#555\" stroke-width=\"1\"%s/>%n",
            x,
            y,
            w,
            h,
            fill,
            extra));
  }

  private void cell(BoardGrid.Box cell) {
    double x = x(cell.col());
    double y = y(cell.row());
    double w = cell.width() * S;
    double h = cell.height() * S;
    String owner = cell.owner().map(SvgBoard::light).getOrElse("#ffffff");
    switch (cell.shape()) {
      case NEST:
        rect(x + 2, y + 2, w - 4, h - 4, owner, " rx=\"14\" class=\"nest\"");
        sb.append(
            String.format(
                Locale.ROOT,
                "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"%s\""
                    + " stroke-width=\"3\"/>%n",
                x + w / 2,
                y + h / 2,
                Math.min(w, h) * 0.33,
                strong(cell.owner().get())));
        break;
      case TRACK:
        rect(
            x,
            y,
            w,
            h,
            cell.exit() ? owner : cell.safe() ? "#e4e4e4" : "#ffffff",
            " class=\"square\"");
        if (cell.safe()) {
          sb.append(
              String.format(
                  Locale.ROOT,
                  "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"#888\""
                      + " stroke-width=\"1.5\"/>%n",
                  x + w / 2,
                  y + h / 2,
                  S * 0.4));
        }
        label(x + w / 2, y + h / 2 + 4, cell.label());
        break;
      case HOME_ROW:
        rect(x, y, w, h, owner, " class=\"home-row\"");
        break;
      case HOME:
        if (cell.label().isEmpty()) {
          homeTriangle(cell);
        } else {
          rect(x, y, w, h, owner, " class=\"home\"");
          label(x + w / 2, y + h / 2 + 4, cell.label());
        }
        break;
      case PRISON:
        break; // drawn by its prisoners only
      case REST:
        rect(x + 2, y + 2, w - 4, h - 4, "#d9d9d9", " rx=\"10\" class=\"rest\"");
        label(x + w / 2, y + h / 2 + 4, cell.label());
        break;
      case ARROW:
        rect(x, y, w, h, "#ececec", " class=\"arrow\"");
        label(x + w / 2, y + h / 2 + 4, cell.label());
        break;
      case MIRROR:
        rect(x, y, w, h, "#c8c8c8", " class=\"mirror\"");
        label(x + w / 2, y + h / 2 + 4, cell.label());
        break;
      default:
        rect(x, y, w, h, owner, "");
        label(x + w / 2, y + h / 2 + 4, cell.label());
        break;
    }
  }

  private void label(double x, double y, String text) {
    sb.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"middle\""
                + " fill=\"#666\">%s</text>%n",
            x,
            y,
            escape(text)));
  }

  /** The centre's triangle of a colour: from its home cell's outer edge to the centre point. */
  private void homeTriangle(BoardGrid.Box cell) {
    // The centre is the 3 x 3 block around the CENTRE cell; the home cell lies on one side of it.
    double cx = x(layout.size() / 2) + S / 2.0;
    double cy = y(layout.size() / 2) + S / 2.0;
    double hx = x(cell.col()) + S / 2.0;
    double hy = y(cell.row()) + S / 2.0;
    double dx = hx - cx;
    double dy = hy - cy;
    double half = 1.5 * S;
    double ax;
    double ay;
    double bx;
    double by;
    if (dx == 0) {
      double edge = cy + Math.signum(dy) * half;
      ax = cx - half;
      ay = edge;
      bx = cx + half;
      by = edge;
    } else {
      double edge = cx + Math.signum(dx) * half;
      ax = edge;
      ay = cy - half;
      bx = edge;
      by = cy + half;
    }
    sb.append(
        String.format(
            Locale.ROOT,
            "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"%s\" stroke=\"#555\""
                + " class=\"home\"/>%n",
            ax,
            ay,
            bx,
            by,
            cx,
            cy,
            strong(cell.owner().get())));
  }

  private void pieces(BoardGrid.Box cell, java.util.List<Colour> colours) {
    double x = x(cell.col());
    double y = y(cell.row());
    double w = cell.width() * S;
    double h = cell.height() * S;
    int n = colours.size();
    if (cell.shape() == BoardGrid.Shape.PRISON) {
      // R5: a row of small pieces, centred below the captor's own pieces
      double r = S * 0.22;
      double gap = 2 * r + 3;
      for (int i = 0; i < n; i++) {
        circle(x + w / 2 + (i - (n - 1) / 2.0) * gap, y + h / 2, r, colours.get(i), cell);
      }
      return;
    }
    boolean big = cell.width() > 1 || cell.height() > 1;
    if (!big && n == 2 && cell.shape() != BoardGrid.Shape.HOME) {
      // a stack of two: overlapping circles and the count
      circle(x + w / 2 - 5, y + h / 2 - 3, S * 0.3, colours.get(0), cell);
      circle(x + w / 2 + 5, y + h / 2 + 3, S * 0.3, colours.get(1), cell);
      sb.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%.1f\" y=\"%.1f\" font-size=\"13\" font-weight=\"bold\""
                  + " text-anchor=\"middle\" fill=\"#fff\" class=\"stack\">2</text>%n",
              x + w / 2 + 5,
              y + h / 2 + 8));
      return;
    }
    int cols = (int) Math.ceil(Math.sqrt(n));
    int rows = (int) Math.ceil(n / (double) cols);
    double cw = big ? Math.min(w, h) * 0.5 / cols : w / cols;
    double ch = big ? Math.min(w, h) * 0.5 / rows : h / rows;
    double r = Math.min(Math.min(cw, ch) * 0.4, S * 0.3);
    double ox = x + (w - cw * cols) / 2;
    double oy = y + (h - ch * rows) / 2;
    for (int i = 0; i < n; i++) {
      circle(ox + (i % cols + 0.5) * cw, oy + (i / cols + 0.5) * ch, r, colours.get(i), cell);
    }
  }

  private void circle(double cx, double cy, double r, Colour c, BoardGrid.Box cell) {
    sb.append(
        String.format(
            Locale.ROOT,
            "<circle class=\"piece\" data-colour=\"%c\" data-cell=\"%s\" cx=\"%.1f\" cy=\"%.1f\""
                + " r=\"%.1f\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"/>%n",
            c.letter(),
            escape(
                cell.shape().name().toLowerCase(Locale.ROOT)
                    + (cell.label().isEmpty() ? "" : " " + cell.label())),
            cx,
            cy,
            r,
            strong(c),
            cell.shape() == BoardGrid.Shape.HOME ? "#fff" : "#222"));
  }
}
