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
}
