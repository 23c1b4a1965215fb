package io.github.parcheesi.spark;

import io.github.parcheesi.bots.Arena;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * The games of one or more arenas as a Spark job: the games are numbered one after another, arena
 * after arena, and the numbers are split into ranges across the executors. Each executor makes
 * every arena again from its {@link ArenaSpec} and plays the game numbers of its ranges with {@link
 * Arena#play(int, boolean, long)}, the single-machine arena's own code, so each row is the game the
 * arena plays with that number, wherever it is played.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Dataset<GameRow> games = GamesJob.games(spark, List.of(spec), 8);
 * games.write().parquet("out/games");
 * }</pre>
 */
public final class GamesJob {

  private GamesJob() {}

  /**
   * The games of the arenas, in order: the first arena's games by number, then the second's, and so
   * on; with the partitions in order, each partition holds consecutive games.
   *
   * @param spark the session
   * @param specs the arenas, each checked on the driver first (its rules and bots made once)
   * @param partitions how many ranges to split the games into, 1 or more
   * @return the games, one row each
   * @throws IllegalArgumentException when an arena's variant, options or bots are bad
   */
  public static Dataset<GameRow> games(SparkSession spark, List<ArenaSpec> specs, int partitions) {
    long[] starts = new long[specs.size() + 1];
    for (int i = 0; i < specs.size(); i++) {
      starts[i + 1] = starts[i] + specs.get(i).arena().games();
    }
    long total = starts[specs.size()];
    int slices = (int) Math.max(1, Math.min(partitions, total));
    Dataset<Long> numbers = spark.range(0, total, 1, slices);
    return numbers.mapPartitions(
        new PlayGames(new ArrayList<>(specs), starts), Encoders.bean(GameRow.class));
  }

  /**
   * The rows with their columns in the order of {@link GameRow#COLUMNS}, as the files keep them.
   *
   * @param games the games
   * @return the games as rows
   */
  public static Dataset<Row> inColumnOrder(Dataset<GameRow> games) {
    return games.select(GameRow.COLUMNS.stream().map(functions::col).toArray(Column[]::new));
  }

  /** Plays the games whose numbers a partition holds; made on the driver, run on the executors. */
  private static final class PlayGames implements MapPartitionsFunction<Long, GameRow> {

    private static final long serialVersionUID = 1L;

    private final ArrayList<ArenaSpec> specs;
    private final long[] starts;

    PlayGames(ArrayList<ArenaSpec> specs, long[] starts) {
      this.specs = specs;
      this.starts = starts.clone();
    }

    @Override
    public Iterator<GameRow> call(Iterator<Long> numbers) {
      Arena[] arenas = new Arena[specs.size()]; // made on the executor, when first needed
      return new Iterator<>() {
        @Override
        public boolean hasNext() {
          return numbers.hasNext();
        }

        @Override
        public GameRow next() {
          long n = numbers.next();
          int i = Arrays.binarySearch(starts, n);
          i = i >= 0 ? i : -i - 2; // the arena whose range holds n (every arena has games)
          ArenaSpec spec = specs.get(i);
          if (arenas[i] == null) {
            arenas[i] = spec.arena();
          }
          Arena arena = arenas[i];
          int game = (int) (n - starts[i]);
          return GameRow.of(
              arena.play(game, false, spec.timeoutMillis()), arena.rules(), spec.label());
        }
      };
    }
  }
}
