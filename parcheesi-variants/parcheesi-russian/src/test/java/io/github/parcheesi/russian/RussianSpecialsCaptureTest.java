package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * R4 (compulsory capture) governs R9's swap and R13's straight-home: they are choices the player
 * may take instead of an ordinary play; R7 and R11 do not remove them, R4 does. With {@code
 * capture=forced} they are not legal while a capture can be made; with {@code capture=penalty} they
 * are plays that capture nothing, penalised like any other (ruling 17's choice of piece). The
 * expected moves are worked out by hand; yellow's way starts on its exit 13.
 */
class RussianSpecialsCaptureTest extends Fixture {

  /** Yellow's 23 stands beside red's o3 (R9); red's 25 is two cells ahead (23/24 24/25*). */
  private static final String SWAP = "russian Y Y:n,n,n,n,23 R:n,n,n,25,o3";

  /** The swap is 23's; the capture is 40's (40/41*), with red's 41 one cell ahead of it. */
  private static final String SWAP_OTHER = "russian Y Y:n,n,n,23,40 R:n,n,n,41,o3";

  /** The third doubles (R13): 20 and 40 may go home; 40/42* captures with a 2. */
  private static final String HOME = "russian Y Y:n,n,n,20,40 R:n,n,n,n,42 doubles=2";

  private static void assertHas(String reason, String part) {
    assertTrue(reason.contains(part), "'" + part + "' in: " + reason);
  }

  @Test
  @DisplayName("R4, R9: with capture=forced the swap is not legal while a capture can be made")
  void r4_r9_noSwapWhileACaptureCanBeMade() {
    // «Рубить» обязательно! (capturing is compulsory): the swap captures nothing
    GameState s = pos(SWAP);
    assertMoves(s, "1-1", "23/24 24/25*");
    assertHas(refused(s, "1-1", "23/o3", "R4"), "so R9's swap may not be played instead");
    // the capture is another piece's: the swap still goes
    GameState t = pos(SWAP_OTHER);
    assertMoves(t, "1-1", "23/24 40/41*", "23/24 40/41* 41/o5", "40/41* 41/42");
    assertHas(refused(t, "1-1", "23/o3", "R4"), "capture is compulsory (capture=forced)");
    // the penalty step belongs to capture=penalty only
    assertHas(refused(s, "1-1", "23/o3 o3/c", "R4"), "capture=penalty only");
  }

  @Test
  @DisplayName("R4, R13: with capture=forced the straight-home is not legal while a capture can be")
  void r4_r13_noStraightHomeWhileACaptureCanBeMade() {
    // «Рубить» обязательно! (capturing is compulsory): going straight home captures nothing
    GameState s = pos(HOME);
    assertMoves(s, "2-2", "20/22 40/42*", "40/42* 42/44");
    assertHas(refused(s, "2-2", "40/h", "R4"), "so R13's straight-home may not be played instead");
    assertHas(refused(s, "2-2", "20/h", "R4"), "R13's straight-home");
    // a capture by entering counts too: 6-6 enters onto red's piece on yellow's exit 13
    GameState enter = pos("russian Y Y:n,n,n,n,40 R:n,n,n,n,13 doubles=2");
    assertMoves(enter, "6-6", "n/13* 13/19");
    refused(enter, "6-6", "40/h", "R4");
    // with 3-3 no capture can be made (40 would jump red's 42, R3; 20+3 and 20+6 are empty):
    // both straight-homes are back
    assertMoves(s, "3-3", "20/23 23/26", "20/h", "40/h");
  }

  @Test
  @DisplayName("R4, R9: with capture=penalty the swap is legal and penalised (X/c)")
  void r4_r9_theSwapIsPenalised() {
    // «Рубить» обязательно! (capturing is compulsory): skipping it, by a swap too, costs the
    // piece that could have captured a trip to the mirror c
    GameState s = pos(PENALTY, SWAP);
    // the swapping piece could have captured: it goes to c from the rest cell it swapped into
    assertMoves(s, "1-1", "23/24 24/25*", "23/o3 o3/c");
    assertEquals(
        "russian Y Y:n,n,n,n,c R:n,n,n,23,25 doubles=1 capture=penalty",
        play(s, "1-1", "23/o3 o3/c"));
    assertHas(refused(s, "1-1", "23/o3", "R4"), "so the move is '23/o3 o3/c'");
    // another piece could have captured: that one goes to c; the quiet 23/24 24/25 plays as
    // much as the captures and is penalised the same way
    GameState t = pos(PENALTY, SWAP_OTHER);
    assertMoves(
        t,
        "1-1",
        "23/24 40/41*",
        "23/24 40/41* 41/o5",
        "40/41* 41/42",
        "23/24 24/25 40/c",
        "23/o3 40/c");
    assertEquals(
        "russian Y Y:n,n,n,o3,c R:n,n,n,23,41 doubles=1 capture=penalty",
        play(t, "1-1", "23/o3 40/c"));
    assertHas(refused(t, "1-1", "23/o3 o3/c", "R4"), "the one furthest along its way home");
  }

  @Test
  @DisplayName("R4, R13: with capture=penalty the straight-home is legal and penalised (X/c)")
  void r4_r13_theStraightHomeIsPenalised() {
    // «Рубить» обязательно! (capturing is compulsory): the straight-home skips the capture
    GameState s = pos(PENALTY, HOME);
    // 20/h leaves 40, which could have captured, on the board: it goes to c; 40/h takes the only
    // piece that could have captured home, and a piece home is not sent to the mirror
    assertMoves(s, "2-2", "20/22 40/42*", "40/42* 42/44", "20/22 22/24 40/c", "20/h 40/c", "40/h");
    assertEquals("russian Y Y:n,n,n,c,h R:n,n,n,n,42 capture=penalty", play(s, "2-2", "20/h 40/c"));
    assertEquals("russian Y Y:n,n,n,20,h R:n,n,n,n,42 capture=penalty", play(s, "2-2", "40/h"));
    assertHas(refused(s, "2-2", "20/h", "R4"), "so the move is '20/h 40/c'");
    // a capture only by entering is not penalised (ruling 17), the straight-home neither
    GameState enter = pos(PENALTY, "russian Y Y:n,n,n,n,40 R:n,n,n,n,13 doubles=2");
    assertMoves(enter, "6-6", "n/13* 13/19", "40/46 46/52", "40/h");
  }

  @Test
  @DisplayName("R4, R9, R13: with no capture possible the swap and the straight-home stay legal")
  void r4_r9_r13_bothLegalWithoutACapture() {
    // «Рубить» обязательно! (capturing is compulsory) only while a capture can be made: red's 30
    // is out of reach of 1-1 and 2-2, and red's o3 is safe on its rest cell (R8)
    String text = "russian Y Y:n,n,n,23,50 R:n,n,n,30,o3 doubles=2";
    for (GameState s : new GameState[] {pos(text), pos(PENALTY, text)}) {
      assertMoves(
          s,
          "1-1",
          "23/24 24/25",
          "23/24 50/51",
          "23/24 50/51 51/o6",
          "50/51 51/52",
          "23/o3",
          "23/h",
          "50/h");
      assertMoves(s, "2-2", "23/25 25/27", "23/25 50/52", "50/52 52/54", "23/h", "50/h");
      assertEquals(
          pos(s.ruleSet(), "russian Y Y:n,n,n,50,o3 R:n,n,n,23,30").toString(),
          play(s, "1-1", "23/o3"),
          "R9's swap as the third doubles: the count starts over (R13)");
    }
  }

  @Test
  @DisplayName("R11, R4, R13: a capture that the forced diagonal removes leaves the straight-home")
  void r11_r4_r13_theForcedDiagonalComesFirst() {
    // «Рубить» обязательно! (capturing is compulsory), but R11 comes first: 55/58* does not
    // take the 3 backwards across the diagonal, so it is not legal, and no legal play captures
    GameState s = pos("russian Y Y:n,n,n,h,55 R:n,n,n,n,58 doubles=2");
    assertMoves(s, "3-3", "55/19 19/22", "55/19 19/55", "55/h");
    refused(s, "3-3", "55/58* 58/61", "R11");
    assertEquals("russian Y Y:n,n,n,h,h R:n,n,n,n,58", play(s, "3-3", "55/h"));
  }

  @Test
  @DisplayName(
      "R4, R9, R13 (property, capture=forced): while a listed move captures, no swap or"
          + " straight-home is listed; otherwise the third doubles adds the straight-homes")
  void r4_r9_r13_randomGames() {
    // «Рубить» обязательно! (capturing is compulsory): checked on every doubles roll of every
    // position of seeded random games, each position also read as the third doubles (R13)
    qt().withFixedSeed(0x0540_0004L)
        .withExamples(4)
        .forAll(longs().between(0, Long.MAX_VALUE / 2), integers().between(2, 4))
        .checkAssert(RussianSpecialsCaptureTest::checkGame);
  }

  private static void checkGame(long seed, int players) {
    Dice dice = Dice.seeded(seed);
    GameState s = FORCED.newGame(players);
    int withCapture = 0;
    int homesAdded = 0;
    for (int n = 0; !s.isOver() && n < 20_000; n++) {
      Roll roll = s.phase() == Phase.ROLL ? dice.roll() : null;
      if (roll != null && s.doubles() == 0 && s.turnState().fields().isEmpty()) {
        GameState third = pos(s + " doubles=2");
        for (int d = 1; d <= 6; d++) {
          List<Move> now = FORCED.legalMoves(s, Roll.of(d, d));
          List<Move> atThird = FORCED.legalMoves(third, Roll.of(d, d));
          String where = s + " " + d + "-" + d;
          if (now.exists(m -> m.steps().exists(Step::capture))) {
            withCapture++;
            // (a swap beside a capture is rare in random games: the tests above show one)
            assertFalse(now.exists(RussianSpecialsCaptureTest::swap), "no swap: " + where);
            assertEquals(now, atThird, "no straight-home: " + where);
          } else if (!atThird.equals(now)) {
            // the ordinary plays and swaps as before (ruling 2: no pass beside a straight-home),
            // then the straight-homes
            List<Move> played = now.filter(m -> !m.steps().isEmpty());
            assertEquals(played, atThird.take(played.size()), where);
            for (Move m : atThird.drop(played.size())) {
              homesAdded++;
              assertEquals(1, m.steps().size(), m + " in " + where);
              assertEquals(Location.Kind.TRACK, m.steps().head().from().kind(), m.toString());
              assertEquals(Location.home(), m.steps().head().to(), m.toString());
            }
          }
        }
      }
      List<Move> moves = roll == null ? FORCED.legalMoves(s) : FORCED.legalMoves(s, roll);
      s = FORCED.play(s, moves.get(dice.nextInt(moves.size())));
    }
    assertTrue(withCapture > 0 && homesAdded > 0, withCapture + " " + homesAdded);
  }

  /**
   * R9's swap: a move whose first step goes from a track cell into a rest cell (a shift into a rest
   * cell always follows a step of the move).
   */
  private static boolean swap(Move m) {
    return m.steps().nonEmpty()
        && m.steps().head().from().kind() == Location.Kind.TRACK
        && m.steps().head().to().kind() == Location.Kind.REST;
  }
}
