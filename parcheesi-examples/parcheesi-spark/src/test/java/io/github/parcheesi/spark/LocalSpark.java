package io.github.parcheesi.spark;

import org.apache.spark.sql.SparkSession;

/** The one embedded session the test classes share in their JVM; Spark stops it at exit. */
final class LocalSpark {

  private LocalSpark() {}

  static synchronized SparkSession session() {
    return SparkSession.builder()
        .appName("parcheesi-spark tests")
        .master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .getOrCreate();
  }
}
