package io.github.parcheesi.spark;

import io.github.parcheesi.bots.Stats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A rule study drawn as one self-contained page (XHTML with inline SVG, no script, no server): per
 * seat count, a table of the numbers, the first player's win rate per option set with its 95%
 * interval against a fair share, each seat's win rate, and each option set's distribution of game
 * lengths on a common scale. Every chart and table row carries its numbers as {@code data-}
 * attributes, for scripts and tests.
 */
final class StudyReport {

  /** The fill of each colour's bars, by colour letter. */
  private static final Map<Character, String> FILLS =
      Map.of('Y', "#d4a017", 'G', "#2e8b57", 'R', "#c0392b", 'B', "#2c6fbb");

  private static final int WIDTH = 640;
  private static final int LABEL = 220;
  private static final int BINS = 30;

  private final StringBuilder html = new StringBuilder();
  private final Map<Integer, String> seats;

  private StudyReport(Map<Integer, String> seats) {
    this.seats = seats;
  }

  /**
   * The page.
   *
   * @param title what was studied: variant, bots, games and seed
   * @param sets the option sets' names, in the file's order
   * @param players the seat counts, in the order asked
   * @param cells the results, keyed by {@link StudyResults#key}
   * @param seats the colour letters of the seats at each seat count, in play order ({@code YR} for
   *     two)
   * @return the page as text
   */
  static String html(
      String title,
      List<String> sets,
      List<Integer> players,
      Map<String, StudyCell> cells,
      Map<Integer, String> seats) {
    StudyReport r = new StudyReport(seats);
    r.html.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n");
    r.html.append("<head><meta charset=\"utf-8\"/><title>").append(text(title));
    r.html.append("</title>\n<style>body{font-family:sans-serif;max-width:60em;margin:1em auto}");
    r.html.append("table{border-collapse:collapse}td,th{padding:2px 8px;text-align:right}");
    r.html.append(
        "td:first-child,th:first-child{text-align:left}tr:nth-child(even){background:#f2f2f2}");
    r.html.append("svg{display:block;margin:0.5em 0}</style></head>\n<body>\n");
    r.html.append("<h1>").append(text(title)).append("</h1>\n");
    r.html.append(
        "<p>Each option set is played with the same seeds at each seat count. The first player's"
            + " win rate is shown with its 95% Wilson interval; the dashed line is a fair share,"
            + " one game in the number of players. Game length counts turns: one per roll, and"
            + " one per decision without a roll.</p>\n");
    for (int n : players) {
      List<StudyCell> row = new ArrayList<>();
      for (String s : sets) {
        row.add(cells.get(StudyResults.key(s, n)));
      }
      r.section(n, row);
    }
    r.html.append("</body>\n</html>\n");
    return r.html.toString();
  }

  private void section(int n, List<StudyCell> row) {
    html.append("<h2>").append(n).append(" players</h2>\n");
    table(n, row);
    html.append("<h3>First player's win rate</h3>\n");
    rates(n, row, "first", 1);
    html.append("<h3>Win rate by seat</h3>\n<p>Bars from the top, in play order: ");
    html.append(
        String.join(", ", seats.get(n).chars().mapToObj(c -> String.valueOf((char) c)).toList()));
    html.append(".</p>\n");
    rates(n, row, "seats", n);
    html.append("<h3>Game length</h3>\n");
    int lo = Integer.MAX_VALUE;
    int hi = 0;
    double top = 0;
    for (StudyCell c : row) {
      lo = Math.min(lo, c.lengths().firstKey());
      hi = Math.max(hi, c.lengths().lastKey());
    }
    int width = Math.max(1, (int) Math.ceil((hi - lo + 1) / (double) BINS));
    List<long[]> bins = new ArrayList<>();
    for (StudyCell c : row) {
      long[] b = new long[BINS];
      for (Map.Entry<Integer, Long> e : c.lengths().entrySet()) {
        b[Math.min(BINS - 1, (e.getKey() - lo) / width)] += e.getValue();
      }
      bins.add(b);
      for (long x : b) {
        top = Math.max(top, x / (double) c.games());
      }
    }
    for (int i = 0; i < row.size(); i++) {
      histogram(row.get(i), bins.get(i), lo, width, top);
    }
  }

  private void table(int n, List<StudyCell> row) {
    html.append("<table><tr><th>option set</th><th>games</th><th>first player wins</th>");
    html.append("<th>95% CI</th><th>advantage</th><th>mean turns</th><th>median</th>");
    html.append("<th>10%-90%</th></tr>\n");
    for (StudyCell c : row) {
      Stats.Estimate f = c.firstRate();
      html.append(
          String.format(
              Locale.ROOT,
              "<tr data-option-set=\"%s\" data-players=\"%d\" data-games=\"%d\""
                  + " data-finished=\"%d\" data-first-wins=\"%d\" data-mean-turns=\"%.3f\">"
                  + "<td>%s</td><td>%d</td><td>%.1f%%</td><td>%.1f%% - %.1f%%</td>"
                  + "<td>%+.1f pt</td><td>%.1f</td><td>%d</td><td>%d - %d</td></tr>%n",
              text(c.optionSet()),
              n,
              c.games(),
              c.finished(),
              c.firstWins(),
              c.meanTurns(),
              text(c.optionSet()),
              c.games(),
              100 * f.value(),
              100 * f.lower(),
              100 * f.upper(),
              100 * c.advantage(),
              c.meanTurns(),
              c.quantile(0.5),
              c.quantile(0.1),
              c.quantile(0.9)));
    }
    html.append("</table>\n");
  }

