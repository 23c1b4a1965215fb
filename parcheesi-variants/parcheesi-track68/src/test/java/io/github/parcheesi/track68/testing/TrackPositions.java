package io.github.parcheesi.track68.testing;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Expected results for example tests on the 68-square board, worked out without the move generator.
 *
 * <p>{@code NOTATION.md} calls two moves from one position and roll the same move when they lead to
 * the same position, and {@code legalMoves} lists each once, spelled in whatever order its search
 * found first. Example tests therefore compare <em>where moves lead</em>: {@link #place(GameState,
 * String)} plays a hand-written move's steps on a position without judging them (the mover's piece
 * goes from {@code from} to {@code to}; a step marked {@code *} sends the single opponent piece on
 * {@code to} back to its nest) and {@link #results(RuleSet, GameState, Roll)} gives the same for
 * every listed move. Both are written as the seat fields of a position, such as {@code Y:n,n,5,8
 * R:n,n,n,n}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * GameState s = Notation.parsePosition("american Y Y:n,n,n,n R:n,n,n,n");
 * TrackPositions.place(s, "n/5 5/8");   // "Y:n,n,n,8 R:n,n,n,n"
 * }</pre>
 */
public final class TrackPositions {

  private TrackPositions() {}

  /**
   * The seat fields of a position: its notation without the variant, the colour to move and the key
   * fields.
   *
   * @param state a state
   * @return such as {@code Y:n,n,5,8 R:n,n,n,n}
   */
  public static String pieces(GameState state) {
    return seats(state, c -> state.pieces(c).asJava());
  }

  /** Seat fields in play order, each colour's locations sorted as notation lists them. */
  private static String seats(
      GameState state, java.util.function.Function<Colour, java.util.List<Location>> pieces) {
    StringBuilder sb = new StringBuilder();
    for (Colour c : state.colours()) {
      java.util.List<Location> own = new ArrayList<>(pieces.apply(c));
      Collections.sort(own);
      sb.append(sb.length() > 0 ? " " : "").append(c.letter()).append(':');
      for (int i = 0; i < own.size(); i++) {
        sb.append(i > 0 ? "," : "").append(own.get(i).token());
      }
    }
    return sb.toString();
  }

  /**
   * Plays a hand-written move's steps on a position without judging them, and checks that each
   * capture mark agrees with the board: a step is marked {@code *} exactly when it ends on a track
   * square holding a single opponent piece (a step onto an opponent pair is simply placed there,
   * which no listed move can match).
   *
   * @param state the position, the colour to move making the move
   * @param move steps such as {@code 10/13* 13/17 17/37}, or {@code pass}
   * @return the seat fields of the position the steps lead to
   * @throws AssertionError when the mover has no piece on a step's {@code from} or a capture mark
   *     disagrees with the board
   */
  public static String place(GameState state, String move) {
    Map<Colour, java.util.List<Location>> board = new EnumMap<>(Colour.class);
    for (Colour c : state.colours()) {
      board.put(c, new ArrayList<>(state.pieces(c).asJava()));
    }
    Colour mover = state.toMove();
    for (Step step : Notation.parseMove(move, Roll.of(1, 2)).steps()) {
      if (!board.get(mover).remove(step.from())) {
        throw new AssertionError(
            mover.letter() + " has no piece on " + step.from() + " for " + step + " in " + move);
      }
      Colour victim = null;
      if (step.to().kind() == Location.Kind.TRACK) {
        for (Colour c : state.colours()) {
          if (c != mover && Collections.frequency(board.get(c), step.to()) == 1) {
            victim = c;
          }
        }
      }
      if ((victim != null) != step.capture()) {
        throw new AssertionError(
            "step "
                + step
                + " of "
                + move
                + (step.capture()
                    ? " is marked * but captures nothing"
                    : " captures and must be marked *"));
      }
      if (victim != null) {
        board.get(victim).remove(step.to());
        board.get(victim).add(Location.nest());
      }
      board.get(mover).add(step.to());
    }
    return seats(state, board::get);
  }

  /**
   * Where each listed move leads, after checking each one's capture marks with {@link
   * #place(GameState, String)} and that it leads where the rule set says.
   *
   * @param rules the rule set
   * @param state the position
   * @param roll the roll
   * @return the seat fields of each listed move's result, in listed order
   */
  public static Set<String> results(RuleSet rules, GameState state, Roll roll) {
    Set<String> out = new LinkedHashSet<>();
    for (Move m : rules.legalMoves(state, roll)) {
      String placed = place(state, m.toString());
      String played = pieces(rules.play(state, m));
      if (!placed.equals(played)) {
        throw new AssertionError(
            "the listed move "
                + m
                + " leads to "
                + played
                + " but its steps place the pieces at "
                + placed);
      }
      out.add(played);
    }
    return out;
  }
}
