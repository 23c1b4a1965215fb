package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.CoreRules.AMERICAN;
import static io.github.parcheesi.track68.CoreRules.PARCHIS_LIKE;
import static io.github.parcheesi.track68.CoreRules.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GameState: building from raw data, reading it back, and what equality covers. */
class GameStateTest {

  private static final List<Location> NEST4 = List.fill(4, Location.nest());

  private static Either<Seq<Problem>, GameState> of(
      RuleSet rules, Colour toMove, Map<Colour, List<Location>> pieces, int doubles) {
    return GameState.of(rules, toMove, pieces, doubles, Option.none(), LinkedHashMap.empty());
  }

  private static List<String> messages(Either<Seq<Problem>, GameState> result) {
    return result.getLeft().map(Problem::message).toList();
  }

  @Test
  @DisplayName("of: two to four colours, four pieces each, the colour to move among them")
  void ofChecksColoursAndPieces() {
    assertTrue(
        of(
                PARCHIS_LIKE,
                Colour.YELLOW,
                LinkedHashMap.of(Colour.YELLOW, NEST4, Colour.RED, NEST4),
                0)
            .isRight());
    Map<Colour, List<Location>> four = LinkedHashMap.empty();
    for (Colour c : Colour.values()) {
      four = four.put(c, NEST4);
    }
    assertTrue(of(PARCHIS_LIKE, Colour.BLUE, four, 0).isRight());
    assertEquals(
        List.of("a game has 2 to 4 colours, found 1"),
        messages(of(PARCHIS_LIKE, Colour.YELLOW, LinkedHashMap.of(Colour.YELLOW, NEST4), 0)));
    Either<Seq<Problem>, GameState> three =
        of(
            PARCHIS_LIKE,
            Colour.GREEN,
            LinkedHashMap.of(Colour.YELLOW, NEST4, Colour.RED, NEST4.tail()),
            0);
    assertEquals(
        List.of("colour R has 3 pieces, a player has 4", "colour to move G is not in the game"),
        messages(three));
    assertEquals(Option.some(Colour.RED), three.getLeft().head().colour());
    assertEquals(Option.some(Colour.GREEN), three.getLeft().last().colour());
  }

  @Test
  @DisplayName(
      "of: doubles 0 to 31, a winner only as the colour to move, only declared turn-state keys")
  void ofChecksTurnFields() {
    Map<Colour, List<Location>> two = LinkedHashMap.of(Colour.YELLOW, NEST4, Colour.RED, NEST4);
    assertEquals(31, of(PARCHIS_LIKE, Colour.YELLOW, two, 31).get().doubles());
    assertEquals(0, of(PARCHIS_LIKE, Colour.YELLOW, two, 0).get().doubles());
    assertEquals(
        List.of("doubles must be 0 to 31"), messages(of(PARCHIS_LIKE, Colour.YELLOW, two, 32)));
    assertEquals(
        List.of("doubles must be 0 to 31"), messages(of(PARCHIS_LIKE, Colour.YELLOW, two, -1)));
    Map<Colour, List<Location>> won =
        LinkedHashMap.of(Colour.YELLOW, List.fill(4, Location.home()), Colour.RED, NEST4);
    assertEquals(
        List.of("the winner must be the colour to move"),
        GameState.of(
                PARCHIS_LIKE, Colour.RED, won, 0, Option.some(Colour.YELLOW), LinkedHashMap.empty())
            .getLeft()
            .map(Problem::message)
            .toList());
    GameState over =
        GameState.of(
                PARCHIS_LIKE,
                Colour.YELLOW,
                won,
                0,
                Option.some(Colour.YELLOW),
                LinkedHashMap.empty())
            .get();
    assertTrue(over.isOver());
    assertEquals(Option.some(Colour.YELLOW), over.winner());
    assertEquals(Phase.OVER, over.phase());
    assertEquals(
        List.of("unknown turn-state key grant"),
        GameState.of(
                PARCHIS_LIKE, Colour.YELLOW, two, 0, Option.none(), LinkedHashMap.of("grant", "R"))
            .getLeft()
            .map(Problem::message)
            .toList());
  }

