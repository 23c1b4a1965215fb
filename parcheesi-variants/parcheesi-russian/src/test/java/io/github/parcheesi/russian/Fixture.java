package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Set;
import java.util.TreeSet;

/** Shared helpers: positions, rolls and moves in notation. */
abstract class Fixture {

  static final RuleSet FORCED = new RussianRules();
  static final RuleSet PENALTY = FORCED.withOption("capture", "penalty").get();

  static GameState pos(String text) {
    return Notation.parsePosition(text, FORCED);
  }

  static GameState pos(RuleSet rules, String text) {
    return Notation.parsePosition(text, rules);
  }

  static Roll roll(String text) {
    return Roll.parse(text).get();
  }

  /** The legal moves as text, for a roll, or for a decision when roll is null. */
  static List<String> moves(GameState s, String roll) {
    List<Move> ms =
        roll == null ? s.ruleSet().legalMoves(s) : s.ruleSet().legalMoves(s, roll(roll));
    return ms.map(Move::toString);
  }

  static void assertMoves(GameState s, String roll, String... expected) {
    List<String> got = moves(s, roll);
    assertEquals(
        new TreeSet<>(Set.of(expected)),
        new TreeSet<>(got.toJavaList()),
        "moves of " + s + " " + roll);
    assertEquals(expected.length, got.size(), "each move listed once: " + got);
  }

  static Move move(String roll, String text) {
    return roll == null ? Notation.parseMove(text) : Notation.parseMove(text, roll(roll));
  }

  /** Plays a legal move and returns the resulting position in notation. */
  static String play(GameState s, String roll, String move) {
    return s.ruleSet().play(s, move(roll, move)).toString();
  }

  /** Asserts the move is refused naming the rule, with the state unchanged; returns the reason. */
  static String refused(GameState s, String roll, String move, String rule) {
    Either<IllegalMove, GameState> r = s.ruleSet().apply(s, move(roll, move));
    assertTrue(r.isLeft(), move + " should be refused in " + s);
    assertEquals(rule, r.getLeft().rule(), r.getLeft().message());
    assertEquals(s, r.getLeft().state());
    assertTrue(r.getLeft().reason().length() > 10, r.getLeft().reason());
    return r.getLeft().reason();
  }

  static void assertPhase(Phase phase, GameState s) {
    assertEquals(phase, s.phase(), s.toString());
  }
}
