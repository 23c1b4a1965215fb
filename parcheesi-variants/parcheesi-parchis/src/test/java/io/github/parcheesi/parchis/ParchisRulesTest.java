package io.github.parcheesi.parchis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Example tests for every Parchís rule P1-P10 and its options, from positions in notation. */
class ParchisRulesTest {

  private static final RuleSet PARCHIS = RuleSets.get("parchis");

  private static RuleSet with(String option, String value) {
    return PARCHIS.withOption(option, value).get();
  }

  private static Set<String> moves(RuleSet rules, String position, int a, int b) {
    GameState s = Notation.parsePosition(position, rules);
    return new TreeSet<>(rules.legalMoves(s, Roll.of(a, b)).map(Move::toString).toJavaList());
  }

  private static Set<String> moves(String position, int a, int b) {
    return moves(PARCHIS, position, a, b);
  }

  private static Set<String> results(RuleSet rules, String position, int a, int b) {
    GameState s = Notation.parsePosition(position, rules);
    List<Move> ms = rules.legalMoves(s, Roll.of(a, b));
    return new TreeSet<>(ms.map(m -> rules.play(s, m).toString()).toJavaList());
  }

  private static Set<String> set(String... items) {
    return new TreeSet<>(java.util.List.of(items));
  }

  @Test
  @DisplayName("ServiceLoader finds parchis with options bonuses and threeDoublesPenalty off")
  void foundByIdWithDefaults() {
    assertEquals("parchis", PARCHIS.id());
    assertEquals(
        HashMap.of("bonuses", "false", "threeDoublesPenalty", "false"),
        HashMap.ofEntries(PARCHIS.optionValues()));
    Rejection either = PARCHIS.withOption("eitherDie", "true").getLeft();
    assertEquals(Rejection.Kind.UNKNOWN_OPTION, either.kind(), "American options are not Parchís'");
    assertEquals(Option.some("eitherDie"), either.name());
    assertEquals(
        "unknown option 'eitherDie' for variant parchis (known: bonuses, threeDoublesPenalty)",
        either.message());
  }

  @Test
  @DisplayName("P8, P9: the options are typed constants of ParchisRules")
  void optionsAreTypedConstants() {
    assertEquals(
        List.of(ParchisRules.BONUSES, ParchisRules.THREE_DOUBLES_PENALTY), PARCHIS.options());
    RuleSet bonuses = PARCHIS.withOption(ParchisRules.BONUSES, true).get();
    assertEquals(PARCHIS.withOption("bonuses", "true").get(), bonuses);
    assertEquals(Option.some(true), bonuses.optionValue(ParchisRules.BONUSES));
    assertEquals(Option.some(false), bonuses.optionValue(ParchisRules.THREE_DOUBLES_PENALTY));
    RuleSet penalty = PARCHIS.withOption(ParchisRules.THREE_DOUBLES_PENALTY, true).get();
    assertEquals("true", penalty.optionValues().get("threeDoublesPenalty").get());
    assertTrue(ParchisRules.BONUSES.description().startsWith("P8"));
    assertTrue(ParchisRules.THREE_DOUBLES_PENALTY.description().startsWith("P9"));
  }

  @Test
  @DisplayName("P1: doubles give two values only, no bottom faces")
  void p1_doublesGiveTwoValues() {
    String pos = "parchis Y Y:10,30,h,h R:n,n,n,n";
    assertEquals(set("10/13 13/16", "10/13 30/33", "30/33 33/36"), moves(pos, 3, 3));
    // American plays the bottom faces (A2) in the same position: some move uses a 4.
    RuleSet american = RuleSets.get("american");
    assertTrue(
        moves(american, pos.replace("parchis", "american"), 3, 3).stream()
            .anyMatch(m -> m.split(" ").length == 4));
  }

  @Test
  @DisplayName(
      "P2: a 5 enters and the other die moves on; a sum of 5 enters; double fives enter two")
  void p2_entering() {
    String start = "parchis Y Y:n,n,n,n R:n,n,n,n";
    assertEquals(set("n/5 5/7"), moves(start, 5, 2));
    assertEquals(set("n/5"), moves(start, 1, 4));
    assertEquals(set("n/5"), moves(start, 3, 2));
    assertEquals(set("n/5 n/5", "n/5 5/10"), moves(start, 5, 5));
    assertEquals(set("pass"), moves(start, 6, 3));
  }

