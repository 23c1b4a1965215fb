package io.github.parcheesi;

/**
 * For engines: a compact view of states, each piece's location as a small code, read without
 * building lists, and states made from codes the engine vouches for, without {@link GameState#of}'s
 * checks (the core checks them under assertions). Callers of the library never need it: they read
 * states through {@link GameState}. What an engine promises in return is in the package
 * documentation ("For engines").
 *
 * <p>Codes: {@link #NEST} is 0, track squares and cells are their numbers (1 to 72), then the
 * home-row squares, rest cells, arrow cells, the mirror, the prisoner places and {@link #HOME}; a
 * colour's codes are in ascending order within a state, the order notation lists them.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * GameState s = Notation.parsePosition("american Y Y:n,n,5,r3 R:n,n,n,40");
 * int first = Positions.offset(s, Colour.YELLOW);
 * Positions.location(Positions.code(s, first + 3));   // r3
 * }</pre>
 */
public final class Positions {

  /** The code of the nest (the base). */
  public static final int NEST = 0;

  /** The code of home. */
  public static final int HOME = 97;

  /** The code of home-row square {@code r1} is {@code HOME_ROW_BASE + 1}. */
  public static final int HOME_ROW_BASE = 72;

  private Positions() {}

  /**
   * A state from codes the engine vouches for: not checked against the rules.
   *
   * @param rules the rule set that made it
   * @param codes location codes, {@code rules.piecesPerColour()} a playing colour, colours in
   *     colour order ({@link Colour#ordinal()}), each colour's codes in ascending order; the state
   *     keeps the array, which must not change afterwards
   * @param colourMask the playing colours, bit {@code ordinal} each
   * @param toMove the colour to move (the winner once the game is over)
   * @param doubles doubles in a row, 0 to 31
   * @param winner the winner's ordinal, or -1
   * @param turnState the variant's turn state
   * @return the state
   */
  public static GameState trusted(
      RuleSet rules,
      byte[] codes,
      int colourMask,
      Colour toMove,
      int doubles,
      int winner,
      TurnState turnState) {
    GameState s =
        new GameState(
            rules, codes, GameState.meta(colourMask, toMove.ordinal(), doubles, winner), turnState);
    assert rules.problems(s).isEmpty() : "an engine made an illegal state: " + s;
    return s;
  }

  /**
   * The code of the piece at an index of a state's codes.
   *
   * @param state the state
   * @param index from {@link #offset} on
   * @return the code
   */
  public static int code(GameState state, int index) {
    return state.code(index);
  }

  /**
   * Where a colour's codes start in a state.
   *
   * @param state the state
   * @param colour a playing colour
   * @return the index of its first code
   * @throws IllegalArgumentException when the colour does not play
   */
  public static int offset(GameState state, Colour colour) {
    return state.offset(colour.ordinal());
  }

  /**
   * The playing colours of a state.
   *
   * @param state the state
   * @return bit {@code ordinal} set for each playing colour
   */
  public static int colourMask(GameState state) {
    return state.colourMask();
  }

  /**
   * A copy of a state's codes, in the form {@link #trusted} takes.
   *
   * @param state the state
   * @return a new array
   */
  public static byte[] codes(GameState state) {
    return state.locations();
  }

  /**
   * Copies a state's codes into an array the engine keeps, without allocating.
   *
   * @param state the state
   * @param into an array at least as long as the state's codes
   * @return how many codes were copied
   */
  public static int copyCodes(GameState state, byte[] into) {
    return state.copyCodes(into);
  }

  /**
   * The location of a code.
   *
   * @param code a code
   * @return the location
   */
  public static Location location(int code) {
    return Location.ofCode(code);
  }

  /**
   * The code of a location.
   *
   * @param location a location
   * @return its code
   */
  public static int code(Location location) {
    return location.code();
  }

  /**
   * Rule B5: the colour that plays after another, the next of the game's colours in play order
   * ({@link Colour}'s order), round.
   *
   * @param colourMask the colours in the game, bit {@code ordinal} each ({@link #colourMask})
   * @param colour the ordinal of the colour that played
   * @return the ordinal of the next colour; {@code colour} itself when it is alone in the mask
   */
  public static int nextColour(int colourMask, int colour) {
    for (int i = 1; i < 4; i++) {
      int n = (colour + i) & 3;
      if ((colourMask & 1 << n) != 0) {
        return n;
      }
    }
    return colour;
  }

  /**
   * The step between two codes, interned: engines build steps on their hot path.
   *
   * @param from the code moved from
   * @param to the code moved to
   * @param capture whether the step captures
   * @return the step
   */
  public static Step step(int from, int to, boolean capture) {
    return Step.ofCodes(from, to, capture);
  }
}
