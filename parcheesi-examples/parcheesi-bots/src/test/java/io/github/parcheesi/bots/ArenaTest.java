package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** The arena's plan of games, its tally, Elo and the sequential test. */
class ArenaTest {

  private static final List<String> TWO = List.of("heuristic", "random");

  @Test
  void everyArrangementOfTheBotsOnce() {
    assertEquals(List.of(TWO, TWO.reverse()), Arena.arrangements(TWO));
    List<List<String>> four = Arena.arrangements(List.of("a", "b", "c", "d"));
    assertEquals(24, four.size());
    assertEquals(24, HashSet.ofAll(four).size());
    List<List<String>> pairs = Arena.arrangements(List.of("a", "a", "b", "b"));
    assertEquals(6, pairs.size(), pairs.toString());
    assertTrue(pairs.forAll(a -> a.count("a"::equals) == 2));
    assertEquals(List.of("a", "a", "b", "b"), pairs.head(), "the arrangement as given first");
  }

  @Test
  void aDealIsPlayedInEveryArrangementWithTheSameDice() {
    Arena arena = Arena.of(RuleSets.get("american"), List.of("a", "b", "c"), 10, 5, true);
    assertEquals(12, arena.games(), "10 games round up to 2 deals of 6 arrangements");
    assertEquals(6, arena.dealSize());
    for (int deal = 0; deal < 2; deal++) {
      java.util.Set<Map<Colour, String>> seatings = new java.util.HashSet<>();
      for (int g = deal * 6; g < deal * 6 + 6; g++) {
        assertEquals(deal, arena.dealOf(g));
        assertEquals(arena.seedOf(deal * 6), arena.seedOf(g), "one seed a deal");
        seatings.add(arena.seatsOf(g));
      }
      assertEquals(6, seatings.size(), "each arrangement once in deal " + deal);
    }
    assertNotEquals(arena.seedOf(0), arena.seedOf(6), "deals have seeds of their own");
    assertEquals(List.of(Colour.YELLOW, Colour.GREEN, Colour.RED), arena.seats());
  }

  @Test
  void pairedGamesOfADealRollTheSameDiceAndStartAlike() {
    Arena arena = Arena.of(RuleSets.get("parchis"), TWO, 2, 8, true);
    Arena.Played a = arena.play(0, true, 1000);
    Arena.Played b = arena.play(1, true, 1000);
    assertEquals(a.outcome().first(), b.outcome().first(), "the roll-off (B6) is the same");
    assertEquals(Colour.YELLOW, a.seats().head()._1);
    assertEquals("heuristic", a.seats().get(Colour.YELLOW).get());
    assertEquals("random", b.seats().get(Colour.YELLOW).get());
    // the first roll of both games is the same
    assertEquals(
        a.outcome().record().get().entries().head().roll(),
        b.outcome().record().get().entries().head().roll());
  }

  @Test
  void aNamedFirstPlayerStartsEveryGame() {
    Arena arena =
        Arena.of(RuleSets.get("russian"), TWO, 4, 5, false).withFirst(Option.some(Colour.RED));
    for (int g = 0; g < 4; g++) {
      Arena.Played p = arena.play(g, true, 1000);
      assertEquals(Colour.RED, p.outcome().first());
      assertTrue(p.outcome().record().get().rollOff().isEmpty(), "no roll-off");
    }
  }

  @Test
  void unpairedGamesHaveDiceOfTheirOwnAndTakeTurnsInTheSeats() {
    Arena arena = Arena.of(RuleSets.get("american"), TWO, 3, 5, false);
    assertEquals(3, arena.games(), "no rounding");
    assertEquals(1, arena.dealSize());
    assertNotEquals(arena.seedOf(0), arena.seedOf(1));
    assertEquals("heuristic", arena.seatsOf(0).get(Colour.YELLOW).get());
    assertEquals("random", arena.seatsOf(1).get(Colour.YELLOW).get());
    assertEquals("heuristic", arena.seatsOf(2).get(Colour.YELLOW).get());
  }

