package io.github.parcheesi.bots;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.vavr.collection.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How long bots take to choose, by bot name: each decision with a choice (two or more legal moves)
 * timed on the clock of the thread that makes it, kept in a histogram of fixed size whose buckets
 * are 1% wide, so that the median and the 99th percentile are within 1% and memory stays the same
 * however many decisions are timed. The slowest decision is kept exactly. Safe to use from several
 * threads at once.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * MoveTimes times = new MoveTimes();
 * arena.run(1, false, (name, dice) -> times.timed(name, Bots.create(name, dice)), g -> true);
 * MoveTimes.Summary learned = times.summary("learned");
 * }</pre>
 */
public final class MoveTimes {

  /** Each bucket's upper bound is this many times its lower bound. */
  private static final double WIDTH = 1.01;

  private static final double LOG_WIDTH = Math.log(WIDTH);

  /** Buckets: from 1 microsecond to over an hour. */
  private static final int BUCKETS = 2300;

  /**
   * The times of one bot.
   *
   * @param decisions decisions timed
   * @param medianMillis the median, in milliseconds
   * @param p99Millis the 99th percentile, in milliseconds
   * @param maxMillis the slowest, in milliseconds
   */
  public record Summary(long decisions, double medianMillis, double p99Millis, double maxMillis) {}

  /** One bot's histogram. */
  private static final class Histogram {
    final long[] counts = new long[BUCKETS];
    long total;
    long maxNanos;

    synchronized void add(long nanos) {
      counts[bucket(nanos)]++;
      total++;
      maxNanos = Math.max(maxNanos, nanos);
    }

    synchronized Summary summary() {
      return new Summary(total, quantile(0.5), quantile(0.99), maxNanos / 1e6);
    }

    /** The q-quantile in milliseconds: the middle of the bucket that holds it, at most the max. */
    private double quantile(double q) {
      if (total == 0) {
        return 0;
      }
      long rank = (long) Math.ceil(q * total);
      long seen = 0;
      for (int i = 0; i < BUCKETS; i++) {
        seen += counts[i];
        if (seen >= rank) {
          double micros = i == 0 ? 0.5 : Math.pow(WIDTH, i - 0.5);
          return Math.min(micros / 1e3, maxNanos / 1e6);
        }
      }
      return maxNanos / 1e6;
    }
  }

  private final ConcurrentHashMap<String, Histogram> byBot = new ConcurrentHashMap<>();

  /** No decisions timed yet. */
  public MoveTimes() {}

  private static int bucket(long nanos) {
    double micros = nanos / 1e3;
    if (micros < 1) {
      return 0;
    }
    return (int) Math.min(BUCKETS - 1, 1 + Math.floor(Math.log(micros) / LOG_WIDTH));
  }

  /**
   * A bot that plays as the given one and times its decisions with a choice under a name.
   *
   * @param name the name its times are kept under
   * @param bot the bot
   * @return the timed bot
   */
  public Bot timed(String name, Bot bot) {
    return new Timed(bot, byBot.computeIfAbsent(name, n -> new Histogram()));
  }

  /** A bot timed: it plays as its inner bot, and closing it closes that bot. */
  private record Timed(Bot bot, Histogram times) implements Bot {
    @Override
    public Move choose(GameState state, List<Move> moves) {
      if (moves.size() < 2) {
        return bot.choose(state, moves);
      }
      long began = System.nanoTime();
      Move m = bot.choose(state, moves);
      times.add(System.nanoTime() - began);
      return m;
    }

    @Override
    public void close() {
      bot.close();
    }
  }

  /**
   * The times of the bot timed under a name.
   *
   * @param name the name
   * @return its summary; no decisions and zero times when none was timed
   */
  public Summary summary(String name) {
    Histogram h = byBot.get(name);
    return h == null ? new Summary(0, 0, 0, 0) : h.summary();
  }

  /**
   * One line a bot: its decisions with a choice, and their median, 99th percentile and slowest
   * time.
   *
   * @param bots the names, in the order to print them
   * @return the lines, each ending in a newline
   */
  public String table(List<String> bots) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "%-14s %10s %11s %11s %11s%n",
            "bot",
            "decisions",
            "median",
            "99%",
            "max"));
    for (String bot : bots) {
      Summary s = summary(bot);
      sb.append(
          String.format(
              Locale.ROOT,
              "%-14s %10d %8.2f ms %8.2f ms %8.1f ms%n",
              bot,
              s.decisions(),
              s.medianMillis(),
              s.p99Millis(),
              s.maxMillis()));
    }
    return sb.toString();
  }
}