  @Test
  @DisplayName("P3: a piece on an exit is captured by an opponent entering there")
  void p3_entryCapturesOnHalfSafeExit() {
    String pos = "parchis Y Y:n,n,n,n R:n,n,n,5";
    assertEquals(set("n/5* 5/6"), moves(pos, 5, 1));
    assertEquals(set("parchis R Y:n,n,n,6 R:n,n,n,n"), results(PARCHIS, pos, 5, 1));
  }

  @Test
  @DisplayName(
      "P3/P4: no ordinary step ends on a half-safe exit or a safe square an opponent holds")
  void p4_noLandingOnGuardedSquares() {
    assertEquals(set("2/8 8/11"), moves("parchis Y Y:n,n,n,2 R:n,n,n,5", 3, 6));
    assertEquals(set("9/10 10/13"), moves("parchis Y Y:n,n,n,9 R:n,n,n,12", 3, 1));
    // A non-safe square is a capture.
    assertEquals(set("9/10 10/12", "9/11* 11/12"), moves("parchis Y Y:n,n,n,9 R:n,n,n,11", 2, 1));
  }

  @Test
  @DisplayName("P4: a refused step onto a safe square names rule P4 and leaves the state unchanged")
  void p4_refusalNamesTheRule() {
    GameState s = Notation.parsePosition("parchis Y Y:n,n,n,9 R:n,n,n,12");
    String before = s.toString();
    Move bad = Notation.parseMove("9/12 12/13", Roll.of(3, 1));
    Either<IllegalMove, GameState> out = PARCHIS.apply(s, bad);
    assertTrue(out.isLeft());
    assertEquals("P4", out.getLeft().rule());
    assertTrue(out.getLeft().reason().contains("safe square"), out.getLeft().reason());
    assertEquals(before, out.getLeft().state().toString());
    assertEquals(before, s.toString());
  }

  @Test
  @DisplayName("P5: any blockade on a player's exit stops it entering")
  void p5_blockadeOnExit() {
    assertEquals(set("pass"), moves("parchis Y Y:n,n,n,n R:n,n,5,5", 5, 1));
    // Yellow's own blockade on 5 stops entering until the 6 has opened it: then the 5 enters.
    assertEquals(
        set(
            "parchis R Y:n,5,5,11 R:n,n,n,n",
            "parchis R Y:n,n,10,11 R:n,n,n,n",
            "parchis R Y:n,n,5,16 R:n,n,n,n"),
        results(PARCHIS, "parchis Y Y:n,n,5,5 R:n,n,n,n", 5, 6));
    assertEquals(
        set("5/11 n/5", "5/10 5/11", "5/10 10/16"), moves("parchis Y Y:n,n,5,5 R:n,n,n,n", 5, 6));
  }

  @Test
  @DisplayName("P5: no piece passes or lands on a blockade, the owner's included")
  void p5_blockadesBlockPassing() {
    // Red's blockade on 14 and yellow's own on 20 stand in the way of the piece on 12.
    // Red's blockade on 14: the piece on 12 may step to 13 but never pass 14.
    assertEquals(
        set(
            "parchis R Y:n,13,20,26 R:n,n,14,14",
            "parchis R Y:n,12,21,26 R:n,n,14,14",
            "parchis R Y:n,12,20,27 R:n,n,14,14"),
        results(PARCHIS, "parchis Y Y:n,12,20,20 R:n,n,14,14", 1, 6));
    // Yellow's own blockade on 20 stops yellow's piece on 17 from landing on or passing it.
    assertEquals(
        set(
            "parchis R Y:n,18,20,22 R:n,n,n,n",
            "parchis R Y:n,19,20,21 R:n,n,n,n",
            "parchis R Y:n,17,21,22 R:n,n,n,n",
            "parchis R Y:n,17,20,23 R:n,n,n,n"),
        results(PARCHIS, "parchis Y Y:n,17,20,20 R:n,n,n,n", 2, 1));
  }

  @Test
  @DisplayName("P6: a piece must turn into its home row; it never goes round")
  void p6_mustTurnHome() {
    assertEquals(set("66/r2 r2/h"), moves("parchis Y Y:66,n,n,n R:n,n,n,n", 4, 6));
    assertTrue(
        moves(RuleSets.get("american"), "american Y Y:66,n,n,n R:n,n,n,n", 4, 6).stream()
            .anyMatch(m -> m.contains("66/2")),
        "American may go round (A6)");
  }

  @Test
  @DisplayName("P7: when only one die can be played, either may be")
  void p7_eitherDie() {
    assertEquals(set("r1/r3", "r1/r7"), moves("parchis Y Y:r1,n,n,n R:n,n,n,n", 2, 6));
    assertEquals(
        set("r1/r7"),
        moves(RuleSets.get("american"), "american Y Y:r1,n,n,n R:n,n,n,n", 2, 6),
        "American plays the larger die (A11)");
  }

