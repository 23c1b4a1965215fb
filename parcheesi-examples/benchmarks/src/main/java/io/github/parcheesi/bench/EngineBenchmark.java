package io.github.parcheesi.bench;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Perft;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Benchmarks of the public API for every variant: legal-move generation on recorded middle-game
 * positions, apply (of a generated move, and of a parsed move that must be checked), a whole random
 * playout, and perft.
 *
 * <p>Run: {@code mvn -B -q package -DskipTests && java -jar
 * parcheesi-examples/benchmarks/target/benchmarks.jar -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmark {

  /** The variant. */
  @Param({"american", "parchis", "russian"})
  public String variant;

  /** Players in the game. */
  @Param({"4"})
  public int players;

  private RuleSet rules;
  private GameState[] states;
  private Roll[] rolls;
  private Roll[] doubles;
  private Roll[] plain;
  private Move[] generated;
  private Move[] parsed;
  private int index;
  private Dice dice;

  /** Records positions, rolls and moves. */
  @Setup(Level.Trial)
  public void setUp() {
    rules = RuleSets.get(variant);
    java.util.List<GameState> list = Positions.middleGame(rules, players, 1024, 20261129L);
    states = list.toArray(new GameState[0]);
    rolls = new Roll[states.length];
    doubles = new Roll[states.length];
    plain = new Roll[states.length];
    generated = new Move[states.length];
    parsed = new Move[states.length];
    Dice d = Dice.seeded(7);
    for (int i = 0; i < states.length; i++) {
      rolls[i] = d.roll();
      int face = d.die();
      doubles[i] = Roll.of(face, face);
      int other = d.die();
      plain[i] = Roll.of(face, other == face ? 7 - face : other);
      boolean decide = states[i].phase() != io.github.parcheesi.Phase.ROLL;
      io.vavr.collection.List<Move> moves =
          decide ? rules.legalMoves(states[i]) : rules.legalMoves(states[i], rolls[i]);
      generated[i] = moves.get(d.nextInt(moves.size()));
      parsed[i] =
          decide
              ? Notation.parseMove(generated[i].toString())
              : Notation.parseMove(generated[i].toString(), rolls[i]);
    }
    dice = Dice.seeded(11);
  }

  private int next() {
    int i = index;
    index = (i + 1) & 1023;
    return i;
  }

  /**
   * Lists the legal moves of one recorded position and roll.
   *
   * @return the moves
   */
  @Benchmark
  public Object legalMoves() {
    int i = next();
    return legalMoves(states[i], rolls[i]);
  }

  /**
   * Lists the legal moves of one recorded position for a doubles roll (four values on the 68-square
   * board once no piece is in the nest, A2).
   *
   * @return the moves
   */
  @Benchmark
  public Object legalMovesDoubles() {
    int i = next();
    return legalMoves(states[i], doubles[i]);
  }

  /**
   * Lists the legal moves of one recorded position for a roll that is not doubles.
   *
   * @return the moves
   */
  @Benchmark
  public Object legalMovesNotDoubles() {
    int i = next();
    return legalMoves(states[i], plain[i]);
  }

  private Object legalMoves(GameState s, Roll roll) {
    return s.phase() == io.github.parcheesi.Phase.ROLL
        ? rules.legalMoves(s, roll)
        : rules.legalMoves(s);
  }

  /**
   * Applies a move as obtained from legalMoves (the usual path of a bot).
   *
   * @return the next state
   */
  @Benchmark
  public Object applyGenerated() {
    int i = next();
    return rules.apply(states[i], generated[i]);
  }

  /**
   * Applies a move read from text, which apply must check against the rules.
   *
   * @return the next state
   */
  @Benchmark
  public Object applyParsed() {
    int i = next();
    return rules.apply(states[i], parsed[i]);
  }

  /**
   * One whole seeded random game through the public API; the score is games per second.
   *
   * @param bh the blackhole
   */
  @Benchmark
  public void playout(Blackhole bh) {
    bh.consume(Positions.playout(rules, players, dice));
  }

  /**
   * Perft to depth 3 from the start; leaves per second = score times the leaf count.
   *
   * @return the leaf count
   */
  @Benchmark
  @Warmup(iterations = 2, time = 2)
  @Measurement(iterations = 3, time = 3)
  public long perft3() {
    return Perft.perft(rules.newGame(players), 3);
  }
}
