package io.github.parcheesi.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Random playouts timed beside a probe of the machine's memory latency, to tell the engine's speed
 * apart from the machine's phase.
 *
 * <p>The development machine is a virtual machine on a shared host, and other tenants' load slows
 * everything on it by as much as 1.7 times from one second to the next (CONTRIBUTING.md,
 * "Performance work"). Its memory latency shows that load: a walk through 8 MB of memory in random
 * order slows by about as much as the playouts do. This program alternates the walk with rounds of
 * seeded random playouts ({@link Playouts}, CPU time of one thread) and reports the playouts'
 * median over all rounds, and over the rounds in which the walk ran close to its fastest: the
 * engine's speed on the machine when the host leaves it alone.
 *
 * <p>Run: {@code java -cp benchmarks.jar io.github.parcheesi.bench.PlayoutPhases [--games N]
 * [--rounds N] [--variant ID] [--players N] [--quiet NS] [--rows]}: N games a round (default 500),
 * N rounds (default 300) after 30 that warm the JIT up; {@code --quiet} also reports the rounds
 * whose walk took at most NS nanoseconds a step (about 40 is the fastest seen on the development
 * machine, and a run can pass without any round that fast); {@code --rows} prints every round.
 */
public final class PlayoutPhases {

  private static final int WARM_UP = 30;

  /** Steps of one walk: about 40-180 ms, depending on the phase. */
  private static final int WALK_STEPS = 1_000_000;

  private PlayoutPhases() {}

  /**
   * Runs the measurement.
   *
   * @param args options, as in the class description
   */
  public static void main(String[] args) {
    int games = 500;
    int rounds = 300;
    String variant = "american";
    int players = 4;
    boolean rows = false;
    int quiet = 0;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--games":
          games = CompareBuilds.positive(args, ++i);
          break;
        case "--rounds":
          rounds = CompareBuilds.positive(args, ++i);
          break;
        case "--variant":
          variant = CompareBuilds.value(args, ++i);
          break;
        case "--players":
          players = CompareBuilds.positive(args, ++i);
          break;
        case "--quiet":
          quiet = CompareBuilds.positive(args, ++i);
          break;
        case "--rows":
          rows = true;
          break;
        default:
          throw new IllegalArgumentException(
              "unknown option "
                  + args[i]
                  + "; known: --games, --rounds, --variant, --players, --quiet, --rows");
      }
    }
    int[] cycle = cycle(1 << 21); // 8 MB of ints, four times the L2 cache of a core here
    List<double[]> kept = new ArrayList<>();
    long sink = 0;
    for (int r = 0; r < WARM_UP + rounds; r++) {
      long before = cpu();
      sink += walk(cycle, WALK_STEPS);
      long mid = cpu();
      long[] played = Playouts.run(variant, players, games, 1000L + r);
      long after = cpu();
      sink += walk(cycle, WALK_STEPS);
      long end = cpu();
      // the walks on both sides of the round, in nanoseconds a step
      double latency = ((mid - before) + (end - after)) / (2.0 * WALK_STEPS);
      double speed = games / (played[0] / 1e9);
      if (r >= WARM_UP) {
        kept.add(new double[] {latency, speed});
        if (rows) {
          System.out.printf(
              Locale.ROOT, "round %d: walk %.1f ns a step, %.0f games/s%n", r, latency, speed);
        }
      }
    }
    if (sink == 42) {
      System.out.println(); // keeps the walks from being optimised away
    }
    double fastest = kept.stream().mapToDouble(x -> x[0]).min().orElseThrow();
    System.out.printf(
        Locale.ROOT,
        "%s, %d players, %d rounds of %d random games (after %d to warm up), CPU time of one"
            + " thread; fastest walk %.1f ns a step%n",
        variant,
        players,
        rounds,
        games,
        WARM_UP,
        fastest);
    report("all rounds", kept, Double.POSITIVE_INFINITY);
    for (double within : new double[] {2.0, 1.5, 1.25}) {
      report(
          String.format(Locale.ROOT, "rounds with the walk within %.2f times its fastest", within),
          kept,
          within * fastest);
    }
    if (quiet > 0) {
      report(
          String.format(Locale.ROOT, "rounds with the walk at most %d ns a step", quiet),
          kept,
          quiet);
    }
    System.out.printf(
        Locale.ROOT, "correlation of walk time and games/s: %.2f%n", correlation(kept));
  }

  /** Prints the playouts' speed in the rounds whose walk took at most {@code limit} ns a step. */
  private static void report(String which, List<double[]> rounds, double limit) {
    double[] speeds =
        rounds.stream().filter(x -> x[0] <= limit).mapToDouble(x -> x[1]).sorted().toArray();
    if (speeds.length == 0) {
      System.out.println(which + ": none");
      return;
    }
    System.out.printf(
        Locale.ROOT,
        "%s (%d): median %.0f games/s, tenth %.0f, ninth tenth %.0f%n",
        which,
        speeds.length,
        speeds[speeds.length / 2],
        speeds[speeds.length / 10],
        speeds[speeds.length * 9 / 10]);
  }

  /** A random cyclic permutation: following it visits every index once, in random order. */
  static int[] cycle(int n) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    SplittableRandom random = new SplittableRandom(3);
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    int[] next = new int[n];
    for (int i = 0; i < n; i++) {
      next[order[i]] = order[(i + 1) % n];
    }
    return next;
  }

  /** Follows the cycle for the given steps: each load waits for the one before (latency). */
  static int walk(int[] next, int steps) {
    int at = 0;
    for (int i = 0; i < steps; i++) {
      at = next[at];
    }
    return at;
  }

  private static double correlation(List<double[]> pairs) {
    double[] mean = new double[2];
    for (double[] p : pairs) {
      mean[0] += p[0] / pairs.size();
      mean[1] += p[1] / pairs.size();
    }
    double xy = 0;
    double xx = 0;
    double yy = 0;
    for (double[] p : pairs) {
      xy += (p[0] - mean[0]) * (p[1] - mean[1]);
      xx += (p[0] - mean[0]) * (p[0] - mean[0]);
      yy += (p[1] - mean[1]) * (p[1] - mean[1]);
    }
    return xy / Math.sqrt(xx * yy);
  }

  private static long cpu() {
    return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }
}
