package io.github.parcheesi.testing;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.Games.Playout;
import io.github.parcheesi.testing.Games.Ply;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.quicktheories.core.Gen;

/**
 * Random rolls, reachable positions, legal move sequences, whole games and well-formed random
 * moves, for property tests of rule sets, bots and house rules.
 *
 * <p>Each generator comes twice: as a plain function of a seeded {@link Dice} (the same dice give
 * the same value, whatever test framework calls it), and as a ready QuickTheories {@link Gen}. The
 * generators of positions, decisions and move sequences draw the numbers that make a position
 * (players, plies played from the start, the dice's seed; {@link #stateAfter}), so a failing
 * property shrinks towards two players and fewer plies: a short position, shown in notation.
 * Positions are <em>reachable</em>: they come from playing random legal moves from the start
 * through the public API ({@link Games}), so they are exactly the positions a real game can meet.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * qt().withFixedSeed(42).withExamples(100)
 *     .forAll(Generators.decisions(rules))
 *     .checkAssert(d -> assertTrue(d.legal().contains(myBot.choose(d.before(), d.legal()))));
 *
 * GameState s = Generators.reachableState(rules, Dice.seeded(7));   // without QuickTheories
 * }</pre>
 */
public final class Generators {

  /**
   * The most decisions {@link #reachableState(RuleSet, Dice)} plays from the start: enough to reach
   * the end game of most American and Parchís games and the middle of Russian ones.
   */
  public static final int DEFAULT_MAX_PLIES = 600;

  private static final List<Location> LOCATIONS = allLocations();

  private Generators() {}

  // ------------------------------------------------------------------------ plain functions

  /**
   * A roll of two dice.
   *
   * @param dice the random source
   * @return one of the 36 outcomes, each equally likely
   */
  public static Roll roll(Dice dice) {
    return dice.roll();
  }

  /**
   * A number of players a game may have.
   *
   * @param dice the random source
   * @return 2, 3 or 4, each equally likely
   */
  public static int players(Dice dice) {
    return 2 + dice.nextInt(3);
  }

  /**
   * A position reached by random legal moves from the usual start of a game with 2 to 4 players,
   * after up to {@link #DEFAULT_MAX_PLIES} decisions.
   *
   * @param rules the rule set
   * @param dice the random source
   * @return a state whose game is not over
   */
  public static GameState reachableState(RuleSet rules, Dice dice) {
    return reachableState(rules, players(dice), DEFAULT_MAX_PLIES, dice);
  }

  /**
   * A position reached by random legal moves from the usual start ({@link RuleSet#newGame(int)})
   * after a number of decisions drawn uniformly from 0 to {@code maxPlies}; when the game ends
   * sooner, the last state before its end.
   *
   * @param rules the rule set
   * @param players 2 to 4
   * @param maxPlies the most decisions to play, 0 or more
   * @param dice the random source
   * @return a state whose game is not over
   */
  public static GameState reachableState(RuleSet rules, int players, int maxPlies, Dice dice) {
    return stateAfter(rules, players, dice.nextInt(maxPlies + 1), dice);
  }

  /**
   * The position after exactly {@code plies} random legal decisions from the usual start with dice
   * seeded by {@code seed}; when the game ends sooner, the last state before its end. The same
   * arguments give the same state, and fewer plies give an earlier state of the same game: the
   * QuickTheories generators below draw these three numbers, so a failing property shrinks towards
   * a game of two players and fewer plies.
   *
   * @param rules the rule set
   * @param players 2 to 4
   * @param plies the decisions to play, 0 or more
   * @param seed the dice's seed
   * @return a state whose game is not over
   */
  public static GameState stateAfter(RuleSet rules, int players, int plies, long seed) {
    return stateAfter(rules, players, plies, Dice.seeded(seed));
  }

  private static GameState stateAfter(RuleSet rules, int players, int plies, Dice dice) {
    Playout game = Games.play(rules, rules.newGame(players), dice, plies);
    return game.finished() ? game.states().init().last() : game.last();
  }

  /**
   * A decision in a reachable position: the state ({@link Ply#before()}), its roll when it needs
   * one ({@link Ply#roll()}), every legal move ({@link Ply#legal()}), one chosen at random ({@link
   * Ply#move()}) and the state it leads to ({@link Ply#after()}).
   *
   * @param rules the rule set
   * @param dice the random source
   * @return the decision
   */
  public static Ply decision(RuleSet rules, Dice dice) {
    GameState state = reachableState(rules, dice);
    return Games.play(rules, state, dice, 1).plies().head();
  }

  /**
   * A sequence of decisions by random legal moves from a state, each with its roll and its legal
   * moves; shorter when the game ends first.
   *
   * @param rules the rule set
   * @param start the first state
   * @param length the most decisions
   * @param dice the random source
   * @return the decisions in order, each one's {@link Ply#after()} the next one's {@link
   *     Ply#before()}
   */
  public static List<Ply> legalMoveSequence(RuleSet rules, GameState start, int length, Dice dice) {
    return Games.play(rules, start, dice, length).plies();
  }

