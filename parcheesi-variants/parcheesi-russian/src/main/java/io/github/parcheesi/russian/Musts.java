package io.github.parcheesi.russian;

import io.github.parcheesi.Positions;
import io.github.parcheesi.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The musts over complete candidate plays, in the priority RULES.md gives: R11, then R4, then R7;
 * under {@code capture=penalty}, R4's mirror penalty instead of the must (ruling 17). Each play a
 * must removes is marked with the {@link Reason}, which is what a refusal of that play says.
 */
final class Musts {

  private Musts() {}

  /**
   * Chooses among the generator's plays; then adds the specials that R4 leaves.
   *
   * @param gen the generated plays
   * @param penalty whether {@code capture=penalty}
   * @return the plays kept, penalty steps included, the specials last
   */
  static List<CandidatePlay> apply(MoveGenerator gen, boolean penalty) {
    List<CandidatePlay> specials = gen.specials;
    // R11: the forced backwards diagonal comes first (it does not remove the specials).
    List<CandidatePlay> raw = gen.raw;
    boolean forced = gen.anyForced;
    boolean captures = gen.anyCapture;
    int best = gen.bestRank; // R7: the most of the roll any play uses
    List<CandidatePlay> caps = new ArrayList<>();
    List<CandidatePlay> quiet = new ArrayList<>(raw.size());
    if (!forced && !captures) {
      // every play is quiet: R7 keeps those that use the most of the roll, in order
      for (int i = 0; i < raw.size(); i++) {
        CandidatePlay x = raw.get(i);
        if (x.rank() < best) {
          x.removedBy = Reason.NOT_MAXIMUM;
        } else {
          quiet.add(x);
        }
      }
    } else {
      for (CandidatePlay x : raw) {
        if (forced && !x.forcedDiagonal) {
          x.removedBy = Reason.FORCED_DIAGONAL;
        } else {
          (x.capture ? caps : quiet).add(x);
        }
      }
      if (caps.isEmpty()) {
        keepBest(quiet); // R7
      }
    }
    if (caps.isEmpty()) {
      if (!specials.isEmpty()) {
        if (quiet.size() == 1 && quiet.get(0).steps().length == 0) {
          // ruling 2: no pass while a swap or a straight-home can be played (R7)
          quiet.get(0).removedBy = Reason.PASS_BESIDE_SPECIALS;
          quiet.clear();
        }
        quiet.addAll(specials);
      }
      return quiet;
    }
    keepBest(caps); // R7 among the captures
    if (!penalty) {
      // R4: capture is compulsory: the plays that capture nothing go, R9's swap and R13's
      // straight-home among them ("«Рубить» обязательно!")
      quiet.forEach(x -> x.removedBy = Reason.CAPTURE_FORCED);
      specials.forEach(x -> x.removedBy = Reason.CAPTURE_FORCED);
      return caps;
    }
    // R4 with capture=penalty (ruling 17): a quiet play is legal when it plays as much as the
    // captures do; the piece that could have captured goes to the mirror.
    int bc = caps.get(0).rank();
    int bq = best(quiet, -1);
    if (bq < bc) {
      quiet.forEach(x -> x.removedBy = Reason.LESS_THAN_CAPTURE);
      quiet.clear();
    } else {
      keepBest(quiet);
    }
    int candidates = 0;
    for (CandidatePlay c : caps) {
      candidates |= c.capturers;
    }
    List<CandidatePlay> out = new ArrayList<>(caps);
    for (CandidatePlay q : quiet) {
      q.penalised = penalise(gen, q, candidates);
      out.add(q.penalised);
    }
    // R4 with capture=penalty: a swap (R9) or a straight-home (R13) is a play that captures
    // nothing; it spends the whole roll, so it plays as much as any capture, and is penalised
    // like the other quiet plays (R7 neither removes it nor lets it remove them).
    for (CandidatePlay q : specials) {
      q.penalised = penalise(gen, q, candidates);
      out.add(q.penalised);
    }
    return out;
  }

  /**
   * Ruling 17: the play with the penalty step {@code X/c} added for the piece that could have
   * captured, the one furthest along its way home; the play itself when no such piece is left on
   * the board.
   */
  private static CandidatePlay penalise(MoveGenerator gen, CandidatePlay q, int candidates) {
    int mover = gen.mover;
    int best = -1;
    int bestWay = -1;
    int first = RussianBoard.firstPiece(mover);
    for (int j = first; j < first + RussianBoard.PIECES; j++) {
      if (!ScratchPosition.hasPiece(candidates, j)
          || RussianBoard.wayHome(mover, gen.root.loc[j]) < 0) {
        continue; // ruling 17: only a piece on the board at the roll is penalised
      }
      int way = RussianBoard.wayHome(mover, q.pos.loc[j]);
      if (way > bestWay || way == bestWay && way >= 0 && q.pos.loc[j] < q.pos.loc[best]) {
        best = j;
        bestWay = way;
      }
    }
    if (best < 0 || bestWay < 0) {
      return q; // ruling 17: no piece left on the board to penalise
    }
    ScratchPosition r = q.pos.copy();
    int at = r.loc[best];
    r.move(best, RussianBoard.MIRROR);
    Step[] steps = Arrays.copyOf(q.steps(), q.steps().length + 1);
    steps[q.steps().length] = Positions.step(at, RussianBoard.MIRROR, false);
    int[] values = Arrays.copyOf(q.values(), q.values().length + 1);
    return new CandidatePlay(
        steps, values, r, q.dice, q.value, false, q.forcedDiagonal, 0, q.special);
  }

  /** R7: keeps the plays that use the most of the roll; a pass goes when anything else is kept. */
  private static void keepBest(List<CandidatePlay> plays) {
    int best = best(plays, 0);
    int kept = 0; // in place, in order: the list is the listing's own
    for (int i = 0; i < plays.size(); i++) {
      CandidatePlay x = plays.get(i);
      if (x.rank() < best) {
        x.removedBy = Reason.NOT_MAXIMUM;
      } else {
        plays.set(kept++, x);
      }
    }
    for (int i = plays.size() - 1; i >= kept; i--) {
      plays.remove(i); // from the end: nothing shifts
    }
  }

  /** The highest rank among the plays, or {@code none} (at most 0) when there are none. */
  private static int best(List<CandidatePlay> plays, int none) {
    int best = none;
    for (CandidatePlay x : plays) {
      best = Math.max(best, x.rank()); // ranks are 0 or more
    }
    return best;
  }
}
