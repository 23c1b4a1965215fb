package io.github.parcheesi.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.apache.spark.sql.Encoders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The rule study's report holds a table row and the charts of every option set at every seat count,
 * with the numbers of the games in its Parquet files.
 */
class StudyReportTest {

  private static final List<String> SETS = List.of("default", "eitherDie=true mustEnter=true");
  private static final List<Integer> PLAYERS = List.of(2, 4);
  private static final int GAMES = 40;

  @Test
  void theReportDrawsEveryOptionSetAndSeatCountWithTheGamesNumbers(@TempDir Path dir)
      throws Exception {
    LocalSpark.session();
    Path sets = dir.resolve("sets.txt");
    Files.writeString(sets, "# two option sets\ndefault\n\neitherDie=true mustEnter=true\n");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        SparkMain.run(
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            "study",
            "--options",
            sets.toString(),
            "--players",
            "2,4",
            "--games",
            String.valueOf(GAMES),
            "--seed",
            "3",
            "--out",
            dir.resolve("out").toString());
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));

    List<GameRow> rows =
        LocalSpark.session()
            .read()
            .parquet(dir.resolve("out/games").toString())
            .as(Encoders.bean(GameRow.class))
            .collectAsList();
    assertEquals(SETS.size() * PLAYERS.size() * GAMES, rows.size());

    Document page =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(dir.resolve("out/report.html").toFile());
    XPath xpath = XPathFactory.newInstance().newXPath();
    for (int n : PLAYERS) {
      Element first = one(page, xpath, "//svg[@data-chart='first' and @data-players='" + n + "']");
      Element seats = one(page, xpath, "//svg[@data-chart='seats' and @data-players='" + n + "']");
      for (String set : SETS) {
        List<GameRow> games =
            rows.stream().filter(r -> r.getPlayers() == n && r.getOptionSet().equals(set)).toList();
        assertEquals(GAMES, games.size());
        long finished = games.stream().filter(r -> r.getWinner() != null).count();
        long firstWins =
            games.stream()
                .filter(r -> r.getWinnerSeat() != null && r.getWinnerSeat() == r.getFirstSeat())
                .count();
        double meanTurns = games.stream().mapToInt(GameRow::getTurns).average().getAsDouble();

        String where = "[@data-option-set='" + set + "' and @data-players='" + n + "']";
        Element row = one(page, xpath, "//tr" + where);
        assertEquals(GAMES, Long.parseLong(row.getAttribute("data-games")));
        assertEquals(finished, Long.parseLong(row.getAttribute("data-finished")));
        assertEquals(firstWins, Long.parseLong(row.getAttribute("data-first-wins")));
        assertEquals(meanTurns, Double.parseDouble(row.getAttribute("data-mean-turns")), 1e-3);

        Element bar = one(first, xpath, ".//rect[@data-option-set='" + set + "']");
        assertEquals(
            firstWins / (double) finished, Double.parseDouble(bar.getAttribute("data-rate")), 1e-6);
        for (int seat = 0; seat < n; seat++) {
          int s = seat;
          long wins =
              games.stream()
                  .filter(r -> r.getWinnerSeat() != null && r.getWinnerSeat() == s)
                  .count();
          Element seatBar =
              one(
                  seats,
                  xpath,
                  ".//rect[@data-option-set='" + set + "' and @data-seat='" + seat + "']");
          assertEquals(
              wins / (double) finished,
              Double.parseDouble(seatBar.getAttribute("data-rate")),
              1e-6);
        }

        Element length =
            one(
                page,
                xpath,
                "//svg[@data-chart='length' and @data-players='"
                    + n
                    + "' and @data-option-set='"
                    + set
                    + "']");
        NodeList bins = (NodeList) xpath.evaluate(".//rect", length, XPathConstants.NODESET);
        long binned = 0;
        for (int i = 0; i < bins.getLength(); i++) {
          Element b = (Element) bins.item(i);
          int from = Integer.parseInt(b.getAttribute("data-from"));
          int to =
              i + 1 < bins.getLength()
                  ? Integer.parseInt(((Element) bins.item(i + 1)).getAttribute("data-from"))
                  : Integer.MAX_VALUE;
          long inBin =
              games.stream().filter(r -> r.getTurns() >= from && r.getTurns() < to).count();
          assertEquals(inBin, Long.parseLong(b.getAttribute("data-games")), "bin from " + from);
          binned += inBin;
        }
        assertEquals(GAMES, binned);
      }
    }
    String printed = out.toString(StandardCharsets.UTF_8);
    assertTrue(printed.contains("report: " + dir.resolve("out/report.html")), printed);
  }

  /** The one element the expression finds. */
  private static Element one(Object context, XPath xpath, String expression) throws Exception {
    NodeList found = (NodeList) xpath.evaluate(expression, context, XPathConstants.NODESET);
    assertEquals(1, found.getLength(), expression);
    return (Element) found.item(0);
  }
}
