package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Two friends on two browsers (two headless Chromium sessions): the one on browser A starts a game
 * of two people and sends the other seat's join link; the one on browser B opens it, and each sees
 * the other's moves as they happen, without reloading.
 */
class FriendsBrowserTest {

  private static WebServer server;
  private static WebDriver a;
  private static WebDriver b;

  @BeforeAll
  static void start() {
    server = WebServer.start("127.0.0.1", 0);
    a = Page.chrome();
    b = Page.chrome();
  }

  @AfterAll
  static void stop() {
    for (WebDriver d : new WebDriver[] {a, b}) {
      if (d != null) {
        d.quit();
      }
    }
    if (server != null) {
      server.stop();
    }
  }

  private static Object js(WebDriver d, String script) {
    return ((JavascriptExecutor) d).executeScript(script);
  }

  private static WebElement $(WebDriver d, String css) {
    return d.findElement(By.cssSelector(css));
  }

  private static void idle(WebDriver d) {
    new WebDriverWait(d, Duration.ofSeconds(30))
        .pollingEvery(Duration.ofMillis(20))
        .until(x -> "0".equals(x.findElement(By.tagName("body")).getAttribute("data-busy")));
  }

  private static String toMove(WebDriver d) {
    return (String) js(d, "return window.parcheesi.game.toMove");
  }

  private static long version(WebDriver d) {
    return ((Number) js(d, "return window.parcheesi.game.version")).longValue();
  }

  /**
   * Plays the turn of the colour to move on a page by clicking, until another colour is to move.
   */
  private static void playTurn(WebDriver d, String colour) {
    for (int clicks = 0; colour.equals(toMove(d)); clicks++) {
      assertTrue(clicks < 40, colour + "'s turn ends within 40 clicks");
      WebElement next =
          (WebElement)
              js(
                  d,
                  "const roll = document.getElementById('roll'); if (!roll.disabled) return roll;"
                      + "const pass = document.getElementById('pass'); if (!pass.hidden) return"
                      + " pass; const piece = document.querySelector('#board .handle'); if"
                      + " (piece) return piece; const finish = document.getElementById('finish'); if"
                      + " (!finish.hidden) return finish; throw new Error('nothing to click: ' +"
                      + " document.getElementById('status').textContent);");
      String kind = next.getAttribute("class");
      next.click();
      if (kind != null && kind.contains("handle")) {
        $(d, ".target").click();
      }
      idle(d);
    }
  }

  /** Waits until a page shows what another shows, without being reloaded. */
  private static void seesTheSameGame(WebDriver watcher, WebDriver mover) {
    long v = version(mover);
    String position = $(mover, "#position").getText();
    new WebDriverWait(watcher, Duration.ofSeconds(15))
        .pollingEvery(Duration.ofMillis(50))
        .until(x -> version(x) == v);
    idle(watcher);
    assertEquals(position, $(watcher, "#position").getText());
    assertEquals(
        mover.findElements(By.cssSelector("#log li")).size(),
        watcher.findElements(By.cssSelector("#log li")).size());
  }

  @Test
  @DisplayName(
      "a person on browser A and a person on browser B play by join link, each seeing the other's moves live")
  void twoFriendsPlayTheOpeningOnTwoBrowsers() throws java.io.IOException {
    a.get(server.url());
    idle(a);
    new Select($(a, "#speed")).selectByValue("0");
    $(a, "#new-game").click();
    new Select($(a, "#ng-variant")).selectByValue("american");
    String[] seats = {"human", "none", "human", "none"};
    String[] colours = {"Y", "G", "R", "B"};
    for (int i = 0; i < 4; i++) {
      new Select($(a, "#ng-seat-" + colours[i])).selectByValue(seats[i]);
    }
    new Select($(a, "#ng-first")).selectByValue("Y");
    $(a, "#ng-seed").sendKeys("2"); // yellow rolls 5-3 and red 1-4: both bring a piece out
    $(a, "#ng-start").click();
    idle(a);
    // the creator's page shows each person's join link; red's goes to the friend
    String link = $(a, "#join-links [data-colour='R'] input").getAttribute("value");
    assertTrue(
        link.matches("http://127\\.0\\.0\\.1:\\d+/#game=[0-9a-f]{32}&seat=R&key=[0-9a-f]{32}"),
        link);
    assertFalse(a.findElements(By.cssSelector("#join-links [data-colour='Y'] input")).isEmpty());
    String game = (String) js(a, "return window.parcheesi.game.id");

    b.get(link);
    idle(b);
    new Select($(b, "#speed")).selectByValue("0");
    assertEquals(game, js(b, "return window.parcheesi.game.id"));
    assertEquals(
        server.url() + "#game=" + game, b.getCurrentUrl(), "the key leaves the address bar");
    assertEquals(
        "R",
        js(
            b,
            "return Object.keys(JSON.parse(localStorage.getItem('parcheesi-seat-keys'))['"
                + game
                + "'].keys).join()"),
        "browser B holds red's key alone");
    assertEquals("Y", toMove(b));
    assertFalse($(b, "#roll").isEnabled(), "yellow's roll is not red's to make");
    assertEquals("You play Red here", $(b, "#join-links .playing").getText());
    assertTrue(b.findElements(By.cssSelector("#join-links input")).isEmpty(), "no links to send");

    for (int round = 0; round < 2; round++) {
      playTurn(a, "Y");
      seesTheSameGame(b, a);
      assertEquals("R", toMove(b));
      playTurn(b, "R");
      seesTheSameGame(a, b);
      assertEquals("Y", toMove(a));
      if (round == 0) {
        // the opening moves brought a piece of each out, and each page shows both
        for (WebDriver d : new WebDriver[] {a, b}) {
          assertEquals(
              Boolean.TRUE,
              js(
                  d,
                  "return ['Y', 'R'].every((c) => window.parcheesi.game.pieces[c].some((p) => p !== 'n'))"),
              String.valueOf(js(d, "return JSON.stringify(window.parcheesi.game.pieces)")));
        }
      }
    }
    assertTrue(version(a) >= 4, "moves were made: version " + version(a));
    assertTrue(a.findElements(By.cssSelector("#log li")).size() >= 4);
    java.nio.file.Path shots = java.nio.file.Paths.get("target", "screenshots");
    java.nio.file.Files.createDirectories(shots);
    for (WebDriver d : new WebDriver[] {a, b}) {
      byte[] png =
          ((org.openqa.selenium.TakesScreenshot) d)
              .getScreenshotAs(org.openqa.selenium.OutputType.BYTES);
      java.nio.file.Files.write(shots.resolve(d == a ? "friends-a.png" : "friends-b.png"), png);
    }
  }
}
