package io.github.parcheesi.examples.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser start-up of the page's tests: a server with games in memory and headless Chromium
 * through Selenium, once for each test class, with the helpers a person's clicks need. Where
 * Chromium or its driver is missing the tests fail, saying how to install them.
 */
abstract class PageBrowser {

  static WebServer server;
  static WebDriver driver;

  @BeforeAll
  static void start() {
    BrowserTest.requireChromium();
    server = WebServer.start("127.0.0.1", 0);
    driver = BrowserTest.chrome();
  }

  @AfterAll
  static void stop() {
    if (driver != null) {
      driver.quit();
    }
    if (server != null) {
      server.stop();
    }
  }

  static Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  static WebElement $(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  static List<WebElement> all(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  /** Waits until the page has no request or animation in progress. */
  static void idle() {
    new WebDriverWait(driver, Duration.ofSeconds(30))
        .pollingEvery(Duration.ofMillis(20))
        .until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
  }

  /** Opens the page in English at instant speed, its errors counted in window.pageErrors. */
  static void open(String lang) {
    driver.get(server.url());
    js("localStorage.setItem('lang', arguments[0]); localStorage.removeItem('autoPass');", lang);
    driver.get(server.url());
    idle();
    js(
        "window.pageErrors = [];"
            + "addEventListener('error', (e) => window.pageErrors.push(String(e.message)));"
            + "addEventListener('unhandledrejection', (e) => window.pageErrors.push(String(e.reason)));");
    new Select($("#speed")).selectByValue("0");
  }

  /**
   * Starts a game in the new-game dialog: seats by colour letter ("none" leaves a colour out), a
   * position or null, a seed or null; a game from the start has Yellow start unless told.
   */
  static void newGame(
      String variant, String position, Integer seed, String first, String... seats) {
    $("#new-game").click();
    if (variant != null) {
      new Select($("#ng-variant")).selectByValue(variant);
    }
    String[] colours = {"Y", "G", "R", "B"};
    for (int i = 0; i < 4; i++) {
      new Select($("#ng-seat-" + colours[i])).selectByValue(seats[i]);
    }
    if (position != null) {
      $("#ng-position").sendKeys(position);
    } else {
      new Select($("#ng-first")).selectByValue(first == null ? "Y" : first);
    }
    if (seed != null) {
      $("#ng-seed").sendKeys(String.valueOf(seed));
    }
    $("#ng-start").click();
    idle();
  }

  /** Presses the board's button for a piece standing on a location, then a destination step. */
  static void step(String from, String step) {
    $("#board .handle[data-loc='" + from + "']").click();
    $("#board .target[data-step='" + step + "']").click();
    idle();
  }

  /** The locations a colour's pieces are drawn on, sorted. */
  @SuppressWarnings("unchecked")
  static List<String> drawn(String colour) {
    return (List<String>)
        js(
            "return [...document.querySelectorAll('#board .piece.' + arguments[0])]"
                + ".map((p) => p.dataset.loc).sort();",
            colour);
  }

  /** Saves a screenshot of the page under target/screenshots. */
  static void screenshot(String name) {
    try {
      byte[] png =
          ((org.openqa.selenium.TakesScreenshot) driver)
              .getScreenshotAs(org.openqa.selenium.OutputType.BYTES);
      Path dir = Paths.get("target", "screenshots");
      Files.createDirectories(dir);
      Files.write(dir.resolve(name + ".png"), png);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The page's own errors since it opened. */
  @SuppressWarnings("unchecked")
  static List<String> pageErrors() {
    return (List<String>) js("return window.pageErrors;");
  }
}
