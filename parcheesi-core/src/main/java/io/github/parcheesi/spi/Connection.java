package io.github.parcheesi.spi;

import io.github.parcheesi.internal.CoreAccess;

/**
 * How the core connects this package to itself; engines never call it. The core calls {@link
 * #connect} once, from the class initialiser of {@link io.github.parcheesi.GameState}; every other
 * call is refused.
 */
public final class Connection {

  private Connection() {}

  /**
   * Called once by the core.
   *
   * @param access the core's access
   * @throws IllegalStateException when the core is connected already
   */
  public static void connect(CoreAccess access) {
    // Initialises GameState first: when the call comes from its initialiser this returns at once;
    // any other caller finds the core connected by then, and is refused.
    Bridge.access();
    Bridge.lend(access);
  }
}
