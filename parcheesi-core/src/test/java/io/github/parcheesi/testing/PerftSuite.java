package io.github.parcheesi.testing;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Perft;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.Tuple2;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Checks the perft numbers kept in a data file, the way shakmaty keeps its {@code tests/*.perft}
 * files: a runner with a node limit, and the per-roll breakdown ({@link Perft#divide}) on a
 * mismatch.
 *
 * <p>The file format, one item a line:
 *
 * <pre>
 * # a comment; blank lines are ignored
 * position american Y Y:n,n,n,n R:n,n,n,n
 * option eitherDie=true          (optional: a rule option for the position above)
 * perft 1 36
 * perft 2 1234
 * </pre>
 *
 * <p>Entries whose expected count is above the node limit are skipped, never silently: each skip is
 * listed in the {@link Report} and printed, and a run that checks nothing fails. The limit is read
 * from the system property {@value #NODE_LIMIT_PROPERTY} (default {@value #DEFAULT_NODE_LIMIT}), so
 * {@code mvn verify -Dparcheesi.perft.nodes=100000000} checks the deep entries too.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * @Test
 * void perft() {
 *   PerftSuite.check(AmericanPerftTest.class, "/american.perft");
 * }
 * }</pre>
 */
public final class PerftSuite {

  /** The system property holding the node limit. */
  public static final String NODE_LIMIT_PROPERTY = "parcheesi.perft.nodes";

  /** The node limit when the system property is not set: keeps a run to seconds. */
  public static final long DEFAULT_NODE_LIMIT = 1_000_000L;

  private PerftSuite() {}

  /** One expected count: {@code perft <depth> <count>}. */
  public static final class Expectation {
    private final int depth;
    private final long count;
    private final int line;

    Expectation(int depth, long count, int line) {
      this.depth = depth;
      this.count = count;
      this.line = line;
    }

    /**
     * The depth.
     *
     * @return 1 or more
     */
    public int depth() {
      return depth;
    }

    /**
     * The expected leaf count.
     *
     * @return the count
     */
    public long count() {
      return count;
    }

    /**
     * The line of the file it was read from.
     *
     * @return the 1-based line number
     */
    public int line() {
      return line;
    }
  }

  /** One position of a perft file with its options and expected counts. */
  public static final class Entry {
    private final String position;
    private final int line;
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<Expectation> expectations = new ArrayList<>();

    Entry(String position, int line) {
      this.position = position;
      this.line = line;
    }

    /**
     * The position in notation.
     *
     * @return the position text
     */
    public String position() {
      return position;
    }

    /**
     * The line of the file the position was read from.
     *
     * @return the 1-based line number
     */
    public int line() {
      return line;
    }

    /**
     * The rule options given for the position, in file order.
     *
     * @return option name to value
     */
    public Map<String, String> options() {
      return Collections.unmodifiableMap(options);
    }

    /**
     * The expected counts, in file order.
     *
     * @return the expectations
     */
    public List<Expectation> expectations() {
      return Collections.unmodifiableList(expectations);
    }

    /**
     * Reads the entry's position under its variant and options.
     *
     * @param variants the rule set of a variant id, with default options
     * @return the state
     * @throws IllegalArgumentException when an option is unknown or takes no such value
     */
    public GameState state(Function<String, RuleSet> variants) {
      String id = position.substring(0, Math.max(0, position.indexOf(' ')));
      RuleSet rules = variants.apply(id);
      for (Map.Entry<String, String> o : options.entrySet()) {
        rules =
            rules
                .withOption(o.getKey(), o.getValue())
                .getOrElseThrow(msg -> new IllegalArgumentException("line " + line + ": " + msg));
      }
      return Notation.parsePosition(position, rules);
    }

    @Override
    public String toString() {
      return position + (options.isEmpty() ? "" : " " + options);
    }
  }

  /** What a run checked, skipped and found wrong. */
  public static final class Report {
    private final List<String> checked = new ArrayList<>();
    private final List<String> skipped = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    /**
     * One line for each count that was computed and compared.
     *
     * @return the lines, such as {@code perft 2 1296 ok (12 ms): american Y ...}
     */
    public List<String> checked() {
      return Collections.unmodifiableList(checked);
    }

    /**
     * One line for each count that was above the node limit and not computed.
     *
     * @return the lines
     */
    public List<String> skipped() {
      return Collections.unmodifiableList(skipped);
    }

    /**
     * One message for each count that did not match, with the per-roll breakdown.
     *
     * @return the messages
     */
    public List<String> failures() {
      return Collections.unmodifiableList(failures);
    }

    /**
     * Throws unless at least one count was checked and every checked count matched.
     *
     * @throws AssertionError listing every mismatch, or saying that nothing was checked
     */
    public void assertPassed() {
      if (!failures.isEmpty()) {
        throw new AssertionError(
            failures.size() + " perft mismatch(es):\n" + String.join("\n\n", failures));
      }
      if (checked.isEmpty()) {
        throw new AssertionError(
            "no perft count was checked: all "
                + skipped.size()
                + " are above the node limit; raise -D"
                + NODE_LIMIT_PROPERTY
                + "\n"
                + String.join("\n", skipped));
      }
    }

    /** Returns a summary: counts checked and skipped, then the skipped lines. */
    @Override
    public String toString() {
      StringBuilder sb =
          new StringBuilder()
              .append("perft: ")
              .append(checked.size())
              .append(" checked, ")
              .append(failures.size())
              .append(" failed, ")
              .append(skipped.size())
              .append(" skipped");
      for (String s : skipped) {
        sb.append("\n  ").append(s);
      }
      return sb.toString();
    }
  }

  /**
   * Reads a perft file.
   *
   * @param in the file's bytes, UTF-8
   * @param name the file's name, for messages
   * @return the entries in file order
   * @throws IllegalArgumentException naming the line when the file is malformed
   */
  public static List<Entry> read(InputStream in, String name) {
    List<Entry> entries = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String text;
      int line = 0;
      Entry current = null;
      while ((text = r.readLine()) != null) {
        line++;
        String t = text.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        int sp = t.indexOf(' ');
        String keyword = sp < 0 ? t : t.substring(0, sp);
        String rest = sp < 0 ? "" : t.substring(sp + 1).strip();
        switch (keyword) {
          case "position":
            current = new Entry(rest, line);
            entries.add(current);
            break;
          case "option":
            int eq = rest.indexOf('=');
            if (current == null || eq <= 0) {
              throw malformed(name, line, "expected 'option name=value' after a position");
            }
            current.options.put(rest.substring(0, eq), rest.substring(eq + 1));
            break;
          case "perft":
            String[] f = rest.split(" ");
            if (current == null || f.length != 2) {
              throw malformed(name, line, "expected 'perft <depth> <count>' after a position");
            }
            try {
              current.expectations.add(
                  new Expectation(Integer.parseInt(f[0]), Long.parseLong(f[1]), line));
            } catch (NumberFormatException e) {
              throw malformed(name, line, "depth and count must be numbers");
            }
            break;
          default:
            throw malformed(name, line, "unknown keyword '" + keyword + "'");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }

  private static IllegalArgumentException malformed(String name, int line, String what) {
    return new IllegalArgumentException(name + ":" + line + ": " + what);
  }

  /**
   * Reads a perft file from the class path, relative to a class as {@link
   * Class#getResourceAsStream(String)} resolves it.
   *
   * @param anchor the class whose module and package resolve the name
   * @param resource such as {@code /american.perft}
   * @return the entries
   * @throws IllegalArgumentException when the resource does not exist or is malformed
   */
  public static List<Entry> read(Class<?> anchor, String resource) {
    InputStream in = anchor.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalArgumentException("no resource " + resource + " beside " + anchor);
    }
    return read(in, resource);
  }

  /**
   * The node limit in force: the system property {@value #NODE_LIMIT_PROPERTY}, or {@value
   * #DEFAULT_NODE_LIMIT}.
   *
   * @return the limit
   */
  public static long nodeLimit() {
    return Long.getLong(NODE_LIMIT_PROPERTY, DEFAULT_NODE_LIMIT);
  }

  /**
   * Computes every expected count at or below a node limit and compares.
   *
   * @param entries the entries
   * @param variants the rule set of a variant id, with default options
   * @param nodeLimit counts above this are skipped (and reported)
   * @return what was checked, skipped and found wrong
   */
  public static Report run(
      List<Entry> entries, Function<String, RuleSet> variants, long nodeLimit) {
    Report report = new Report();
    for (Entry e : entries) {
      GameState state = e.state(variants);
      for (Expectation x : e.expectations) {
        String where = "line " + x.line + " perft " + x.depth + " " + x.count;
        if (x.count > nodeLimit) {
          report.skipped.add(where + " skipped (above the node limit " + nodeLimit + "): " + e);
          continue;
        }
        long start = System.nanoTime();
        long got = Perft.perft(state, x.depth);
        long ms = (System.nanoTime() - start) / 1_000_000;
        if (got == x.count) {
          report.checked.add(where + " ok (" + ms + " ms): " + e);
        } else {
          report.checked.add(where + " FAILED, got " + got + ": " + e);
          report.failures.add(mismatch(e, state, x, got));
        }
      }
    }
    return report;
  }

  private static String mismatch(Entry e, GameState state, Expectation x, long got) {
    StringBuilder sb =
        new StringBuilder()
            .append("line ")
            .append(x.line)
            .append(": perft ")
            .append(x.depth)
            .append(" of ")
            .append(e)
            .append(": expected ")
            .append(x.count)
            .append(", got ")
            .append(got)
            .append("\nper-roll breakdown (Perft.divide at depth ")
            .append(x.depth)
            .append("):");
    for (Tuple2<String, Long> d : Perft.divide(state, x.depth)) {
      sb.append("\n  ").append(d._1).append(' ').append(d._2);
    }
    return sb.toString();
  }

  /**
   * Checks a perft file from the class path with the variants {@link RuleSets} finds and the node
   * limit of {@link #nodeLimit()}; prints the summary, skipped entries included.
   *
   * @param anchor the class whose module and package resolve the name
   * @param resource such as {@code /american.perft}
   * @return the report, already asserted
   * @throws AssertionError when a count does not match or nothing was checked
   */
  public static Report check(Class<?> anchor, String resource) {
    Report report = run(read(anchor, resource), RuleSets::get, nodeLimit());
    System.out.println(resource + ": " + report);
    report.assertPassed();
    return report;
  }
}
