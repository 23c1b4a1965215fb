package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.vavr.collection.List;

/**
 * The heuristic value of a position for one player, used by {@link HeuristicBot} at depth one and
 * by {@link SearchBot} at its leaves; a bot of your own can score positions with it, with weights
 * of its own.
 *
 * <p>Each player's pieces score their progress towards home (the steps travelled along the colour's
 * path of {@link io.github.parcheesi.RuleSet#geometry()}), a bonus for each piece home, in its home
 * row, on a safe square or in a blockade, a cost for each piece in its nest or held prisoner, and
 * lose the expected cost of being captured: for a lone piece on the track, the chance that some
 * opponent piece 1 to 12 squares behind it (or in the nest, for a piece on that opponent's exit)
 * hits it with its next roll, times what the piece has travelled plus the capturer's bonus
 * (optionally discounted for the player to move, see {@link Weights#LEAF}). A player's score is its
 * own value minus the best opponent's value; a won game is worth {@link #WIN}.
 *
 * <p>Captures need no term of their own: the captured piece's progress drops to nothing.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Evaluation bold = new Evaluation(new Evaluation.Weights(12, 6, 4, 3, 6, 0.5, 0.5, 20));
 * Move move = bold.best(state, rules.legalMoves(state, roll)); // a greedy bot's choice
 * double score = bold.score(rules.play(state, move), state.toMove());
 * }</pre>
 */
public final class Evaluation {

  /** The score of a won game (minus for a lost one). */
  public static final double WIN = 1e6;

  /** Chance that one roll of two dice moves some piece exactly d squares, d = 1..12. */
  static final double[] HIT = {
    0, 11 / 36.0, 12 / 36.0, 14 / 36.0, 15 / 36.0, 15 / 36.0, 17 / 36.0, 6 / 36.0, 6 / 36.0,
    5 / 36.0, 3 / 36.0, 2 / 36.0, 3 / 36.0
  };

  private final Weights w;

  /**
   * Weights of the terms, each a number of steps of progress.
   *
   * @param home the bonus of a piece home
   * @param homeRow the bonus of a piece in its home row
   * @param safe the bonus of a lone piece on a safe square, or anywhere off the track and out of
   *     the nest (a rest cell, the mirror)
   * @param blockade the bonus of each piece of a pair on a track square
   * @param nest the cost of a piece in its nest or held prisoner
   * @param exposure the weight of the expected cost of being captured
   * @param moverExposure the share of that cost the pieces of the player to move bear: 1 counts it
   *     whole, less than 1 counts that the player moves before anyone can hit them
   * @param captureBonus the capturer's gain added to a captured piece's progress in that cost
   */
  public record Weights(
      double home,
      double homeRow,
      double safe,
      double blockade,
      double nest,
      double exposure,
      double moverExposure,
      double captureBonus) {

    /** The weights the heuristic bot plays with. */
    public static final Weights DEFAULT = new Weights(12, 6, 4, 3, 6, 1.0, 1.0, 20);

    /**
     * The weights of the search bot's leaves: the same, but the pieces of the player to move count
     * half their exposure, since that player moves before anyone can hit them.
     */
    public static final Weights LEAF = new Weights(12, 6, 4, 3, 6, 1.0, 0.5, 20);
  }

  /**
   * An evaluation with the default weights.
   *
   * @return the evaluation
   */
  public static Evaluation standard() {
    return new Evaluation(Weights.DEFAULT);
  }

  /**
   * An evaluation with given weights.
   *
   * @param w the weights
   */
  public Evaluation(Weights w) {
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
  public double score(GameState state, Colour me) {
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

  /**
   * The move whose result scores best for the player to move: the heuristic bot's choice with these
   * weights.
   *
   * @param state the position the moves are played from
   * @param moves its legal moves, at least one
   * @return the best of {@code moves}; the first of equals, in the rules' order
   */
  public Move best(GameState state, List<Move> moves) {
    Move best = moves.head();
    if (moves.size() == 1) {
      return best;
    }
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Move m : moves) {
      double s = score(state.ruleSet().play(state, m), state.toMove());
      if (s > bestScore) {
        bestScore = s;
        best = m;
      }
    }
    return best;
  }

  /**
   * The value of one colour's pieces, its pieces bearing their whole exposure: an input of the
   * learned value in some games ({@link ValueFeatures}).
   *
   * @param g the board
   * @param cs the colours in play
   * @param locs each colour's pieces, in the order of {@code cs}
   * @param a the index in {@code cs} of the colour
   * @param n the pieces of a colour
   * @return the colour's value, in steps of progress
   */
  double colourValue(Geometry g, Colour[] cs, Location[][] locs, int a, int n) {
    return value(g, cs, locs, a, n, 1.0);
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

  /**
   * Chance that some opponent captures a lone piece on a track square with its next roll.
   *
   * @param g the board
   * @param cs the colours in play
   * @param locs each colour's pieces, in the order of {@code cs}
   * @param a the index in {@code cs} of the piece's colour
   * @param square the piece's track square
   * @return the chance, 0 to 1
   */
  static double risk(Geometry g, Colour[] cs, Location[][] locs, int a, int square) {
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