  /**
   * A whole game by random legal moves from the usual start with 2 to 4 players, played to its end
   * (or {@code maxPlies} decisions).
   *
   * @param rules the rule set
   * @param maxPlies the most decisions
   * @param dice the random source
   * @return the game
   */
  public static Playout game(RuleSet rules, int maxPlies, Dice dice) {
    return Games.play(rules, rules.newGame(players(dice)), dice, maxPlies);
  }

  /**
   * Every location of every board of the family, in notation order: nest, track squares 1 to 72,
   * home-row squares, rest cells, arrow cells, the mirror, the four prisoner locations, home.
   *
   * @return the 98 locations
   */
  public static List<Location> locations() {
    return LOCATIONS;
  }

  private static List<Location> allLocations() {
    List<Location> out = List.of(Location.nest());
    for (int i = 1; i <= 72; i++) {
      out = out.append(Location.track(i));
    }
    for (int i = 1; i <= 7; i++) {
      out = out.append(Location.homeRow(i));
    }
    for (int i = 1; i <= 8; i++) {
      out = out.append(Location.rest(i));
    }
    for (int i = 1; i <= 4; i++) {
      out = out.append(Location.arrow(i));
    }
    out = out.append(Location.mirror());
    for (Colour c : List.of(Colour.BLUE, Colour.GREEN, Colour.RED, Colour.YELLOW)) {
      out = out.append(Location.prisonerOf(c));
    }
    return out.append(Location.home()).sorted();
  }

  /**
   * A well-formed but random move for a state, for fuzzing {@link RuleSet#apply}: usually illegal,
   * sometimes legal. It is a pass, a listed move bent a little (a step's end or capture mark
   * changed, a step dropped, added or swapped), or one to four random steps: from the mover's
   * pieces or anywhere, to a square a little ahead, to another piece or anywhere on any board, each
   * capture mark right or random. The roll is usually {@code roll}, sometimes another roll, and
   * sometimes of the other kind (none for a roll, a roll for none).
   *
   * @param state the state
   * @param roll the roll of the decision, or none for a decision that needs no roll
   * @param dice the random source
   * @return the move
   */
  public static Move wellFormedMove(GameState state, Option<Roll> roll, Dice dice) {
    Option<Roll> with = roll;
    int r = dice.nextInt(8);
    if (r == 0) {
      with = Option.some(dice.roll());
    } else if (r == 1) {
      with = roll.isDefined() ? Option.none() : Option.some(dice.roll());
    }
    List<Step> steps;
    int kind = dice.nextInt(8);
    if (kind == 0) {
      steps = List.empty();
    } else if (kind <= 3) {
      steps = bent(state, roll, dice);
    } else {
      steps = List.empty();
      int n = 1 + dice.nextInt(4);
      for (int i = 0; i < n; i++) {
        steps = steps.append(randomStep(state, dice));
      }
    }
    return with.isDefined() ? Move.of(with.get(), steps) : Move.withoutRoll(steps);
  }

  /** A listed move with one change; a random step when nothing is listed. */
  private static List<Step> bent(GameState state, Option<Roll> roll, Dice dice) {
    RuleSet rules = state.ruleSet();
    List<Move> legal =
        state.phase() == Phase.OVER
            ? List.empty()
            : roll.isDefined() ? rules.legalMoves(state, roll.get()) : rules.legalMoves(state);
    if (legal.isEmpty() || legal.head().isPass()) {
      return List.of(randomStep(state, dice));
    }
    List<Step> steps = legal.get(dice.nextInt(legal.size())).steps();
    int i = dice.nextInt(steps.size());
    Step s = steps.get(i);
    switch (dice.nextInt(6)) {
      case 0:
        return steps.update(i, Step.of(s.from(), someLocation(state, s.from(), dice), s.capture()));
      case 1:
        return steps.update(i, Step.of(s.from(), s.to(), !s.capture()));
      case 2:
        return steps.removeAt(i);
      case 3:
        return steps.insert(dice.nextInt(steps.size() + 1), randomStep(state, dice));
      case 4:
        return steps.size() > 1 ? steps.removeAt(i).append(s) : steps.append(s);
      default:
        return steps.update(i, Step.of(s.to(), someLocation(state, s.to(), dice), s.capture()));
    }
  }

  private static Step randomStep(GameState state, Dice dice) {
    List<Location> own = state.pieces(state.toMove());
    Location from = dice.nextInt(3) > 0 ? own.get(dice.nextInt(own.size())) : anyLocation(dice);
    Location to = someLocation(state, from, dice);
    boolean capture = dice.nextInt(2) == 0 ? dice.nextInt(2) == 0 : holdsOpponent(state, to);
    return Step.of(from, to, capture);
  }

  /** A square a little ahead of {@code from}, a piece's location, or any location. */
  private static Location someLocation(GameState state, Location from, Dice dice) {
    switch (dice.nextInt(3)) {
      case 0:
        return ahead(from, 1 + dice.nextInt(20), dice);
      case 1:
        List<Colour> colours = state.colours();
        List<Location> theirs = state.pieces(colours.get(dice.nextInt(colours.size())));
        return theirs.get(dice.nextInt(theirs.size()));
      default:
        return anyLocation(dice);
    }
  }

