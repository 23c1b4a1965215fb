package io.github.parcheesi.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The arena on a real standalone cluster (a master and a worker started here, from the module's
 * jars): the packaged program, given {@code --master spark://...}, ships the project's jars to the
 * executors, and its games are the single-machine arena's. Runs after {@code package} (failsafe),
 * since the cluster starts from {@code target/lib} and the executors need the packaged jar.
 */
class StandaloneClusterIT {

  @Test
  void theArenaOnAStandaloneClusterPlaysTheArenasGames(@TempDir Path dir) throws Exception {
    Path lib = Path.of(System.getProperty("parcheesi.spark.lib", "target/lib"));
    assertTrue(Files.isDirectory(lib), "no runtime jars at " + lib + ": run mvn package first");
    assertTrue(
        SparkStart.projectJars().stream().anyMatch(j -> j.endsWith("parcheesi-spark.jar")),
        "the module's classes must come from its packaged jar: " + SparkStart.projectJars());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (StandaloneCluster cluster = new StandaloneCluster(lib, dir, 2)) {
      status =
          SparkMain.run(
              new PrintStream(out, true, StandardCharsets.UTF_8),
              new PrintStream(err, true, StandardCharsets.UTF_8),
              "arena",
              "--variant",
              "american",
              "--bots",
              "heuristic,random",
              "--games",
              "80",
              "--seed",
              "21",
              "--master",
              cluster.url(),
              "--conf",
              "spark.driver.host=127.0.0.1",
              "--conf",
              "spark.driver.bindAddress=127.0.0.1",
              "--conf",
              "spark.executor.memory=512m",
              "--conf",
              "spark.cores.max=2",
              "--out",
              dir.resolve("out").toString());
    }
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertTrue(
        out.toString(StandardCharsets.UTF_8)
            .contains("paired: 40 deals, each played in the 2 arrangements of the bots: 80 games"),
        out.toString(StandardCharsets.UTF_8));

    ArenaSpec spec =
        new ArenaSpec(
            "american", List.of(), List.of("heuristic", "random"), 80, 21, true, 10_000, "default");
    // the executors ran on the worker, with the jars the driver shipped them
    try (java.util.stream.Stream<Path> files = Files.walk(dir.resolve("work"))) {
      List<String> names = files.map(p -> p.getFileName().toString()).collect(Collectors.toList());
      assertTrue(names.stream().anyMatch(n -> n.startsWith("app-")), names.toString());
      for (String jar : List.of("parcheesi-spark.jar", "parcheesi-core", "parcheesi-bots")) {
        assertTrue(names.stream().anyMatch(n -> n.startsWith(jar)), jar + " not in " + names);
      }
    }
    SparkSession local = LocalSpark.session();
    try {
      List<String> rows =
          local
              .read()
              .parquet(dir.resolve("out/games").toString())
              .orderBy("game")
              .as(Encoders.bean(GameRow.class))
              .collectAsList()
              .stream()
              .map(ArenaLines::line)
              .collect(Collectors.toList());
      assertEquals(ArenaLines.played(spec), rows);
    } finally {
      local.stop();
    }
  }
}
