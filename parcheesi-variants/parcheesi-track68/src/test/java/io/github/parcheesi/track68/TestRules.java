package io.github.parcheesi.track68;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;

/**
 * Rule sets for core's own tests. Core has no variant on its test class path, so these are built
 * here from {@link TrackRules} in {@link CoreRules}; this class keeps the short names the notation
 * and perft tests use.
 */
final class TestRules {

  /** American Parcheesi with default options, as {@link CoreRules#AMERICAN}. */
  static final TrackRuleSet AMERICAN = CoreRules.AMERICAN;

  private TestRules() {}

  static GameState parse(String text) {
    return Notation.parsePosition(text, AMERICAN);
  }
}
