package io.github.parcheesi.bench;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.TurnBuilder;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The step builder's questions in the most crowded American position, where a doubles roll has
 * 11,813 legal moves and about three million spellings: starting a turn and asking for the first
 * steps, and asking for the next steps after one step (each question on a fresh builder, so no
 * answer is remembered from an earlier one).
 *
 * <p>Run: {@code mvn -B -q package -DskipTests && java -jar
 * parcheesi-examples/benchmarks/target/benchmarks.jar TurnBuilderBenchmark -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TurnBuilderBenchmark {

  /** The roll's face (doubles). */
  @Param({"6", "1", "3"})
  public int face;

  private RuleSet rules;
  private GameState state;
  private Roll roll;
  private TurnBuilder afterOne;

  /** Reads the position and makes a builder one step into the turn. */
  @Setup(Level.Trial)
  public void setUp() {
    rules = RuleSets.get("american");
    state =
        Notation.parsePosition(
            "american Y Y:17,27,54,56 G:19,28,60,67 R:33,55,57,61 B:18,37,47,62", rules);
    roll = Roll.of(face, face);
    TurnBuilder t = TurnBuilder.start(rules, state, roll);
    afterOne = t.choose(t.nextSteps().head()).get();
  }

  /**
   * A new turn: the legal moves listed and the first steps offered.
   *
   * @return the steps
   */
  @Benchmark
  public Object startAndFirstSteps() {
    return TurnBuilder.start(rules, state, roll).nextSteps();
  }

  /**
   * The steps that may follow one chosen step, on a builder that has answered nothing yet.
   *
   * @return the steps
   */
  @Benchmark
  public Object nextStepsAfterOne() {
    TurnBuilder fresh = TurnBuilder.start(rules, state, roll);
    return fresh.choose(afterOne.chosen().head()).get().nextSteps();
  }
}
