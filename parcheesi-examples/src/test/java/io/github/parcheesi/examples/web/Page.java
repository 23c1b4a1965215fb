package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
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
 * The page in one browser, headless Chromium through Selenium, and what a person does on it: open
 * it, start a game in the new-game dialog, press a piece and then a destination, play on with the
 * click a person would make next. Every browser test drives its pages through this class.
 */
final class Page {

  private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
  private static final Path DRIVER = Paths.get("/usr/bin/chromedriver");

  /**
   * The element a person clicks next in a game, or null once it is over: the answer to a decision
   * (keeping prisoners or declining an offer, where those are among the choices), the roll, the
   * pass, a piece that can move, or the end of the move.
   */
  private static final String NEXT_CLICK =
      "if (document.body.dataset.phase === 'over') return null;"
          + "const dialog = document.getElementById('decide-dialog');"
          + "if (dialog.open) return dialog.querySelector("
          + "'button[data-kind=keep], button[data-kind=decline], button');"
          + "const roll = document.getElementById('roll'); if (!roll.disabled) return roll;"
          + "const pass = document.getElementById('pass'); if (!pass.hidden) return pass;"
          + "const piece = document.querySelector('#board .handle'); if (piece) return piece;"
          + "const finish = document.getElementById('finish'); if (!finish.hidden) return finish;"
          + "throw new Error('nothing to click: ' + document.getElementById('status').textContent);";

  private final WebDriver driver;
  private final String url;

  /**
   * The page of a server in a browser.
   *
   * @param driver the browser
   * @param url the page's address, such as {@code http://127.0.0.1:7070/}
   */
  Page(WebDriver driver, String url) {
    this.driver = driver;
    this.url = url;
  }

  /**
   * A new headless Chromium, its driver given explicitly (Selenium Manager would download one).
   * Where Chromium or its driver is missing it fails, saying how to install them: a check that
   * cannot run is no pass.
   *
   * @return the browser
   */
  static WebDriver chrome() {
    assertTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "the browser tests need "
            + CHROMIUM
            + " and "
            + DRIVER
            + "; install them with"
            + " apt-get install chromium chromium-driver (.ci/run does)");
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

  /** The browser. */
  WebDriver driver() {
    return driver;
  }

  Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  WebElement $(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  List<WebElement> all(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  /** Waits until the page has no request or animation in progress. */
  void idle() {
    new WebDriverWait(driver, Duration.ofSeconds(30))
        .pollingEvery(Duration.ofMillis(20))
        .until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
  }

  /** Opens the page (which starts a game) in a language at instant speed. */
  void open(String lang) {
    openAt(url, lang);
  }

  /**
   * Opens an address of the page, such as a game's or a join link, in a language at instant speed,
   * the page's own errors counted in {@code window.pageErrors} from then on.
   */
  void openAt(String address, String lang) {
    // the language is chosen on a page of the same origin that starts no game
    driver.get(url + "api/variants");
    js("localStorage.setItem('lang', arguments[0]); localStorage.removeItem('autoPass');", lang);
    driver.get(address);
    ready();
  }

  /** Reloads the page, as a person does, and sets it up as {@link #openAt} does. */
  void reload() {
    driver.navigate().refresh();
    ready();
  }

  private void ready() {
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
  void newGame(String variant, String position, Integer seed, String first, String... seats) {
    fillNewGame(variant, position, seed == null ? null : String.valueOf(seed), first, seats);
    $("#ng-start").click();
    idle();
  }

  /** Opens the new-game dialog and fills it as {@link #newGame} does, the seed as typed. */
  void fillNewGame(String variant, String position, String seed, String first, String... seats) {
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
      $("#ng-seed").sendKeys(seed);
    }
  }

  /** Presses the board's button for a piece standing on a location, then a destination step. */
  void step(String from, String step) {
    $("#board .handle[data-loc='" + from + "']").click();
    $("#board .target[data-step='" + step + "']").click();
    idle();
  }

  /**
   * Makes the click a person makes next (a piece's then its first destination), and waits for its
   * answer.
   *
   * @return false, clicking nothing, once the game is over
   */
  boolean playOn() {
    WebElement next = (WebElement) js(NEXT_CLICK);
    if (next == null) {
      return false;
    }
    String kind = next.getAttribute("class");
    next.click();
    if (kind != null && kind.contains("handle")) {
      $("#board .target").click();
    }
    idle();
    return true;
  }

  /** The locations a colour's pieces are drawn on, sorted. */
  @SuppressWarnings("unchecked")
  List<String> drawn(String colour) {
    return (List<String>)
        js(
            "return [...document.querySelectorAll('#board .piece.' + arguments[0])]"
                + ".map((p) => p.dataset.loc).sort();",
            colour);
  }

  /** The texts of the log's entries, the latest first. */
  @SuppressWarnings("unchecked")
  List<String> log() {
    return (List<String>)
        js("return [...document.querySelectorAll('#log li')].map((li) => li.textContent);");
  }

  /** Saves a screenshot of the page as {@code target/screenshots/NAME.png}. */
  void screenshot(String name) {
    try {
      byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
      Path dir = Paths.get("target", "screenshots");
      Files.createDirectories(dir);
      Files.write(dir.resolve(name + ".png"), png);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The page's own errors since it opened. */
  @SuppressWarnings("unchecked")
  List<String> pageErrors() {
    return (List<String>) js("return window.pageErrors;");
  }
}
