package io.github.parcheesi.russian;

import io.github.parcheesi.Location;
import io.github.parcheesi.Step;

/**
 * What the state after a play depends on, packed: each colour's five location codes, sorted, and
 * the captors whose prisoners the play bought back, in order. The next state depends only on where
 * the pieces are and whom sixes were given to (a winning play buys nothing back: a piece bought
 * back waits in its base), so plays with different keys lead to different states, and plays with
 * equal keys to one state, listed once (ruling 4).
 *
 * @param yellow yellow's codes, {@link #CODE_BITS} each
 * @param green green's codes
 * @param red red's codes
 * @param blue blue's codes
 * @param bought the captors of the prisoners bought back, {@link #CAPTOR_BITS} each
 */
record PositionKey(long yellow, long green, long red, long blue, int bought) {

  /** Bits for one location code + 1 (0 for the pieces of a colour not in the game). */
  static final int CODE_BITS = 7;

  /** Bits for one captor's play-order ordinal + 1. */
  static final int CAPTOR_BITS = 3;

  static PositionKey of(CandidatePlay p) {
    byte[] loc = p.pos.loc;
    int bought = 0;
    int count = 0;
    for (Step st : p.steps()) {
      if (st.from().kind() == Location.Kind.PRISONER && st.to().kind() == Location.Kind.NEST) {
        bought = withCaptor(bought, count++, st.from().index());
      }
    }
    return new PositionKey(
        five(loc, RussianBoard.firstPiece(0)),
        five(loc, RussianBoard.firstPiece(1)),
        five(loc, RussianBoard.firstPiece(2)),
        five(loc, RussianBoard.firstPiece(3)),
        bought);
  }

  /** A hash of the key whose low bits spread keys that differ in any field. */
  int spread() {
    long h = yellow * 0x9E3779B97F4A7C15L;
    h = (h ^ green) * 0x9E3779B97F4A7C15L;
    h = (h ^ red) * 0x9E3779B97F4A7C15L;
    h = (h ^ blue ^ (long) bought << 40) * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32);
  }

  /** Adds the captor of the {@code count}-th prisoner bought back. */
  private static int withCaptor(int bought, int count, int captor) {
    return bought | (captor + 1) << count * CAPTOR_BITS;
  }

  /** The five codes from {@code loc[first]}, each + 1, sorted and packed. */
  private static long five(byte[] loc, int first) {
    int a = loc[first] + 1;
    int b = loc[first + 1] + 1;
    int c = loc[first + 2] + 1;
    int d = loc[first + 3] + 1;
    int e = loc[first + 4] + 1;
    // a sorting network of nine compare-exchanges: (a,b) (d,e) (c,e) (c,d) (a,d) (a,c) (b,e)
    // (b,d) (b,c)
    int t = Math.min(a, b);
    b = Math.max(a, b);
    a = t;
    t = Math.min(d, e);
    e = Math.max(d, e);
    d = t;
    t = Math.min(c, e);
    e = Math.max(c, e);
    c = t;
    t = Math.min(c, d);
    d = Math.max(c, d);
    c = t;
    t = Math.min(a, d);
    d = Math.max(a, d);
    a = t;
    t = Math.min(a, c);
    c = Math.max(a, c);
    a = t;
    t = Math.min(b, e);
    e = Math.max(b, e);
    b = t;
    t = Math.min(b, d);
    d = Math.max(b, d);
    b = t;
    t = Math.min(b, c);
    c = Math.max(b, c);
    b = t;
    return pack(a, b, c, d, e);
  }

  /** Five sorted codes + 1, {@link #CODE_BITS} each, the smallest lowest. */
  private static long pack(int a, int b, int c, int d, int e) {
    return a
        | (long) b << CODE_BITS
        | (long) c << 2 * CODE_BITS
        | (long) d << 3 * CODE_BITS
        | (long) e << 4 * CODE_BITS;
  }
}
