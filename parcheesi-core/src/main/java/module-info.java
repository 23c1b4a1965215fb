/**
 * The Parcheesi rules engine core: immutable {@link io.github.parcheesi.GameState}, {@link
 * io.github.parcheesi.Move} and {@link io.github.parcheesi.Roll}, the {@link
 * io.github.parcheesi.RuleSet} interface that every variant implements, the position and move
 * notation, and perft.
 *
 * <p>Rule sets are found through {@link java.util.ServiceLoader}; see {@link
 * io.github.parcheesi.RuleSets}.
 */
module io.github.parcheesi.core {
  requires transitive io.vavr;
  // Immutables: at compile time only, not read by the modules that read this one
  requires static org.immutables.value.annotations;

  exports io.github.parcheesi;
  // for engines: reading and making states and moves (see its package documentation)
  exports io.github.parcheesi.spi;

  uses io.github.parcheesi.RuleSet;
}
