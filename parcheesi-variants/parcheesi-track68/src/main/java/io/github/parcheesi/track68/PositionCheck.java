package io.github.parcheesi.track68;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Problem;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * What a position on the 68-square board must be (B1, B3, A15, A13): each piece on the board, at
 * most two pieces of one colour on a square, one winner with every piece home, no doubles the rules
 * cannot reach. Each problem cites the variant's rule id.
 */
final class PositionCheck {

  private PositionCheck() {}

  /**
   * The problems of a state under the rules.
   *
   * @param rules the rules
   * @param s the state
   * @return every problem found, empty for a legal position
   */
  static Seq<Problem> problems(TrackRules rules, GameState s) {
    List<Problem> out = List.empty();
    int[] count = new int[Board68.TRACK + 1];
    int[] colour = new int[Board68.TRACK + 1];
    java.util.Arrays.fill(colour, -1);
    int allHome = -1;
    for (Colour c : s.colours()) {
      Option<Colour> oc = Option.some(c);
      int[] row = new int[8];
      int home = 0;
      for (Location l : s.pieces(c)) {
        switch (l.kind()) {
          case NEST:
            break;
          case HOME:
            home++;
            break;
          case TRACK:
            if (l.index() > Board68.TRACK) {
              out =
                  out.append(
                      Problem.breaking(
                          Problem.Kind.OFF_BOARD,
                          rules.ruleId(TrackRule.TRACK),
                          "square " + l + " is not on the 68-square track",
                          oc,
                          Option.some(l)));
              break;
            }
            count[l.index()]++;
            if (count[l.index()] == 3) {
              out =
                  out.append(
                      Problem.breaking(
                          Problem.Kind.CROWDED,
                          rules.ruleId(TrackRule.SQUARE_FULL),
                          "three pieces on square " + l,
                          oc,
                          Option.some(l)));
            }
            if (colour[l.index()] >= 0 && colour[l.index()] != c.ordinal()) {
              out =
                  out.append(
                      Problem.breaking(
                          Problem.Kind.CROWDED,
                          rules.ruleId(TrackRule.SQUARE_FULL),
                          "two colours on square " + l,
                          oc,
                          Option.some(l)));
            }
            colour[l.index()] = c.ordinal();
            break;
          case HOME_ROW:
            if (++row[l.index()] == 3) {
              out =
                  out.append(
                      Problem.breaking(
                          Problem.Kind.CROWDED,
                          rules.ruleId(TrackRule.SQUARE_FULL),
                          "three pieces on home-row square " + l,
                          oc,
                          Option.some(l)));
            }
            break;
          default:
            out =
                out.append(
                    Problem.breaking(
                        Problem.Kind.OFF_BOARD,
                        rules.ruleId(TrackRule.BOARD),
                        "location " + l + " is not on the " + rules.id() + " board",
                        oc,
                        Option.some(l)));
        }
      }
      if (home == 4) {
        if (s.winner().isEmpty()) {
          out =
              out.append(
                  Problem.breaking(
                      Problem.Kind.WINNER,
                      rules.ruleId(TrackRule.WIN),
                      "colour "
                          + c.letter()
                          + " has every piece home but the game has no winner="
                          + c.letter(),
                      oc,
                      Option.none()));
        } else if (allHome >= 0) {
          out =
              out.append(
                  Problem.breaking(
                      Problem.Kind.WINNER,
                      rules.ruleId(TrackRule.WIN),
                      "two colours have every piece home",
                      oc,
                      Option.none()));
        }
        allHome = c.ordinal();
      }
    }
    if (s.winner().isDefined()) {
      Colour w = s.winner().get();
      if (s.count(w, Location.home()) != 4) {
        out =
            out.append(
                Problem.breaking(
                    Problem.Kind.WINNER,
                    rules.ruleId(TrackRule.WIN),
                    "winner " + w.letter() + " does not have every piece home",
                    s.winner(),
                    Option.none()));
      }
      if (s.doubles() != 0) {
        out =
            out.append(Problem.of(Problem.Kind.DOUBLES, "doubles must be 0 once the game is over"));
      }
    }
    if (rules.threeDoublesPenalty() && s.doubles() > 2) {
      out =
          out.append(
              Problem.breaking(
                  Problem.Kind.DOUBLES,
                  rules.ruleId(TrackRule.THREE_DOUBLES),
                  "doubles=" + s.doubles() + " cannot happen: the third doubles is a penalty"));
    }
    return out;
  }
}
