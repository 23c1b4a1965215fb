package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Match;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {

  private static final String HEADER =
      "# parcheesi game record\n# variant american\n# colours Y,R\n# first Y\n";

  private static Path file(Path dir, String text) throws Exception {
    Path f = dir.resolve("game.txt");
    Files.writeString(f, text);
    return f;
  }

  @Test
  void aRecordedGameReplaysToItsWinner(@TempDir Path dir) throws Exception {
    Match.Outcome o =
        Match.play(
            RuleSets.get("american"),
            LinkedHashMap.of(Colour.YELLOW, "heuristic", Colour.RED, "random"),
            4);
    Path f = file(dir, o.record().get().format());
    Cli.Result r = Cli.run("replay", f.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals(2, r.lines().size(), r.out());
    GameState end = Notation.parsePosition(r.lines().get(0).substring("final: ".length()));
    assertEquals(o.winner(), end.winner());
    assertEquals(
        "winner: " + o.winner().get().letter() + " after " + o.turns() + " decisions",
        r.lastLine());
  }

  @Test
  void stepShowsEveryMoveWithTheBoardAndItsEventsInWords(@TempDir Path dir) throws Exception {
    Match.Outcome o =
        Match.play(
            RuleSets.get("american"),
            LinkedHashMap.of(Colour.YELLOW, "heuristic", Colour.RED, "random"),
            4);
    GameRecord record = o.record().get();
    Path f = file(dir, record.format());
    // input from a pipe: everything is printed, nothing is waited for
    Cli.Result r = Cli.run("replay", f.toString(), "--step", "--no-color");
    assertEquals(0, r.status(), r.err());
    java.util.List<String> lines = r.lines();
    List<String> shown = List.ofAll(lines).filter(l -> l.matches("line \\d+: .*"));
    assertEquals(record.entries().size(), shown.size());
    GameState state = record.start();
    io.github.parcheesi.Words en = io.github.parcheesi.Words.of(java.util.Locale.ENGLISH);
    int at = 0;
    for (GameRecord.Entry d : GameRecord.read(record.format()).get().entries()) {
      at = lines.indexOf("line " + d.line() + ": " + d.format());
      assertTrue(at >= 0, d.format());
      io.github.parcheesi.Move m =
          d.roll().isDefined()
              ? Notation.parseMove(d.move(), d.roll().get())
              : Notation.parseMove(d.move());
      io.github.parcheesi.Explanation e = state.ruleSet().explain(state, m).get();
      state = e.result();
      // the board after the move, the position, then each event in words
      int position = lines.subList(at, lines.size()).indexOf(Notation.format(state)) + at;
      assertTrue(position > at + 1, "the board is drawn before the position: " + d.format());
      assertTrue(
          String.join("\n", lines.subList(at, position)).contains("yellow nest"), d.format());
      for (int i = 0; i < e.events().size(); i++) {
        assertEquals("  " + en.describe(e.events().get(i)), lines.get(position + 1 + i));
      }
    }
    assertEquals(
        "winner: " + o.winner().get().letter() + " after " + o.turns() + " decisions",
        r.lastLine());
    Cli.Result ru = Cli.run("replay", f.toString(), "--step", "--lang", "ru", "--no-color");
    assertTrue(ru.out().contains("  Теперь ходит "), ru.out());
    assertError(
        Cli.run("replay", file(dir, HEADER + "Y 5-3 n/5 5/9\n").toString(), "--step"), "line 5");
  }

  @Test
  void anUnfinishedGameSaysWhoIsToMove(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("replay", file(dir, HEADER + "Y 5-3 n/5 5/8\nR 1-2 pass\n").toString());
    assertEquals(0, r.status(), r.err());
    assertEquals("final: american Y Y:n,n,n,8 R:n,n,n,n", r.lines().get(0));
    assertEquals("no winner yet: Y to move after 2 decisions", r.lastLine());
  }

  @Test
  @DisplayName("A12: a move of more steps than any turn can hold is refused, not an internal error")
  void aMoveOfManyBonusLengthStepsIsRefused(@TempDir Path dir) throws Exception {
    // 70 steps of 20 squares: pieces may go round the board, so each step alone is on the board
    StringBuilder move = new StringBuilder("n/5 5/10");
    int at = 10;
    for (int i = 0; i < 70; i++) {
      int next = (at + 20 - 1) % 68 + 1;
      move.append(' ').append(at).append('/').append(next);
      at = next;
    }
    Path f = file(dir, HEADER + "Y 5-5 " + move + "\n");
    Cli.Result r = Cli.run("replay", f.toString());
    assertError(r, "line 5:", "illegal move");
    assertTrue(r.err().matches("(?s).*\\(A\\d+\\).*"), r.err());
  }

  @Test
  void theFirstIllegalMoveIsReportedWithItsLineNumber(@TempDir Path dir) throws Exception {
    // line 9: 5-3 cannot enter onto 6
    Path f = file(dir, HEADER + "\nY 5-3 n/5 5/8\nR 1-2 pass\nY 6-2 8/14 14/16\nR 5-3 n/6\n");
    Cli.Result r = Cli.run("replay", f.toString());
    assertError(r, "line 9:", "illegal move 'n/6'", "A3");
  }

  @Test
  void aMoveByTheWrongColourOrWithTheWrongRollIsReported(@TempDir Path dir) throws Exception {
    assertError(
        Cli.run("replay", file(dir, HEADER + "R 5-3 n/39 39/42\n").toString()),
        "line 5:",
        "Y's turn");
    assertError(Cli.run("replay", file(dir, HEADER + "Y - pass\n").toString()), "line 5:", "roll");
    assertError(
        Cli.run(
            "replay",
            file(dir, HEADER + "Y 1-2 pass\nR 1-2 pass\nY 5-5 n/5 n/5 5/10\n").toString()),
        "line 7:");
  }

  @Test
  void optionsApplyOnTopOfTheRecordAndTheVariantMustMatch(@TempDir Path dir) throws Exception {
    // mustEnter: a 5 that can enter a piece must enter it, so 7/12 12/14 with 5-2 is refused
    Path f = file(dir, HEADER + "Y 5-2 n/5 5/7\nR 1-2 pass\nY 5-2 7/12 12/14\n");
    assertEquals(0, Cli.run("replay", f.toString()).status());
    assertError(Cli.run("replay", f.toString(), "--option", "mustEnter=true"), "line 7:");
    assertEquals(0, Cli.run("replay", f.toString(), "--variant", "american").status());
    assertError(Cli.run("replay", f.toString(), "--variant", "parchis"), "--variant", "parchis");
    assertError(Cli.run("replay", f.toString(), "--option", "speed=fast"), "--option", "'speed'");
  }

  @Test
  void malformedRecordsAreReportedWithTheirLine(@TempDir Path dir) throws Exception {
    assertError(
        Cli.run("replay", file(dir, HEADER + "Y 7-3 pass\n").toString()), "line 5:", "'7-3'");
    assertError(
        Cli.run("replay", file(dir, HEADER + "Y 1-2\n").toString()), "line 5:", "COLOUR ROLL MOVE");
    assertError(Cli.run("replay", file(dir, HEADER + "X 1-2 pass\n").toString()), "line 5:", "'X'");
    assertError(
        Cli.run("replay", file(dir, HEADER + "Y 1-2 1/2/3\n").toString()), "line 5:", "1/2/3");
    assertError(Cli.run("replay", file(dir, "# colours Y,R\nY 1-2 pass\n").toString()), "variant");
    assertError(
        Cli.run("replay", file(dir, "# variant chess\n# colours Y,R\n").toString()),
        "line 1:",
        "'chess'");
    assertError(
        Cli.run("replay", file(dir, "# variant american\n# colours Y,Y\n").toString()), "line 2:");
    assertError(
        Cli.run(
            "replay",
            file(dir, "# variant american\n# option speed=fast\n# colours Y,R\n").toString()),
        "line 2:",
        "speed");
    assertError(Cli.run("replay", dir.resolve("missing.txt").toString()), "missing.txt");
    assertError(Cli.run("replay"), "FILE");
  }

  @Test
  @DisplayName("B6: a record's roll-off is checked against its first player and its variant")
  void b6_theRollOffLineIsChecked(@TempDir Path dir) throws Exception {
    // B6: "in American Parcheesi the lowest roll starts (seed 000), in Parchís and the Russian
    // game the highest; tied players roll again among themselves"
    String head = "# parcheesi game record\n# variant american\n# colours Y,R\n";
    // Y and R tie on 4, then Y's 2 is the lowest: Y starts
    String tied = "# rolloff Y:4,R:4;Y:2,R:6\n";
    Cli.Result ok = Cli.run("replay", file(dir, head + tied + "# first Y\nY 5-3 n/5 5/8\n") + "");
    assertEquals(0, ok.status(), ok.err());
    // without '# first' the roll-off's winner moves first
    assertError(
        Cli.run("replay", file(dir, head + tied + "R 1-2 pass\n").toString()),
        "line 5:",
        "Y's turn");
    // a first player the roll-off did not choose
    assertError(
        Cli.run("replay", file(dir, head + tied + "# first R\n").toString()),
        "line 4:",
        "Y starts (lowest die, B6)",
        "first player is R",
        "line 5");
    // the same rounds in Parchís: R's 6 is the highest die
    String parchis = head.replace("american", "parchis") + tied;
    assertEquals(0, Cli.run("replay", file(dir, parchis + "# first R\n").toString()).status());
    assertError(
        Cli.run("replay", file(dir, parchis + "# first Y\n").toString()),
        "line 4:",
        "R starts (highest die, B6)");
    // ties are rolled again by the tied only, until one wins
    assertError(
        Cli.run("replay", file(dir, head + "# rolloff Y:3,R:3\n").toString()), "line 4:", "tied");
    assertError(
        Cli.run(
            "replay",
            file(dir, head.replace("Y,R", "Y,G,R") + "# rolloff Y:1,G:1,R:5;Y:2,R:3\n").toString()),
        "line 4:",
        "round 2");
    // every colour in play rolls in the first round, and no other
    assertError(
        Cli.run("replay", file(dir, head.replace("Y,R", "Y,G,R") + "# rolloff Y:1,R:5\n") + ""),
        "line 4:",
        "Y,G,R");
    assertError(
        Cli.run("replay", file(dir, head + "# rolloff Y:1,R:5,B:6\n").toString()),
        "line 4:",
        "Y,R,B");
    // the line's form
    assertError(
        Cli.run("replay", file(dir, head + "# rolloff Y3,R:5\n").toString()),
        "line 4:",
        "COLOUR:DIE");
    assertError(
        Cli.run("replay", file(dir, head + "# rolloff Y:0,R:5\n").toString()), "line 4:", "Y:0");
    assertError(
        Cli.run("replay", file(dir, head + "# rolloff Y:2,Y:5\n").toString()),
        "line 4:",
        "Y rolls twice");
  }

  @Test
  @DisplayName("B6: a record without a roll-off line names its first player, or yellow starts")
  void b6_recordsWithoutARollOffStillLoad() {
    GameRecord named = GameRecord.read(HEADER.replace("# first Y", "# first R")).get();
    assertTrue(named.rollOff().isEmpty());
    assertEquals(Colour.RED, named.start().toMove());
    GameRecord old = GameRecord.read("# variant american\n# colours G,R\nG 1-2 pass\n").get();
    assertTrue(old.rollOff().isEmpty());
    assertEquals(Colour.GREEN, old.start().toMove());
    assertEquals("american R G:n,n,n,n R:n,n,n,n", old.replay().get().toString());
  }

  @Test
  @DisplayName("B6: a recorded roll-off round-trips through text and must match the start")
  void b6_theRollOffRoundTrips() {
    RuleSet rules = RuleSets.get("russian");
    List<Colour> colours = List.of(Colour.YELLOW, Colour.GREEN, Colour.RED);
    RollOff rollOff = rules.rollOff(colours, Dice.seeded(0)); // 5 5 4 | 4 2: Y starts
    assertEquals("Y 5, G 5, R 4; Y 4, G 2: Y starts (highest die, B6)", rollOff.toString());
    GameRecord r = GameRecord.start(rules.newGame(rollOff), Option.some(rollOff)).withSeed(9);
    String text = r.format();
    assertTrue(text.contains("# colours Y,G,R\n# rolloff Y:5,G:5,R:4;Y:4,G:2\n# first Y\n"), text);
    GameRecord back = GameRecord.read(text).get();
    assertEquals(text, back.format());
    assertEquals(Option.some(rollOff), back.rollOff());
    assertEquals(rules.newGame(rollOff), back.start());
    // a roll-off that did not choose the start's first player is refused
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GameRecord.start(rules.newGame(colours, Colour.RED), Option.some(rollOff)));
    assertTrue(e.getMessage().contains("the first player is R"), e.getMessage());
    // and so is one decided by another variant's order
    assertThrows(
        IllegalArgumentException.class,
        () ->
            GameRecord.start(
                RuleSets.get("american").newGame(colours, Colour.GREEN), Option.some(rollOff)));
  }

  @Test
  void recordsRoundTripThroughText() {
    GameState start = RuleSets.get("american").withOption("eitherDie", "true").get().newGame(3);
    GameRecord r =
        GameRecord.start(start)
            .withSeed(42)
            .withPlayers(LinkedHashMap.of(Colour.GREEN, "search"))
            .append(
                Colour.YELLOW, Notation.parseMove("n/5 5/8", io.github.parcheesi.Roll.of(5, 3)));
    String text = r.format();
    assertTrue(text.contains("# option eitherDie=true\n"), text);
    assertTrue(text.contains("# colours Y,G,R\n# first Y\n# seed 42\n# player G search\n"), text);
    assertTrue(text.endsWith("Y 5-3 n/5 5/8\n"), text);
    GameRecord back = GameRecord.read(text).get();
    assertEquals(text, back.format());
    assertEquals(start, back.start());
    assertEquals(8, back.entries().head().line(), "line numbers are kept");
    assertThrows(
        IllegalArgumentException.class,
        () -> GameRecord.start(Notation.parsePosition("american Y Y:n,n,n,5 R:n,n,n,n")));
  }
}
