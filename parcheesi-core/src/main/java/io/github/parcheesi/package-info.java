/**
 * The Parcheesi rules engine: immutable {@link io.github.parcheesi.GameState}, {@link
 * io.github.parcheesi.Move} and {@link io.github.parcheesi.Roll}; the {@link
 * io.github.parcheesi.RuleSet} every variant implements, found by id through {@link
 * io.github.parcheesi.RuleSets}; {@link io.github.parcheesi.Notation} for positions and moves;
 * {@link io.github.parcheesi.Perft}; {@link io.github.parcheesi.RollOff}, who starts (rule B6). The
 * engines that play the boards live in modules of their own, and reach the core through the
 * service-provider package {@code io.github.parcheesi.spi}.
 *
 * <h2>Playing a game</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * Dice dice = Dice.seeded(1);
 * GameState state = rules.newGame(rules.rollOff(List.of(Colour.values()), dice)); // B6
 * while (!state.isOver()) {
 *   List<Move> moves = rules.legalMoves(state, dice.roll());
 *   state = rules.play(state, moves.head());
 * }
 * }</pre>
 */
package io.github.parcheesi;
