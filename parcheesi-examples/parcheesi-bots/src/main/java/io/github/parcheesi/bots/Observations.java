package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;

/** The encoding of {@link LearningEnv#observation()}, whose comment gives its shape. */
final class Observations {

  private Observations() {}

  /**
   * The observation of a decision.
   *
   * @param pieces the pieces a colour has
   * @param cells the board's cells
   * @param state the state
   * @param turn the move being built, or null when the decision is not a roll's move
   * @param decisions whether the decision needs no roll
   * @return a new array of {@link LearningEnv#OBSERVATION} numbers
   */
  static float[] encode(
      int pieces, BoardCells cells, GameState state, TurnBuilder turn, boolean decisions) {
    float[] out = new float[LearningEnv.OBSERVATION];
    float per = 1f / pieces;
    int codes = LearningEnv.CODES;
    for (Colour c : state.colours()) {
      for (Location l : state.pieces(c)) {
        out[c.ordinal() * codes + cells.of(l, c)] += per;
      }
    }
    int i = 4 * codes;
    if (!state.isOver()) {
      out[i + state.toMove().ordinal()] = 1;
    }
    i += 4;
    if (turn != null) {
      out[i + (decisions ? 1 : 0)] = 1;
    }
    i += 2;
    out[i++] = state.doubles() / 3f;
    if (turn != null) {
      for (Spent v : turn.left()) {
        out[i + LearningEnv.value(v)] += 0.25f;
      }
    }
    i += LearningEnv.VALUES;
    if (turn != null) {
      for (Step s : turn.chosen()) {
        out[i + cells.of(s.from(), state.toMove())] += per;
        out[i + codes + cells.of(s.to(), state.toMove())] += per;
      }
    }
    return out;
  }
}
