package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class ShowCommandTest {

  private static final String MIDDLE =
      "american Y Y:n,5,5,r3 G:h,h,12,60 R:n,n,n,40 B:n,22,30,h doubles=1";

  @Test
  void drawsTheStartOfAFourPlayerGame() {
    Cli.Result r = Cli.run("show", "--no-color");
    assertEquals(0, r.status(), r.err());
    assertEquals(22, r.lines().size(), r.out()); // 19 rows, 2 frame lines, the position
    assertEquals("american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n", r.lastLine());
    assertTrue(r.lines().get(0).startsWith("┌─"), r.out());
    for (String s : new String[] {"[12]", "( 5)", "(22)", "(39)", "(56)", " 67 ", "[68]"}) {
      assertTrue(r.out().contains(s), s + " in\n" + r.out());
    }
    for (String nest : new String[] {"yellow", "green", "red", "blue"}) {
      assertTrue(r.out().contains(nest + " nest"), r.out());
    }
    assertTrue(r.out().contains("Y Y Y Y"), r.out());
    assertFalse(r.out().contains("\u001b["), "no colour codes");
  }

  @Test
  void drawsPiecesBlockadesAndHome() {
    Cli.Result r = Cli.run("show", "--position", MIDDLE, "--no-color");
    assertEquals(0, r.status(), r.err());
    assertEquals(MIDDLE.replace("G:h,h,12,60", "G:12,60,h,h"), r.lastLine());
    assertTrue(r.out().contains(" YY "), "the blockade on 5");
    assertTrue(r.out().contains("G:2"), "two green pieces home");
    assertTrue(r.out().contains("B:1"), "one blue piece home");
    assertFalse(r.out().contains("( 5)"), "square 5 is covered by the pieces");
    // every row of the board has the same width
    long widths =
        r.lines().subList(0, 21).stream()
            .mapToInt(l -> l.codePointCount(0, l.length()))
            .distinct()
            .count();
    assertEquals(1, widths, r.out());
  }

  @Test
  void coloursOnlyWhenAsked() {
    Cli.Result r = Cli.run("show", "--position", MIDDLE, "--color");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("\u001b[1;33m"), "yellow pieces in bold yellow");
    assertFalse(Cli.run("show", "--position", MIDDLE).out().contains("\u001b["), "not a terminal");
  }

  @Test
  void writesAnSvgWithOneElementPerPiece(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("board.svg");
    Cli.Result r = Cli.run("show", "--position", MIDDLE, "--svg", svg.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals("wrote " + svg + "\n", r.out());
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
    assertEquals("svg", doc.getDocumentElement().getTagName());
    NodeList circles = doc.getElementsByTagName("circle");
    int pieces = 0;
    int[] perColour = new int[128];
    for (int i = 0; i < circles.getLength(); i++) {
      Element c = (Element) circles.item(i);
      if (c.getAttribute("class").equals("piece")) {
        pieces++;
        perColour[c.getAttribute("data-colour").charAt(0)]++;
      }
    }
    assertEquals(16, pieces);
    for (char c : new char[] {'Y', 'G', 'R', 'B'}) {
      assertEquals(4, perColour[c], "pieces of " + c);
    }
    NodeList texts = doc.getElementsByTagName("text");
    int stacks = 0;
    for (int i = 0; i < texts.getLength(); i++) {
      Element t = (Element) texts.item(i);
      if (t.getAttribute("class").equals("stack")) {
        stacks++;
        assertEquals("2", t.getTextContent());
      }
    }
    assertEquals(1, stacks, "one stack of two, on square 5");
  }

  @Test
  void drawsEveryVariantAndTwoPlayerGames(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("show", "--variant", "parchis", "--no-color");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("( 5)") && r.out().contains("[12]"), r.out());
    assertFalse(r.out().contains("[ 5]"));
    Path svg = dir.resolve("two.svg");
    assertEquals(
        0,
        Cli.run("show", "--position", "parchis R Y:n,n,n,n R:n,n,39,40", "--svg", svg.toString())
            .status());
    String text = Files.readString(svg);
    assertEquals(8, text.split("class=\"piece\"", -1).length - 1);
    // any variant with a geometry is drawn: the test variant's 5 x 5 board, square 1 in the middle
    Cli.Result offer = Cli.run("show", "--variant", "offer", "--no-color");
    assertEquals(0, offer.status(), offer.err());
    assertEquals(5 + 2 + 1, offer.lines().size(), offer.out());
    assertTrue(offer.lines().get(3).contains("( 1)"), offer.out());
  }

  @Test
  void badArgumentsAreErrors(@TempDir Path dir) {
    assertError(Cli.run("show", "--position", "american Y Y:n,n R:n,n,n,n"), "--position");
    assertError(Cli.run("show", "--variant", "nosuch"), "--variant", "nosuch");
    assertError(
        Cli.run("show", "--svg", dir.resolve("no/such/dir/b.svg").toString()),
        "--svg",
        "cannot write");
  }
}
