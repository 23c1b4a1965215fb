package io.github.parcheesi.track68;

/**
 * The must-use rules, which choose among complete plays of a roll: A11 (as many values as possible;
 * when only one die can be played, the larger) and the option mustEnter (as many entries as
 * possible). A play's score packs what they compare, so that a higher score is a better play: the
 * values played (bits 4 and up), then the entries (bits 1-2, under mustEnter), then whether the one
 * value played is the larger die (bit 0, under A11).
 */
final class MustUse {

  private MustUse() {}

  /**
   * The score of a play.
   *
   * @param rules the rules played
   * @param doubles whether the roll is doubles (which die is larger plays no part then)
   * @param values how many values of the roll the play uses
   * @param larger 1 when the first value played is the larger die, else 0
   * @param entries how many pieces the play enters
   */
  static int score(TrackRules rules, boolean doubles, int values, int larger, int entries) {
    return score(rules.mustEnter(), largerCounts(rules, doubles), values, larger, entries);
  }

  /**
   * The score of a play, the rules' part decided once for a roll.
   *
   * @param mustEnter whether the option mustEnter is on
   * @param largerCounts whether the larger die counts (see largerCounts)
   * @param values how many values of the roll the play uses
   * @param larger 1 when the first value played is the larger die, else 0
   * @param entries how many pieces the play enters
   */
  static int score(boolean mustEnter, boolean largerCounts, int values, int larger, int entries) {
    int score = values << 4;
    if (mustEnter) {
      score |= Math.min(entries, 3) << 1;
    }
    if (largerCounts && values == 1) {
      score |= larger; // A11: one die played: the larger if it can be
    }
    return score;
  }

  /**
   * A11: whether a play of one die scores higher with the larger: in a roll of two different
   * values, unless the option eitherDie is on.
   */
  static boolean largerCounts(TrackRules rules, boolean doubles) {
    return !rules.eitherDie() && !doubles;
  }

  /** The score of a play of every value of four (A2), which nothing else can beat. */
  static int allFour() {
    return 4 << 4;
  }

  /** A11: the values a score's play uses. */
  static int values(int score) {
    return score >> 4;
  }

  /** mustEnter: the entries a score counts (0 when the option is off). */
  static int entries(int score) {
    return score >> 1 & 3;
  }

  /** A11: 1 when a score's one value played is the larger die and that counts, else 0. */
  static int largerDie(int score) {
    return score & 1;
  }
}
