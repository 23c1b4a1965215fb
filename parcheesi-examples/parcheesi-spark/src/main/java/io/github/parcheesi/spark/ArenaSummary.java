package io.github.parcheesi.spark;

import io.github.parcheesi.Colour;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Stats;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Locale;
import org.apache.spark.sql.Row;

/**
 * The arena's summary of a Spark job's games, as the single-machine arena prints it: each bot's
 * games, wins, win rate and 95% Wilson interval, and for each pair of bots the first's score
 * against the second with its Elo difference and 95% interval over deals. The games are added up by
 * the arena's own {@link ArenaTally}, in game order, on the driver.
 */
final class ArenaSummary {

  private ArenaSummary() {}

  /**
   * Adds up an arena's games, deal by deal in game order, from each game's winner.
   *
   * @param arena the arena, which seats the bots of each game
   * @param bots the bots, each once
   * @param winners each game's number and the letter of its winner (null when it did not end), in
   *     any order
   * @return the tally
   */
  static ArenaTally tally(Arena arena, List<String> bots, java.util.List<Row> winners) {
    Option<Colour>[] winner = winnersByGame(arena.games(), winners);
    ArenaTally tally = new ArenaTally(bots, arena.dealSize());
    java.util.List<ArenaTally.Game> deal = new ArrayList<>();
    for (int g = 0; g < arena.games(); g++) {
      deal.add(new ArenaTally.Game(arena.seatsOf(g), winner[g]));
      if (deal.size() == arena.dealSize()) {
        tally.addDeal(deal);
        deal.clear();
      }
    }
    return tally;
  }

  @SuppressWarnings("unchecked")
  private static Option<Colour>[] winnersByGame(int games, java.util.List<Row> winners) {
    Option<Colour>[] out = new Option[games];
    for (Row r : winners) {
      String letter = r.getString(1);
      out[r.getInt(0)] =
          letter == null ? Option.none() : Colour.ofLetter(letter.charAt(0)).toOption();
    }
    for (int g = 0; g < games; g++) {
      if (out[g] == null) {
        throw new IllegalStateException("game " + g + " is missing from the job's results");
      }
    }
    return out;
  }

  /**
   * Prints the bots' table and, for two bots or more, the pairs' table.
   *
   * @param o where to print
   * @param tally the games added up
   * @param unit what the intervals are taken over, {@code deals} or {@code games}
   */
  static void print(PrintWriter o, ArenaTally tally, String unit) {
    List<String> distinct = tally.bots();
    int width = Math.max(12, distinct.map(String::length).max().get());
    o.printf(
        Locale.ROOT,
        "%-" + width + "s %7s %7s %7s   %s%n",
        "bot",
        "games",
        "wins",
        "rate",
        "95% CI");
    for (int i = 0; i < distinct.size(); i++) {
      Stats.Estimate ci = Stats.wilson(tally.winsOf(i), tally.gamesOf(i));
      o.printf(
          Locale.ROOT,
          "%-" + width + "s %7d %7d %6.1f%%   %.1f%% - %.1f%%%n",
          distinct.get(i),
          tally.gamesOf(i),
          tally.winsOf(i),
          100 * ci.value(),
          100 * ci.lower(),
          100 * ci.upper());
    }
    if (distinct.size() < 2) {
      return;
    }
    int pairWidth = 2 * width + 3;
    o.println();
    o.printf(
        Locale.ROOT,
        "%-" + pairWidth + "s %6s %8s   %s%n",
        "pair",
        "score",
        "elo",
        "95% CI (over " + unit + ")");
    for (int i = 0; i < distinct.size(); i++) {
      for (int j = i + 1; j < distinct.size(); j++) {
        Stats.Estimate elo = tally.elo(i, j);
        o.printf(
            Locale.ROOT,
            "%-" + pairWidth + "s %6.3f %8s   %s .. %s%n",
            distinct.get(i) + " - " + distinct.get(j),
            tally.score(i, j),
            elo(elo.value()),
            elo(elo.lower()),
            elo(elo.upper()));
      }
    }
  }

  /** An Elo difference with its sign and one decimal, or {@code -inf} and {@code +inf}. */
  private static String elo(double e) {
    if (Double.isInfinite(e)) {
      return e > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.1f", e);
  }
}
