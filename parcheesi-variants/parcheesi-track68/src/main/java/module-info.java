/**
 * The engine of the 68-square cross-and-circle board (rules B1-B6): {@link
 * io.github.parcheesi.track68.TrackRuleSet}, configured by {@link
 * io.github.parcheesi.track68.TrackRules}. American Parcheesi and Parchís are two configurations of
 * it; a variant on this board declares its rules as data and extends {@code TrackRuleSet}.
 */
module io.github.parcheesi.track68 {
  requires transitive io.github.parcheesi.core;
  requires static org.immutables.value.annotations;

  exports io.github.parcheesi.track68;
}
