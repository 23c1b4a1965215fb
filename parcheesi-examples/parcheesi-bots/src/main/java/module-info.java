/**
 * Bots for the Parcheesi rules engine and the means to rank and train them, built on the core's
 * public API only: {@link io.github.parcheesi.bots.Bot} and the bots {@code random}, {@code
 * heuristic} and {@code search}, a program in any language as a bot over JSON lines ({@link
 * io.github.parcheesi.bots.ExternalBot}), games between bots ({@link
 * io.github.parcheesi.bots.Match}), the arena with paired dice and its statistics ({@link
 * io.github.parcheesi.bots.Arena}), a game as a learning environment ({@link
 * io.github.parcheesi.bots.LearningEnv}), and values learned by self-play with the bots that play
 * by them ({@link io.github.parcheesi.bots.ValueNetwork}).
 *
 * <p>It knows no variant: the rule sets come from the variants' modules through {@link
 * java.util.ServiceLoader}, as {@link io.github.parcheesi.RuleSets} finds them.
 */
module io.github.parcheesi.bots {
  requires transitive io.github.parcheesi.core;
  // the JSON lines of external bots
  requires com.fasterxml.jackson.databind;

  exports io.github.parcheesi.bots;
}
