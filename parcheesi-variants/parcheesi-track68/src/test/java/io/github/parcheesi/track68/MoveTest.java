package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.CoreRules.AMERICAN;
import static io.github.parcheesi.track68.CoreRules.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Moves built by hand and moves the engine generates are alike in everything but speed. */
class MoveTest {

  private static Step step(String from, String to, boolean capture) {
    return Step.of(Location.parse(from).get(), Location.parse(to).get(), capture);
  }

  @Test
  @DisplayName("a built move: roll, steps, pass, captures, equality and notation")
  void builtMoves() {
    Roll roll = Roll.of(3, 4);
    Move m = Move.of(roll, List.of(step("10", "13", true), step("13", "17", false)));
    assertEquals(Option.some(roll), m.roll());
    assertEquals("10/13* 13/17", m.toString());
    assertEquals(m.toString(), Notation.format(m));
    assertTrue(m.captures());
    assertFalse(m.isPass());
    assertFalse(Move.of(roll, List.of(step("10", "13", false))).captures());
    Move pass = Move.pass(roll);
    assertTrue(pass.isPass());
    assertFalse(pass.captures());
    assertEquals("pass", pass.toString());
    assertEquals(Move.of(roll, List.empty()), pass);
    assertEquals(m, Move.of(roll, m.steps()));
    assertEquals(m.hashCode(), Move.of(roll, m.steps()).hashCode());
    assertNotEquals(m, Move.of(Roll.of(4, 3), m.steps()), "the roll counts");
    assertNotEquals(m, Move.of(roll, m.steps().reverse()), "the order of steps counts");
    assertNotEquals(m, Move.withoutRoll(m.steps()));
    assertEquals(Option.none(), Move.withoutRoll(List.empty()).roll());
    assertNotEquals(m, "10/13* 13/17");
    assertThrows(NullPointerException.class, () -> Move.of(null, List.empty()));
  }

  @Test
  @DisplayName("an engine move equals the move built from its steps, both ways, with equal hashes")
  void engineMoves() {
    GameState s = position(AMERICAN, "american Y Y:n,n,10,r2 R:n,n,n,13");
    Roll roll = Roll.of(3, 4);
    List<Move> legal = AMERICAN.legalMoves(s, roll);
    assertFalse(legal.isEmpty());
    for (Move m : legal) {
      Move built = Move.of(roll, List.ofAll(m.steps()));
      assertEquals(built, m);
      assertEquals(m, built);
      assertEquals(built.hashCode(), m.hashCode());
      assertEquals(built.toString(), m.toString());
      assertEquals(built.captures(), m.captures(), m.toString());
      assertEquals(built.isPass(), m.isPass());
      for (Move other : legal.remove(m)) {
        assertNotEquals(m, other);
      }
    }
    assertTrue(legal.exists(Move::captures), "10/13* captures: " + legal);
    assertTrue(legal.exists(m -> !m.captures()), legal.toString());
    Move capture = legal.find(Move::captures).get();
    Step first = capture.steps().find(Step::capture).get();
    assertEquals(Location.track(13), first.to());
    assertEquals(Location.track(10), first.from());
  }

  @Test
  @DisplayName("an engine pass is a pass, equal to Move.pass")
  void enginePass() {
    GameState s = AMERICAN.newGame(2);
    List<Move> legal = AMERICAN.legalMoves(s, Roll.of(1, 2));
    assertEquals(List.of(Move.pass(Roll.of(1, 2))), legal);
    assertTrue(legal.head().isPass());
    assertFalse(legal.head().captures());
    assertEquals("pass", legal.head().toString());
  }
}
