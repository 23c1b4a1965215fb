package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.record.GameRecord;
import io.github.parcheesi.record.GameRecord.Entry;
import io.github.parcheesi.record.RecordError;
import io.github.parcheesi.record.RecordError.Kind;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link GameRecord} on the race game ({@link RaceRules}): a whole game written and read back, the
 * parts of the text the reader reads and skips, and each kind of {@link RecordError}, with the line
 * it names and a reason that says what is wrong.
 */
class GameRecordTest {

  private static final List<RuleSet> KNOWN = List.of(RaceRules.race(), RaceRules.plain());

  private static final RuleSet BONUS = RaceRules.with(RaceRules.race(), RaceRules.BONUS, "true");

  /**
   * A race game as {@link GameRecord#format()} writes it: an option, a roll-off of three colours
   * that red won (B6, the highest die in race), a seed, a player, a capture that earns a bonus
   * played without a roll (line 14), passes, and the end.
   */
  static final String GAME =
      """
      # parcheesi game record
      # variant race
      # option bonus=true
      # colours Y,R,B
      # rolloff Y:2,R:3,B:2
      # first R
      # seed 3
      # player R search
      R 1-5 n/5 n/5
      B 4-5 n/7 7/3
      Y 6-3 n/1 1/7
      R 4-6 5/1 1/h
      B 6-3 n/7* 3/6
      B - 6/r2
      Y 6-6 n/1 n/1
      Y 1-4 1/2 2/6
      R 6-6 5/3
      R 1-1 3/4 4/r1
      R 3-4 pass
      B 4-4 7/3 3/r1
      B 1-3 r1/r2
      Y 4-4 1/5 5/r1
      Y 1-5 r1/r2 6/h
      R 5-3 pass
      B 5-2 pass
      Y 1-2 r2/h
      """;

  private static final String END = "race Y Y:h,h R:r1,h B:r2,r2 winner=Y bonus=true";

  private static GameRecord read(String text) {
    Either<RecordError, GameRecord> read = GameRecord.read(text, KNOWN);
    assertTrue(read.isRight(), () -> "reads: " + read.getLeft());
    return read.get();
  }

  private static RecordError readError(String text) {
    Either<RecordError, GameRecord> read = GameRecord.read(text, KNOWN);
    assertTrue(read.isLeft(), () -> "refused: " + text);
    return read.getLeft();
  }

  private static RecordError replayError(String text) {
    Either<RecordError, GameState> end = read(text).replay();
    assertTrue(end.isLeft(), () -> "refused on replay: " + text);
    return end.getLeft();
  }

  private static void assertError(Kind kind, int line, String reason, RecordError e) {
    assertEquals(kind, e.kind(), e.toString());
    assertEquals(line, e.line(), e.toString());
    assertEquals(reason, e.reason());
    assertEquals(line > 0 ? "line " + line + ": " + reason : reason, e.toString());
  }

  /** The text with one line (1-based) replaced. */
  private static String replace(String text, int line, String with) {
    List<String> lines = List.of(text.split("\n", -1));
    assertTrue(line <= lines.size() - 1, "the text has line " + line);
    return lines.update(line - 1, with).mkString("\n");
  }

  // ------------------------------------------------------------------------- writing and reading

  @Test
  void aWrittenGameReadsBackEqualAndReplaysToItsEnd() {
    GameRecord record = read(GAME);
    assertEquals(BONUS, record.rules(), "the option line is applied to the variant's defaults");
    assertEquals(
        BONUS.newGame(List.of(Colour.YELLOW, Colour.RED, Colour.BLUE), Colour.RED), record.start());
    RollOff rollOff = record.rollOff().get();
    assertEquals(Colour.RED, rollOff.first());
    assertEquals(
        "Y:2,R:3,B:2", rollOff.rounds().head().map(e -> e._1.letter() + ":" + e._2).mkString(","));
    assertEquals(Option.some(3L), record.seed());
    assertEquals(LinkedHashMap.of(Colour.RED, "search"), record.players());
    assertEquals(18, record.entries().size());
    assertEquals(new Entry(14, Colour.BLUE, Option.none(), "6/r2"), record.entries().get(5));
    assertEquals(14, record.entries().get(5).line());
    assertEquals(
        new Entry(9, Colour.RED, Option.some(Roll.of(1, 5)), "n/5 n/5"), record.entries().head());
    assertEquals(END, record.replay().get().toString());
    assertEquals(GAME, record.format(), "written again, the same text");
    assertEquals(GAME, record.toString());
  }

