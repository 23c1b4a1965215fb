package io.github.parcheesi.track68;

import static io.github.parcheesi.track68.Examples.AMERICAN;
import static io.github.parcheesi.track68.Examples.PARCHIS;
import static io.github.parcheesi.track68.Examples.accepted;
import static io.github.parcheesi.track68.Examples.american;
import static io.github.parcheesi.track68.Examples.listed;
import static io.github.parcheesi.track68.Examples.position;
import static io.github.parcheesi.track68.Examples.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Ruling 9: every legal order of steps leading to a listed move's result is a spelling of it: the
 * same values of the roll, dice before bonuses (A12), each step possible at its moment (A3-A9), A10
 * on the final board; intermediate squares may differ. {@code spellings} lists them (the listed one
 * first), {@code match} names the listed move of any of them, and {@code apply} accepts each.
 */
class TrackSpellingsTest {

  /** The spellings of the listed move leading where {@code move} leads, each as text. */
  private static Set<String> spellings(RuleSet rules, String text, int d1, int d2, String move) {
    GameState s = position(rules, text);
    Roll roll = roll(d1, d2);
    Move m = listed(s, roll, move);
    List<List<Step>> all = rules.spellings(s, m);
    assertEquals(m.steps(), all.head(), "the listed spelling first");
    assertEquals(all.size(), all.distinct().size(), "each once");
    Set<String> out = new TreeSet<>();
    for (List<Step> steps : all) {
      Move spelled = Move.of(roll, steps);
      // each spelling is accepted, leads where the listed move leads, and names it
      assertEquals(rules.play(s, m), rules.apply(s, spelled).get(), spelled.toString());
      assertEquals(m, rules.match(s, spelled).get(), spelled.toString());
      out.add(steps.mkString(" "));
    }
    return out;
  }

  private static Set<String> set(String... spellings) {
    return new TreeSet<>(java.util.List.of(spellings));
  }

