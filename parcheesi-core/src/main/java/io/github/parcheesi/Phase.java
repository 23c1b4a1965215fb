package io.github.parcheesi;

/**
 * What the next decision of a game needs: frontends and bots loop on this one question and never
 * special-case a variant.
 *
 * <ul>
 *   <li>{@link #ROLL}: the player to move rolls the dice, then chooses one of {@link
 *       RuleSet#legalMoves(GameState, Roll)}.
 *   <li>{@link #DECIDE}: the player to move decides without rolling (for instance a six given by
 *       another player in the Russian game) and chooses one of {@link
 *       RuleSet#legalMoves(GameState)}.
 *   <li>{@link #OVER}: the game has a winner; there are no legal moves.
 * </ul>
 */
public enum Phase {
  /** The player to move rolls two dice first. */
  ROLL,
  /** The player to move decides without a roll. */
  DECIDE,
  /** The game is over. */
  OVER
}
