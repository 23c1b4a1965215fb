package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * Learns a {@link ValueNetwork} by self-play with temporal-difference learning, TD(&lambda;) as in
 * TD-Gammon. Every seat is played by the network itself, as {@link ValueBot} plays (the move whose
 * result it values most; the dice explore). After each game, for each colour, the value of every
 * position the game passed through (after each whole move) is moved towards its &lambda;-return:
 * the mix, with weights {@code (1 - lambda) lambda^k}, of the values of the positions after it,
 * ending with the game's outcome (1 for the colour that won, 0 for the others).
 *
 * <p>Deterministic: the same rules, settings, seed and games give the same weights, byte for byte.
 * Game {@code g}'s dice are seeded with {@link Arena#gameSeed Arena.gameSeed(seed, g)}, the first
 * player chosen by their roll-off (B6); the initial weights are seeded with the seed. Not safe for
 * use from several threads at once.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * SelfPlayTraining training = new SelfPlayTraining(RuleSets.get("american"),
 *     SelfPlayTraining.Settings.DEFAULT, 1);
 * for (int g = 0; g < 1000; g++) {
 *   training.playGame();
 * }
 * Bot bot = new ValueBot(training.network());
 * }</pre>
 */
public final class SelfPlayTraining {

  /** Moves after which a training game that has not ended is dropped unlearned. */
  public static final int MAX_MOVES = 5_000;

  /**
   * How a network is trained.
   *
   * @param players players a game, 2 to 4
   * @param hidden hidden units of the network, 1 or more
   * @param alpha the step size of each update, above 0
   * @param lambda how far back each outcome and value reaches, 0 to 1
   */
  public record Settings(int players, int hidden, double alpha, double lambda) {

    /** The settings the shipped weights were trained with. */
    public static final Settings DEFAULT = new Settings(2, 40, 0.01, 0.7);

    /**
     * Checks the settings.
     *
     * @param players players a game, 2 to 4
     * @param hidden hidden units of the network, 1 or more
     * @param alpha the step size of each update, above 0
     * @param lambda how far back each outcome and value reaches, 0 to 1
     * @throws IllegalArgumentException naming a value out of its range
     */
    public Settings {
      if (players < 2 || players > 4) {
        throw new IllegalArgumentException("players must be 2 to 4, got " + players);
      }
      if (hidden < 1) {
        throw new IllegalArgumentException("hidden units must be 1 or more, got " + hidden);
      }
      if (!(alpha > 0)) {
        throw new IllegalArgumentException("alpha must be above 0, got " + alpha);
      }
      if (!(lambda >= 0 && lambda <= 1)) {
        throw new IllegalArgumentException("lambda must be 0 to 1, got " + lambda);
      }
    }
  }

  private final RuleSet rules;
  private final Settings settings;
  private final long seed;
  private final ValueNetwork network;
  private final ValueFeatures features;
  private final List<Colour> colours;
  private int games;
  private long moves;

  // scratch
  private final int[] index;
  private final float[] value;
  private final float[] act;
  private final float[] grad;

  /**
   * A training from random weights.
   *
   * @param rules the rules of the games
   * @param settings the network's size and the learning's settings
   * @param seed the seed of the initial weights and of every game's dice
   */
  public SelfPlayTraining(RuleSet rules, Settings settings, long seed) {
    this(ValueNetwork.random(rules, settings.players(), settings.hidden(), seed), settings);
  }

  /**
   * A training that goes on from weights trained before: with the same settings it plays the very
   * games, and ends with the very weights, that a training from the start would have played after
   * the games the weights have had ({@link ValueNetwork#games()}), since a game's dice depend on
   * the seed and its number alone and nothing but the weights is carried from game to game.
   *
   * @param network the weights to go on from, changed as the training goes
   * @param settings the learning's settings; the players and hidden units must be the network's
   * @throws IllegalArgumentException when the players or hidden units differ from the network's
   */
  public SelfPlayTraining(ValueNetwork network, Settings settings) {
    if (network.players() != settings.players() || network.hidden() != settings.hidden()) {
      throw new IllegalArgumentException(
          "the weights are for "
              + network.players()
              + " players and "
              + network.hidden()
              + " hidden units, not "
              + settings.players()
              + " and "
              + settings.hidden());
    }
    if (network.games() > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("the weights have had too many games to go on");
    }
    this.rules = network.rules();
    this.settings = settings;
    this.seed = network.seed();
    this.network = network;
    this.games = (int) network.games();
    this.features = new ValueFeatures(rules, settings.players());
    this.colours = rules.newGame(settings.players()).colours();
    this.index = new int[features.maxActive()];
    this.value = new float[features.maxActive()];
    this.act = new float[settings.hidden()];
    this.grad = new float[settings.hidden()];
  }

  /**
   * The network as trained so far; it goes on changing with each game played.
   *
   * @return the network
   */
  public ValueNetwork network() {
    return network;
  }

  /**
   * Games played so far, those of the weights it went on from included.
   *
   * @return the games
   */
  public int games() {
    return games;
  }

  /**
   * Moves played so far by this training, in all its games.
   *
   * @return the moves
   */
  public long moves() {
    return moves;
  }

  /**
   * Plays the next training game and learns from it.
   *
   * @return the winner, none when the game passed {@value #MAX_MOVES} moves and was dropped
   */
  public Option<Colour> playGame() {
    Dice dice = Dice.seeded(Arena.gameSeed(seed, games));
    games++;
    network.gamesPlayed(games);
    GameState state = GameStart.of(rules, colours, Option.none(), dice).state();
    ArrayList<GameState> after = new ArrayList<>();
    while (!state.isOver() && after.size() < MAX_MOVES) {
      List<Move> legal =
          rules.phase(state) == Phase.ROLL
              ? rules.legalMoves(state, dice.roll())
              : rules.legalMoves(state);
      state = rules.play(state, ValueBot.best(network, state, legal));
      after.add(state);
    }
    moves += after.size();
    if (!state.isOver()) {
      return Option.none();
    }
    for (Colour c : colours) {
      learn(after, c, state.winner().get() == c ? 1 : 0);
    }
    return state.winner();
  }

  /** Moves each position's value for a colour towards its lambda-return, from the first on. */
  private void learn(ArrayList<GameState> after, Colour viewer, double outcome) {
    int t = after.size() - 1; // after.get(t) is the end of the game
    if (t < 1) {
      return;
    }
    double[] target = new double[t];
    double lambda = settings.lambda();
    double ret = outcome;
    for (int k = t - 1; k >= 0; k--) {
      if (k < t - 1) {
        double next = valueOf(after.get(k + 1), viewer);
        ret = (1 - lambda) * next + lambda * ret;
      }
      target[k] = ret;
    }
    for (int k = 0; k < t; k++) {
      int n = features.encode(after.get(k), viewer, index, value);
      network.learn(n, index, value, target[k], settings.alpha(), act, grad);
    }
  }

  private double valueOf(GameState s, Colour viewer) {
    int n = features.encode(s, viewer, index, value);
    return network.forward(n, index, value, act);
  }
}
