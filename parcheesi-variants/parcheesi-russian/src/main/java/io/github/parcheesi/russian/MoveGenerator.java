package io.github.parcheesi.russian;

import io.github.parcheesi.Location;
import io.github.parcheesi.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Generates every way to play a roll or a given six as complete plays (the design's "filters over
 * complete turns"), then applies the musts in the spec's priority: R11, then R4, then R7.
 */
final class MoveGenerator {

  // Kinds of single steps.
  static final int WALK = 0;
  static final int ENTER = 1;
  static final int BUYBACK = 2;
  static final int LEAVE = 3;
  static final int STRAIGHT = 4;
  static final int DIAGONAL = 5;

  static final int CAPTURE = 1 << 8;
  private static final int KIND_SHIFT = 9;

  // Why a walk fails (negative results are -(reason * 1000 + cell)).
  static final int JUMP = 1;
  static final int OWN = 2;
  static final int HOME_EXACT = 3;
  static final int PROTECTED = 4;

  final ScratchPosition root;
  final int mover;
  final int[] dice;
  final boolean grant;
  final List<CandidatePlay> raw = new ArrayList<>();

  /**
   * R9's swap and R13's straight-home, made by {@link #specials(int)} (only for doubles): choices
   * besides the ordinary plays, which R7 and R11 do not remove and R4 does (ruling 13).
   */
  List<CandidatePlay> specials = List.of();

  private final Step[] path = new Step[8];
  private final int[] vals = new int[8];
  private int depth;

  MoveGenerator(ScratchPosition root, int mover, int[] dice, boolean grant) {
    this.root = root;
    this.mover = mover;
    this.dice = dice;
    this.grant = grant;
    raw.add(new CandidatePlay(new Step[0], new int[0], root, 0, 0, false, false, 0L, false));
    if (dice.length == 2 && dice[0] != dice[1]) {
      dfs(root, dice, 0, -1, 0, 0, false, 0L, false);
      dfs(root, new int[] {dice[1], dice[0]}, 0, -1, 0, 0, false, 0L, false);
    } else {
      dfs(root, dice, 0, -1, 0, 0, false, 0L, false);
    }
  }

  static int fail(int reason, int cell) {
    return -(reason * 1000 + cell);
  }

  /** R3, R4, R12 ruling: landing on a cell. The target, with CAPTURE, or a failure. */
  static int land(ScratchPosition p, int colour, int cell) {
    int o = p.at(cell);
    if (o < 0) {
      return cell;
    }
    int oc = o / RussianBoard.PIECES;
    if (oc == colour) {
      return fail(OWN, cell); // R3: a step may not end on an own piece
    }
    if (RussianBoard.isArrow(cell) && cell == RussianBoard.ownArrow(oc)) {
      return fail(PROTECTED, cell); // R12 ruling: a penalised piece cannot be captured
    }
    return cell | CAPTURE; // R4
  }

  /**
   * R3, R14, RB4: walks v cells along the colour's way from a track or arrow cell: after its home
   * entrance into its home cells, never past it. The target (home is {@link RussianBoard#HOME}),
   * with CAPTURE, or a failure.
   */
  static int walk(ScratchPosition p, int colour, int start, int v) {
    int cur = start;
    int homeCell = 0;
    int innermostFree = RussianBoard.HOME_CELLS - p.homeCount(colour);
    int entrance = RussianBoard.entrance(colour);
    for (int k = 1; k <= v; k++) {
      if (homeCell > 0) {
        homeCell++;
      } else if (RussianBoard.isArrow(cur)) {
        cur = RussianBoard.cornerAfterArrow(cur); // R10: from m(q+1) on to 18(q+1)+1
      } else if (cur == entrance) {
        homeCell = 1; // RB4
      } else {
        cur = cur % RussianBoard.TRACK + 1;
      }
      if (homeCell > innermostFree) {
        return fail(HOME_EXACT, 0); // R14: past the innermost free home cell
      }
      if (k < v) {
        if (homeCell == 0 && p.occ[cur] != 0) {
          return fail(JUMP, cur); // R3: no jumping
        }
      } else if (homeCell > 0) {
        // R14: only a step ending exactly on the innermost free home cell enters home
        return homeCell == innermostFree ? RussianBoard.HOME : fail(HOME_EXACT, 0);
      } else {
        return land(p, colour, cur);
      }
    }
    throw new AssertionError();
  }

  /** The single steps a piece can make with a value: packed target | CAPTURE | kind. */
  int options(ScratchPosition p, int piece, int v, boolean first, int[] out) {
    int colour = piece / RussianBoard.PIECES;
    int at = p.loc[piece];
    int n = 0;
    if (at == RussianBoard.NEST) {
      if (v == 6 && first) { // R2: a 6 enters, as the first use of the roll
        n = add(out, n, land(p, colour, RussianBoard.exit(colour)), ENTER);
      }
    } else if (RussianBoard.isPrisoner(at)) {
      if (v == 6 && !grant) { // R5: buy back with a 6 (not with a given one)
        n = add(out, n, RussianBoard.NEST, BUYBACK);
      }
    } else if (at == RussianBoard.MIRROR) {
      if (v == 6 && !grant) { // R12: a 6 to the own arrow cell (not a given one, R5)
        n = add(out, n, land(p, colour, RussianBoard.ownArrow(colour)), LEAVE);
      }
    } else if (at == RussianBoard.ownArrow(colour)) {
      if (v == 6 && !grant) { // R12: another 6 back to the base
        n = add(out, n, RussianBoard.NEST, LEAVE);
      }
    } else if (RussianBoard.isArrow(at)) {
      n = add(out, n, walk(p, colour, at, v), WALK);
    } else if (RussianBoard.isRest(at)) {
      int beside = RussianBoard.cellBesideRest(at);
      if (p.occ[beside] == 0) { // R8: covered while the cell beside is occupied
        n = add(out, n, walk(p, colour, beside, v), WALK);
      }
    } else if (RussianBoard.isTrack(at)) {
      n = add(out, n, walk(p, colour, at, v), WALK);
      if (RussianBoard.isCorner(at)
          && p.mirrorEmpty()) { // R10: shortcuts closed while c holds a piece
        if (v == 1 && RussianBoard.quarterOfCell(at) != RussianBoard.quarter(colour)) {
          n = add(out, n, land(p, colour, RussianBoard.arrowAfter(at)), STRAIGHT);
        }
        if (v == 3) {
          n = add(out, n, land(p, colour, RussianBoard.oppositeCorner(at)), DIAGONAL);
        }
      }
    }
    return n;
  }

  private static int add(int[] out, int n, int target, int kind) {
    if (target < 0) {
      return n;
    }
    out[n] = target | kind << KIND_SHIFT;
    return n + 1;
  }

  private void dfs(
      ScratchPosition p,
      int[] order,
      int i,
      int entered,
      int touched,
      int rested,
      boolean forced,
      long capturers,
      boolean capture) {
    if (depth > 0) {
      raw.add(
          new CandidatePlay(
              Arrays.copyOf(path, depth),
              Arrays.copyOf(vals, depth),
              p,
              i,
              i == 1 ? order[0] : 0,
              capture,
              forced,
              capturers,
              false));
    }
    if (i == order.length) {
      return;
    }
    int v = order[i];
    int base = mover * RussianBoard.PIECES;
    int[] opts = new int[3];
    for (int j = base; j < base + RussianBoard.PIECES; j++) {
      int bit = 1 << (j - base);
      if (entered >= 0 && j != entered) {
        continue; // R2: after entering, the other die moves only the entered piece
      }
      if ((rested & bit) != 0) {
        continue; // ruling: a piece that shifted into a rest cell stays there this move
      }
      int at = p.loc[j];
      if (at == RussianBoard.HOME || sameAsEarlier(p, base, j)) {
        continue;
      }
      int n = options(p, j, v, i == 0, opts);
      for (int k = 0; k < n; k++) {
        int to = opts[k] & 0xff;
        boolean cap = (opts[k] & CAPTURE) != 0;
        int kind = opts[k] >>> KIND_SHIFT;
        ScratchPosition q = p.copy();
        if (cap) {
          q.move(q.at(to), RussianBoard.PRISONER0 + mover); // R5: prisoner in the capturer's base
        }
        q.move(j, to);
        boolean f =
            forced
                || kind == DIAGONAL
                    && (touched & bit) == 0
                    && RussianBoard.progress(mover, to) < RussianBoard.progress(mover, at); // R11
        long caps = cap ? capturers | 1L << j : capturers;
        path[depth] = Step.of(RussianBoard.location(at), RussianBoard.location(to), cap);
        vals[depth] = v;
        depth++;
        int ent = kind == ENTER ? j : entered;
        dfs(q, order, i + 1, ent, touched | bit, rested, f, caps, capture || cap);
        int rest = RussianBoard.restBeside(to);
        if (rest > 0 && q.occ[rest] == 0) { // R8: shift into the empty rest cell beside
          ScratchPosition r = q.copy();
          r.move(j, rest);
          path[depth] = Step.of(RussianBoard.location(to), RussianBoard.location(rest), false);
          vals[depth] = 0;
          depth++;
          dfs(r, order, i + 1, ent, touched | bit, rested | bit, f, caps, capture || cap);
          depth--;
        }
        depth--;
      }
    }
  }

  /** Pieces in the base, the mirror or a captor's base are interchangeable: try one of each. */
  private static boolean sameAsEarlier(ScratchPosition p, int base, int j) {
    int at = p.loc[j];
    if (at > 0 && at < RussianBoard.CELLS) {
      return false;
    }
    for (int k = base; k < j; k++) {
      if (p.loc[k] == at) {
        return true;
      }
    }
    return false;
  }

  /**
   * R9's swap and R13's straight-home for a rolled doubles, listed after the ordinary plays (ruling
   * 4). Each spends the whole roll (ranks as both dice, R7).
   *
   * @param doubles the doubles the mover rolled before this roll (R13: 2 makes this the third)
   */
  void specials(int doubles) {
    if (grant || dice[0] != dice[1]) {
      return;
    }
    List<CandidatePlay> out = new ArrayList<>();
    int base = mover * RussianBoard.PIECES;
    if (dice[0] == 1) {
      for (int j = base; j < base + RussianBoard.PIECES; j++) {
        int at = root.loc[j];
        int rest = RussianBoard.isTrack(at) ? RussianBoard.restBeside(at) : 0;
        int other = rest > 0 ? root.at(rest) : -1;
        if (other >= 0 && other / RussianBoard.PIECES != mover) {
          // R9: 1-1 swaps the mover with the opponent piece on the rest cell beside it
          ScratchPosition q = root.copy();
          q.move(other, at);
          q.move(j, rest);
          out.add(
              special(Step.of(RussianBoard.location(at), RussianBoard.location(rest), false), q));
        }
      }
    }
    if (doubles == 2) {
      for (int j = base; j < base + RussianBoard.PIECES; j++) {
        int at = root.loc[j];
        if (RussianBoard.isTrack(at)) {
          // R13: the third doubles may move one piece on the track straight home
          ScratchPosition q = root.copy();
          q.move(j, RussianBoard.HOME);
          out.add(special(Step.of(RussianBoard.location(at), Location.home(), false), q));
        }
      }
    }
    specials = out;
  }

  private static CandidatePlay special(Step step, ScratchPosition pos) {
    return new CandidatePlay(new Step[] {step}, new int[] {0}, pos, 2, 0, false, false, 0L, true);
  }

  /**
   * Applies the musts in the spec's priority (R11, then R4, then R7) and, under capture=penalty,
   * the mirror penalty; then adds the {@link #specials} that R4 leaves. Marks removed plays with
   * the rule that removed them.
   *
   * @return the plays kept, penalty steps included, the specials last
   */
  List<CandidatePlay> filter(boolean penalty) {
    List<CandidatePlay> p = new ArrayList<>(raw);
    // R11: the forced backwards diagonal comes first (it does not remove the specials).
    boolean forced = false;
    for (CandidatePlay x : p) {
      forced |= x.forcedDiagonal;
    }
    if (forced) {
      remove(p, x -> !x.forcedDiagonal, 11);
    }
    List<CandidatePlay> caps = new ArrayList<>();
    List<CandidatePlay> quiet = new ArrayList<>();
    for (CandidatePlay x : p) {
      (x.capture ? caps : quiet).add(x);
    }
    if (caps.isEmpty()) {
      keepBest(quiet); // R7
      if (!specials.isEmpty()) {
        if (quiet.size() == 1 && quiet.get(0).steps.length == 0) {
          // ruling 2: no pass while a swap or a straight-home can be played (R7)
          quiet.get(0).removedBy = 7;
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
      quiet.forEach(x -> x.removedBy = 4);
      specials.forEach(x -> x.removedBy = 4);
      return caps;
    }
    // R4 with capture=penalty (ruling 17): a quiet play is legal when it plays as much as the
    // captures do; the piece that could have captured goes to the mirror.
    int bc = caps.get(0).rank();
    int bq = best(quiet, -1);
    if (bq < bc) {
      quiet.forEach(x -> x.removedBy = 7);
      quiet.clear();
    } else {
      keepBest(quiet);
    }
    long candidates = 0;
    for (CandidatePlay c : caps) {
      candidates |= c.capturers;
    }
    List<CandidatePlay> out = new ArrayList<>(caps);
    for (CandidatePlay q : quiet) {
      q.penalised = penalise(q, candidates);
      out.add(q.penalised);
    }
    // R4 with capture=penalty: a swap (R9) or a straight-home (R13) is a play that captures
    // nothing; it spends the whole roll, so it plays as much as any capture, and is penalised
    // like the other quiet plays (R7 neither removes it nor lets it remove them).
    for (CandidatePlay q : specials) {
      q.penalised = penalise(q, candidates);
      out.add(q.penalised);
    }
    return out;
  }

  private CandidatePlay penalise(CandidatePlay q, long candidates) {
    int best = -1;
    int bestWay = -1;
    for (int j = mover * RussianBoard.PIECES;
        j < mover * RussianBoard.PIECES + RussianBoard.PIECES;
        j++) {
      if ((candidates >>> j & 1) == 0 || RussianBoard.wayHome(mover, root.loc[j]) < 0) {
        continue; // ruling: only a piece on the board at the roll is penalised
      }
      int way = RussianBoard.wayHome(mover, q.pos.loc[j]);
      if (way > bestWay || way == bestWay && way >= 0 && q.pos.loc[j] < q.pos.loc[best]) {
        best = j;
        bestWay = way;
      }
    }
    if (best < 0 || bestWay < 0) {
      return q; // ruling: no piece left on the board to penalise
    }
    ScratchPosition r = q.pos.copy();
    int at = r.loc[best];
    r.move(best, RussianBoard.MIRROR);
    Step[] steps = Arrays.copyOf(q.steps, q.steps.length + 1);
    steps[q.steps.length] =
        Step.of(RussianBoard.location(at), RussianBoard.location(RussianBoard.MIRROR), false);
    int[] values = Arrays.copyOf(q.values, q.values.length + 1);
    return new CandidatePlay(
        steps, values, r, q.dice, q.value, false, q.forcedDiagonal, 0L, q.special);
  }

  private static void keepBest(List<CandidatePlay> plays) {
    int best = best(plays, 0);
    remove(plays, x -> x.rank() < best, 7);
  }

  /** The highest rank among the plays, or {@code none} (at most 0) when there are none. */
  private static int best(List<CandidatePlay> plays, int none) {
    int best = none;
    for (CandidatePlay x : plays) {
      best = Math.max(best, x.rank()); // ranks are 0 or more
    }
    return best;
  }

  private static void remove(
      List<CandidatePlay> plays, java.util.function.Predicate<CandidatePlay> out, int rule) {
    plays.removeIf(
        x -> {
          if (out.test(x)) {
            x.removedBy = rule;
            return true;
          }
          return false;
        });
  }
}
