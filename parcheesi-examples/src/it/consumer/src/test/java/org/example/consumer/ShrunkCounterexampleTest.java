package org.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.testing.Generators;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's false property, run as a user would run it: QuickTheories reports the smallest case
 * it found, and with the library's generators that is a short position a person reads at once
 * (verify.groovy checks that it is the case the README shows).
 */
class ShrunkCounterexampleTest {

  @Test
  void aFalsePropertyPrintsAShortPosition() {
    RuleSet rules = RuleSets.get("american");
    AssertionError failure =
        assertThrows(
            AssertionError.class,
            () ->
                qt().withFixedSeed(42)
                    .withExamples(100)
                    // The case stops shrinking after about 1,400 candidates; QuickTheories' default
                    // of 100,000 cycles goes on drawing positions (each a game played again) for
                    // seconds more and prints the same case
                    .withShrinkCycles(10_000)
                    .forAll(Generators.decisions(rules))
                    .checkAssert(d -> assertFalse(d.move().captures())));
    List<String> lines =
        failure.getMessage().lines().map(String::strip).collect(Collectors.toList());
    assertTrue(lines.size() >= 3, failure.getMessage());
    assertTrue(lines.get(0).startsWith("Property falsified after "), lines.get(0));
    assertEquals("Smallest found falsifying value(s) :-", lines.get(1));

    // one short line: the position in notation, its roll and the move
    String shown = lines.get(2);
    assertTrue(shown.length() <= 80, "a long line: " + shown);
    Matcher m = Pattern.compile("(american .+) roll (\\d-\\d) move (.+)").matcher(shown);
    assertTrue(m.matches(), shown);
    GameState position = Notation.parsePosition(m.group(1), rules);
    assertEquals(2, position.colours().size(), "shrunk to two players: " + shown);
    Roll roll = Roll.parse(m.group(2)).get();
    Move move = Notation.parseMove(m.group(3), roll);
    // what it shows is the case itself: read back, the move is legal there and captures
    assertTrue(rules.match(position, move).isRight(), "not legal: " + shown);
    assertTrue(move.captures(), shown);
    System.out.println(
        "consumer on the "
            + GeneratedPositionsTest.PATH
            + ": a false property shrinks to: "
            + shown);
  }
}
