package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** Runs {@link Main} in-process and captures what it prints. */
final class Cli {

  private Cli() {}

  /** What one run printed and returned. */
  record Result(int status, String out, String err) {

    /** Standard output split into lines, without line ends. */
    List<String> lines() {
      if (!out.isEmpty() && !out.endsWith("\n")) {
        throw new AssertionError("output does not end with a line end: " + out);
      }
      String[] parts = out.split("\n", -1);
      return Arrays.asList(parts).subList(0, parts.length - 1);
    }

    /** The last line of standard output. */
    String lastLine() {
      List<String> lines = lines();
      return lines.get(lines.size() - 1);
    }
  }

  /** Runs with empty standard input. */
  static Result run(String... args) {
    return runWithInput("", args);
  }

  /** Runs with the given text on standard input. */
  static Result runWithInput(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Main.run(
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
            args);
    return new Result(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** Asserts that a run failed with status 2, printed nothing, and its error names each string. */
  static void assertError(Cli.Result r, String... named) {
    assertEquals(Main.USAGE_ERROR, r.status(), "status; stderr: " + r.err());
    assertEquals("", r.out(), "nothing on standard output");
    assertTrue(r.err().startsWith("error: "), r.err());
    for (String s : named) {
      assertTrue(r.err().contains(s), "stderr names " + s + ": " + r.err());
    }
  }
}
