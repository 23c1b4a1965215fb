package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.CoreRules.AMERICAN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Roll;
import io.github.parcheesi.TurnState;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engines' contract ({@code Positions}, {@code MoveSource}) agrees with the rest of the API.
 */
class ServiceProviderTest {

  private static final String TEXT = "american R Y:n,5,12,r3 R:n,n,40,h doubles=1";

  @Test
  @DisplayName("Positions reads a state's pieces as codes, as the public API lists them")
  void positionsReadsPieces() {
    GameState s = Notation.parsePosition(TEXT, AMERICAN);
    assertEquals(0b0101, Positions.colourMask(s)); // yellow and red
    byte[] codes = Positions.codes(s);
    byte[] copied = new byte[16];
    assertEquals(8, Positions.copyCodes(s, copied));
    for (Colour c : s.colours()) {
      int base = Positions.offset(s, c);
      List<Location> pieces = s.pieces(c);
      for (int i = 0; i < 4; i++) {
        assertEquals(pieces.get(i), Positions.location(Positions.code(s, base + i)));
        assertEquals(Positions.code(pieces.get(i)), codes[base + i]);
        assertEquals(codes[base + i], copied[base + i]);
      }
    }
    assertEquals(Positions.NEST, Positions.code(Location.nest()));
    assertEquals(Positions.HOME, Positions.code(Location.home()));
    assertEquals(Positions.HOME_ROW_BASE + 3, Positions.code(Location.homeRow(3)));
    assertThrows(IllegalArgumentException.class, () -> Positions.offset(s, Colour.BLUE));
  }

  @Test
  @DisplayName("a trusted state from a state's codes equals the state; codes are copies")
  void trustedStatesEqualParsedOnes() {
    GameState s = Notation.parsePosition(TEXT, AMERICAN);
    byte[] codes = Positions.codes(s);
    GameState made =
        Positions.trusted(AMERICAN, codes, 0b0101, Colour.RED, 1, -1, TurnState.none());
    assertEquals(s, made);
    assertEquals(TEXT, made.toString());
    codes[0] = (byte) Positions.HOME;
    assertEquals(TEXT, s.toString(), "the copy does not change the state");
  }

  @Test
  @DisplayName("a listed move's result is known for its very state only")
  void listedResultsForTheirStateOnly() {
    GameState s = Notation.parsePosition("american Y Y:n,n,n,10 R:n,n,n,n", AMERICAN);
    Move listed = AMERICAN.legalMoves(s, Roll.of(3, 4)).head();
    assertEquals(AMERICAN.play(s, listed), MoveSource.listedResult(s, listed));
    GameState equal = Notation.parsePosition(s.toString(), AMERICAN);
    assertNull(MoveSource.listedResult(equal, listed), "an equal state is not the same state");
    assertNull(MoveSource.listedResult(s, Notation.parseMove(listed.toString(), Roll.of(3, 4))));
    assertEquals(AMERICAN.play(s, listed), AMERICAN.play(equal, listed), "judged, same result");
  }

  @Test
  @DisplayName("a known move keeps its steps and result")
  void knownMoves() {
    GameState s = Notation.parsePosition("american Y Y:n,n,n,10 R:n,n,n,n", AMERICAN);
    GameState next = Notation.parsePosition("american R Y:n,n,n,10 R:n,n,n,n", AMERICAN);
    Move pass = MoveSource.known(s, Roll.of(6, 5), List.empty(), next);
    assertEquals("pass", pass.toString());
    assertEquals(Move.pass(Roll.of(6, 5)), pass);
    assertSame(next, MoveSource.listedResult(s, pass));
  }
}
