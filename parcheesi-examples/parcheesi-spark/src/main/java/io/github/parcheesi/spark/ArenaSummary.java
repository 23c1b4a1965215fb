package io.github.parcheesi.spark;

import io.github.parcheesi.Colour;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTally;
import io.github.parcheesi.bots.Match;
import io.github.parcheesi.bots.Stats;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.Locale;

/**
 * The arena's summary of a Spark job's games, as the single-machine arena prints it: each bot's
 * games, wins, win rate and 95% Wilson interval, and for each pair of bots the first's score
 * against the second with its Elo difference and 95% interval over deals. The games are added up by
 * the arena's own {@link ArenaTally}, in game order, on the driver.
 */
final class ArenaSummary {

  private ArenaSummary() {}

  /**
   * The arena's game as it was played, made again from its row.
   *
   * @param row the row
   * @return the game, without a record
   */
  static Arena.Played played(GameRow row) {
    Map<Colour, String> seats = LinkedHashMap.empty();
    for (java.util.Map.Entry<String, String> e :
        List.ofAll(row.getSeats().entrySet()).sortBy(e -> colour(e.getKey()))) {
      seats = seats.put(colour(e.getKey()), e.getValue());
    }
    Option<Colour> winner = Option.of(row.getWinner()).map(ArenaSummary::colour);
    return new Arena.Played(
        row.getGame(),
        row.getDeal(),
        row.getSeed(),
        seats,
        new Match.Outcome(colour(row.getFirst()), winner, row.getTurns(), Option.none()));
  }

  private static Colour colour(String letter) {
    return Colour.ofLetter(letter.charAt(0)).get();
  }

  /**
   * Adds up games in game order.
   *
   * @param bots the bots, each once
   * @param dealSize the games of a deal
   * @param rows the games, in game order
   * @return the tally
   */
  static ArenaTally tally(List<String> bots, int dealSize, Iterator<GameRow> rows) {
    ArenaTally tally = new ArenaTally(bots, dealSize);
    rows.forEachRemaining(r -> tally.add(played(r)));
    return tally;
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