  @Test
  void aGamePlayedAndAppendedIsWrittenAsTheFixture() {
    Dice dice = Dice.seeded(4);
    RollOff rollOff = BONUS.rollOff(List.of(Colour.YELLOW, Colour.RED, Colour.BLUE), dice);
    GameState start = BONUS.newGame(rollOff);
    Games.Playout game = Games.play(BONUS, start, dice, 40);
    GameRecord record =
        GameRecord.start(start, Option.some(rollOff))
            .withSeed(3)
            .withPlayers(LinkedHashMap.of(Colour.RED, "search"));
    for (Games.Ply ply : game.plies()) {
      record = record.append(ply.before().toMove(), ply.move());
    }
    assertEquals(GAME, record.format());
    assertEquals(record, read(GAME), "equal whatever lines the entries were read from");
    assertEquals(record.hashCode(), read(GAME).hashCode());
    assertEquals(game.last(), record.replay().get());
  }

  @Test
  void aRecordWithoutOptionalLinesStartsWithYellowOrTheFirstColour() {
    GameRecord plain = read("# variant plainrace\n# colours R,Y\n");
    assertEquals(
        RaceRules.plain().newGame(List.of(Colour.YELLOW, Colour.RED), Colour.YELLOW),
        plain.start(),
        "colours in play order; yellow starts when it plays");
    assertEquals(Option.none(), plain.rollOff());
    assertEquals(Option.none(), plain.seed());
    assertEquals(LinkedHashMap.empty(), plain.players());
    assertEquals(List.empty(), plain.entries());
    assertEquals(
        "# parcheesi game record\n# variant plainrace\n# colours Y,R\n# first Y\n", plain.format());
    assertEquals(Colour.GREEN, read("# variant race\n# colours B,G\n").start().toMove());
    // a roll-off alone names the first player: the lowest die in plainrace (B6)
    assertEquals(
        Colour.RED,
        read("# variant plainrace\n# colours Y,R\n# rolloff Y:4,R:2\n").start().toMove());
  }

  @Test
  void commentsBlankLinesAndCarriageReturnsAreSkipped() {
    String text =
        "#no space: a comment\r\n"
            + "# variant race\r\n"
            + "   \r\n"
            + "# something else\r\n"
            + "# colours Y,R\r\n"
            + "Y 1-2 n/1 n/1\r\n"
            + "# seed 5\r\n"
            + "\r\n"
            + "# winner nobody\r\n";
    GameRecord r = read(text);
    assertEquals(Option.none(), r.seed(), "a header key after the first decision is a comment");
    assertEquals(
        List.of(new Entry(6, Colour.YELLOW, Option.some(Roll.of(1, 2)), "n/1 n/1")), r.entries());
    assertEquals(6, r.entries().head().line());
  }

  @Test
  void readWithoutRuleSetsLooksTheVariantUpInRuleSets() {
    Races.installed(() -> assertEquals(END, GameRecord.read(GAME).get().replay().get().toString()));
  }

  // ------------------------------------------------------------------------------ header errors

  @Test
  void aMissingVariantOrColoursLineIsNamed() {
    assertError(
        Kind.MISSING_HEADER,
        0,
        "the record has no '# variant ID' line",
        readError("# colours Y,R\nY 1-2 n/1 n/1\n"));
    assertError(
        Kind.MISSING_HEADER,
        0,
        "the record has no '# colours Y,R' line",
        readError("# variant race\n"));
    assertError(Kind.MISSING_HEADER, 0, "the record has no '# variant ID' line", readError(""));
  }

  @Test
  void anUnknownVariantIsNamedWithTheKnownOnes() {
    assertError(
        Kind.UNKNOWN_VARIANT,
        2,
        "unknown variant 'american'; known: race, plainrace",
        readError("# parcheesi game record\n# variant american\n# colours Y,R\n"));
  }

  @Test
  void anUnknownOptionIsNamedWithTheVariantsOptions() {
    assertError(
        Kind.UNKNOWN_OPTION,
        2,
        "race has no option 'colour'; its options: home, bonus, dice",
        readError("# variant race\n# option colour=red\n# colours Y,R\n"));
  }

  @Test
  void anOptionValueTheOptionDoesNotTakeIsNamed() {
    RecordError e = readError("# variant race\n# colours Y,R\n# option home=maybe\n");
    assertEquals(Kind.BAD_OPTION_VALUE, e.kind());
    assertEquals(3, e.line());
    assertTrue(e.reason().contains("maybe"), e.reason());
    assertTrue(e.reason().contains("home"), e.reason());
  }

