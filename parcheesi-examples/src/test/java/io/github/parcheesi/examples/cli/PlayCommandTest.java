package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.examples.draw.TextBoard;
import io.github.parcheesi.record.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {

  private static final String[] GAME = {"play", "--humans", "1", "--bots", "random", "--seed", "3"};

  private static List<String> matching(Cli.Result r, String prefix) {
    return r.lines().stream().filter(l -> l.startsWith(prefix)).collect(Collectors.toList());
  }

  /** The notation of the first listed move of the last list printed. */
  private static String lastListedFirstMove(Cli.Result r) {
    List<String> firsts = matching(r, "  1) ");
    return firsts.get(firsts.size() - 1).substring("  1) ".length());
  }

  @Test
  void badAnswersGetAMessageAndANewPromptThenAGoodOneIsPlayed(@TempDir Path dir) throws Exception {
    Path saved = dir.resolve("g.txt");
    Cli.Result r =
        Cli.runWithInput("\nx\n0\n999\nn/6\nhelp\n1\n", concat(GAME, "--save", saved.toString()));
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    String out = r.out();
    assertTrue(out.startsWith("seed 3\nyellow: human\nred: random\n"), out);
    assertTrue(out.contains("type a move's number"), out);
    assertTrue(out.contains("'x' is neither a move's number nor a move"), out);
    assertTrue(out.contains("no move numbered 0; choose 1 to "), out);
    assertTrue(out.contains("no move numbered 999; choose 1 to "), out);
    assertTrue(out.contains("illegal move 'n/6' (A3)"), out);
    assertTrue(out.contains("answer with a move's number"), out);
    assertTrue(out.contains("end of input\ngame left unfinished\nsaved to " + saved), out);
    // the board was drawn for the person
    assertTrue(out.contains("yellow nest") && out.contains("[12]"), out);
    // the first listed move was played and recorded
    String first = matching(r, "  1) ").get(0).substring(5);
    String record = Files.readString(saved);
    assertTrue(
        record
            .lines()
            .anyMatch(l -> l.matches("Y \\d-\\d " + java.util.regex.Pattern.quote(first))),
        record);
    assertEquals(0, Cli.run("replay", saved.toString()).status());
  }

  @Test
  void aMoveTypedInNotationIsPlayed(@TempDir Path dir) throws Exception {
    String move = lastListedFirstMove(Cli.run(GAME));
    Path saved = dir.resolve("g.txt");
    Cli.Result r = Cli.runWithInput(move + "\nquit\n", concat(GAME, "--save", saved.toString()));
    assertEquals(0, r.status(), r.err());
    assertTrue(
        Files.readString(saved).contains("Y ")
            && Files.readString(saved).contains(" " + move + "\n"));
    assertTrue(r.out().contains("game left unfinished"));
  }

  @Test
  void saveAtThePromptThenLoadResumesWithTheSameDice(@TempDir Path dir) throws Exception {
    Path saved = dir.resolve("saved.txt");
    Cli.Result first = Cli.runWithInput("1\n1\nsave " + saved + "\nquit\n", GAME);
    assertEquals(0, first.status(), first.err());
    assertTrue(first.out().contains("saved to " + saved), first.out());
    List<String> rolls = matching(first, "yellow (you) rolls");
    String pending = rolls.get(rolls.size() - 1);

    Cli.Result replay = Cli.run("replay", saved.toString());
    assertEquals(0, replay.status(), replay.err());
    String position = replay.lines().get(0).substring("final: ".length());

    Cli.Result resumed = Cli.run("play", "--load", saved.toString());
    assertEquals(0, resumed.status(), resumed.err());
    assertTrue(resumed.out().startsWith("resumed " + saved + " after "), resumed.out());
    assertTrue(resumed.out().contains("\n" + position + "\n"), "the board of the saved position");
    assertEquals(pending, matching(resumed, "yellow (you) rolls").get(0), "the same roll again");
  }

  @Test
  void botsPlayAWholeGameAndTheirMovesArePrinted() {
    Cli.Result r =
        Cli.run("play", "--humans", "0", "--bots", "heuristic,random", "--seed", "2", "--no-color");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("yellow (heuristic) rolls "), r.out());
    assertTrue(r.out().contains("red (random) rolls "), r.out());
    assertTrue(r.lastLine().startsWith("winner: "), r.lastLine());
    assertFalse(r.out().contains("\u001b["), "no colour codes with --no-color");
  }

  @Test
  @DisplayName("B6: play rolls off with its seeded dice, says so, and records the roll-off")
  void b6_theRollOffIsPrintedAndRecorded(@TempDir Path dir) throws Exception {
    // B6 (seed 000): "Gracz z najniższym wynikiem rzuca pierwszy": the lowest roll starts
    Path saved = dir.resolve("g.txt");
    Cli.Result r =
        Cli.run(
            "play",
            "--humans",
            "0",
            "--bots",
            "random,random",
            "--seed",
            "5",
            "--save",
            "" + saved);
    assertEquals(0, r.status(), r.err());
    // the game's dice: one split per seat, then the roll-off's single dice
    Dice dice = Dice.seeded(5);
    dice.split();
    dice.split();
    RollOff expected =
        RuleSets.get("american")
            .rollOff(io.vavr.collection.List.of(Colour.YELLOW, Colour.RED), dice);
    assertEquals("roll-off: " + expected, r.lines().get(3));
    assertTrue(r.lines().get(3).endsWith(" starts (lowest die, B6)"), r.lines().get(3));
    String starter = TextBoard.nameOf(expected.first());
    assertTrue(r.lines().get(4).startsWith(starter + " (random) rolls "), r.lines().get(4));
    String record = Files.readString(saved);
    assertTrue(
        record.contains(
            "# rolloff "
                + expected
                    .rounds()
                    .map(round -> round.map(e -> e._1.letter() + ":" + e._2).mkString(","))
                    .mkString(";")
                + "\n# first "
                + expected.first().letter()
                + "\n"),
        record);
    assertEquals(expected, GameRecord.read(record).get().rollOff().get());
  }

  @Test
  @DisplayName("B6: --first names the first player; the record then has no roll-off")
  void b6_firstNamesTheFirstPlayer(@TempDir Path dir) throws Exception {
    Path saved = dir.resolve("g.txt");
    Cli.Result r =
        Cli.runWithInput(
            "quit\n",
            "play",
            "--bots",
            "random",
            "--seed",
            "5",
            "--first",
            "R",
            "--save",
            "" + saved);
    assertEquals(0, r.status(), r.err());
    assertEquals("first: R (named by --first)", r.lines().get(3));
    assertTrue(r.lines().get(4).startsWith("red (random) rolls "), r.lines().get(4));
    String record = Files.readString(saved);
    assertTrue(record.contains("# first R\n"), record);
    assertFalse(record.contains("# rolloff"), record);
    Cli.Result resumed = Cli.run("play", "--load", saved.toString());
    assertTrue(resumed.out().contains("first: R (named in the record)\n"), resumed.out());
    assertError(Cli.run("play", "--first", "B"), "--first", "B does not play");
    assertError(Cli.run("play", "--load", saved.toString(), "--first", "Y"), "--load", "--first");
  }

  @Test
  void badArgumentsAreErrors(@TempDir Path dir) throws Exception {
    assertError(Cli.run("play", "--bots", "clever"), "--bots", "'clever'");
    assertError(Cli.run("play", "--humans", "5"), "--humans");
    assertError(Cli.run("play", "--humans", "0", "--bots", "random"), "2 to 4 players");
    assertError(Cli.run("play", "--humans", "3", "--bots", "random,random"), "2 to 4 players");
    assertError(Cli.run("play", "--load", dir.resolve("none.txt").toString()), "none.txt");
    Path f = dir.resolve("g.txt");
    Files.writeString(f, "# variant american\n# colours Y,R\nY 1-2 n/5\n");
    assertError(Cli.run("play", "--load", f.toString()), "line 3:");
    Files.writeString(f, "# variant american\n# colours Y,R\n");
    assertError(Cli.run("play", "--load", f.toString(), "--humans", "1"), "--load");
  }

  @Test
  void aFinishedGameLoadsToItsWinner(@TempDir Path dir) throws Exception {
    Path saved = dir.resolve("done.txt");
    Cli.Result r =
        Cli.run(
            "play",
            "--humans",
            "0",
            "--bots",
            "random,random",
            "--seed",
            "5",
            "--save",
            saved.toString());
    assertEquals(0, r.status(), r.err());
    GameState end = GameRecord.read(Files.readString(saved)).get().replay().get();
    assertTrue(end.isOver());
    Cli.Result loaded = Cli.run("play", "--load", saved.toString());
    assertEquals(0, loaded.status(), loaded.err());
    assertEquals(
        r.lastLine().replace("saved to " + saved, ""), "", "the first run ends with the save");
    assertTrue(
        loaded.out().contains("winner: " + TextBoard.nameOf(end.winner().get())), loaded.out());
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
