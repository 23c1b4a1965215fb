package io.github.parcheesi;

/**
 * What the next decision of a game needs: frontends and bots loop on this one question and never
 * special-case a variant.
 *
 * <ul>
 *   <li>{@link #ROLL}: the player to move rolls the dice, then chooses one of {@link
 *       RuleSet#legalMoves(GameState, Roll)}; {@link RuleSet#legalMoves(GameState)} refuses the
 *       state with a {@link WrongPhaseException}.
 *   <li>{@link #DECIDE}: the player to move decides without rolling (for instance a six given by
 *       another player in the Russian game) and chooses one of {@link
 *       RuleSet#legalMoves(GameState)}; {@link RuleSet#legalMoves(GameState, Roll)} and {@link
 *       RuleSet#countMoves} refuse the state with a {@link WrongPhaseException}.
 *   <li>{@link #OVER}: the game has a winner; there are no legal moves, and both calls answer an
 *       empty list.
 * </ul>
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * List<Move> moves = rules.phase(state) == Phase.ROLL
 *     ? rules.legalMoves(state, dice.roll())
 *     : rules.legalMoves(state);
 * }</pre>
 */
public enum Phase {
  /** The player to move rolls two dice first. */
  ROLL,
  /** The player to move decides without a roll. */
  DECIDE,
  /** The game is over. */
  OVER
}
