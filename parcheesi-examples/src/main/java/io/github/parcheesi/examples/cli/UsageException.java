package io.github.parcheesi.examples.cli;

/**
 * A mistake in the command line or in the input of a command: reported as one {@code error:} line
 * on standard error with exit status 2, never with a stack trace.
 */
final class UsageException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * An error with a message that names the bad argument or token.
   *
   * @param message what is wrong
   */
  UsageException(String message) {
    super(message);
  }
}
