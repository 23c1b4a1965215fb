package io.github.parcheesi.examples.web;

/**
 * A request the server refuses: answered with an HTTP status of 4xx (503 when it holds as many
 * games as it keeps) and the JSON body {@code {"error": "..."}}, after nothing was changed.
 */
final class ApiError extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** Bad input: malformed JSON, an unknown variant or option, an illegal move. */
  static final int BAD_REQUEST = 400;

  /** An unknown game or replay, or one the server no longer keeps. */
  static final int NOT_FOUND = 404;

  /** A request that does not fit the game's moment: out of turn, before a roll, after the end. */
  static final int CONFLICT = 409;

  /** A game that expired: no request touched it for the days the server keeps games. */
  static final int GONE = 410;

  /** A body larger than the server reads. */
  static final int TOO_LARGE = 413;

  /** A new game when the server holds as many as it keeps. */
  static final int UNAVAILABLE = 503;

  private final int status;

  private ApiError(int status, String message) {
    super(message);
    this.status = status;
  }

  static ApiError badRequest(String message) {
    return new ApiError(BAD_REQUEST, message);
  }

  static ApiError forbidden(String message) {
    return new ApiError(403, message);
  }

  static ApiError notAcceptable(String message) {
    return new ApiError(406, message);
  }

  static ApiError notFound(String message) {
    return new ApiError(NOT_FOUND, message);
  }

  static ApiError conflict(String message) {
    return new ApiError(CONFLICT, message);
  }

  static ApiError gone(String message) {
    return new ApiError(GONE, message);
  }

  static ApiError unavailable(String message) {
    return new ApiError(UNAVAILABLE, message);
  }

  static ApiError tooLarge(String message) {
    return new ApiError(TOO_LARGE, message);
  }

  /** The HTTP status to answer with. */
  int status() {
    return status;
  }

  /** A piece of the page's input short enough to quote in a message. */
  static String shorten(String text) {
    if (text == null) {
      return "";
    }
    return text.length() > 40 ? text.substring(0, 40) + "..." : text;
  }
}
