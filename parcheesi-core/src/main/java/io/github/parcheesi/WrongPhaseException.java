package io.github.parcheesi;

/**
 * Thrown when a state is asked for the moves of the other {@link Phase}: the moves of a roll
 * ({@link RuleSet#legalMoves(GameState, Roll)}, {@link RuleSet#countMoves}) while a decision that
 * needs no roll is pending ({@link Phase#DECIDE}), or the decisions without a roll ({@link
 * RuleSet#legalMoves(GameState)}) while the player to move must roll first ({@link Phase#ROLL}).
 * The message names the phase the state is in and the call that fits it; nothing the caller holds
 * is changed. A game that is over ({@link Phase#OVER}) is never refused: both calls answer an empty
 * list.
 *
 * <p>Callers avoid it by asking the phase first; engines refuse through {@link #check}, the one
 * place the rule is written.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * List<Move> moves = rules.phase(state) == Phase.ROLL
 *     ? rules.legalMoves(state, dice.roll())
 *     : rules.legalMoves(state);
 * // rules.legalMoves(state) in Phase.ROLL throws WrongPhaseException, whose phase() is ROLL
 * }</pre>
 */
public final class WrongPhaseException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  /** The phase the state is in. */
  private final Phase phase;

  private WrongPhaseException(Phase phase, String message) {
    super(message);
    this.phase = phase;
  }

  /**
   * The phase the state was in when it was asked for the moves of the other phase.
   *
   * @return {@link Phase#DECIDE} when the moves of a roll were asked for, {@link Phase#ROLL} when
   *     the decisions without a roll were
   */
  public Phase phase() {
    return phase;
  }

  /**
   * For engines: the check that opens {@link RuleSet#legalMoves(GameState, Roll)}, {@link
   * RuleSet#countMoves} and {@link RuleSet#legalMoves(GameState)}. It asks {@code
   * rules.phase(state)} and refuses a state in the other phase than the call serves; a game that is
   * over passes, and the call answers an empty list (or 0).
   *
   * <p>An engine's listing of a roll's moves opens so:
   *
   * <pre>{@code
   * public List<Move> legalMoves(GameState state, Roll roll) {
   *   if (WrongPhaseException.check(this, state, Phase.ROLL) == Phase.OVER) {
   *     return List.empty();
   *   }
   *   ... // the moves of the roll
   * }
   * }</pre>
   *
   * @param rules the rule set asked, whose {@link RuleSet#phase} decides
   * @param state the state asked about
   * @param serves the phase the call serves: {@link Phase#ROLL} for the moves of a roll, {@link
   *     Phase#DECIDE} for the decisions without a roll
   * @return the state's phase: {@code serves}, or {@link Phase#OVER}
   * @throws WrongPhaseException when the state is in the other of {@link Phase#ROLL} and {@link
   *     Phase#DECIDE}
   * @throws IllegalArgumentException when {@code serves} is {@link Phase#OVER}
   */
  public static Phase check(RuleSet rules, GameState state, Phase serves) {
    if (serves == Phase.OVER) {
      throw new IllegalArgumentException("a call serves ROLL or DECIDE, not OVER");
    }
    Phase phase = rules.phase(state);
    if (phase == serves || phase == Phase.OVER) {
      return phase;
    }
    throw new WrongPhaseException(phase, message(phase, state));
  }

  private static String message(Phase phase, GameState state) {
    String what =
        phase == Phase.DECIDE
            ? "a decision that needs no roll is pending; call legalMoves(state), not"
                + " legalMoves(state, roll)"
            : "the player to move rolls first; call legalMoves(state, roll), not"
                + " legalMoves(state)";
    return "the state is in phase " + phase + ": " + what + " (" + state + ")";
  }
}
