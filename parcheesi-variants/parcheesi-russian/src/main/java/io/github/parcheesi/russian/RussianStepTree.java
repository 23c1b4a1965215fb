package io.github.parcheesi.russian;

import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.StepTree;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The legal moves of a roll as a tree of steps ({@link StepTree}): every spelling of every listed
 * move (ruling 4), made from the one search that lists them ({@link MoveListing#spelled}), kept in
 * listing order (each move's spellings, its listed form first) and filtered by the chosen steps. A
 * Russian move has at most four spellings, so the filter is short; the spellings still continuing
 * the steps last asked about are kept, so that asking about them and one more step filters those
 * alone. Answers as {@code RuleSet.stepTree}'s default would from these spellings.
 */
final class RussianStepTree implements StepTree {

  private final Roll roll;

  /** Each spelling's move and steps, each saying what it spends. */
  private final Move[] moves;

  private final Step[][] steps;

  /** The steps last asked about, or null, and the spellings that begin with them. */
  private List<Step> lastChosen;

  private int[] lastContinuing;

  private int lastCount;

  private RussianStepTree(Roll roll, Move[] moves, Step[][] steps) {
    this.roll = roll;
    this.moves = moves;
    this.steps = steps;
  }

  /**
   * The tree of a roll's listed moves and their spellings.
   *
   * @param roll the roll
   * @param legal the listed moves, in order
   * @param spellings their spellings, from the same search
   * @return the tree
   */
  static RussianStepTree of(Roll roll, java.util.List<Move> legal, Spellings spellings) {
    java.util.List<CandidatePlay> listed = spellings.listed();
    java.util.List<Move> moves = new java.util.ArrayList<>();
    java.util.List<Step[]> steps = new java.util.ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      for (List<Step> spelling : spellings.of(listed.get(i))) {
        moves.add(legal.get(i));
        steps.add(spelling.toJavaArray(Step[]::new));
      }
    }
    return new RussianStepTree(roll, moves.toArray(new Move[0]), steps.toArray(new Step[0][]));
  }

  /** A tree with no move: a game that is over. */
  static RussianStepTree empty(Roll roll) {
    return new RussianStepTree(roll, new Move[0], new Step[0][]);
  }

  /**
   * The spellings that begin with the chosen steps, by index, in {@code continuing[0..]}; returns
   * how many.
   *
   * @throws IllegalArgumentException when none does and some step is chosen
   */
  private int continuing(List<Step> chosen) {
    List<Step> last = lastChosen;
    int n = chosen.size();
    if (last != null
        && (n == last.size() || n == last.size() + 1)
        && StepTree.begins(chosen, last)) {
      if (n == last.size()) {
        return lastCount;
      }
      Step c = chosen.last();
      int[] out = new int[lastCount];
      int count = 0;
      for (int k = 0; k < lastCount; k++) {
        int i = lastContinuing[k];
        if (steps[i].length >= n && steps[i][n - 1].sameChoice(c)) {
          out[count++] = i;
        }
      }
      return keep(chosen, out, count);
    }
    int[] out = new int[steps.length];
    int count = 0;
    for (int i = 0; i < steps.length; i++) {
      if (beginsWith(steps[i], chosen)) {
        out[count++] = i;
      }
    }
    return keep(chosen, out, count);
  }

  private int keep(List<Step> chosen, int[] continuing, int count) {
    if (count == 0 && !chosen.isEmpty()) {
      throw new IllegalArgumentException("the steps " + chosen.mkString(" ") + " begin no move");
    }
    lastChosen = chosen;
    lastContinuing = continuing;
    lastCount = count;
    return count;
  }

  /** Whether a spelling begins with the chosen steps, each the same choice. */
  private static boolean beginsWith(Step[] spelling, List<Step> chosen) {
    if (spelling.length < chosen.size()) {
      return false;
    }
    int i = 0;
    for (Step c : chosen) {
      if (!spelling[i++].sameChoice(c)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public synchronized List<Step> next(List<Step> chosen) {
    int count = continuing(chosen);
    int n = chosen.size();
    java.util.ArrayList<Step> out = new java.util.ArrayList<>(count);
    for (int k = 0; k < count; k++) {
      Step[] spelling = steps[lastContinuing[k]];
      if (spelling.length > n) {
        Step s = spelling[n];
        if (!offered(out, s)) {
          out.add(s);
        }
      }
    }
    return List.ofAll(out);
  }

  /** Whether the same step spending the same is offered already. */
  private static boolean offered(java.util.List<Step> out, Step s) {
    for (Step o : out) {
      if (o.equals(s) && o.spent().equals(s.spent())) {
        return true;
      }
    }
    return false;
  }

  @Override
  public synchronized Option<Move> move(List<Step> chosen) {
    int count = continuing(chosen);
    for (int k = 0; k < count; k++) {
      int i = lastContinuing[k];
      if (steps[i].length == chosen.size()) {
        return Option.some(moves[i]);
      }
    }
    return Option.none();
  }

  @Override
  public synchronized List<Spent> left(List<Step> chosen) {
    continuing(chosen);
    return StepTree.diceLeft(roll, chosen);
  }

  @Override
  public synchronized List<Move> candidates(List<Step> chosen) {
    int count = continuing(chosen);
    List<Move> out = List.empty();
    for (int k = 0; k < count; k++) {
      out = out.append(moves[lastContinuing[k]]);
    }
    return out.distinct();
  }
}
