package io.github.parcheesi.russian;

import static io.github.parcheesi.russian.Fixture.FORCED;
import static io.github.parcheesi.russian.Fixture.PENALTY;
import static io.github.parcheesi.russian.Fixture.assertMoves;
import static io.github.parcheesi.russian.Fixture.pos;
import static io.github.parcheesi.russian.Fixture.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The kind of each decision (a roll, or R5's given six and R6's exchange without one) and how
 * refusals name it; the special plays R9 and R13 for other colours than yellow; states of other
 * rules.
 */
class RussianDecisionTest {

  private static final String GRANT = "russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B";
  private static final String ANSWER = "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y";
  private static final String OFFER = "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY";

  @Test
  @DisplayName("R5/R6: a decision without a roll refuses a rolled move, naming the decision")
  void decisionsRefuseRolls() {
    assertTrue(
        refused(pos(GRANT), "6-1", "40/46", "R5")
            .startsWith("the next decision, B playing the six given to it, needs no roll"));
    assertTrue(
        refused(pos(ANSWER), "2-1", "30/32", "R6")
            .startsWith("the next decision, R answering the exchange offered by Y, needs no roll"));
    assertTrue(
        refused(pos(OFFER), "2-1", "25/27", "R6")
            .startsWith(
                "the next decision, Y offering an exchange of prisoners or passing to roll,"));
  }

  @Test
  @DisplayName("R5/R6: a wrong decision is refused with what the decision allows")
  void wrongDecisions() {
    String grant = refused(pos(GRANT), null, "40/45", "R3");
    assertTrue(grant.contains("legal moves for the given six: n/31, 40/46"), grant);
    assertTrue(
        refused(pos(ANSWER), null, "30/32", "R6")
            .startsWith(
                "answer the offered exchange with its steps to accept or pR/pR to decline"));
    assertTrue(
        refused(pos(OFFER), null, "25/27", "R6")
            .startsWith(
                "before rolling, Y may offer one of the possible exchanges, or keep its prisoners (pY/pY)"));
    assertTrue(
        refused(pos("russian R Y:n,n,n,n,25 R:n,n,n,30,pY"), null, "30/32", "R1")
            .startsWith("the player to move rolls two dice first"));
  }

  @Test
  @DisplayName(
      "R9: red swaps with the opponent on the rest cell beside it; a yellow piece beside"
          + " a red one on a rest cell is not red's to swap")
  void r9_theMoverSwapsOnly() {
    GameState s = pos("russian R Y:n,n,n,23,o6 R:n,n,n,o3,51");
    assertMoves(s, "1-1", "51/52 52/53", "51/o6");
    // nor is a yellow piece beside a green one
    assertMoves(
        pos("russian R Y:n,n,n,23,o6 G:n,n,n,n,o3 R:n,n,n,n,51"), "1-1", "51/52 52/53", "51/o6");
    // yellow's first piece (o6, the rest at home) can be swapped with
    assertMoves(pos("russian R Y:o6,h,h,h,h R:n,n,n,n,51"), "1-1", "51/52 52/53", "51/o6");
    // a piece never swaps with its own colour
    assertMoves(pos("russian Y Y:n,n,n,23,o3 R:n,n,n,n,n"), "1-1", "23/24 24/25");
  }

  @Test
  @DisplayName(
      "R4 (capture=penalty): a move that skips a capture without the penalty is refused,"
          + " naming the move with it")
  void r4_theRefusalSpellsThePenalisedMove() {
    GameState u = pos(PENALTY, "russian Y Y:n,n,20,30,50 R:n,n,n,24,34");
    assertTrue(
        refused(u, "4-5", "50/54 54/59", "R4")
            .contains(
                "the piece that could have captured goes to the mirror, so the move is"
                    + " '50/54 54/59 30/c'"));
  }

  @Test
  @DisplayName("R13: on the third doubles red may move its own track pieces straight home")
  void r13_straightHomeForTheMover() {
    GameState s = pos("russian R Y:n,n,n,n,20 R:n,n,n,30,60 doubles=2");
    assertMoves(s, "2-2", "30/32 32/34", "30/32 60/62", "60/62 62/64", "30/h", "60/h");
  }

  @Test
  @DisplayName("a state played under other option values is refused, rolls and decisions alike")
  void statesOfOtherRules() {
    GameState penalty = pos(PENALTY, "russian Y Y:n,n,n,n,20 R:n,n,n,n,25");
    assertThrows(IllegalArgumentException.class, () -> FORCED.legalMoves(penalty, Roll.of(5, 1)));
    assertThrows(IllegalArgumentException.class, () -> FORCED.legalMoves(penalty));
    assertThrows(
        IllegalArgumentException.class, () -> FORCED.apply(penalty, Move.pass(Roll.of(5, 1))));
    assertTrue(((RussianRules) PENALTY).capturePenalty());
    assertFalse(((RussianRules) FORCED).capturePenalty());
    assertEquals(PENALTY, penalty.ruleSet());
  }

  @Test
  @DisplayName("perft: a decision without a roll is a level of its own; divide splits it by move")
  void perftSplitsADecisionByItsMoves() {
    GameState grant = pos(GRANT);
    io.vavr.collection.List<io.vavr.Tuple2<String, Long>> split =
        io.github.parcheesi.Perft.divide(grant, 2);
    assertEquals(io.vavr.collection.List.of("n/31", "40/46"), split.map(io.vavr.Tuple2::_1));
    for (io.vavr.Tuple2<String, Long> e : split) {
      GameState next = FORCED.play(grant, io.github.parcheesi.Notation.parseMove(e._1));
      assertEquals(io.github.parcheesi.Perft.perft(next, 1), e._2, e._1);
    }
    assertEquals(io.github.parcheesi.Perft.perft(grant, 2), split.map(io.vavr.Tuple2::_2).sum());
  }
}
