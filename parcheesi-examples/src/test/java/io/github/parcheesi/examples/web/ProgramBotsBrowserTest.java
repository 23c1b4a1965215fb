package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The page of a server started with programs as bots ({@code serve --bot py=python3 greedy_bot.py
 * --bot gone=false}), in headless Chromium: the new-game dialog offers each program by its name
 * beside the bots built in, a person plays against the Python bot by clicking (from a position near
 * the end of a game), and a program that fails is told in the page's words, the bots paused and
 * nothing played.
 */
class ProgramBotsBrowserTest extends PageBrowser {

  private static final Pattern GAME = Pattern.compile("#game=([0-9a-f]{32})");

  @BeforeAll
  static void start() {
    Map<String, String> programs = new LinkedHashMap<>();
    programs.put("py", "python3 " + Path.of("python", "greedy_bot.py").toAbsolutePath());
    programs.put("gone", "false");
    open(WebServer.start("127.0.0.1", 0, null, 30, 1000, ProgramBots.of(programs, 10_000)));
  }

  private static String gameId() {
    Matcher m = GAME.matcher(driver.getCurrentUrl());
    assertTrue(m.find(), driver.getCurrentUrl());
    return m.group(1);
  }

  private static long redDecisions(Http h, String id) {
    JsonNode log = h.ok("/api/games/" + id).get("log");
    long red = 0;
    for (JsonNode turn : log) {
      red += turn.get("colour").asText().equals("R") ? 1 : 0;
    }
    return red;
  }

  @Test
  void theDialogOffersTheProgramsByNameAndAPersonPlaysThePythonBot() {
    page.open("en");
    page.$("#new-game").click();
    List<String> offered =
        new Select(page.$("#ng-seat-R"))
            .getOptions().stream().map(o -> o.getAttribute("value") + "=" + o.getText()).toList();
    assertTrue(offered.contains("py=program py"), offered.toString());
    assertTrue(offered.contains("gone=program gone"), offered.toString());
    assertTrue(offered.contains("search=search bot"), offered.toString());
    page.$("#ng-cancel").click();

    page.newGame(
        null, "american Y Y:60,64,h,h R:25,30,h,h", 5, null, "human", "none", "py", "none");
    String seats = page.$("#seats").getText();
    assertTrue(seats.contains("Red (program py)"), seats);
    Http h = new Http(server);
    String id = gameId();
    int clicks = 0;
    while (redDecisions(h, id) < 2) {
      assertTrue(page.playOn(), "the game is not over yet");
      assertTrue(++clicks < 100, "the Python bot plays within 100 clicks");
    }
    String log = String.join("\n", page.log());
    assertTrue(log.contains("Red"), log);
    assertEquals(List.of(), page.pageErrors());
    page.screenshot("program-bot");
  }

  @Test
  void aProgramThatFailsIsToldAndTheBotsPause() {
    page.open("en");
    page.newGame("american", null, 5, "R", "human", "none", "gone", "none");
    page.idle();
    WebElement notice = page.$("#notice");
    String text = notice.getText();
    assertTrue(text.startsWith("Red (program gone) could not move: its program stopped"), text);
    assertEquals("true", page.$("#pause").getAttribute("aria-pressed"));
    assertEquals("Bots paused", page.$("#status").getText());
    Http h = new Http(server);
    assertEquals(0, h.ok("/api/games/" + gameId()).get("version").asLong(), "nothing played");

    page.open("ru");
    page.newGame("american", null, 5, "R", "human", "none", "gone", "none");
    page.idle();
    text = page.$("#notice").getText();
    assertTrue(text.startsWith("Красный (программа gone) не смог сходить"), text);
  }
}
