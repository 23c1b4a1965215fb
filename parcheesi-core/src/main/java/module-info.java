/**
 * The Parcheesi rules engine core: immutable {@link io.github.parcheesi.GameState}, {@link
 * io.github.parcheesi.Move} and {@link io.github.parcheesi.Roll}, the {@link
 * io.github.parcheesi.RuleSet} interface that every variant implements, the position and move
 * notation, game records ({@link io.github.parcheesi.record.GameRecord}), perft, and the contract
 * of the engines that play the boards ({@link io.github.parcheesi.MoveSource}, {@link
 * io.github.parcheesi.Positions}).
 *
 * <p>Rule sets are found through {@link java.util.ServiceLoader}; see {@link
 * io.github.parcheesi.RuleSets}.
 */
module io.github.parcheesi.core {
  requires transitive io.vavr;
  // Immutables: at compile time only, not read by the modules that read this one
  requires static org.immutables.value.annotations;

  // the API, engines' contract included (MoveSource, Positions; see the package documentation)
  exports io.github.parcheesi;
  // game records: whole games in plain text (RECORDS.md)
  exports io.github.parcheesi.record;

  uses io.github.parcheesi.RuleSet;
}
