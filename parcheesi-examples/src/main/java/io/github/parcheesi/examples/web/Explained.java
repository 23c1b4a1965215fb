package io.github.parcheesi.examples.web;

import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * A move's events, and whether the variant told every movement.
 *
 * @param events what happened, in order
 * @param complete whether the variant explained the move; else the events tell only how the turn
 *     ends
 */
record Explained(List<Event> events, boolean complete) {

  /**
   * A move told as events by its variant; where the variant cannot tell it, only how the turn ends
   * (the page then shows the result without animating the move).
   *
   * @param rules the rule set
   * @param before the state the move is played from
   * @param move the move
   * @param after the state it leads to
   * @return its events
   */
  static Explained of(RuleSet rules, GameState before, Move move, GameState after) {
    try {
      Either<IllegalMove, Explanation> e = rules.explain(before, move);
      if (e.isRight()) {
        return new Explained(e.get().events(), true);
      }
    } catch (RuntimeException notTold) {
      // a variant whose explanation does not cover this move yet: tell how the turn ends
    }
    return new Explained(Event.turnEnd(before, after), false);
  }
}
