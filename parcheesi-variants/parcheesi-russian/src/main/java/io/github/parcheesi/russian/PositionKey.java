package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.Step;
import io.vavr.collection.List;

/**
 * What the state after a play depends on: where the pieces are, by the position's Zobrist hashes
 * ({@link ScratchPosition#h1}, {@link ScratchPosition#h2}), and the captors whose prisoners the
 * play bought back, in order. The next state depends only on where the pieces are and whom sixes
 * were given to (a winning play buys nothing back: a piece bought back waits in its base), so plays
 * with different keys lead to different states, and plays with equal keys to one state, listed once
 * (ruling 4).
 *
 * @param h1 the first hash of where the pieces are
 * @param h2 the second
 * @param bought the captors of the prisoners bought back, {@link #CAPTOR_BITS} each
 */
record PositionKey(long h1, long h2, int bought) {

  /** Bits for one captor's play-order ordinal + 1. */
  static final int CAPTOR_BITS = 3;

  static PositionKey of(CandidatePlay p) {
    return new PositionKey(p.pos.h1, p.pos.h2, p.bought);
  }

  /**
   * The captors of the prisoners that steps buy back (R5: a step from a prisoner's place to its
   * base), in order, as a key's {@code bought}.
   *
   * @param steps the steps of a play
   * @return the captors, {@link #CAPTOR_BITS} each
   */
  static int bought(Step[] steps) {
    int bought = 0;
    int count = 0;
    for (Step st : steps) {
      if (st.from().kind() == Location.Kind.PRISONER && st.to().kind() == Location.Kind.NEST) {
        bought = withCaptor(bought, count++, st.from().index());
      }
    }
    return bought;
  }

  /** A hash of the key whose low bits spread keys: the first hash, a sum of random keys, folded. */
  int spread() {
    long h = h1 ^ (long) bought * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32);
  }

  /**
   * The captors a key's {@code bought} names, in the order their prisoners were bought back.
   *
   * @param bought the captors, as {@link #bought(Step[])} packs them
   * @return the captors' colours
   */
  static List<Colour> captors(int bought) {
    if (bought == 0) {
      return List.empty();
    }
    int first = (bought & (1 << CAPTOR_BITS) - 1) - 1;
    return captors(bought >>> CAPTOR_BITS).prepend(Colour.ofIndex(first));
  }

  /** Adds the captor (play-order ordinal) of the {@code count}-th prisoner bought back. */
  static int withCaptor(int bought, int count, int captor) {
    return bought | (captor + 1) << count * CAPTOR_BITS;
  }
}
