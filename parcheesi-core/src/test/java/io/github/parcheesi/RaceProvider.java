package io.github.parcheesi;

/**
 * {@link RaceRules#race()} as {@link java.util.ServiceLoader} makes it, with a public constructor
 * and no argument; {@link Races} defines this class in a class loader of its own, so that it is
 * found outside core's module (see {@link Races}).
 */
public class RaceProvider extends RaceRules {

  /** The engine on the engines' contract, with the default options. */
  public RaceProvider() {
    super(true, false, false);
  }
}
