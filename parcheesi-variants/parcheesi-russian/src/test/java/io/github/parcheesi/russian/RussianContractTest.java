package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.Games.Ply;
import io.github.parcheesi.testing.RuleSetContract;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.HashMap;

/**
 * The shared rule-set contract for the Russian game, with its own board invariant (RB1) and its own
 * turn rules (R5's given sixes, R6's offers, R13's doubles).
 */
class RussianContractTest extends RuleSetContract {

  @Override
  protected RuleSet rules() {
    return new RussianRules();
  }

  /** RB1: one piece per track, rest and arrow cell; only tokens of this board. */
  @Override
  protected Seq<String> boardViolations(GameState state) {
    List<String> out = List.empty();
    java.util.Map<Location, Colour> seen = new HashMap<>();
    for (Colour c : state.colours()) {
      for (Location l : state.pieces(c)) {
        switch (l.kind()) {
          case TRACK:
          case REST:
          case ARROW:
            if (seen.put(l, c) != null) {
              out = out.append("two pieces on " + l);
            }
            break;
          case HOME_ROW:
            out = out.append("no home rows on the russian board: " + l);
            break;
          case PRISONER:
            if (l.index() == c.ordinal()) {
              out = out.append(c.letter() + " held by its own colour");
            }
            break;
          default:
            break;
        }
      }
    }
    return out;
  }

  /**
   * The colour to move and the doubles count after a decision: a roll passes to the next player
   * unless it was doubles (R13: the same player, doubles one higher, 0 after the third), and given
   * sixes bought back come first (R5: {@code grant} in the order of buying back, {@code resume} the
   * player who rolls next); a given six hands on to the next captor or to {@code resume}; an offer
   * (R6) hands the decision to the partner and back.
   */
  @Override
  protected void checkTurn(Ply ply) {
    GameState before = ply.before();
    GameState after = ply.after();
    Colour mover = before.toMove();
    String where = " after " + before + " move " + ply.move() + " gave " + after;
    if (after.isOver()) {
      assertEquals(Option.some(mover), after.winner(), where);
      assertEquals(mover, after.toMove(), where);
      assertEquals(0, after.doubles(), where);
      return;
    }
    Map<String, String> ts = before.turnState().fields();
    if (ply.roll().isDefined()) {
      boolean doubles = ply.roll().get().isDoubles();
      Colour next = doubles ? mover : nextInPlayOrder(before, mover);
      int count = doubles ? (before.doubles() == 2 ? 0 : before.doubles() + 1) : 0;
      String grants =
          ply.move()
              .steps()
              .filter(s -> s.from().kind() == Location.Kind.PRISONER)
              .map(Step::from)
              .map(l -> String.valueOf(Colour.ofIndex(l.index()).letter()))
              .mkString(",");
      assertEquals(count, after.doubles(), where);
      if (grants.isEmpty()) {
        assertEquals(next, after.toMove(), where);
        assertEquals(Option.none(), after.turnState().fields().get("grant"), where);
      } else {
        assertEquals(grants, after.turnState().fields().get("grant").get(), where);
        assertEquals(
            String.valueOf(next.letter()), after.turnState().fields().get("resume").get(), where);
        assertEquals(grants.charAt(0), after.toMove().letter(), where);
      }
      return;
    }
    assertEquals(
        before.doubles(), after.doubles(), "a decision without a roll keeps doubles" + where);
    if (ts.containsKey("grant")) {
      String grant = ts.get("grant").get();
      char expected = grant.length() > 1 ? grant.charAt(2) : ts.get("resume").get().charAt(0);
      assertEquals(expected, after.toMove().letter(), where);
    } else if (ts.containsKey("offer")) {
      assertEquals(ts.get("offer").get().charAt(0), after.toMove().letter(), "answered" + where);
    } else if (ply.move().equals(TurnFlow.keep(mover))) {
      assertEquals(mover, after.toMove(), "no offer: the player rolls" + where);
      assertEquals(Option.some("done"), after.turnState().fields().get("offer"), where);
    } else {
      assertEquals(
          Option.some(String.valueOf(mover.letter())),
          after.turnState().fields().get("offer"),
          where);
    }
  }
}
