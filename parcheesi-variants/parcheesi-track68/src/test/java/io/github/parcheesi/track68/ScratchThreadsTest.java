package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.List;
import java.util.IdentityHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each thread searches on scratch space of its own, which every engine shares on that thread: while
 * several threads search at once, each alternating between two engines, each must list exactly the
 * moves one thread alone lists.
 */
class ScratchThreadsTest {

  private static final int THREADS = 4;

  @Test
  @DisplayName("threads searching at once, each with two engines, list what one thread does")
  void threadsSearchingAtOnceAgree() throws Exception {
    RuleSet owner = CoreRules.AMERICAN;
    List<GameState> states =
        Games.states(owner, 4, 21, 300)
            .appendAll(Games.states(owner, 2, 22, 300))
            .filter(s -> !s.isOver());
    List<Roll> rolls = Roll.distinctOutcomes();
    // what one thread alone lists, on scratch space of its own
    TrackEngine alone = new TrackEngine(CoreRules.AMERICAN_RULES);
    TurnSearch own = new TurnSearch();
    java.util.List<List<Move>> expected = new java.util.ArrayList<>();
    for (GameState s : states) {
      for (Roll roll : rolls) {
        expected.add(alone.legalMoves(owner, s, roll, own));
      }
    }
    TrackEngine one = new TrackEngine(CoreRules.AMERICAN_RULES);
    TrackEngine other = new TrackEngine(CoreRules.AMERICAN_RULES);
    CyclicBarrier go = new CyclicBarrier(THREADS);
    ExecutorService executor = Executors.newFixedThreadPool(THREADS);
    try {
      java.util.List<Future<List<Move>[]>> futures = new java.util.ArrayList<>();
      java.util.List<Future<TurnSearch>> scratch = new java.util.ArrayList<>();
      for (int k = 0; k < THREADS; k++) {
        int offset = k * expected.size() / THREADS;
        futures.add(
            executor.submit(
                () -> {
                  go.await();
                  @SuppressWarnings("unchecked")
                  List<Move>[] out = new List[expected.size()];
                  for (int j = 0; j < out.length; j++) {
                    int i = (j + offset) % out.length;
                    GameState s = states.get(i / rolls.size());
                    TrackEngine engine = j % 2 == 0 ? one : other;
                    out[i] = engine.legalMoves(owner, s, rolls.get(i % rolls.size()));
                  }
                  return out;
                }));
      }
      for (int k = 0; k < THREADS; k++) {
        List<Move>[] got = futures.get(k).get(2, TimeUnit.MINUTES);
        for (int i = 0; i < got.length; i++) {
          String at = "thread " + k + ", search " + i;
          assertEquals(expected.get(i), got[i], at);
          GameState s = states.get(i / rolls.size());
          assertEquals(
              expected.get(i).map(m -> owner.play(s, m)), got[i].map(m -> owner.play(s, m)), at);
        }
      }
      // each pool thread has one scratch space, the same from either engine, and its own
      CyclicBarrier all = new CyclicBarrier(THREADS);
      for (int k = 0; k < THREADS; k++) {
        scratch.add(
            executor.submit(
                () -> {
                  all.await(); // every thread of the pool answers once
                  assertSame(one.scratch(), other.scratch());
                  return one.scratch();
                }));
      }
      IdentityHashMap<TurnSearch, Boolean> distinct = new IdentityHashMap<>();
      for (Future<TurnSearch> f : scratch) {
        distinct.put(f.get(1, TimeUnit.MINUTES), true);
      }
      assertEquals(THREADS, distinct.size(), "one scratch space per thread");
    } finally {
      executor.shutdownNow();
    }
  }
}
