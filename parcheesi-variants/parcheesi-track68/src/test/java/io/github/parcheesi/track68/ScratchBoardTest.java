package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.GameBudget;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The 68-square engine keeps a scratch board per thread and, between calls, only updates the pieces
 * that differ from the state searched last. Whatever came before, a state's legal moves and their
 * results must be the same.
 */
class ScratchBoardTest {

  private static final TrackRuleSet RULES = TestRules.AMERICAN;

  /**
   * States of seeded games of 2, 3 and 4 players, mixed, with a roll each: nine games, of 4 players
   * then 2 then 3 in turn; under mutation testing only the first ones ({@link GameBudget}).
   */
  private static List<GameState> states() {
    List<GameState> out = List.empty();
    int games = GameBudget.games(9);
    for (int g = 0; g < games; g++) {
      int players = new int[] {4, 2, 3}[g % 3];
      long seed = g / 3 + 1;
      out = out.appendAll(Games.states(RULES, players, seed * 31 + players, 300));
    }
    return out.filter(s -> !s.isOver());
  }

  private static final List<Roll> ROLLS = Roll.outcomes();

  private static String listing(GameState s, Roll roll) {
    return RULES
        .legalMoves(s, roll)
        .map(m -> m + " -> " + Notation.format(RULES.apply(s, m).get()))
        .mkString("; ");
  }

  @Test
  @DisplayName("legal moves and results do not depend on the states searched before (any order)")
  void orderDoesNotMatter() {
    List<GameState> states = states();
    Random random = new Random(7);
    List<Roll> rolls = states.map(s -> ROLLS.get(random.nextInt(ROLLS.size())));
    // in game order: each state is one move away from the one before
    List<String> inOrder = states.zipWith(rolls, ScratchBoardTest::listing);
    // shuffled: each state is far from the one before, and the number of players changes
    java.util.List<Integer> order = new java.util.ArrayList<>();
    for (int i = 0; i < states.size(); i++) {
      order.add(i);
    }
    java.util.Collections.shuffle(order, new Random(11));
    for (int i : order) {
      assertEquals(
          inOrder.get(i),
          listing(states.get(i), rolls.get(i)),
          () -> Notation.format(states.get(i)));
    }
    // between two searches of the same state, a refused move explained (it plays steps without
    // undoing them) and a three-doubles penalty (likewise)
    GameState s = states.get(states.size() / 2);
    Roll roll = rolls.get(states.size() / 2);
    Move bogus = Move.of(roll, List.of(Step.of(Location.track(1), Location.track(2), false)));
    assertEquals(true, RULES.apply(s, bogus).isLeft());
    assertEquals(inOrder.get(states.size() / 2), listing(s, roll));
    int k = states.indexWhere(x -> x.doubles() == 2);
    assertEquals(true, k >= 0, "the games roll doubles twice in a row somewhere");
    assertEquals(1, RULES.legalMoves(states.get(k), Roll.of(2, 2)).size(), "A13: the penalty");
    assertEquals(inOrder.get(states.size() / 2), listing(s, roll));
  }

  @Test
  @DisplayName("A9: a search after one of more colours sees only the pieces of its own state")
  void fewerColoursAfterMore() {
    // green's pair on 12 in a four-colour game, searched first on this thread
    GameState four = TestRules.parse("american Y Y:n,n,n,n G:n,n,12,12 R:n,n,n,n B:n,n,n,n");
    assertEquals(List.of("pass"), RULES.legalMoves(four, Roll.of(6, 4)).map(Move::toString));
    // two colours: nothing stands on 12, so 10 plays both dice past it (A5)
    GameState two = TestRules.parse("american Y Y:n,n,n,10 R:n,n,n,n");
    Examples.assertMoves(two, Roll.of(1, 3), "10/11 11/14");
  }

  @Test
  @DisplayName("A10 is remembered for its own doubles roll only: a later refusal names its rule")
  void a10sMemoryIsThisRollsOnly() {
    // yellow's pair on 12, searched with doubles: A10 remembers it
    RULES.legalMoves(TestRules.parse("american Y Y:n,n,12,12 R:n,n,n,n"), Roll.of(3, 3));
    // 7/10 plays one die where both can be played (A11); that two pieces end on 10 is no
    // matter on a roll that is not doubles
    GameState s = TestRules.parse("american Y Y:n,n,7,10 R:n,n,n,n");
    Examples.assertRefused(s, Roll.of(3, 4), "7/10", "A11");
  }
}
