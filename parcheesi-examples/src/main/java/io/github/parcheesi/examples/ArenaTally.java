package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * What an arena's games add up to, deal by deal: each bot's games and wins, and for each pair of
 * bots the score of the first against the second, with its spread over deals. A deal is the unit of
 * the intervals and of the sequential test: its games share their dice, so their luck is shared,
 * and the spread of whole deals is what is left once it cancels. The tally keeps sums only, never
 * the games.
 */
final class ArenaTally {

  /** One game's seats (colour to bot name) and its winner, none when it did not end. */
  record Game(Map<Colour, String> seats, Option<Colour> winner) {}

  /** The score of one pair of bots: deals counted, and the sums of their scores and squares. */
  private static final class PairScore {
    long deals;
    double sum;
    double sumOfSquares;

    void add(double score) {
      deals++;
      sum += score;
      sumOfSquares += score * score;
    }

    double mean() {
      return deals == 0 ? 0.5 : sum / deals;
    }

    /** The sample variance of a deal's score. */
    double variance() {
      if (deals < 2) {
        return 0;
      }
      double m = mean();
      return Math.max(0, (sumOfSquares - deals * m * m) / (deals - 1));
    }
  }

  private final List<String> bots;
  private final int dealSize;
  private final long[] games;
  private final long[] wins;
  private final PairScore[][] pairs;
  private long totalGames;
  private long unfinished;
  private long deals;

  /**
   * An empty tally.
   *
   * @param bots the bots' names, each once
   * @param dealSize the games of a deal
   */
  ArenaTally(List<String> bots, int dealSize) {
    this.bots = bots;
    this.dealSize = dealSize;
    int n = bots.size();
    games = new long[n];
    wins = new long[n];
    pairs = new PairScore[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        pairs[i][j] = new PairScore();
      }
    }
  }

  /**
   * Adds a deal's games. For a pair of bots A and B, a game scores 1 for A when A won it, 0 when B
   * did, and one half when another bot won or nobody did; the deal's score is the mean of its
   * games'.
   *
   * @param deal the games of one deal, at least one
   */
  void addDeal(java.util.List<Game> deal) {
    int n = bots.size();
    double[][] score = new double[n][n];
    for (Game g : deal) {
      totalGames++;
      boolean[] sits = new boolean[n];
      for (String name : g.seats().values()) {
        sits[bots.indexOf(name)] = true;
      }
      for (int i = 0; i < n; i++) {
        if (sits[i]) {
          games[i]++;
        }
      }
      int winner = g.winner().isEmpty() ? -1 : bots.indexOf(g.seats().get(g.winner().get()).get());
      if (winner < 0) {
        unfinished++;
      } else {
        wins[winner]++;
      }
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          score[i][j] += winner == i ? 1 : winner == j ? 0 : 0.5;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        pairs[i][j].add(score[i][j] / deal.size());
      }
    }
    deals++;
  }

  /** The bots' names. */
  List<String> bots() {
    return bots;
  }

  /** Games added. */
  long games() {
    return totalGames;
  }

  /** Deals added. */
  long deals() {
    return deals;
  }

  /** Games that did not end. */
  long unfinished() {
    return unfinished;
  }

  /** The games bot i sat in. */
  long gamesOf(int i) {
    return games[i];
  }

  /** The games bot i won. */
  long winsOf(int i) {
    return wins[i];
  }

  /** Bot i's mean score against bot j (i before j), 0 to 1. */
  double score(int i, int j) {
    return pairs[i][j].mean();
  }

  /**
   * Bot i's Elo difference over bot j (i before j) and its 95% interval, from the deals' scores.
   *
   * @return the estimate, the lower and the upper bound; infinite where a score is 0 or 1
   */
  double[] elo(int i, int j) {
    PairScore p = pairs[i][j];
    double m = p.mean();
    double half = p.deals == 0 ? 1 : Stats.Z95 * Math.sqrt(p.variance() / p.deals);
    return new double[] {
      Stats.eloOfScore(m), Stats.eloOfScore(m - half), Stats.eloOfScore(m + half)
    };
  }

  /**
   * The sequential test's log-likelihood ratio for bot 0 against bot 1. The variance of a deal's
   * score is estimated with one deal's worth of prior weight on the variance of a deal of even,
   * independent games ({@code 0.25 / dealSize}), so that a run of identical deals (one bot winning
   * every game) counts as strong evidence rather than as a variance of zero, about which the ratio
   * says nothing.
   */
  double llr(Sprt sprt) {
    PairScore p = pairs[0][1];
    if (p.deals < 2) {
      return 0;
    }
    double prior = 0.25 / dealSize;
    double variance = ((p.deals - 1) * p.variance() + prior) / p.deals;
    return sprt.llr(p.deals, p.mean(), variance);
  }
}
