package io.github.parcheesi;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The step tree a rule set gives when it has no search of its own ({@link RuleSet#stepTree}'s
 * default): every spelling of every legal move, kept, and filtered by the chosen steps. Fit for
 * rolls with few spellings; the values left are the two dice less the steps' spent dice.
 */
final class SpelledTree implements StepTree {

  private final Roll roll;
  // every legal order of steps of every listed move, each with the move it spells
  private final List<Tuple2<Move, List<Step>>> spellings;

  SpelledTree(Roll roll, List<Tuple2<Move, List<Step>>> spellings) {
    this.roll = roll;
    this.spellings = spellings;
  }

  /** The tree of a rule set's legal moves of a roll, by their spellings. */
  static SpelledTree of(RuleSet rules, GameState state, Roll roll) {
    return new SpelledTree(
        roll,
        rules
            .legalMoves(state, roll)
            .flatMap(m -> rules.spellings(state, m).map(steps -> Tuple.of(m, steps))));
  }

  private static boolean begins(List<Step> steps, List<Step> chosen) {
    if (steps.size() < chosen.size()) {
      return false;
    }
    List<Step> s = steps;
    for (Step c : chosen) {
      if (!s.head().sameChoice(c)) {
        return false;
      }
      s = s.tail();
    }
    return true;
  }

  private List<Tuple2<Move, List<Step>>> continuing(List<Step> chosen) {
    List<Tuple2<Move, List<Step>>> out = spellings.filter(t -> begins(t._2, chosen));
    if (out.isEmpty() && !chosen.isEmpty()) {
      throw new IllegalArgumentException("the steps " + chosen.mkString(" ") + " begin no move");
    }
    return out;
  }

  @Override
  public List<Step> next(List<Step> chosen) {
    int n = chosen.size();
    List<Step> out = List.empty();
    for (Tuple2<Move, List<Step>> t : continuing(chosen)) {
      if (t._2.size() > n) {
        Step s = t._2.get(n);
        if (!out.exists(o -> o.equals(s) && o.spent().equals(s.spent()))) {
          out = out.append(s);
        }
      }
    }
    return out;
  }

  @Override
  public Option<Move> move(List<Step> chosen) {
    return continuing(chosen).find(t -> t._2.size() == chosen.size()).map(t -> t._1);
  }

  @Override
  public List<Spent> left(List<Step> chosen) {
    continuing(chosen);
    return StepTree.diceLeft(roll, chosen);
  }

  @Override
  public List<Move> candidates(List<Step> chosen) {
    return continuing(chosen).map(t -> t._1).distinct();
  }
}
