package io.github.parcheesi.bench;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Compares the speed of two or more builds in one JVM: random playouts, or with {@code --replay}
 * the listing of legal moves of recorded positions.
 *
 * <p>The development machine's speed drifts by as much as half from one minute to the next, so two
 * builds timed one after the other can differ by more than any change made to them. This program
 * loads each build's {@code benchmarks.jar} in a class loader of its own, runs the same seeded
 * random playouts ({@link Playouts}) with each build in turn, round after round, and reports for
 * each build after the first the median and quartiles of its speed divided by the first build's in
 * the same round: rounds next to each other in time see the same machine.
 *
 * <p>Run: {@code java -cp benchmarks.jar io.github.parcheesi.bench.CompareBuilds [--games N]
 * [--rounds N] [--variant ID] [--players N] [--replay all|doubles|plain] OLD.jar NEW.jar ...}; each
 * jar is the {@code benchmarks.jar} of one build (made by {@code mvn -B -q -Pbench package
 * -DskipTests}), copied aside before the next build overwrites it. The first three rounds warm the
 * JIT and are not counted.
 */
public final class CompareBuilds {

  private static final int WARM_UP = 3;

  private CompareBuilds() {}

  /**
   * Runs the comparison.
   *
   * @param args options and jars, as in the class description
   * @throws Exception when a jar cannot be loaded or run
   */
  public static void main(String[] args) throws Exception {
    int games = 200;
    int rounds = 30;
    String variant = "american";
    int players = 4;
    String replay = null;
    List<Path> jars = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--games":
          games = positive(args, ++i);
          break;
        case "--rounds":
          rounds = positive(args, ++i);
          break;
        case "--variant":
          variant = value(args, ++i);
          break;
        case "--players":
          players = positive(args, ++i);
          break;
        case "--replay":
          replay = value(args, ++i);
          if (!List.of("all", "doubles", "plain").contains(replay)) {
            throw new IllegalArgumentException(
                "--replay takes all, doubles or plain, got " + replay);
          }
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new IllegalArgumentException(
                "unknown option "
                    + args[i]
                    + "; known: --games, --rounds, --variant, --players, --replay");
          }
          Path jar = Path.of(args[i]);
          if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("no such jar: " + jar);
          }
          jars.add(jar);
      }
    }
    if (jars.size() < 2 || rounds <= WARM_UP) {
      throw new IllegalArgumentException(
          "give two or more benchmarks.jar files and more than " + WARM_UP + " rounds");
    }
    Method[] run = new Method[jars.size()];
    ClassLoader[] loaders = new ClassLoader[jars.size()];
    for (int b = 0; b < run.length; b++) {
      ClassLoader loader =
          new URLClassLoader(
              new URL[] {jars.get(b).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
      loaders[b] = loader;
      try {
        Class<?> playouts = loader.loadClass(Playouts.class.getName());
        run[b] =
            replay == null
                ? playouts.getMethod("run", String.class, int.class, int.class, long.class)
                : playouts.getMethod("replay", String.class, int.class, int.class, String.class);
      } catch (ClassNotFoundException | NoSuchMethodException e) {
        throw new IllegalArgumentException(
            jars.get(b)
                + " is not a benchmarks.jar of a build that has "
                + Playouts.class.getSimpleName()
                + (replay == null ? ".run" : ".replay"),
            e);
      }
    }
    double[][] speed = new double[run.length][rounds - WARM_UP];
    for (int r = 0; r < rounds; r++) {
      for (int b = 0; b < run.length; b++) {
        // the build's own variants: RuleSets also looks through the context class loader
        Thread.currentThread().setContextClassLoader(loaders[b]);
        long[] result =
            (long[])
                (replay == null
                    ? run[b].invoke(null, variant, players, games, 1000L + r)
                    : run[b].invoke(null, variant, players, games, replay));
        if (r >= WARM_UP) {
          speed[b][r - WARM_UP] = (replay == null ? games : result[1]) / (result[0] / 1e9);
        }
      }
    }
    String unit = replay == null ? "games/s" : "calls/s";
    System.out.printf(
        Locale.ROOT,
        "%s, %d players, %d rounds of %s (after %d to warm up), CPU time%n",
        variant,
        players,
        rounds - WARM_UP,
        replay == null
            ? games + " random games"
            : "legalMoves on the positions of " + games + " games (" + replay + " rolls)",
        WARM_UP);
    for (int b = 0; b < run.length; b++) {
      double[] sorted = speed[b].clone();
      Arrays.sort(sorted);
      System.out.printf(
          Locale.ROOT,
          "%s: median %.0f %s, best round %.0f%n",
          jars.get(b),
          sorted[sorted.length / 2],
          unit,
          sorted[sorted.length - 1]);
    }
    for (int b = 1; b < run.length; b++) {
      double[] ratio = new double[speed[b].length];
      for (int r = 0; r < ratio.length; r++) {
        ratio[r] = speed[b][r] / speed[0][r];
      }
      Arrays.sort(ratio);
      System.out.printf(
          Locale.ROOT,
          "speed of %s / speed of %s, round by round: median %.3f, quartiles %.3f-%.3f%n",
          jars.get(b).getFileName(),
          jars.get(0).getFileName(),
          ratio[ratio.length / 2],
          ratio[ratio.length / 4],
          ratio[3 * ratio.length / 4]);
    }
  }

  /** The value after option args[i - 1]; names the option when there is none. */
  static String value(String[] args, int i) {
    if (i >= args.length) {
      throw new IllegalArgumentException(args[i - 1] + " needs a value");
    }
    return args[i];
  }

  /** The positive whole number after option args[i - 1]; names the option when it is not one. */
  static int positive(String[] args, int i) {
    String text = value(args, i);
    try {
      int n = Integer.parseInt(text);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(args[i - 1] + " needs a positive whole number, got " + text);
  }
}
