package io.github.parcheesi.track68;

/**
 * A step packed in an {@code int}: the location codes it moves from and to ({@link
 * io.github.parcheesi.Positions}), seven bits each, and whether it captures.
 */
final class PackedStep {

  /** Bits a packed step takes. */
  static final int BITS = 15;

  /** The bits of a packed step. */
  static final int MASK = (1 << BITS) - 1;

  private static final int CODE = 127;
  private static final int TO_SHIFT = 7;
  private static final int CAPTURE = 1 << 14;

  private PackedStep() {}

  /** A step from one code to another. */
  static int of(int from, int to, boolean capture) {
    return from | to << TO_SHIFT | (capture ? CAPTURE : 0);
  }

  /** The code moved from. */
  static int from(int step) {
    return step & CODE;
  }

  /** The code moved to. */
  static int to(int step) {
    return step >>> TO_SHIFT & CODE;
  }

  /** Whether the step captures. */
  static boolean captures(int step) {
    return (step & CAPTURE) != 0;
  }
}