  @Test
  @DisplayName(
      "of: pieces given in any order are stored sorted, so equal positions are equal states")
  void ofSortsPieces() {
    List<Location> shuffled =
        List.of(Location.track(40), Location.nest(), Location.homeRow(2), Location.track(7));
    GameState a =
        of(
                PARCHIS_LIKE,
                Colour.RED,
                LinkedHashMap.of(Colour.YELLOW, NEST4, Colour.RED, shuffled),
                0)
            .get();
    GameState b =
        of(
                PARCHIS_LIKE,
                Colour.RED,
                LinkedHashMap.of(Colour.RED, shuffled.reverse(), Colour.YELLOW, NEST4),
                0)
            .get();
    assertEquals(
        List.of(Location.nest(), Location.track(7), Location.track(40), Location.homeRow(2)),
        a.pieces(Colour.RED));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals("parchis R Y:n,n,n,n R:n,7,40,r2", a.toString());
  }

  @Test
  @DisplayName("colours, plays, toMove, count and pieces read the packed state back")
  void readers() {
    GameState s = position(AMERICAN, "american R G:n,n,12,12 R:5,h,h,r3 B:n,n,n,60 doubles=2");
    assertEquals(List.of(Colour.GREEN, Colour.RED, Colour.BLUE), s.colours());
    assertTrue(s.plays(Colour.GREEN));
    assertFalse(s.plays(Colour.YELLOW));
    assertEquals(Colour.RED, s.toMove());
    assertEquals(2, s.doubles());
    assertEquals(Option.none(), s.winner());
    assertFalse(s.isOver());
    assertEquals("american", s.variant());
    assertEquals(AMERICAN, s.ruleSet());
    assertEquals(2, s.count(Colour.GREEN, Location.track(12)));
    assertEquals(2, s.count(Colour.GREEN, Location.nest()));
    assertEquals(0, s.count(Colour.GREEN, Location.track(5)));
    assertEquals(2, s.count(Colour.RED, Location.home()));
    assertEquals(1, s.count(Colour.RED, Location.homeRow(3)));
    assertEquals(3, s.count(Colour.BLUE, Location.nest()));
    assertEquals(1, s.count(Colour.BLUE, Location.track(60)));
    assertEquals(
        List.of(Location.track(5), Location.homeRow(3), Location.home(), Location.home()),
        s.pieces(Colour.RED));
    assertEquals(
        List.of(Location.nest(), Location.nest(), Location.nest(), Location.track(60)),
        s.pieces(Colour.BLUE));
    assertThrows(IllegalArgumentException.class, () -> s.pieces(Colour.YELLOW));
    assertThrows(IllegalArgumentException.class, () -> s.count(Colour.YELLOW, Location.nest()));
  }

  @Test
  @DisplayName("equality covers rules, pieces, colour to move, doubles and winner")
  void equality() {
    String text = "american Y Y:n,n,5,8 R:n,n,n,40";
    GameState s = position(AMERICAN, text);
    // the same position made otherwise: colours and pieces given in another order
    GameState made =
        GameState.of(
                AMERICAN,
                Colour.YELLOW,
                LinkedHashMap.of(
                    Colour.RED,
                    List.of(Location.track(40), Location.nest(), Location.nest(), Location.nest()),
                    Colour.YELLOW,
                    List.of(
                        Location.track(8), Location.nest(), Location.track(5), Location.nest())),
                0,
                Option.none(),
                LinkedHashMap.empty())
            .get();
    assertEquals(s, made);
    assertEquals(s.hashCode(), made.hashCode());
    assertEquals(text, made.toString(), "one state, one text");
    assertEquals(s, position(AMERICAN, text));
    assertEquals(s.hashCode(), position(AMERICAN, text).hashCode());
    assertNotEquals(s, position(AMERICAN, "american R Y:n,n,5,8 R:n,n,n,40"));
    assertNotEquals(s, position(AMERICAN, "american Y Y:n,n,5,9 R:n,n,n,40"));
    assertNotEquals(s, position(AMERICAN, "american Y Y:n,n,5,8 R:n,n,n,41"));
    assertNotEquals(s, position(AMERICAN, "american Y Y:n,n,5,8 R:n,n,n,40 doubles=1"));
    assertNotEquals(s, position(AMERICAN, "american Y Y:n,n,5,8 B:n,n,n,40"));
    RuleSet eitherDie = AMERICAN.withOption("eitherDie", "true").get();
    assertNotEquals(s, position(eitherDie, text), "the rule set's options count");
    assertNotEquals(s, text);
    assertNotEquals(s, null);
  }
}
