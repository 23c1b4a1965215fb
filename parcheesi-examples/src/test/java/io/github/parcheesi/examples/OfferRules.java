package io.github.parcheesi.examples;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.WrongPhaseException;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A test-only variant, id {@code offer}, registered through {@code META-INF/services} in the test
 * resources, so that the CLI's handling of {@link Phase#DECIDE} can be tested before a real variant
 * has it. A position with {@code offer=1} waits for a decision without a roll: decline ({@code
 * pass}) or accept ({@code n/1}, one piece of the player to move enters at square 1). With a roll,
 * the only move is {@code pass}.
 */
public final class OfferRules implements RuleSet {

  private static final String OFFER = "offer";

  @Override
  public String id() {
    return "offer";
  }

  @Override
  public List<RuleOption<?>> options() {
    return List.empty();
  }

  @Override
  public Map<String, String> optionValues() {
    return LinkedHashMap.empty();
  }

  @Override
  public Either<Rejection, RuleSet> withOption(String name, String value) {
    return Either.left(Rejection.unknownOption("offer", name, List.empty()));
  }

  @Override
  public RollOff.Order rollOffOrder() {
    return RollOff.Order.HIGHEST;
  }

  @Override
  public int piecesPerColour() {
    return 4;
  }

  @Override
  public List<String> turnStateKeys() {
    return List.of(OFFER);
  }

  @Override
  public Seq<Problem> problems(GameState candidate) {
    return List.empty();
  }

  @Override
  public Phase phase(GameState state) {
    if (state.isOver()) {
      return Phase.OVER;
    }
    return state.turnState().fields().containsKey(OFFER) ? Phase.DECIDE : Phase.ROLL;
  }

  @Override
  public List<Move> legalMoves(GameState state, Roll roll) {
    return WrongPhaseException.check(this, state, Phase.ROLL) == Phase.ROLL
        ? List.of(Move.pass(roll))
        : List.empty();
  }

  @Override
  public List<Move> legalMoves(GameState state) {
    return WrongPhaseException.check(this, state, Phase.DECIDE) == Phase.DECIDE
        ? List.of(
            Move.withoutRoll(List.empty()),
            Move.withoutRoll(List.of(Step.of(Location.nest(), Location.track(1), false))))
        : List.empty();
  }

  @Override
  public Either<IllegalMove, GameState> apply(GameState state, Move move) {
    Phase phase = phase(state);
    List<Move> legal =
        move.roll().isDefined()
            ? (phase == Phase.ROLL ? legalMoves(state, move.roll().get()) : List.empty())
            : (phase == Phase.DECIDE ? legalMoves(state) : List.empty());
    if (!legal.contains(move)) {
      Refusal.Kind kind =
          phase == Phase.OVER
              ? Refusal.Kind.GAME_OVER
              : move.roll().isDefined() != (phase == Phase.ROLL)
                  ? Refusal.Kind.WRONG_PHASE
                  : Refusal.Kind.OTHER; // the test variant does not say why
      return Either.left(IllegalMove.of(move, state, kind, "", "not among " + legal));
    }
    Colour mover = state.toMove();
    Map<Colour, Seq<Location>> pieces = LinkedHashMap.empty();
    for (Colour c : state.colours()) {
      List<Location> own = state.pieces(c);
      if (c == mover && !move.isPass()) {
        own = own.replace(Location.nest(), Location.track(1));
      }
      pieces = pieces.put(c, own);
    }
    List<Colour> colours = state.colours();
    Colour next = colours.get((colours.indexOf(mover) + 1) % colours.size());
    return Either.right(
        GameState.of(this, next, pieces, 0, Option.none(), LinkedHashMap.empty())
            .getOrElseThrow(problems -> new IllegalStateException(problems.mkString("; "))));
  }

  /**
   * A small board on a 5 x 5 grid: square 1 in the middle, safe (nothing is ever captured here),
   * each colour's nest in a corner and its home beside square 1; each colour's way is {@code n},
   * {@code 1}, {@code h}.
   */
  @Override
  public BoardGeometry geometry() {
    List<Cell> cells =
        List.of(
            new Cell(
                Location.track(1),
                Option.none(),
                TreeSet.of(
                    Cell.Kind.TRACK, Cell.Kind.SAFE, Cell.Kind.EXIT, Cell.Kind.HOME_ENTRANCE),
                0.5,
                0.5));
    Map<Colour, List<Location>> paths = LinkedHashMap.empty();
    double[][] corner = {{0.9, 0.9}, {0.1, 0.9}, {0.1, 0.1}, {0.9, 0.1}};
    double[][] side = {{0.5, 0.7}, {0.3, 0.5}, {0.5, 0.3}, {0.7, 0.5}};
    for (Colour c : Colour.values()) {
      int i = c.ordinal();
      cells =
          cells
              .append(
                  new Cell(
                      Location.nest(),
                      Option.some(c),
                      TreeSet.of(Cell.Kind.NEST),
                      corner[i][0],
                      corner[i][1]))
              .append(
                  new Cell(
                      Location.home(),
                      Option.some(c),
                      TreeSet.of(Cell.Kind.HOME),
                      side[i][0],
                      side[i][1]));
      paths = paths.put(c, List.of(Location.nest(), Location.track(1), Location.home()));
    }
    return BoardGeometry.of(id(), cells, paths, List.empty());
  }
}
