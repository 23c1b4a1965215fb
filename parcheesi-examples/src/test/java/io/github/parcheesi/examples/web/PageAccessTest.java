package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;

/**
 * The page is accessible and usable on a phone: axe-core finds no serious or critical violation,
 * pieces and destinations are buttons with labels in words, keys play a turn with the focus where
 * play goes on, and every tap target is at least 32 px on a 400 px wide screen (a board button
 * whose neighbour covers part of it is repeated under the board).
 */
class PageAccessTest extends PageBrowser {

  private static String axe;

  /** The serious and critical violations axe-core finds on the page as it is now. */
  @SuppressWarnings("unchecked")
  private static List<String> violations() throws IOException {
    if (axe == null) {
      try (InputStream in = PageAccessTest.class.getResourceAsStream("/axe.min.js")) {
        assertNotNull(in, "axe.min.js of com.deque.html.axe-core:selenium on the test class path");
        axe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
    js(axe);
    Object result =
        ((JavascriptExecutor) driver)
            .executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                    + "axe.run(document).then((r) => done(r.violations"
                    + ".filter((v) => v.impact === 'serious' || v.impact === 'critical')"
                    + ".map((v) => v.id + ': ' + v.help + ' ' + v.nodes.map((n) => n.target.join(' '))"
                    + ".join(', '))), (e) => done(['axe failed: ' + e]));");
    return (List<String>) result;
  }

  @Test
  @DisplayName("axe-core: no serious or critical violation at the start, mid-move, and in the help")
  void axeFindsNothingSerious() throws IOException {
    open("en");
    newGame(null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
    assertEquals(List.of(), violations());
    $("#roll").click();
    idle();
    $("#board .handle[data-loc='20']").click();
    assertEquals(List.of(), violations(), "with a piece chosen and its destinations offered");
    $("#help").click();
    assertEquals(List.of(), violations(), "with the help open");
    $("#help-close").click();
  }

  @Test
  @DisplayName("pieces and destinations are buttons whose labels are words")
  void buttonsSpeakInWords() {
    open("en");
    newGame(null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
    $("#roll").click();
    idle();
    assertEquals("button", $("#board .handle[data-loc='20']").getAttribute("role"));
    assertEquals(
        "Yellow piece on square 20", $("#board .handle[data-loc='20']").getAttribute("aria-label"));
    assertEquals(
        "Yellow: the nest, the nest, the nest, square 20; Red: the nest, the nest, the nest,"
            + " square 27",
        $("#board-summary").getAttribute("textContent"),
        "the board described in words");
    step("20", "20/23");
    $("#board .handle[data-loc='23']").click();
    assertEquals(
        "to square 27, with 4, captures red",
        $("#board .target[data-step='23/27*']").getAttribute("aria-label"));
  }

  @Test
  @DisplayName(
      "the keyboard plays a turn: R rolls, the focus goes to a piece, Enter twice moves it")
  void keysPlayATurn() {
    open("en");
    newGame(null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
    Actions keys = new Actions(driver);
    keys.sendKeys("r").perform();
    idle();
    assertEquals(2, all("#dice .die").size(), "a key press rolls");
    assertEquals("handle", js("return document.activeElement.getAttribute('class')"));
    keys.sendKeys(org.openqa.selenium.Keys.ENTER).perform();
    assertEquals("target", js("return document.activeElement.getAttribute('class')"));
    String first = (String) js("return document.activeElement.dataset.step");
    keys.sendKeys("n").perform();
    String second = (String) js("return document.activeElement.dataset.step");
    assertTrue(!first.equals(second), "N goes to the next destination: " + first + ", " + second);
    keys.sendKeys(org.openqa.selenium.Keys.ENTER).perform();
    idle();
    idle();
    assertFalse(drawn("Y").contains("20"), "R, Enter, N, Enter moved the piece: " + drawn("Y"));
    // Enter on each button the focus goes to finishes the move (the other die, the capture's
    // bonus); Red plays its turn, and then the focus waits on Roll
    int presses = 4;
    while (!"roll".equals(js("return document.activeElement.id")) && presses < 12) {
      keys.sendKeys(org.openqa.selenium.Keys.ENTER).perform();
      presses++;
      idle();
    }
    assertEquals("roll", js("return document.activeElement.id"), "the focus waits on Roll");
    assertTrue(presses <= 8, "a turn of three steps in " + presses + " key presses");
  }

  @Test
  @DisplayName(
      "on a 400 px wide screen every tap target is at least 32 px each way: a board button a"
          + " neighbour covers in part is repeated under the board as a button of its own")
  @SuppressWarnings("unchecked")
  void tapTargetsOnAPhone() {
    ChromeDriver chrome = (ChromeDriver) driver;
    try {
      // a phone's screen: headless Chromium's windows are at least 500 px wide
      chrome.executeCdpCommand(
          "Emulation.setDeviceMetricsOverride",
          Map.of("width", 400, "height", 860, "deviceScaleFactor", 2, "mobile", true));
      open("en");
      // seed 35 rolls 3-4: the piece on 20 goes to 23 or to 24, neighbouring squares 17 px apart
      newGame(
          null, "american Y Y:n,n,n,20 R:n,n,n,27", 35, null, "human", "none", "search", "none");
      $("#roll").click();
      idle();
      $("#board .handle[data-loc='20']").click();
      assertEquals(400L, js("return document.documentElement.clientWidth"));
      // the page's controls, and the board's buttons' tap areas
      List<Map<String, Object>> small =
          (List<Map<String, Object>>)
              js(
                  "return [...document.querySelectorAll('button, select, a[href], label.check,"
                      + " #board [role=button]')]"
                      + ".filter((e) => e.getClientRects().length && !e.closest('dialog:not([open])'))"
                      + ".map((e) => { const r = (e.querySelector('.hit') ?? e).getBoundingClientRect();"
                      + " return {id: e.id || e.getAttribute('aria-label') || e.textContent,"
                      + " w: Math.round(r.width), h: Math.round(r.height)}; })"
                      + ".filter((x) => x.w < 32 || x.h < 32);");
      screenshot("page-phone");
      assertEquals(List.of(), small, "tap targets under 32 px");
      // what a tap reaches: on the lines through a board button's centre, the pixels where the
      // button itself takes the tap, not a neighbour drawn over part of it
      List<Map<String, Object>> reached =
          (List<Map<String, Object>>)
              js(
                  "return [...document.querySelectorAll('#board [role=button]')].map((b) => {"
                      + " const r = b.querySelector('.hit').getBoundingClientRect();"
                      + " const x = r.x + r.width / 2, y = r.y + r.height / 2;"
                      + " const takes = (px, py) =>"
                      + "  document.elementFromPoint(px, py)?.closest('[role=button]') === b;"
                      + " const reach = (dx, dy) => { let n = 0;"
                      + "  while (n < 60 && takes(x + dx * (n + 1), y + dy * (n + 1))) n++; return n; };"
                      + " const centre = takes(x, y);"
                      + " return {label: b.getAttribute('aria-label'),"
                      + " w: centre ? reach(1, 0) + reach(-1, 0) + 1 : 0,"
                      + " h: centre ? reach(0, 1) + reach(0, -1) + 1 : 0}; });");
      System.out.println("board buttons, px a tap reaches across and down: " + reached);
      List<String> covered =
          reached.stream()
              .filter(
                  b ->
                      ((Number) b.get("w")).intValue() < 32
                          || ((Number) b.get("h")).intValue() < 32)
              .map(b -> (String) b.get("label"))
              .toList();
      assertTrue(
          covered.contains("to square 23, with 4") || covered.contains("to square 23, with 3"),
          "a destination covered in part by its neighbour's tap area: " + reached);
      List<String> repeated =
          all("#board-choices button").stream()
              .filter(WebElement::isDisplayed)
              .map(WebElement::getText)
              .toList();
      assertTrue(
          repeated.containsAll(covered),
          "each board button a tap reaches over less than 32 px is a button under the board: "
              + covered
              + " in "
              + repeated);
      // and that button plays the step
      $("#board-choices button[data-step='20/23']").click();
      idle();
      assertTrue(drawn("Y").contains("23"), drawn("Y").toString());
    } finally {
      chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }
  }
}
