package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
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
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * The arena's games: which bots sit where and with which dice, played on a pool of threads and
 * handed on in game order, so that what a caller makes of them does not depend on the threads.
 *
 * <p>Paired, each deal (one seed of dice) is played once in every arrangement of the bots in the
 * seats, so every bot meets the same rolls from every seat: the {@code k}-th roll of a deal is the
 * same in each of its games, and the roll-off (B6) gives each the same first colour (or a first
 * colour named for every game, {@link #withFirst}). Unpaired, every game has a seed of its own and
 * the arrangements take turns, game after game.
 *
 * <p>Game {@code g} depends on the arena and {@code g} alone, so games can be played anywhere, in
 * any order, and put back in order by their numbers ({@link #play}); {@link #run} does so on a pool
 * of threads.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Arena arena = Arena.of(RuleSets.get("american"), List.of("search", "heuristic"), 1000, 1, true);
 * ArenaTally tally = new ArenaTally(List.of("search", "heuristic"), arena.dealSize());
 * Sprt sprt = Sprt.parse("0,10,0.05,0.05");
 * arena.run(2, false, 10_000, played -> {
 *   boolean dealAdded = tally.add(played);
 *   return !dealAdded || sprt.verdict(tally.llr(sprt)) == Sprt.Verdict.UNDECIDED; // false stops
 * });
 * Stats.Estimate elo = tally.elo(0, 1); // search's Elo over heuristic, with its 95% interval
 * }</pre>
 *
 * @param rules the rules of every game
 * @param seats the colours in play, in play order
 * @param arrangements the bots of each arrangement, seat by seat, each arrangement once
 * @param seed the seed the games' seeds are made from
 * @param paired whether a deal's games share their seed
 * @param games the games to play, a whole number of deals
 * @param first the colour that moves first in every game, or none for each game's roll-off (B6)
 */
public record Arena(
    RuleSet rules,
    List<Colour> seats,
    List<List<String>> arrangements,
    long seed,
    boolean paired,
    int games,
    Option<Colour> first) {

  /**
   * One game played, with where it belongs.
   *
   * @param game the game's number, from 0
   * @param deal its deal's number, from 0
   * @param seed the seed of its dice
   * @param seats its bots, colour by colour in play order
   * @param outcome how it ended
   */
  public record Played(
      int game, int deal, long seed, Map<Colour, String> seats, Match.Outcome outcome) {}

  /**
   * Checks the arena.
   *
   * @param rules the rules of every game
   * @param seats the colours in play, in play order
   * @param arrangements the bots of each arrangement, seat by seat, each arrangement once
   * @param seed the seed the games' seeds are made from
   * @param paired whether a deal's games share their seed
   * @param games the games to play, a whole number of deals
   * @param first the colour that moves first in every game, or none for each game's roll-off (B6)
   * @throws IllegalArgumentException when an arrangement does not seat one bot per colour, there is
   *     none, the games are negative or not a whole number of deals, or the first colour does not
   *     play
   */
  public Arena {
    if (first.exists(c -> !seats.contains(c))) {
      throw new IllegalArgumentException(first.get() + " does not play; the seats are " + seats);
    }
    if (arrangements.isEmpty() || arrangements.exists(a -> a.size() != seats.size())) {
      throw new IllegalArgumentException(
          "each arrangement seats one bot per colour of " + seats + ": " + arrangements);
    }
    if (games < 0 || (paired && games % arrangements.size() != 0)) {
      throw new IllegalArgumentException(
          "games must be a whole number of deals of " + arrangements.size() + ", got " + games);
    }
  }

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
   * @throws IllegalArgumentException when the games are too many to number
   */
  public static Arena of(RuleSet rules, List<String> bots, int games, long seed, boolean paired) {
    List<Colour> seats = rules.newGame(bots.size()).colours();
    List<List<String>> arrangements = arrangements(bots);
    int a = arrangements.size();
    long total = paired ? ((long) games + a - 1) / a * a : games;
    if (total > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("too many games: " + total);
    }
    return new Arena(rules, seats, arrangements, seed, paired, (int) total, Option.none());
  }

  /**
   * The same arena with a named first player in every game instead of each game's roll-off: the
   * games then differ from the roll-off's by who starts, and by the dice, which the roll-off no
   * longer draws from.
   *
   * @param colour the colour that moves first, or none for the roll-off (B6)
   * @return the arena
   * @throws IllegalArgumentException when the colour does not play
   */
  public Arena withFirst(Option<Colour> colour) {
    return new Arena(rules, seats, arrangements, seed, paired, games, colour);
  }

  /**
   * Every distinct arrangement of the bots in the seats, in the order of the permutations of their
   * places (the arrangement as given first): two different bots have 2, four 24, and {@code
   * a,a,b,b} 6.
   *
   * @param bots the bots, one per seat
   * @return the arrangements
   */
  public static List<List<String>> arrangements(List<String> bots) {
    LinkedHashSet<List<String>> out = LinkedHashSet.empty();
    for (List<Integer> order : List.range(0, bots.size()).permutations()) {
      out = out.add(order.map(bots::get));
    }
    return out.toList();
  }

  /**
   * The number of games a deal has.
   *
   * @return the arrangements when paired, else 1
   */
  public int dealSize() {
    return paired ? arrangements.size() : 1;
  }

  /**
   * The deal a game belongs to.
   *
   * @param game the game's number, from 0
   * @return its deal's number
   */
  public int dealOf(int game) {
    return game / dealSize();
  }

  /**
   * The seed of a game's dice: its deal's, {@link #gameSeed gameSeed(seed, deal)}.
   *
   * @param game the game's number, from 0
   * @return the seed
   */
  public long seedOf(int game) {
    return gameSeed(seed, dealOf(game));
  }

  /**
   * The seed of the {@code i}-th game (or deal) of a run: a SplitMix64 mix of the run's seed and
   * the index, so that it does not depend on which thread plays the game.
   *
   * @param seed the run's seed
   * @param index the game's or deal's index, from 0
   * @return its seed
   */
  public static long gameSeed(long seed, int index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * A game's bots.
   *
   * @param game the game's number, from 0
   * @return its bots, colour by colour in play order: the arrangements take turns
   */
  public Map<Colour, String> seatsOf(int game) {
    List<String> bots = arrangements.get(game % arrangements.size());
    Map<Colour, String> out = LinkedHashMap.empty();
    for (int k = 0; k < seats.size(); k++) {
      out = out.put(seats.get(k), bots.get(k));
    }
    return out;
  }

  /**
   * Plays one game, its bots made by {@link Bots#createOrExec}.
   *
   * @param game the game's number, from 0 to {@code games() - 1}
   * @param keepRecord whether to keep the game's record
   * @param timeoutMillis how long an external bot ({@code exec:}) may take to answer
   * @return the game played
   * @throws BotException when an external bot fails
   */
  public Played play(int game, boolean keepRecord, long timeoutMillis) {
    return play(game, keepRecord, execOr(timeoutMillis));
  }

  /**
   * Plays one game, its bots made by a factory: yours, by the names the arena seats.
   *
   * @param game the game's number, from 0 to {@code games() - 1}
   * @param keepRecord whether to keep the game's record
   * @param bots makes a bot of a name with its own dice (see {@link Match})
   * @return the game played
   */
  public Played play(int game, boolean keepRecord, BiFunction<String, Dice, Bot> bots) {
    Map<Colour, String> who = seatsOf(game);
    long s = seedOf(game);
    Match.Outcome o = Match.play(rules, who, first, s, keepRecord, bots);
    return new Played(game, dealOf(game), s, who, o);
  }

  /**
   * Plays the games on a pool of threads with the bots of {@link Bots#createOrExec}, as {@link
   * #run(int, boolean, BiFunction, Predicate)} does.
   *
   * @param threads threads to play on, 1 or more
   * @param keepRecord whether to keep each game's record
   * @param timeoutMillis how long an external bot may take to answer
   * @param next takes each game in order; false stops the arena
   * @throws InterruptedException when interrupted while waiting for a game
   * @throws BotException when an external bot fails
   */
  public void run(int threads, boolean keepRecord, long timeoutMillis, Predicate<Played> next)
      throws InterruptedException {
    run(threads, keepRecord, execOr(timeoutMillis), next);
  }

  /**
   * Plays the games on a pool of threads, a bounded number ahead, and hands each to {@code next} in
   * game order, on the calling thread (with one thread, plays them on the calling thread itself);
   * stops when {@code next} answers false or the games run out. What {@code next} sees is the same
   * on any number of threads.
   *
   * @param threads threads to play on, 1 or more
   * @param keepRecord whether to keep each game's record
   * @param bots makes a bot of a name with its own dice; called from the pool's threads, once a
   *     seat a game, so each call makes a bot of its own
   * @param next takes each game in order; false stops the arena
   * @throws InterruptedException when interrupted while waiting for a game
   * @throws RuntimeException what a game threw, such as a {@link BotException}
   */
  public void run(
      int threads, boolean keepRecord, BiFunction<String, Dice, Bot> bots, Predicate<Played> next)
      throws InterruptedException {
    if (threads == 1) {
      // on the calling thread: no hand-over between threads for every game
      for (int g = 0; g < games; g++) {
        if (!next.test(play(g, keepRecord, bots))) {
          return;
        }
      }
      return;
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    ArrayDeque<Future<Played>> ahead = new ArrayDeque<>();
    int submitted = 0;
    try {
      while (submitted < games || !ahead.isEmpty()) {
        while (submitted < games && ahead.size() < 4 * threads) {
          int g = submitted++;
          ahead.add(pool.submit(() -> play(g, keepRecord, bots)));
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

  private static BiFunction<String, Dice, Bot> execOr(long timeoutMillis) {
    return (name, dice) -> Bots.createOrExec(name, dice, timeoutMillis);
  }
}
