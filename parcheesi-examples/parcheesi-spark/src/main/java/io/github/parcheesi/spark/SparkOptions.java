package io.github.parcheesi.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine.Option;

/** The options of every job: where it runs ({@code --master}), its ranges and Spark settings. */
final class SparkOptions {

  @Option(
      names = "--master",
      paramLabel = "URL",
      description =
          "Where the job runs: local[*] (the default, embedded, every core of this machine),"
              + " local[N], or a cluster's master such as spark://HOST:7077. Under spark-submit,"
              + " its --master.")
  private String master;

  @Option(
      names = "--partitions",
      paramLabel = "P",
      description = "Ranges of games the work is split into (default: 4 per core of the cluster).")
  private Integer partitions;

  @Option(
      names = "--conf",
      paramLabel = "KEY=VALUE",
      description = "A Spark setting, such as spark.executor.memory=2g; repeatable.")
  private List<String> conf;

  /**
   * Checks the options.
   *
   * @throws UsageException naming the bad option
   */
  void check() {
    if (master != null && !SparkStart.isMaster(master)) {
      throw new UsageException(
          "--master: expected local[*], local[N] or spark://HOST:PORT, got '" + master + "'");
    }
    if (partitions != null && partitions < 1) {
      throw new UsageException("--partitions: must be 1 or more, got " + partitions);
    }
    settings();
  }

  private Map<String, String> settings() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String c : conf == null ? List.<String>of() : conf) {
      int eq = c.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--conf: expected KEY=VALUE, got '" + c + "'");
      }
      out.put(c.substring(0, eq), c.substring(eq + 1));
    }
    return out;
  }

  /**
   * Runs a job in the session: a session already running in this JVM (a test's) is used and left
   * running, any other is started for the job and stopped after it.
   *
   * @param <T> what the job answers
   * @param app the application's name
   * @param job the job
   * @return what the job answers
   */
  <T> T run(String app, Function<SparkSession, T> job) {
    boolean running = SparkSession.getDefaultSession().isDefined();
    SparkSession spark = SparkStart.start(master, settings(), app);
    try {
      return job.apply(spark);
    } finally {
      if (!running) {
        spark.stop();
      }
    }
  }

  /**
   * The ranges to split the games into.
   *
   * @param spark the session
   * @return {@code --partitions}, or 4 per core of the cluster
   */
  int partitions(SparkSession spark) {
    return partitions != null ? partitions : 4 * spark.sparkContext().defaultParallelism();
  }

  /**
   * Creates the directory of {@code --out}, before any Spark starts.
   *
   * @param out the directory, or null when not given
   * @throws UsageException naming {@code --out} when it is a file or cannot be created
   */
  static void createOutput(Path out) {
    if (out == null) {
      return;
    }
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw new UsageException("--out: " + out + " is a file, not a directory");
    }
    try {
      Files.createDirectories(out);
    } catch (IOException e) {
      throw new UsageException("--out: cannot create directory " + out + ": " + e.getMessage());
    }
  }
}
