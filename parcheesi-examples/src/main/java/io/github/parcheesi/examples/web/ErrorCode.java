package io.github.parcheesi.examples.web;

import java.util.Locale;

/**
 * The kinds of refusal the API answers, each with a stable code that a refusal's JSON carries
 * beside its English message ({@code {"error": "...", "code": "rolled-already"}}), so that a page
 * tells a person what went wrong in their own words and language rather than the server's. The code
 * is the constant's name in lower case with hyphens; a code once published keeps its meaning. Some
 * refusals add {@code "details"}, values a page may put in its words (named on each constant).
 */
enum ErrorCode {

  // ---- requests a page never sends: the client's mistake ----

  /** The body is not one JSON value, has something after it, or gives a key twice. */
  BAD_JSON(400),
  /** The body is not the JSON object the request reads, such as one without its string field. */
  BAD_BODY(400),
  /** A new game's request is malformed: an unknown field, a value of the wrong type, a colour. */
  BAD_REQUEST(400),
  /** A query parameter ({@code lang}, {@code since}, {@code at}) has a value it does not take. */
  BAD_PARAMETER(400),
  /** No request of the API has this method and path. */
  NO_SUCH_REQUEST(404),
  /** The path is the API's, the method is not. */
  METHOD_NOT_ALLOWED(405),
  /** A game's events are asked for without {@code Accept: text/event-stream}. */
  EVENTS_ONLY(406),
  /** The body is larger than the server reads, or an opened record larger than it keeps. */
  TOO_LARGE(413),
  /** Jetty cannot read the request: a malformed address or header. */
  UNREADABLE_REQUEST(400),
  /** The request's address is longer than the server reads. */
  ADDRESS_TOO_LONG(414),
  /** The request's headers are larger than the server reads. */
  HEADERS_TOO_LARGE(431),
  /** Another refusal of the HTTP layer, with its own status. */
  REFUSED(400),

  // ---- a new game ----

  /**
   * The position cannot be read or breaks its board's rules. Details: {@code kind} (the notation's
   * kind of error: {@code syntax}, {@code unknown-variant}, {@code wrong-variant}, {@code
   * unknown-location}, {@code unknown-key}, {@code bad-option}, {@code illegal-position}), {@code
   * token}, {@code column}, and for an illegal position {@code problem}, the kind of its first
   * problem ({@code colours}, {@code piece-count}, {@code off-board}, {@code crowded}, {@code
   * placement}, {@code doubles}, {@code winner}, {@code turn-state}, {@code other}).
   */
  BAD_POSITION(400),
  /** The seats are not the position's colours. Details: {@code colours}, such as {@code Y,R}. */
  SEATS_NOT_POSITION(400),
  /** A game has 2 to 4 seats. Details: {@code count}, the seats given. */
  SEAT_COUNT(400),
  /** The colour named to start has no seat. Details: {@code colour}. */
  FIRST_NOT_SEATED(400),
  /** The dice seed is not a whole number. */
  BAD_SEED(400),
  /** The variant refuses an option's value. Details: {@code option}. */
  BAD_OPTION(400),
  /** No variant has this id. */
  UNKNOWN_VARIANT(400),
  /** A seat's player is neither a person nor a bot the server has. */
  UNKNOWN_PLAYER(400),
  /**
   * A learned bot ({@code value}, {@code learned}) is seated in a game its weights were not trained
   * for: another number of players, or rule options other than its weights'. Details: {@code bot},
   * the bot's name, and {@code colour}, the first seat it was asked for.
   */
  BOT_NOT_TRAINED(400),
  /** The server holds as many games as it keeps; a new one can start when an old one expires. */
  SERVER_FULL(503),

  // ---- a game ----

  /** No game ever had this id on this server. */
  NO_SUCH_GAME(404),
  /** The game expired: no request touched it for the days the server keeps games. */
  GAME_EXPIRED(410),
  /** The request acts for a seat whose key it does not send. */
  NOT_YOUR_SEAT(403),
  /** The dice are rolled already: the roll waits to be played. */
  ROLLED_ALREADY(409),
  /** The player to move decides without rolling first (an offer, a given six). */
  NO_ROLL_NOW(409),
  /** A step, a pass or a hint before the dice are rolled. */
  NOT_ROLLED(409),
  /** A step taken back when none is chosen. */
  NO_STEP_CHOSEN(409),
  /** The chosen steps are not a whole move yet. */
  NOT_A_WHOLE_MOVE(409),
  /** A pass when a move can be played. */
  NO_PASS(409),
  /** A decision without a roll when the player to move rolls. */
  NOTHING_TO_DECIDE(409),
  /** The game is over. */
  GAME_OVER(409),
  /** A person's action while a bot is to move. */
  BOTS_TURN(409),
  /** A bot's move asked for while a person is to move. */
  PERSONS_TURN(409),
  /** Nothing to undo, or a game of more than one person. */
  NO_UNDO(409),
  /** The record of a game started from a position, which has none. */
  NO_RECORD(409),
  /** A step that does not continue a legal move. */
  ILLEGAL_STEP(400),
  /** A move the rules refuse, or one not written in notation. */
  ILLEGAL_MOVE(400),
  /**
   * A bot that is a program ({@code serve --bot NAME=COMMAND}) could not choose a move: it could
   * not be started, ended, answered late or answered something that is not one of the moves. The
   * game is unchanged, a roll the bot made kept for its next try, and the program starts afresh at
   * the next request. Details: {@code bot}, the bot's name, and {@code colour}, the seat it plays.
   */
  BOT_FAILED(502),
  /** Too many pages of one game, or of all games, follow their events. */
  TOO_MANY_STREAMS(503),

  // ---- boards and records ----

  /** No variant has this id (a board's path). */
  NO_SUCH_VARIANT(404),
  /** The variant has no board to draw. */
  NO_BOARD(404),
  /**
   * A record cannot be opened. Details: {@code kind} (the record's kind of mistake, such as {@code
   * malformed-header} or {@code illegal-move}) and {@code line}, 0 when it is on no one line.
   */
  BAD_RECORD(400),
  /** No opened record has this id, or it was dropped. */
  NO_SUCH_REPLAY(404),

  /** A fault of the server's own; the message asks to report it. */
  INTERNAL(500);

  private final int status;

  ErrorCode(int status) {
    this.status = status;
  }

  /** The HTTP status a refusal of this kind is answered with. */
  int status() {
    return status;
  }

  /** The code as the JSON carries it, such as {@code rolled-already}. */
  String code() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** A library enum constant's name as a detail's value, such as {@code piece-count}. */
  static String kebab(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