  private static Location ahead(Location from, int steps, Dice dice) {
    switch (from.kind()) {
      case TRACK:
        int size = dice.nextInt(2) == 0 ? 68 : 72;
        return Location.track((from.index() - 1 + steps) % size + 1);
      case HOME_ROW:
        int j = from.index() + steps;
        return j <= 7 ? Location.homeRow(j) : Location.home();
      default:
        return anyLocation(dice);
    }
  }

  private static Location anyLocation(Dice dice) {
    return LOCATIONS.get(dice.nextInt(LOCATIONS.size()));
  }

  private static boolean holdsOpponent(GameState state, Location to) {
    return state
        .colours()
        .exists(
            c ->
                c != state.toMove()
                    && to.kind() != Location.Kind.NEST
                    && to.kind() != Location.Kind.HOME
                    && state.count(c, to) > 0);
  }

  // ------------------------------------------------------------------------ QuickTheories

  /**
   * Rolls, shrinking towards {@code 1-1}.
   *
   * @return the generator
   */
  public static Gen<Roll> rolls() {
    return integers().between(0, 35).map(i -> Roll.outcomes().get(i)).describedAs(Roll::toString);
  }

  /**
   * Reachable positions, shown in notation: {@link #stateAfter} with 2 to 4 players, 0 to {@link
   * #DEFAULT_MAX_PLIES} plies and any seed. A failing property shrinks them towards two players and
   * fewer plies: a short position a person reads at a glance.
   *
   * @param rules the rule set
   * @return the generator
   */
  public static Gen<GameState> reachableStates(RuleSet rules) {
    return positions(rules).map(Position::state).describedAs(GameState::toString);
  }

  /**
   * Decisions in reachable positions ({@link #reachableStates}): the position, then one decision
   * with the same dice, shrinking as the positions do.
   *
   * @param rules the rule set
   * @return the generator
   */
  public static Gen<Ply> decisions(RuleSet rules) {
    return positions(rules)
        .map(p -> Games.play(rules, p.state(), p.dice(), 1).plies().head())
        .describedAs(Generators::describe);
  }

  /**
   * Sequences of decisions from reachable positions ({@link #reachableStates}), shrinking as the
   * positions do.
   *
   * @param rules the rule set
   * @param length the most decisions in a sequence
   * @return the generator
   */
  public static Gen<List<Ply>> legalMoveSequences(RuleSet rules, int length) {
    return positions(rules)
        .map(p -> legalMoveSequence(rules, p.state(), length, p.dice()))
        .describedAs(plies -> plies.isEmpty() ? "[]" : describe(plies.head()) + " ...");
  }

  /**
   * Whole games ({@link #game(RuleSet, int, Dice)}), each bounded by 20 000 decisions, shrinking
   * towards two players.
   *
   * @param rules the rule set
   * @return the generator
   */
  public static Gen<Playout> games(RuleSet rules) {
    return integers()
        .between(2, 4)
        .zip(
            longs().all(),
            (players, seed) -> Games.play(rules, rules.newGame(players), Dice.seeded(seed), 20_000))
        .describedAs(g -> g.plies().size() + " decisions from " + g.states().head());
  }

  /** A reachable position and the dice that go on from it. */
  private record Position(GameState state, Dice dice) {}

  private static Gen<Position> positions(RuleSet rules) {
    return integers()
        .between(2, 4)
        .zip(
            integers().between(0, DEFAULT_MAX_PLIES),
            longs().all(),
            (players, plies, seed) -> {
              Dice dice = Dice.seeded(seed);
              return new Position(stateAfter(rules, players, plies, dice), dice);
            });
  }

  /**
   * Well-formed random moves for one decision ({@link #wellFormedMove}).
   *
   * @param state the state
   * @param roll the decision's roll, or none
   * @return the generator
   */
  public static Gen<Move> wellFormedMoves(GameState state, Option<Roll> roll) {
    return seeded(d -> wellFormedMove(state, roll, d))
        .describedAs(m -> m + m.roll().map(r -> " with " + r).getOrElse(" without a roll"));
  }

  /**
   * The values of a plain function of seeded dice, one seed per value.
   *
   * @param <T> the type of the values
   * @param function the function
   * @return the generator
   */
  public static <T> Gen<T> seeded(java.util.function.Function<Dice, T> function) {
    return longs().all().map(seed -> function.apply(Dice.seeded(seed)));
  }

  /**
   * A decision as text: the state, the roll and the chosen move.
   *
   * @param ply the decision
   * @return such as {@code american Y Y:... roll 3-4 move 10/13 13/17}
   */
  public static String describe(Ply ply) {
    return ply.before()
        + " roll "
        + ply.roll().map(Roll::toString).getOrElse("-")
        + " move "
        + ply.move();
  }
}
