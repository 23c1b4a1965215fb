package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;

/**
 * The arena's games: which bots sit where and with which dice, played on a pool of threads and
 * handed on in game order, so that what a caller makes of them does not depend on the threads.
 *
 * <p>Paired, each deal (one seed of dice) is played once in every arrangement of the bots in the
 * seats, so every bot meets the same rolls from every seat: the {@code k}-th roll of a deal is the
 * same in each of its games, and the roll-off (B6) gives each the same first colour. Unpaired,
 * every game has a seed of its own and the arrangements take turns, game after game.
 *
 * @param rules the rules of every game
 * @param seats the colours in play, in play order
 * @param arrangements the bots of each arrangement, seat by seat, each arrangement once
 * @param seed the seed the games' seeds are made from
 * @param paired whether a deal's games share their seed
 * @param games the games to play, a whole number of deals
 */
record Arena(
    RuleSet rules,
    List<Colour> seats,
    List<List<String>> arrangements,
    long seed,
    boolean paired,
    int games) {

  /** One game played, with where it belongs. */
  record Played(int game, int deal, long seed, Map<Colour, String> seats, Match.Outcome outcome) {}

  /**
   * The arena of at least {@code games} games of the named bots, one a seat: paired, the games are
   * rounded up to whole deals.
   *
   * @param rules the rules
   * @param bots the bots, one per seat, 2 to 4 (a name may repeat)
   * @param games games wanted, 1 or more
   * @param seed the seed
   * @param paired whether to pair the games by deal
   * @return the arena
   */
  static Arena of(RuleSet rules, List<String> bots, int games, long seed, boolean paired) {
    List<Colour> seats = rules.newGame(bots.size()).colours();
    List<List<String>> arrangements = arrangements(bots);
    int a = arrangements.size();
    long total = paired ? ((long) games + a - 1) / a * a : games;
    if (total > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("too many games: " + total);
    }
    return new Arena(rules, seats, arrangements, seed, paired, (int) total);
  }

  /**
   * Every distinct arrangement of the bots in the seats, in the order of the permutations of their
   * places (the arrangement as given first): two different bots have 2, four 24, and {@code
   * a,a,b,b} 6.
   *
   * @param bots the bots, one per seat
   * @return the arrangements
   */
  static List<List<String>> arrangements(List<String> bots) {
    LinkedHashSet<List<String>> out = LinkedHashSet.empty();
    for (List<Integer> order : List.range(0, bots.size()).permutations()) {
      out = out.add(order.map(bots::get));
    }
    return out.toList();
  }

  /** The number of games a deal has. */
  int dealSize() {
    return paired ? arrangements.size() : 1;
  }

  /** The deal game g belongs to. */
  int dealOf(int game) {
    return game / dealSize();
  }

  /** The seed of game g's dice. */
  long seedOf(int game) {
    return SimulateCommand.gameSeed(seed, dealOf(game));
  }

  /** Game g's bots, colour by colour. */
  Map<Colour, String> seatsOf(int game) {
    List<String> bots = arrangements.get(game % arrangements.size());
    Map<Colour, String> out = LinkedHashMap.empty();
    for (int k = 0; k < seats.size(); k++) {
      out = out.put(seats.get(k), bots.get(k));
    }
    return out;
  }

  /** Plays game g, with external bots ({@code exec:}) given timeoutMillis an answer. */
  Played play(int game, boolean keepRecord, long timeoutMillis) {
    Map<Colour, String> who = seatsOf(game);
    long s = seedOf(game);
    Match.Outcome o =
        Match.play(
            rules,
            who,
            Option.none(),
            s,
            keepRecord,
            (name, dice) -> Bots.createOrExec(name, dice, timeoutMillis));
    return new Played(game, dealOf(game), s, who, o);
  }

  /**
   * Plays the games on a pool of threads, a bounded number ahead, and hands each to {@code next} in
   * game order; stops when {@code next} answers false or the games run out.
   *
   * @param threads threads to play on, 1 or more
   * @param keepRecord whether to keep each game's record
   * @param timeoutMillis how long an external bot may take to answer
   * @param next takes each game in order; false stops the arena
   * @throws InterruptedException when interrupted while waiting for a game
   */
  void run(int threads, boolean keepRecord, long timeoutMillis, Predicate<Played> next)
      throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    ArrayDeque<Future<Played>> ahead = new ArrayDeque<>();
    int submitted = 0;
    try {
      while (submitted < games || !ahead.isEmpty()) {
        while (submitted < games && ahead.size() < 4 * threads) {
          int g = submitted++;
          ahead.add(pool.submit(() -> play(g, keepRecord, timeoutMillis)));
        }
        if (!next.test(ahead.poll().get())) {
          return;
        }
      }
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
  }
}
