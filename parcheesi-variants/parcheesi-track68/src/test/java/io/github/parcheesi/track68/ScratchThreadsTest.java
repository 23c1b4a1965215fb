package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each thread searches on scratch space of its own. The first thread to search with an engine finds
 * its scratch space by a shortcut (the engine's claim), the others through a ThreadLocal: while the
 * claiming thread and others search at once, each must list exactly the moves one thread alone
 * lists.
 */
class ScratchThreadsTest {

  private static final int THREADS = 4;

  @Test
  @SuppressWarnings("deprecation") // Thread.threadId() is Java 19's name for getId()
  @DisplayName("the claiming thread and other threads searching at once list what one thread does")
  void claimingThreadAndOthersAgree() throws Exception {
    RuleSet owner = CoreRules.AMERICAN;
    List<GameState> states =
        Games.states(owner, 4, 21, 300)
            .appendAll(Games.states(owner, 2, 22, 300))
            .filter(s -> !s.isOver());
    List<Roll> rolls = Roll.distinctOutcomes();
    // what one thread alone lists, from an engine of its own
    TrackEngine alone = new TrackEngine(CoreRules.AMERICAN_RULES);
    java.util.List<List<Move>> expected = new java.util.ArrayList<>();
    for (GameState s : states) {
      for (Roll roll : rolls) {
        expected.add(alone.legalMoves(owner, s, roll));
      }
    }
    TrackEngine shared = new TrackEngine(CoreRules.AMERICAN_RULES);
    CyclicBarrier go = new CyclicBarrier(THREADS);
    CountDownLatch claimed = new CountDownLatch(1);
    AtomicLong first = new AtomicLong(-2);
    ExecutorService executor = Executors.newFixedThreadPool(THREADS);
    try {
      java.util.List<Future<List<Move>[]>> futures = new java.util.ArrayList<>();
      for (int k = 0; k < THREADS; k++) {
        boolean claims = k == 0;
        int offset = k * expected.size() / THREADS;
        futures.add(
            executor.submit(
                () -> {
                  if (claims) {
                    // the first search on the shared engine: this thread claims it
                    shared.legalMoves(owner, states.head(), rolls.head());
                    first.set(Thread.currentThread().getId());
                    claimed.countDown();
                  }
                  go.await();
                  @SuppressWarnings("unchecked")
                  List<Move>[] out = new List[expected.size()];
                  for (int j = 0; j < out.length; j++) {
                    int i = (j + offset) % out.length;
                    GameState s = states.get(i / rolls.size());
                    out[i] = shared.legalMoves(owner, s, rolls.get(i % rolls.size()));
                  }
                  return out;
                }));
        if (claims) {
          // no other thread searches before the claim is made
          assertTrue(claimed.await(1, TimeUnit.MINUTES), "the first thread searched");
          assertEquals(
              first.get(), shared.claimant(), "the first thread to search holds the claim");
        }
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
    } finally {
      executor.shutdownNow();
    }
  }
}
