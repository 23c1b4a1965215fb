package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Notation;
import io.github.parcheesi.record.GameRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser, headless Chromium through Selenium: a whole game played only by
 * clicking, a Russian exchange offer answered in Russian, a record stepped through. Each saves a
 * screenshot of its variant's board under {@code target/screenshots}.
 */
class BrowserTest extends PageBrowser {

  @Test
  @DisplayName("a whole two-player game against a bot, played only by clicking")
  void playsAWholeGameByClicking() {
    open("en");
    Object ready = js("return performance.getEntriesByName('parcheesi-ready')[0].startTime");
    System.out.println(
        "page ready " + Math.round(((Number) ready).doubleValue()) + " ms after loading");
    assertTrue($("svg#board").findElements(By.cssSelector("rect.cell")).size() > 68);
    assertTrue($("#roll").isEnabled(), "the default game waits for the person's roll");
    newGame("american", null, 11, "Y", "human", "none", "random", "none");
    int clicks = 0;
    // what a person would click next: the roll, the pass, a piece that can move and one of its
    // highlighted destinations, or finish
    while (page.playOn()) {
      assertTrue(++clicks < 3000, "the game ends within 3000 clicks");
    }
    assertEquals("over", $("body").getAttribute("data-phase"), $("#status").getText());
    String status = $("#status").getText();
    assertTrue(status.endsWith("wins!"), status);
    assertFalse(all("#log li").isEmpty());
    System.out.println("a whole game in " + clicks + " clicks");
    screenshot("american");
  }

  @Test
  @DisplayName("R6: a Russian exchange offer answered in a dialog, in Russian")
  void answersARussianExchangeOffer() {
    open("ru");
    assertEquals("Новая игра", $("#new-game").getText());
    newGame(
        null,
        "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y",
        null,
        null,
        "search",
        "none",
        "human",
        "none");
    WebElement dialog = $("#decide-dialog");
    assertTrue(dialog.isDisplayed(), "the offer is asked in a dialog");
    String prompt = $("#decide-prompt").getText();
    assertTrue(prompt.contains("Жёлт"), prompt);
    WebElement accept = $("#decide-choices button[data-kind='accept']");
    assertEquals("pY/n pR/n", accept.getAttribute("data-move"));
    assertTrue(accept.getText().startsWith("Принять"), accept.getText());
    accept.click();
    idle();
    assertFalse(dialog.isDisplayed());
    List<WebElement> turns = all("#log li");
    String first = turns.get(turns.size() - 1).getText();
    assertTrue(first.contains("pY/n pR/n"), first);
    assertEquals(5, all(".piece.R").size());
    screenshot("russian");
  }

  @Test
  @DisplayName(
      "R6: the dialog answering an offer of a third colour's prisoner says Green's piece goes to"
          + " Yellow's base, not Yellow's own piece home")
  void tellsTheTermsOfAThirdColoursPrisoner() {
    open("en");
    newGame(
        null,
        "russian Y Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R",
        null,
        null,
        "human",
        "search",
        "search",
        "search");
    assertTrue($("#decide-dialog").isDisplayed(), "the offer is asked in a dialog");
    assertEquals(
        "Red offers an exchange of prisoners: Green's piece would go from Red's base to your base"
            + " as a prisoner, and Red's piece would go from your base to Red's nest. Accept?",
        $("#decide-prompt").getText());
    WebElement accept = $("#decide-choices button[data-kind='accept']");
    assertEquals("pR/pY pY/n", accept.getAttribute("data-move"));
    assertEquals(
        "You accept Red's exchange of prisoners. Green's piece goes from Red's base to your base as"
            + " a prisoner. You give up Red's piece: it goes from your base to Red's nest.",
        accept.findElement(By.tagName("small")).getText());
    assertEquals(
        "You refuse Red's exchange of prisoners.",
        $("#decide-choices button[data-kind='decline'] small").getText());
  }

  @Test
  @DisplayName("a record opened from a file, stepped forwards and backwards")
  void stepsThroughARecord(@TempDir Path dir) throws IOException {
    Path file = record(dir);
    GameRecord record = GameRecord.read(Files.readString(file)).get();
    int size = record.entries().size();
    String end = Notation.format(record.replay().get());

    open("en");
    $("#open-record").click();
    $("#record-file").sendKeys(file.toAbsolutePath().toString());
    new WebDriverWait(driver, Duration.ofSeconds(10))
        .until(d -> !d.findElement(By.id("record-text")).getAttribute("value").isEmpty());
    $("#record-open").click();
    idle();
    assertEquals("0 / " + size, $("#replay-counter").getText());
    assertTrue($("#play-controls").getAttribute("hidden") != null);
    for (int i = 0; i < 3; i++) {
      $("#replay-next").click();
      idle();
    }
    assertEquals("3 / " + size, $("#replay-counter").getText());
    assertFalse(all("#log li").isEmpty());
    $("#replay-prev").click();
    idle();
    assertEquals("2 / " + size, $("#replay-counter").getText());
    $("#replay-last").click();
    idle();
    assertEquals(size + " / " + size, $("#replay-counter").getText());
    assertEquals(end, $("#position").getText());
    assertFalse($("#replay-next").isEnabled());
    screenshot("parchis");
    $("#replay-first").click();
    idle();
    assertEquals("0 / " + size, $("#replay-counter").getText());
    $("#replay-close").click();
    idle();
    assertTrue($("#replay-controls").getAttribute("hidden") != null);
  }
}
