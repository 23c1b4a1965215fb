package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.vavr.collection.List;

/**
 * The heuristic value of a position for one player, used by {@link HeuristicBot} at depth one and
 * by {@link SearchBot} at its leaves.
 *
 * <p>Each player's pieces score their progress towards home ({@link Geometry}), a bonus for each
 * piece home, in its home row, on a safe square or in a blockade, and lose the expected cost of
 * being captured: for a lone piece on the track, the chance that some opponent piece 1 to 12
 * squares behind it (or in the nest, for a piece on that opponent's exit) hits it with its next
 * roll, times what the piece has travelled plus the capturer's bonus (optionally discounted for the
 * player to move, see {@link Weights#LEAF}). A player's score is its own value minus the best
 * opponent's value; a won game is worth {@link #WIN}.
 *
 * <p>Captures need no term of their own: the captured piece's progress drops to nothing.
 */
final class Evaluation {

  /** The score of a won game (minus for a lost one). */
  static final double WIN = 1e6;

  /** Chance that one roll of two dice moves some piece exactly d squares, d = 1..12. */
  private static final double[] HIT = {
    0, 11 / 36.0, 12 / 36.0, 14 / 36.0, 15 / 36.0, 15 / 36.0, 17 / 36.0, 6 / 36.0, 6 / 36.0,
    5 / 36.0, 3 / 36.0, 2 / 36.0, 3 / 36.0
  };

  private final Weights w;

  /** Weights of the terms. */
  record Weights(
      double home,
      double homeRow,
      double safe,
      double blockade,
      double nest,
      double exposure,
      double moverExposure,
      double captureBonus) {

    /** The weights the heuristic bot plays with. */
    static final Weights DEFAULT = new Weights(12, 6, 4, 3, 6, 1.0, 1.0, 20);

    /**
     * The weights of the search bot's leaves: the same, but the pieces of the player to move count
     * half their exposure, since that player moves before anyone can hit them.
     */
    static final Weights LEAF = new Weights(12, 6, 4, 3, 6, 1.0, 0.5, 20);
  }

  /**
   * An evaluation with the default weights.
   *
   * @return the evaluation
   */
  static Evaluation standard() {
    return new Evaluation(Weights.DEFAULT);
  }

  /**
   * An evaluation with given weights.
   *
   * @param w the weights
   */
  Evaluation(Weights w) {
    this.w = w;
  }

  /**
   * The score of a position for a player: its value minus the strongest opponent's.
   *
   * @param state the position
   * @param me the player
   * @return {@link #WIN} when {@code me} won, {@code -WIN} when another did, otherwise the
   *     difference of values
   */
  double score(GameState state, Colour me) {
    if (state.isOver()) {
      return state.winner().get() == me ? WIN : -WIN;
    }
    Geometry g = Geometry.of(state.ruleSet());
    List<Colour> colours = state.colours();
    int n = state.ruleSet().piecesPerColour();
    int k = colours.size();
    Location[][] locs = new Location[k][];
    Colour[] cs = new Colour[k];
    int i = 0;
    for (Colour c : colours) {
      cs[i] = c;
      locs[i] = state.pieces(c).toJavaArray(Location[]::new);
      i++;
    }
    double mine = 0;
    double best = Double.NEGATIVE_INFINITY;
    for (int a = 0; a < k; a++) {
      double v = value(g, cs, locs, a, n, cs[a] == state.toMove() ? w.moverExposure() : 1.0);
      if (cs[a] == me) {
        mine = v;
      } else {
        best = Math.max(best, v);
      }
    }
    return mine - best;
  }

  private double value(Geometry g, Colour[] cs, Location[][] locs, int a, int n, double exposure) {
    Colour c = cs[a];
    Location[] own = locs[a];
    double v = 0;
    for (int p = 0; p < n; p++) {
      Location at = own[p];
      int progress = g.progress(c, at);
      v += progress;
      switch (at.kind()) {
        case HOME:
          v += w.home();
          break;
        case HOME_ROW:
          v += w.homeRow();
          break;
        case NEST:
        case PRISONER:
          v -= w.nest();
          break;
        case TRACK:
          boolean pair = (p > 0 && own[p - 1] == at) || (p + 1 < n && own[p + 1] == at);
          if (pair) {
            v += w.blockade();
          } else if (g.isSafe(at.index())) {
            v += w.safe();
          } else if (g.knowsTrack()) {
            double r = risk(g, cs, locs, a, at.index());
            v -= exposure * w.exposure() * r * (progress + w.captureBonus());
          }
          break;
        default:
          v += w.safe();
          break;
      }
    }
    return v;
  }

  /** Chance that some opponent captures a lone piece on a track square with its next roll. */
  private static double risk(Geometry g, Colour[] cs, Location[][] locs, int a, int square) {
    double safe = 1;
    int size = g.trackSize();
    for (int b = 0; b < cs.length; b++) {
      if (b == a) {
        continue;
      }
      boolean nestChecked = false;
      for (Location at : locs[b]) {
        if (at.kind() == Location.Kind.TRACK) {
          int d = Math.floorMod(square - at.index(), size);
          if (d >= 1 && d <= 12) {
            safe *= 1 - HIT[d];
          }
        } else if (at.kind() == Location.Kind.NEST && !nestChecked && g.exit(cs[b]) == square) {
          nestChecked = true;
          safe *= 1 - 15 / 36.0; // A4: an entering piece captures on its exit square
        }
      }
    }
    return 1 - safe;
  }
}
