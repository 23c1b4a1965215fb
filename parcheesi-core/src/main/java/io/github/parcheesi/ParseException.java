package io.github.parcheesi;

/**
 * The one exception the notation parsers throw: malformed text, or a position that breaks the
 * board's rules. The message names the offending token and its column (1-based); {@link #reason()}
 * is what is wrong alone, {@link #token()} and {@link #column()} where.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * try {
 *   Notation.parsePosition("american Y Y:n,n,n,99 R:n,n,n,n");
 * } catch (ParseException e) {
 *   e.reason();   // what is wrong, with the rule id the board's rules name
 *   e.column();   // where: the 1-based column of the offending token
 *   e.token();
 * }
 * }</pre>
 */
public final class ParseException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** What is wrong, without where. */
  private final String reason;

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
    this.reason = problem;
    this.token = token;
    this.column = column;
  }

  /**
   * What is wrong, without where: the message without its column and token.
   *
   * @return the reason, such as {@code unknown variant 'ludo'; known: american, parchis, russian}
   */
  public String reason() {
    return reason;
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
