package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Positions and moves in notation (NOTATION.md): round trips, errors with their columns. */
class NotationTest {

  private static GameState parse(String text) {
    return TestRules.parse(text);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n",
        "american Y Y:n,n,n,n R:n,n,n,n",
        "american G Y:n,n,n,n G:n,n,n,n R:n,n,n,n",
        "american Y Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h doubles=1",
        "american B Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h doubles=2",
        "american R Y:1,68,r1,r7 R:n,n,39,39",
        "american Y Y:h,h,h,h R:n,n,5,40 winner=Y",
        "american B G:n,n,n,n B:n,n,n,n"
      })
  void canonicalPositionsRoundTrip(String text) {
    GameState s = parse(text);
    assertEquals(text, Notation.format(s));
    assertEquals(text, s.toString());
    assertEquals(s, parse(Notation.format(s)));
  }

  @Test
  void theMiddleGameExampleOfNotationMdIsReadAndPrintedSorted() {
    // green's pieces given as h,h,12,60 are printed in canonical order, home last.
    GameState s = parse("american Y Y:n,5,5,r3 G:h,h,12,60 R:n,n,n,40 B:n,22,30,h doubles=1");
    assertEquals(
        "american Y Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h doubles=1", s.toString());
    assertEquals(1, s.doubles());
    assertEquals(
        List.of(Location.track(12), Location.track(60), Location.home(), Location.home()),
        s.pieces(Colour.GREEN));
  }

  @Test
  void unsortedLocationsAndDefaultKeysAreAcceptedAndPrintedCanonically() {
    assertEquals(
        "american Y Y:n,5,r3,h R:n,n,n,40", parse("american Y Y:h,r3,5,n R:40,n,n,n").toString());
    assertEquals(
        "american Y Y:n,n,n,n R:n,n,n,n",
        parse("american Y Y:n,n,n,n R:n,n,n,n doubles=0").toString());
    assertEquals(
        parse("american Y Y:n,5,r3,h R:n,n,n,40"), parse("american Y Y:r3,h,n,5 R:n,40,n,n"));
  }

  @Test
  void theStartOfTheGameIsWhatNewGamePrints() {
    assertEquals(
        "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n",
        TestRules.AMERICAN.newGame(4).toString());
    assertEquals("american Y Y:n,n,n,n R:n,n,n,n", TestRules.AMERICAN.newGame(2).toString());
    assertEquals(
        "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n", TestRules.AMERICAN.newGame(3).toString());
  }

  private static ParseException refused(String text) {
    return assertThrows(ParseException.class, () -> parse(text), text);
  }

  /** The error points at the offending token: exact column, and the token is there. */
  @ParameterizedTest(name = "[{index}] ''{0}'' at column {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        // text | column | token | words of the message
        "\"\"|1|\"\"|empty position",
        "american  Y Y:n,n,n,n R:n,n,n,n|10|\"\"|empty field (fields are separated by one space)",
        "\"american Y Y:n,n,n,n R:n,n,n,n \"|32|\"\"|empty field",
        "americano Y Y:n,n,n,n R:n,n,n,n|1|americano|variant",
        "american X Y:n,n,n,n R:n,n,n,n|10|X|colour to move",
        "american y Y:n,n,n,n R:n,n,n,n|10|y|colour to move",
        "american YG Y:n,n,n,n R:n,n,n,n|10|YG|colour to move",
        "american Y Y:n,n,n,n Q:n,n,n,n|22|Q|seat colour",
        "american Y Y:n,n,q,n R:n,n,n,n|18|q|unknown location",
        "american Y Y:n,n,n,r8 R:n,n,n,n|20|r8|unknown location",
        "american Y Y:n,n,n,n R:n,r0,n,n|26|r0|unknown location",
        "american Y Y:n,n,n,05 R:n,n,n,n|20|05|unknown location",
        "american Y Y:n,n,n,69 R:n,n,n,n|20|69|68-square track",
        "american Y Y:n,n,n,c R:n,n,n,n|20|c|not on the american board",
        "american Y Y:n,,n,n R:n,n,n,n|16|\"\"|empty location",
        "american Y Y: R:n,n,n,n|14|\"\"|empty location",
        "american Y R:n,n,n,n Y:n,n,n,n|22|Y:n,n,n,n|play order",
        "american Y Y:n,n,n,n Y:n,n,n,n|22|Y:n,n,n,n|appears twice",
        "american Y Y:n,n,n,n R:n,n,n,n foo=1|32|foo=1|unknown key",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=1 doubles=1|42|doubles=1|appears twice",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=x|32|doubles=x|number",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=|32|doubles=|no value",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=99|32|doubles=99|number",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=3|32|doubles=3|third doubles",
        // doubles is a number 0 to 31 without leading zeros; the variant then bounds it
        "american Y Y:n,n,n,n R:n,n,n,n doubles=9|32|doubles=9|third doubles",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=10|32|doubles=10|third doubles",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=11|32|doubles=11|third doubles",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=31|32|doubles=31|third doubles",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=32|32|doubles=32|number 0 to 31",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=01|32|doubles=01|number 0 to 31",
        "american Y Y:n,n,n,n R:n,n,n,n =1|32|=1|expected a key=value field",
        "american Y Y:n,n,n,n R:n,n,n,n winner=Q|39|Q|winner",
        "american Y Y:n,n,n,n R:n,n,n,n nonsense|32|nonsense|key=value",
        "american Y Y:n,n,n,n R:n,n,n,n doubles=1 B:n,n,n,n|42|B:n,n,n,n|seat fields must come",
        "american|9|\"\"|colour to move",
        "american Y|11|\"\"|seat fields",
        "american Y Y:n,n,n,n|21|\"\"|seat fields",
        "american Y doubles=1|12|doubles=1|seat fields",
        "american G Y:n,n,n,n R:n,n,n,n|10|G|not in the game",
      })
  void malformedPositionsAreRefusedAtTheOffendingToken(
      String text, int column, String token, String words) {
    ParseException e = refused(text);
    assertAll(
        () -> assertEquals(column, e.column(), e.getMessage()),
        () -> assertEquals(token, e.token(), e.getMessage()),
        () -> assertTrue(text.startsWith(token, column - 1), "the token is at the column"),
        () -> assertTrue(e.getMessage().contains(words), e.getMessage()),
        () -> assertTrue(e.getMessage().contains("column " + column), e.getMessage()));
  }

  @Test
  void aPositionForAnotherVariantIsRefusedAtTheVariant() {
    ParseException e = refused("parchis Y Y:n,n,n,n R:n,n,n,n");
    assertEquals(1, e.column());
    assertEquals("parchis", e.token());
    assertTrue(e.getMessage().contains("expected 'american'"), e.getMessage());
  }

  @Test
  void anUnknownVariantIsRefusedWhenNoRulesAreGiven() {
    // core's tests have no variant installed, so RuleSets finds none
    ParseException e =
        assertThrows(
            ParseException.class, () -> Notation.parsePosition("ludo Y Y:n,n,n,n R:n,n,n,n"));
    assertEquals(1, e.column());
    assertEquals("ludo", e.token());
    assertTrue(e.getMessage().contains("unknown variant"), e.getMessage());
    assertThrows(ParseException.class, () -> Notation.parsePosition(null));
  }

  /** Board invariants: the text is well formed but the position cannot happen. */
  @ParameterizedTest(name = "[{index}] ''{0}''")
  @CsvSource(
      delimiter = '|',
      value = {
        "american Y Y:10,10,10,n R:n,n,n,n|20|three pieces on square 10 (A7)",
        "american Y Y:r2,r2,r2,n R:n,n,n,n|20|three pieces on home-row square r2 (A7)",
        "american Y Y:10,n,n,n R:10,n,n,n|25|two colours on square 10 (A7)",
        "american Y Y:n,n,n R:n,n,n,n|12|colour Y has 3 pieces, a player has 4",
        "american Y Y:n,n,n,n,n R:n,n,n,n|12|colour Y has 5 pieces, a player has 4",
        "american Y Y:n,h,h,h R:n,n,n,n winner=Y|12|winner Y does not have every piece home (A15)",
        "american Y Y:h,h,h,h R:n,n,n,n|12|every piece home but the game has no winner=Y",
        "american R Y:h,h,h,h R:n,n,n,n winner=Y|12|the winner must be the colour to move",
        "american Y Y:h,h,h,h R:n,n,n,n doubles=1 winner=Y|32|doubles must be 0 once the game is",
      })
  void boardInvariantViolationsAreRefusedWithAMessageThatSaysSo(
      String text, int column, String message) {
    ParseException e = refused(text);
    assertTrue(e.getMessage().startsWith("illegal position: "), e.getMessage());
    assertTrue(e.getMessage().contains(message), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(text.startsWith(e.token(), column - 1), e.getMessage());
  }

  @Test
  void theBoardInvariantsHoldForGameStateOfToo() {
    Location ten = Location.track(10);
    var problems =
        GameState.of(
                TestRules.AMERICAN,
                Colour.YELLOW,
                io.vavr.collection.LinkedHashMap.of(
                    Colour.YELLOW,
                    List.of(ten, ten, ten, Location.nest()),
                    Colour.RED,
                    List.of(ten, Location.nest(), Location.nest(), Location.nest())),
                0,
                io.vavr.control.Option.none(),
                io.vavr.collection.LinkedHashMap.empty())
            .getLeft();
    String all = problems.toString();
    assertTrue(problems.exists(p -> p.message().startsWith("three pieces on square 10")), all);
    assertTrue(problems.exists(p -> p.message().startsWith("two colours on square 10")), all);
  }

  // ------------------------------------------------------------------ moves

  @Test
  void movesParseAndPrint() {
    Roll roll = Roll.of(5, 3);
    Move pass = Notation.parseMove("pass", roll);
    assertTrue(pass.isPass());
    assertEquals("pass", Notation.format(pass));
    assertEquals(Move.pass(roll), pass);

    Move enter = Notation.parseMove("n/5", roll);
    assertEquals(List.of(Step.of(Location.nest(), Location.track(5), false)), enter.steps());
    assertEquals("n/5", Notation.format(enter));

    Move capture = Notation.parseMove("12/17*", roll);
    assertEquals(List.of(Step.of(Location.track(12), Location.track(17), true)), capture.steps());
    assertTrue(capture.captures());
    assertEquals("12/17*", Notation.format(capture));

    Move home = Notation.parseMove("r3/h", roll);
    assertEquals(List.of(Step.of(Location.homeRow(3), Location.home(), false)), home.steps());
    assertEquals("r3/h", Notation.format(home));

    Move two = Notation.parseMove("n/5 5/8 66/r3 8/28*", roll);
    assertEquals(4, two.steps().size());
    assertEquals("n/5 5/8 66/r3 8/28*", Notation.format(two));
    assertEquals(roll, two.roll().get());
    assertFalse(Notation.parseMove("r3/n").roll().isDefined());
    assertEquals("r3/n", Notation.format(Notation.parseMove("r3/n")));
  }

  @ParameterizedTest(name = "[{index}] ''{0}'' at column {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\"|1|\"\"|empty move",
        "n/5  5/8|5|\"\"|empty step",
        "\"n/5 \"|5|\"\"|empty step",
        "n5|1|n5|from/to",
        "x/5|1|x|unknown location",
        "n/q|3|q|unknown location",
        "n/5**|3|5*|unknown location",
        "n/5 5/r8|7|r8|unknown location",
        "/5|1|\"\"|unknown location",
        "n/|3|\"\"|unknown location",
        "pass n/5|1|pass|pass cannot stand beside steps",
        "n/5 pass|5|pass|pass cannot stand beside steps",
        "PASS|1|PASS|from/to",
      })
  void malformedMovesAreRefusedAtTheOffendingToken(
      String text, int column, String token, String words) {
    ParseException e =
        assertThrows(ParseException.class, () -> Notation.parseMove(text, Roll.of(1, 2)));
    assertAll(
        () -> assertEquals(column, e.column(), e.getMessage()),
        () -> assertEquals(token, e.token(), e.getMessage()),
        () -> assertTrue(text.startsWith(token, column - 1), "the token is at the column"),
        () -> assertTrue(e.getMessage().contains(words), e.getMessage()));
    assertThrows(ParseException.class, () -> Notation.parseMove(text));
  }
}
