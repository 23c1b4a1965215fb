package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Every moment of the page is clear: the board after each step, the dice and values used and left,
 * whose turn it is and which seat is the person's, the roll-off, the variant's name, the help, the
 * end of the game, and the pass that plays itself.
 */
class PageMomentsTest extends PageBrowser {

  @Test
  @DisplayName("after 20/23 23/27* the red piece is drawn in its nest, both dice used, +20 to play")
  void showsTheMomentAfterACapture() {
    open("en");
    // seed 35 rolls 3-4 for yellow in this position
    newGame(null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
    assertEquals(List.of("Yellow (you)", "Red (search bot)"), seatTexts());
    assertTrue($("#status").getText().startsWith("Your turn (Yellow)"), $("#status").getText());
    $("#roll").click();
    idle();
    assertEquals("false,false", diceUsed());
    step("20", "20/23");
    assertEquals("true,false", diceUsed(), "the 3 is used, the 4 is left");
    step("23", "23/27*");
    assertEquals(List.of("n", "n", "n", "n"), drawn("R"), "the captured piece is in its nest");
    assertEquals(List.of("27", "n", "n", "n"), drawn("Y"));
    assertEquals("true,true", diceUsed());
    assertEquals("+20", $("#values .value.left").getText());
    assertEquals(2, all("#values .value.spent").size());
    assertTrue($("#status").getText().contains("choose a piece"), $("#status").getText());
    screenshot("page-mid-move");
  }

  @Test
  @DisplayName("the roll-off, the variant's name in the header, and the help in Russian")
  void showsTheRollOffTheNameAndTheHelp() {
    open("en");
    newGame("parchis", null, 11, "rolloff", "human", "none", "search", "none");
    assertEquals("Parchís", $("#title").getText());
    String started = $("#started").getText();
    assertTrue(
        started.matches("Roll-off \\(highest die starts\\): .*\\. (Yellow|Red) starts\\."),
        started);
    $("#lang-ru").click();
    idle();
    assertEquals("Парчис (испанский)", $("#title").getText());
    assertTrue($("#started").getText().startsWith("Жребий"), $("#started").getText());
    new Actions(driver).sendKeys($("body"), "?").perform();
    assertTrue($("#help-dialog").isDisplayed(), "? opens the help");
    assertTrue($("#help-rules-title").getText().contains("Парчис"));
    assertEquals(6, all("#help-rules li").size());
    String legend = $("#help-legend").getText();
    assertTrue(legend.contains("Безопасная клетка"), legend);
    assertFalse(legend.contains("Зеркало"), "no Russian board's mark on the Parchís board");
    screenshot("page-help");
    $("#help-close").click();
    $("#lang-en").click();
    idle();
  }

  @Test
  @DisplayName("a real game-over screen: the winner, a summary, a rematch, and Undo off")
  void endsTheGameOnAScreen() {
    open("en");
    // seed 7 rolls 2-4: r6/h with the 2 wins
    newGame(null, "american Y Y:h,h,h,r6 R:n,n,n,n", 7, null, "human", "none", "search", "none");
    $("#roll").click();
    idle();
    step("r6", "r6/h");
    assertTrue($("#over-dialog").isDisplayed(), "the game ends on a screen");
    assertEquals("You win!", $("#over-winner").getText());
    String summary = $("#over-summary").getText();
    assertTrue(summary.contains("Yellow: 4 of 4 pieces home"), summary);
    assertFalse($("#undo").isEnabled(), "no undo once the game is over");
    screenshot("page-game-over");
    $("#over-rematch").click();
    idle();
    assertEquals("roll", $("body").getAttribute("data-phase"));
    assertEquals(2, all("#seats .seat").size(), "the rematch keeps the seats");
    assertFalse($("#over-dialog").isDisplayed());
  }

  @Test
  @DisplayName("with auto-pass on, a roll that cannot be played passes by itself")
  void passesByItself() {
    open("en");
    // seed 1 rolls 3-4 with every piece in the nest: nothing can be played
    newGame(null, "american Y Y:n,n,n,n R:n,n,n,n", 1, null, "human", "none", "search", "none");
    $("#auto-pass").click();
    $("#roll").click();
    idle();
    new org.openqa.selenium.support.ui.WebDriverWait(driver, java.time.Duration.ofSeconds(10))
        .until(d -> !all("#log li").isEmpty());
    idle();
    List<WebElement> log = all("#log li");
    String first = log.get(log.size() - 1).getText();
    assertTrue(first.contains("pass"), first);
    assertTrue($("#note").getText().contains("passed"), $("#note").getText());
    js("localStorage.removeItem('autoPass')");
    new Actions(driver).sendKeys(Keys.ESCAPE).perform();
  }

  private static List<String> seatTexts() {
    return all("#seats .seat").stream().map(WebElement::getText).toList();
  }

  private static String diceUsed() {
    return String.join(
        ",",
        driver.findElements(By.cssSelector("#dice .die")).stream()
            .map(d -> d.getAttribute("data-used"))
            .toList());
  }
}
