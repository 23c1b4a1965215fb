package io.github.parcheesi;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Arrays;

/**
 * Who starts a game, by rule B6: each player rolls one die; the lowest or the highest single die
 * starts, as the variant declares ({@link RuleSet#rollOffOrder()}); players tied on that value roll
 * again among themselves, as often as it takes, until one of them wins.
 *
 * <p>A roll-off is an immutable value: its rounds (each round lists who rolled what, in the order
 * they rolled), its {@link Order} and the colour that starts. It is rolled with the caller's dice
 * by {@link RuleSet#rollOff(Seq, Dice)} or {@link #roll(Seq, Order, Dice)} (the rules never roll by
 * themselves), or rebuilt from recorded rounds by {@link #of(Order, Seq)}, which checks that the
 * rounds really decide a starter. Two roll-offs are equal when their order and rounds are.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("parchis");
 * RollOff rollOff = rules.rollOff(List.of(Colour.YELLOW, Colour.RED), Dice.seeded(7));
 * rollOff.toString();                     // such as "Y 3, R 5: R starts (highest die, B6)"
 * GameState s = rules.newGame(rollOff);   // the same as newGame(rollOff.colours(), rollOff.first())
 * }</pre>
 */
public final class RollOff {

  /** Which single die wins a roll-off (B6); each variant declares one. */
  public enum Order {
    /** The lowest die starts (American Parcheesi). */
    LOWEST,
    /** The highest die starts (Parchís, the Russian game). */
    HIGHEST;

    /**
     * The winning value of a round.
     *
     * @param values the dice of the round, not empty
     * @return the smallest value for {@link #LOWEST}, the largest for {@link #HIGHEST}
     */
    public int winning(Seq<Integer> values) {
      return values.reduce((a, b) -> better(b, a) ? b : a);
    }

    /** Whether die a beats die b in a round. */
    boolean better(int a, int b) {
      return this == LOWEST ? a < b : a > b;
    }

    /** The order in words, as {@code lowest die} or {@code highest die}. */
    String words() {
      return this == LOWEST ? "lowest die" : "highest die";
    }
  }

  private final Order order;
  // Compact: every roll in order, the colour's ordinal times 8 plus the die; the end of each round
  private final byte[] rolls;
  private final int[] ends;
  private final Colour first;
  // the rounds as maps, made when first asked for (racy but idempotent: the maps are immutable)
  private List<Map<Colour, Integer>> rounds;

  private RollOff(Order order, byte[] rolls, int[] ends, Colour first) {
    this.order = order;
    this.rolls = rolls;
    this.ends = ends;
    this.first = first;
  }

  /**
   * Rolls off with the caller's dice (B6): every colour rolls one die, in the order given; while
   * several colours share the winning value, only they roll again, in the same order.
   *
   * @param colours 2 to 4 distinct colours, in the order they roll (usually play order)
   * @param order whether the lowest or the highest die starts
   * @param dice the dice; one {@link Dice#die()} is taken per roll, nothing else
   * @return the roll-off
   * @throws IllegalArgumentException when fewer than 2 colours are given or a colour repeats
   */
  public static RollOff roll(Seq<Colour> colours, Order order, Dice dice) {
    if (colours.size() < 2) {
      throw new IllegalArgumentException(
          "a roll-off needs 2 or more colours, got " + colours.size() + ": " + letters(colours));
    }
    // plain arrays rather than maps: a simulation rolls off once a game
    Colour[] rolling = new Colour[colours.size()];
    int n = 0;
    int seen = 0;
    for (Colour c : colours) {
      int bit = 1 << c.ordinal();
      if ((seen & bit) != 0) {
        throw new IllegalArgumentException(
            "colour " + c.letter() + " is given twice for the roll-off: " + letters(colours));
      }
      seen |= bit;
      rolling[n++] = c;
    }
    Rounds rounds = new Rounds();
    while (true) {
      for (int k = 0; k < n; k++) {
        rounds.add(rolling[k], dice.die());
      }
      n = rounds.endRound(order, rolling); // B6: the tied roll again, in the same order
      if (n == 1) {
        return rounds.rollOff(order, rolling[0]);
      }
    }
  }

  /**
   * A roll-off from recorded rounds, checked: the first round has 2 or more colours; every value is
   * 1 to 6; each later round is rolled by exactly the colours that shared the winning value of the
   * round before; and the last round, only it, has a single winner.
   *
   * @param order whether the lowest or the highest die starts
   * @param rounds the rounds in order, each colour to its die in the order they rolled
   * @return the roll-off, or a {@link Rejection.Kind#BAD_ROLL_OFF} rejection saying which round is
   *     wrong and why, with rule B6 where the rounds break it
   */
  public static Either<Rejection, RollOff> of(
      Order order, Seq<? extends Map<Colour, Integer>> rounds) {
    if (rounds.isEmpty()) {
      return Either.left(badRounds("a roll-off has at least one round"));
    }
    Rounds kept = new Rounds();
    Colour[] tied = new Colour[Colour.values().length];
    Seq<Colour> expected = rounds.head().keySet().toList();
    if (expected.size() < 2) {
      return Either.left(
          badRounds(
              "the first round of a roll-off has 2 or more colours, got " + letters(expected)));
    }
    for (int i = 0; i < rounds.size(); i++) {
      Map<Colour, Integer> round = rounds.get(i);
      String which = "round " + (i + 1) + " of the roll-off";
      if (round.size() != expected.size() || !round.keySet().containsAll(expected)) {
        // B6: only the tied players roll again
        return Either.left(
            badRounds(
                    which
                        + " is rolled by "
                        + letters(round.keySet().toList())
                        + ", but only the colours tied before, "
                        + letters(expected)
                        + ", roll again")
                .withRule("B6"));
      }
      for (var e : round) {
        if (e._2 == null || e._2 < 1 || e._2 > 6) {
          return Either.left(
              badRounds(which + ": " + e._1.letter() + " rolled " + e._2 + ", not 1 to 6"));
        }
      }
      for (var e : round) {
        kept.add(e._1, e._2);
      }
      int n = kept.endRound(order, tied);
      expected = List.of(tied).take(n);
      if (expected.size() == 1) {
        if (i != rounds.size() - 1) {
          return Either.left(
              badRounds(
                      which
                          + " already makes "
                          + expected.head().letter()
                          + " start ("
                          + order.words()
                          + "), but more rounds follow")
                  .withRule("B6"));
        }
        return Either.right(kept.rollOff(order, expected.head()));
      }
    }
    return Either.left(
        badRounds(
                "the last round of the roll-off leaves "
                    + letters(expected)
                    + " tied ("
                    + order.words()
                    + "): they must roll again")
            .withRule("B6"));
  }

