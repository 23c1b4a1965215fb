package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.examples.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The start-up of the page's tests in one browser: a server with games in memory and headless
 * Chromium, once for each test class, and the {@link Page} helpers a person's clicks need, on that
 * browser's page. Where Chromium or its driver is missing the tests fail, saying how to install
 * them.
 */
abstract class PageBrowser {

  static WebServer server;
  static WebDriver driver;
  static Page page;

  @BeforeAll
  static void start() {
    open(WebServer.start("127.0.0.1", 0));
  }

  /**
   * Opens headless Chromium on a server's page: a test class whose server is started otherwise
   * hides {@link #start} with a method of the same name that calls this.
   */
  static void open(WebServer started) {
    server = started;
    driver = Page.chrome();
    page = new Page(driver, server.url());
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
    return page.js(script, args);
  }

  static WebElement $(String css) {
    return page.$(css);
  }

  static List<WebElement> all(String css) {
    return page.all(css);
  }

  /** Waits until the page has no request or animation in progress. */
  static void idle() {
    page.idle();
  }

  /** Opens the page in a language at instant speed, its errors counted in window.pageErrors. */
  static void open(String lang) {
    page.open(lang);
  }

  /** Starts a game in the new-game dialog ({@link Page#newGame}). */
  static void newGame(
      String variant, String position, Integer seed, String first, String... seats) {
    page.newGame(variant, position, seed, first, seats);
  }

  /** Presses the board's button for a piece standing on a location, then a destination step. */
  static void step(String from, String step) {
    page.step(from, step);
  }

  /** The locations a colour's pieces are drawn on, sorted. */
  static List<String> drawn(String colour) {
    return page.drawn(colour);
  }

  /** Saves a screenshot of the page under target/screenshots. */
  static void screenshot(String name) {
    page.screenshot(name);
  }

  /** The page's own errors since it opened. */
  static List<String> pageErrors() {
    return page.pageErrors();
  }

  /**
   * The record of a whole game of Parchís, the heuristic bot against the random one with seed 4,
   * written by the {@code simulate} command into a folder.
   *
   * @return the record's file
   */
  static Path record(Path dir) throws IOException {
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
