package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebDriver;

/**
 * A game on the page outlives its server: {@code serve --db FILE} in a JVM of its own is killed as
 * a crash would kill it, in the middle of the person's move, and started again on the same file and
 * port; the page, reloaded, shows the game whole, and the person plays on with the seat's key the
 * browser kept.
 */
class PageRestartTest {

  /** Yellow, a person, against the heuristic bot, every piece on the track: each roll moves two. */
  private static final String ON_THE_TRACK = "american Y Y:5,12,20,30 R:39,45,50,60";

  /** What the page shows of a game, each part by its name. */
  private static Map<String, Object> shown(Page p) {
    Map<String, Object> shown = new LinkedHashMap<>();
    shown.put("position", p.$("#position").getText());
    for (String colour : List.of("Y", "R")) {
      shown.put("pieces " + colour, p.drawn(colour));
    }
    shown.put("log", p.log());
    shown.put("seats", p.$("#seats").getText());
    shown.put("status", p.$("#status").getText());
    shown.put(
        "dice",
        p.js(
            "return [...document.querySelectorAll('#dice .die')]"
                + ".map((d) => d.getAttribute('aria-label') + ':' + d.dataset.used).join()"));
    shown.put("values", p.$("#values").getText());
    shown.put("movable", p.js("return [...document.querySelectorAll('#board .handle')].length"));
    shown.put("version", p.js("return window.parcheesi.game.version"));
    return shown;
  }

  private static int logSize(Page p) {
    return ((Number) p.js("return window.parcheesi.game.logSize")).intValue();
  }

  @SuppressWarnings("unchecked")
  private static int logSize(Map<String, Object> shown) {
    return ((List<String>) shown.get("log")).size();
  }

  private static boolean midMove(Page p) {
    return (Boolean)
        p.js(
            "const g = window.parcheesi.game;"
                + "return g.logSize >= 4 && g.personToAct && g.chosen.length === 1"
                + " && g.nextSteps.length > 0;");
  }

  @Test
  @DisplayName(
      "killed in the middle of a person's move and started again on the same file and port, the"
          + " server gives the reloaded page the game whole, and the person moves on")
  void theGameIsWholeOnThePageAfterACrashAndTheSeatPlaysOn(@TempDir Path dir) {
    String db = dir.resolve("games").toString();
    ServerProcess first = ServerProcess.start("--db", db); // starts while Chromium does
    WebDriver browser = null;
    try {
      browser = Page.chrome();
      int port = first.port();
      Page page = new Page(browser, "http://127.0.0.1:" + port + "/");
      page.open("en");
      page.newGame(null, ON_THE_TRACK, 3, null, "human", "none", "heuristic", "none");
      // some moves, the person's by clicks and the bot's as the page plays them, then the
      // person's roll and one step of it
      for (int clicks = 0; !midMove(page); clicks++) {
        assertTrue(clicks < 40, "a move of two steps comes within 40 clicks");
        assertTrue(page.playOn(), "the game goes on");
      }
      Map<String, Object> before = shown(page);
      assertEquals(List.of(), page.pageErrors());
      first.kill();
      try (ServerProcess second = ServerProcess.startOnPort(port, "--db", db)) {
        assertEquals(port, second.port(), "the same address");
        page.reload();
        assertEquals(before, shown(page), "the game as it was, the step chosen too");
        assertEquals("Yellow (you)", page.$("#seats .seat[data-colour='Y']").getText());
        // the seat's key, kept by the browser, still plays: the person ends the move
        for (int clicks = 0; logSize(page) == logSize(before); clicks++) {
          assertTrue(clicks < 10, "the move ends within 10 clicks");
          assertTrue(page.playOn(), "the game goes on");
        }
        assertTrue(logSize(page) > logSize(before), "the person's move is played");
        assertTrue(
            page.$("#notice-box").getAttribute("hidden") != null, page.$("#notice").getText());
        assertEquals(List.of(), page.pageErrors());
      }
    } finally {
      first.close();
      if (browser != null) {
        browser.quit();
      }
    }
  }
}
