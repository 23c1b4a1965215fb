package io.github.parcheesi.american;

import static io.github.parcheesi.american.Fixture.AMERICAN;
import static io.github.parcheesi.american.Fixture.after;
import static io.github.parcheesi.american.Fixture.assertMoves;
import static io.github.parcheesi.american.Fixture.position;
import static io.github.parcheesi.american.Fixture.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Roll;
import io.vavr.collection.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Examples for the board rules B1-B6, worked out from RULES.md. */
class AmericanBoardTest {

  /** Exit squares of Y, G, R, B (B2). */
  private static final int[] EXIT = {5, 56, 39, 22};

  /** Last track squares of Y, G, R, B (B2). */
  private static final int[] LAST = {68, 51, 34, 17};

  private static int wrap(int square) {
    return (square - 1) % 68 + 1;
  }

  @Test
  @DisplayName("B1: pieces move towards higher numbers and from 68 on to 1")
  void b1_piecesMoveForwardAndWrapFrom68To1() {
    // Red's last square is 34, so a red piece on 66 simply runs on: 66+1+3 = 70 = square 2.
    GameState s = position("american R Y:n,n,n,n R:n,n,n,66");
    assertMoves(s, roll(1, 3), "66/67 67/2");
    assertEquals("american Y Y:n,n,n,n R:n,n,n,2", after(s, roll(1, 3), "66/67 67/2"));
  }

  @Test
  @DisplayName("B1: the track has 68 squares; a piece on 69 is no position")
  void b1_theTrackHas68Squares() {
    assertThrows(ParseException.class, () -> position("american Y Y:n,n,n,69 R:n,n,n,n"));
    assertEquals(
        "american Y Y:n,n,n,68 R:n,n,n,1", position("american Y Y:n,n,n,68 R:n,n,n,1").toString());
  }

  @Test
  @DisplayName("B2: each colour enters on its exit square Y5 G56 R39 B22")
  void b2_eachColourEntersOnItsExitSquare() {
    for (Colour c : Colour.values()) {
      GameState s = position("american " + c.letter() + " Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n");
      assertMoves(s, roll(1, 4), "n/" + EXIT[c.ordinal()]);
    }
  }

  @Test
  @DisplayName("B2/A6: each colour turns into its home row after its last square Y68 G51 R34 B17")
  void b2_eachColourTurnsIntoItsHomeRowAfterItsLastSquare() {
    for (Colour c : Colour.values()) {
      int last = LAST[c.ordinal()];
      String seats = "";
      for (Colour o : Colour.values()) {
        seats += " " + o.letter() + (o == c ? ":" + last + ",h,h,h" : ":n,n,n,n");
      }
      GameState s = position("american " + c.letter() + seats);
      // 1 and 2 from the last square: r1 then r3, or round again on the track.
      assertMoves(
          s,
          roll(1, 2),
          last + "/r1 r1/r3",
          last + "/" + wrap(last + 1) + " " + wrap(last + 1) + "/" + wrap(last + 3));
    }
  }

  @Test
  @DisplayName("B3: a step captures a lone opponent exactly on the non-safe squares")
  void b3_safeSquares() {
    Set<Integer> safe = Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68);
    for (int square = 1; square <= 68; square++) {
      int from = wrap(square + 68 - 3);
      GameState s = position("american Y Y:n,n,n," + from + " R:n,n,n," + square);
      List<Move> moves = AMERICAN.legalMoves(s, roll(3, 1));
      String capture = from + "/" + square + "*";
      int target = square;
      boolean captures = moves.exists(m -> m.steps().exists(st -> st.toString().equals(capture)));
      boolean lands =
          moves.exists(
              m ->
                  m.steps()
                      .exists(
                          st ->
                              st.to().index() == target
                                  && st.to().kind() == io.github.parcheesi.Location.Kind.TRACK));
      assertEquals(!safe.contains(square), captures, "capture on " + square + ": " + moves);
      assertEquals(!safe.contains(square), lands, "landing on " + square + ": " + moves);
    }
  }

  @Test
  @DisplayName("B4: seven home-row squares, then home one step further")
  void b4_homeRowHasSevenSquaresThenHome() {
    GameState s = position("american Y Y:66,h,h,h R:n,n,n,n");
    // 9 steps from 66: the last home-row square r7, or round again to 7.
    assertMoves(s, roll(6, 3), "66/r1 r1/r7", "66/1 1/7");
    // 10 steps: home exactly, or round again to 8.
    assertMoves(s, roll(6, 4), "66/r4 r4/h", "66/2 2/8");
    // 11 steps overshoot home: only the way round plays both dice.
    assertMoves(s, roll(6, 5), "66/4 4/9");
  }

  @Test
  @DisplayName("B5: play passes Y, G, R, B")
  void b5_playPassesInOrderYGRB() {
    Roll nothing = roll(6, 4);
    for (int players = 2; players <= 4; players++) {
      GameState s = AMERICAN.newGame(players);
      List<Colour> seen = List.of(s.toMove());
      for (int i = 0; i < players; i++) {
        s = AMERICAN.play(s, Move.pass(nothing));
        seen = seen.append(s.toMove());
      }
      List<Colour> expected =
          players == 2
              ? List.of(Colour.YELLOW, Colour.RED, Colour.YELLOW)
              : players == 3
                  ? List.of(Colour.YELLOW, Colour.GREEN, Colour.RED, Colour.YELLOW)
                  : List.of(Colour.YELLOW, Colour.GREEN, Colour.RED, Colour.BLUE, Colour.YELLOW);
      assertEquals(expected, seen, players + " players");
    }
  }

  @Test
  @DisplayName("B5: two players sit opposite (Y and R); any 2, 3 or 4 colours may play")
  void b5_seats() {
    assertEquals(List.of(Colour.YELLOW, Colour.RED), AMERICAN.newGame(2).colours());
    assertEquals(List.of(Colour.YELLOW, Colour.GREEN, Colour.RED), AMERICAN.newGame(3).colours());
    assertEquals(List.of(Colour.values()), AMERICAN.newGame(4).colours());
    GameState gb = AMERICAN.newGame(List.of(Colour.BLUE, Colour.GREEN), Colour.GREEN);
    assertEquals("american G G:n,n,n,n B:n,n,n,n", gb.toString());
    assertEquals(Colour.BLUE, AMERICAN.play(gb, Move.pass(roll(6, 4))).toMove());
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.newGame(1));
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.newGame(5));
  }

  @Test
  @DisplayName("B6: the caller decides who starts")
  void b6_theCallerDecidesWhoStarts() {
    GameState s = AMERICAN.newGame(List.of(Colour.YELLOW, Colour.RED), Colour.RED);
    assertEquals("american R Y:n,n,n,n R:n,n,n,n", s.toString());
    assertThrows(
        IllegalArgumentException.class,
        () -> AMERICAN.newGame(List.of(Colour.YELLOW, Colour.RED), Colour.BLUE));
  }
}
