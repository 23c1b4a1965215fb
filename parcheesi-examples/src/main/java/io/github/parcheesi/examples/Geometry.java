package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.track68.TrackRuleSet;
import io.github.parcheesi.track68.TrackRules;

/**
 * What the bots know about a board beyond the public rules: how far each piece has to go, which
 * track squares are safe, where each colour enters. All variant-specific knowledge of the bots is
 * here.
 *
 * <p>The 68-square board (American, Parchís) follows rule B2: exits Y 5, G 56, R 39, B 22; last
 * track squares Y 68, G 51, R 34, B 17; 63 squares from exit to last square, seven home-row
 * squares, then home. Its safe squares come from the variant's {@link TrackRules}. The Russian
 * board (RB2-RB4) has 72 cells, exits at 18q+13 and home entrances at 18q+10 (q = 0 Y, 1 B, 2 R, 3
 * G); its shortcuts are ignored here, so its distances are upper bounds. Any other board gets a
 * coarse measure by kind of location.
 */
final class Geometry {

  private final int track;
  private final int rowLength;
  private final int[] exit = new int[4];
  private final int[] last = new int[4];
  private final boolean[] safe;

  private Geometry(int track, int rowLength, boolean[] safe) {
    this.track = track;
    this.rowLength = rowLength;
    this.safe = safe;
  }

  /**
   * The geometry of a rule set's board.
   *
   * @param rules the rules
   * @return the 68-square board for a {@link TrackRuleSet}, the Russian board for {@code russian},
   *     otherwise a board that knows only kinds of location
   */
  static Geometry of(RuleSet rules) {
    return CACHE.computeIfAbsent(rules, Geometry::make);
  }

  private static final java.util.Map<RuleSet, Geometry> CACHE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private static Geometry make(RuleSet rules) {
    if (rules instanceof TrackRuleSet) {
      TrackRules t = ((TrackRuleSet) rules).rules();
      boolean[] safe = new boolean[69];
      for (int s : t.safeSquares()) {
        safe[s] = true;
      }
      Geometry g = new Geometry(68, 7, safe);
      int[] exits = {5, 56, 39, 22}; // B2, in Colour order Y, G, R, B
      for (int c = 0; c < 4; c++) {
        g.exit[c] = exits[c];
        g.last[c] = exits[c] == 5 ? 68 : exits[c] - 5;
        if (t.halfSafeExits()) {
          safe[exits[c]] = true; // P3: only an entering piece captures there
        }
      }
      return g;
    }
    if (rules.id().equals("russian")) {
      Geometry g = new Geometry(72, 5, new boolean[73]);
      int[] quarter = {0, 3, 2, 1}; // RB2: Y 0, B 1, R 2, G 3; indexed in Colour order Y, G, R, B
      for (int c = 0; c < 4; c++) {
        g.exit[c] = 18 * quarter[c] + 13;
        g.last[c] = 18 * quarter[c] + 10;
      }
      return g;
    }
    return new Geometry(0, 0, new boolean[1]);
  }

  /**
   * Whether this board's track is known (false for the coarse fallback).
   *
   * @return true for the 68-square and Russian boards
   */
  boolean knowsTrack() {
    return track > 0;
  }

  /**
   * Track squares on the board.
   *
   * @return 68 or 72, 0 when unknown
   */
  int trackSize() {
    return track;
  }

  /**
   * Whether a track square is safe from capture (B3, P3).
   *
   * @param square a track square
   * @return true when safe
   */
  boolean isSafe(int square) {
    return square < safe.length && safe[square];
  }

  /**
   * A colour's exit square.
   *
   * @param colour the colour
   * @return the square its pieces enter on
   */
  int exit(Colour colour) {
    return exit[colour.ordinal()];
  }

  /**
   * The steps a piece of a colour still has to go to reach home.
   *
   * @param colour the piece's colour
   * @param at where it is
   * @return 0 at home, largest in the nest (or as a prisoner)
   */
  int toGo(Colour colour, Location at) {
    // from the nest: one step to enter, then exit to last square, the home row and home
    int full = track == 0 ? 100 : Math.floorMod(last[0] - exit[0], track) + rowLength + 2;
    switch (at.kind()) {
      case HOME:
        return 0;
      case NEST:
        return full;
      case PRISONER:
        return full + 10;
      case HOME_ROW:
        return rowLength + 1 - at.index();
      case TRACK:
        if (track == 0) {
          return full / 2;
        }
        return Math.floorMod(last[colour.ordinal()] - at.index(), track) + rowLength + 1;
      case REST:
        if (track == 0) {
          return full / 2;
        }
        // RB6: o(2q+1) beside 18q+5, o(2q+2) beside 18q+15
        int q = (at.index() - 1) / 2;
        int beside = 18 * q + (at.index() % 2 == 1 ? 5 : 15);
        return Math.floorMod(last[colour.ordinal()] - beside, track) + rowLength + 1;
      case MIRROR:
      case ARROW:
      default:
        return full;
    }
  }

  /**
   * The steps a piece has travelled from its nest: the opposite of {@link #toGo}.
   *
   * @param colour the piece's colour
   * @param at where it is
   * @return 0 in the nest, largest at home
   */
  int progress(Colour colour, Location at) {
    return toGo(colour, Location.nest()) - toGo(colour, at);
  }
}
