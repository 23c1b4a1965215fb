package io.github.parcheesi.track68;

import io.github.parcheesi.Positions;

/**
 * The geometry of the 68-square board (B1-B4): location codes, exit and last squares, and the
 * distance along a colour's path.
 *
 * <p>A piece's location is a code (see {@link Positions}): 0 the nest, 1-68 the track squares,
 * {@code ROW + k} the k-th square of the colour's home row (1-7), {@code HOME} home. The scratch
 * board counts pieces per square index: the track squares keep their numbers, the home rows of the
 * four colours follow as 69-96 ({@link #square}).
 */
final class Board68 {

  static final int NEST = 0;
  static final int HOME = Positions.HOME;
  static final int ROW = Positions.HOME_ROW_BASE; // r_k = ROW + k

  static final int TRACK = 68;

  /** Square indexes of the scratch board: 0 unused, the track 1-68, the home rows 69-96. */
  static final int SQUARES = TRACK + 29;

  /** Exit square of each colour, by play-order index Y, G, R, B (B2). */
  static final int[] EXIT = {5, 56, 39, 22};

  /** Last track square before each colour's home row (B2). */
  static final int[] LAST = {68, 51, 34, 17};

  /** Steps from the nest to home: enter, round to the last square, the home row (B4). */
  static final int FROM_NEST = 72;

  /** square(c, code) at index c * 128 + code, looked up without branches. */
  private static final int[] SQUARE = new int[4 * 128];

  static {
    for (int c = 0; c < 4; c++) {
      for (int code = 0; code < 128; code++) {
        int q = -1;
        if (onTrack(code)) {
          q = code;
        } else if (inHomeRow(code)) {
          q = rowSquare(c, code - ROW);
        }
        SQUARE[c << 7 | code] = q;
      }
    }
  }

  private Board68() {}

  /** Board square index of a code for colour c: track 1..68, home rows 69..96, else -1. */
  static int square(int c, int code) {
    return SQUARE[c << 7 | code];
  }

  /** Board square index of colour c's home-row square j (1-7). */
  static int rowSquare(int c, int j) {
    return TRACK + c * 7 + j;
  }

  /** Whether a code is a track square. */
  static boolean onTrack(int code) {
    return code >= 1 && code <= TRACK;
  }

  /** Whether a code is a home-row square. */
  static boolean inHomeRow(int code) {
    return code > ROW && code < HOME;
  }

  /** Steps from track square p to colour c's last track square (B2), going round: 0 to 67. */
  static int toLast(int c, int p) {
    int k = LAST[c] - p;
    return k < 0 ? k + TRACK : k;
  }

  /** The track square a count past 68 stands for (B1: after 68 comes 1). */
  static int wrap(int square) {
    return square > TRACK ? square - TRACK : square;
  }

  /**
   * B4: the steps a piece of colour c at code p still has to go to reach home: 0 home, {@link
   * #FROM_NEST} in the nest; from the track counted to the last square first (a piece that went
   * round past its last square, A6, is far from home).
   */
  static int toGo(int c, int p) {
    if (onTrack(p)) {
      return toLast(c, p) + 8;
    }
    if (inHomeRow(p)) {
      return 8 - (p - ROW);
    }
    return p == HOME ? 0 : FROM_NEST;
  }

  /** Steps along colour c's path from one code to another, or -1 when not on the path. */
  static int distance(int c, int from, int to) {
    if (onTrack(from)) {
      int k = toLast(c, from);
      if (onTrack(to)) {
        int d = to - from;
        return d <= 0 ? d + TRACK : d;
      }
      if (inHomeRow(to)) {
        return k + (to - ROW);
      }
      if (to == HOME) {
        return k + 8;
      }
      return -1;
    }
    if (inHomeRow(from)) {
      if (to > from && to < HOME) {
        return to - from;
      }
      if (to == HOME) {
        return 8 - (from - ROW);
      }
    }
    return -1;
  }

  /** Whether track square q lies on the way from a to b (both ends included, going round). */
  static boolean within(int q, int a, int b) {
    int span = b - a;
    if (span < 0) {
      span += TRACK;
    }
    int d = q - a;
    if (d < 0) {
      d += TRACK;
    }
    return d <= span;
  }
}
