package io.github.parcheesi.bench;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.Step;
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
 * 11,813 legal moves and about three million spellings: starting a turn (which lists the legal
 * moves), and each question on a builder that has answered nothing yet (made afresh before each
 * call, outside the time measured): the first steps, and the next steps after one step.
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
  private Step first;
  private TurnBuilder fresh;
  private TurnBuilder afterOne;

  /** Reads the position and finds a first step. */
  @Setup(Level.Trial)
  public void setUp() {
    rules = RuleSets.get("american");
    state =
        Notation.parsePosition(
            "american Y Y:17,27,54,56 G:19,28,60,67 R:33,55,57,61 B:18,37,47,62", rules);
    roll = Roll.of(face, face);
    first = TurnBuilder.start(rules, state, roll).nextSteps().head();
  }

  /** New builders, so that no answer is remembered from an earlier call. */
  @Setup(Level.Invocation)
  public void freshBuilders() {
    fresh = TurnBuilder.start(rules, state, roll);
    afterOne = TurnBuilder.start(rules, state, roll).choose(first).get();
  }

  /**
   * A new turn: the legal moves listed, nothing asked yet.
   *
   * @return the builder
   */
  @Benchmark
  public Object start() {
    return TurnBuilder.start(rules, state, roll);
  }

  /**
   * The first steps of a new turn.
   *
   * @return the steps
   */
  @Benchmark
  public Object firstSteps() {
    return fresh.nextSteps();
  }

  /**
   * The steps that may follow one chosen step, with the values left.
   *
   * @return the steps
   */
  @Benchmark
  public Object nextStepsAfterOne() {
    return afterOne.nextSteps().size() + afterOne.left().size();
  }
}