  @Test
  @DisplayName("ruling 9: a piece playing both dice lands on either square on its way")
  void onePieceBothDice() {
    assertEquals(
        set("10/13 13/17", "10/14 14/17"),
        spellings(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n", 3, 4, "10/17"));
    // red's lone piece on the safe 12: 9/12 may not end there, so only one order (A8)
    assertEquals(
        set("9/13 13/16"), spellings(AMERICAN, "american Y Y:n,n,n,9 R:n,n,n,12", 3, 4, "9/16"));
    // red's lone piece on 13 would be captured by 10/13: that order leads elsewhere
    assertEquals(
        set("10/14 14/17"),
        spellings(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13", 3, 4, "10/14 14/17"));
  }

  @Test
  @DisplayName("ruling 9: two pieces' steps in either order; an entry before or after")
  void twoPieces() {
    assertEquals(
        set("10/13 20/24", "20/24 10/13"),
        spellings(AMERICAN, "american Y Y:n,n,10,20 R:n,n,n,n", 3, 4, "10/13 20/24"));
    assertEquals(
        set("n/5 10/13", "10/13 n/5"),
        spellings(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n", 5, 3, "n/5 10/13"));
    // the entered piece moves after it enters
    assertEquals(
        set("n/5 5/8"), spellings(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n", 5, 3, "n/5 5/8"));
    // both dice summing to 5: one step
    assertEquals(set("n/5"), spellings(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n", 2, 3, "n/5"));
    // red's piece: its own exit and squares
    assertEquals(
        set("n/39 40/41", "40/41 n/39"),
        spellings(AMERICAN, "american R Y:n,n,n,n R:n,n,n,40", 5, 1, "n/39 40/41"));
  }

  @Test
  @DisplayName("ruling 9: a blockade stops one order (A9); A10 is judged on the final board")
  void blockades() {
    // 10/13 cannot pass yellow's pair on 12 until one of it has moved
    assertEquals(
        set("12/15 10/13"),
        spellings(AMERICAN, "american Y Y:n,10,12,12 R:n,n,n,n", 3, 3, "12/15 10/13"));
    assertEquals(
        set("12/13 10/13"),
        spellings(AMERICAN, "american Y Y:n,10,12,12 R:n,n,n,n", 1, 3, "12/13 10/13"));
    // without A10 the pair may move on as a pair, in either order of its pieces (one spelling)
    assertEquals(
        set("12/15 12/15"),
        spellings(
            american("doublesKeepBlockades=false"),
            "american Y Y:n,10,12,12 R:n,n,n,n",
            3,
            3,
            "12/15 12/15"));
  }

  @Test
  @DisplayName("ruling 9, A12: the bonus comes after the dice and after the capture earning it")
  void bonuses() {
    assertEquals(
        set("10/13* 13/17 17/37"),
        spellings(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,13", 3, 4, "10/13* 13/17 17/37"));
    // the 20 is played by the piece on 40: the dice by 10 in its one capturing order
    assertEquals(
        set("10/13* 13/17 40/60"),
        spellings(AMERICAN, "american Y Y:n,n,10,40 R:n,n,n,13", 3, 4, "10/13* 13/17 40/60"));
    // the 10 for r5/h: the dice in either order, then the bonus
    assertEquals(
        set("r5/h 40/46 46/56", "40/46 r5/h 46/56"),
        spellings(AMERICAN, "american Y Y:n,n,40,r5 R:n,n,n,n", 3, 6, "r5/h 40/46 46/56"));
    // Parchís has no bonus (P8): the capture in either order of the dice of two pieces
    assertEquals(
        set("10/13* 20/24", "20/24 10/13*"),
        spellings(PARCHIS, "parchis Y Y:n,n,10,20 R:n,n,n,13", 3, 4, "10/13* 20/24"));
  }

  @Test
  @DisplayName("ruling 9: a pass and A13's penalty have one spelling; a move not legal has none")
  void special() {
    assertEquals(set(""), spellings(AMERICAN, "american Y Y:n,n,n,n R:n,n,n,n", 6, 4, "pass"));
    assertEquals(
        set("r3/n"),
        spellings(AMERICAN, "american Y Y:n,10,60,r3 R:n,n,n,n doubles=2", 2, 2, "r3/n"));
    GameState s = position(AMERICAN, "american Y Y:n,n,n,10 R:n,n,n,n");
    Move illegal = Notation.parseMove("10/13", roll(3, 4));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> AMERICAN.spellings(s, illegal));
    assertTrue(e.getMessage().contains("A11"), e.getMessage());
    // a spelling that is not one: 10/14 14/17 spelled with a capture mark on a step
    assertTrue(AMERICAN.match(s, Notation.parseMove("10/14 14/17*", roll(3, 4))).isLeft());
    // a spelling accepted by apply gives the listed result
    assertEquals(
        AMERICAN.play(s, listed(s, roll(4, 3), "10/17")), accepted(s, roll(4, 3), "10/13 13/17"));
  }

  @Test
  @DisplayName("ruling 9, A10: no spelling moves the pair's own pieces on together")
  void a10_noSpellingJoinsThePair() {
    // yellow's pair on 2 and a piece on 66 going round (A6) end on 2, 7 and 7 with 2, 2, 5, 5:
    // the piece from 66 passes or lands on 2 only after 2/7 has broken the pair (A9, A7); when
    // it lands on 2, the last 5 must move it on, not the pair's piece left there (A10), so that
    // second 2/7 comes after 68/2; or it goes on to 7 by 5 and 2 and 2, through 3 or 5
    assertEquals(
        set(
            "2/7 66/68 68/2 2/7",
            "66/68 2/7 68/2 2/7",
            "2/7 66/3 3/5 5/7",
            "2/7 66/68 68/5 5/7",
            "66/68 2/7 68/5 5/7"),
        spellings(AMERICAN, "american Y Y:2,2,66,h R:n,n,n,n", 2, 2, "2/7 66/68 68/2 2/7"));
  }
}
