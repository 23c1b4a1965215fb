package io.github.parcheesi.bots;

/**
 * A bot failed to choose a move: an external program ({@link ExternalBot}) could not be started,
 * answered something other than one of the legal moves, answered late or not at all, or ended. The
 * message names the bot, the colour it played and what went wrong, such as {@code bot 'exec:python3
 * -c print(1)' playing Y: answered '1', not a JSON object}.
 */
public final class BotException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * A failure.
   *
   * @param message the bot, the colour it played and what went wrong
   */
  public BotException(String message) {
    super(message);
  }
}