  @Test
  void malformedHeaderValuesAreNamed() {
    String v = "# variant race\n";
    assertError(
        Kind.MALFORMED_HEADER,
        2,
        "expected '# option KEY=VALUE', got '# option =over'",
        readError(v + "# option =over\n# colours Y,R\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        2,
        "colour 'X' is not one of Y, G, R, B",
        readError(v + "# colours Y,X\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        2,
        "colour 'YR' is not one of Y, G, R, B",
        readError(v + "# colours YR\n"));
    assertError(
        Kind.MALFORMED_HEADER, 2, "colour Y is given twice", readError(v + "# colours Y,R,Y\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        2,
        "a game has 2 to 4 colours, got 1",
        readError(v + "# colours G\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        3,
        "seed 'seven' is not a whole number",
        readError(v + "# colours Y,R\n# seed seven\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        3,
        "expected '# player COLOUR NAME', got '# player Y'",
        readError(v + "# colours Y,R\n# player Y\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        3,
        "player colour 'P' is not one of Y, G, R, B",
        readError(v + "# colours Y,R\n# player P search\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        3,
        "first player 'y' is not one of Y, G, R, B",
        readError(v + "# colours Y,R\n# first y\n"));
  }

  @Test
  void malformedRollOffRollsAreNamed() {
    String v = "# variant race\n# colours Y,R\n";
    for (String roll : List.of("Y:7", "Y:0", "Y3", "Y:3:4", "Y:33", "Y:")) {
      assertError(
          Kind.MALFORMED_HEADER,
          3,
          "roll-off roll '"
              + roll
              + "' is not COLOUR:DIE with a die 1 to 6, as in '# rolloff Y:3,R:5'",
          readError(v + "# rolloff " + roll + ",R:1\n"));
    }
    assertError(
        Kind.MALFORMED_HEADER,
        3,
        "roll-off colour 'Q' is not one of Y, G, R, B",
        readError(v + "# rolloff Q:3,R:1\n"));
    assertError(
        Kind.MALFORMED_HEADER,
        3,
        "colour Y rolls twice in one round of the roll-off",
        readError(v + "# rolloff Y:3,Y:1\n"));
  }

  @Test
  void b6_aRollOffThatDecidesNothingOrSomeoneElseIsRefused() {
    String v = "# variant race\n# colours Y,R\n";
    // race: the highest die starts
    assertError(
        Kind.ROLL_OFF,
        3,
        "the last round of the roll-off leaves Y,R tied (highest die): they must roll again (B6)"
            + " (race)",
        readError(v + "# rolloff Y:3,R:3\n"));
    assertError(
        Kind.ROLL_OFF,
        3,
        "round 1 of the roll-off already makes R start (highest die), but more rounds follow"
            + " (B6) (race)",
        readError(v + "# rolloff Y:3,R:5;R:2\n"));
    assertError(
        Kind.ROLL_OFF,
        3,
        "the roll-off's first round is rolled by Y,G, but the colours in play are Y,R",
        readError(v + "# rolloff Y:3,G:5\n"));
    assertError(
        Kind.ROLL_OFF,
        3,
        "the roll-off Y 3, R 5: R starts (highest die, B6), but the first player is Y"
            + " ('# first' on line 4)",
        readError(v + "# rolloff Y:3,R:5\n# first Y\n"));
  }

  @Test
  void aFirstPlayerOrAPlayerNotInPlayIsNamed() {
    String v = "# variant race\n# colours Y,R\n";
    assertError(
        Kind.HEADER_CONFLICT,
        3,
        "the first player G does not play (colours Y,R)",
        readError(v + "# first G\n"));
    assertError(
        Kind.HEADER_CONFLICT,
        4,
        "a player is given for B, who does not play (colours Y,R)",
        readError(v + "# player Y human\n# player B search\n"));
  }

  // ---------------------------------------------------------------------------- decision errors

  @Test
  void malformedDecisionLinesAreNamed() {
    String v = "# variant race\n# colours Y,R\n";
    assertError(
        Kind.MALFORMED_DECISION,
        3,
        "expected 'COLOUR ROLL MOVE' (such as 'Y 5-3 n/5 5/8'), got 'Y 1-2'",
        readError(v + "Y 1-2\n"));
    assertError(
        Kind.MALFORMED_DECISION,
        3,
        "expected 'COLOUR ROLL MOVE' (such as 'Y 5-3 n/5 5/8'), got 'Y 1-2 '",
        readError(v + "Y 1-2 \n"));
    assertError(
        Kind.MALFORMED_DECISION,
        3,
        "colour 'yellow' is not one of Y, G, R, B",
        readError(v + "yellow 1-2 n/1 n/1\n"));
    assertError(
        Kind.MALFORMED_DECISION,
        3,
        "roll '7-1' is not A-B with faces 1 to 6, or - for no roll",
        readError(v + "Y 7-1 n/1 n/1\n"));
    assertError(
        Kind.MALFORMED_DECISION,
        3,
        "a carriage return inside the line",
        readError(v + "Y 1-2 n/1\rn/1\n"));
  }

  @Test
  void aDecisionByAnotherColourIsNamedWithWhoseTurnItIs() {
    RecordError e = replayError(replace(GAME, 10, "Y 4-5 n/7 7/3"));
    assertEquals(Kind.WRONG_COLOUR, e.kind());
    assertEquals(10, e.line());
    assertTrue(e.reason().startsWith("it is B's turn, not Y's, in race B "), e.reason());
  }

  @Test
  void aDecisionWithoutTheRollItNeedsIsNamed() {
    RecordError e = replayError(replace(GAME, 9, "R - n/5 n/5"));
    assertEquals(Kind.MISSING_ROLL, e.kind());
    assertEquals(9, e.line());
    assertTrue(e.reason().startsWith("the position needs a roll A-B, not -: race R"), e.reason());
  }

  @Test
  void aRollWhereTheDecisionNeedsNoneIsNamed() {
    RecordError e = replayError(replace(GAME, 14, "B 2-2 6/r2"));
    assertEquals(Kind.UNEXPECTED_ROLL, e.kind());
    assertEquals(14, e.line());
    assertTrue(
        e.reason().startsWith("the position needs a decision without a roll (-), not 2-2: race B"),
        e.reason());
  }

  @Test
  void aMoveThatIsNotNotationIsNamed() {
    RecordError e = replayError(replace(GAME, 11, "Y 6-3 n/1 1/x"));
    assertEquals(Kind.MALFORMED_MOVE, e.kind());
    assertEquals(11, e.line());
    assertTrue(e.reason().startsWith("move 'n/1 1/x': "), e.reason());
    assertTrue(e.reason().contains("'x'"), e.reason());
  }

  @Test
  void anIllegalMoveIsNamedWithItsRule() {
    RecordError e = replayError(replace(GAME, 9, "R 1-5 n/5 5/7"));
    assertEquals(Kind.ILLEGAL_MOVE, e.kind());
    assertEquals(9, e.line());
    assertTrue(e.reason().startsWith("illegal move 'n/5 5/7' (R"), e.reason());
  }

  @Test
  void aDecisionAfterTheEndIsNamed() {
    assertError(Kind.GAME_OVER, 27, "the game is over: Y won", replayError(GAME + "R 1-2 pass\n"));
  }

  @Test
  void aStepOfADecisionGivesTheListedMove() {
    GameRecord r = read(GAME);
    GameState start = r.start();
    Entry first = r.entries().head();
    Move listed = r.move(start, first).get();
    assertTrue(BONUS.legalMoves(start, Roll.of(1, 5)).contains(listed));
    assertEquals("n/5 n/5", listed.toString());
    // the same entry in another position is checked against that position
    GameState after = BONUS.play(start, listed);
    assertEquals(Kind.WRONG_COLOUR, r.move(after, first).getLeft().kind());
  }

  // ------------------------------------------------------------------------------ building

  @Test
  void aRecordStartsAtTheStartWithARollOffOfItsVariant() {
    GameState start = BONUS.newGame(List.of(Colour.YELLOW, Colour.RED), Colour.RED);
    GameState moved = Notation.parsePosition("race R Y:n,n R:n,5 bonus=true", BONUS);
    IllegalArgumentException notStart =
        assertThrows(IllegalArgumentException.class, () -> GameRecord.start(moved));
    assertEquals(
        "a record starts at the start of a game, not race R Y:n,n R:n,5 bonus=true",
        notStart.getMessage());
    RollOff lowest =
        RollOff.of(RollOff.Order.LOWEST, List.of(LinkedHashMap.of(Colour.YELLOW, 3, Colour.RED, 1)))
            .get();
    assertThrows(
        IllegalArgumentException.class, () -> GameRecord.start(start, Option.some(lowest)));
    RollOff others =
        RollOff.of(RollOff.Order.HIGHEST, List.of(LinkedHashMap.of(Colour.GREEN, 3, Colour.RED, 5)))
            .get();
    assertThrows(
        IllegalArgumentException.class, () -> GameRecord.start(start, Option.some(others)));
    RollOff yellow =
        RollOff.of(
                RollOff.Order.HIGHEST, List.of(LinkedHashMap.of(Colour.YELLOW, 6, Colour.RED, 5)))
            .get();
    IllegalArgumentException wrongFirst =
        assertThrows(
            IllegalArgumentException.class, () -> GameRecord.start(start, Option.some(yellow)));
    assertEquals(
        "the roll-off Y 6, R 5: Y starts (highest die, B6), but the first player is R",
        wrongFirst.getMessage());
    RollOff red =
        RollOff.of(
                RollOff.Order.HIGHEST, List.of(LinkedHashMap.of(Colour.YELLOW, 2, Colour.RED, 5)))
            .get();
    assertEquals(Option.some(red), GameRecord.start(start, Option.some(red)).rollOff());
  }

  @Test
  void playersMustPlayAndTheirNamesFitOnALine() {
    GameRecord r = GameRecord.start(BONUS.newGame(2));
    assertThrows(
        IllegalArgumentException.class, () -> r.withPlayers(LinkedHashMap.of(Colour.BLUE, "x")));
    for (String name : List.of("", " bob", "bob ", "bo\nb", "bo\rb")) {
      assertThrows(
          IllegalArgumentException.class,
          () -> r.withPlayers(LinkedHashMap.of(Colour.YELLOW, name)),
          name);
    }
    GameRecord named = r.withPlayers(LinkedHashMap.of(Colour.RED, "big bot", Colour.YELLOW, "me"));
    assertTrue(named.format().endsWith("# player Y me\n# player R big bot\n"), "in play order");
    assertEquals(named, read(named.format()));
  }

  @Test
  void otherRulesMustBeOfTheSameVariant() {
    GameRecord r = read(GAME);
    RuleSet over = RaceRules.with(BONUS, RaceRules.HOME, "over");
    GameRecord house = r.withRules(over);
    assertEquals(over, house.rules());
    assertTrue(house.format().contains("# option home=over\n# option bonus=true\n"));
    assertNotEquals(r, house);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> r.withRules(RaceRules.plain()));
    assertEquals("the record is a game of race, not plainrace", e.getMessage());
  }

  @Test
  void anEntryIsOneLineAndItsLineNumberIsNotPartOfItsValue() {
    Entry read = new Entry(12, Colour.GREEN, Option.none(), "pY/n");
    Entry made = new Entry(0, Colour.GREEN, Option.none(), "pY/n");
    assertEquals(read, made);
    assertEquals(read.hashCode(), made.hashCode());
    assertEquals("G - pY/n", read.format());
    assertNotEquals(made, new Entry(0, Colour.RED, Option.none(), "pY/n"));
    assertNotEquals(made, new Entry(0, Colour.GREEN, Option.some(Roll.of(1, 1)), "pY/n"));
    assertNotEquals(made, new Entry(0, Colour.GREEN, Option.none(), "pY/h"));
    for (String move : List.of("", "a\nb", "a\rb")) {
      assertThrows(
          IllegalArgumentException.class,
          () -> new Entry(0, Colour.GREEN, Option.none(), move),
          move);
    }
    assertThrows(
        IllegalArgumentException.class, () -> new Entry(-1, Colour.GREEN, Option.none(), "pass"));
  }

  @Test
  void anErrorIsAValueWithAKindALineAndAReason() {
    RecordError e = RecordError.of(Kind.ILLEGAL_MOVE, 4, "no");
    assertEquals(e, RecordError.of(Kind.ILLEGAL_MOVE, 4, "no"));
    assertEquals(e.hashCode(), RecordError.of(Kind.ILLEGAL_MOVE, 4, "no").hashCode());
    assertNotEquals(e, RecordError.of(Kind.GAME_OVER, 4, "no"));
    assertNotEquals(e, RecordError.of(Kind.ILLEGAL_MOVE, 5, "no"));
    assertNotEquals(e, RecordError.of(Kind.ILLEGAL_MOVE, 4, "yes"));
    assertEquals("line 4: no", e.toString());
    assertEquals("no", RecordError.of(Kind.MISSING_HEADER, 0, "no").toString());
    assertThrows(IllegalArgumentException.class, () -> RecordError.of(Kind.GAME_OVER, -1, "no"));
  }
}
