package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * What an arena's games add up to, deal by deal: each bot's games and wins, and for each pair of
 * bots the score of the first against the second, with its spread over deals. A deal is the unit of
 * the intervals and of the sequential test: its games share their dice, so their luck is shared,
 * and the spread of whole deals is what is left once it cancels. The tally keeps sums only, never
 * the games. Bots are numbered by their places in the list it is made with; a pair is {@code i}
 * before {@code j}.
 *
 * <p>A tally is not safe to add to from several threads at once: {@link Arena#run} hands the games
 * on one at a time, in order.
 */
public final class ArenaTally {

  /**
   * One game as the tally counts it.
   *
   * @param seats the game's bots, colour to bot name
   * @param winner its winner, none when it did not end
   */
  public record Game(Map<Colour, String> seats, Option<Colour> winner) {}

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
  // the games of the deal being added by add(), in game order
  private final java.util.List<Game> deal = new java.util.ArrayList<>();
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
   * @param dealSize the games of a deal ({@link Arena#dealSize()})
   */
  public ArenaTally(List<String> bots, int dealSize) {
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
   * Adds one game of the arena, in game order: a deal is added once its last game is.
   *
   * @param played the next game of the arena
   * @return true when the game completed a deal, which the counts and scores now hold
   * @throws IllegalArgumentException when a game seats a bot the tally does not know
   */
  public boolean add(Arena.Played played) {
    deal.add(new Game(played.seats(), played.outcome().winner()));
    if (deal.size() < dealSize) {
      return false;
    }
    addDeal(deal);
    deal.clear();
    return true;
  }

  /**
   * Adds a deal's games. For a pair of bots A and B, a game scores 1 for A when A won it, 0 when B
   * did, and one half when another bot won or nobody did; the deal's score is the mean of its
   * games'.
   *
   * @param deal the games of one deal, at least one, whose bots are all among the tally's
   * @throws IllegalArgumentException when a game seats a bot the tally does not know
   */
  public void addDeal(java.util.List<Game> deal) {
    int n = bots.size();
    double[][] score = new double[n][n];
    for (Game g : deal) {
      totalGames++;
      boolean[] sits = new boolean[n];
      for (String name : g.seats().values()) {
        sits[indexOf(name)] = true;
      }
      for (int i = 0; i < n; i++) {
        if (sits[i]) {
          games[i]++;
        }
      }
      int winner = g.winner().isEmpty() ? -1 : indexOf(g.seats().get(g.winner().get()).get());
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

  private int indexOf(String name) {
    int i = bots.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException(
          "bot '" + name + "' is not one of the tally's: " + bots.mkString(", "));
    }
    return i;
  }

  /**
   * The bots' names.
   *
   * @return the names, each once, in the order of their numbers
   */
  public List<String> bots() {
    return bots;
  }

  /**
   * Games added.
   *
   * @return the number of games
   */
  public long games() {
    return totalGames;
  }

  /**
   * Deals added.
   *
   * @return the number of deals
   */
  public long deals() {
    return deals;
  }

  /**
   * Games that did not end.
   *
   * @return the number of games abandoned without a winner
   */
  public long unfinished() {
    return unfinished;
  }

  /**
   * The games a bot sat in.
   *
   * @param i the bot's number
   * @return its games
   */
  public long gamesOf(int i) {
    return games[i];
  }

  /**
   * The games a bot won.
   *
   * @param i the bot's number
   * @return its wins
   */
  public long winsOf(int i) {
    return wins[i];
  }

  /**
   * A bot's mean score against another: a game it won 1, one the other won 0, one another bot won
   * or nobody did one half, averaged by deal.
   *
   * @param i the first bot's number
   * @param j the second bot's number, greater than {@code i}
   * @return the score, 0 to 1; one half before any deal
   */
  public double score(int i, int j) {
    return pairs[i][j].mean();
  }

  /**
   * A bot's Elo difference over another and its 95% interval, from the deals' scores: the mean
   * score plus or minus 1.96 standard errors of a deal's score, on the logistic scale.
   *
   * @param i the first bot's number
   * @param j the second bot's number, greater than {@code i}
   * @return the difference with its interval; infinite where a score is 0 or 1
   */
  public Stats.Estimate elo(int i, int j) {
    PairScore p = pairs[i][j];
    double m = p.mean();
    double half = p.deals == 0 ? 1 : Stats.Z95 * Math.sqrt(p.variance() / p.deals);
    return new Stats.Estimate(
        Stats.eloOfScore(m), Stats.eloOfScore(m - half), Stats.eloOfScore(m + half));
  }

  /**
   * The sequential test's log-likelihood ratio for bot 0 against bot 1. The variance of a deal's
   * score is estimated with one deal's worth of prior weight on the variance of a deal of even,
   * independent games ({@code 0.25 / dealSize}), so that a run of identical deals (one bot winning
   * every game) counts as strong evidence rather than as a variance of zero, about which the ratio
   * says nothing.
   *
   * @param sprt the test
   * @return the ratio; 0 before two deals
   */
  public double llr(Sprt sprt) {
    PairScore p = pairs[0][1];
    if (p.deals < 2) {
      return 0;
    }
    double prior = 0.25 / dealSize;
    double variance = ((p.deals - 1) * p.variance() + prior) / p.deals;
    return sprt.llr(p.deals, p.mean(), variance);
  }
}
