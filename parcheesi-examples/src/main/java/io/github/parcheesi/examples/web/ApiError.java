package io.github.parcheesi.examples.web;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the server refuses, after nothing was changed: answered with the HTTP status of its
 * {@link ErrorCode} and the JSON body {@code {"error": "...", "code": "..."}}, the message in
 * English for an engineer and the code for a page to put in a person's words, with {@code
 * "details"} where the code has some.
 */
final class ApiError extends RuntimeException {

  private static final long serialVersionUID = 2L;

  private final int status;
  private final ErrorCode code;
  private final transient Map<String, Object> details = new LinkedHashMap<>();

  private ApiError(int status, ErrorCode code, String message) {
    super(message);
    this.status = status;
    this.code = code;
  }

  /**
   * A refusal of a kind, with the kind's status.
   *
   * @param code the kind
   * @param message what is wrong, in English
   * @return the refusal, to throw
   */
  static ApiError of(ErrorCode code, String message) {
    return new ApiError(code.status(), code, message);
  }

  /**
   * A refusal of the HTTP layer with a status of its own ({@link ErrorCode#REFUSED}).
   *
   * @param status the HTTP status
   * @param message what is wrong, in English
   * @return the refusal
   */
  static ApiError refused(int status, String message) {
    return new ApiError(status, ErrorCode.REFUSED, message);
  }

  /**
   * Adds a detail a page may put in its words, such as the colour a refusal is about.
   *
   * @param name the detail's name, as the code's documentation gives it
   * @param value a string or a number
   * @return this refusal
   */
  ApiError with(String name, Object value) {
    details.put(name, value);
    return this;
  }

  /** The HTTP status to answer with. */
  int status() {
    return status;
  }

  /** The kind of refusal. */
  ErrorCode code() {
    return code;
  }

  /** The details, by name, in the order they were added. */
  Map<String, Object> details() {
    return Collections.unmodifiableMap(details);
  }

  /**
   * The JSON body of a refusal.
   *
   * @param code the kind
   * @param message the English message
   * @param details the details, empty for none
   * @return {@code {"error": message, "code": code, "details": {...}}}, details left out when empty
   */
  static Map<String, Object> body(ErrorCode code, String message, Map<String, Object> details) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("error", message == null ? "" : message);
    body.put("code", code.code());
    if (!details.isEmpty()) {
      body.put("details", details);
    }
    return body;
  }

  /** A piece of the page's input short enough to quote in a message. */
  static String shorten(String text) {
    if (text == null) {
      return "";
    }
    return text.length() > 40 ? text.substring(0, 40) + "..." : text;
  }
}
