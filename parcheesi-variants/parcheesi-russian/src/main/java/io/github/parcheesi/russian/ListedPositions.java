package io.github.parcheesi.russian;

/**
 * Ruling 4: the plays of one listing by the position they lead to ({@link PositionKey}), so that
 * each position is listed once, in the form generated first. Open addressing, growing with the
 * plays kept.
 */
final class ListedPositions {

  private PositionKey[] keys = new PositionKey[16];
  private CandidatePlay[] plays = new CandidatePlay[16];
  private int count;

  /**
   * Keeps a play as the listed one of its position unless one is kept already.
   *
   * @param p a play the musts kept
   * @return the play kept before with the same position, or null when p is the first
   */
  CandidatePlay putIfAbsent(CandidatePlay p) {
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
