/**
 * The Parchís dice game, variant id {@code parchis}: a {@link io.github.parcheesi.RuleSet} found
 * through {@link java.util.ServiceLoader}.
 */
module io.github.parcheesi.parchis {
  requires transitive io.github.parcheesi.track68;
  // compile time only: TrackRules' style annotation names Immutables' types, which Javadoc reads
  requires static org.immutables.value.annotations;

  exports io.github.parcheesi.parchis;

  provides io.github.parcheesi.RuleSet with
      io.github.parcheesi.parchis.ParchisRules;
}
