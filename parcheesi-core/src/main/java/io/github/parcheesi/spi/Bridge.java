package io.github.parcheesi.spi;

import io.github.parcheesi.GameState;
import io.github.parcheesi.internal.CoreAccess;

/** Holds what the core lends this package; package-private, so no one else reaches it. */
final class Bridge {

  private static volatile CoreAccess access;

  private Bridge() {}

  static void lend(CoreAccess a) {
    synchronized (Bridge.class) {
      if (access != null) {
        throw new IllegalStateException("the core lends its access once");
      }
      access = a;
    }
  }

  /** The core's access; null only while GameState's initialiser is connecting. */
  static CoreAccess access() {
    CoreAccess a = access;
    if (a == null) {
      try {
        // runs GameState's class initialiser, which connects the core (returns at once when this
        // thread is running it)
        Class.forName(GameState.class.getName(), true, GameState.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      a = access;
    }
    return a;
  }
}
