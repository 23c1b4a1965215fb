package io.github.parcheesi.testing;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.RollOff;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * What every roll-off keeps, by rule B6 ("each player rolls one die; ... tied players roll again
 * among themselves"), checked against the dice that rolled it, and a QuickTheories generator of the
 * colours that roll off.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * qt().forAll(longs().all(), RollOffInvariants.colours())
 *     .checkAssert((seed, colours) -> RollOffInvariants.check(
 *         rules.rollOff(colours, Dice.seeded(seed)), rules.rollOffOrder(), colours, seed));
 * }</pre>
 */
public final class RollOffInvariants {

  private RollOffInvariants() {}

  /**
   * 2 to 4 distinct colours, in play order turned round by a few seats, so that every colour rolls
   * first in some examples.
   *
   * @return the generator
   */
  public static Gen<List<Colour>> colours() {
    return SourceDSL.integers()
        .between(0, 16 * 4 - 1)
        .map(
            n -> {
              List<Colour> all = List.of(Colour.values());
              List<Colour> chosen = all.filter(c -> (n & (1 << c.ordinal())) != 0);
              if (chosen.size() < 2) {
                chosen = all.removeAt(n & 3);
              }
              int turn = (n >> 4) % chosen.size();
              return chosen.drop(turn).appendAll(chosen.take(turn));
            });
  }

  /**
   * Checks a roll-off against B6 and against the seeded dice that rolled it; throws on the first
   * broken rule.
   *
   * @param rollOff the roll-off, rolled with {@code Dice.seeded(seed)}
   * @param order the order the rule set declares
   * @param colours the colours given to the roll-off, in order
   * @param seed the seed of its dice
   * @throws AssertionError naming what is wrong
   */
  public static void check(RollOff rollOff, RollOff.Order order, Seq<Colour> colours, long seed) {
    String at = " in " + rollOff + " (colours " + colours + ", seed " + seed + ")";
    List<Map<Colour, Integer>> rounds = rollOff.rounds();
    require(rollOff.order() == order, "the roll-off is decided by the declared order" + at);
    require(
        rounds.head().keySet().toList().equals(colours.toList()),
        "B6: every colour rolls in the first round, in the order given" + at);
    // the starter's first die is the min (lowest starts) or max (highest starts) of round one
    Map<Colour, Integer> first = rounds.head();
    int best =
        order == RollOff.Order.LOWEST ? first.values().min().get() : first.values().max().get();
    require(
        first.get(rollOff.first()).get() == best,
        "B6: the starter's first die is the " + order + " of the first round" + at);
    for (int i = 0; i < rounds.size(); i++) {
      Map<Colour, Integer> round = rounds.get(i);
      int win = order.winning(round.values());
      List<Colour> tied = round.filterValues(v -> v == win).keySet().toList();
      boolean last = i == rounds.size() - 1;
      require(
          last == (tied.size() == 1),
          "B6: only the last round has a single " + order + " die (round " + (i + 1) + ")" + at);
      if (!last) {
        require(
            rounds.get(i + 1).keySet().toList().equals(tied),
            "B6: only the tied colours " + tied + " roll round " + (i + 2) + at);
      } else {
        require(tied.head() == rollOff.first(), "the last round's winner starts" + at);
      }
    }
    // the dice are the caller's: the rounds are the first dice of the seed, in order
    Dice again = Dice.seeded(seed);
    for (Map<Colour, Integer> round : rounds) {
      for (var e : round) {
        require(
            again.die() == e._2,
            "the roll-off's dice are Dice.seeded(" + seed + ").die() in order" + at);
      }
    }
    require(rollOff.diceRolled() == rounds.map(Map::size).sum().intValue(), "dice counted" + at);
    require(
        RollOff.of(order, rounds).get().equals(rollOff),
        "the recorded rounds rebuild an equal roll-off" + at);
  }

  private static void require(boolean ok, String message) {
    if (!ok) {
      throw new AssertionError(message);
    }
  }
}
