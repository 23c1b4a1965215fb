package io.github.parcheesi.examples.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;

/**
 * Makes the page's screenshots of the documentation, {@code docs/web-VARIANT-MOMENT.png}: each
 * variant at the start of a game, in the middle of one (the person's roll, a piece chosen and its
 * destinations shown) and at its end (the game-over screen), in a 1000x800 browser. Not a test: a
 * program on the tests' class path, which COMMANDS.md says how to run. Every game is set up by
 * position and dice seed, so the pictures come out the same each time.
 */
public final class DocScreenshots extends PageBrowser {

  private static final int WIDTH = 1000;
  private static final int HEIGHT = 800;

  /** One variant's games: the start is the variant's own, the others positions. */
  private record Shots(String variant, int seed, String middle, String nearlyWon) {}

  private static final List<Shots> SHOTS =
      List.of(
          new Shots(
              "american",
              3,
              "american Y Y:n,5,30,r3 G:n,10,60,h R:n,n,40,45 B:22,22,50,h",
              "american Y Y:r3,h,h,h G:n,10,60,h R:n,40,45,h B:n,22,50,h"),
          new Shots(
              "parchis",
              3,
              "parchis Y Y:n,12,26,r2 G:n,8,62,h R:n,41,41,h B:n,n,24,55",
              "parchis Y Y:r4,h,h,h G:n,8,62,h R:n,41,41,h B:n,n,24,55"),
          new Shots(
              "russian",
              3,
              "russian Y Y:n,n,20,25,pB G:n,58,70,h,h R:n,n,40,44,pG B:n,n,34,o5,h",
              "russian Y Y:o1,h,h,h,h G:n,58,62,h,h R:n,n,40,44,pG B:n,n,34,o5,h"));

  private DocScreenshots() {}

  /**
   * Writes the screenshots.
   *
   * @param args the folder to write to; by default {@code docs}, or {@code parcheesi-examples/docs}
   *     from the repository's root
   * @throws IOException when a picture cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = args.length > 0 ? Path.of(args[0]) : docs();
    start();
    try {
      fitWindow();
      for (Shots s : SHOTS) {
        open("en");
        newGame(s.variant(), null, s.seed(), "Y", "human", "search", "search", "search");
        save(dir, s.variant(), "start");
        middle(s);
        save(dir, s.variant(), "mid");
        nearlyWon(s);
        save(dir, s.variant(), "over");
      }
    } finally {
      stop();
    }
    System.exit(0); // the server's threads would keep the program running
  }

  private static Path docs() {
    Path inModule = Path.of("docs");
    return Files.isDirectory(inModule) ? inModule : Path.of("parcheesi-examples", "docs");
  }

  /** Sizes the window so that the page itself, and so each picture, is WIDTH x HEIGHT. */
  private static void fitWindow() {
    driver.manage().window().setSize(new Dimension(WIDTH, HEIGHT));
    long w = ((Number) js("return window.innerWidth;")).longValue();
    long h = ((Number) js("return window.innerHeight;")).longValue();
    driver.manage().window().setSize(new Dimension((int) (2 * WIDTH - w), (int) (2 * HEIGHT - h)));
  }

  /** The person rolls in the middle of a game, plays one step and chooses the next piece. */
  private static void middle(Shots s) {
    newGame(null, s.middle(), s.seed(), null, "human", "search", "search", "search");
    $("#roll").click();
    idle();
    if (!all("#board .handle").isEmpty()) {
      $("#board .handle").click();
      $("#board .target").click();
      idle();
    }
    if (!all("#board .handle").isEmpty()) {
      $("#board .handle").click();
      idle();
    }
  }

  /** The person plays a nearly won game, clicking as a person would, until it is over. */
  private static void nearlyWon(Shots s) {
    newGame(null, s.nearlyWon(), s.seed(), null, "human", "search", "search", "search");
    for (int clicks = 0; clicks < 500; clicks++) {
      if (!page.playOn()) {
        return;
      }
    }
    throw new IllegalStateException("no end after 500 clicks: " + $("#status").getText());
  }

  private static void save(Path dir, String variant, String moment) throws IOException {
    // a long log scrolls the page: its scroll bar would narrow the page and wrap the header
    js("document.documentElement.style.scrollbarWidth = 'none';");
    byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
    Path file = dir.resolve("web-" + variant + "-" + moment + ".png");
    Files.write(file, png);
    System.out.println(file + ": " + $("#status").getText() + " / " + $("#position").getText());
  }
}
