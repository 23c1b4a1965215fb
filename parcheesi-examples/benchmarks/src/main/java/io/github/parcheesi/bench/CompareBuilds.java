package io.github.parcheesi.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares the speed of two or more builds as a user sees it: each build's {@code parcheesi.jar}
 * plays the same seeded games with {@code simulate} in a JVM of its own, round after round, and the
 * games per second it reports are compared round by round.
 *
 * <p>The development machine's speed drifts by as much as half from one minute to the next, so two
 * builds timed one after the other can differ by more than any change made to them. Each round
 * therefore runs every build once, in turn, and the order alternates from round to round (ABBA: A
 * then B, then B then A), so that a drift within a round slows both builds alike over two rounds.
 * Each run is {@code java -jar BUILD.jar simulate --variant V --games N --threads 1 --seed S
 * [--option K=V]...}, with the {@code java} of the JVM that runs this program: a fresh JVM, its JIT
 * warming up on the build's own code as a user's does, its games per second the wall-clock figure
 * of {@code simulate}'s last line (JVM start not included). Two builds in one JVM would share the
 * JIT's profiles and flatten their differences. Every round prints each build's games per second
 * and the ratio of each build after the first to the first; the end, the median and quartiles of
 * each build's games per second and of each ratio.
 *
 * <p>Run:
 *
 * <pre>{@code
 * mvn -B -q package -DskipTests && cp parcheesi-examples/target/parcheesi.jar /tmp/old.jar
 * # change the engine, then
 * mvn -B -q package -DskipTests
 * java -cp parcheesi-examples/benchmarks/target/benchmarks.jar io.github.parcheesi.bench.CompareBuilds \
 *   [--games N] [--rounds N] [--variant ID] [--seed S] [--option K=V]... \
 *   /tmp/old.jar parcheesi-examples/target/parcheesi.jar [MORE.jar...]
 * }</pre>
 *
 * <p>{@code --games} is the games of each run (default 2000), {@code --rounds} the rounds (default
 * 10), {@code --variant} the variant (default american), {@code --seed} the seed of every run
 * (default 1), {@code --option} a rule option passed on to {@code simulate} (repeatable). A bad
 * argument, or a run that fails or prints no games per second, stops the program with a message
 * that says what is wrong and exit status 2 or 1.
 */
public final class CompareBuilds {

  /** The figure of {@code simulate}'s last line, {@code time: 1.23 s, 1626.02 games/s}. */
  private static final Pattern GAMES_PER_SECOND =
      Pattern.compile("(?m)^time: .*?([0-9]+(?:\\.[0-9]+)?) games/s\\s*$");

  private CompareBuilds() {}

