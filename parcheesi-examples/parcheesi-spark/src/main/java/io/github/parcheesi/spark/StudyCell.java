package io.github.parcheesi.spark;

import io.github.parcheesi.bots.Stats;
import java.util.Map;
import java.util.NavigableMap;

/**
 * What the games of one option set at one seat count add up to in a rule study.
 *
 * @param optionSet the option set's name
 * @param players the seat count
 * @param games the games played
 * @param finished the games that ended with a winner
 * @param firstWins the games the first player won
 * @param seatWins the wins of each seat, 0 for the first colour in play order
 * @param lengths the games of each length in turns, by length
 */
record StudyCell(
    String optionSet,
    int players,
    long games,
    long finished,
    long firstWins,
    long[] seatWins,
    NavigableMap<Integer, Long> lengths) {

  /**
   * The first player's win rate among the finished games, with its 95% Wilson interval.
   *
   * @return the rate
   */
  Stats.Estimate firstRate() {
    return Stats.wilson(firstWins, finished);
  }

  /**
   * A seat's win rate among the finished games, with its 95% Wilson interval.
   *
   * @param seat the seat, 0 for the first colour in play order
   * @return the rate
   */
  Stats.Estimate seatRate(int seat) {
    return Stats.wilson(seatWins[seat], finished);
  }

  /**
   * The first player's advantage: its win rate less a fair share, {@code 1 / players}.
   *
   * @return the advantage, from {@code -1 / players} to {@code 1 - 1 / players}
   */
  double advantage() {
    return firstRate().value() - 1.0 / players;
  }

  /**
   * The mean length in turns.
   *
   * @return the mean
   */
  double meanTurns() {
    double sum = 0;
    long n = 0;
    for (Map.Entry<Integer, Long> e : lengths.entrySet()) {
      sum += (double) e.getKey() * e.getValue();
      n += e.getValue();
    }
    return n == 0 ? 0 : sum / n;
  }

  /**
   * A quantile of the length: the least length that at least the fraction {@code q} of the games do
   * not exceed.
   *
   * @param q the fraction, 0 to 1
   * @return the length in turns
   */
  int quantile(double q) {
    long n = lengths.values().stream().mapToLong(Long::longValue).sum();
    long want = (long) Math.ceil(q * n);
    long seen = 0;
    for (Map.Entry<Integer, Long> e : lengths.entrySet()) {
      seen += e.getValue();
      if (seen >= Math.max(want, 1)) {
        return e.getKey();
      }
    }
    return lengths.isEmpty() ? 0 : lengths.lastKey();
  }
}
