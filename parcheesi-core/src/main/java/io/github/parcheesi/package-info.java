/**
 * The Parcheesi rules engine: immutable {@link io.github.parcheesi.GameState}, {@link
 * io.github.parcheesi.Move} and {@link io.github.parcheesi.Roll}; the {@link
 * io.github.parcheesi.RuleSet} every variant implements, found by id through {@link
 * io.github.parcheesi.RuleSets}; {@link io.github.parcheesi.Notation} for positions and moves;
 * {@link io.github.parcheesi.Perft}; {@link io.github.parcheesi.RollOff}, who starts (rule B6). The
 * engines that play the boards live in modules of their own, and reach the core through this
 * package alone (see "For engines" below).
 *
 * <h2>Playing a game</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * Dice dice = Dice.seeded(1);
 * GameState state = rules.newGame(rules.rollOff(List.of(Colour.values()), dice)); // B6
 * while (!state.isOver()) {
 *   List<Move> moves = rules.phase(state) == Phase.ROLL
 *       ? rules.legalMoves(state, dice.roll())
 *       : rules.legalMoves(state);
 *   state = rules.play(state, moves.head());
 * }
 * }</pre>
 *
 * <p>Whether the next decision needs a roll is the one question every loop asks ({@link
 * io.github.parcheesi.RuleSet#phase}): most decisions follow a roll ({@link
 * io.github.parcheesi.Phase#ROLL}), some do not ({@link io.github.parcheesi.Phase#DECIDE}, a given
 * six or an exchange of prisoners in the Russian game). Asking for the moves of the other phase is
 * refused with a {@link io.github.parcheesi.WrongPhaseException}; a game that is over has no moves.
 *
 * <h2>Refusals</h2>
 *
 * <p>Every call that can refuse says why with a typed value: {@link
 * io.github.parcheesi.RuleSet#apply} an {@link io.github.parcheesi.IllegalMove} (the move, the
 * unchanged state, the kind of refusal, the rule and the reason); {@link
 * io.github.parcheesi.GameState#of} a list of {@link io.github.parcheesi.Problem}s (kind, rule,
 * reason, colour, location); {@link io.github.parcheesi.RuleSet#withOption}, {@link
 * io.github.parcheesi.RuleSets#get(String, io.vavr.collection.Map)} and {@link
 * io.github.parcheesi.RollOff#of} a {@link io.github.parcheesi.Rejection} (kind, name, value, rule,
 * reason); the parsers of {@link io.github.parcheesi.Notation} a {@link
 * io.github.parcheesi.ParseException} (kind, reason, token, column, and the problems or the
 * rejection behind it). Each keeps the reason apart from the rule and from where, and its message
 * reads as one sentence. Options are named by the variants' typed constants ({@link
 * io.github.parcheesi.RuleOption}), so that a misspelt option does not compile.
 *
 * <h2>For engines</h2>
 *
 * <p>Two classes of this package are the contract between the core and an engine, a module that
 * plays a board: it implements {@link io.github.parcheesi.RuleSet} and registers it with {@link
 * java.util.ServiceLoader}. Callers of the library never need them.
 *
 * <ul>
 *   <li>{@link io.github.parcheesi.Positions} reads a state's pieces as small codes, without
 *       building lists, and makes the states an engine's moves lead to from codes it vouches for,
 *       unchecked ({@link io.github.parcheesi.Positions#trusted}). The engine promises that every
 *       state it makes this way is one {@link io.github.parcheesi.GameState#of} would accept, in
 *       canonical form (each colour's codes ascending).
 *   <li>{@link io.github.parcheesi.MoveSource} lists moves in the engine's own compact form, from
 *       which a move's steps and result are built when first asked for. The engine promises that a
 *       listed move's result is the state the rules give for its steps.
 *   <li>{@link io.github.parcheesi.MoveSource#listedResult} knows, in {@code apply}, a move the
 *       engine listed from that very state (by identity) and gives its result; the engine judges
 *       every other move itself.
 * </ul>
 *
 * <p>The core checks what engines make under assertions ({@code -ea}, as the tests run): a state
 * made by {@code Positions.trusted} that the rule set's own checks refuse fails there.
 */
package io.github.parcheesi;
