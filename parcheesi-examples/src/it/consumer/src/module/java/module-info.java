/**
 * A user's module: reads the core and the bots; the variants' rule sets come through ServiceLoader.
 */
module org.example.consumer {
  requires io.github.parcheesi.core;
  requires io.github.parcheesi.bots;
}