  @Test
  @DisplayName("P8: captures earn no bonus by default; option bonuses plays A12's 20")
  void p8_bonuses() {
    String pos = "parchis Y Y:n,n,n,9 R:n,n,n,11";
    assertEquals(set("9/10 10/12", "9/11* 11/12"), moves(pos, 2, 1));
    assertEquals(set("9/10 10/12", "9/11* 11/12 12/32"), moves(with("bonuses", "true"), pos, 2, 1));
  }

  @Test
  @DisplayName("P9: doubles roll again after playing, also when only part of the roll was played")
  void p9_doublesRollAgain() {
    // Seed 001: "Когда игрок выбрасывает дубль, он получает еще один шанс сделать бросок после
    // завершения своих ходов" (a player who rolls a doubles gets another roll after moving).
    assertEquals(
        set("parchis Y Y:n,n,n,r7 R:n,n,n,n doubles=1"),
        results(PARCHIS, "parchis Y Y:n,n,n,r5 R:n,n,n,n", 2, 2));
    assertEquals(
        set("american R Y:n,n,n,r7 R:n,n,n,n"),
        results(RuleSets.get("american"), "american Y Y:n,n,n,r5 R:n,n,n,n", 2, 2),
        "American rolls again only when every value was played (A13)");
  }

  @Test
  @DisplayName("P9/A14: a doubles roll of which nothing can be played is a pass; the turn passes")
  void p9_aDoublesPassPassesTheTurn() {
    // Seed 001: "Если у игрока в игре нет пешки и ему не выпала пятерка, он не может сделать ход
    // и ход переходит к следующему игроку" (a player with no piece in play who did not roll a five
    // cannot move, and the turn passes to the next player).
    String nest = "parchis Y Y:n,n,n,n R:n,n,n,n doubles=1";
    assertEquals(set("pass"), moves(nest, 3, 3));
    assertEquals(set("parchis R Y:n,n,n,n R:n,n,n,n"), results(PARCHIS, nest, 3, 3));
    // A piece in play that cannot move either: red's blockade on 12 stops yellow's 10.
    String blocked = "parchis Y Y:n,n,n,10 R:n,n,12,12";
    assertEquals(set("pass"), moves(blocked, 4, 4));
    assertEquals(set("parchis R Y:n,n,n,10 R:n,n,12,12"), results(PARCHIS, blocked, 4, 4));
    // 5-5 enters (two pieces, or one that moves on), and rolls again.
    assertEquals(
        set("parchis Y Y:n,n,5,5 R:n,n,n,n doubles=2", "parchis Y Y:n,n,n,10 R:n,n,n,n doubles=2"),
        results(PARCHIS, nest, 5, 5));
  }

  @Test
  @DisplayName("P9: no three-doubles penalty by default; option threeDoublesPenalty plays A13's")
  void p9_threeDoubles() {
    String pos = "parchis Y Y:n,n,n,10 R:n,n,n,n doubles=2";
    assertEquals(set("parchis Y Y:n,n,n,16 R:n,n,n,n doubles=3"), results(PARCHIS, pos, 3, 3));
    RuleSet penalty = with("threeDoublesPenalty", "true");
    assertEquals(set("10/n"), moves(penalty, pos, 3, 3));
    assertEquals(
        set("parchis R Y:n,n,n,n R:n,n,n,n threeDoublesPenalty=true"), results(penalty, pos, 3, 3));
  }

  @Test
  @DisplayName("P10: home only by an exact step; four pieces home win")
  void p10_exactHomeAndWinner() {
    assertEquals(set("pass"), moves("parchis Y Y:r6,h,h,h R:n,n,n,n", 3, 4));
    assertEquals(
        set("parchis Y Y:h,h,h,h R:n,n,n,n winner=Y"),
        results(PARCHIS, "parchis Y Y:r6,h,h,h R:n,n,n,n", 2, 5));
    GameState over = Notation.parsePosition("parchis Y Y:h,h,h,h R:n,n,n,n winner=Y");
    assertTrue(PARCHIS.legalMoves(over, Roll.of(1, 2)).isEmpty());
  }

  @Test
  @DisplayName("Ruling 1 (A10): a blockade does not move forward as a pair on doubles")
  void a10_blockadeNotMovedAsPair() {
    assertEquals(set("20/23 23/26"), moves("parchis Y Y:n,n,20,20 R:n,n,n,n", 3, 3));
  }
}
