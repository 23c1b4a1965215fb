package io.github.parcheesi.spark;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Arena;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * Starts the {@code SparkSession} the jobs run in: embedded ({@code local[*]}) unless a master is
 * named, by {@code --master} or by {@code spark-submit}. On a cluster, the jars of this module, of
 * the library and of its variants are added to {@code spark.jars}, so that executors whose Spark
 * installation knows nothing of the project can play its games.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * try (SparkSession spark = SparkStart.start(null, Map.of(), "parcheesi")) {
 *   Dataset<GameRow> games = GamesJob.games(spark, List.of(spec), 8);
 * }
 * }</pre>
 */
public final class SparkStart {

  /** The master used when none is named. */
  public static final String LOCAL = "local[*]";

  private SparkStart() {}

  /**
   * Whether a master URL is one Spark can take: {@code local}, {@code local[N]}, {@code local[*]},
   * {@code local[N,F]}, {@code spark://HOST:PORT[,HOST:PORT]}, {@code yarn} or {@code k8s://...}.
   *
   * @param master the URL
   * @return true when it has one of those forms
   */
  public static boolean isMaster(String master) {
    return master.matches("local(\\[(\\*|[1-9][0-9]*)(,[0-9]+)?])?")
        || master.matches("spark://[^:/,]+:[0-9]+(,[^:/,]+:[0-9]+)*")
        || master.equals("yarn")
        || master.matches("k8s://.+");
  }

  /**
   * Starts (or joins) the session.
   *
   * @param master the master, or null for the one {@code spark-submit} or {@code -Dspark.master}
   *     gives, else {@link #LOCAL}
   * @param conf further settings, as {@code --conf KEY=VALUE} gives them
   * @param app the application's name
   * @return the session
   */
  public static SparkSession start(String master, Map<String, String> conf, String app) {
    SparkConf given = new SparkConf(); // reads spark.* system properties, as spark-submit sets them
    String m = master != null ? master : given.get("spark.master", LOCAL);
    SparkSession.Builder b =
        SparkSession.builder()
            .appName(app)
            .master(m)
            .config("spark.ui.enabled", "false")
            .config("spark.ui.showConsoleProgress", "false")
            .config("spark.sql.shuffle.partitions", "8");
    if (m.startsWith("local")) {
      b.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1");
    } else {
      Set<String> jars = new LinkedHashSet<>();
      for (String jar : given.get("spark.jars", "").split(",")) {
        if (!jar.isBlank()) {
          jars.add(jar);
        }
      }
      jars.addAll(projectJars());
      b.config("spark.jars", String.join(",", jars));
    }
    conf.forEach(b::config);
    return b.getOrCreate();
  }

  /**
   * The jars the executors need besides Spark: this module's, the library's core, the bots, the
   * variants with their engines, and Vavr; directories (classes not yet packaged) are left out.
   *
   * @return the jars' paths
   */
  public static List<String> projectJars() {
    List<Class<?>> classes = new ArrayList<>();
    classes.add(SparkStart.class);
    classes.add(RuleSet.class);
    classes.add(Arena.class);
    classes.add(io.vavr.collection.List.class);
    for (RuleSet rules : RuleSets.all()) {
      for (Class<?> c = rules.getClass(); c != null; c = c.getSuperclass()) {
        classes.add(c); // a variant and the engine it builds on (parcheesi-track68)
      }
    }
    Set<String> out = new LinkedHashSet<>();
    for (Class<?> c : classes) {
      CodeSource source = c.getProtectionDomain().getCodeSource();
      if (source == null) {
        continue;
      }
      try {
        Path p = Path.of(source.getLocation().toURI());
        if (Files.isRegularFile(p)) {
          out.add(p.toAbsolutePath().toString());
        }
      } catch (URISyntaxException | IllegalArgumentException e) {
        // not a file: nothing to ship
      }
    }
    return new ArrayList<>(out);
  }
}
