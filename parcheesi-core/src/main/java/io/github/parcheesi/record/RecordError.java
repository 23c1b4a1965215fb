package io.github.parcheesi.record;

import java.util.Objects;

/**
 * What is wrong with a game record: the kind of mistake, the line it is on and a reason a person
 * can read. {@link GameRecord#read} answers one for a record whose text is malformed, {@link
 * GameRecord#replay()} and {@link GameRecord#move} for a decision the rules refuse; reading and
 * replaying never throw for bad text.
 *
 * <p>Two errors are equal when their kinds, lines and reasons are.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RecordError e = GameRecord.read("# variant american\n# colours Y,X\n").getLeft();
 * e.kind();      // Kind.MALFORMED_HEADER
 * e.line();      // 2
 * e.toString();  // "line 2: colour 'X' is not one of Y, G, R, B"
 * }</pre>
 */
public final class RecordError {

  /**
   * The kinds of mistake, so that a frontend can tell a file that is not a record from a record of
   * an illegal game. The first kinds are found by {@link GameRecord#read}, the form of the text;
   * the others, from {@link #WRONG_COLOUR} on, by {@link GameRecord#replay()}, the rules.
   */
  public enum Kind {
    /**
     * A header line whose value is malformed: a colour letter, the colours, the seed, an option, a
     * player or a roll of the roll-off.
     */
    MALFORMED_HEADER,
    /** The {@code variant} or the {@code colours} line, both required, is missing. */
    MISSING_HEADER,
    /** The {@code variant} line names a rule set that is not known. */
    UNKNOWN_VARIANT,
    /** An {@code option} line names an option the variant does not have. */
    UNKNOWN_OPTION,
    /** An {@code option} line gives a value its option does not take. */
    BAD_OPTION_VALUE,
    /**
     * The {@code rolloff} line's rounds do not decide a first player under the variant's order, are
     * rolled by other colours than those in play, or disagree with the {@code first} line (B6).
     */
    ROLL_OFF,
    /** Two header lines disagree: the first player, or a player, names a colour not in play. */
    HEADER_CONFLICT,
    /** A decision line is not {@code COLOUR ROLL MOVE}, or its colour or roll is malformed. */
    MALFORMED_DECISION,
    /** A decision is made by another colour than the one to move. */
    WRONG_COLOUR,
    /** A decision has no roll ({@code -}) where the position needs one. */
    MISSING_ROLL,
    /** A decision has a roll where the position needs a decision without one. */
    UNEXPECTED_ROLL,
    /** A decision's move is not a move in notation. */
    MALFORMED_MOVE,
    /** A decision's move is one the rules refuse; the reason names the rule. */
    ILLEGAL_MOVE,
    /** A decision follows the end of the game. */
    GAME_OVER
  }

  private final Kind kind;
  private final int line;
  private final String reason;

  private RecordError(Kind kind, int line, String reason) {
    this.kind = Objects.requireNonNull(kind, "kind");
    this.line = line;
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * An error.
   *
   * @param kind the kind of mistake
   * @param line the 1-based line number, 0 when the mistake is not on one line
   * @param reason what is wrong, for a person
   * @return the error
   * @throws IllegalArgumentException when {@code line} is negative
   */
  public static RecordError of(Kind kind, int line, String reason) {
    if (line < 0) {
      throw new IllegalArgumentException("a line number is 0 or more, got " + line);
    }
    return new RecordError(kind, line, reason);
  }

  /**
   * The kind of mistake.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The line the mistake is on.
   *
   * @return the 1-based line number, 0 when the mistake is not on one line (a missing header, or a
   *     decision appended rather than read)
   */
  public int line() {
    return line;
  }

  /**
   * What is wrong, for a person, without the line number.
   *
   * @return the reason
   */
  public String reason() {
    return reason;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RecordError
        && kind == ((RecordError) o).kind
        && line == ((RecordError) o).line
        && reason.equals(((RecordError) o).reason);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, line, reason);
  }

  /** Returns {@code line N: reason}, or the reason alone when the mistake is on no one line. */
  @Override
  public String toString() {
    return line > 0 ? "line " + line + ": " + reason : reason;
  }
}
