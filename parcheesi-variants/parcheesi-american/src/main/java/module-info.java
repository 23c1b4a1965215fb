/**
 * American Parcheesi, variant id {@code american}: a {@link io.github.parcheesi.RuleSet} found
 * through {@link java.util.ServiceLoader}.
 */
module io.github.parcheesi.american {
  requires transitive io.github.parcheesi.track68;

  exports io.github.parcheesi.american;

  provides io.github.parcheesi.RuleSet with
      io.github.parcheesi.american.AmericanRules;
}
