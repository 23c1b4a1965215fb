package io.github.parcheesi.russian;

import io.github.parcheesi.Refusal;

/**
 * Why the move generator does not make a step or keeps a play out of the legal moves, each naming
 * the rule that decides it. The generator records a reason where it decides (a step rule that
 * blocks a step, a must that removes a play); {@link Refusals} puts it into words for a refused
 * move.
 */
enum Reason {

  /** Not blocked: the step can be made, or the play is kept. */
  NONE(""),

  // ---------------------------------------------------------------- a single step (StepRules)

  /** A cell passed on the way is occupied (detail: that cell). */
  JUMP("R3"),
  /** The step ends on an own piece (ruling 22). */
  OWN_PIECE("R3"),
  /** The step ends on a penalised piece on its own arrow cell (ruling 14). */
  PROTECTED("R12"),
  /** The step goes home but not exactly to the innermost free home cell (detail: cells to it). */
  HOME_NOT_EXACT("R14", true),
  /** Entering needs a 6. */
  ENTER_NEEDS_SIX("R2", true),
  /** Entering is the first use of a roll (ruling 3). */
  ENTER_NOT_FIRST("R2"),
  /** Buying back a prisoner needs a rolled 6. */
  BUY_BACK_NEEDS_SIX("R5", true),
  /** A given six may not buy back the captor's own prisoners. */
  GIVEN_SIX_BUYS_NOTHING_BACK("R5"),
  /** Each step out of the mirror needs a 6. */
  LEAVE_NEEDS_SIX("R12", true),
  /** A given six may not move a piece out of the mirror (ruling 7). */
  GIVEN_SIX_LEAVES_NO_MIRROR("R5"),
  /** The piece on a rest cell is covered: the cell beside it is occupied (detail: that cell). */
  COVERED("R8"),
  /** The mirror shortcuts are closed while {@code c} holds a piece. */
  MIRROR_CLOSED("R10"),
  /** The straight shortcut from the own arm's corner would skip the home entrance (ruling 14). */
  SKIPS_OWN_ENTRANCE("R10"),
  /** The straight shortcut needs a die showing 1. */
  STRAIGHT_NEEDS_ONE("R10", true),
  /** The diagonal needs a die showing 3. */
  DIAGONAL_NEEDS_THREE("R10", true),
  /** The rest cell is occupied. */
  REST_OCCUPIED("R8"),
  /** The shift into a rest cell follows at once a step ending beside it (ruling 12). */
  SHIFT_NOT_AT_ONCE("R8"),
  /** Swapping with an opponent on a rest cell needs 1-1. */
  SWAP_NEEDS_DOUBLE_ONE("R9"),
  /** Straight home is for the third doubles in a row only. */
  STRAIGHT_HOME_NOT_THIRD("R13"),

  // ---------------------------------------------------------------- a piece at a point of a roll

  /** After entering, the other die moves only the entered piece. */
  AFTER_ENTERING("R2"),
  /** A piece that shifted into a rest cell stays there for the rest of the move (ruling 12). */
  STAYS_IN_REST("R8"),
  /** A piece home has finished. */
  FINISHED("R14"),

  // ---------------------------------------------------------------- a whole play (Musts)

  /** R11's forced backwards diagonal removes the play. */
  FORCED_DIAGONAL("R11"),
  /** A capture can be made and capture is compulsory ({@code capture=forced}). */
  CAPTURE_FORCED("R4"),
  /** Another play uses more of the roll. */
  NOT_MAXIMUM("R7"),
  /** Under {@code capture=penalty}, a play skipping a capture plays less than the capture. */
  LESS_THAN_CAPTURE("R7"),
  /** Nothing played while a swap or a straight-home can be (ruling 2). */
  PASS_BESIDE_SPECIALS("R7"),

  // ---------------------------------------------------------------- found by explaining a move

  /** A location the board does not have. */
  NOT_ON_THE_BOARD("RB1"),
  /** No piece of the mover stands where the step starts. */
  NO_PIECE("R3"),
  /** Every die is played already. */
  DICE_PLAYED("R3"),
  /** The step needs a die value the roll does not have left. */
  NO_SUCH_DIE("R3"),
  /** A step to the mirror {@code c} other than R4's penalty, last in a move. */
  PENALTY_STEP("R4"),
  /** A step's capture mark differs from what the step does. */
  CAPTURE_MARK("R4"),
  /** A play skipping a capture without its penalty step ({@code capture=penalty}). */
  PENALTY_MISSING("R4"),
  /** A step written after R9's swap. */
  AFTER_SWAP("R9"),
  /** A step written after R13's straight-home. */
  AFTER_STRAIGHT_HOME("R13"),
  /** A piece in the base goes to its exit cell only. */
  ENTERS_ON_EXIT("R2"),
  /** A prisoner bought back goes to its base only. */
  RETURNS_TO_BASE("R5"),
  /** A piece leaves the mirror by its own arrow cell and its base only. */
  LEAVES_BY_OWN_ARROW("R12"),
  /** A track cell the piece never reaches: past its home entrance, or no 1 to 6 cells ahead. */
  PAST_ENTRANCE("RB4"),
  /** Another location no step of the piece reaches. */
  NOT_ON_THE_WAY("R3");

  private static final Reason[] VALUES = values();

  private final String rule;
  private final boolean dieValue;

  Reason(String rule) {
    this(rule, false);
  }

  Reason(String rule, boolean dieValue) {
    this.rule = rule;
    this.dieValue = dieValue;
  }

  /**
   * Whether the reason is only that the die does not show the value the step needs (another die of
   * the roll may have it); a refusal prefers a reason about the step itself.
   */
  boolean dieValue() {
    return dieValue;
  }

  /**
   * The kind of refusal a move refused for this reason is: what the player may do about it. A
   * reason that is only a die value the roll does not have is {@link Refusal.Kind#NOT_THE_ROLL}.
   */
  Refusal.Kind kind() {
    switch (this) {
      case NONE:
        return Refusal.Kind.OTHER; // not a refusal: the step can be made
      case NO_PIECE:
        return Refusal.Kind.NO_PIECE;
      case NOT_ON_THE_BOARD:
        return Refusal.Kind.OFF_BOARD;
      case CAPTURE_MARK:
        return Refusal.Kind.CAPTURE_MARK;
      case DICE_PLAYED:
      case NO_SUCH_DIE:
        return Refusal.Kind.NOT_THE_ROLL;
      case NOT_MAXIMUM: // R7: the maximum of the roll
      case LESS_THAN_CAPTURE:
      case PASS_BESIDE_SPECIALS:
        return Refusal.Kind.MUST_PLAY_MORE;
      default:
        return dieValue ? Refusal.Kind.NOT_THE_ROLL : Refusal.Kind.BREAKS_RULE;
    }
  }

  /** The id of the rule that decides it, such as {@code R3}. */
  String rule() {
    return rule;
  }

  /** The reason with an ordinal, for {@link StepCode}. */
  static Reason ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
