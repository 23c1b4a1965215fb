package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class MovesCommandTest {

  static final String START = "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n";
  static final String MIDDLE = "american Y Y:n,n,n,20 R:n,n,n,n";

  @Test
  void startPositionWithFiveThreeEntersAndMovesOn() {
    Cli.Result r = Cli.run("moves", "--position", START, "--roll", "5-3");
    assertEquals(0, r.status(), r.err());
    assertEquals("n/5 5/8\n", r.out());
    assertEquals("", r.err());
  }

  @Test
  void listsEveryLegalMoveInTheRulesOrder() {
    Cli.Result r = Cli.run("moves", "--position", MIDDLE, "--roll", "5-2");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("n/5 5/7", "n/5 20/22", "20/25 25/27"), r.lines());
    GameState state = Notation.parsePosition(MIDDLE);
    assertEquals(
        state.ruleSet().legalMoves(state, Roll.of(5, 2)).map(Move::toString).toJavaList(),
        r.lines());
  }

  @Test
  void nothingToPlayPrintsPass() {
    Cli.Result r = Cli.run("moves", "--position", START, "--roll", "1-2");
    assertEquals(0, r.status(), r.err());
    assertEquals("pass\n", r.out());
  }

  @Test
  void resultsPrintTheMoveATabAndTheResultingPosition() {
    Cli.Result r = Cli.run("moves", "--position", START, "--roll", "5-3", "--results");
    assertEquals(0, r.status(), r.err());
    assertEquals("n/5 5/8\tamerican G Y:n,n,n,8 G:n,n,n,n R:n,n,n,n B:n,n,n,n\n", r.out());
  }

  @Test
  void everyResultIsWhatTheRulesPlay() {
    Cli.Result r = Cli.run("moves", "--position", MIDDLE, "--roll", "5-5", "--results");
    assertEquals(0, r.status(), r.err());
    GameState state = Notation.parsePosition(MIDDLE);
    RuleSet rules = state.ruleSet();
    List<String> expected =
        rules
            .legalMoves(state, Roll.of(5, 5))
            .map(m -> m + "\t" + rules.play(state, m))
            .toJavaList();
    assertTrue(expected.size() > 1);
    assertEquals(expected, r.lines());
  }

  @Test
  void optionsApplyToThePositionsVariant() {
    Cli.Result r =
        Cli.run("moves", "--position", MIDDLE, "--roll", "5-2", "--option", "mustEnter=true");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("n/5 5/7", "n/5 20/22"), r.lines());
  }

  @Test
  void aFinishedGameHasNoMoves() {
    String over = "american Y Y:h,h,h,h R:n,n,n,n winner=Y";
    Cli.Result r = Cli.run("moves", "--position", over, "--roll", "5-3");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.out());
  }

  @Test
  void aDecisionWithoutARollTakesNoRoll() {
    String offered = "offer Y Y:n,n,n,n R:n,n,n,n offer=1";
    Cli.Result r = Cli.run("moves", "--position", offered, "--results");
    assertEquals(0, r.status(), r.err());
    assertEquals(
        List.of("pass\toffer R Y:n,n,n,n R:n,n,n,n", "n/1\toffer R Y:n,n,n,1 R:n,n,n,n"),
        r.lines());
    assertError(Cli.run("moves", "--position", offered, "--roll", "5-3"), "--roll", "no roll");
  }

  @Test
  void stdinAnswersEachLineLikeResultsThenAnEmptyLine() {
    String input =
        START
            + "\t5-3\n"
            + "american Y Y:n,n,n,x R:n,n,n,n\t5-3\n"
            + MIDDLE
            + "\t7-1\n"
            + "no tab here\n"
            + START
            + "\t-\n"
            + MIDDLE
            + "\t5-2\r\n";
    Cli.Result r = Cli.runWithInput(input, "moves", "--stdin");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    assertEquals("n/5 5/8\tamerican G Y:n,n,n,8 G:n,n,n,n R:n,n,n,n B:n,n,n,n", lines.get(0));
    assertEquals("", lines.get(1));
    assertTrue(lines.get(2).startsWith("error: "), lines.get(2));
    assertTrue(lines.get(2).contains("'x'") && lines.get(2).contains("column 20"), lines.get(2));
    assertEquals("", lines.get(3));
    assertTrue(lines.get(4).startsWith("error: ") && lines.get(4).contains("'7-1'"), lines.get(4));
    assertEquals("", lines.get(5));
    assertTrue(lines.get(6).startsWith("error: ") && lines.get(6).contains("tab"), lines.get(6));
    assertEquals("", lines.get(7));
    assertTrue(
        lines.get(8).startsWith("error: ") && lines.get(8).contains("needs a roll"), lines.get(8));
    assertEquals("", lines.get(9));
    String[] moves =
        Cli.run("moves", "--position", MIDDLE, "--roll", "5-2", "--results").out().split("\n");
    assertEquals(List.of(moves), lines.subList(10, 13));
    assertEquals("", lines.get(13));
    assertEquals(14, lines.size());
  }

  @Test
  void stdinTakesADashWhereThePositionNeedsNoRoll() {
    String input =
        "offer Y Y:n,n,n,n R:n,n,n,n offer=1\t-\n" + "offer Y Y:n,n,n,n R:n,n,n,n offer=1\t2-2\n";
    Cli.Result r = Cli.runWithInput(input, "moves", "--stdin");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    assertEquals(
        List.of("pass\toffer R Y:n,n,n,n R:n,n,n,n", "n/1\toffer R Y:n,n,n,1 R:n,n,n,n", ""),
        lines.subList(0, 3));
    assertTrue(
        lines.get(3).startsWith("error: ") && lines.get(3).contains("no roll"), lines.get(3));
    assertEquals(List.of(""), lines.subList(4, lines.size()));
  }

  @Test
  void stdinAppliesOptionsToEachLinesVariant() {
    Cli.Result r =
        Cli.runWithInput(MIDDLE + "\t5-2\n", "moves", "--stdin", "--option", "mustEnter=true");
    assertEquals(0, r.status(), r.err());
    assertEquals(
        List.of("n/5 5/7", "n/5 20/22", ""),
        r.lines().stream().map(l -> l.split("\t")[0]).collect(Collectors.toList()));
  }

  @Test
  void stdinWithAVariantRefusesLinesOfAnother() {
    Cli.Result r =
        Cli.runWithInput(
            "offer Y Y:n,n,n,n R:n,n,n,n\t5-3\n" + START + "\t1-2\n",
            "moves",
            "--stdin",
            "--variant",
            "american");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    assertTrue(
        lines.get(0).startsWith("error: ") && lines.get(0).contains("'offer'"), lines.get(0));
    assertEquals(
        List.of("", "pass\t" + START.replace("american Y", "american G"), ""), lines.subList(1, 4));
  }

  @Test
  void stdinWithABadVariantOrOptionFailsTheRun() {
    assertError(
        Cli.runWithInput(START + "\t5-3\n", "moves", "--stdin", "--variant", "nope"), "nope");
    assertError(
        Cli.runWithInput(
            START + "\t5-3\n", "moves", "--stdin", "--variant", "american", "--option", "x=1"),
        "'x'");
    assertError(Cli.run("moves", "--stdin", "--position", START), "--stdin", "--position");
  }

  @Test
  void badRollIsAnErrorNamingIt() {
    assertError(Cli.run("moves", "--position", START, "--roll", "7-1"), "--roll", "'7-1'");
    assertError(Cli.run("moves", "--position", START, "--roll", "5"), "--roll", "'5'");
  }

  @Test
  void missingRollOrPositionIsAnError() {
    assertError(Cli.run("moves", "--position", START), "--roll");
    assertError(Cli.run("moves", "--roll", "5-3"), "--position");
  }

  @Test
  void malformedPositionIsAnErrorNamingTheTokenAndColumn() {
    Cli.Result r =
        Cli.run("moves", "--position", "american Y Y:n,n,n,x R:n,n,n,n", "--roll", "5-3");
    assertError(r, "--position", "'x'", "column 20");
    assertError(
        Cli.run("moves", "--position", "american Q Y:n,n,n,n R:n,n,n,n", "--roll", "5-3"),
        "'Q'",
        "column 10");
    assertError(
        Cli.run("moves", "--position", "american Y Y:5,5,5,n R:n,n,n,n", "--roll", "5-3"),
        "--position",
        "'5'");
  }

  @Test
  void unknownVariantInThePositionIsAnErrorListingTheKnownOnes() {
    Cli.Result r =
        Cli.run("moves", "--position", "amerikan Y Y:n,n,n,n R:n,n,n,n", "--roll", "5-3");
    assertError(r, "'amerikan'", "american");
  }

  @Test
  void variantThatDisagreesWithThePositionIsAnError() {
    Cli.Result r = Cli.run("moves", "--variant", "offer", "--position", START, "--roll", "5-3");
    assertError(r, "--position", "'american'", "offer");
  }

  @Test
  void unknownOrBadOptionIsAnErrorNamingIt() {
    assertError(
        Cli.run("moves", "--position", START, "--roll", "5-3", "--option", "bogus=true"),
        "--option",
        "'bogus'",
        "eitherDie");
    assertError(
        Cli.run("moves", "--position", START, "--roll", "5-3", "--option", "eitherDie=maybe"),
        "--option",
        "'maybe'");
    assertError(
        Cli.run("moves", "--position", START, "--roll", "5-3", "--option", "eitherDie"),
        "--option",
        "'eitherDie'");
  }

  @Test
  void unknownVariantIsAnErrorListingTheKnownOnes() {
    Cli.Result r = Cli.run("moves", "--variant", "klingon", "--position", START, "--roll", "5-3");
    assertError(r, "--variant", "'klingon'", "american");
    assertFalse(RuleSets.find("klingon").isDefined());
  }
}
