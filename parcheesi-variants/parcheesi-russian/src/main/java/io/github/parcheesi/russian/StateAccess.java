package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.spi.Positions;
import java.util.Arrays;

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
  static void readCodes(GameState s, int[] loc) {
    int k = 0; // the state's packed index: playing colours in colour order
    for (int c = 0; c < 4; c++) {
      int first = RussianBoard.firstPiece(c);
      boolean plays = s.plays(Colour.ofIndex(c));
      for (int i = first; i < first + RussianBoard.PIECES; i++) {
        loc[i] = plays ? RussianBoard.code(piece(s, k++)) : -1;
      }
    }
  }

  /**
   * One piece of a state, by its index in the state's packed form: five a colour, playing colours
   * in colour order, each colour's sorted.
   *
   * @param s the state
   * @param index the index
   * @return the piece's location
   */
  static Location piece(GameState s, int index) {
    return Positions.location(Positions.code(s, index));
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
    Location[] pieces = pos.pieces();
    byte[] codes = new byte[pieces.length];
    for (int i = 0; i < pieces.length; i++) {
      codes[i] = (byte) Positions.code(pieces[i]);
    }
    for (int start = 0; start < codes.length; start += RussianBoard.PIECES) {
      Arrays.sort(codes, start, start + RussianBoard.PIECES); // the canonical form
    }
    return Positions.trusted(rules, codes, pos.mask, toMove, doubles, winner, turnState);
  }
}
