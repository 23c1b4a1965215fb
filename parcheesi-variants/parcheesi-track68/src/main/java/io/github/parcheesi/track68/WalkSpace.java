package io.github.parcheesi.track68;

import io.github.parcheesi.Positions;
import io.github.parcheesi.Step;
import java.util.Arrays;

/**
 * The scratch space of step walks ({@link StepWalk}), one a thread, lent to the thread's newest
 * walk: a search of the walk's roll with its results, what the walk knows of the nodes it met, its
 * stack of edges, and the steps it offered, each made once. A person or an environment builds one
 * move at a time, so the newest walk is the one asked; an older walk that is asked again finds its
 * space taken and searches its roll once more on a space of its own. Each use of a space holds its
 * lock, so a walk asked on another thread never meets the newest walk's search half done.
 */
final class WalkSpace {

  private static final ThreadLocal<WalkSpace> PER_THREAD = ThreadLocal.withInitial(WalkSpace::new);

  /** The calling thread's space, to lend to a new walk. */
  static WalkSpace forThisThread() {
    return PER_THREAD.get();
  }

  final TurnSearch search;
  final ReachTable reaches;
  final StepEdges.Stack edges = new StepEdges.Stack();

  /** The walk the space is lent to; null while none holds it. Read and written under the lock. */
  Object owner;

  // the steps offered, by from, to, capture and what they spend (see key), open addressing
  private int[] stepKeys = new int[256];
  private Step[] stepValues = new Step[256];
  private int stepCount;

  /** A space with the usual tables: a thread's, lent again and again. */
  WalkSpace() {
    this(new TurnSearch(), new ReachTable(1024));
  }

  /** A space of a walk's own, with small tables that grow as the roll needs. */
  static WalkSpace small() {
    return new WalkSpace(new TurnSearch(16, 64, 0), new ReachTable(64));
  }

  private WalkSpace(TurnSearch search, ReachTable reaches) {
    this.search = search;
    this.reaches = reaches;
  }

  /**
   * The step of the edge from the board's slot's piece, saying what it spends ({@link
   * StepReplay#spent}), made once for the space.
   */
  Step step(int from, int edge) {
    int target = StepEdges.target(edge);
    int by = StepEdges.by(edge);
    // what a value spends depends on its kind (a die, a bottom face, the sum, a bonus), not on
    // which die or face it is
    int kind = by >= 2 ? 2 : by >= 0 ? 1 : by == StepReplay.SUM ? 0 : 3;
    int key = 1 | from << 1 | target << 9 | kind << 18 | StepEdges.value(edge) << 20;
    int mask = stepKeys.length - 1;
    int i = mix(key) & mask;
    for (int k = stepKeys[i]; k != 0; k = stepKeys[i]) {
      if (k == key) {
        return stepValues[i];
      }
      i = (i + 1) & mask;
    }
    Step s =
        Positions.step(from, StepTargets.to(target), StepTargets.captures(target) == 1)
            .spending(StepReplay.spent(search, by, StepEdges.value(edge)));
    if (stepCount * 2 >= stepKeys.length) {
      growSteps();
      return step(from, edge);
    }
    stepKeys[i] = key;
    stepValues[i] = s;
    stepCount++;
    return s;
  }

  private static int mix(int key) {
    int h = key * 0x9E3779B9;
    return h ^ h >>> 16;
  }

  private void growSteps() {
    int[] oldKeys = stepKeys;
    Step[] oldValues = stepValues;
    stepKeys = new int[oldKeys.length * 2];
    stepValues = new Step[oldKeys.length * 2];
    int mask = stepKeys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] != 0) {
        int i = mix(oldKeys[j]) & mask;
        while (stepKeys[i] != 0) {
          i = (i + 1) & mask;
        }
        stepKeys[i] = oldKeys[j];
        stepValues[i] = oldValues[j];
      }
    }
    Arrays.fill(oldValues, null);
  }
}