  /**
   * Runs the comparison.
   *
   * @param args options and jars, as in the class description
   */
  public static void main(String[] args) {
    CompareOptions options;
    try {
      options = CompareOptions.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("CompareBuilds: " + e.getMessage());
      System.exit(2);
      return;
    }
    try {
      compare(options, System.out);
    } catch (IllegalStateException | IOException e) {
      System.err.println("CompareBuilds: " + e.getMessage());
      System.exit(1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      System.err.println("CompareBuilds: interrupted");
      System.exit(1);
    }
  }

  /** Runs every round and prints each, then the medians and quartiles. */
  private static void compare(CompareOptions options, PrintStream out)
      throws IOException, InterruptedException {
    List<Path> jars = options.jars();
    String java = javaExecutable();
    out.printf(
        Locale.ROOT,
        "%s -jar BUILD.jar %s: %s, each build in a JVM of its own, in ABBA order%n",
        java,
        String.join(" ", options.simulateArguments()),
        rounds(options.rounds()));
    for (int b = 0; b < jars.size(); b++) {
      out.printf(Locale.ROOT, "%s: %s%n", label(b), jars.get(b));
    }
    double[][] speed = new double[jars.size()][options.rounds()];
    for (int r = 0; r < options.rounds(); r++) {
      StringBuilder order = new StringBuilder();
      for (int b : order(jars.size(), r)) {
        order.append(label(b));
        speed[b][r] = run(java, jars.get(b), options, label(b), r);
      }
      StringBuilder line = new StringBuilder();
      line.append(String.format(Locale.ROOT, "round %d (%s):", r + 1, order));
      for (int b = 0; b < jars.size(); b++) {
        line.append(String.format(Locale.ROOT, " %s %.2f games/s,", label(b), speed[b][r]));
      }
      for (int b = 1; b < jars.size(); b++) {
        line.append(
            String.format(
                Locale.ROOT, " %s/%s %.3f", label(b), label(0), speed[b][r] / speed[0][r]));
      }
      out.println(line);
      out.flush();
    }
    for (int b = 0; b < jars.size(); b++) {
      Quartiles q = Quartiles.of(speed[b]);
      out.printf(
          Locale.ROOT,
          "%s: median %.2f games/s, quartiles %.2f-%.2f%n",
          label(b),
          q.median(),
          q.lower(),
          q.upper());
    }
    for (int b = 1; b < jars.size(); b++) {
      double[] ratio = new double[options.rounds()];
      for (int r = 0; r < ratio.length; r++) {
        ratio[r] = speed[b][r] / speed[0][r];
      }
      Quartiles q = Quartiles.of(ratio);
      out.printf(
          Locale.ROOT,
          "%s/%s, round by round: median %.3f, quartiles %.3f-%.3f (%s)%n",
          label(b),
          label(0),
          q.median(),
          q.lower(),
          q.upper(),
          rounds(ratio.length));
    }
  }

  /**
   * Runs one build's {@code simulate} in a JVM of its own.
   *
   * @return the games per second it reports
   * @throws IllegalStateException when the run fails or reports no games per second
   */
  private static double run(String java, Path jar, CompareOptions options, String label, int round)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString()));
    command.addAll(options.simulateArguments());
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output;
    int status;
    try {
      process.getOutputStream().close(); // simulate reads nothing
      output = new String(process.getInputStream().readAllBytes(), Charset.defaultCharset());
      status = process.waitFor();
    } finally {
      process.destroyForcibly();
    }
    String which = String.format(Locale.ROOT, "build %s (%s), round %d", label, jar, round + 1);
    if (status != 0) {
      throw new IllegalStateException(
          which
              + ": "
              + String.join(" ", command)
              + " exited with status "
              + status
              + tail(output));
    }
    OptionalDouble speed = gamesPerSecond(output);
    if (speed.isEmpty()) {
      throw new IllegalStateException(
          which + ": " + String.join(" ", command) + " printed no games/s line" + tail(output));
    }
    return speed.getAsDouble();
  }

  /**
   * The games per second of {@code simulate}'s output: the figure of its line {@code time: 1.23 s,
   * 1626.02 games/s}.
   *
   * @param output what {@code simulate} printed
   * @return the figure, or empty when there is no such line or it is not above zero
   */
  static OptionalDouble gamesPerSecond(String output) {
    Matcher m = GAMES_PER_SECOND.matcher(output);
    double last = Double.NaN;
    while (m.find()) {
      last = Double.parseDouble(m.group(1));
    }
    return last > 0 ? OptionalDouble.of(last) : OptionalDouble.empty();
  }

  /**
   * The order of the builds in a round: ABBA, first to last in rounds 0, 2, 4, ..., last to first
   * in the others.
   *
   * @param builds how many builds
   * @param round the round, from 0
   * @return the builds' indexes in the order they run
   */
  static int[] order(int builds, int round) {
    int[] out = new int[builds];
    for (int i = 0; i < builds; i++) {
      out[i] = round % 2 == 0 ? i : builds - 1 - i;
    }
    return out;
  }

  private static String rounds(int n) {
    return n == 1 ? "1 round" : n + " rounds";
  }

  /** A build's letter: A for the first jar, B for the second, ... */
  static String label(int build) {
    return build < 26 ? String.valueOf((char) ('A' + build)) : "#" + (build + 1);
  }

  /** The java executable of the running JVM. */
  private static String javaExecutable() {
    return ProcessHandle.current()
        .info()
        .command()
        .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
  }

  /** The last lines of a run's output, to show with its failure. */
  private static String tail(String output) {
    String[] lines = output.strip().split("\\R");
    if (lines.length == 1 && lines[0].isEmpty()) {
      return "; it printed nothing";
    }
    int from = Math.max(0, lines.length - 10);
    return "; its last lines:\n  "
        + String.join("\n  ", java.util.Arrays.asList(lines).subList(from, lines.length));
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
