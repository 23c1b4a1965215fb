package io.github.parcheesi.bots;

/**
 * A sequential probability ratio test of "bot A is stronger than bot B": H0, A's Elo advantage is
 * {@code elo0}; H1, it is {@code elo1}; {@code alpha} and {@code beta} the chances of accepting H1
 * when H0 holds and H0 when H1 holds. After each deal the log-likelihood ratio of the scores so far
 * is compared with the bounds {@code ln(beta / (1 - alpha))} and {@code ln((1 - beta) / alpha)};
 * the test stops when it leaves them.
 *
 * <p>The ratio is the normal approximation chess engine testing uses (a generalised SPRT): with n
 * deals whose mean score is {@code m} and whose scores vary by {@code v} (the sample variance of a
 * deal's score), {@code LLR = n (s1 - s0) (2m - s0 - s1) / (2v)}, where {@code s0} and {@code s1}
 * are the scores of the two hypotheses' Elo differences on the logistic scale. Treating a deal, not
 * a game, as the unit keeps the pairing: a deal's games share their dice.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Sprt test = Sprt.parse("0,10,0.05,0.05"); // is A at least 10 Elo stronger, at 5% error both ways?
 * Sprt.Verdict verdict = test.verdict(tally.llr(test));
 * }</pre>
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, greater than elo0
 * @param alpha the false positive rate, between 0 and 1
 * @param beta the false negative rate, between 0 and 1
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

  /** The verdicts. */
  public enum Verdict {
    /** A is stronger by elo1 (at the test's error rates). */
    H1("H1 accepted"),
    /** A is not stronger than by elo0. */
    H0("H0 accepted"),
    /** The games ran out before the test could decide. */
    UNDECIDED("undecided");

    private final String words;

    Verdict(String words) {
      this.words = words;
    }

    /**
     * The verdict as the arena's summary prints it.
     *
     * @return {@code H1 accepted}, {@code H0 accepted} or {@code undecided}
     */
    public String words() {
      return words;
    }
  }

  /**
   * Checks the parameters.
   *
   * @param elo0 the Elo difference of H0
   * @param elo1 the Elo difference of H1, greater than elo0
   * @param alpha the false positive rate, between 0 and 1
   * @param beta the false negative rate, between 0 and 1
   * @throws IllegalArgumentException naming the parameter that is out of range
   */
  public Sprt {
    if (!(elo1 > elo0)) {
      throw new IllegalArgumentException(
          "elo1 must be greater than elo0, got " + elo0 + ", " + elo1);
    }
    if (!(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1)) {
      throw new IllegalArgumentException(
          "alpha and beta must be between 0 and 1, got " + alpha + ", " + beta);
    }
  }

  /**
   * Reads {@code ELO0,ELO1,ALPHA,BETA}, such as {@code 0,10,0.05,0.05}.
   *
   * @param text the four numbers
   * @return the test
   * @throws IllegalArgumentException naming what is wrong
   */
  public static Sprt parse(String text) {
    String[] parts = text.split(",", -1);
    if (parts.length != 4) {
      throw new IllegalArgumentException(
          "give ELO0,ELO1,ALPHA,BETA, four numbers, such as 0,10,0.05,0.05; got '" + text + "'");
    }
    double[] x = new double[4];
    for (int i = 0; i < 4; i++) {
      try {
        x[i] = Double.parseDouble(parts[i].trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + parts[i] + "' is not a number in '" + text + "'");
      }
      if (!Double.isFinite(x[i])) {
        throw new IllegalArgumentException("'" + parts[i] + "' is not a finite number");
      }
    }
    return new Sprt(x[0], x[1], x[2], x[3]);
  }

  /**
   * The lower bound: at or below it, H0 is accepted.
   *
   * @return {@code ln(beta / (1 - alpha))}
   */
  public double lower() {
    return Math.log(beta / (1 - alpha));
  }

  /**
   * The upper bound: at or above it, H1 is accepted.
   *
   * @return {@code ln((1 - beta) / alpha)}
   */
  public double upper() {
    return Math.log((1 - beta) / alpha);
  }

  /**
   * The log-likelihood ratio of n deals' scores.
   *
   * @param n deals
   * @param mean their mean score, 0 to 1
   * @param variance the sample variance of a deal's score
   * @return the ratio; 0 while there is too little to judge (fewer than two deals, or no variance)
   */
  public double llr(long n, double mean, double variance) {
    if (n < 2 || !(variance > 0)) {
      return 0;
    }
    double s0 = Stats.scoreOfElo(elo0);
    double s1 = Stats.scoreOfElo(elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
  }

  /**
   * The verdict of a ratio.
   *
   * @param llr the log-likelihood ratio
   * @return H1 at or above the upper bound, H0 at or below the lower one, else undecided
   */
  public Verdict verdict(double llr) {
    return llr >= upper() ? Verdict.H1 : llr <= lower() ? Verdict.H0 : Verdict.UNDECIDED;
  }
}
