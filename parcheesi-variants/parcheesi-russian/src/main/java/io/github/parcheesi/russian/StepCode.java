package io.github.parcheesi.russian;

/**
 * One step's outcome packed in an int, so that the step rules answer the generator's hot loop
 * without allocating: where the step ends, whether it captures, its kind, and, when it cannot be
 * made, the {@link Reason} and a detail (a cell or a count) for the refusal.
 *
 * <p>Bits 0-6 the target code ({@link #ANY} for a piece that cannot move at all), bit 7 capture,
 * bits 8-11 the kind ({@link StepRules}), bits 12-17 the reason's ordinal (0: the step can be
 * made), bits 18-25 the detail. {@link #NO_STEP} (negative) says there is no such step to speak of.
 */
final class StepCode {

  /** No step of that kind exists here (not even a blocked one). */
  static final int NO_STEP = -1;

  /** The target of a block that holds whatever the target, such as a covered piece (R8). */
  static final int ANY = 127;

  private static final int TARGET_MASK = 127;
  private static final int CAPTURE = 1 << 7;
  private static final int KIND_SHIFT = 8;
  private static final int KIND_MASK = 15;
  private static final int REASON_SHIFT = 12;
  private static final int REASON_MASK = 63;
  private static final int DETAIL_SHIFT = 18;
  private static final int DETAIL_MASK = 255;

  private StepCode() {}

  /** A step that can be made to a target, capturing nothing. */
  static int to(int target) {
    return target;
  }

  /** A step that can be made to a target and captures the piece there (R4). */
  static int capturing(int target) {
    return target | CAPTURE;
  }

  /** A step that cannot be made, with the reason and a detail for the refusal. */
  static int blocked(int target, Reason reason, int detail) {
    return target | reason.ordinal() << REASON_SHIFT | detail << DETAIL_SHIFT;
  }

  /** The same outcome with its kind. */
  static int withKind(int code, int kind) {
    return code | kind << KIND_SHIFT;
  }

  static int target(int code) {
    return code & TARGET_MASK;
  }

  static boolean captures(int code) {
    return (code & CAPTURE) != 0;
  }

  static int kind(int code) {
    return code >>> KIND_SHIFT & KIND_MASK;
  }

  /** Whether the step exists but cannot be made. */
  static boolean isBlocked(int code) {
    return (code & REASON_MASK << REASON_SHIFT) != 0;
  }

  /** Whether the step exists and can be made. */
  static boolean canMake(int code) {
    return code >= 0 && !isBlocked(code);
  }

  static Reason reason(int code) {
    return Reason.ofOrdinal(code >>> REASON_SHIFT & REASON_MASK);
  }

  static int detail(int code) {
    return code >>> DETAIL_SHIFT & DETAIL_MASK;
  }

  /** Whether the step exists and ends on a target: its own, or any for {@link #ANY}. */
  static boolean reaches(int code, int target) {
    int t = target(code);
    return code >= 0 && (t == target || t == ANY);
  }
}
