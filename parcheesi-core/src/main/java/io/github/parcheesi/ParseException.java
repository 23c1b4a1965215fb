package io.github.parcheesi;

/**
 * The one exception the notation parsers throw: malformed text, or a position that breaks the
 * board's rules. The message names the offending token and its column (1-based).
 */
public final class ParseException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** The offending token, empty at the end of the text. */
  private final String token;

  /** The token's 1-based column. */
  private final int column;

  /**
   * An exception about one token.
   *
   * @param problem what is wrong
   * @param token the offending token (may be empty at the end of the text)
   * @param column its 1-based column
   */
  public ParseException(String problem, String token, int column) {
    super(problem + " at column " + column + " (token '" + token + "')");
    this.token = token;
    this.column = column;
  }

  /**
   * The offending token.
   *
   * @return the token
   */
  public String token() {
    return token;
  }

  /**
   * The 1-based column where the token starts.
   *
   * @return the column
   */
  public int column() {
    return column;
  }
}
