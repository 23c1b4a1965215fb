package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Movement;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code moves --json} (COMMANDS.md, "JSON for scripts"), read back with Jackson. */
class MovesJsonTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Positions and rolls ("-" for none) with moves of many kinds: entering, doubles, a capture. */
  private static final List<String[]> CASES =
      List.of(
          new String[] {MovesCommandTest.START, "5-3"},
          new String[] {MovesCommandTest.MIDDLE, "5-5"},
          new String[] {"american Y Y:n,n,n,20 R:n,n,n,23", "3-1"},
          new String[] {"parchis Y Y:n,n,5,30 R:n,n,n,34", "4-4"},
          new String[] {"russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B", "-"},
          new String[] {"russian Y Y:n,n,n,n,33 R:n,n,n,n,40", "6-2"});

  private static List<Move> legal(GameState state, String roll) {
    return roll.equals("-")
        ? state.ruleSet().legalMoves(state)
        : state.ruleSet().legalMoves(state, Roll.parse(roll).get());
  }

  private static Location location(JsonNode token) {
    return Location.parse(token.asText()).getOrElseThrow(() -> new AssertionError(token));
  }

  /**
   * Checks the lines of one position's moves: in the rules' order, each result what the rules play,
   * and the events' movements, applied in order to the position's pieces, give the result's.
   */
  private static void assertMovesOf(GameState state, String roll, java.util.List<String> lines)
      throws Exception {
    RuleSet rules = state.ruleSet();
    List<Move> moves = legal(state, roll);
    assertEquals(moves.size(), lines.size(), "one line per move: " + lines);
    for (int i = 0; i < lines.size(); i++) {
      JsonNode o = JSON.readTree(lines.get(i));
      Move move = moves.get(i);
      assertEquals(Notation.format(move), o.get("move").asText());
      GameState result = Notation.parsePosition(o.get("result").asText());
      assertEquals(rules.play(state, move), result, lines.get(i));
      Placement p = Placement.of(state);
      JsonNode events = o.get("events");
      assertTrue(events.isArray() && events.size() > 0, lines.get(i));
      for (JsonNode e : events) {
        assertFalse(e.get("type").asText().isEmpty(), e.toString());
        assertFalse(e.get("text").asText().isBlank(), e.toString());
        assertTrue(Colour.ofLetter(e.get("actor").asText().charAt(0)).isDefined(), e.toString());
        if (e.has("colour")) {
          Colour c = Colour.ofLetter(e.get("colour").asText().charAt(0)).get();
          p = p.after(Movement.of(c, location(e.get("from")), location(e.get("to"))));
        } else {
          assertFalse(e.has("from") || e.has("to"), "from and to come with colour: " + e);
        }
        if (e.has("spent")) {
          assertTrue(e.get("spent").get("value").asInt() >= 0, e.toString());
          assertFalse(e.get("spent").get("kind").asText().isEmpty(), e.toString());
        }
      }
      assertEquals(Placement.of(result), p, "the events lead to the result: " + lines.get(i));
    }
  }

  @Test
  void eachMoveIsOneLineWhoseEventsLeadToItsResult() throws Exception {
    int lines = 0;
    for (String[] c : CASES) {
      GameState state = Notation.parsePosition(c[0]);
      Cli.Result r =
          c[1].equals("-")
              ? Cli.run("moves", "--position", c[0], "--json")
              : Cli.run("moves", "--position", c[0], "--roll", c[1], "--json");
      assertEquals(0, r.status(), r.err());
      assertMovesOf(state, c[1], r.lines());
      lines += r.lines().size();
    }
    assertTrue(lines > 10, "the cases have many moves: " + lines);
  }

  @Test
  void aCaptureMovesTheCapturedPieceToo() throws Exception {
    Cli.Result r =
        Cli.run(
            "moves", "--position", "american Y Y:n,n,n,20 R:n,n,n,23", "--roll", "3-1", "--json");
    assertEquals(0, r.status(), r.err());
    boolean redMoved = false;
    for (String line : r.lines()) {
      for (JsonNode e : JSON.readTree(line).get("events")) {
        redMoved |= e.path("colour").asText().equals("R");
      }
    }
    assertTrue(redMoved, "a captured red piece moves in some move's events: " + r.out());
  }

  @Test
  void stdinAnswersEachLineWithItsMovesOrAnErrorThenAnEmptyLine() throws Exception {
    StringBuilder input = new StringBuilder();
    for (String[] c : CASES) {
      input.append(c[0]).append('\t').append(c[1]).append('\n');
    }
    input.append("american Y Y:n,n,n,n R:n,n,n,n\t7-1\n");
    input.append("no tab here\n");
    Cli.Result r = Cli.runWithInput(input.toString(), "moves", "--stdin", "--json");
    assertEquals(0, r.status(), r.err());
    java.util.List<String> all = r.lines();
    int at = 0;
    for (String[] c : CASES) {
      int end = all.subList(at, all.size()).indexOf("") + at;
      assertMovesOf(Notation.parsePosition(c[0]), c[1], all.subList(at, end));
      at = end + 1;
    }
    for (String named : new String[] {"7-1", "no tab"}) {
      JsonNode error = JSON.readTree(all.get(at));
      assertEquals(Set.of("error"), Set.copyOf(List.ofAll(error::fieldNames).toJavaList()));
      assertTrue(error.get("error").asText().contains(named), error.toString());
      assertEquals("", all.get(at + 1));
      at += 2;
    }
    assertEquals(all.size(), at);
  }

  @Test
  void textsAreInTheLanguageAsked() throws Exception {
    String[] args = {"moves", "--position", MovesCommandTest.START, "--roll", "5-3", "--json"};
    Cli.Result en = Cli.run(args);
    Cli.Result ru = Cli.run(concat(args, "--lang", "ru"));
    assertEquals(0, ru.status(), ru.err());
    String enText = JSON.readTree(en.lines().get(0)).get("events").get(0).get("text").asText();
    String ruText = JSON.readTree(ru.lines().get(0)).get("events").get(0).get("text").asText();
    assertTrue(enText.startsWith("Yellow moves from Yellow's nest to 5"), enText);
    assertTrue(ruText.startsWith("Жёлтый ходит из базы Жёлтого на 5"), ruText);
    // the rest of the line is the same: only the texts change
    assertEquals(
        JSON.readTree(en.lines().get(0)).get("events").findValues("to"),
        JSON.readTree(ru.lines().get(0)).get("events").findValues("to"));
    Cli.assertError(Cli.run(concat(args, "--lang", "fr")), "--lang", "fr");
  }

  /** Each line's decision and its other colour, as "move decision other". */
  private static List<String> decisions(String position, String roll) {
    Cli.Result r =
        roll.equals("-")
            ? Cli.run("moves", "--position", position, "--json")
            : Cli.run("moves", "--position", position, "--roll", roll, "--json");
    assertEquals(0, r.status(), r.err());
    return List.ofAll(r.lines())
        .map(MovesJsonTest::readUnchecked)
        .map(
            o ->
                (o.get("move").asText()
                        + " "
                        + o.get("decision").asText()
                        + " "
                        + o.path("other").asText())
                    .strip());
  }

  @Test
  void eachMoveSaysItsDecision() {
    // R6: an offer names the partner; keeping the prisoners is a decision of its own
    assertEquals(
        List.of("pY/n pR/n offer R", "pY/pY keep"),
        decisions("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY", "-"));
    // answering the offer: the same steps accept it, the keep step declines it
    assertEquals(
        List.of("pY/n pR/n accept Y", "pR/pR decline Y"),
        decisions("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y", "-"));
    // R5: buying back gives yellow a six; the other plays are plays
    List<String> give = decisions("russian R Y:n,n,n,n,25 R:n,n,n,30,pY", "6-2");
    assertTrue(give.contains("pY/n 30/32 give Y"), give.toString());
    assertTrue(give.contains("30/36 36/38 play"), give.toString());
    // R9's swap names the swapped piece's owner
    assertTrue(decisions("russian R Y:n,n,n,23,o6 R:n,n,n,o3,51", "1-1").contains("51/o6 swap Y"));
    // a pass, and A13's penalty under its option
    assertEquals(List.of("pass pass"), decisions(MovesCommandTest.START, "1-2"));
    Cli.Result penalty =
        Cli.run(
            "moves",
            "--position",
            "american Y Y:n,n,10,30 R:n,n,n,n doubles=2",
            "--roll",
            "4-4",
            "--option",
            "threeDoublesPenalty=true",
            "--json");
    assertEquals(0, penalty.status(), penalty.err());
    assertEquals("penalty", readUnchecked(penalty.lines().get(0)).get("decision").asText());
  }

  @Test
  void everyDecisionIsADocumentedKindAndTheMovesOwn() throws Exception {
    Set<String> documented =
        Set.of(
            "play",
            "pass",
            "penalty",
            "swap",
            "straight_home",
            "give",
            "offer",
            "accept",
            "decline",
            "keep");
    for (String[] c : CASES) {
      GameState state = Notation.parsePosition(c[0]);
      List<Move> moves = legal(state, c[1]);
      List<String> lines = decisions(c[0], c[1]);
      assertEquals(moves.size(), lines.size());
      for (int i = 0; i < moves.size(); i++) {
        String kind =
            moves.get(i).decision().get().kind().name().toLowerCase(java.util.Locale.ROOT);
        assertTrue(documented.contains(kind), kind);
        assertEquals(
            Notation.format(moves.get(i)) + " " + kind,
            lines.get(i).substring(0, Notation.format(moves.get(i)).length() + 1 + kind.length()));
      }
    }
  }

  @Test
  void everyEventKindIsTypedInLowerCase() throws Exception {
    Cli.Result r =
        Cli.run("moves", "--position", MovesCommandTest.MIDDLE, "--roll", "5-5", "--json");
    Option<String> bad =
        List.ofAll(r.lines())
            .flatMap(l -> List.ofAll(readUnchecked(l).get("events")))
            .map(e -> e.get("type").asText())
            .find(t -> !t.matches("[a-z_]+"));
    assertTrue(bad.isEmpty(), "types are lower case: " + bad);
  }

  private static JsonNode readUnchecked(String line) {
    try {
      return JSON.readTree(line);
    } catch (Exception e) {
      throw new AssertionError(line, e);
    }
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