  @Test
  void eloAndScoreAreInverse() {
    assertEquals(0.5, Stats.scoreOfElo(0), 1e-12);
    assertEquals(10.0 / 11, Stats.scoreOfElo(400), 1e-12, "400 points: ten to one");
    assertEquals(190.85, Stats.eloOfScore(0.75), 0.01);
    assertEquals(-190.85, Stats.eloOfScore(0.25), 0.01);
    for (double e = -600; e <= 600; e += 37.5) {
      assertEquals(e, Stats.eloOfScore(Stats.scoreOfElo(e)), 1e-9);
    }
    assertEquals(Double.POSITIVE_INFINITY, Stats.eloOfScore(1));
    assertEquals(Double.NEGATIVE_INFINITY, Stats.eloOfScore(0));
  }

  private static Map<Colour, String> seats(String y, String r) {
    return LinkedHashMap.of(Colour.YELLOW, y, Colour.RED, r);
  }

  /** A deal of two games, a's result in each: 1 won, 0 lost, -1 nobody won. */
  private static java.util.List<ArenaTally.Game> deal(int first, int second) {
    java.util.List<ArenaTally.Game> out = new ArrayList<>();
    out.add(new ArenaTally.Game(seats("a", "b"), winner(first, Colour.YELLOW, Colour.RED)));
    out.add(new ArenaTally.Game(seats("b", "a"), winner(second, Colour.RED, Colour.YELLOW)));
    return out;
  }

  private static Option<Colour> winner(int result, Colour a, Colour b) {
    return result < 0 ? Option.none() : Option.some(result == 1 ? a : b);
  }

  @Test
  void theTablesGiveEachBotsWinsAndEachPairsScoreAndElo() {
    ArenaTally t = new ArenaTally(List.of("a", "b"), 2);
    t.addDeal(deal(1, 1));
    t.addDeal(deal(1, 0));
    t.addDeal(deal(0, 1));
    java.io.StringWriter text = new java.io.StringWriter();
    ArenaTables.print(new java.io.PrintWriter(text, true), t, "deals");
    String[] lines = text.toString().split("\n");
    assertEquals(6, lines.length, text.toString());
    assertTrue(lines[0].matches("bot +games +wins +rate +95% CI"), lines[0]);
    Stats.Estimate a = Stats.wilson(4, 6);
    assertEquals(
        String.format(
            java.util.Locale.ROOT,
            "a                  6       4   66.7%%   %.1f%% - %.1f%%",
            100 * a.lower(),
            100 * a.upper()),
        lines[1]);
    assertTrue(lines[2].matches("b +6 +2 +33\\.3%.*"), lines[2]);
    assertEquals("", lines[3]);
    assertTrue(lines[4].matches("pair +score +elo +95% CI \\(over deals\\)"), lines[4]);
    Stats.Estimate elo = t.elo(0, 1);
    assertTrue(lines[5].startsWith("a - b"), lines[5]);
    assertTrue(
        lines[5].endsWith(
            String.format(
                java.util.Locale.ROOT,
                "0.667 %8s   %+.1f .. %+.1f",
                String.format(java.util.Locale.ROOT, "%+.1f", elo.value()),
                elo.lower(),
                elo.upper())),
        lines[5]);
    // one bot alone has no pairs; a bot that wins every game is infinitely stronger
    ArenaTally sweep = new ArenaTally(List.of("a", "b"), 2);
    sweep.addDeal(deal(1, 1));
    java.io.StringWriter swept = new java.io.StringWriter();
    ArenaTables.print(new java.io.PrintWriter(swept, true), sweep, "games");
    assertTrue(swept.toString().contains("+inf"), swept.toString());
    assertTrue(swept.toString().contains("(over games)"), swept.toString());
  }

