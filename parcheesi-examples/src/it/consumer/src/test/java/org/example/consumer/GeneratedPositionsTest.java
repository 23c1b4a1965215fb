package org.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.testing.Generators;
import io.vavr.control.Either;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A user's property test with the library's published test support: decisions in generated
 * positions of every variant found through {@link RuleSets}, as {@link Generators} makes them.
 */
class GeneratedPositionsTest {

  /** Where the build says these tests run: {@code classpath} or {@code modulepath}. */
  static final String PATH = System.getProperty("consumer.path", "unset");

  static Stream<String> variants() {
    return RuleSets.all().map(RuleSet::id).sorted().toJavaStream();
  }

  /**
   * Every legal move of a generated decision applies, to the state {@code play} reaches too, and
   * leaves each colour its pieces, with none taken back from home.
   */
  @ParameterizedTest
  @MethodSource("variants")
  void everyLegalMoveAppliesAndKeepsEachColoursPieces(String id) {
    RuleSet rules = RuleSets.get(id);
    qt().withFixedSeed(7)
        .withExamples(50)
        .forAll(Generators.decisions(rules))
        .checkAssert(
            d -> {
              GameState before = d.before();
              assertFalse(d.legal().isEmpty(), "no legal move, not even a pass: " + before);
              for (Move m : d.legal()) {
                Either<IllegalMove, GameState> applied = rules.apply(before, m);
                assertTrue(applied.isRight(), () -> before + " " + m + ": " + applied.getLeft());
                GameState after = applied.get();
                assertEquals(rules.play(before, m), after, before + " " + m);
                for (Colour c : before.colours()) {
                  assertEquals(rules.piecesPerColour(), after.pieces(c).size(), after + " " + c);
                  assertTrue(
                      after.count(c, Location.home()) >= before.count(c, Location.home()),
                      () -> "a piece of " + c + " left home: " + before + " " + m + " -> " + after);
                }
              }
            });
    System.out.println("consumer on the " + PATH + ": " + id + " property held");
  }

  /** The tests run where the build says: the library on the class path or on the module path. */
  @Test
  void runWhereTheBuildSays() {
    assertTrue(PATH.equals("classpath") || PATH.equals("modulepath"), "consumer.path: " + PATH);
    boolean modulePath = PATH.equals("modulepath");
    assertEquals(
        modulePath,
        RuleSet.class.getModule().isNamed(),
        "the core is in " + RuleSet.class.getModule() + ", expected on the " + PATH);
    assertEquals(
        modulePath ? "org.example.consumer" : null,
        GeneratedPositionsTest.class.getModule().getName(),
        "the tests' module");
    // the test jar has no module-info: on the class path either way, reading the core's module
    assertFalse(
        Generators.class.getModule().isNamed(),
        "the test jar is in " + Generators.class.getModule());
    assertEquals(3, RuleSets.all().size(), "variants found: " + RuleSets.all());
    for (RuleSet rules : RuleSets.all()) {
      assertEquals(
          modulePath ? "io.github.parcheesi." + rules.id() : null,
          rules.getClass().getModule().getName(),
          rules.id() + "'s module");
    }
  }
}
