/**
 * Russian Parchis, "Парчис" (variant id {@code russian}): a {@link io.github.parcheesi.RuleSet}
 * found through {@link java.util.ServiceLoader}, played on its own 72-cell board with rest cells, a
 * mirror and prisoners.
 */
module io.github.parcheesi.russian {
  requires transitive io.github.parcheesi.core;
  // compile time only: core's value types carry a style annotation naming Immutables' types,
  // which Javadoc reads
  requires static org.immutables.value.annotations;

  exports io.github.parcheesi.russian;

  provides io.github.parcheesi.RuleSet with
      io.github.parcheesi.russian.RussianRules;
}
