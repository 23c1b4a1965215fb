package io.github.parcheesi.russian;

import io.github.parcheesi.Step;

/** One complete way to play a roll (or a given six), before it becomes a {@code Move}. */
final class CandidatePlay {

  final Step[] steps;

  /** The die value each step used; 0 for the free shift (R8) and the penalty (R4). */
  final int[] values;

  final ScratchPosition pos;

  /** Dice used (R7). */
  final int dice;

  /** The value of the die used when {@link #dice} is 1. */
  final int value;

  final boolean capture;

  /** Whether the play makes R11's forced backwards diagonal. */
  final boolean forcedDiagonal;

  /** Pieces (bit per piece index) that captured in this play. */
  final long capturers;

  /** R9's swap or R13's straight-home: R7 and R11 do not remove it, R4 does (ruling 13). */
  final boolean special;

  /** Set by the filters: 0 when kept, else the rule (11, 4, 7) that removed it. */
  int removedBy;

  /** For a play kept under capture=penalty, the play with the penalty step added. */
  CandidatePlay penalised;

  CandidatePlay(
      Step[] steps,
      int[] values,
      ScratchPosition pos,
      int dice,
      int value,
      boolean capture,
      boolean forcedDiagonal,
      long capturers,
      boolean special) {
    this.steps = steps;
    this.values = values;
    this.pos = pos;
    this.dice = dice;
    this.value = value;
    this.capture = capture;
    this.forcedDiagonal = forcedDiagonal;
    this.capturers = capturers;
    this.special = special;
  }

  /** R7's order: both dice, then one die by its value, then nothing. */
  int rank() {
    return dice >= 2 ? 20 : dice == 1 ? 10 + value : 0;
  }

  String text() {
    if (steps.length == 0) {
      return "pass";
    }
    StringBuilder sb = new StringBuilder();
    for (Step s : steps) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(s);
    }
    return sb.toString();
  }
}
