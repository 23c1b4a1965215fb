package io.github.parcheesi.russian;

/**
 * The walks of {@link StepRules#walk} that stay on the track (R3, R10, RB4): for each colour, start
 * cell and die value, the cells the walk passes and the cell it ends on, so that such a walk is
 * answered from two words of bits rather than cell by cell. A walk that reaches the colour's home
 * entrance (RB4, R14) is not tabled.
 */
final class Walks {

  /** Start cells are the track and arrow cells: codes below {@link RussianBoard#CELLS}. */
  private static final int STARTS = RussianBoard.CELLS;

  private static final int VALUES = 7;

  /**
   * For each colour, start and value: the cells passed, bit {@code code} (codes 0-63 in the first
   * word, 64-127 in the second), and the cell reached, or -1 for a walk that reaches the home
   * entrance.
   */
  private static final long[] TABLE = new long[4 * STARTS * VALUES * 3];

  static {
    for (int i = 2; i < TABLE.length; i += 3) {
      TABLE[i] = -1; // untabled unless found below
    }
    for (int colour = 0; colour < 4; colour++) {
      int entrance = RussianBoard.entrance(colour);
      for (int start = 0; start < STARTS; start++) {
        if (!RussianBoard.isTrack(start) && !RussianBoard.isArrow(start)) {
          continue;
        }
        for (int v = 1; v < VALUES; v++) {
          // as StepRules.walk steps, while it stays on the track
          int cur = start;
          long passed0 = 0;
          long passed1 = 0;
          for (int k = 1; k <= v && cur >= 0; k++) {
            if (RussianBoard.isArrow(cur)) {
              cur = RussianBoard.cornerAfterArrow(cur); // R10
            } else if (cur == entrance) {
              cur = -1; // RB4: on into the home cells
            } else {
              cur = cur % RussianBoard.TRACK + 1;
            }
            if (k < v && cur >= 0) {
              if (cur < 64) {
                passed0 |= 1L << cur;
              } else {
                passed1 |= 1L << cur - 64;
              }
            }
          }
          int i = index(colour, start, v);
          TABLE[i] = passed0;
          TABLE[i + 1] = passed1;
          TABLE[i + 2] = cur;
        }
      }
    }
  }

  private Walks() {}

  private static int index(int colour, int start, int v) {
    return ((colour * STARTS + start) * VALUES + v) * 3;
  }

  /**
   * Where a walk from a track or arrow cell ends when it stays on the track and passes no occupied
   * cell (R3); -1 otherwise, for {@link StepRules#walk} to step through.
   */
  static int clearEnd(ScratchPosition p, int colour, int start, int v) {
    if (start >= STARTS || v >= VALUES) {
      return -1;
    }
    int i = index(colour, start, v);
    return p.anyOccupied(TABLE[i], TABLE[i + 1]) ? -1 : (int) TABLE[i + 2];
  }
}
