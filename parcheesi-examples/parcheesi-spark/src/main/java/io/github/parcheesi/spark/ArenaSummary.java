package io.github.parcheesi.spark;

import io.github.parcheesi.Colour;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaTally;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;
import org.apache.spark.sql.Row;

/**
 * The arena's tally of a Spark job's games, as the single-machine arena adds them up: by the
 * arena's own {@link ArenaTally}, in game order, on the driver; {@link
 * io.github.parcheesi.bots.ArenaTables} prints it.
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
}
