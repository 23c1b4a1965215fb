package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code board --json}, as COMMANDS.md's "JSON for scripts" describes it. */
class BoardCommandTest {

  private static JsonNode board(String... args) throws Exception {
    Cli.Result r = Cli.run(args);
    assertEquals(0, r.status(), r.err());
    assertEquals(1, r.lines().size(), "one JSON document on one line");
    return new ObjectMapper().readTree(r.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"american", "parchis", "russian"})
  void theJsonIsTheVariantsGeometry(String variant) throws Exception {
    JsonNode root = board("board", "--json", "--variant", variant);
    BoardGeometry g = RuleSets.get(variant).geometry();
    assertEquals(variant, root.get("variant").asText());
    // paths: each colour's way, token by token
    for (Colour c : Colour.values()) {
      List<String> way = new ArrayList<>();
      root.get("paths").get(String.valueOf(c.letter())).forEach(t -> way.add(t.asText()));
      assertEquals(g.path(c).map(Location::token).toJavaList(), way, c.name());
    }
    // cells: one per geometry cell, in order, with lower-case kinds and the owner's letter
    JsonNode cells = root.get("cells");
    assertEquals(g.cells().size(), cells.size());
    Set<String> tokens = new HashSet<>();
    for (int i = 0; i < cells.size(); i++) {
      JsonNode json = cells.get(i);
      Cell cell = g.cells().get(i);
      assertEquals(cell.location().token(), json.get("id").asText());
      tokens.add(json.get("id").asText());
      Set<String> kinds = new HashSet<>();
      json.get("kinds").forEach(k -> kinds.add(k.asText()));
      assertEquals(
          cell.kinds().map(k -> k.name().toLowerCase(Locale.ROOT)).toJavaSet(),
          kinds,
          cell.toString());
      assertEquals(
          cell.colour().map(c -> String.valueOf(c.letter())).getOrElse("none"),
          json.has("colour") ? json.get("colour").asText() : "none");
      assertEquals(cell.x(), json.get("x").asDouble(), 1e-4);
      assertEquals(cell.y(), json.get("y").asDouble(), 1e-4);
    }
    // every location of every path is listed
    for (Colour c : Colour.values()) {
      assertTrue(g.path(c).forAll(l -> tokens.contains(l.token())));
    }
    // edges: every edge, in order, with its kind in lower case; shortcuts: those off the paths
    JsonNode edges = root.get("edges");
    assertEquals(g.edges().size(), edges.size());
    for (int i = 0; i < edges.size(); i++) {
      BoardGeometry.Edge e = g.edges().get(i);
      JsonNode json = edges.get(i);
      assertEquals(e.from().token(), json.get("from").asText());
      assertEquals(e.to().token(), json.get("to").asText());
      assertEquals(e.kind().name().toLowerCase(Locale.ROOT), json.get("kind").asText());
      assertEquals(e.rule(), json.get("rule").asText());
    }
    assertEquals(g.edges().count(e -> !e.kind().onPath()), root.get("shortcuts").size());
  }

  @Test
  void edgesSayWhatTheyAre() throws Exception {
    List<String> american = new ArrayList<>();
    board("board", "--json")
        .get("edges")
        .forEach(
            e ->
                american.add(
                    e.get("from").asText()
                        + ">"
                        + e.get("to").asText()
                        + (e.has("colour") ? " " + e.get("colour").asText() : "")
                        + " "
                        + e.get("kind").asText()
                        + " "
                        + e.get("rule").asText()));
    // B1: the track's wrap; A6: yellow turns into its home row at 68, or goes round
    assertTrue(american.contains("68>1 wrap B1"), american.toString());
    assertTrue(american.contains("68>r1 Y home_entry A6"), american.toString());
    assertTrue(american.contains("68>1 Y go_round A6"), american.toString());
    Set<String> russian = new HashSet<>();
    board("board", "--json", "--variant", "russian")
        .get("edges")
        .forEach(e -> russian.add(e.get("kind").asText()));
    assertEquals(Set.of("wrap", "home_entry", "shortcut", "rest_shift", "mirror_exit"), russian);
    Cli.Result text = Cli.run("board", "--variant", "parchis");
    assertTrue(text.out().contains("edge 68 -> 1 wrap B1"), text.out());
    assertTrue(text.out().contains("edge 34 -> r1 (R only) home_entry P6"), text.out());
  }

  @Test
  void shortcutsNameTheirRuleAndTheirColour() throws Exception {
    JsonNode shortcuts = board("board", "--json", "--variant", "russian").get("shortcuts");
    boolean straight = false;
    for (JsonNode s : shortcuts) {
      assertTrue(s.get("rule").asText().matches("R\\d+"), s.toString());
      if (s.get("from").asText().equals("19") && s.get("to").asText().equals("m2")) {
        straight = true;
        assertTrue(
            s.has("colour") && !s.get("colour").asText().equals("B"), "R10: not blue's own arm");
      }
    }
    assertTrue(straight);
    // A6: American going round, gone with the option that forbids it
    assertEquals(4, board("board", "--json").get("shortcuts").size());
    assertEquals(
        0, board("board", "--json", "--option", "mustTurnHome=true").get("shortcuts").size());
  }

  @Test
  void plainTextAndHelpAndErrors() {
    Cli.Result text = Cli.run("board", "--variant", "parchis");
    assertEquals(0, text.status(), text.err());
    assertEquals("parchis board", text.lines().get(0));
    assertTrue(text.out().contains("5    Y  0.5526 0.7632 track safe exit"), text.out());
    assertTrue(text.out().contains("path R: n 39 40"), text.out());
    Cli.Result help = Cli.run("board", "--help");
    for (String field :
        new String[] {"cells", "kinds", "colour", "paths", "edges", "kind", "shortcuts", "rule"}) {
      assertTrue(help.out().contains(field), field + " documented in\n" + help.out());
    }
    assertError(Cli.run("board", "--json", "--variant", "nosuch"), "--variant", "nosuch");
    assertError(Cli.run("board", "--option", "nosuch=1"), "nosuch");
    assertFalse(Cli.run("board", "--json", "--variant", "offer").out().isEmpty());
  }
}
