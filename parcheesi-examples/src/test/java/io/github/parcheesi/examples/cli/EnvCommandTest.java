package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.bots.LearningEnv;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code env}: the learning environment over JSON lines, and the Python script that uses it. */
class EnvCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theJsonLinesInterfaceAnswersEachRequestOrNamesWhatIsWrong() throws IOException {
    String input =
        String.join(
            "\n",
            "{\"step\": 3}",
            "{\"reset\": 7}",
            "{\"step\": 99999}",
            "not json",
            "{\"reset\": 7, \"step\": 1}",
            "");
    Cli.Result r = Cli.runWithInput(input, "env", "--variant", "parchis", "--players", "2");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    assertEquals(5, lines.size(), r.out());
    assertTrue(JSON.readTree(lines.get(0)).get("error").asText().contains("reset"));
    JsonNode view = JSON.readTree(lines.get(1));
    assertEquals(LearningEnv.OBSERVATION, view.get("observation").size());
    assertTrue(view.get("legal").size() > 0);
    assertFalse(view.get("terminated").asBoolean());
    assertEquals(0, view.get("rewards").get("Y").asInt());
    assertTrue(view.get("toAct").asText().matches("[YR]"));
    assertTrue(JSON.readTree(lines.get(2)).get("error").asText().contains("99999 is not legal"));
    assertTrue(JSON.readTree(lines.get(3)).get("error").asText().contains("not JSON"));
    assertTrue(JSON.readTree(lines.get(4)).get("error").asText().contains("give one of"));
  }

  @Test
  void thePythonScriptPlaysRandomEpisodesThroughTheInterface() throws Exception {
    Process p =
        new ProcessBuilder(
                "python3",
                "python/random_episodes.py",
                "--classpath",
                System.getProperty("java.class.path"),
                "--variant",
                "american",
                "--players",
                "2",
                "--episodes",
                "2")
            .redirectErrorStream(true)
            .start();
    String out =
        new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile(
                "episode (\\d): ([YR]) won, last reward 1, (\\d+) numbers an observation")
            .matcher(out);
    int episodes = 0;
    while (m.find()) {
      assertEquals(LearningEnv.OBSERVATION, Integer.parseInt(m.group(3)));
      episodes++;
    }
    assertEquals(2, episodes, out);
    String script =
        java.nio.file.Files.readString(java.nio.file.Path.of("python/random_episodes.py"));
    assertTrue(
        script.contains("\nACTIONS = " + LearningEnv.ACTIONS + " "),
        "the script's action count is the environment's, " + LearningEnv.ACTIONS);
  }
}