  @Test
  void theTallyCountsWinsAndScoresDealByDeal() {
    ArenaTally t = new ArenaTally(List.of("a", "b"), 2);
    t.addDeal(deal(1, 1));
    t.addDeal(deal(1, 0));
    t.addDeal(deal(-1, 0));
    assertEquals(6, t.games());
    assertEquals(3, t.deals());
    assertEquals(1, t.unfinished());
    assertEquals(6, t.gamesOf(0));
    assertEquals(3, t.winsOf(0));
    assertEquals(2, t.winsOf(1));
    // deal scores 1, 0.5 and 0.25: mean 0.5833
    assertEquals((1 + 0.5 + 0.25) / 3, t.score(0, 1), 1e-12);
    Stats.Estimate elo = t.elo(0, 1);
    assertEquals(Stats.eloOfScore(t.score(0, 1)), elo.value(), 1e-9);
    assertTrue(
        elo.lower() < elo.value() && elo.value() < elo.upper(), "the interval holds the estimate");
    // the interval is the mean +- 1.96 standard errors of the deals' scores
    double m = t.score(0, 1);
    double var = ((1 - m) * (1 - m) + (0.5 - m) * (0.5 - m) + (0.25 - m) * (0.25 - m)) / 2;
    assertEquals(Stats.eloOfScore(m - Stats.Z95 * Math.sqrt(var / 3)), elo.lower(), 1e-9);
  }

