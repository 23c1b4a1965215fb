package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.CoreRules.AMERICAN;
import static io.github.parcheesi.track68.CoreRules.AMERICAN_RULES;
import static io.github.parcheesi.track68.CoreRules.PARCHIS_LIKE;
import static io.github.parcheesi.track68.CoreRules.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TrackRules as data and TrackRuleSet's options, validation and refusals. */
class TrackRulesTest {

  private static final List<String> FLAGS =
      List.of(
          "halfSafeExits",
          "bottomFaces",
          "eitherDie",
          "bonuses",
          "threeDoublesPenalty",
          "mustTurnHome",
          "mustEnter",
          "doublesAllOrNothing",
          "doublesKeepBlockades",
          "doublesPassBlockades",
          "rerollNeedsAllValues");

  @Test
  @DisplayName("a builder's flags are all off unless set; options default to none")
  void defaults() {
    TrackRules plain =
        TrackRules.builder()
            .id("plain")
            .safeSquares(Set.of())
            .ruleIds(CoreRules.AMERICAN_IDS)
            .build();
    for (String flag : FLAGS) {
      assertEquals(Option.some(false), plain.flag(flag), flag);
    }
    assertEquals(List.empty(), plain.options());
    assertEquals(CoreRules.AMERICAN_IDS, plain.ruleIds()); // as given: they have no default
    assertEquals(Option.none(), plain.flag("noSuchFlag"));
    assertEquals(Option.none(), plain.withFlag("noSuchFlag", true));
  }

  @Test
  @DisplayName("flag and withFlag agree on every flag name, and withFlag changes only that flag")
  void flagsByName() {
    TrackRules plain =
        TrackRules.builder()
            .id("plain")
            .safeSquares(Set.of(5))
            .ruleIds(CoreRules.AMERICAN_IDS)
            .build();
    for (String flag : FLAGS) {
      TrackRules on = plain.withFlag(flag, true).get();
      assertEquals(Option.some(true), on.flag(flag), flag);
      for (String other : FLAGS.remove(flag)) {
        assertEquals(Option.some(false), on.flag(other), flag + " leaves " + other);
      }
      assertEquals(plain, on.withFlag(flag, false).get(), flag);
      assertEquals(Set.of(5), on.safeSquares());
      assertEquals("plain", on.id());
    }
    assertEquals(Option.some(true), AMERICAN_RULES.flag("bottomFaces"));
    assertEquals(Option.some(true), AMERICAN_RULES.flag("rerollNeedsAllValues"));
  }

  @Test
  @DisplayName("safe squares must lie on the 68-square track (B3)")
  void safeSquaresOnTheTrack() {
    TrackRules.builder()
        .id("edge")
        .safeSquares(Set.of(1, 68))
        .ruleIds(CoreRules.AMERICAN_IDS)
        .build();
    for (int bad : new int[] {0, 69, -5}) {
      assertThrows(
          IllegalStateException.class,
          () ->
              TrackRules.builder()
                  .id("bad")
                  .safeSquares(Set.of(bad))
                  .ruleIds(CoreRules.AMERICAN_IDS)
                  .build(),
          "square " + bad);
    }
  }

