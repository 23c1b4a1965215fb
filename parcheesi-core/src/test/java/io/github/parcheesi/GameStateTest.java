package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.parcheesi.testing.Games;
import io.github.parcheesi.testing.Generators;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState}: building from raw data ({@link GameState#of}, with every problem it finds),
 * the start of a game, what a state tells (colours in play order, pieces sorted as notation lists
 * them, colour to move, doubles, winner, turn state) and equality (NOTATION.md: pieces of one
 * colour are alike, so only their multiset counts), played on the test game {@link RaceRules}.
 */
class GameStateTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final Colour Y = Colour.YELLOW;
  private static final Colour G = Colour.GREEN;
  private static final Colour R = Colour.RED;
  private static final Colour B = Colour.BLUE;

  private static List<Location> at(String... tokens) {
    return List.of(tokens).map(t -> Location.parse(t).get());
  }

  private static Either<Seq<Problem>, GameState> of(
      RuleSet rules, Colour toMove, Map<Colour, ? extends Seq<Location>> pieces) {
    return GameState.of(rules, toMove, pieces, 0, Option.none(), LinkedHashMap.empty());
  }

  private static List<String> problems(Either<Seq<Problem>, GameState> built) {
    assertTrue(built.isLeft(), () -> "expected problems, got " + built.get());
    return built.getLeft().map(Problem::message).toList();
  }

  private static List<Problem.Kind> kinds(Either<Seq<Problem>, GameState> built) {
    assertTrue(built.isLeft(), () -> "expected problems, got " + built.get());
    return built.getLeft().map(Problem::kind).toList();
  }

  /** A rule set with no board rules of its own, so that core's checks stand alone. */
  private static final class Lenient extends RaceRules {
    Lenient() {
      super(false, false, false);
    }

    @Override
    public Seq<Problem> problems(GameState candidate) {
      return List.empty();
    }
  }

  @Test
  void ofBuildsTheStateItsDataDescribe() {
    GameState s =
        GameState.of(
                RACE,
                R,
                LinkedHashMap.of(R, at("r1", "3"), Y, at("h", "n")),
                1,
                Option.none(),
                LinkedHashMap.empty())
            .get();
    assertSame(RACE, s.ruleSet());
    assertEquals("race", s.variant());
    assertEquals(List.of(Y, R), s.colours(), "colours in play order, whatever the map's order");
    assertTrue(s.plays(Y) && s.plays(R));
    assertFalse(s.plays(G) || s.plays(B));
    assertEquals(R, s.toMove());
    assertEquals(1, s.doubles());
    assertEquals(Option.none(), s.winner());
    assertFalse(s.isOver());
    assertEquals(Phase.ROLL, s.phase());
    assertEquals(at("n", "h"), s.pieces(Y), "sorted: n before h");
    assertEquals(at("3", "r1"), s.pieces(R), "sorted: track before home row");
    assertEquals(1, s.count(Y, Location.home()));
    assertEquals(0, s.count(Y, Location.track(3)));
    assertEquals(1, s.count(R, Location.track(3)));
    assertSame(TurnState.none(), s.turnState());
    assertEquals("race R Y:n,h R:3,r1 doubles=1", s.toString());
  }

  @Test
  void theLocationsOfOneColourAreAMultiset() {
    GameState a = of(RACE, Y, LinkedHashMap.of(Y, at("6", "2"), R, at("n", "7"))).get();
    GameState b = of(RACE, Y, LinkedHashMap.of(Y, at("2", "6"), R, at("7", "n"))).get();
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(at("2", "6"), a.pieces(Y));
    assertEquals(a.toString(), b.toString());
    GameState c = of(RACE, Y, LinkedHashMap.of(Y, at("2", "2"), R, at("n", "7"))).get();
    assertNotEquals(a, c);
    assertEquals(2, c.count(Y, Location.track(2)));
  }

  @Test
  void everyColourSetAndColourToMoveAndCountIsKept() {
    // bit-packed inside: every subset of 2 to 4 colours, every colour to move, doubles 0 to 31,
    // with and without a winner, reads back as given
    RuleSet lenient = new Lenient();
    for (int mask = 0; mask < 16; mask++) {
      int m = mask;
      List<Colour> colours = List.of(Colour.values()).filter(c -> (m & 1 << c.ordinal()) != 0);
      if (colours.size() < 2) {
        continue;
      }
      Map<Colour, List<Location>> pieces = LinkedHashMap.empty();
      for (Colour c : colours) {
        pieces = pieces.put(c, at("n", Integer.toString(1 + 2 * c.ordinal())));
      }
      for (Colour toMove : colours) {
        for (int d = 0; d <= 31; d++) {
          for (boolean won : new boolean[] {false, true}) {
            Option<Colour> winner = won ? Option.some(toMove) : Option.none();
            GameState s =
                GameState.of(lenient, toMove, pieces, d, winner, LinkedHashMap.empty()).get();
            String at = colours + " " + toMove + " " + d + " " + won;
            assertEquals(colours, s.colours(), at);
            assertEquals(toMove, s.toMove(), at);
            assertEquals(d, s.doubles(), at);
            assertEquals(winner, s.winner(), at);
            assertEquals(won, s.isOver(), at);
            for (Colour c : Colour.values()) {
              assertEquals(colours.contains(c), s.plays(c), at);
              if (colours.contains(c)) {
                assertEquals(pieces.get(c).get(), s.pieces(c), at + " " + c);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void ofListsEveryProblemOfTheRawData() {
    assertEquals(
        List.of("a game has 2 to 4 colours, found 1"),
        problems(of(RACE, Y, LinkedHashMap.of(Y, at("n", "n")))));
    assertEquals(
        List.of("a game has 2 to 4 colours, found 0", "colour to move Y is not in the game"),
        problems(of(RACE, Y, LinkedHashMap.empty())));
    assertEquals(
        List.of(Problem.Kind.COLOURS, Problem.Kind.COLOURS),
        kinds(of(RACE, Y, LinkedHashMap.empty())));
    Either<Seq<Problem>, GameState> few =
        of(RACE, Y, LinkedHashMap.of(Y, at("n"), R, at("n", "n", "n")));
    assertEquals(
        List.of("colour Y has 1 pieces, a player has 2", "colour R has 3 pieces, a player has 2"),
        problems(few));
    assertEquals(List.of(Problem.Kind.PIECE_COUNT, Problem.Kind.PIECE_COUNT), kinds(few));
    assertEquals(Option.none(), few.getLeft().head().rule());
    assertEquals(Option.some(Y), few.getLeft().head().colour());
    assertEquals(Option.none(), few.getLeft().head().location());
    Either<Seq<Problem>, GameState> notPlaying =
        of(RACE, G, LinkedHashMap.of(Y, at("n", "n"), R, at("n", "n")));
    assertEquals(List.of("colour to move G is not in the game"), problems(notPlaying));
    assertEquals(Option.some(G), notPlaying.getLeft().head().colour());
  }

  @Test
  void doublesAreZeroTo31AndTheWinnerIsToMove() {
    RuleSet lenient = new Lenient();
    Map<Colour, List<Location>> start = LinkedHashMap.of(Y, at("n", "n"), R, at("n", "n"));
    for (int d : new int[] {-1, 32}) {
      assertEquals(
          List.of("doubles must be 0 to 31"),
          problems(GameState.of(lenient, Y, start, d, Option.none(), LinkedHashMap.empty())));
      assertEquals(
          List.of(Problem.Kind.DOUBLES),
          kinds(GameState.of(lenient, Y, start, d, Option.none(), LinkedHashMap.empty())));
    }
    assertTrue(GameState.of(lenient, Y, start, 0, Option.none(), LinkedHashMap.empty()).isRight());
    assertTrue(GameState.of(lenient, Y, start, 31, Option.none(), LinkedHashMap.empty()).isRight());
    Either<Seq<Problem>, GameState> wrongWinner =
        GameState.of(lenient, Y, start, 0, Option.some(R), LinkedHashMap.empty());
    assertEquals(List.of("the winner must be the colour to move"), problems(wrongWinner));
    assertEquals(List.of(Problem.Kind.WINNER), kinds(wrongWinner));
    assertEquals(Option.some(R), wrongWinner.getLeft().head().colour());
  }

  @Test
  void theTurnStateIsReadByTheRuleSet() {
    Map<Colour, List<Location>> start = LinkedHashMap.of(Y, at("n", "n"), R, at("n", "n"));
    // plainrace declares no turn-state keys (RuleSet's default)
    assertEquals(
        List.of("unknown turn-state key owed"),
        problems(
            GameState.of(
                RaceRules.plain(), Y, start, 0, Option.none(), LinkedHashMap.of("owed", "1"))));
    assertEquals(
        List.of(Problem.Kind.TURN_STATE),
        kinds(
            GameState.of(
                RaceRules.plain(), Y, start, 0, Option.none(), LinkedHashMap.of("owed", "1"))));
    RuleSet bonus = RaceRules.with(RACE, RaceRules.BONUS, "true");
    GameState s =
        GameState.of(
                bonus,
                Y,
                LinkedHashMap.of(Y, at("n", "2"), R, at("n", "n")),
                0,
                Option.none(),
                LinkedHashMap.of("resume", "R", "owed", "1"))
            .get();
    assertEquals(LinkedHashMap.of("owed", "1", "resume", "R"), s.turnState().fields());
    assertEquals(Phase.DECIDE, s.phase());
    assertEquals("race Y Y:n,2 R:n,n owed=1 resume=R bonus=true", s.toString());
  }

  @Test
  void theBoardRulesAreAskedOnlyOnceCoresOwnChecksPass() {
    // two colours on square 2 (race R4) is reported when the data are otherwise sound ...
    Either<Seq<Problem>, GameState> shared =
        of(RACE, Y, LinkedHashMap.of(Y, at("2", "n"), R, at("2", "n")));
    assertEquals(List.of("R4: square 2 holds pieces of Y and R"), problems(shared));
    assertEquals(List.of(Problem.Kind.CROWDED), kinds(shared));
    assertEquals(Option.some(R), shared.getLeft().head().colour());
    assertEquals(Option.some(Location.track(2)), shared.getLeft().head().location());
    // ... and not asked when they are not (the rule set may count on sound data)
    assertEquals(
        List.of("colour to move B is not in the game"),
        problems(of(RACE, B, LinkedHashMap.of(Y, at("2", "n"), R, at("2", "n")))));
  }

  @Test
  void theStartHasEveryPieceInItsNest() {
    GameState s = RACE.newGame(List.of(B, G), B);
    assertEquals(List.of(G, B), s.colours());
    assertEquals(B, s.toMove());
    assertEquals(at("n", "n"), s.pieces(G));
    assertEquals(at("n", "n"), s.pieces(B));
    assertEquals(0, s.doubles());
    assertEquals(Option.none(), s.winner());
    assertEquals(s, Notation.parsePosition("race B G:n,n B:n,n", RACE));
    assertEquals(
        s,
        of(RACE, B, LinkedHashMap.of(G, at("n", "n"), B, at("n", "n"))).get(),
        "the start is the state its data make");
  }

  @Test
  void aStartWithBadColoursIsRefused() {
    IllegalArgumentException repeat =
        assertThrows(IllegalArgumentException.class, () -> RACE.newGame(List.of(Y, R, Y), Y));
    assertEquals("colours repeat: List(YELLOW, RED, YELLOW)", repeat.getMessage());
    IllegalArgumentException one =
        assertThrows(IllegalArgumentException.class, () -> RACE.newGame(List.of(Y), Y));
    assertEquals("a game has 2 to 4 colours, got 1", one.getMessage());
    IllegalArgumentException first =
        assertThrows(IllegalArgumentException.class, () -> RACE.newGame(List.of(Y, R), G));
    assertEquals(
        "the first player G is not among the colours List(YELLOW, RED)", first.getMessage());
    assertEquals(List.of(Y, R), RACE.newGame(List.of(R, Y), R).colours());
  }

  @Test
  void aColourNotInTheGameHasNoPieces() {
    GameState s = RACE.newGame(List.of(Y, R), Y);
    for (Colour c : List.of(G, B)) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.pieces(c));
      assertEquals("colour " + c.letter() + " is not in the game", e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> s.count(c, Location.nest()));
    }
  }

  @Test
  void statesAreEqualExactlyWhenTheirNotationIs() {
    // NOTATION.md: two equal states print the same text; every field of the text counts
    List<GameState> states = List.empty();
    for (long seed = 1; seed <= 6; seed++) {
      RuleSet rules = seed % 2 == 0 ? RACE : RaceRules.with(RACE, RaceRules.BONUS, "true");
      states = states.appendAll(Games.states(rules, 2 + (int) (seed % 3), seed, 400));
    }
    states = states.appendAll(Games.states(RaceRules.plain(), 2, 7, 400));
    java.util.Map<String, GameState> byText = new java.util.HashMap<>();
    for (GameState s : states) {
      GameState before = byText.putIfAbsent(s.toString(), s);
      if (before != null) {
        assertEquals(before, s, s.toString());
        assertEquals(before.hashCode(), s.hashCode(), s.toString());
      }
      assertEquals(s.hashCode(), s.hashCode(), "the hash stays the same");
      assertEquals(s, s);
      assertFalse(s.equals(s.toString()));
      assertFalse(s.equals(null));
    }
    List<GameState> distinct = List.ofAll(byText.values());
    for (int i = 0; i < distinct.size(); i += 7) {
      for (int j = i + 1; j < distinct.size(); j += 3) {
        assertNotEquals(distinct.get(i), distinct.get(j));
      }
    }
    // the hash tells distinct states apart, as the perft memo and callers' maps need
    int hashes = HashSet.ofAll(distinct.map(GameState::hashCode)).size();
    assertTrue(hashes > distinct.size() * 9 / 10, hashes + " hashes for " + distinct.size());
  }

  @Test
  void eachFieldOfAStateTakesPartInEquality() {
    RuleSet bonus = RaceRules.with(RACE, RaceRules.BONUS, "true");
    GameState base = Notation.parsePosition("race Y Y:n,2 R:n,n", bonus);
    List<GameState> others =
        List.of(
                "race R Y:n,2 R:n,n",
                "race Y Y:n,3 R:n,n",
                "race Y Y:n,2 R:n,n doubles=1",
                "race Y Y:n,2 R:n,n owed=1 resume=R",
                "race Y Y:n,2 G:n,n",
                "race Y Y:n,2 G:n,n R:n,n")
            .map(t -> Notation.parsePosition(t, bonus));
    for (GameState o : others) {
      assertNotEquals(base, o, o.toString());
    }
    assertNotEquals(base, Notation.parsePosition("race Y Y:n,2 R:n,n", RACE), "other options");
    assertNotEquals(
        Notation.parsePosition("race Y Y:h,h R:n,n winner=Y", RACE),
        Notation.parsePosition("race Y Y:h,h R:n,n winner=Y home=over", RACE));
    GameState plain = Notation.parsePosition("plainrace Y Y:n,2 R:n,n", RaceRules.plain());
    assertNotEquals(base, plain, "another variant");
    assertEquals(base.pieces(Y), plain.pieces(Y));
  }

  @Test
  void aFinishedGameHasItsWinnerToMove() {
    GameState s = Notation.parsePosition("race R Y:n,4 G:n,n R:h,h winner=R", RACE);
    assertEquals(Option.some(R), s.winner());
    assertTrue(s.isOver());
    assertEquals(R, s.toMove());
    assertEquals(Phase.OVER, s.phase());
    assertEquals(List.of(Y, G, R), s.colours());
  }

  @Test
  void reachableStatesReadBackFromTheirData() {
    // QuickTheories: any reachable state is the state GameState.of makes of its own parts
    qt().withFixedSeed(0x57A7EL)
        .withExamples(60)
        .withShrinkCycles(5)
        .forAll(Generators.reachableStates(RaceRules.with(RACE, RaceRules.BONUS, "true")))
        .checkAssert(
            s -> {
              Map<Colour, List<Location>> pieces = LinkedHashMap.empty();
              for (Colour c : s.colours().reverse()) {
                pieces = pieces.put(c, s.pieces(c).reverse());
              }
              GameState again =
                  GameState.of(
                          s.ruleSet(),
                          s.toMove(),
                          pieces,
                          s.doubles(),
                          s.winner(),
                          s.turnState().fields())
                      .get();
              assertEquals(s, again);
              assertEquals(s.hashCode(), again.hashCode());
            });
  }
}
