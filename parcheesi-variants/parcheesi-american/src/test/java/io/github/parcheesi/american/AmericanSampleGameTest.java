package io.github.parcheesi.american;

import io.github.parcheesi.testing.SampleGame;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The recorded sample game ({@code src/test/resources/sample-game.txt}): a seeded four-player game
 * of random legal moves, compared line by line. Regenerate it after an intended change of the rules
 * with {@value SampleGame#COMMAND}.
 */
class AmericanSampleGameTest {

  @Test
  @DisplayName("the seeded sample game is played exactly as recorded")
  void sampleGameIsUnchanged() {
    SampleGame.check(new AmericanRules(), 4, 2025, Path.of("src/test/resources/sample-game.txt"));
  }
}
