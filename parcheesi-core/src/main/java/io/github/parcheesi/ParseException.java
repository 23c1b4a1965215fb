package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The one exception the notation parsers throw: malformed text, or a position that breaks the
 * board's rules. The message names the offending token and its column (1-based); {@link #kind()}
 * says what kind of error it is, {@link #reason()} what is wrong alone, {@link #token()} and {@link
 * #column()} where. A position that breaks its board's rules keeps its {@link #problems()}, an
 * option the variant refuses its {@link #rejection()}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * try {
 *   Notation.parsePosition("american Y Y:n,n,n,99 R:n,n,n,n");
 * } catch (ParseException e) {
 *   e.kind();     // UNKNOWN_LOCATION
 *   e.reason();   // what is wrong, with the rule id the board's rules name
 *   e.column();   // where: the 1-based column of the offending token
 *   e.token();
 * }
 * }</pre>
 */
public final class ParseException extends RuntimeException {

  private static final long serialVersionUID = 2L;

  /**
   * What kind of error the text has. The set is closed, so that a caller can switch over it; a new
   * kind is added here deliberately.
   */
  public enum Kind {
    /**
     * The text does not follow the grammar: an empty text or field, a missing or misplaced field, a
     * key given twice or without a value, a colour letter or a number the field does not take, a
     * move that is not steps or {@code pass}.
     */
    SYNTAX,
    /** No installed variant has the position's variant id ({@link RuleSets#find}). */
    UNKNOWN_VARIANT,
    /** The position names another variant than the rule set it is read under. */
    WRONG_VARIANT,
    /** A token that is no location of the notation, in a seat field or a step. */
    UNKNOWN_LOCATION,
    /** A key that is none of the variant's: not doubles, winner, a turn-state key or an option. */
    UNKNOWN_KEY,
    /**
     * An option field whose value the variant refuses ({@link RuleSet#withOption}); {@link
     * #rejection()} says why.
     */
    BAD_OPTION,
    /**
     * The text is well formed but the position breaks its board's rules ({@link GameState#of});
     * {@link #problems()} lists every problem.
     */
    ILLEGAL_POSITION
  }

  /** What kind of error it is. */
  private final Kind kind;

  /** What is wrong, without where. */
  private final String reason;

  /** The offending token, empty at the end of the text. */
  private final String token;

  /** The token's 1-based column. */
  private final int column;

  /** The problems of an illegal position, empty otherwise; not serialized. */
  private final transient Seq<Problem> problems;

  /** The rejection of an option, null otherwise; not serialized. */
  private final transient Rejection rejection;

  private ParseException(
      Kind kind,
      String reason,
      String token,
      int column,
      Seq<Problem> problems,
      Rejection rejection) {
    super(reason + " at column " + column + " (token '" + token + "')");
    this.kind = Objects.requireNonNull(kind, "kind");
    this.reason = reason;
    this.token = token;
    this.column = column;
    this.problems = problems;
    this.rejection = rejection;
  }

  /**
   * An exception about one token, of a kind that has no detail beyond the reason.
   *
   * @param kind what kind of error it is: not {@link Kind#ILLEGAL_POSITION} (see {@link
   *     #illegalPosition}) nor {@link Kind#BAD_OPTION} (see {@link #badOption}), which keep their
   *     detail
   * @param reason what is wrong
   * @param token the offending token (may be empty at the end of the text)
   * @param column its 1-based column
   * @throws IllegalArgumentException when the kind is {@link Kind#ILLEGAL_POSITION} or {@link
   *     Kind#BAD_OPTION}
   */
  public ParseException(Kind kind, String reason, String token, int column) {
    this(kind, reason, token, column, List.empty(), null);
    if (kind == Kind.ILLEGAL_POSITION || kind == Kind.BAD_OPTION) {
      throw new IllegalArgumentException(
          kind + " keeps its detail: use ParseException." + detailFactory(kind));
    }
  }

  /**
   * An exception of kind {@link Kind#SYNTAX} about one token.
   *
   * @param problem what is wrong
   * @param token the offending token (may be empty at the end of the text)
   * @param column its 1-based column
   * @deprecated an exception has a kind: use {@link #ParseException(Kind, String, String, int)},
   *     {@link #illegalPosition} or {@link #badOption}
   */
  @Deprecated
  public ParseException(String problem, String token, int column) {
    this(Kind.SYNTAX, problem, token, column);
  }

  private static String detailFactory(Kind kind) {
    return kind == Kind.ILLEGAL_POSITION ? "illegalPosition" : "badOption";
  }

  /**
   * A position that breaks its board's rules: the reason is {@code illegal position: } and the
   * problems' messages, separated by {@code ; }.
   *
   * @param problems every problem {@link GameState#of} found, at least one
   * @param token the token the first problem concerns
   * @param column its 1-based column
   * @return an exception of kind {@link Kind#ILLEGAL_POSITION}
   * @throws IllegalArgumentException when there is no problem
   */
  public static ParseException illegalPosition(Seq<Problem> problems, String token, int column) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an illegal position has at least one problem");
    }
    return new ParseException(
        Kind.ILLEGAL_POSITION,
        "illegal position: " + problems.mkString("; "),
        token,
        column,
        problems,
        null);
  }

  /**
   * An option field whose value the variant refuses: the reason is the rejection's message.
   *
   * @param rejection why {@link RuleSet#withOption} refused the option
   * @param token the option field
   * @param column its 1-based column
   * @return an exception of kind {@link Kind#BAD_OPTION}
   */
  public static ParseException badOption(Rejection rejection, String token, int column) {
    return new ParseException(
        Kind.BAD_OPTION,
        Objects.requireNonNull(rejection, "rejection").message(),
        token,
        column,
        List.empty(),
        rejection);
  }

  /**
   * What kind of error the text has.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * What is wrong, without where: the message without its column and token.
   *
   * @return the reason, such as {@code unknown variant (known: american, parchis, russian)}
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

  /**
   * Every problem of an illegal position, as {@link GameState#of} gives them, in order; the first
   * is the one {@link #token()} concerns.
   *
   * @return the problems, empty unless the kind is {@link Kind#ILLEGAL_POSITION} (and empty after
   *     the exception is deserialized: they are not serialized)
   */
  public Seq<Problem> problems() {
    return problems == null ? List.empty() : problems;
  }

  /**
   * Why the variant refused an option field.
   *
   * @return the rejection, none unless the kind is {@link Kind#BAD_OPTION} (and none after the
   *     exception is deserialized: it is not serialized)
   */
  public Option<Rejection> rejection() {
    return Option.of(rejection);
  }
}
