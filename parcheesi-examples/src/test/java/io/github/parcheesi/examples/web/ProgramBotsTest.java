package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Programs as the page's bots ({@code serve --bot NAME=COMMAND}): the repository's Python bot plays
 * a game to its end over HTTP against a person, from a position near the end, under the name the
 * operator gave; a request names a bot only by such a name, never by a command; and a program that
 * crashes, answers nonsense or answers late fails its request with {@code bot-failed}, changing
 * nothing, so that the game goes on as if it had not failed once the program answers again.
 */
class ProgramBotsTest {

  private static final String GREEDY =
      Path.of("python", "greedy_bot.py").toAbsolutePath().toString();

  /** Near the end of a game: each colour has two pieces home and two a few squares from it. */
  private static final String ENDGAME = "american Y Y:60,64,h,h R:25,30,h,h";

  /** A new game of the seats given from {@link #ENDGAME}, Y to move, with a seed. */
  private static String game(long seed, String yellow, String red) {
    return Http.json(
        Map.of(
            "position",
            ENDGAME,
            "seed",
            seed,
            "seats",
            List.of(
                Map.of("colour", "Y", "player", yellow), Map.of("colour", "R", "player", red))));
  }

  /** Each decision of a game's log: colour, roll and move. */
  private static List<String> decisions(JsonNode g) {
    List<String> out = new java.util.ArrayList<>();
    for (JsonNode turn : g.get("log")) {
      out.add(turn.get("colour").asText() + " " + turn.get("roll") + " " + turn.get("move"));
    }
    return out;
  }

  /** Plays a game to its end, the person choosing the first offer each time. */
  private static JsonNode playToTheEnd(Http h, String id) {
    JsonNode g = h.ok("/api/games/" + id);
    int decisions = 0;
    while (!g.get("phase").asText().equals("over")) {
      g = h.playOne(id, g);
      assertTrue(++decisions < 20_000, "the game ends");
    }
    return g;
  }

  @Test
  void serveDashDashBotPlaysTheRepositorysPythonBotOverHttp() {
    long start = System.nanoTime();
    try (ServerProcess server =
        ServerProcess.start("--db", "none", "--bot", "py=python3 " + GREEDY)) {
      Http h = new Http(server.port());
      JsonNode catalogue = h.ok("/api/variants");
      List<String> bots = new ArrayList<>();
      catalogue.get("bots").forEach(b -> bots.add(b.asText()));
      assertEquals(List.of("random", "heuristic", "search", "value", "learned", "py"), bots);
      assertEquals(1, catalogue.get("programs").size());
      assertEquals("py", catalogue.get("programs").get(0).asText());

      String id = h.ok("/api/games", game(3, "human", "py")).get("id").asText();
      JsonNode over = playToTheEnd(h, id);
      assertTrue(over.hasNonNull("winner"), over.toString());
      assertEquals("py", over.get("seats").get(1).get("player").asText());
      List<String> played = decisions(h.ok("/api/games/" + id));
      assertTrue(played.stream().filter(d -> d.startsWith("R ")).count() > 2, played.toString());

      // a request names a bot by a name the operator gave, never by a command
      for (String player : List.of("exec:python3 " + GREEDY, "python3", "greedy", "Py")) {
        Http.Answer a = h.post("/api/games", game(3, "human", player));
        Http.refused(a, ErrorCode.UNKNOWN_PLAYER);
        assertTrue(a.error().contains("random, heuristic, search, value, learned, py"), a.error());
      }
      assertTrue(server.alive());
    }
    System.out.println(
        "a game against serve --bot py in " + (System.nanoTime() - start) / 1_000_000 + " ms");
  }

