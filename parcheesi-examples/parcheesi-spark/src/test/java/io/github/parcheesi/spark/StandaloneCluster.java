package io.github.parcheesi.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A real standalone Spark cluster on this machine, on the loopback interface only: a master and one
 * worker, each a child JVM started from the module's runtime jars ({@code target/lib}), as a Spark
 * distribution's scripts would start them. Its {@code SPARK_HOME} holds Spark's jars and not the
 * project's, so executors get the project's classes only from what the driver ships. Closing it
 * kills both JVMs and every executor the worker started.
 */
final class StandaloneCluster implements AutoCloseable {

  private static final Duration START = Duration.ofSeconds(120);

  private final Path home;
  private final List<Process> processes = new ArrayList<>();
  private final int masterPort = freePort();
  private final int masterUi = freePort();
  private final int workerUi = freePort();

  /**
   * Starts the master, waits until it is alive, then starts the worker and waits until it has
   * registered.
   *
   * @param lib the runtime jars
   * @param dir a directory for the cluster's home, work directory and logs
   * @param cores the worker's cores
   * @throws IllegalStateException when either does not come up in time, with its log
   */
  StandaloneCluster(Path lib, Path dir, int cores) throws IOException, InterruptedException {
    home = dir.resolve("spark-home");
    Path jars = Files.createDirectories(home.resolve("jars"));
    Pattern project = Pattern.compile("(parcheesi-|vavr|picocli).*");
    try (DirectoryStream<Path> all = Files.newDirectoryStream(lib, "*.jar")) {
      for (Path jar : all) {
        if (!project.matcher(jar.getFileName().toString()).matches()) {
          Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar.toAbsolutePath());
        }
      }
    }
    Path conf = Files.createDirectories(home.resolve("conf"));
    Files.writeString(
        conf.resolve("log4j2.properties"),
        "rootLogger.level = warn\n"
            + "rootLogger.appenderRef.stderr.ref = console\n"
            + "appender.console.type = Console\n"
            + "appender.console.name = console\n"
            + "appender.console.target = SYSTEM_ERR\n"
            + "appender.console.layout.type = PatternLayout\n"
            + "appender.console.layout.pattern = %d{HH:mm:ss.SSS} %-5p %c{1}: %m%n\n");
    try {
      start(
          dir.resolve("master.log"),
          "org.apache.spark.deploy.master.Master",
          "--host",
          "127.0.0.1",
          "--port",
          String.valueOf(masterPort),
          "--webui-port",
          String.valueOf(masterUi));
      await("\"status\" : \"ALIVE\"", dir.resolve("master.log"));
      start(
          dir.resolve("worker.log"),
          "org.apache.spark.deploy.worker.Worker",
          "--host",
          "127.0.0.1",
          "--cores",
          String.valueOf(cores),
          "--memory",
          "1g",
          "--webui-port",
          String.valueOf(workerUi),
          "--work-dir",
          Files.createDirectories(dir.resolve("work")).toString(),
          url());
      await("\"aliveworkers\" : 1", dir.resolve("worker.log"));
    } catch (IOException | InterruptedException | RuntimeException e) {
      close();
      throw e;
    }
  }

  /**
   * The master's URL.
   *
   * @return {@code spark://127.0.0.1:PORT}
   */
  String url() {
    return "spark://127.0.0.1:" + masterPort;
  }

  private void start(Path log, String mainClass, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx256m");
    // no REST submission server: it would take port 6066, which another cluster may hold
    command.add("-Dspark.master.rest.enabled=false");
    command.add("-cp");
    command.add(home.resolve("conf") + java.io.File.pathSeparator + home.resolve("jars") + "/*");
    command.add(mainClass);
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    pb.redirectOutput(log.toFile());
    Map<String, String> env = pb.environment();
    env.put("SPARK_HOME", home.toAbsolutePath().toString());
    env.put("SPARK_SCALA_VERSION", "2.13");
    env.put("SPARK_LOCAL_IP", "127.0.0.1");
    processes.add(pb.start());
  }

  /** Polls the master's JSON page until it holds the text. */
  private void await(String text, Path log) throws IOException, InterruptedException {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + masterUi + "/json/"))
            .timeout(Duration.ofSeconds(5))
            .build();
    long deadline = System.nanoTime() + START.toNanos();
    String last = "";
    while (System.nanoTime() < deadline) {
      for (Process p : processes) {
        if (!p.isAlive()) {
          throw new IllegalStateException(
              "a cluster JVM exited with status " + p.exitValue() + ":\n" + read(log));
        }
      }
      try {
        last = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
        if (last.contains(text)) {
          return;
        }
      } catch (IOException e) {
        last = e.toString(); // not listening yet
      }
      Thread.sleep(250);
    }
    throw new IllegalStateException(
        "no " + text + " within " + START + "; last answer: " + last + "\nlog:\n" + read(log));
  }

  private static String read(Path log) {
    try {
      return Files.readString(log, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "(no log: " + e + ")";
    }
  }

  private static int freePort() {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Kills the worker's executors, the worker and the master, and waits for them to end. */
  @Override
  public void close() throws InterruptedException {
    for (int i = processes.size() - 1; i >= 0; i--) {
      Process p = processes.get(i);
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroy();
      if (!p.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
        p.destroyForcibly().waitFor();
      }
    }
  }
}
