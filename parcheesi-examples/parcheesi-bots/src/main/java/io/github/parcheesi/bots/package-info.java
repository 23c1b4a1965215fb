/**
 * Bots for the Parcheesi rules engine, and the means to rank and train them.
 *
 * <ul>
 *   <li>{@link io.github.parcheesi.bots.Bot}: a player that chooses one of the legal moves. {@link
 *       io.github.parcheesi.bots.RandomBot}, {@link io.github.parcheesi.bots.HeuristicBot} (the
 *       move whose position scores best by an {@link io.github.parcheesi.bots.Evaluation}) and
 *       {@link io.github.parcheesi.bots.SearchBot} (expectimax two plies deep) are bots; {@link
 *       io.github.parcheesi.bots.ExternalBot} is a program in any language that plays over JSON
 *       lines; {@link io.github.parcheesi.bots.Bots} makes them by name.
 *   <li>{@link io.github.parcheesi.bots.Match}: one seeded game between bots, with its record.
 *   <li>{@link io.github.parcheesi.bots.Arena}: many games with paired dice, each deal played in
 *       every seating; {@link io.github.parcheesi.bots.ArenaTally} adds them up into win rates and
 *       Elo differences with 95% intervals ({@link io.github.parcheesi.bots.Stats}), {@link
 *       io.github.parcheesi.bots.Sprt} decides between two hypotheses as soon as it can, and {@link
 *       io.github.parcheesi.bots.ArenaJson} writes one JSON line a game.
 *   <li>{@link io.github.parcheesi.bots.LearningEnv}: a game as a learning environment, with
 *       numbered actions, the legal-action mask and an observation of fixed shape.
 *   <li>{@link io.github.parcheesi.bots.ValueNetwork}: a value of positions learned by self-play
 *       ({@link io.github.parcheesi.bots.SelfPlayTraining}, TD(&lambda;)), whose weights ship for
 *       each variant's two-player and four-player games; {@link io.github.parcheesi.bots.ValueBot}
 *       plays the move it values most and {@link io.github.parcheesi.bots.LearnedBot} searches over
 *       the next roll with it.
 * </ul>
 *
 * <p>Everything here is built on the core's public API, for every variant alike.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * Match.Outcome game =
 *     Match.play(rules, LinkedHashMap.of(Colour.YELLOW, "search", Colour.RED, "heuristic"), 7);
 * System.out.println(game.winner().get() + " won after " + game.turns() + " turns");
 * }</pre>
 */
package io.github.parcheesi.bots;
