package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.vavr.collection.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** {@link MoveTimes}: decisions with a choice are timed, and closing a timed bot closes its bot. */
class MoveTimesTest {

  /** A bot that sleeps a given time a decision and plays the first move. */
  private static Bot sleeping(long millis, AtomicBoolean closed) {
    return new Bot() {
      @Override
      public Move choose(GameState state, List<Move> moves) {
        try {
          Thread.sleep(millis);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
        return moves.head();
      }

      @Override
      public void close() {
        closed.set(true);
      }
    };
  }

  @Test
  void onlyDecisionsWithAChoiceAreTimedAndTheQuantilesBoundTheirTimes() {
    GameState s = Notation.parsePosition("american Y Y:n,n,10,20 R:n,n,n,13");
    List<Move> many = s.ruleSet().legalMoves(s, Roll.of(1, 2));
    assertTrue(many.size() > 1);
    MoveTimes times = new MoveTimes();
    AtomicBoolean closed = new AtomicBoolean();
    Bot slow = times.timed("slow", sleeping(20, closed));
    for (int i = 0; i < 3; i++) {
      assertSame(many.head(), slow.choose(s, many));
    }
    slow.choose(s, List.of(many.head())); // no choice: not timed
    MoveTimes.Summary t = times.summary("slow");
    assertEquals(3, t.decisions());
    assertTrue(t.medianMillis() >= 19.5 && t.medianMillis() <= t.maxMillis(), t.toString());
    assertTrue(t.p99Millis() <= t.maxMillis(), t.toString());
    assertEquals(new MoveTimes.Summary(0, 0, 0, 0), times.summary("other"));
    slow.close();
    assertTrue(closed.get(), "closing the timed bot closes its bot");
  }
}
