package io.github.parcheesi.russian;

/**
 * Ruling 4: the plays of one listing by the position they lead to ({@link PositionKey}), so that
 * each position is listed once, in the form generated first. The first few are compared one by one;
 * from {@link #SCAN} positions on, open addressing, growing with the plays kept.
 */
final class ListedPositions {

  /** How many positions are compared one by one before the table is made. */
  private static final int SCAN = 8;

  /** The listed plays, one per position, while there are at most {@link #SCAN}. */
  private final CandidatePlay[] first = new CandidatePlay[SCAN];

  private int count;

  // the table, made once there are more: null until then
  private PositionKey[] keys;
  private CandidatePlay[] plays;

  /**
   * Keeps a play as the listed one of its position unless one is kept already.
   *
   * @param p a play the musts kept
   * @return the play kept before with the same position, or null when p is the first
   */
  CandidatePlay putIfAbsent(CandidatePlay p) {
    if (keys == null) {
      for (int i = 0; i < count; i++) {
        if (samePosition(first[i], p)) {
          return first[i];
        }
      }
      if (count < SCAN) {
        first[count++] = p;
        return null;
      }
      keys = new PositionKey[4 * SCAN];
      plays = new CandidatePlay[4 * SCAN];
      for (int i = 0; i < count; i++) {
        PositionKey k = PositionKey.of(first[i]);
        int j = slot(keys, k);
        keys[j] = k;
        plays[j] = first[i];
      }
    }
    if (2 * (count + 1) > keys.length) {
      grow();
    }
    PositionKey k = PositionKey.of(p);
    int i = slot(keys, k);
    if (keys[i] != null) {
      return plays[i];
    }
    keys[i] = k;
    plays[i] = p;
    count++;
    return null;
  }

  /** Whether two plays have equal {@link PositionKey}s, without making them. */
  private static boolean samePosition(CandidatePlay a, CandidatePlay b) {
    return a.pos.h1 == b.pos.h1 && a.pos.h2 == b.pos.h2 && a.bought == b.bought;
  }

  /** The slot holding the key, or the empty slot where it goes. */
  private static int slot(PositionKey[] keys, PositionKey k) {
    int mask = keys.length - 1;
    int i = k.spread() & mask;
    while (keys[i] != null && !keys[i].equals(k)) {
      i = (i + 1) & mask;
    }
    return i;
  }

  private void grow() {
    PositionKey[] oldKeys = keys;
    CandidatePlay[] oldPlays = plays;
    keys = new PositionKey[oldKeys.length * 2];
    plays = new CandidatePlay[oldKeys.length * 2];
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] != null) {
        int i = slot(keys, oldKeys[j]);
        keys[i] = oldKeys[j];
        plays[i] = oldPlays[j];
      }
    }
  }
}
