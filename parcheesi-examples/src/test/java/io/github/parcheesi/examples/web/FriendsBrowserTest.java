package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Two friends on two browsers (two headless Chromium sessions) play a whole game, each holding one
 * seat by the join link the organiser's page gave: each page shows the other's moves as they
 * happen, without reloading, and both show the game-over screen naming the winner.
 *
 * <p>The organiser starts the game in the new-game dialog from a position near its end (the
 * dialog's position field), three pieces of each colour home and the last one in the home row, with
 * a dice seed that ends it in six turns of both colours (steps, passes and the last piece home): a
 * whole game from the start would take hundreds of clicks on each browser, minutes of the build's
 * time, and test nothing more about two browsers playing together.
 */
class FriendsBrowserTest {

  /** Yellow to move; seed 5 rolls so that Red wins on its third turn, Yellow passing twice. */
  private static final String NEAR_THE_END = "american Y Y:h,h,h,r2 R:h,h,h,r3";

  private static final int SEED = 5;

  private static WebServer server;
  private static WebDriver browserA;
  private static WebDriver browserB;

  @BeforeAll
  static void start() {
    browserA = Page.chrome();
    browserB = Page.chrome();
    server = WebServer.start("127.0.0.1", 0);
  }

  @AfterAll
  static void stop() {
    for (WebDriver d : new WebDriver[] {browserA, browserB}) {
      if (d != null) {
        d.quit();
      }
    }
    if (server != null) {
      server.stop();
    }
  }

  private static String toMove(Page p) {
    return (String) p.js("return window.parcheesi.game.toMove");
  }

  private static long version(Page p) {
    return ((Number) p.js("return window.parcheesi.game.version")).longValue();
  }

  private static boolean over(Page p) {
    return "over".equals(p.$("body").getAttribute("data-phase"));
  }

  /** The seats whose keys a page holds, as the page keeps them. */
  private static Object held(Page p, String game) {
    return p.js(
        "return Object.keys(JSON.parse(localStorage.getItem('parcheesi-seat-keys'))[arguments[0]]"
            + ".keys).join()",
        game);
  }

  /** Plays the turn of the colour to move on its person's page by clicking, until it ends. */
  private static int playTurn(Page p, String colour) {
    int clicks = 0;
    while (colour.equals(toMove(p)) && !over(p)) {
      assertTrue(p.playOn(), "a click plays on");
      assertTrue(++clicks < 20, colour + "'s turn ends within 20 clicks");
    }
    return clicks;
  }

  /** Waits until a page shows what another shows, without being reloaded. */
  private static void seesTheSameGame(Page watcher, Page mover) {
    long v = version(mover);
    new WebDriverWait(watcher.driver(), Duration.ofSeconds(15))
        .pollingEvery(Duration.ofMillis(20))
        .until(x -> version(watcher) == v);
    watcher.idle();
    assertEquals(mover.$("#position").getText(), watcher.$("#position").getText());
    for (String colour : List.of("Y", "R")) {
      assertEquals(mover.drawn(colour), watcher.drawn(colour), colour + "'s pieces on the board");
    }
    assertEquals(mover.log(), watcher.log(), "the same log");
  }

  @Test
  @DisplayName(
      "a person on browser A and one on browser B, each by the join link of a seat, play a game to"
          + " its end, each seeing the other's moves live, and both see who won")
  void twoFriendsPlayAWholeGameOnTwoBrowsers() {
    // the organiser starts the game on the page at localhost, which keeps every key of it, and
    // sends each friend a seat's join link with the machine's address in place of localhost (as
    // COMMANDS.md says): an address of another origin, whose browser storage holds no key yet
    String organiser = server.url().replace("127.0.0.1", "localhost");
    Page host = new Page(browserA, organiser);
    host.open("en");
    host.newGame(null, NEAR_THE_END, SEED, null, "human", "none", "human", "none");
    String game = (String) host.js("return window.parcheesi.game.id");
    Map<String, String> links = new java.util.HashMap<>();
    for (String colour : List.of("Y", "R")) {
      String link =
          host.$("#join-links [data-colour='" + colour + "'] input").getAttribute("value");
      assertTrue(
          link.matches(
              "http://localhost:\\d+/#game=" + game + "&seat=" + colour + "&key=[0-9a-f]{32}"),
          link);
      links.put(colour, link.replace("localhost", "127.0.0.1"));
    }
    Page a = new Page(browserA, server.url());
    Page b = new Page(browserB, server.url());
    a.openAt(links.get("Y"), "en");
    b.openAt(links.get("R"), "en");
    for (Page p : List.of(a, b)) {
      assertEquals(game, p.js("return window.parcheesi.game.id"));
      assertEquals(
          server.url() + "#game=" + game, p.driver().getCurrentUrl(), "the key leaves the address");
      p.js("window.notReloaded = true;");
    }
    assertEquals("Y", held(a, game), "browser A holds yellow's key alone");
    assertEquals("R", held(b, game), "browser B holds red's key alone");
    assertEquals("You play Yellow here", a.$("#join-links .playing").getText());
    assertEquals("You play Red here", b.$("#join-links .playing").getText());
    assertEquals(
        List.of("Yellow (you)", "Red (person)"),
        a.all("#seats .seat").stream().map(e -> e.getText()).toList());
    assertTrue(a.$("#status").getText().startsWith("Your turn (Yellow)"), a.$("#status").getText());
    assertFalse(b.$("#roll").isEnabled(), "yellow's roll is not red's to make");

    int turns = 0;
    int clicks = 0;
    while (!over(a)) {
      assertTrue(++turns <= 8, "the game ends within 8 turns");
      boolean yellow = "Y".equals(toMove(a));
      Page mover = yellow ? a : b;
      Page watcher = yellow ? b : a;
      assertFalse(watcher.$("#roll").isEnabled(), "the other's roll is not this page's to make");
      clicks += playTurn(mover, yellow ? "Y" : "R");
      seesTheSameGame(watcher, mover);
    }
    System.out.println("two browsers played " + turns + " turns in " + clicks + " clicks");
    assertEquals(6, turns, "seed " + SEED + " ends the game in six turns");

    assertTrue(a.$("#position").getText().endsWith("winner=R"), a.$("#position").getText());
    for (Page p : List.of(a, b)) {
      assertTrue(over(p));
      assertEquals(List.of("h", "h", "h", "h"), p.drawn("R"));
      assertTrue(p.$("#over-dialog").isDisplayed(), "the game-over screen");
      assertEquals(Boolean.TRUE, p.js("return window.notReloaded === true"), "never reloaded");
      assertEquals(List.of(), p.js("return window.pageErrors"));
    }
    assertEquals("Red wins. Better luck next time!", a.$("#over-winner").getText());
    assertEquals("You win!", b.$("#over-winner").getText());
    assertTrue(a.$("#over-summary").getText().contains("Red: 4 of 4 pieces home"));
    a.screenshot("friends-a");
    b.screenshot("friends-b");
  }
}
