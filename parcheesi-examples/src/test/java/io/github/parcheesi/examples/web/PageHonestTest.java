package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.examples.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Nothing on the page lies or sticks: undo rewinds the log with the board, replay's autoplay stops
 * when paused and leaving it restores the game, a double click acts once, errors are in the
 * person's words and go away, and the hint's marks clear.
 */
class PageHonestTest extends PageBrowser {

  @Test
  @DisplayName("undo rewinds the log with the board: as many entries as decisions")
  void undoRewindsTheLog() {
    open("en");
    newGame("american", null, 5, "Y", "human", "none", "random", "none");
    for (int turn = 0; turn < 3; turn++) {
      $("#roll").click();
      idle();
      while (!$("#roll").isEnabled()) {
        if ($("#pass").isDisplayed()) {
          $("#pass").click();
        } else if (!all("#board .handle").isEmpty()) {
          $("#board .handle").click();
          $("#board .target").click();
        } else {
          $("#finish").click();
        }
        idle();
      }
    }
    long before = logSize();
    assertEquals(before, all("#log li").size());
    $("#undo").click();
    idle();
    long after = logSize();
    assertTrue(after < before, "undo took decisions back: " + before + " then " + after);
    assertEquals(after, all("#log li").size(), "the log shows exactly the decisions played");
    assertEquals(List.of(), pageErrors());
  }

  @Test
  @DisplayName("a double click on Roll rolls once and shows no message")
  void doubleClickActsOnce() {
    open("en");
    newGame("american", null, 5, "Y", "human", "none", "random", "none");
    js("const b = document.getElementById('roll'); b.click(); b.click();");
    idle();
    assertTrue($("#notice-box").getAttribute("hidden") != null, $("#notice").getText());
    assertEquals(2, all("#dice .die").size());
  }

  @Test
  @DisplayName("a refused request is told in the person's language, and goes away")
  void errorsAreInWordsAndGoAway() {
    open("ru");
    newGame("american", null, 5, "Y", "human", "none", "random", "none");
    // a pass nobody may make now, asked for as a stale page would
    js("window.parcheesi.acting = false; window.parcheesi.act('pass')");
    idle();
    assertTrue($("#notice-box").isDisplayed());
    assertEquals("Сейчас это сделать нельзя.", $("#notice").getText());
    $("#notice-close").click();
    assertFalse($("#notice-box").isDisplayed());
  }

  @Test
  @DisplayName("the hint's rings clear once a step is chosen")
  void hintMarksClear() {
    open("en");
    newGame(null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
    $("#roll").click();
    idle();
    $("#hint").click();
    idle();
    assertFalse(all("#board .hinted").isEmpty(), "the hint marks a piece");
    WebElement target = $("#board .target.hinted");
    target.click();
    idle();
    assertEquals(0, all("#board .hinted").size(), "no ring stays after the step");
    assertTrue($("#hint-text").getAttribute("hidden") != null);
  }

  @Test
  @DisplayName("replay: pause stops autoplay within one step, and leaving restores the game")
  void replayPausesAndLeaves(@TempDir Path dir) throws IOException, InterruptedException {
    Path file = record(dir);
    open("en");
    newGame("american", null, 5, "Y", "human", "none", "random", "none");
    String position = $("#position").getText();
    List<String> seats = all("#seats .seat").stream().map(WebElement::getText).toList();
    new Select($("#speed")).selectByValue("100");
    $("#open-record").click();
    js("document.getElementById('record-text').value = arguments[0]", Files.readString(file));
    $("#record-open").click();
    idle();
    $("#replay-play").click();
    Thread.sleep(700);
    $("#replay-play").click();
    int paused = counter();
    assertTrue(paused > 0, "autoplay went forwards");
    Thread.sleep(800);
    assertTrue(counter() <= paused + 1, "at most the step on its way after the pause");
    int stopped = counter();
    Thread.sleep(500);
    assertEquals(stopped, counter(), "stopped");
    $("#replay-play").click(); // and leave while it plays
    Thread.sleep(300);
    $("#replay-close").click();
    idle();
    Thread.sleep(500);
    idle();
    assertTrue($("#replay-controls").getAttribute("hidden") != null);
    assertEquals(position, $("#position").getText(), "the game's position again");
    assertEquals(seats, all("#seats .seat").stream().map(WebElement::getText).toList());
    assertEquals("American Parcheesi", $("#title").getText());
    assertEquals(List.of(), pageErrors());
  }

  @Test
  @DisplayName(
      "the new-game dialog opens empty, speaks Russian words for options, and starts a two-colour"
          + " position with its default seats")
  void newGameDialogIsFreshAndInWords() {
    open("ru");
    newGame(null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
    $("#new-game").click();
    assertEquals("", $("#ng-position").getAttribute("value"), "no position kept from before");
    assertEquals("", $("#ng-seed").getAttribute("value"), "no seed kept from before");
    new Select($("#ng-variant")).selectByValue("russian");
    String options = $("#ng-options").getText();
    assertTrue(options.contains("Взятие") && options.contains("обязательно"), options);
    assertFalse(options.contains("capture") || options.contains("forced"), options);
    assertEquals("жребий", new Select($("#ng-first")).getFirstSelectedOption().getText());
    // the dialog's default seats: a person and three search bots, for a position of two colours
    $("#ng-position").sendKeys("american Y Y:n,n,n,20 R:n,n,n,27");
    $("#ng-start").click();
    idle();
    assertFalse($("#new-game-dialog").isDisplayed(), $("#ng-error").getText());
    assertEquals(2, all("#seats .seat").size());
    $("#lang-en").click();
    idle();
  }

  private static int counter() {
    return Integer.parseInt($("#replay-counter").getText().split(" ")[0]);
  }

  private static long logSize() {
    return (Long) js("return window.parcheesi.game.logSize");
  }

  private static Path record(Path dir) throws IOException {
    int status =
        Main.run(
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new ByteArrayInputStream(new byte[0]),
            "simulate",
            "--variant",
            "parchis",
            "--games",
            "1",
            "--bots",
            "heuristic,random",
            "--seed",
            "4",
            "--record",
            dir.toString());
    assertEquals(0, status);
    try (var files = Files.list(dir)) {
      return files.findFirst().orElseThrow();
    }
  }
}
