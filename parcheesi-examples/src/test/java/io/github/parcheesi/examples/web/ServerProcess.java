package io.github.parcheesi.examples.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code parcheesi serve} in a JVM of its own, on the tests' class path, as a person starts it: for
 * tests that kill the server as a crash would.
 */
final class ServerProcess implements AutoCloseable {

  private static final Pattern LISTENING =
      Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)/");

  private final Process process;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final List<String> seen = new ArrayList<>();

  private ServerProcess(String heap, List<String> args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx" + heap);
    command.add("-XX:+ExitOnOutOfMemoryError"); // out of memory is the end, not a 500
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("io.github.parcheesi.examples.cli.Main");
    command.add("serve");
    command.addAll(args);
    process = new ProcessBuilder(command).redirectErrorStream(true).start();
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                  lines.add(line);
                }
              } catch (IOException ended) {
                // the process was killed
              }
            },
            "serve-output");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts {@code serve --port 0} with more arguments, and waits for its first line.
   *
   * @param args such as {@code --db FILE}
   * @return the running server
   */
  static ServerProcess start(String... args) {
    return startWithHeap("256m", args);
  }

  /**
   * Starts {@code serve --port 0} in a JVM of a heap limit, which ends the JVM when it is reached.
   *
   * @param heap the limit, as {@code -Xmx} takes it, such as {@code 128m}
   * @param args such as {@code --db FILE}
   * @return the running server
   */
  static ServerProcess startWithHeap(String heap, String... args) {
    return launch(heap, 0, args);
  }

  /**
   * Starts {@code serve} on a port given, such as the port of a server killed before, so that the
   * pages it served find it at the same address (and their keys in the browser's storage of that
   * address).
   *
   * @param port the port
   * @param args such as {@code --db FILE}
   * @return the running server
   */
  static ServerProcess startOnPort(int port, String... args) {
    return launch("256m", port, args);
  }

  private static ServerProcess launch(String heap, int port, String... args) {
    List<String> all = new ArrayList<>(List.of("--port", String.valueOf(port)));
    all.addAll(List.of(args));
    try {
      return new ServerProcess(heap, all);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The next line the process printed, waiting up to a minute. */
  String line() {
    try {
      String line = lines.poll(60, TimeUnit.SECONDS);
      if (line == null) {
        throw new AssertionError("the server printed nothing more; so far: " + seen);
      }
      seen.add(line);
      return line;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** The port of a server whose first line says where it listens. */
  int port() {
    String first = line();
    Matcher m = LISTENING.matcher(first);
    if (!m.matches()) {
      throw new AssertionError("not the line of a listening server: " + first + " " + seen);
    }
    return Integer.parseInt(m.group(1));
  }

  /** Whether the process runs. */
  boolean alive() {
    return process.isAlive();
  }

  /** Waits for the process to end by itself; answers its exit status. */
  int waitFor() {
    try {
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        throw new AssertionError("the server did not stop; it printed " + seen);
      }
      return process.exitValue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Kills the process at once, as a crash or {@code kill -9} does: no shutdown hook runs. */
  void kill() {
    process.destroyForcibly();
    waitFor();
  }

  @Override
  public void close() {
    if (process.isAlive()) {
      kill();
    }
  }
}