  @Test
  void sprtParsesItsFourNumbersAndNamesWhatIsWrong() {
    Sprt s = Sprt.parse("0,10,0.05,0.05");
    assertEquals(new Sprt(0, 10, 0.05, 0.05), s);
    assertEquals(Math.log(0.05 / 0.95), s.lower(), 1e-12);
    assertEquals(Math.log(0.95 / 0.05), s.upper(), 1e-12);
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,10,0.05"))
            .getMessage()
            .contains("four numbers"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,x,0.05,0.05"))
            .getMessage()
            .contains("'x'"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("10,0,0.05,0.05"))
            .getMessage()
            .contains("elo1 must be greater"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,10,0,0.05"))
            .getMessage()
            .contains("between 0 and 1"));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,10,0.05,NaN"));
  }

  @Test
  void sprtAcceptsH1ForAClearlyStrongerBotAndH0ForAnEqualOne() {
    Sprt test = Sprt.parse("0,10,0.05,0.05");
    ArenaTally stronger = new ArenaTally(List.of("a", "b"), 2);
    int deals = 0;
    while (test.verdict(stronger.llr(test)) == Sprt.Verdict.UNDECIDED && deals < 10_000) {
      // a wins three games in four
      stronger.addDeal(deals % 2 == 0 ? deal(1, 1) : deal(1, 0));
      deals++;
    }
    assertEquals(Sprt.Verdict.H1, test.verdict(stronger.llr(test)));
    assertTrue(deals < 200, "decided in " + deals + " deals");

    ArenaTally equal = new ArenaTally(List.of("a", "b"), 2);
    deals = 0;
    while (test.verdict(equal.llr(test)) == Sprt.Verdict.UNDECIDED && deals < 100_000) {
      // deals of scores 1, 0 and 0.5 in turn: even
      equal.addDeal(deals % 3 == 0 ? deal(1, 1) : deals % 3 == 1 ? deal(0, 0) : deal(1, 0));
      deals++;
    }
    assertEquals(Sprt.Verdict.H0, test.verdict(equal.llr(test)), "after " + deals + " deals");
  }

  @Test
  void aSweepCountsAsEvidenceThoughItsScoresDoNotVary() {
    Sprt test = Sprt.parse("0,50,0.05,0.05");
    ArenaTally t = new ArenaTally(List.of("a", "b"), 2);
    t.addDeal(deal(1, 1));
    assertEquals(0, t.llr(test), "one deal says nothing");
    for (int i = 0; i < 5; i++) {
      t.addDeal(deal(1, 1));
    }
    assertEquals(Sprt.Verdict.H1, test.verdict(t.llr(test)), "six deals won whole");
  }

  @Test
  void theGamesComeInOrderAndTheSameOnAnyNumberOfThreads() throws InterruptedException {
    Arena arena = Arena.of(RuleSets.get("american"), TWO, 6, 3, true);
    ArenaJson json = new ArenaJson(arena.rules(), false);
    java.util.List<String> one = new ArrayList<>();
    arena.run(1, false, 1000, p -> one.add(json.line(p)));
    java.util.List<String> two = new ArrayList<>();
    arena.run(2, false, 1000, p -> two.add(json.line(p)));
    assertEquals(6, one.size());
    assertEquals(one, two);
    for (int g = 0; g < 6; g++) {
      assertTrue(one.get(g).startsWith("{\"game\":" + g + ",\"deal\":" + g / 2 + ","), one.get(g));
    }
    ArenaTally byGame = new ArenaTally(TWO, arena.dealSize());
    ArenaTally byDeal = new ArenaTally(TWO, arena.dealSize());
    java.util.List<ArenaTally.Game> deal = new ArrayList<>();
    java.util.List<Boolean> completed = new ArrayList<>();
    arena.run(
        2,
        false,
        (name, dice) -> Bots.create(name, dice),
        p -> {
          completed.add(byGame.add(p));
          deal.add(new ArenaTally.Game(p.seats(), p.outcome().winner()));
          if (deal.size() == 2) {
            byDeal.addDeal(deal);
            deal.clear();
          }
          return true;
        });
    assertEquals(java.util.List.of(false, true, false, true, false, true), completed);
    assertEquals(3, byGame.deals());
    assertEquals(byDeal.winsOf(0), byGame.winsOf(0));
    assertEquals(byDeal.score(0, 1), byGame.score(0, 1));
    for (int threads = 1; threads <= 2; threads++) {
      java.util.List<String> stopped = new ArrayList<>();
      arena.run(threads, false, 1000, p -> stopped.add(json.line(p)) && stopped.size() < 3);
      assertEquals(one.subList(0, 3), stopped, "false stops the arena on " + threads);
    }
  }

  @Test
  void aGamesJsonLineHasItsSeatsWinnerOptionsAndRecordOnRequest() throws Exception {
    var rules = RuleSets.get("american").withOption("eitherDie", "true").get();
    Arena arena = Arena.of(rules, TWO, 2, 3, true);
    Arena.Played p = arena.play(1, true, 1000);
    var node =
        new com.fasterxml.jackson.databind.ObjectMapper()
            .readTree(new ArenaJson(rules, true).line(p));
    assertEquals(1, node.get("game").asInt());
    assertEquals(0, node.get("deal").asInt());
    assertEquals(p.seed(), node.get("seed").asLong());
    assertEquals("american", node.get("variant").asText());
    assertEquals("{\"eitherDie\":\"true\"}", node.get("options").toString());
    assertEquals("{\"Y\":\"random\",\"R\":\"heuristic\"}", node.get("seats").toString());
    assertEquals(String.valueOf(p.outcome().winner().get().letter()), node.get("winner").asText());
    assertEquals(p.outcome().turns(), node.get("turns").asInt());
    assertEquals(p.outcome().record().get().format(), node.get("record").asText());
    Arena.Played bare = arena.play(1, false, 1000);
    assertThrows(IllegalArgumentException.class, () -> new ArenaJson(rules, true).line(bare));
    assertTrue(!new ArenaJson(rules, false).line(bare).contains("record"));
  }

  @Test
  void anArenaOrATallyThatDoesNotFitItsBotsIsRefused() {
    var rules = RuleSets.get("american");
    List<Colour> seats = List.of(Colour.YELLOW, Colour.RED);
    assertThrows(
        IllegalArgumentException.class,
        () -> new Arena(rules, seats, List.of(List.of("a", "b", "c")), 1, true, 1, Option.none()));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Arena(rules, seats, Arena.arrangements(TWO), 1, true, 3, Option.none()));
    Arena arena = Arena.of(rules, TWO, 2, 1, true);
    assertThrows(IllegalArgumentException.class, () -> arena.withFirst(Option.some(Colour.BLUE)));
    ArenaTally tally = new ArenaTally(List.of("a", "b"), 2);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                tally.addDeal(
                    java.util.List.of(new ArenaTally.Game(seats("a", "z"), Option.none()))));
    assertTrue(e.getMessage().contains("'z'"), e.getMessage());
  }
}
