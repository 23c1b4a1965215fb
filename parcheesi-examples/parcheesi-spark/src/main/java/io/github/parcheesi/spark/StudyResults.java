package io.github.parcheesi.spark;

import static org.apache.spark.sql.functions.col;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * A rule study's games added up per option set and seat count: games, finished games, the first
 * player's wins, each seat's wins and the distribution of game lengths. One aggregation runs on the
 * executors (games counted by option set, seat count, winning seat, whether the first player won,
 * and length); only its few rows come to the driver.
 */
final class StudyResults {

  private StudyResults() {}

  /**
   * Adds up the games.
   *
   * @param games the study's games, with the columns of {@link GameRow}
   * @return the cells, keyed by {@link #key}, in the order first met
   */
  static Map<String, StudyCell> of(Dataset<Row> games) {
    Map<String, Builder> cells = new LinkedHashMap<>();
    for (Row r :
        games
            .groupBy(
                col("optionSet"),
                col("players"),
                col("winnerSeat"),
                col("winnerSeat").equalTo(col("firstSeat")).as("firstWon"),
                col("turns"))
            .count()
            .orderBy("players", "optionSet", "turns")
            .collectAsList()) {
      String set = r.getString(0);
      int players = r.getInt(1);
      Builder b = cells.computeIfAbsent(key(set, players), k -> new Builder(set, players));
      long n = r.getLong(5);
      b.games += n;
      if (!r.isNullAt(2)) {
        b.finished += n;
        b.seatWins[r.getInt(2)] += n;
        if (r.getBoolean(3)) {
          b.firstWins += n;
        }
      }
      b.lengths.merge(r.getInt(4), n, Long::sum);
    }
    Map<String, StudyCell> out = new LinkedHashMap<>();
    cells.forEach((k, b) -> out.put(k, b.cell()));
    return out;
  }

  /**
   * The key of a cell.
   *
   * @param optionSet the option set's name
   * @param players the seat count
   * @return the key
   */
  static String key(String optionSet, int players) {
    return players + "|" + optionSet;
  }

  /** A cell being added up. */
  private static final class Builder {
    final String set;
    final int players;
    long games;
    long finished;
    long firstWins;
    final long[] seatWins;
    final TreeMap<Integer, Long> lengths = new TreeMap<>();

    Builder(String set, int players) {
      this.set = set;
      this.players = players;
      this.seatWins = new long[players];
    }

    StudyCell cell() {
      return new StudyCell(set, players, games, finished, firstWins, seatWins, lengths);
    }
  }
}
