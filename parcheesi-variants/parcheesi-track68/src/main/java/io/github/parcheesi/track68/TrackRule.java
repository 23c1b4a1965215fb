package io.github.parcheesi.track68;

/**
 * A rule the 68-square engine cites, named by what it says rather than by a variant's id. The
 * engine names these when it refuses a move ({@link io.github.parcheesi.Refusal}), finds a problem
 * in a position ({@link io.github.parcheesi.Problem}), tells a move's events ({@link
 * io.github.parcheesi.Event#rule()}) or lists an edge of the board; each variant's {@link
 * TrackRules#ruleIds()} gives, for every one of them, the id its own RULES.md uses. The ids in
 * brackets below are American Parcheesi's and Parchís's.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * TrackRules rules = ParchisRules.RULES;
 * rules.ruleId(TrackRule.CAPTURE);          // "A8"
 * rules.ruleId(TrackRule.SAFE_SQUARE_HELD); // "P4"
 * }</pre>
 */
public enum TrackRule {

  /** The track has 68 squares, 1 to 68: a track square past 68 is not on it (B1; B1). */
  TRACK,

  /**
   * The board's locations: the nest, the track, the colour's home row and home; any other location
   * is not on this board (B1-B4; B1-B4). A variant may map it to a range of its ids.
   */
  BOARD,

  /**
   * A square holds at most two pieces, never of two colours, and a home-row square only its
   * colour's (A7; A7).
   */
  SQUARE_FULL,

  /**
   * A piece leaves the nest only onto its exit square, and only with a 5: a die showing 5, or both
   * dice summing to 5 (A3; P2).
   */
  ENTERING,

  /** No piece enters while its exit square holds a blockade (A4; P5). */
  ENTRY_BLOCKED,

  /**
   * A piece entering captures a single opponent piece on its exit square, safe or half-safe though
   * the square is (A4; P3).
   */
  ENTRY_CAPTURE,

  /**
   * Each value of the roll moves one piece that many squares forward, a step that lands (A5; A5).
   */
  STEP,

  /**
   * At its last track square a piece turns into its home row, or, where the variant allows it, goes
   * round the track again (A6; P6).
   */
  TURN_HOME,

  /**
   * A step ending on a square that is not safe and holds one opponent piece captures it, and a
   * capture is written with its mark, {@code 12/17*} (A8; A8).
   */
  CAPTURE,

  /** No step ends on a safe (or half-safe) square that holds an opponent piece (A8; P4). */
  SAFE_SQUARE_HELD,

  /**
   * Two pieces of one colour on one square are a blockade: no piece passes it or lands on it (A9;
   * P5).
   */
  BLOCKADE,

  /**
   * On doubles, the two pieces of a blockade that stood at the roll may not end the move together
   * on one new square (A10; A10).
   */
  BLOCKADE_MOVED_TOGETHER,

  /**
   * Play as many values of the roll as possible; a value is given up only when none can be played
   * (A11; P7).
   */
  MUST_PLAY_MOST,

  /**
   * When only one die of a non-doubles roll can be played, it must be the larger one (A11; P7,
   * which drops it).
   */
  LARGER_DIE,

  /**
   * A 5 that can enter a piece must be used to enter (the option {@code mustEnter}; Parchís does
   * not offer it and names the option too).
   */
  MUST_ENTER,

  /**
   * Bonuses, 20 for a capture and 10 for a piece home, played after the dice, each in full by one
   * piece, and forfeited when no piece can play them (A12; A12, with its option {@code bonuses}).
   */
  BONUS,

  /** After doubles the same player rolls again (A13; P9). */
  ROLL_AGAIN,

  /**
   * The third doubles in a row is not played: the piece closest to home goes back to its nest and
   * the turn passes (A13; A13, both with the option {@code threeDoublesPenalty}).
   */
  THREE_DOUBLES,

  /**
   * With four values, a player who cannot play all four plays none and rolls again (the option
   * {@code doublesAllOrNothing}; Parchís names the option too).
   */
  ALL_OR_NOTHING,

  /** When no value can be played, the move is {@code pass} and the turn passes (A14; A14). */
  PASS,

  /**
   * The first player with all four pieces home wins, and the game ends: nothing more is played
   * (A15; P10).
   */
  WIN
}