  @Test
  @DisplayName("TrackRuleSet: id, options with their values, and withOption's refusals")
  void options() {
    assertEquals("american", AMERICAN.id());
    assertEquals(4, AMERICAN.piecesPerColour());
    assertEquals(AMERICAN_RULES, AMERICAN.rules());
    assertEquals(AMERICAN_RULES.options(), AMERICAN.options());
    assertEquals(
        List.of(
            "threeDoublesPenalty=true",
            "eitherDie=false",
            "mustEnter=false",
            "doublesAllOrNothing=false",
            "mustTurnHome=false"),
        AMERICAN.optionValues().map(e -> e._1 + "=" + e._2).toList());
    RuleSet either = AMERICAN.withOption("eitherDie", "true").get();
    assertEquals("true", either.optionValues().get("eitherDie").get());
    assertEquals(Option.some(true), ((TrackRuleSet) either).rules().flag("eitherDie"));
    assertNotEquals(AMERICAN, either);
    assertEquals(AMERICAN, either.withOption("eitherDie", "false").get());
    assertEquals(AMERICAN.hashCode(), either.withOption("eitherDie", "false").get().hashCode());
    Rejection bonuses = AMERICAN.withOption("bonuses", "true").getLeft();
    assertEquals(
        "unknown option 'bonuses' for variant american (known: threeDoublesPenalty,"
            + " eitherDie, mustEnter, doublesAllOrNothing, mustTurnHome)",
        bonuses.message());
    assertEquals(Rejection.Kind.UNKNOWN_OPTION, bonuses.kind());
    assertEquals(Option.some("bonuses"), bonuses.name());
    assertEquals(Option.none(), bonuses.value());
    assertEquals(Option.none(), bonuses.rule());
    assertEquals(bonuses.message(), bonuses.reason());
    Rejection yes = AMERICAN.withOption("eitherDie", "yes").getLeft();
    assertEquals("option 'eitherDie' takes true or false, not 'yes'", yes.message());
    assertEquals(Rejection.Kind.BAD_OPTION_VALUE, yes.kind());
    assertEquals(Option.some("eitherDie"), yes.name());
    assertEquals(Option.some("yes"), yes.value());
    TrackRuleSet none =
        new TrackRuleSet(
            TrackRules.builder()
                .id("none")
                .safeSquares(Set.of())
                .ruleIds(CoreRules.AMERICAN_IDS)
                .build());
    assertEquals(
        Either.left("unknown option 'x' for variant none (it has none)"),
        none.withOption("x", "true").mapLeft(Rejection::message));
    assertEquals(
        "mustEnter=true mustTurnHome=true",
        AMERICAN
            .withOptions(LinkedHashMap.of("mustEnter", "true", "mustTurnHome", "true"))
            .get()
            .optionValues()
            .filter(e -> e._2.equals("true") && !e._1.equals("threeDoublesPenalty"))
            .map(e -> e._1 + "=" + e._2)
            .mkString(" "));
    assertEquals(
        Either.left(Rejection.badOptionValue("mustEnter", "no", List.of("true", "false"))),
        AMERICAN.withOptions(HashMap.of("mustEnter", "no")));
    assertTrue(AMERICAN.toString().startsWith("american{"), AMERICAN.toString());
    assertTrue(AMERICAN.toString().contains("eitherDie=false"), AMERICAN.toString());
  }

  @Test
  @DisplayName(
      "problems: A7 three pieces or two colours, B1 off-board squares, A15 winners, A13 doubles")
  void problems() {
    assertEquals(
        List.of("three pieces on square 12 (A7)"), problems("american Y Y:12,12,12,n R:n,n,n,n"));
    assertEquals(
        List.of("two colours on square 12 (A7)"), problems("american Y Y:12,n,n,n R:12,n,n,n"));
    assertEquals(
        List.of("three pieces on home-row square r4 (A7)"),
        problems("american Y Y:r4,r4,r4,n R:n,n,n,n"));
    assertEquals(List.empty(), problems("american Y Y:12,12,n,n R:r4,r4,n,n"));
    assertEquals(
        List.empty(),
        problems("american Y Y:r4,r4,n,n R:r4,r4,n,n"),
        "each colour has its own home row");
    assertEquals(
        List.of("square 69 is not on the 68-square track (B1)"),
        problems("american Y Y:69,n,n,n R:n,n,n,n"));
    assertEquals(
        List.of("location o1 is not on the american board (B1-B4)"),
        problems("american Y Y:o1,n,n,n R:n,n,n,n"));
    assertEquals(
        List.of("colour R has every piece home but the game has no winner=R (A15)"),
        problems("american Y Y:n,n,n,n R:h,h,h,h"));
    assertEquals(
        List.of("winner Y does not have every piece home (A15)"),
        problems("american Y Y:h,h,h,n R:n,n,n,n winner=Y"));
    assertEquals(
        List.of("two colours have every piece home (A15)"),
        problems("american Y Y:h,h,h,h R:h,h,h,h winner=Y"));
    assertEquals(List.empty(), problems("american Y Y:h,h,h,h R:n,n,n,n winner=Y"));
    assertEquals(
        List.of("doubles must be 0 once the game is over"),
        problems("american Y Y:h,h,h,h R:n,n,n,n doubles=1 winner=Y"));
    assertEquals(List.empty(), problems("american Y Y:n,n,n,n R:n,n,n,n doubles=2"));
    assertEquals(
        List.of("doubles=3 cannot happen: the third doubles is a penalty (A13)"),
        problems("american Y Y:n,n,n,n R:n,n,n,n doubles=3"));
    GameState parchis = position(PARCHIS_LIKE, "parchis Y Y:n,n,n,n R:n,n,n,n doubles=3");
    assertEquals(3, parchis.doubles(), "without the A13 penalty doubles may exceed 2");
  }

