package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.testing.Generators;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Notation} as NOTATION.md specifies it, on the test game {@link RaceRules}: positions
 * ("Positions", "Keys", "Canonical form") and moves ("Moves") are read and printed, and every
 * malformed text is refused with a {@link ParseException} naming what is wrong, the token and its
 * 1-based column.
 */
class NotationTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final RuleSet BONUS = RaceRules.with(RACE, RaceRules.BONUS, "true");
  private static final RuleSet PLAIN = RaceRules.plain();

  private static void refused(String text, RuleSet rules, String problem, String token, int col) {
    ParseException e =
        assertThrows(
            ParseException.class, () -> Notation.parsePosition(text, rules), "'" + text + "'");
    assertEquals(problem + " at column " + col + " (token '" + token + "')", e.getMessage(), text);
    assertEquals(token, e.token(), text);
    assertEquals(col, e.column(), text);
  }

  private static void refusedMove(String text, String problem, String token, int col) {
    for (ParseException e :
        List.of(
            assertThrows(ParseException.class, () -> Notation.parseMove(text, Roll.of(1, 2))),
            assertThrows(ParseException.class, () -> Notation.parseMove(text)))) {
      assertEquals(
          problem + " at column " + col + " (token '" + token + "')", e.getMessage(), text);
      assertEquals(token, e.token(), text);
      assertEquals(col, e.column(), text);
    }
  }

  // ------------------------------------------------------------------------------- positions

  @Test
  void aPositionIsReadFieldByField() {
    GameState s = Notation.parsePosition("race G Y:n,4 G:5,r2 B:h,n doubles=2", RACE);
    assertEquals(RACE, s.ruleSet());
    assertEquals(Colour.GREEN, s.toMove());
    assertEquals(List.of(Colour.YELLOW, Colour.GREEN, Colour.BLUE), s.colours());
    assertEquals(List.of(Location.nest(), Location.track(4)), s.pieces(Colour.YELLOW));
    assertEquals(List.of(Location.track(5), Location.homeRow(2)), s.pieces(Colour.GREEN));
    assertEquals(List.of(Location.nest(), Location.home()), s.pieces(Colour.BLUE));
    assertEquals(2, s.doubles());
    assertEquals(Option.none(), s.winner());
    assertEquals("race G Y:n,4 G:5,r2 B:n,h doubles=2", Notation.format(s));
  }

  @Test
  void canonicalFormSortsPiecesAndKeysAndLeavesDefaultsOut() {
    // NOTATION.md, "Canonical form"
    String[][] cases = {
      {"race Y Y:5,n R:n,n", "race Y Y:n,5 R:n,n"},
      {"race Y Y:h,r1 R:r2,6", "race Y Y:r1,h R:6,r2"},
      {"race Y Y:n,n R:n,n doubles=0", "race Y Y:n,n R:n,n"},
      {"race Y Y:n,n R:n,n home=exact", "race Y Y:n,n R:n,n"},
      {"race Y Y:n,n R:n,n home=over", "race Y Y:n,n R:n,n home=over"},
      {"race Y Y:n,n R:n,n bonus=true home=over", "race Y Y:n,n R:n,n home=over bonus=true"},
      {
        "race Y Y:2,n R:n,n bonus=true resume=R doubles=1 owed=2",
        "race Y Y:n,2 R:n,n doubles=1 owed=2 resume=R bonus=true"
      },
      {"race Y Y:h,h R:n,n home=over winner=Y", "race Y Y:h,h R:n,n winner=Y home=over"},
      {"race Y Y:n,n R:n,n dice=inorder bonus=true", "race Y Y:n,n R:n,n bonus=true dice=inorder"},
      {
        "plainrace Y Y:n,n R:n,n dice=inorder home=over",
        "plainrace Y Y:n,n R:n,n home=over dice=inorder"
      },
      {"race B G:n,n B:n,n", "race B G:n,n B:n,n"},
      {"plainrace R Y:n,n G:n,n R:n,n B:n,n", "plainrace R Y:n,n G:n,n R:n,n B:n,n"},
    };
    for (String[] c : cases) {
      RuleSet rules = c[0].startsWith("plain") ? PLAIN : RACE;
      GameState s = Notation.parsePosition(c[0], rules);
      assertEquals(c[1], Notation.format(s), c[0]);
      assertEquals(c[1], s.toString(), c[0]);
      assertEquals(s, Notation.parsePosition(c[1], rules), c[0]);
    }
  }

  @Test
  void optionsNamedInTheTextOverrideTheGivenRules() {
    RuleSet over = RaceRules.with(RACE, RaceRules.HOME, "over");
    // the text's option wins; an option it does not name keeps the given rules' value
    GameState s = Notation.parsePosition("race Y Y:n,n R:n,n home=exact", over);
    assertEquals(RACE, s.ruleSet());
    GameState t = Notation.parsePosition("race Y Y:n,n R:n,n bonus=true", over);
    assertEquals(RaceRules.with(over, RaceRules.BONUS, "true"), t.ruleSet());
    assertEquals("race Y Y:n,n R:n,n home=over bonus=true", t.toString());
    // read with no rules given: the rule set is looked up by id, then the options applied
    Races.installed(
        () -> {
          GameState u = Notation.parsePosition("race Y Y:n,n R:n,n home=over");
          assertEquals(over, u.ruleSet());
          assertEquals(PLAIN, Notation.parsePosition("plainrace Y Y:n,n R:n,n").ruleSet());
        });
  }

  @Test
  void reachablePositionsRoundTrip() {
    // NOTATION.md: printing a position that was read gives back the same text; reading what was
    // printed gives back an equal state, options included, with any rules of the variant
    qt().withFixedSeed(0x707A7E)
        .withExamples(80)
        .withShrinkCycles(5)
        .forAll(Generators.reachableStates(RaceRules.with(BONUS, RaceRules.HOME, "over")))
        .checkAssert(
            s -> {
              String text = Notation.format(s);
              assertEquals(s, Notation.parsePosition(text, RACE), text);
              assertEquals(s, Notation.parsePosition(text, BONUS), text);
              assertEquals(text, Notation.format(Notation.parsePosition(text, RACE)));
            });
  }

  @Test
  void emptyTextAndEmptyFieldsAreRefused() {
    refused("", RACE, "empty position", "", 1);
    refused(null, RACE, "empty position", "", 1);
    String sep = "empty field (fields are separated by one space)";
    refused("race  Y Y:n,n R:n,n", RACE, sep, "", 6);
    refused(" race Y Y:n,n R:n,n", RACE, sep, "", 1);
    refused("race Y Y:n,n R:n,n ", RACE, sep, "", 20);
  }

  @Test
  void theVariantMustBeKnownOrTheOneGiven() {
    refused(
        "plainrace Y Y:n,n R:n,n",
        RACE,
        "position is for variant 'plainrace', expected 'race'",
        "plainrace",
        1);
    refused(
        "Race Y Y:n,n R:n,n", RACE, "position is for variant 'Race', expected 'race'", "Race", 1);
    Races.installed(
        () -> {
          refused(
              "ludo Y Y:n,n R:n,n", null, "unknown variant (known: plainrace, race)", "ludo", 1);
          ParseException e =
              assertThrows(ParseException.class, () -> Notation.parsePosition("ludo Y"));
          assertEquals("ludo", e.token());
        });
  }

  @Test
  void theColourToMoveAndTheSeatsAreChecked() {
    refused("race", RACE, "missing the colour to move", "", 5);
    refused("race X Y:n,n R:n,n", RACE, "colour to move must be one of Y, G, R, B", "X", 6);
    refused("race YR Y:n,n R:n,n", RACE, "colour to move must be one of Y, G, R, B", "YR", 6);
    refused("race y Y:n,n R:n,n", RACE, "colour to move must be one of Y, G, R, B", "y", 6);
    refused("race Y X:n,n R:n,n", RACE, "seat colour must be one of Y, G, R, B", "X", 8);
    refused(
        "race Y R:n,n Y:n,n", RACE, "seat fields must follow play order Y, G, R, B", "Y:n,n", 14);
    refused("race Y Y:n,n Y:n,n", RACE, "colour Y appears twice", "Y:n,n", 14);
    refused(
        "race Y Y:n,n B:n,n G:n,n",
        RACE,
        "seat fields must follow play order Y, G, R, B",
        "G:n,n",
        20);
    refused("race Y Y:n,,n R:n,n", RACE, "empty location", "", 12);
    refused("race Y Y: R:n,n", RACE, "empty location", "", 10);
    refused("race Y Y:n,n, R:n,n", RACE, "empty location", "", 14);
    refused("race Y Y:n,x R:n,n", RACE, "unknown location", "x", 12);
    refused("race Y Y:n,n R:n,73", RACE, "unknown location", "73", 18);
    String seats = "expected seat fields such as Y:n,n,n,n for 2 to 4 colours";
    refused("race Y", RACE, seats, "", 7);
    refused("race Y Y:n,n", RACE, seats, "", 13);
    refused("race Y Y:n,n doubles=1", RACE, seats, "doubles=1", 14);
    refused("race Y Yn,n R:n,n", RACE, seats, "Yn,n", 8);
  }

  @Test
  void keysAreCheckedOneByOne() {
    refused(
        "race Y Y:n,n R:n,n G:n,n",
        RACE,
        "seat fields must follow play order Y, G, R, B",
        "G:n,n",
        20);
    refused(
        "race Y Y:n,n R:n,n doubles=1 G:n,n",
        RACE,
        "seat fields must come before key=value fields",
        "G:n,n",
        30);
    refused("race Y Y:n,n R:n,n foo", RACE, "expected a key=value field", "foo", 20);
    refused("race Y Y:n,n R:n,n =1", RACE, "expected a key=value field", "=1", 20);
    refused("race Y Y:n,n R:n,n nope:1", RACE, "expected a key=value field", "nope:1", 20);
    refused(
        "race Y Y:n,n R:n,n doubles=1 doubles=1",
        RACE,
        "key 'doubles' appears twice",
        "doubles=1",
        30);
    refused(
        "race Y Y:n,n R:n,n home=over home=over",
        RACE,
        "key 'home' appears twice",
        "home=over",
        30);
    refused("race Y Y:n,n R:n,n doubles=", RACE, "key 'doubles' has no value", "doubles=", 20);
    refused("race Y Y:n,n R:n,n winner=", RACE, "key 'winner' has no value", "winner=", 20);
    refused(
        "race Y Y:n,n R:n,n foo=1",
        RACE,
        "unknown key 'foo' (known: doubles, owed, resume, winner, home, bonus, dice)",
        "foo=1",
        20);
    refused(
        "plainrace Y Y:n,n R:n,n owed=1",
        PLAIN,
        "unknown key 'owed' (known: doubles, winner, home, dice)",
        "owed=1",
        25);
  }

  @Test
  void doublesIsANumber0To31() {
    for (String bad : new String[] {"x", "01", "00", "100", "32", "99", "-1", "1a", "a1", "+1"}) {
      String field = "doubles=" + bad;
      refused("race Y Y:n,n R:n,n " + field, RACE, "expected a number 0 to 31", field, 20);
    }
    // 31 and 3 are numbers the notation takes; the race board allows at most 2 (R5)
    for (String board : new String[] {"3", "9", "19", "29", "31", "10"}) {
      refused(
          "race Y Y:n,n R:n,n doubles=" + board,
          RACE,
          "illegal position: doubles="
              + board
              + ": a player rolls again after at most 2 doubles (R5)",
          "doubles=" + board,
          20);
    }
    assertEquals(1, Notation.parsePosition("race Y Y:n,n R:n,n doubles=1", RACE).doubles());
    assertEquals(2, Notation.parsePosition("race Y Y:n,n R:n,n doubles=2", RACE).doubles());
  }

  @Test
  void theWinnerIsAColourLetter() {
    refused("race Y Y:h,h R:n,n winner=X", RACE, "winner must be one of Y, G, R, B", "X", 27);
    refused("race Y Y:h,h R:n,n winner=YY", RACE, "winner must be one of Y, G, R, B", "YY", 27);
    GameState s = Notation.parsePosition("race Y Y:h,h R:n,n winner=Y", RACE);
    assertEquals(Option.some(Colour.YELLOW), s.winner());
  }

  @Test
  void aBadOptionValueIsRefusedWithTheRuleSetsMessage() {
    refused(
        "race Y Y:n,n R:n,n home=far",
        RACE,
        "option home takes exact or over, not 'far'",
        "home=far",
        20);
    refused(
        "race Y Y:n,n R:n,n home=over bonus=yes",
        RACE,
        "option bonus takes true or false, not 'yes'",
        "bonus=yes",
        30);
  }

  @Test
  void anIllegalPositionIsRefusedAtTheTokenItsFirstProblemConcerns() {
    // a location of the colour concerned: the last of its tokens that names it
    refused(
        "race Y Y:n,9 R:n,n",
        RACE,
        "illegal position: R1: Y has a piece on 9, off the race board",
        "9",
        12);
    refused(
        "race Y Y:9,9 R:n,n",
        RACE,
        "illegal position: R1: Y has a piece on 9, off the race board;"
            + " R1: Y has a piece on 9, off the race board",
        "9",
        12);
    refused(
        "race Y Y:r3,n R:o1,n",
        RACE,
        "illegal position: R1: Y has a piece on r3, off the race board;"
            + " R1: R has a piece on o1, off the race board",
        "r3",
        10);
    refused(
        "race Y Y:2,n R:n,2",
        RACE,
        "illegal position: R4: square 2 holds pieces of Y and R",
        "2",
        18);
    // a location the colour's seat does not name: the seat
    refused(
        "race Y Y:n,5 R:n,n winner=Y",
        RACE,
        "illegal position: R6: the winner Y has pieces that are not home",
        "Y:n,5",
        8);
    // a colour without a location: its seat; a colour without a seat: the colour to move
    refused(
        "race Y Y:n,n R:h,h",
        RACE,
        "illegal position: R6: R has both pieces home, so the game is over",
        "R:h,h",
        14);
    refused(
        "race Y Y:n R:n,n",
        RACE,
        "illegal position: colour Y has 1 pieces, a player has 2",
        "Y:n",
        8);
    refused(
        "race G Y:n,n R:n,n",
        RACE,
        "illegal position: colour to move G is not in the game",
        "G",
        6);
    refused(
        "race Y Y:h,h R:n,n winner=B",
        RACE,
        "illegal position: the winner must be the colour to move",
        "Y",
        6);
    refused(
        "race Y Y:h,h R:n,n winner=R",
        RACE,
        "illegal position: the winner must be the colour to move",
        "R:n,n",
        14);
    // no colour: the doubles field when the problem is about doubles, else the variant
    refused(
        "race Y Y:h,h R:n,n winner=Y doubles=1",
        RACE,
        "illegal position: doubles is 0 once the game is over (R6)",
        "doubles=1",
        29);
    refused(
        "race Y Y:n,n R:n,n owed=1",
        BONUS,
        "illegal position: R7: owed and resume come together",
        "race",
        1);
    refused(
        "race Y Y:n,n R:n,n owed=1 resume=R",
        RACE,
        "illegal position: R7: bonuses are owed only under option bonus=true",
        "race",
        1);
  }

  // ----------------------------------------------------------------------------------- moves

  @Test
  void aMoveIsItsStepsOrPass() {
    Roll roll = Roll.of(3, 4);
    Move m = Notation.parseMove("n/1 1/5*", roll);
    assertEquals(Option.some(roll), m.roll());
    assertEquals(
        List.of(
            Step.of(Location.nest(), Location.track(1), false),
            Step.of(Location.track(1), Location.track(5), true)),
        m.steps());
    assertEquals("n/1 1/5*", Notation.format(m));
    Move pass = Notation.parseMove("pass", roll);
    assertTrue(pass.isPass());
    assertEquals(Move.pass(roll), pass);
    assertEquals("pass", Notation.format(pass));
    Move decision = Notation.parseMove("r1/h");
    assertEquals(Option.none(), decision.roll());
    assertEquals(List.of(Step.of(Location.homeRow(1), Location.home(), false)), decision.steps());
    assertEquals(Move.withoutRoll(List.empty()), Notation.parseMove("pass"));
  }

  @Test
  void listedMovesRoundTrip() {
    qt().withFixedSeed(0x30BEL)
        .withExamples(30)
        .withShrinkCycles(5)
        .forAll(Generators.decisions(BONUS))
        .checkAssert(
            ply -> {
              for (Move m : ply.legal()) {
                String text = Notation.format(m);
                Move back =
                    m.roll().isDefined()
                        ? Notation.parseMove(text, m.roll().get())
                        : Notation.parseMove(text);
                assertEquals(m, back, text);
                assertEquals(text, back.toString());
              }
            });
  }

  private static ParseException.Kind kindOf(String text, RuleSet rules) {
    return assertThrows(ParseException.class, () -> Notation.parsePosition(text, rules), text)
        .kind();
  }

  @ParameterizedTest(name = "{1}: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "|SYNTAX",
        "race  Y Y:n,n R:n,n|SYNTAX",
        "race|SYNTAX",
        "race X Y:n,n R:n,n|SYNTAX",
        "race Y R:n,n Y:n,n|SYNTAX",
        "race Y Y:n,n Y:n,n|SYNTAX",
        "race Y Y:n,,n R:n,n|SYNTAX",
        "race Y Y:n,n|SYNTAX",
        "race Y Y:n,n R:n,n doubles=1 G:n,n|SYNTAX",
        "race Y Y:n,n R:n,n foo|SYNTAX",
        "race Y Y:n,n R:n,n doubles=1 doubles=1|SYNTAX",
        "race Y Y:n,n R:n,n doubles=|SYNTAX",
        "race Y Y:n,n R:n,n doubles=32|SYNTAX",
        "race Y Y:h,h R:n,n winner=X|SYNTAX",
        "plainrace Y Y:n,n R:n,n|WRONG_VARIANT",
        "race Y Y:n,x R:n,n|UNKNOWN_LOCATION",
        "race Y Y:n,n R:n,n foo=1|UNKNOWN_KEY",
        "race Y Y:n,n R:n,n home=far|BAD_OPTION",
        "race Y Y:2,n R:n,2|ILLEGAL_POSITION",
        "race Y Y:n,n R:n,n doubles=3|ILLEGAL_POSITION",
      })
  void eachRefusedPositionSaysWhatKindOfErrorItHas(String text, ParseException.Kind kind) {
    assertEquals(kind, kindOf(text, RACE));
  }

  @Test
  void anUnknownVariantIsItsOwnKind() {
    Races.installed(
        () -> {
          ParseException e =
              assertThrows(
                  ParseException.class, () -> Notation.parsePosition("ludo Y Y:n,n R:n,n"));
          assertEquals(ParseException.Kind.UNKNOWN_VARIANT, e.kind());
          assertEquals(List.empty(), e.problems());
          assertEquals(Option.none(), e.rejection());
          // the variant is known but the text names another: not the same kind
          assertEquals(ParseException.Kind.WRONG_VARIANT, kindOf("race Y Y:n,n R:n,n", PLAIN));
        });
  }

  @Test
  void anIllegalPositionKeepsEveryProblemGameStateOfGives() {
    ParseException e =
        assertThrows(
            ParseException.class, () -> Notation.parsePosition("race Y Y:9,2 R:n,2", RACE));
    assertEquals(ParseException.Kind.ILLEGAL_POSITION, e.kind());
    Seq<Problem> expected =
        GameState.of(
                RACE,
                Colour.YELLOW,
                LinkedHashMap.of(
                    Colour.YELLOW,
                    List.of(Location.track(9), Location.track(2)),
                    Colour.RED,
                    List.of(Location.nest(), Location.track(2))),
                0,
                Option.none(),
                LinkedHashMap.empty())
            .getLeft();
    assertEquals(expected, e.problems());
    assertEquals(
        List.of(Problem.Kind.OFF_BOARD, Problem.Kind.CROWDED), e.problems().map(Problem::kind));
    assertEquals("illegal position: " + expected.mkString("; "), e.reason());
    assertEquals(Option.none(), e.rejection());
  }

  @Test
  void aRefusedOptionKeepsTheRejection() {
    ParseException e =
        assertThrows(
            ParseException.class,
            () -> Notation.parsePosition("race Y Y:n,n R:n,n home=far", RACE));
    assertEquals(ParseException.Kind.BAD_OPTION, e.kind());
    Rejection why = e.rejection().get();
    assertEquals(Rejection.Kind.BAD_OPTION_VALUE, why.kind());
    assertEquals(Option.some("home"), why.name());
    assertEquals(Option.some("far"), why.value());
    assertEquals(RACE.withOption("home", "far").getLeft(), why);
    assertEquals(why.message(), e.reason());
    assertEquals(List.empty(), e.problems());
  }

  @ParameterizedTest(name = "{1}: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "|SYNTAX",
        "n/1  1/4|SYNTAX",
        "pass n/1|SYNTAX",
        "n1|SYNTAX",
        "x/1|UNKNOWN_LOCATION",
        "n/1 4/99|UNKNOWN_LOCATION",
      })
  void eachRefusedMoveSaysWhatKindOfErrorItHas(String text, ParseException.Kind kind) {
    String move = text == null ? "" : text;
    assertEquals(
        kind,
        assertThrows(ParseException.class, () -> Notation.parseMove(move, Roll.of(1, 2))).kind());
    assertEquals(kind, assertThrows(ParseException.class, () -> Notation.parseMove(move)).kind());
  }

  @Test
  void malformedMovesAreRefused() {
    refusedMove("", "empty move (write pass for no steps)", "", 1);
    assertThrows(ParseException.class, () -> Notation.parseMove(null));
    assertThrows(ParseException.class, () -> Notation.parseMove(null, Roll.of(1, 1)));
    String empty = "empty step (fields are separated by one space)";
    refusedMove("n/1  1/4", empty, "", 5);
    refusedMove(" n/1", empty, "", 1);
    refusedMove("n/1 ", empty, "", 5);
    refusedMove("pass n/1", "pass cannot stand beside steps", "pass", 1);
    refusedMove("n/1 pass", "pass cannot stand beside steps", "pass", 5);
    refusedMove("pass pass", "pass cannot stand beside steps", "pass", 1);
    refusedMove("n1", "expected a step from/to", "n1", 1);
    refusedMove("n/1 14", "expected a step from/to", "14", 5);
    refusedMove("x/1", "unknown location in step 'x/1'", "x", 1);
    refusedMove("n/x", "unknown location in step 'n/x'", "x", 3);
    refusedMove("n/1 4/99", "unknown location in step '4/99'", "99", 7);
    refusedMove("n/1 r1/r9*", "unknown location in step 'r1/r9*'", "r9", 8);
    refusedMove("n/*", "unknown location in step 'n/*'", "", 3);
    refusedMove("/1", "unknown location in step '/1'", "", 1);
    refusedMove("n/1/2", "unknown location in step 'n/1/2'", "1/2", 3);
  }
}
