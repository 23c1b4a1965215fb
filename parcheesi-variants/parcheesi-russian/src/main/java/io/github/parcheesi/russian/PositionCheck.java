package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Rejection;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Whether a position can happen under the Russian rules: the pieces on the board RB1-RB6, the
 * prisoners (R5), the winner (R15), the doubles count (R13) and the turn state (R5, R6). What
 * {@code RussianRules.problems} answers.
 */
final class PositionCheck {

  private PositionCheck() {}

  static List<Problem> problems(GameState s) {
    List<Problem> out = List.empty();
    int[] occupied = new int[RussianBoard.CELLS];
    Colour allHome = null;
    for (Colour c : s.colours()) {
      int home = 0;
      for (Location l : s.pieces(c)) {
        out = out.appendAll(pieceProblems(s, c, l, occupied));
        home += RussianBoard.code(l) == RussianBoard.HOME ? 1 : 0;
      }
      if (home == RussianBoard.PIECES) {
        Option<Colour> oc = Option.some(c);
        if (s.winner().isEmpty()) {
          out =
              out.append(
                  Problem.breaking(
                      Problem.Kind.WINNER,
                      "R15",
                      "colour "
                          + c.letter()
                          + " has all five pieces home but the game has no winner="
                          + c.letter(),
                      oc,
                      Option.none()));
        } else if (allHome != null) {
          out =
              out.append(
                  Problem.breaking(
                      Problem.Kind.WINNER,
                      "R15",
                      "two colours have all five pieces home",
                      oc,
                      Option.none()));
        }
        allHome = c;
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    if (s.winner().isDefined()) {
      return overProblems(s, allHome);
    }
    if (s.doubles() > 2) {
      out =
          out.append(
              Problem.breaking(
                  Problem.Kind.DOUBLES,
                  "R13",
                  "doubles="
                      + s.doubles()
                      + " cannot happen: the count starts over after the third doubles"));
    }
    return out.appendAll(turnStateProblems(s));
  }

  /** RB1-RB6, R5: one piece's location; counts the pieces on each cell. */
  private static List<Problem> pieceProblems(GameState s, Colour c, Location l, int[] occupied) {
    int code = RussianBoard.code(l);
    Option<Colour> oc = Option.some(c);
    Option<Location> ol = Option.some(l);
    if (code < 0) {
      return List.of(
          Problem.breaking(
              Problem.Kind.OFF_BOARD,
              "RB1-RB6",
              "location " + l + " is not on the russian board",
              oc,
              ol));
    }
    List<Problem> out = List.empty();
    if (RussianBoard.isCell(code)) {
      if (++occupied[code] == 2) {
        out =
            out.append(
                Problem.breaking(Problem.Kind.CROWDED, "RB1", "two pieces on cell " + l, oc, ol));
      }
      int e = RussianBoard.entrance(c.ordinal());
      if (code == e + 1 || code == e + 2) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.PLACEMENT,
                    "RB4",
                    "a piece of "
                        + c.letter()
                        + " never passes its home entrance "
                        + e
                        + ", so it cannot stand on "
                        + l,
                    oc,
                    ol));
      }
    } else if (RussianBoard.isPrisoner(code)) {
      Colour captor = Colour.ofIndex(RussianBoard.captorOf(code));
      if (captor == c) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.PLACEMENT,
                    "R5",
                    "a piece of " + c.letter() + " cannot be held prisoner by its own colour",
                    oc,
                    ol));
      } else if (!s.plays(captor)) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.PLACEMENT,
                    "R5",
                    "prisoner "
                        + l
                        + " is held by "
                        + captor.letter()
                        + ", which is not in the game",
                    oc,
                    ol));
      }
    }
    return out;
  }

  /** R15, ruling 19: a finished game. */
  private static List<Problem> overProblems(GameState s, Colour allHome) {
    List<Problem> out = List.empty();
    if (allHome != s.winner().get()) {
      out =
          out.append(
              Problem.breaking(
                  Problem.Kind.WINNER,
                  "R15",
                  "winner " + s.winner().get().letter() + " does not have all five pieces home",
                  s.winner(),
                  Option.none()));
    }
    if (s.doubles() != 0) {
      out = out.append(Problem.of(Problem.Kind.DOUBLES, "doubles must be 0 once the game is over"));
    }
    if (!s.turnState().isEmpty()) {
      out =
          out.append(
              Problem.breaking(
                  Problem.Kind.TURN_STATE,
                  "R15",
                  "a finished game has no " + s.turnState().fields().keySet().mkString(", ")));
    }
    return out;
  }

  /** R5, R6: the turn state's form, and whether its colours fit the position. */
  private static List<Problem> turnStateProblems(GameState s) {
    Either<Rejection, RussianTurnState> read = RussianTurnState.read(s);
    if (read.isLeft()) {
      Rejection why = read.getLeft();
      return List.of(
          why.rule()
              .map(rule -> Problem.breaking(Problem.Kind.TURN_STATE, rule, why.reason()))
              .getOrElse(() -> Problem.of(Problem.Kind.TURN_STATE, why.reason())));
    }
    RussianTurnState ts = read.get();
    Colour me = s.toMove();
    List<Problem> out = List.empty();
    if (!ts.givenSixes().isEmpty()) {
      String grant = ts.fields().get(RussianRules.GRANT).get();
      if (!ts.givenSixes().forAll(s::plays)) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.TURN_STATE,
                    "R5",
                    "grant="
                        + grant
                        + " must list the letters of captors in the game, such as grant=B,G"));
      } else if (ts.givenSixes().head() != me) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.TURN_STATE,
                    "R5",
                    "the first captor in grant=" + grant + " must be the colour to move",
                    Option.some(me),
                    Option.none()));
      }
      if (!s.plays(ts.resume().get())) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.TURN_STATE,
                    "R5",
                    "grant needs resume=C, the colour in the game that rolls next"));
      }
    } else if (ts.offerSettled()) {
      if (!Exchange.hasPartner(s, me)) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.TURN_STATE,
                    "R6",
                    "offer=done is written only while the player to move could offer an exchange"));
      }
    } else if (ts.offerer().isDefined()) {
      Colour from = ts.offerer().get();
      if (!s.plays(from) || from == me) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.TURN_STATE,
                    "R6",
                    "offer="
                        + from.letter()
                        + " must be the letter of the offering colour in the game, not the colour"
                        + " to move"));
      } else if (Exchange.terms(s, from, me) == null) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.TURN_STATE,
                    "R6",
                    "offer="
                        + from.letter()
                        + ": "
                        + from.letter()
                        + " and "
                        + me.letter()
                        + " have no prisoners to exchange"));
      }
    }
    return out;
  }
}