  private static List<String> problems(String text) {
    String[] fields = text.split(" ");
    RuleSet rules = AMERICAN;
    Colour toMove = Colour.ofLetter(fields[1].charAt(0)).get();
    io.vavr.collection.Map<Colour, List<Location>> pieces = LinkedHashMap.empty();
    int doubles = 0;
    Option<Colour> winner = Option.none();
    for (int i = 2; i < fields.length; i++) {
      String f = fields[i];
      if (f.startsWith("doubles=")) {
        doubles = Integer.parseInt(f.substring(8));
      } else if (f.startsWith("winner=")) {
        winner = Colour.ofLetter(f.charAt(7));
      } else {
        pieces =
            pieces.put(
                Colour.ofLetter(f.charAt(0)).get(),
                List.of(f.substring(2).split(",")).map(t -> Location.parse(t).get()));
      }
    }
    Either<io.vavr.collection.Seq<Problem>, GameState> r =
        GameState.of(rules, toMove, pieces, doubles, winner, LinkedHashMap.empty());
    return r.isLeft() ? r.getLeft().map(Problem::message).toList() : List.empty();
  }

  @Test
  @DisplayName("a state of other rules is refused; a game over refuses every move (A15, P10)")
  void refusals() {
    GameState parchis = PARCHIS_LIKE.newGame(2);
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.legalMoves(parchis, Roll.of(5, 5)));
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.countMoves(parchis, Roll.of(5, 5)));
    assertThrows(
        IllegalArgumentException.class, () -> AMERICAN.apply(parchis, Move.pass(Roll.of(1, 2))));
    GameState over = position(PARCHIS_LIKE, "parchis Y Y:h,h,h,h R:n,n,n,n winner=Y");
    IllegalMove refusal = PARCHIS_LIKE.apply(over, Move.pass(Roll.of(1, 2))).getLeft();
    assertEquals("P10", refusal.rule(), "the variant's id for A15");
    assertEquals("the game is over: YELLOW won", refusal.reason());
    assertEquals(List.empty(), PARCHIS_LIKE.legalMoves(over, Roll.of(1, 2)));
    assertEquals(0, PARCHIS_LIKE.countMoves(over, Roll.of(1, 2)));
    GameState start = AMERICAN.newGame(2);
    IllegalMove noRoll = AMERICAN.apply(start, Move.withoutRoll(List.empty())).getLeft();
    assertEquals("", noRoll.rule());
    assertEquals("a move in american is made with a roll; give the roll", noRoll.reason());
  }

  @Test
  @DisplayName(
      "countMoves is legalMoves' size for every roll; a generated move applies to its state only")
  void countsAndShortcut() {
    GameState s = position(AMERICAN, "american Y Y:n,5,12,30 R:n,n,20,21");
    for (Roll r : Roll.outcomes()) {
      assertEquals(AMERICAN.legalMoves(s, r).size(), AMERICAN.countMoves(s, r), r.toString());
    }
    Move m =
        AMERICAN
            .legalMoves(s, Roll.of(6, 1))
            .find(mv -> mv.steps().exists(st -> st.from().equals(Location.track(30))))
            .get();
    GameState after = AMERICAN.play(s, m);
    // an equal state built anew gets the same result
    assertEquals(after, AMERICAN.play(position(AMERICAN, s.toString()), m));
    // elsewhere the move is judged afresh: here yellow has no piece on 30
    GameState other = position(AMERICAN, "american Y Y:n,5,12,40 R:n,n,20,21");
    IllegalMove refusal = AMERICAN.apply(other, m).getLeft();
    assertEquals("yellow has no piece on 30", refusal.reason().split(";")[0]);
  }

  @Test
  @DisplayName("a refusal lists the legal moves, up to twelve, then ...")
  void refusalsListTheLegalMoves() {
    GameState twelve = position(AMERICAN, "american Y Y:28,37,52,h R:38,h,h,h");
    List<Move> legal12 = AMERICAN.legalMoves(twelve, Roll.of(4, 6));
    assertEquals(12, legal12.size());
    String reason12 = AMERICAN.apply(twelve, Move.pass(Roll.of(4, 6))).getLeft().reason();
    assertTrue(reason12.endsWith("; legal moves for 4-6: " + legal12.mkString(", ")), reason12);
    GameState thirteen = position(AMERICAN, "american Y Y:n,17,31,43 R:n,8,14,65");
    List<Move> legal13 = AMERICAN.legalMoves(thirteen, Roll.of(1, 5));
    assertEquals(13, legal13.size());
    String reason13 = AMERICAN.apply(thirteen, Move.pass(Roll.of(1, 5))).getLeft().reason();
    assertTrue(reason13.endsWith(": " + legal13.take(12).mkString(", ") + ", ..."), reason13);
  }

  @Test
  @DisplayName("match, spellings and explain refuse a state of other rules, as apply does")
  void otherRulesRefusedEverywhere() {
    GameState parchis = position(PARCHIS_LIKE, "parchis Y Y:n,n,n,10 R:n,n,n,n");
    Move m = PARCHIS_LIKE.legalMoves(parchis, Roll.of(3, 4)).head();
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.match(parchis, m));
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.spellings(parchis, m));
    assertThrows(IllegalArgumentException.class, () -> AMERICAN.explain(parchis, m));
    // its own rules accept it
    assertEquals(m, PARCHIS_LIKE.match(parchis, m).get());
  }

  @Test
  @DisplayName("B2: each colour's exit and last square; the dice's order makes no move differ")
  void b2_exitsAndLastSquares() {
    // B2: yellow exit 5, last 68; blue 22, 17; red 39, 34; green 56, 51
    assertEquals(5, TrackRuleSet.exitSquare(Colour.YELLOW));
    assertEquals(22, TrackRuleSet.exitSquare(Colour.BLUE));
    assertEquals(39, TrackRuleSet.exitSquare(Colour.RED));
    assertEquals(56, TrackRuleSet.exitSquare(Colour.GREEN));
    assertEquals(68, TrackRuleSet.lastSquare(Colour.YELLOW));
    assertEquals(17, TrackRuleSet.lastSquare(Colour.BLUE));
    assertEquals(34, TrackRuleSet.lastSquare(Colour.RED));
    assertEquals(51, TrackRuleSet.lastSquare(Colour.GREEN));
    // A5: the values of a roll are its two dice, in no order: 3-5 and 5-3 have the same moves
    assertEquals(false, AMERICAN.diceOrderMatters());
    assertEquals(false, PARCHIS_LIKE.diceOrderMatters());
    GameState s = position(AMERICAN, "american Y Y:n,n,10,20 R:n,n,n,24");
    assertEquals(
        AMERICAN.legalMoves(s, Roll.of(3, 5)).map(mv -> AMERICAN.play(s, mv)).toSet(),
        AMERICAN.legalMoves(s, Roll.of(5, 3)).map(mv -> AMERICAN.play(s, mv)).toSet());
  }

  @Test
  @DisplayName("A8: a listed move captures when one of its steps does, short or long")
  void listedMovesTellTheirCaptures() {
    GameState s = position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13");
    List<Move> moves = AMERICAN.legalMoves(s, Roll.of(3, 4));
    // asked before the steps are read: the engine answers from its own code of the move
    List<Boolean> captures = moves.map(Move::captures);
    assertEquals(moves.map(mv -> mv.toString().contains("*")), captures, moves.toString());
    assertEquals(
        List.of(true, false), captures.sorted().reverse()); // 10/13* 13/17 17/37, 10/14 14/17
    // four values and a bonus: five steps, the capture on the fourth (10/11 11/12 12/18 18/24*
    // 24/44), and four quiet ones
    GameState t = position(AMERICAN, "american Y Y:h,h,h,10 R:n,n,n,24");
    List<Move> four = AMERICAN.legalMoves(t, Roll.of(1, 1));
    List<Boolean> fourCaptures = four.map(Move::captures);
    assertEquals(four.map(mv -> mv.toString().contains("*")), fourCaptures, four.toString());
    assertTrue(four.exists(mv -> mv.steps().size() == 5 && mv.captures()), four.toString());
    GameState quiet = position(AMERICAN, "american Y Y:h,h,h,10 R:n,n,n,n");
    assertEquals(List.of(false), AMERICAN.legalMoves(quiet, Roll.of(1, 1)).map(Move::captures));
  }
}
