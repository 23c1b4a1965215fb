package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A learned value of positions: the chance that a colour wins from a position, for one variant with
 * its rule options and one number of players, as {@link SelfPlayTraining} learns it by self-play.
 * {@link ValueBot} and {@link LearnedBot} play by it.
 *
 * <p>The network has one hidden layer: the position seen from the colour asked about (its inputs,
 * mostly where each piece stands along its path, are described in the bots module's README), a
 * hidden layer of softsign units {@code x / (1 + |x|)}, and one logistic output. A position whose
 * game is over is worth exactly 1 to the winner and 0 to the others.
 *
 * <p>The weights of each variant's two-player and four-player games at its default options ship
 * with the module ({@link #shipped}); {@link #write} and {@link #read} keep others in a file of
 * their own (format in the README). Evaluating is safe from several threads at once; training
 * ({@link SelfPlayTraining}) is not.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * ValueNetwork net = ValueNetwork.shipped(RuleSets.get("american"));
 * double chance = net.value(state, Colour.YELLOW); // yellow's chance to win, 0 to 1
 * }</pre>
 */
public final class ValueNetwork {

  /** The version of the weight file's format this library writes and reads. */
  public static final int FORMAT = 1;

  // the shipped weights read so far, by rules and players
  private static final ConcurrentHashMap<Shipped, ValueNetwork> SHIPPED = new ConcurrentHashMap<>();

  private record Shipped(RuleSet rules, int players) {}

  private final RuleSet rules;
  private final int players;
  private final int inputs;
  private final int hidden;
  private final long seed;
  private long games;

  /** Input-to-hidden weights, input by input: {@code w[i * hidden + j]}. */
  final float[] w;

  /** Hidden biases. */
  final float[] b;

  /** Hidden-to-output weights. */
  final float[] v;

  /** The output's bias, in {@code c[0]}. */
  final float[] c = new float[1];

  private final ThreadLocal<Scratch> scratch;

  ValueNetwork(RuleSet rules, int players, int hidden, long seed, long games) {
    if (hidden < 1) {
      throw new IllegalArgumentException("hidden units must be 1 or more, got " + hidden);
    }
    this.rules = rules;
    this.players = players;
    this.inputs = new ValueFeatures(rules, players).inputs();
    this.hidden = hidden;
    this.seed = seed;
    this.games = games;
    this.w = new float[inputs * hidden];
    this.b = new float[hidden];
    this.v = new float[hidden];
    this.scratch = ThreadLocal.withInitial(Scratch::new);
  }

  /**
   * A network of small random weights, as training starts from.
   *
   * @param rules the rules of its games
   * @param players players a game, 2 to 4
   * @param hidden hidden units, 1 or more
   * @param seed the seed of the weights
   * @return the network
   * @throws IllegalArgumentException when hidden is below 1
   */
  public static ValueNetwork random(RuleSet rules, int players, int hidden, long seed) {
    ValueNetwork net = new ValueNetwork(rules, players, hidden, seed, 0);
    SplittableRandom r = new SplittableRandom(seed);
    float scale = 0.1f;
    for (int i = 0; i < net.w.length; i++) {
      net.w[i] = (float) ((r.nextDouble() * 2 - 1) * scale);
    }
    for (int j = 0; j < hidden; j++) {
      net.v[j] = (float) ((r.nextDouble() * 2 - 1) * scale);
    }
    return net;
  }

  /**
   * The weights that ship with this module for a rule set's two-player games, read once.
   *
   * @param rules the rules, at their default options
   * @return the network
   * @throws IllegalArgumentException when no weights ship for these rules (a variant trained for
   *     none, or options other than the defaults), or the shipped file is not valid, naming why
   */
  public static ValueNetwork shipped(RuleSet rules) {
    return shipped(rules, 2);
  }

  /**
   * The weights that ship with this module for a rule set's games of a number of players, read
   * once: the two-player and four-player games of every variant, at its default options.
   *
   * @param rules the rules, at their default options
   * @param players the players a game
   * @return the network
   * @throws IllegalArgumentException when no weights ship for these rules and players, or the
   *     shipped file is not valid, naming why
   */
  public static ValueNetwork shipped(RuleSet rules, int players) {
    return SHIPPED.computeIfAbsent(new Shipped(rules, players), ValueNetwork::readShipped);
  }

  /**
   * The resource name of a variant's shipped weights.
   *
   * @param variant a variant's id
   * @param players the players a game
   * @return the name, relative to this class's package
   */
  static String resourceName(String variant, int players) {
    return players == 2
        ? "value-" + variant + ".bin"
        : "value-" + variant + "-" + players + "p.bin";
  }

  private static ValueNetwork readShipped(Shipped key) {
    String name = resourceName(key.rules().id(), key.players());
    try (InputStream in = ValueNetwork.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalArgumentException(
            "no learned weights ship for "
                + key.players()
                + "-player "
                + key.rules().id()
                + " games");
      }
      ValueNetwork net = read(in, key.rules());
      if (net.players != key.players()) {
        throw new IllegalArgumentException(
            "the shipped weights " + name + " are for " + net.players + " players");
      }
      return net;
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the shipped weights " + name + ": " + e, e);
    }
  }

  /**
   * Reads weights written by {@link #write}, for a rule set.
   *
   * @param in the file's bytes; read to the end, not closed
   * @param rules the rules they must be for: the same variant and option values
   * @return the network
   * @throws IOException when reading fails
   * @throws IllegalArgumentException naming what is wrong: not a weight file, another format
   *     version, another variant or options, a shape that does not fit the rules, a short or long
   *     file
   */
  public static ValueNetwork read(InputStream in, RuleSet rules) throws IOException {
    return WeightFile.read(in.readAllBytes(), rules);
  }

  /**
   * Writes the weights, little-endian: a header (format, variant, options, players, shape, the
   * training's seed and games) and the weights as 32-bit floats.
   *
   * @param out where to write; not closed
   * @throws IOException when writing fails
   */
  public void write(OutputStream out) throws IOException {
    out.write(WeightFile.bytes(this));
  }

  /**
   * The rules the network was trained for.
   *
   * @return the rules
   */
  public RuleSet rules() {
    return rules;
  }

  /**
   * The players of the games it was trained for.
   *
   * @return 2 to 4
   */
  public int players() {
    return players;
  }

  /**
   * The network's inputs.
   *
   * @return the number of inputs
   */
  public int inputs() {
    return inputs;
  }

  /**
   * The hidden layer's size.
   *
   * @return the hidden units
   */
  public int hidden() {
    return hidden;
  }

  /**
   * The seed its training started from.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * The games of self-play it has been trained on.
   *
   * @return the games
   */
  public long games() {
    return games;
  }

  void gamesPlayed(long n) {
    games = n;
  }

  /**
   * Checks that the network can value a game's positions: the same rules and number of players.
   *
   * @param state a position of the game
   * @throws IllegalArgumentException naming the difference
   */
  public void check(GameState state) {
    if (!state.ruleSet().equals(rules)) {
      throw new IllegalArgumentException(
          "the weights are for "
              + WeightFile.describe(rules)
              + ", not "
              + WeightFile.describe(state.ruleSet()));
    }
    if (state.colours().size() != players) {
      throw new IllegalArgumentException(
          "the weights for "
              + rules.id()
              + " are for "
              + players
              + "-player games; this game has "
              + state.colours().size()
              + " players");
    }
  }

  /**
   * The chance that a colour wins from a position.
   *
   * @param state a position of the network's rules and number of players
   * @param viewer a colour of the game
   * @return 1 or 0 when the game is over (the viewer won or not), otherwise the network's estimate
   *     strictly between 0 and 1
   */
  public double value(GameState state, Colour viewer) {
    if (state.isOver()) {
      return state.winner().get() == viewer ? 1 : 0;
    }
    Scratch s = scratch.get();
    ValueFeatures f = s.features(this);
    int n = f.encode(state, viewer, s.index, s.value);
    return forward(n, s.index, s.value, s.act);
  }

  /**
   * The network's output for encoded inputs, leaving the hidden activations in {@code act}.
   *
   * @param n inputs set
   * @param index their indexes
   * @param value their values
   * @param act receives the hidden activations
   * @return the output, 0 to 1
   */
  double forward(int n, int[] index, float[] value, float[] act) {
    int h = hidden;
    System.arraycopy(b, 0, act, 0, h);
    for (int a = 0; a < n; a++) {
      int row = index[a] * h;
      float x = value[a];
      for (int j = 0; j < h; j++) {
        act[j] += x * w[row + j];
      }
    }
    float o = c[0];
    for (int j = 0; j < h; j++) {
      float z = act[j];
      float y = z / (1 + Math.abs(z));
      act[j] = y;
      o += v[j] * y;
    }
    return 1 / (1 + StrictMath.exp(-o));
  }

  /**
   * Moves the output for encoded inputs towards a target by one gradient step of the cross-entropy
   * between them.
   *
   * @param n inputs set
   * @param index their indexes
   * @param value their values
   * @param target the target, 0 to 1
   * @param alpha the step size
   * @param act scratch of {@link #hidden()} floats
   * @param grad scratch of {@link #hidden()} floats
   */
  void learn(
      int n, int[] index, float[] value, double target, double alpha, float[] act, float[] grad) {
    double out = forward(n, index, value, act);
    float delta = (float) (alpha * (target - out));
    int h = hidden;
    for (int j = 0; j < h; j++) {
      float d = 1 - Math.abs(act[j]);
      grad[j] = delta * v[j] * d * d;
      v[j] += delta * act[j];
      b[j] += grad[j];
    }
    c[0] += delta;
    for (int a = 0; a < n; a++) {
      int row = index[a] * h;
      float x = value[a];
      for (int j = 0; j < h; j++) {
        w[row + j] += grad[j] * x;
      }
    }
  }

  /** One thread's scratch for evaluating. */
  private static final class Scratch {
    private ValueFeatures features;
    private ValueNetwork owner;
    private int[] index = new int[0];
    private float[] value = new float[0];
    private float[] act = new float[0];

    ValueFeatures features(ValueNetwork net) {
      if (owner != net) {
        if (features == null
            || !features.rules().equals(net.rules)
            || features.players() != net.players) {
          features = new ValueFeatures(net.rules, net.players);
        }
        owner = net;
      }
      if (index.length < features.maxActive()) {
        index = new int[features.maxActive()];
        value = new float[features.maxActive()];
      }
      if (act.length < net.hidden) {
        act = new float[net.hidden];
      }
      return features;
    }
  }
}
