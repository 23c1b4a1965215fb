package io.github.parcheesi.examples.web;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Ends the programs ({@link ProgramBots}) of the games that leave memory, one after the other on a
 * thread of their own: the store drops a game while holding its own lock, and a request may hold
 * the game's lock while it waits for the store's, so the game's programs are ended later, under the
 * game's lock. A program ended this way starts again at its next decision, should a request still
 * use the game.
 */
final class ProgramEnds {

  /** The end of a game's programs, waiting for its thread. */
  private record End(Game game) implements Runnable {
    @Override
    public void run() {
      game.closePrograms();
    }
  }

  private final ThreadPoolExecutor thread =
      new ThreadPoolExecutor(
          0,
          1,
          10,
          TimeUnit.SECONDS,
          new LinkedBlockingQueue<>(),
          r -> {
            Thread t = new Thread(r, "parcheesi-program-end");
            t.setDaemon(true);
            return t;
          });

  /** Ends a game's programs soon, if a program plays one of its seats. */
  void end(Game game) {
    if (game.hasPrograms() && !thread.isShutdown()) {
      thread.execute(new End(game));
    }
  }

  /**
   * Ends the programs of the games waiting to have them ended, and of the games given, now, on the
   * caller's thread; ends nothing afterwards. The caller holds no store's lock.
   *
   * @param games the games still in memory
   */
  void close(List<Game> games) {
    List<Game> all = new ArrayList<>();
    for (Runnable waiting : thread.shutdownNow()) {
      all.add(((End) waiting).game());
    }
    all.addAll(games);
    for (Game g : all) {
      if (g.hasPrograms()) {
        g.closePrograms();
      }
    }
  }
}
