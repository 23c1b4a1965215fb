/** A user's module: reads the core only; the variants' rule sets come through ServiceLoader. */
module org.example.consumer {
  requires io.github.parcheesi.core;
}
