package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.PENALTY;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What kind of decision each listed American move is ({@link Move#decision()}). */
class AmericanDecisionKindTest {

  @Test
  @DisplayName("A13 with threeDoublesPenalty: the third doubles is a PENALTY, not a play")
  void a13_thePenaltyIsItsOwnKind() {
    GameState s = position(PENALTY, "american Y Y:n,n,10,30 R:n,n,n,n doubles=2");
    Move m = PENALTY.legalMoves(s, roll(4, 4)).single();
    assertEquals(Option.some(Decision.of(Decision.Kind.PENALTY, Colour.YELLOW)), m.decision());
    // the same steps read from notation are matched to the penalty
    assertEquals(
        Decision.of(Decision.Kind.PENALTY, Colour.YELLOW),
        PENALTY.decision(s, Notation.parseMove("30/n", roll(4, 4))).get());
    // with no piece out, the penalty moves nothing and is still a penalty, not a pass
    GameState none = position(PENALTY, "american Y Y:n,n,n,n R:n,n,n,n doubles=2");
    Move empty = PENALTY.legalMoves(none, roll(4, 4)).single();
    assertEquals(List.empty(), empty.steps());
    assertEquals(Decision.Kind.PENALTY, empty.decision().get().kind());
  }

  @Test
  @DisplayName("A14: a roll nothing can play is a PASS; every other listed move a PLAY")
  void a14_passAndPlay() {
    Move pass =
        AMERICAN.legalMoves(position("american Y Y:n,n,n,n R:n,n,n,n"), roll(1, 2)).single();
    assertEquals(Option.some(Decision.of(Decision.Kind.PASS, Colour.YELLOW)), pass.decision());
    GameState s = position("american R Y:n,n,n,20 R:n,n,n,30");
    for (Move m : AMERICAN.legalMoves(s, roll(3, 4))) {
      assertEquals(
          Option.some(Decision.of(Decision.Kind.PLAY, Colour.RED)), m.decision(), m.toString());
    }
  }
}
