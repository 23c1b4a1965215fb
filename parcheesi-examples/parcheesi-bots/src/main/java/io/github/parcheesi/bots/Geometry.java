package io.github.parcheesi.bots;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;

/**
 * What the bots know about a board, read from the rule set's {@link BoardGeometry}: how far each
 * piece has to go, which track squares are safe, where each colour enters. All board knowledge of
 * the bots is here, and none of it is a table of its own.
 *
 * <p>A piece's steps to go are counted along its colour's path ({@link BoardGeometry#path}); a
 * track square off the path (a piece that went round, A6) counts round the track to the colour's
 * home entrance; a cell that an edge leaves for the track (a Russian rest cell, R8) counts as that
 * track cell. The edges off the paths are otherwise ignored ({@link BoardGeometry#edges()}: the
 * mirror's shortcuts, R10), so Russian distances are upper bounds.
 */
final class Geometry {

  /** Location kinds, for the index of a location in the tables below. */
  private static final int KINDS = Location.Kind.values().length;

  /** Indexes of locations: kind, then index 0..79. */
  private static final int PER_KIND = 80;

  private final int track;
  private final int[] exit = new int[4];
  private final boolean[] safe;
  private final int full;

  /** Steps to go by colour ordinal and location index; -1 where unknown. */
  private final int[][] toGo = new int[4][KINDS * PER_KIND];

  private Geometry(BoardGeometry g) {
    List<Cell> trackCells = g.cells().filter(c -> c.is(Cell.Kind.TRACK));
    this.track = trackCells.size();
    this.safe = new boolean[PER_KIND];
    for (Cell c : trackCells) {
      safe[c.location().index()] = c.is(Cell.Kind.SAFE); // B3, P3
    }
    int[] next = new int[PER_KIND]; // the track square after each one, as some colour moves
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      for (int i = 0; i + 1 < p.size(); i++) {
        if (p.get(i).kind() == Location.Kind.TRACK && p.get(i + 1).kind() == Location.Kind.TRACK) {
          next[p.get(i).index()] = p.get(i + 1).index();
        }
      }
    }
    int longest = 0;
    for (Colour c : Colour.values()) {
      int[] t = toGo[c.ordinal()];
      java.util.Arrays.fill(t, -1);
      List<Location> p = g.path(c);
      longest = Math.max(longest, p.size() - 1);
      exit[c.ordinal()] = p.size() > 1 ? p.get(1).index() : 0;
      for (int i = 0; i < p.size(); i++) {
        t[key(p.get(i))] = p.size() - 1 - i;
      }
      int entrance = p.lastIndexWhere(l -> l.kind() == Location.Kind.TRACK);
      if (entrance > 0) {
        // squares off the path count round the track to the entrance (A6)
        int end = p.get(entrance).index();
        for (int s = 1; s < PER_KIND; s++) {
          if (next[s] == 0 || t[key(Location.track(s))] >= 0) {
            continue;
          }
          int steps = 0;
          int at = s;
          while (at != end && at != 0 && steps <= track) {
            at = next[at];
            steps++;
          }
          if (at == end) {
            t[key(Location.track(s))] = steps + t[key(p.get(entrance))];
          }
        }
      }
      for (BoardGeometry.Edge e : g.edges()) {
        // a cell left for the track counts as the track cell it leads to (R8)
        if (e.to().kind() == Location.Kind.TRACK
            && e.from().kind() != Location.Kind.TRACK
            && t[key(e.from())] < 0) {
          t[key(e.from())] = t[key(e.to())];
        }
      }
    }
    this.full = longest;
  }

  private static int key(Location l) {
    return l.kind().ordinal() * PER_KIND + l.index();
  }

  /**
   * The geometry of a rule set's board.
   *
   * @param rules the rules
   * @return the bots' view of {@link RuleSet#geometry()}, made once for equal rule sets
   */
  static Geometry of(RuleSet rules) {
    return CACHE.computeIfAbsent(rules, r -> new Geometry(r.geometry()));
  }

  private static final java.util.Map<RuleSet, Geometry> CACHE =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * Whether this board has a track.
   *
   * @return true when its geometry has track squares
   */
  boolean knowsTrack() {
    return track > 0;
  }

  /**
   * Track squares on the board.
   *
   * @return 68 or 72, 0 when it has none
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
   * @return 0 at home, largest in the nest (more as a prisoner); as many as from the nest for
   *     places off every way home (the mirror, an arrow cell)
   */
  int toGo(Colour colour, Location at) {
    if (at.kind() == Location.Kind.PRISONER) {
      return full + 10;
    }
    int t = at.index() < PER_KIND ? toGo[colour.ordinal()][key(at)] : -1;
    return t >= 0 ? t : full;
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
