package io.github.parcheesi.bots;

import io.vavr.collection.List;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The tables of an arena's summary as text, as the command-line program's {@code arena} and {@code
 * simulate} and the Spark jobs print them: each bot's games, wins, win rate and 95% Wilson
 * interval, and for each pair of bots the first's score against the second with its Elo difference
 * and 95% interval.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * PrintWriter out = new PrintWriter(System.out, true);
 * ArenaTables.print(out, tally, "deals"); // tally: an ArenaTally the arena's games were added to
 * }</pre>
 */
public final class ArenaTables {

  private ArenaTables() {}

  /**
   * Prints an arena's whole summary: what was played (rules, bots, seats, seed, paired or not, the
   * games not finished), an empty line, then the tables of {@link #print}, over deals for a paired
   * arena and over games for an unpaired one.
   *
   * @param o where to print
   * @param arena the arena played
   * @param bots the bots as the user named them, one a seat
   * @param tally its games added up
   */
  public static void summary(PrintWriter o, Arena arena, List<String> bots, ArenaTally tally) {
    o.printf(
        Locale.ROOT,
        "arena: %s, bots %s in seats %s, seed %d%n",
        arena.rules().id(),
        bots.mkString(","),
        arena.seats().map(c -> String.valueOf(c.letter())).mkString(","),
        arena.seed());
    if (arena.paired()) {
      o.printf(
          Locale.ROOT,
          "paired: %d deals, each played in the %d arrangements of the bots: %d games%n",
          tally.deals(),
          arena.dealSize(),
          tally.games());
    } else {
      o.printf(Locale.ROOT, "unpaired: %d games, each with dice of its own%n", tally.games());
    }
    o.printf(Locale.ROOT, "unfinished games: %d%n%n", tally.unfinished());
    print(o, tally, arena.paired() ? "deals" : "games");
  }

  /**
   * Prints the bots' table, then, for two bots or more, an empty line and the pairs' table.
   *
   * @param o where to print
   * @param tally the games added up
   * @param unit what the Elo intervals are taken over: {@code deals} for paired games, {@code
   *     games} for unpaired ones
   */
  public static void print(PrintWriter o, ArenaTally tally, String unit) {
    bots(o, tally);
    pairs(o, tally, unit);
  }

  /**
   * The bots' table.
   *
   * @param o where to print
   * @param tally the games added up
   */
  private static void bots(PrintWriter o, ArenaTally tally) {
    List<String> distinct = tally.bots();
    int width = width(tally);
    o.printf(
        Locale.ROOT,
        "%-" + width + "s %7s %7s %7s   %s%n",
        "bot",
        "games",
        "wins",
        "rate",
        "95% CI");
    for (int i = 0; i < distinct.size(); i++) {
      long g = tally.gamesOf(i);
      long w = tally.winsOf(i);
      Stats.Estimate ci = Stats.wilson(w, g);
      o.printf(
          Locale.ROOT,
          "%-" + width + "s %7d %7d %6.1f%%   %.1f%% - %.1f%%%n",
          distinct.get(i),
          g,
          w,
          100 * ci.value(),
          100 * ci.lower(),
          100 * ci.upper());
    }
  }

  /**
   * The pairs' table, after an empty line; nothing for fewer than two bots.
   *
   * @param o where to print
   * @param tally the games added up
   * @param unit what the intervals are taken over, {@code deals} or {@code games}
   */
  private static void pairs(PrintWriter o, ArenaTally tally, String unit) {
    List<String> distinct = tally.bots();
    if (distinct.size() < 2) {
      return;
    }
    int width = 2 * width(tally) + 3;
    o.println();
    o.printf(
        Locale.ROOT,
        "%-" + width + "s %6s %8s   %s%n",
        "pair",
        "score",
        "elo",
        "95% CI (over " + unit + ")");
    for (int i = 0; i < distinct.size(); i++) {
      for (int j = i + 1; j < distinct.size(); j++) {
        Stats.Estimate elo = tally.elo(i, j);
        o.printf(
            Locale.ROOT,
            "%-" + width + "s %6.3f %8s   %s .. %s%n",
            distinct.get(i) + " - " + distinct.get(j),
            tally.score(i, j),
            elo(elo.value()),
            elo(elo.lower()),
            elo(elo.upper()));
      }
    }
  }

  private static int width(ArenaTally tally) {
    return Math.max(12, tally.bots().map(String::length).max().get());
  }

  /** An Elo difference with its sign and one decimal, or {@code -inf} and {@code +inf}. */
  private static String elo(double e) {
    if (Double.isInfinite(e)) {
      return e > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.1f", e);
  }
}
