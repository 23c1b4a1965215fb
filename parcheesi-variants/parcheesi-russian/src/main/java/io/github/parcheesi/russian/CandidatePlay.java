package io.github.parcheesi.russian;

import io.github.parcheesi.Step;

/**
 * One complete candidate way to play a roll (or a given six): its steps and the position they
 * reach, before the musts choose among the candidates and the kept ones become {@code Move}s. The
 * filters mark each candidate they remove with the {@link Reason}.
 */
final class CandidatePlay {

  /** An ordinary play of the dice. */
  static final int ORDINARY = 0;

  /** R9's swap, which spends the whole 1-1 roll. */
  static final int SWAP = 1;

  /** R13's straight-home, which spends the whole third doubles. */
  static final int STRAIGHT_HOME = 2;

  // The steps and the die value each used (0 for the free shift, R8, and the penalty, R4): given,
  // or, for a play the generator reached, made when first asked for from the play it extends
  // (most plays are dropped by the musts unread).
  private Step[] steps;
  private int[] values;
  private final CandidatePlay parent;
  private final Step last;
  private final int lastValue;
  private final int length;

  final ScratchPosition pos;

  /**
   * The captors whose prisoners the play buys back (R5), in order, as {@link PositionKey} keys
   * them; and how many.
   */
  final int bought;

  private final int buys;

  /** Dice used (R7). */
  final int dice;

  /** The value of the die used when {@link #dice} is 1. */
  final int value;

  final boolean capture;

  /** Whether the play makes R11's forced backwards diagonal. */
  final boolean forcedDiagonal;

  /** The pieces that captured in this play (a set, {@link ScratchPosition#withPiece}). */
  final int capturers;

  /**
   * {@link #ORDINARY}, {@link #SWAP} or {@link #STRAIGHT_HOME}: R7 and R11 do not remove a swap or
   * a straight-home, R4 does (ruling 13).
   */
  final int special;

  /** Set by the musts: {@link Reason#NONE} when kept, else why they removed it. */
  Reason removedBy = Reason.NONE;

  /** For a play kept under capture=penalty, the play with the penalty step added (or itself). */
  CandidatePlay penalised;

  /**
   * For a kept play not listed, the listed play that reaches the same position: this play is
   * another spelling of it (ruling 4).
   */
  CandidatePlay sameAs;

  CandidatePlay(
      Step[] steps,
      int[] values,
      ScratchPosition pos,
      int dice,
      int value,
      boolean capture,
      boolean forcedDiagonal,
      int capturers,
      int special) {
    this(
        null,
        null,
        0,
        steps.length,
        pos,
        dice,
        value,
        capture,
        forcedDiagonal,
        capturers,
        special,
        PositionKey.bought(steps),
        0);
    this.steps = steps;
    this.values = values;
  }

  /**
   * A play of the generator: a play of the generator it extends (null for none) and one step more,
   * which buys back a prisoner of the captor {@code boughtFrom} (R5), or none (-1).
   */
  CandidatePlay(
      CandidatePlay parent,
      Step last,
      int lastValue,
      int boughtFrom,
      ScratchPosition pos,
      int dice,
      int value,
      boolean capture,
      boolean forcedDiagonal,
      int capturers) {
    this(
        parent,
        last,
        lastValue,
        parent == null ? 1 : parent.length + 1,
        pos,
        dice,
        value,
        capture,
        forcedDiagonal,
        capturers,
        ORDINARY,
        boughtFrom < 0
            ? parent == null ? 0 : parent.bought
            : PositionKey.withCaptor(
                parent == null ? 0 : parent.bought, parent == null ? 0 : parent.buys, boughtFrom),
        (parent == null ? 0 : parent.buys) + (boughtFrom < 0 ? 0 : 1));
  }

  private CandidatePlay(
      CandidatePlay parent,
      Step last,
      int lastValue,
      int length,
      ScratchPosition pos,
      int dice,
      int value,
      boolean capture,
      boolean forcedDiagonal,
      int capturers,
      int special,
      int bought,
      int buys) {
    this.parent = parent;
    this.last = last;
    this.lastValue = lastValue;
    this.length = length;
    this.pos = pos;
    this.dice = dice;
    this.value = value;
    this.capture = capture;
    this.forcedDiagonal = forcedDiagonal;
    this.capturers = capturers;
    this.special = special;
    this.bought = bought;
    this.buys = buys;
  }

  /** The steps in the order played; the caller does not change the array. */
  Step[] steps() {
    if (steps == null) {
      Step[] s = new Step[length];
      int[] v = new int[length];
      CandidatePlay c = this;
      for (int i = length - 1; i >= 0; i--) {
        s[i] = c.last;
        v[i] = c.lastValue;
        c = c.parent;
      }
      values = v;
      steps = s;
    }
    return steps;
  }

  /** The die value each step used, 0 for the free shift (R8) and the penalty (R4). */
  int[] values() {
    steps();
    return values;
  }

  /** R7's order: both dice, then one die by its value, then nothing. */
  int rank() {
    return dice >= 2 ? 20 : dice == 1 ? 10 + value : 0;
  }

  /** Whether the play is written with these steps. */
  boolean hasSteps(Step[] other) {
    return java.util.Arrays.equals(steps(), other);
  }

  String text() {
    if (length == 0) {
      return "pass";
    }
    StringBuilder sb = new StringBuilder();
    for (Step s : steps()) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(s);
    }
    return sb.toString();
  }
}
