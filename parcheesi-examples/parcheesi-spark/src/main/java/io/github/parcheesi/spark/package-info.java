/**
 * The arena's matches, simulations and rule studies as Apache Spark jobs: {@link
 * io.github.parcheesi.spark.SparkMain} is the program ({@code arena}, {@code simulate}, {@code
 * study}); {@link io.github.parcheesi.spark.GamesJob} splits games into ranges across the
 * executors, which play each with the single-machine arena's own code ({@link
 * io.github.parcheesi.bots.Arena#play(int, boolean, long)}) from an {@link
 * io.github.parcheesi.spark.ArenaSpec}; each game becomes a {@link
 * io.github.parcheesi.spark.GameRow}, one row of the Parquet files. {@link
 * io.github.parcheesi.spark.SparkStart} starts the {@code SparkSession}, embedded or on a cluster.
 */
package io.github.parcheesi.spark;