  /** Horizontal bars with interval whiskers on a 0-100% axis; one bar per option set and seat. */
  private void rates(int n, List<StudyCell> row, String kind, int bars) {
    int barHeight = 14;
    int group = bars * barHeight + 10;
    int height = row.size() * group + 30;
    double scale = (WIDTH - LABEL - 20) / 1.0;
    svgOpen(kind, n, null, height);
    for (int i = 0; i < row.size(); i++) {
      StudyCell c = row.get(i);
      int y0 = 5 + i * group;
      html.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n",
              LABEL - 6,
              y0 + group / 2,
              text(c.optionSet())));
      for (int b = 0; b < bars; b++) {
        Stats.Estimate e = kind.equals("first") ? c.firstRate() : c.seatRate(b);
        int y = y0 + b * barHeight;
        char letter = seats.get(n).charAt(b);
        String fill = kind.equals("first") ? "#4a6fa5" : FILLS.get(letter);
        html.append(
            String.format(
                Locale.ROOT,
                "<rect data-option-set=\"%s\" data-seat=\"%d\" data-rate=\"%.6f\""
                    + " data-lower=\"%.6f\" data-upper=\"%.6f\" x=\"%d\" y=\"%d\" width=\"%.1f\""
                    + " height=\"%d\" fill=\"%s\"><title>%s%s: %.1f%% (%.1f%% - %.1f%%)</title>"
                    + "</rect>%n",
                text(c.optionSet()),
                b,
                e.value(),
                e.lower(),
                e.upper(),
                LABEL,
                y,
                scale * e.value(),
                barHeight - 3,
                fill,
                text(c.optionSet()),
                kind.equals("first") ? "" : ", seat " + (b + 1) + " (" + letter + ")",
                100 * e.value(),
                100 * e.lower(),
                100 * e.upper()));
        double mid = y + (barHeight - 3) / 2.0;
        html.append(
            String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>%n",
                LABEL + scale * e.lower(),
                LABEL + scale * e.upper(),
                mid,
                mid));
      }
    }
    double fair = LABEL + scale / n;
    html.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"0\" y2=\"%d\" stroke=\"#888\""
                + " stroke-dasharray=\"4 3\"/>%n",
            fair,
            fair,
            height - 25));
    for (int p = 0; p <= 100; p += 25) {
      html.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d%%</text>%n",
              LABEL + scale * p / 100,
              height - 8,
              p));
    }
    html.append("</svg>\n");
  }

  private void histogram(StudyCell c, long[] bins, int lo, int width, double top) {
    int height = 120;
    int plot = height - 30;
    double barWidth = (WIDTH - LABEL - 20) / (double) BINS;
    svgOpen("length", c.players(), c.optionSet(), height);
    html.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n",
            LABEL - 6,
            plot / 2,
            text(c.optionSet())));
    for (int b = 0; b < BINS; b++) {
      double f = bins[b] / (double) c.games();
      double h = top == 0 ? 0 : plot * f / top;
      html.append(
          String.format(
              Locale.ROOT,
              "<rect data-from=\"%d\" data-games=\"%d\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\""
                  + " height=\"%.1f\" fill=\"#7a9cc6\"><title>%d-%d turns: %d games</title></rect>%n",
              lo + b * width,
              bins[b],
              LABEL + b * barWidth,
              5 + plot - h,
              barWidth - 1,
              h,
              lo + b * width,
              lo + (b + 1) * width - 1,
              bins[b]));
    }
    double meanX = LABEL + (c.meanTurns() - lo) / width * barWidth;
    html.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"5\" y2=\"%d\" stroke=\"#c0392b\"/>%n"
                + "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" y=\"%d\" text-anchor=\"end\">"
                + "%d turns (red: mean %.1f)</text>%n",
            meanX,
            meanX,
            5 + plot,
            LABEL,
            height - 8,
            lo,
            WIDTH - 20,
            height - 8,
            lo + BINS * width - 1,
            c.meanTurns()));
    html.append("</svg>\n");
  }

  private void svgOpen(String kind, int players, String optionSet, int height) {
    html.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" data-chart=\"%s\""
                + " data-players=\"%d\"%s width=\"%d\" height=\"%d\" font-size=\"12\">%n",
            kind,
            players,
            optionSet == null ? "" : " data-option-set=\"" + text(optionSet) + "\"",
            WIDTH,
            height));
  }

  /** Text and attribute values, escaped for XML. */
  private static String text(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
