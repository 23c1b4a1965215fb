package io.github.parcheesi;

/** {@link RaceRules#plain()} as {@link java.util.ServiceLoader} makes it; see {@link Races}. */
public class PlainRaceProvider extends RaceRules {

  /** The engine through the public API only, with the default options. */
  public PlainRaceProvider() {
    super(false, false, false);
  }
}
