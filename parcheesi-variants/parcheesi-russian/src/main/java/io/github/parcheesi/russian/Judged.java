package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;
import java.util.Objects;

/**
 * A position's listing, and its spellings once asked for (ruling 4), as {@link RussianRules} keeps
 * the last position judged. Immutable, so that a thread reading it unordered sees it whole.
 */
final class Judged {
  final GameState state;
  final Roll roll;
  final LegalMoves legal;
  final Spellings spellings;

  Judged(GameState state, Roll roll, LegalMoves legal, Spellings spellings) {
    this.state = state;
    this.roll = roll;
    this.legal = legal;
    this.spellings = spellings;
  }

  /** Whether this is the judgement of a state (the same or an equal one) and roll. */
  boolean isOf(GameState s, Roll r) {
    return (state == s || state.equals(s)) && Objects.equals(roll, r);
  }
}
