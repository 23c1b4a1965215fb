package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Positions;
import io.github.parcheesi.RuleSet;

/**
 * The module's use of the core's service-provider package: reading a state's pieces without
 * building lists, and making the states generated moves lead to without checking them again (the
 * core checks them under assertions, as the tests run).
 */
final class StateAccess {

  private StateAccess() {}

  /**
   * Reads every piece's location code into {@code loc}: piece {@code colour * 5 + i}, the entries
   * of colours not in the game set to -1.
   *
   * @param s the state
   * @param loc twenty entries, filled
   */
  static void readCodes(GameState s, byte[] loc) {
    int mask = Positions.colourMask(s);
    int k = 0; // the state's packed index: playing colours in colour order
    for (int c = 0; c < 4; c++) {
      int first = RussianBoard.firstPiece(c);
      boolean plays = (mask & 1 << c) != 0;
      for (int i = first; i < first + RussianBoard.PIECES; i++) {
        loc[i] = (byte) (plays ? Positions.code(s, k++) : -1);
      }
    }
  }

  /**
   * A state the generator reached, made without checking it against the rules that generated it.
   *
   * @param rules the rules
   * @param pos where the pieces are
   * @param toMove the colour to move (the winner once the game is over)
   * @param doubles doubles rolled in a row
   * @param winner the winner's ordinal, or -1
   * @param turnState the turn state
   * @return the state
   */
  static GameState unchecked(
      RuleSet rules,
      ScratchPosition pos,
      Colour toMove,
      int doubles,
      int winner,
      RussianTurnState turnState) {
    return unchecked(rules, pos.codes(), pos.mask, toMove, doubles, winner, turnState);
  }

  /**
   * A state the generator reached, of codes in canonical form ({@link ScratchPosition#codes}), made
   * without checking it; the state keeps the array.
   *
   * @param rules the rules
   * @param codes where the pieces are, canonical
   * @param mask the colours in the game
   * @param toMove the colour to move (the winner once the game is over)
   * @param doubles doubles rolled in a row
   * @param winner the winner's ordinal, or -1
   * @param turnState the turn state
   * @return the state
   */
  static GameState unchecked(
      RuleSet rules,
      byte[] codes,
      int mask,
      Colour toMove,
      int doubles,
      int winner,
      RussianTurnState turnState) {
    return Positions.trusted(rules, codes, mask, toMove, doubles, winner, turnState);
  }

  /**
   * A state with the pieces where a state has them, made without checking it: for the decisions
   * that move no piece (R6's offer, keep and decline).
   *
   * @param rules the rules
   * @param s the state whose pieces the new one keeps
   * @param toMove the colour to move
   * @param turnState the turn state
   * @return the state, with the doubles of {@code s}
   */
  static GameState samePieces(
      RuleSet rules, GameState s, Colour toMove, RussianTurnState turnState) {
    int mask = Positions.colourMask(s);
    byte[] codes = new byte[Integer.bitCount(mask) * RussianBoard.PIECES];
    Positions.copyCodes(s, codes);
    return Positions.trusted(rules, codes, mask, toMove, s.doubles(), -1, turnState);
  }
}