  @Test
  void aProgramThatFailsChangesNothingAndTheGameGoesOnAsIfItHadNot(@TempDir Path dir)
      throws IOException {
    Path flag = dir.resolve("fail-now");
    Path flaky = dir.resolve("flaky_bot.py");
    // plays the first move offered; answers nonsense while the flag file exists
    Files.writeString(
        flaky,
        String.join(
            "\n",
            "import json, os, sys",
            "for line in sys.stdin:",
            "    request = json.loads(line)",
            "    if request['type'] == 'choose' and os.path.exists(sys.argv[1]):",
            "        print('nonsense', flush=True)",
            "    else:",
            "        print(json.dumps({'move': 0}), flush=True)",
            ""));
    Map<String, String> commands = new LinkedHashMap<>();
    commands.put("flaky", "python3 " + flaky + " " + flag);
    commands.put("gone", "false");
    commands.put("nonsense", "sed -u s/.*/nonsense/");
    WebServer server =
        WebServer.start("127.0.0.1", 0, null, 30, 1000, ProgramBots.of(commands, 10_000));
    try {
      Http h = new Http(server);
      // the same game twice: once the program fails on the way, once it never does
      String failing = h.ok("/api/games", game(11, "flaky", "random")).get("id").asText();
      String reference = h.ok("/api/games", game(11, "flaky", "random")).get("id").asText();
      JsonNode g = h.ok("/api/games/" + failing);
      for (int i = 0; i < 2 || !g.get("toMove").asText().equals("Y"); i++) {
        g = h.playOne(failing, g);
      }
      Files.createFile(flag);
      for (int attempt = 0; attempt < 2; attempt++) {
        Http.Answer a = h.post("/api/games/" + failing + "/bot", "");
        Http.refused(a, ErrorCode.BOT_FAILED);
        assertEquals("flaky", a.detail("bot").asText());
        assertEquals("Y", a.detail("colour").asText());
        assertTrue(a.error().contains("answered 'nonsense', not JSON"), a.error());
        assertFalse(
            a.error().contains("python3"), "the command stays the operator's: " + a.error());
        JsonNode after = h.ok("/api/games/" + failing);
        assertEquals(g.get("version"), after.get("version"), "nothing was played");
        assertEquals(g.get("position"), after.get("position"));
      }
      Files.delete(flag);
      playToTheEnd(h, failing);
      playToTheEnd(h, reference);
      assertEquals(
          decisions(h.ok("/api/games/" + reference)),
          decisions(h.ok("/api/games/" + failing)),
          "the same rolls and moves: the roll the program failed on was played when it answered");
      // each program ended with its game
      assertEquals(List.of(), running(flaky.toString()));

      // a program that ends at once, and one that answers nonsense at once
      for (String bot : List.of("gone", "nonsense")) {
        String id = h.ok("/api/games", game(1, bot, "random")).get("id").asText();
        Http.Answer a = h.post("/api/games/" + id + "/bot", "");
        Http.refused(a, ErrorCode.BOT_FAILED);
        assertEquals(bot, a.detail("bot").asText());
        assertTrue(
            a.error().contains(bot.equals("gone") ? "(exit status 1)" : "not JSON"), a.error());
        assertEquals(0, h.ok("/api/games/" + id).get("version").asLong());
      }
    } finally {
      server.stop();
    }
  }

  @Test
  void aProgramThatAnswersLateFailsWithinTheTimeout() {
    WebServer server =
        WebServer.start(
            "127.0.0.1", 0, null, 30, 1000, ProgramBots.of(Map.of("slow", "sleep 30"), 300));
    try {
      Http h = new Http(server);
      String id = h.ok("/api/games", game(1, "human", "slow")).get("id").asText();
      JsonNode g = h.ok("/api/games/" + id);
      while (g.get("personToAct").asBoolean()) {
        g = h.playOne(id, g);
      }
      Http.Answer a = h.post("/api/games/" + id + "/bot", "");
      Http.refused(a, ErrorCode.BOT_FAILED);
      assertTrue(a.error().contains("gave no answer within 300 ms"), a.error());
      assertEquals(g.get("version"), h.ok("/api/games/" + id).get("version"));
    } finally {
      server.stop();
    }
    assertEquals(List.of(), running("sleep 30"));
  }

  @Test
  void aGameKeptWithAProgramThisServerWasNotStartedWithIsReadAndItsMovesFail(@TempDir Path dir) {
    Path db = dir.resolve("games");
    WebServer before =
        WebServer.start("127.0.0.1", 0, db, 30, 1000, ProgramBots.of(Map.of("gone", "false"), 1));
    String id;
    try {
      id = new Http(before).ok("/api/games", game(1, "gone", "human")).get("id").asText();
    } finally {
      before.stop();
    }
    WebServer after = WebServer.start("127.0.0.1", 0, db, 30, 1000);
    try {
      Http h = new Http(after);
      assertEquals("gone", h.ok("/api/games/" + id).get("seats").get(0).get("player").asText());
      Http.Answer a = h.post("/api/games/" + id + "/bot", "");
      Http.refused(a, ErrorCode.BOT_FAILED);
      assertTrue(a.error().contains("this server was not started with it"), a.error());
      assertEquals(0, h.ok("/api/games/" + id).get("version").asLong());
    } finally {
      after.stop();
    }
  }

  @Test
  void namesAreCheckedWhenTheServerStarts() {
    assertThrows(
        IllegalArgumentException.class, () -> ProgramBots.of(Map.of("search", "python3 x"), 1));
    assertThrows(IllegalArgumentException.class, () -> ProgramBots.of(Map.of("human", "x"), 1));
    assertThrows(IllegalArgumentException.class, () -> ProgramBots.of(Map.of("Py", "x"), 1));
    assertThrows(IllegalArgumentException.class, () -> ProgramBots.of(Map.of("py", " "), 1));
    assertThrows(IllegalArgumentException.class, () -> ProgramBots.of(Map.of("py", "x"), 0));
    assertEquals(List.of("b", "a"), ProgramBots.of(orderedBA(), 1).names());
  }

  private static Map<String, String> orderedBA() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("b", "x");
    m.put("a", "y");
    return m;
  }

  /** This JVM's child processes whose command line holds a text, after a second to end in. */
  private static List<String> running(String text) {
    long until = System.currentTimeMillis() + 3000;
    List<String> left;
    do {
      left =
          ProcessHandle.current()
              .descendants()
              .filter(ProcessHandle::isAlive)
              .map(p -> p.info().commandLine().orElse(""))
              .filter(c -> c.contains(text))
              .toList();
    } while (!left.isEmpty() && System.currentTimeMillis() < until && pause());
    return left;
  }

  private static boolean pause() {
    try {
      Thread.sleep(50);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
