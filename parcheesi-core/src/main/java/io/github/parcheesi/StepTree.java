package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The legal moves of one roll seen as a tree of steps: from the steps chosen so far, which steps
 * may follow, whether they already spell a legal move, and which values are still to play. What
 * {@link TurnBuilder} asks; a rule set gives one with {@link RuleSet#stepTree}.
 *
 * <p>Each answer is made for the steps asked about, without listing the spellings of every legal
 * move: the variants of this library search forward from the position the chosen steps reach, so a
 * roll with millions of spellings costs no more than its legal moves. A tree may remember what it
 * searched; it is safe to use from several threads, and nothing it answers changes.
 *
 * <p>The chosen steps passed in are steps the tree offered ({@link #next}), in order; a step that
 * says what it spends ({@link Step#spent()}) is matched with that value, one that does not with the
 * first value that makes it.
 */
public interface StepTree {

  /**
   * The steps that may follow the chosen ones, each once, each saying what it spends ({@link
   * Step#spent()}, where the rule set knows), in {@link RuleSet#legalMoves} order of the first move
   * each continues.
   *
   * @param chosen steps this tree offered, in order
   * @return the steps; empty when nothing may follow
   * @throws IllegalArgumentException when the chosen steps continue no legal move
   */
  List<Step> next(List<Step> chosen);

  /**
   * The legal move, as {@link RuleSet#legalMoves} lists it, that the chosen steps spell.
   *
   * @param chosen steps this tree offered, in order
   * @return the move, or none while they spell no legal move
   * @throws IllegalArgumentException when the chosen steps continue no legal move
   */
  Option<Move> move(List<Step> chosen);

  /**
   * The values not yet spent after the chosen steps: the roll's values (and, where the rules give
   * them, the bonuses earned) that no chosen step used. A value that no piece can play is still
   * listed until the move ends; it is then given up.
   *
   * @param chosen steps this tree offered, in order
   * @return the values, each with its kind
   * @throws IllegalArgumentException when the chosen steps continue no legal move
   */
  List<Spent> left(List<Step> chosen);

  /**
   * The legal moves that some continuation of the chosen steps spells.
   *
   * @param chosen steps this tree offered, in order
   * @return the moves, in {@link RuleSet#legalMoves} order
   * @throws IllegalArgumentException when the chosen steps continue no legal move
   */
  List<Move> candidates(List<Step> chosen);

  /**
   * For a tree's implementation: whether the chosen steps begin with the kept ones, each the same
   * step spending the same values ({@link Step#spent()}), so that following them again takes the
   * same way.
   *
   * @param chosen steps, at least as many as {@code kept}
   * @param kept steps
   * @return true when the first {@code kept.size()} chosen steps are the kept ones
   */
  static boolean begins(List<Step> chosen, List<Step> kept) {
    List<Step> c = chosen;
    for (List<Step> k = kept; !k.isEmpty(); k = k.tail(), c = c.tail()) {
      Step a = c.head();
      Step b = k.head();
      if (a != b && !(a.equals(b) && a.spent().equals(b.spent()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * For a tree's implementation on a board whose steps spend the dice themselves: what {@link
   * #left} answers, the roll's two dice less those the chosen steps spent ({@link Step#spent()}; a
   * step that spends both dice spends them both).
   *
   * @param roll the roll
   * @param chosen steps, each saying what it spends
   * @return the dice left, each a {@link Spent.Kind#DIE}
   */
  static List<Spent> diceLeft(Roll roll, List<Step> chosen) {
    List<Spent> left = List.of(Spent.die(roll.die1()), Spent.die(roll.die2()));
    for (Step s : chosen) {
      for (Spent v : s.spent()) {
        if (v.kind() == Spent.Kind.BOTH_DICE) {
          left = left.filter(l -> l.kind() != Spent.Kind.DIE);
        } else if (v.kind() == Spent.Kind.DIE) {
          left = left.remove(v);
        }
      }
    }
    return left;
  }
}
