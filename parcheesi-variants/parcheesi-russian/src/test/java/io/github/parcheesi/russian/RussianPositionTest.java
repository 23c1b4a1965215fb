package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Positions: validation through problems(), notation round trips, phases and the provider. */
class RussianPositionTest extends Fixture {

  @ParameterizedTest(name = "{1}, {2}: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "russian Y Y:n,n,n,20,20 R:n,n,n,n,n|RB1|CROWDED",
        "russian Y Y:n,n,n,n,o3 R:n,n,n,n,o3|RB1|CROWDED",
        "russian Y Y:n,n,n,n,m2 R:n,n,n,n,m2|RB1|CROWDED",
        "russian Y Y:n,n,n,n,r3 R:n,n,n,n,n|RB1-RB6|OFF_BOARD",
        "russian Y Y:n,n,n,n,11 R:n,n,n,n,n|RB4|PLACEMENT",
        "russian Y Y:n,n,n,n,66 G:n,n,n,n,66|RB1|CROWDED",
        "russian Y Y:n,n,n,n,pY R:n,n,n,n,n|R5|PLACEMENT",
        "russian Y Y:n,n,n,n,pB R:n,n,n,n,n|R5|PLACEMENT",
        "russian Y Y:h,h,h,h,h R:n,n,n,n,n|R15|WINNER",
        "russian Y Y:h,h,h,h,20 R:n,n,n,n,n winner=Y|R15|WINNER",
        "russian Y Y:n,n,n,n,20 R:n,n,n,n,n doubles=3|R13|DOUBLES",
        "russian Y Y:n,n,n,n,20 R:n,n,n,n,n grant=Y|R5|TURN_STATE",
        "russian Y Y:n,n,n,n,20 R:n,n,n,n,n grant=R resume=Y|R5|TURN_STATE",
        "russian Y Y:n,n,n,n,20 R:n,n,n,n,n grant=B resume=Y|R5|TURN_STATE",
        "russian Y Y:n,n,n,n,20 R:n,n,n,n,n resume=Y|R5|TURN_STATE",
        "russian Y Y:n,n,n,n,20 R:n,n,n,n,n offer=done|R6|TURN_STATE",
        "russian Y Y:n,n,n,n,pR R:n,n,n,n,n offer=R|R6|TURN_STATE",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y|R6|TURN_STATE",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY offer=x|R6|TURN_STATE",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY grant=Y resume=R offer=R|R6|TURN_STATE",
        "russian Y Y:h,h,h,h,h R:n,n,n,n,n doubles=1 winner=Y|doubles|DOUBLES",
      })
  void illegalPositionsAreRefusedNamingTheRule(String text, String rule, Problem.Kind kind) {
    ParseException e = assertThrows(ParseException.class, () -> pos(text));
    assertTrue(e.getMessage().contains(rule), e.getMessage());
    assertEquals(ParseException.Kind.ILLEGAL_POSITION, e.kind(), text);
    assertEquals(kind, e.problems().head().kind(), e.getMessage());
  }

  @Test
  void fivePiecesPerColour() {
    ParseException e =
        assertThrows(ParseException.class, () -> pos("russian Y Y:n,n,n,n R:n,n,n,n,n"));
    assertTrue(e.getMessage().contains("5"), e.getMessage());
    // GameState.of reports every problem, with the colour and location
    var problems =
        GameState.of(
                FORCED,
                Colour.YELLOW,
                LinkedHashMap.of(
                    Colour.YELLOW,
                    List.of(
                        Location.track(20),
                        Location.track(20),
                        Location.nest(),
                        Location.nest(),
                        Location.prisonerOf(Colour.YELLOW)),
                    Colour.RED,
                    List.fill(5, Location.nest())),
                0,
                Option.none(),
                LinkedHashMap.empty())
            .getLeft();
    assertEquals(2, problems.size(), problems.toString());
    assertEquals(Option.some(Location.track(20)), problems.head().location());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "russian Y Y:n,n,n,n,n R:n,n,n,n,n|ROLL",
        "russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B|DECIDE",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY|DECIDE",
        "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y|DECIDE",
        "russian Y Y:n,n,n,25,pR R:n,n,n,30,pY offer=done|ROLL",
        "russian Y Y:n,n,m3,c,h G:o1,o2,m1,pR,pY R:n,n,n,71,pG B:n,n,m4,pR,h doubles=2|DECIDE",
        "russian Y Y:n,n,m3,c,h G:o1,o2,m1,pR,pY R:n,n,n,71,pG B:n,n,m4,pR,h doubles=2 offer=done|ROLL",
        "russian Y Y:h,h,h,h,h R:n,n,n,n,pY winner=Y|OVER",
      })
  void notationRoundTripsAndPhases(String text, Phase phase) {
    GameState s = pos(text);
    assertEquals(text, s.toString());
    assertEquals(phase, s.phase());
    assertEquals(s, pos(s.toString()));
  }

  @Test
  void turnStateKeysInOrder() {
    assertEquals(List.of("grant", "resume", "offer"), FORCED.turnStateKeys());
    // keys given out of order are printed in the canonical order
    assertEquals(
        "russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B",
        pos("russian B Y:n,n,n,n,33 B:n,n,n,n,40 resume=B grant=B").toString());
  }

  @Test
  void foundByServiceLoaderAndById() throws IOException {
    RuleSet r = RuleSets.get("russian");
    assertEquals(new RussianRules(), r);
    assertEquals("russian", r.id());
    assertTrue(RuleSets.all().exists(x -> x instanceof RussianRules));
    // the class-path registration names the same provider as module-info
    try (var in =
        RussianRules.class
            .getModule()
            .getResourceAsStream("META-INF/services/io.github.parcheesi.RuleSet")) {
      assertEquals(
          RussianRules.class.getName(),
          new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
    }
    assertEquals(PENALTY, RuleSets.get("russian", HashMap.of("capture", "penalty")).get());
    assertEquals("russian{capture=penalty}", PENALTY.toString());
    // a state under penalty rules is not playable by forced rules
    GameState s = pos(PENALTY, "russian Y Y:n,n,n,n,n R:n,n,n,n,n");
    assertThrows(IllegalArgumentException.class, () -> FORCED.legalMoves(s, roll("1-2")));
  }
}
