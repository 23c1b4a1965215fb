package io.github.parcheesi.russian;

import static io.github.parcheesi.russian.Fixture.FORCED;
import static io.github.parcheesi.russian.Fixture.PENALTY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.testing.Games;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Russian board's step tree keeps every spelling of every listed move, as {@link
 * RuleSet#stepTree}'s default does, made from the one search that lists them. That stays as cheap
 * as the listing because a Russian move has few spellings: ruling 4's orders are the plays the
 * generator walks to list the moves at all.
 */
class RussianStepTreeTest {

  /** Which die is played first, times which of two pieces takes which die. */
  private static final int MOST_SPELLINGS = 4;

  /**
   * A bound on the builder's cost rather than a rule of play, so tagged {@code slow}: mutation
   * testing leaves it out, and the spellings themselves are held by faster tests.
   */
  @Test
  @Tag("slow")
  @DisplayName(
      "ruling 4, R8: a move has at most four spellings (which die first, which piece takes"
          + " which; a free shift follows its step at once), on every roll of random games")
  void ruling4_aMoveHasAtMostFourSpellings() {
    int most = 0;
    int listings = 0;
    for (RuleSet rules : new RuleSet[] {FORCED, PENALTY}) {
      for (long seed = 1; seed <= 2; seed++) {
        for (GameState s : Games.states(rules, 4, seed, 120)) {
          if (s.isOver() || rules.phase(s) != Phase.ROLL) {
            continue;
          }
          for (int a = 1; a <= 6; a++) {
            for (int b = a; b <= 6; b++) {
              Roll roll = Roll.of(a, b);
              List<Move> legal = rules.legalMoves(s, roll);
              listings++;
              for (Move m : legal) {
                List<List<Step>> spellings = rules.spellings(s, m);
                assertTrue(
                    spellings.size() <= MOST_SPELLINGS,
                    m + " at " + s + " roll " + roll + " has spellings " + spellings);
                most = Math.max(most, spellings.size());
              }
            }
          }
        }
      }
    }
    assertTrue(listings > 500, "rolls listed: " + listings);
    assertEquals(MOST_SPELLINGS, most, "some move has four spellings");
  }

  @Test
  @DisplayName("ruling 4: the builder's first steps are the first steps of every spelling")
  void ruling4_theBuilderStartsEverySpelling() {
    GameState s = Fixture.pos("russian G Y:n,16,41,44,pB G:n,n,18,72,m1 R:n,n,n,27,pB B:n,n,n,n,8");
    Roll roll = Roll.of(5, 6);
    TurnBuilder turn = TurnBuilder.start(FORCED, s, roll);
    List<Move> legal = FORCED.legalMoves(s, roll);
    assertEquals(legal, turn.candidates());
    List<Step> firsts =
        legal.flatMap(m -> FORCED.spellings(s, m)).map(List::head).distinctBy(Step::toString);
    assertEquals(
        firsts.map(Step::toString).sorted(), turn.nextSteps().map(Step::toString).sorted());
    Move both = legal.find(m -> FORCED.spellings(s, m).size() == MOST_SPELLINGS).get();
    for (List<Step> spelling : FORCED.spellings(s, both)) {
      TurnBuilder t = turn;
      for (Step step : spelling) {
        t = t.choose(step).get();
      }
      assertEquals(both, t.move().get(), "the spelling " + spelling + " builds " + both);
    }
  }
}