  private static Rejection badRounds(String reason) {
    return Rejection.of(Rejection.Kind.BAD_ROLL_OFF, reason);
  }

  /** The rolls of a roll-off as they are rolled or read: added round by round. */
  private static final class Rounds {
    private byte[] rolls = new byte[4];
    private int[] ends = new int[1];
    private int size;
    private int count;

    /** A roll of the round being added. */
    void add(Colour colour, int die) {
      if (size == rolls.length) {
        rolls = Arrays.copyOf(rolls, size * 2);
      }
      rolls[size++] = (byte) (colour.ordinal() * 8 + die);
    }

    /**
     * Ends the round of the rolls added since the last one ended. B6: puts the colours that share
     * its winning die in {@code tied}, in the order they rolled, and returns how many there are.
     */
    int endRound(Order order, Colour[] tied) {
      int start = count == 0 ? 0 : ends[count - 1];
      if (count == ends.length) {
        ends = Arrays.copyOf(ends, count * 2);
      }
      ends[count++] = size;
      int best = rolls[start] & 7;
      for (int i = start + 1; i < size; i++) {
        if (order.better(rolls[i] & 7, best)) {
          best = rolls[i] & 7;
        }
      }
      int n = 0;
      for (int i = start; i < size; i++) {
        if ((rolls[i] & 7) == best) {
          tied[n++] = Colour.ofIndex(rolls[i] >> 3);
        }
      }
      return n;
    }

    RollOff rollOff(Order order, Colour first) {
      return new RollOff(order, Arrays.copyOf(rolls, size), Arrays.copyOf(ends, count), first);
    }
  }

  private static String letters(Seq<Colour> colours) {
    return colours.map(c -> String.valueOf(c.letter())).mkString(",");
  }

  /**
   * Whether the lowest or the highest die started.
   *
   * @return the order
   */
  public Order order() {
    return order;
  }

  /**
   * The rounds in order: the first has every colour, each later one only the colours tied in the
   * round before; the last has a single winner.
   *
   * @return each round's colours to their dice, in the order they rolled
   */
  public List<Map<Colour, Integer>> rounds() {
    List<Map<Colour, Integer>> made = rounds;
    if (made == null) {
      made = List.empty();
      for (int r = ends.length - 1; r >= 0; r--) {
        Map<Colour, Integer> round = LinkedHashMap.empty();
        for (int i = r == 0 ? 0 : ends[r - 1]; i < ends[r]; i++) {
          round = round.put(Colour.ofIndex(rolls[i] >> 3), rolls[i] & 7);
        }
        made = made.prepend(round);
      }
      rounds = made;
    }
    return made;
  }

  /**
   * The colours that took part, in the order they rolled in the first round.
   *
   * @return 2 or more colours
   */
  public List<Colour> colours() {
    List<Colour> out = List.empty();
    for (int i = ends[0] - 1; i >= 0; i--) {
      out = out.prepend(Colour.ofIndex(rolls[i] >> 3));
    }
    return out;
  }

  /**
   * The colour that starts.
   *
   * @return the winner of the last round
   */
  public Colour first() {
    return first;
  }

  /**
   * The dice rolled in all rounds together.
   *
   * @return the number of {@link Dice#die()} calls the roll-off took
   */
  public int diceRolled() {
    return rolls.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RollOff
        && order == ((RollOff) o).order
        && rounds().equals(((RollOff) o).rounds());
  }

  @Override
  public int hashCode() {
    // as equals, blind to the order of the rolls within a round
    int h = order.ordinal();
    for (int r = 0; r < ends.length; r++) {
      int round = 0;
      for (int i = r == 0 ? 0 : ends[r - 1]; i < ends[r]; i++) {
        int x = (rolls[i] + 1) * 0x9E3779B9; // each roll mixed, then summed
        x ^= x >>> 16;
        round += x * 0x85EBCA6B;
      }
      h = h * 31 + round;
    }
    return h;
  }

  /**
   * Returns the rounds (separated by {@code ;}) and the result, such as {@code Y 5, R 5; Y 2, R 6:
   * R starts (highest die, B6)}.
   */
  @Override
  public String toString() {
    return rounds().map(r -> r.map(e -> e._1.letter() + " " + e._2).mkString(", ")).mkString("; ")
        + ": "
        + first.letter()
        + " starts ("
        + order.words()
        + ", B6)";
  }
}
