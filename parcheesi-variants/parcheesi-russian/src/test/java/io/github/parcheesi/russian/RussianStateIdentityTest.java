package io.github.parcheesi.russian;

import static io.github.parcheesi.russian.Fixture.FORCED;
import static io.github.parcheesi.russian.Fixture.PENALTY;
import static io.github.parcheesi.russian.Fixture.pos;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One state, one text; a move is judged by the rule set that applies it. */
class RussianStateIdentityTest {

  @Test
  @DisplayName("R5: turn-state fields given in any order make one state, printed one way")
  void r5_turnStateFieldsInAnyOrder() {
    LinkedHashMap<Colour, List<Location>> pieces =
        LinkedHashMap.of(
            Colour.YELLOW,
            List.of(nest(), nest(), nest(), nest(), Location.track(33)),
            Colour.BLUE,
            List.of(nest(), nest(), nest(), nest(), Location.track(40)));
    GameState ordered =
        GameState.of(
                FORCED,
                Colour.BLUE,
                pieces,
                0,
                Option.none(),
                LinkedHashMap.of("grant", "B", "resume", "B"))
            .get();
    GameState reversed =
        GameState.of(
                FORCED,
                Colour.BLUE,
                pieces,
                0,
                Option.none(),
                LinkedHashMap.of("resume", "B", "grant", "B"))
            .get();
    assertEquals(ordered, reversed);
    assertEquals(ordered.hashCode(), reversed.hashCode());
    assertEquals("russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B", reversed.toString());
    assertEquals(ordered.toString(), reversed.toString());
  }

  @Test
  @DisplayName("R4: a move listed under capture=penalty is judged again by capture=forced")
  void r4_aMoveListedUnderOtherOptionsIsJudgedAgain() {
    // Yellow on 20 could capture red on 25 with the 5; 40/45 45/48 captures nothing, and under
    // capture=penalty it is legal, with 20 sent to the mirror.
    String text = "russian Y Y:n,n,n,20,40 R:n,n,n,n,25";
    GameState underPenalty = pos(PENALTY, text);
    Roll roll = Roll.of(5, 3);
    Move quiet =
        PENALTY
            .legalMoves(underPenalty, roll)
            .find(m -> !m.captures())
            .getOrElseThrow(() -> new AssertionError("penalty lists a quiet move"));
    assertThrows(IllegalArgumentException.class, () -> FORCED.apply(underPenalty, quiet));
    // on its own state, forced capture refuses the quiet move (R4)
    GameState underForced = pos(FORCED, text);
    assertTrue(FORCED.apply(underForced, quiet).isLeft());
    assertEquals("R4", FORCED.apply(underForced, quiet).getLeft().rule());
  }

  private static Location nest() {
    return Location.nest();
  }
}
