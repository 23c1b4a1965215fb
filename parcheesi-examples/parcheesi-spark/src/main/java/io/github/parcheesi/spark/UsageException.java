package io.github.parcheesi.spark;

/**
 * A mistake in the command line or in a file it names: reported as one {@code error:} line on
 * standard error with exit status 2, never with a stack trace.
 */
final class UsageException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * An error with a message that names the bad argument, file or token.
   *
   * @param message what is wrong
   */
  UsageException(String message) {
    super(message);
  }
}
