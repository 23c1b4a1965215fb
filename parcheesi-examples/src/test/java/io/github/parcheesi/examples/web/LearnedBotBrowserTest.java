package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The learned bot on the page, in headless Chromium: the new-game dialog offers it only for a game
 * its weights were trained for (two or four seats, the variant's default options), a person plays
 * against it by clicking, and the hint says that the learned bot gave it, in English and Russian;
 * in a three-player game the hint is the search bot's.
 */
class LearnedBotBrowserTest extends PageBrowser {

  private static final Pattern GAME = Pattern.compile("#game=([0-9a-f]{32})");

  private static String gameId() {
    Matcher m = GAME.matcher(driver.getCurrentUrl());
    assertTrue(m.find(), driver.getCurrentUrl());
    return m.group(1);
  }

  /** The players a seat's list offers, each as {@code value=words}. */
  private static List<String> offered(String colour) {
    return new Select($("#ng-seat-" + colour))
        .getOptions().stream().map(o -> o.getAttribute("value") + "=" + o.getText()).toList();
  }

  private static void choose(String css, String value) {
    new Select($(css)).selectByValue(value);
  }

  private static long redDecisions(String id) {
    long red = 0;
    for (JsonNode turn : new Http(server).ok("/api/games/" + id).get("log")) {
      red += turn.get("colour").asText().equals("R") ? 1 : 0;
    }
    return red;
  }

  /** Fills the dialog for Yellow, a person, against the learned bot as Red, in American. */
  private static void twoPlayersAgainstTheLearnedBot() {
    $("#new-game").click();
    choose("#ng-variant", "american");
    choose("#ng-seat-G", "none");
    choose("#ng-seat-B", "none");
    choose("#ng-seat-R", "learned");
    choose("#ng-first", "Y");
    $("#ng-seed").sendKeys("5");
    $("#ng-start").click();
    idle();
  }

  /** Plays on by clicks until Red has made two decisions and Yellow may ask for a hint. */
  private static void playUntilAHintAfterRedsMoves(String id) {
    int clicks = 0;
    while (redDecisions(id) < 2 || !$("#hint").isEnabled()) {
      assertTrue(page.playOn(), "the game is not over yet");
      assertTrue(++clicks < 200, "two decisions of Red within 200 clicks");
    }
  }

  @Test
  void theDialogOffersTheLearnedBotOnlyWhereItsWeightsFit() {
    open("en");
    $("#new-game").click();
    choose("#ng-variant", "american");
    assertTrue(offered("R").contains("learned=learned bot"), "four seats: " + offered("R"));
    choose("#ng-seat-G", "none");
    assertFalse(offered("R").contains("learned=learned bot"), "three seats: " + offered("R"));
    choose("#ng-seat-B", "none");
    assertTrue(offered("R").contains("learned=learned bot"), offered("R").toString());
    assertTrue(offered("R").contains("value=quick learned bot"), offered("R").toString());
    choose("#ng-seat-R", "learned");

    // a rule option away from its default: the weights were not trained for it
    WebElement option = $("#ng-options select");
    Select select = new Select(option);
    String initial = select.getFirstSelectedOption().getAttribute("value");
    String other =
        select.getOptions().stream()
            .map(o -> o.getAttribute("value"))
            .filter(v -> !v.equals(initial))
            .findFirst()
            .orElseThrow();
    select.selectByValue(other);
    assertFalse(offered("R").contains("learned=learned bot"), offered("R").toString());
    assertEquals(
        "search", new Select($("#ng-seat-R")).getFirstSelectedOption().getAttribute("value"));
    select.selectByValue(initial);
    assertTrue(offered("R").contains("learned=learned bot"), offered("R").toString());

    // a third seat taken takes it away; the empty fourth seat offers it, as taking it makes four
    choose("#ng-seat-R", "learned");
    choose("#ng-seat-G", "random");
    assertFalse(offered("R").contains("learned=learned bot"), offered("R").toString());
    assertTrue(offered("B").contains("learned=learned bot"), offered("B").toString());

    // a position: its variant and the colours it names decide, whatever the seats above
    $("#ng-position").sendKeys("american Y Y:n,n,n,10 R:n,n,n,39");
    assertTrue(offered("R").contains("learned=learned bot"), "two colours: " + offered("R"));
    $("#ng-position").clear();
    $("#ng-position").sendKeys("american Y Y:n,n,n,10 G:n,n,n,n R:n,n,n,39");
    assertFalse(offered("R").contains("learned=learned bot"), "three colours: " + offered("R"));
    $("#ng-position").clear();
    $("#ng-position").sendKeys("american Y Y:n,n,n,10 G:n,n,n,n R:n,n,n,39 B:n,n,n,n");
    assertTrue(offered("R").contains("learned=learned bot"), "four colours: " + offered("R"));
    $("#ng-cancel").click();
    assertEquals(List.of(), pageErrors());
  }

  @Test
  void aPersonPlaysTheLearnedBotAndItsHintSaysItIsTheLearnedBots() {
    open("en");
    twoPlayersAgainstTheLearnedBot();
    String seats = $("#seats").getText();
    assertTrue(seats.contains("Red (learned bot)"), seats);
    String id = gameId();
    playUntilAHintAfterRedsMoves(id);
    $("#hint").click();
    idle();
    String hint = $("#hint-text").getText();
    assertTrue(hint.matches("The learned bot would play \\S.*"), hint);
    String move = hint.substring("The learned bot would play ".length());
    if (!move.equals("pass")) {
      assertFalse(all("#board .hinted").isEmpty(), "the hint marks a piece");
    }
    screenshot("learned-hint");
    assertEquals(List.of(), pageErrors());

    open("ru");
    twoPlayersAgainstTheLearnedBot();
    seats = $("#seats").getText();
    assertTrue(seats.contains("Красный (обученный бот)"), seats);
    playUntilAHintAfterRedsMoves(gameId());
    $("#hint").click();
    idle();
    hint = $("#hint-text").getText();
    assertTrue(hint.matches("Обученный бот сыграл бы \\S.*"), hint);
    assertEquals(List.of(), pageErrors());
  }

  /** Asks for a hint at Yellow's first roll, by clicks, and answers the hint's words. */
  private static String firstHint() {
    int clicks = 0;
    while (!$("#hint").isEnabled()) {
      assertTrue(page.playOn(), "the game is not over yet");
      assertTrue(++clicks < 200, "a roll of Yellow's within 200 clicks");
    }
    $("#hint").click();
    idle();
    return $("#hint-text").getText();
  }

  @Test
  void inAFourPlayerGameTheHintIsTheLearnedBotsAndInAThreePlayerGameTheSearchBots() {
    open("en"); // a person against three search bots
    String hint = firstHint();
    assertTrue(hint.matches("The learned bot would play \\S.*"), hint);

    $("#new-game").click();
    choose("#ng-variant", "american");
    choose("#ng-seat-B", "none");
    choose("#ng-first", "Y");
    $("#ng-start").click();
    idle();
    hint = firstHint();
    assertTrue(hint.matches("The search bot would play \\S.*"), hint);
    assertEquals(List.of(), pageErrors());
  }
}
