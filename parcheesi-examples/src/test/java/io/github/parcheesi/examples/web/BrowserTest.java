package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Notation;
import io.github.parcheesi.examples.cli.Main;
import io.github.parcheesi.record.GameRecord;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser, headless Chromium through Selenium: a whole game played only by
 * clicking, a Russian exchange offer answered in Russian, a record stepped through. Each saves a
 * screenshot of its variant's board under {@code target/screenshots}. Where Chromium or its driver
 * is missing they fail, saying how to install them: a check that cannot run is no pass.
 */
class BrowserTest {

  private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
  private static final Path DRIVER = Paths.get("/usr/bin/chromedriver");
  private static final Path SCREENSHOTS = Paths.get("target", "screenshots");

  private static WebServer server;
  private static WebDriver driver;

  @BeforeAll
  static void start() throws IOException {
    requireChromium();
    server = WebServer.start("127.0.0.1", 0);
    driver = chrome();
    Files.createDirectories(SCREENSHOTS);
  }

  /**
   * A new headless Chromium, its driver given explicitly (Selenium Manager would download one).
   *
   * @return the browser
   */
  static WebDriver chrome() {
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-extensions",
        "--disable-gpu",
        "--no-first-run",
        "--window-size=1400,1000");
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(new File(DRIVER.toString()))
            .usingAnyFreePort()
            .build();
    return new ChromeDriver(service, options);
  }

  /** Fails, saying how to install them, where Chromium or its driver is missing. */
  static void requireChromium() {
    assertTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "the browser tests need "
            + CHROMIUM
            + " and "
            + DRIVER
            + "; install them with"
            + " apt-get install chromium chromium-driver (.ci/run does)");
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

  /** The element a person clicks next in a game, or null once it is over. */
  private static final String NEXT_CLICK =
      "if (document.body.dataset.phase === 'over') return null;"
          + "const roll = document.getElementById('roll'); if (!roll.disabled) return roll;"
          + "const pass = document.getElementById('pass'); if (!pass.hidden) return pass;"
          + "const piece = document.querySelector('#board .handle'); if (piece) return piece;"
          + "const finish = document.getElementById('finish'); if (!finish.hidden) return finish;"
          + "throw new Error('nothing to click: ' + document.getElementById('status').textContent);";

  private static Object js(String script) {
    return ((JavascriptExecutor) driver).executeScript(script);
  }

  private static WebElement $(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  private static List<WebElement> all(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  /** Waits until the page has no request or animation in progress. */
  private static void idle() {
    new WebDriverWait(driver, Duration.ofSeconds(30))
        .pollingEvery(Duration.ofMillis(20))
        .until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
  }

  private static void open() {
    driver.get(server.url());
    idle();
  }

  private static void screenshot(String variant) throws IOException {
    byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
    Files.write(SCREENSHOTS.resolve(variant + ".png"), png);
  }

  /** Fills the new-game dialog: seats by colour letter ("none" leaves a colour out). */
  private static void newGame(String variant, String position, String... seats) {
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
      new Select($("#ng-first")).selectByValue("Y");
      $("#ng-seed").sendKeys("11");
    }
    $("#ng-start").click();
    idle();
  }

  @Test
  @DisplayName("a whole two-player game against a bot, played only by clicking")
  void playsAWholeGameByClicking() throws IOException {
    open();
    Object ready =
        ((JavascriptExecutor) driver)
            .executeScript("return performance.getEntriesByName('parcheesi-ready')[0].startTime");
    System.out.println(
        "page ready " + Math.round(((Number) ready).doubleValue()) + " ms after loading");
    assertTrue($("svg#board").findElements(By.cssSelector("rect.cell")).size() > 68);
    assertTrue($("#roll").isEnabled(), "the default game waits for the person's roll");
    new Select($("#speed")).selectByValue("0");
    newGame("american", null, "human", "none", "random", "none");
    int clicks = 0;
    while (true) {
      assertTrue(clicks < 3000, "the game ends within 3000 clicks");
      // what a person would click next: the roll, the pass, a piece that can move, or finish
      WebElement next = (WebElement) js(NEXT_CLICK);
      if (next == null) {
        break;
      }
      String kind = next.getAttribute("class");
      next.click();
      if (kind != null && kind.contains("handle")) {
        $(".target").click(); // then one of its highlighted destinations
      }
      clicks++;
      idle();
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
  void answersARussianExchangeOffer() throws IOException {
    open();
    $("#lang-ru").click();
    idle();
    assertEquals("Новая игра", $("#new-game").getText());
    newGame(
        null, "russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y", "search", "none", "human", "none");
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
    $("#lang-en").click();
    idle();
  }

  @Test
  @DisplayName(
      "R6: the dialog answering an offer of a third colour's prisoner says Green's piece goes to"
          + " Yellow's base, not Yellow's own piece home")
  void tellsTheTermsOfAThirdColoursPrisoner() {
    open();
    $("#lang-en").click();
    idle();
    newGame(
        null,
        "russian Y Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R",
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
    Path file;
    try (var files = Files.list(dir)) {
      file = files.findFirst().orElseThrow();
    }
    GameRecord record = GameRecord.read(Files.readString(file)).get();
    int size = record.entries().size();
    String end = Notation.format(record.replay().get());

    open();
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
