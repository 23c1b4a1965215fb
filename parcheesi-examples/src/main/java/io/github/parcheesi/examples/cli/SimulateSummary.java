package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Colour;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTables;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Stats;
import io.vavr.collection.List;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * What {@code simulate}'s games add up to beyond the arena's tally: wins by seat, who started, and
 * the games' lengths. Games are added in game order, on one thread.
 */
final class SimulateSummary {

  private final ArenaTally tally;
  private final List<Colour> colours;
  private final long[] seatWins;
  private final long[] starts;
  private final int[] lengths;
  private int added;

  /**
   * An empty summary.
   *
   * @param tally the arena's tally of the bots, one game a deal
   * @param colours the colours in play, in play order
   * @param games the games to come
   */
  SimulateSummary(ArenaTally tally, List<Colour> colours, int games) {
    this.tally = tally;
    this.colours = colours;
    this.seatWins = new long[colours.size()];
    this.starts = new long[colours.size()];
    this.lengths = new int[games];
  }

  /**
   * Adds the next game.
   *
   * @param played the game
   */
  void add(Arena.Played played) {
    tally.add(played);
    lengths[added++] = played.outcome().turns();
    starts[colours.indexOf(played.outcome().first())]++;
    for (Colour w : played.outcome().winner()) {
      seatWins[colours.indexOf(w)]++;
    }
  }

  /**
   * The games each colour started, as the summary's {@code who starts} line lists them.
   *
   * @return such as {@code Y 5, R 7}
   */
  String starts() {
    return List.range(0, colours.size())
        .map(k -> colours.get(k).letter() + " " + starts[k])
        .mkString(", ");
  }

  /**
   * Prints the tables: the bots' and their pairs' (for two bots or more), the seats', and the
   * games' length.
   *
   * @param o where to print
   */
  void print(PrintWriter o) {
    o.println();
    if (tally.bots().size() >= 2) {
      ArenaTables.print(o, tally, "games");
      o.println();
    }
    o.printf(Locale.ROOT, "%-14s %6s %6s %7s   %s%n", "seat", "wins", "games", "rate", "95% CI");
    for (int k = 0; k < colours.size(); k++) {
      Stats.Estimate ci = Stats.wilson(seatWins[k], added);
      o.printf(
          Locale.ROOT,
          "%-14s %6d %6d %6.1f%%   %.1f%% - %.1f%%%n",
          k + " " + colours.get(k).letter(),
          seatWins[k],
          added,
          100 * ci.value(),
          100 * ci.lower(),
          100 * ci.upper());
    }
    o.println();
    double[] length = meanAndSd(java.util.Arrays.copyOf(lengths, added));
    o.printf(
        Locale.ROOT,
        "length: mean %.1f turns, sd %.1f; unfinished games: %d%n",
        length[0],
        length[1],
        tally.unfinished());
  }

  /**
   * The mean and the sample standard deviation of some numbers.
   *
   * @param values the numbers
   * @return mean and standard deviation; 0 and 0 for no numbers, the deviation 0 for one
   */
  static double[] meanAndSd(int[] values) {
    int n = values.length;
    if (n == 0) {
      return new double[] {0, 0};
    }
    double sum = 0;
    for (int v : values) {
      sum += v;
    }
    double mean = sum / n;
    double sq = 0;
    for (int v : values) {
      sq += (v - mean) * (v - mean);
    }
    return new double[] {mean, n > 1 ? Math.sqrt(sq / (n - 1)) : 0};
  }
}
