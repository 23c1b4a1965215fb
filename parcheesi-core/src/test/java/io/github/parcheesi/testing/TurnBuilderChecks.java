package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * What {@link TurnBuilder} promises a user interface, checked for one decision against {@link
 * RuleSet#legalMoves} and {@link RuleSet#spellings}.
 *
 * <p>After a roll, every spelling of every listed move is walked through the builder step by step,
 * and at each prefix of it: the next step of the spelling is offered ({@link
 * TurnBuilder#nextSteps()}, {@link TurnBuilder#canContinue()}); every step offered continues some
 * spelling; where {@link TurnBuilder#mayStop()} is true, {@link TurnBuilder#move()} is a listed
 * move one of whose spellings is the prefix, and where it is false, {@code move()} is empty. At the
 * end of each spelling {@code mayStop()} is true and {@code move()} is the listed move. Each step
 * offered says what the spelling's step says it spends, and spends a value {@link
 * TurnBuilder#left()} had; the steps of the listed spelling of the first few moves spend what the
 * moves' events ({@link RuleSet#explain}) tell.
 *
 * <p>For a decision without a roll: the builder offers the listed moves as {@link
 * TurnBuilder#decisions()} and no step; {@link TurnBuilder#decide(Move)} takes each, in each of its
 * spellings, giving the listed move, after which the builder may stop and offers nothing more.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * qt().forAll(Generators.decisions(rules))
 *     .checkAssert(ply -> TurnBuilderChecks.check(rules, ply.before(), ply.roll()));
 * }</pre>
 */
public final class TurnBuilderChecks {

  /** How many listed moves of a roll have their steps' spent values checked against events. */
  private static final int TOLD = 4;

  private TurnBuilderChecks() {}

  /**
   * What one check saw, so that a caller can tell that the checks were not vacuous.
   *
   * @param prefixes the prefixes of spellings checked (the empty prefix of each decision included)
   * @param stopsBeforeMore the prefixes where the builder may stop and may also continue, such as a
   *     Russian move that may end beside a rest cell or shift into it
   * @param decisions the decisions without a roll taken
   */
  public record Seen(int prefixes, int stopsBeforeMore, int decisions) {

    /** Nothing seen. */
    public static final Seen NONE = new Seen(0, 0, 0);

    /**
     * The sum of two.
     *
     * @param other what another check saw
     * @return both together
     */
    public Seen plus(Seen other) {
      return new Seen(
          prefixes + other.prefixes,
          stopsBeforeMore + other.stopsBeforeMore,
          decisions + other.decisions);
    }
  }

  /**
   * Checks the builder for one decision.
   *
   * @param rules the rule set
   * @param state the state
   * @param roll the roll, or none for a decision that needs no roll
   * @return what was checked
   */
  public static Seen check(RuleSet rules, GameState state, Option<Roll> roll) {
    return roll.isDefined() ? afterRoll(rules, state, roll.get()) : withoutRoll(rules, state);
  }

  private static Seen afterRoll(RuleSet rules, GameState state, Roll roll) {
    String at = " at " + state + " roll " + roll;
    List<Move> legal = rules.legalMoves(state, roll);
    Map<Move, List<List<Step>>> spellings =
        io.vavr.collection.LinkedHashMap.ofEntries(
            legal.map(m -> io.vavr.Tuple.of(m, rules.spellings(state, m))));
    List<List<Step>> every = spellings.values().flatMap(s -> s).toList();
    TurnBuilder start = TurnBuilder.start(rules, state, roll);
    assertEquals(legal, start.candidates(), "the candidates before any step" + at);
    for (Move m : legal.take(TOLD)) {
      // the listed spelling's steps spend what the move's events tell, step by step
      List<Option<Spent>> told =
          rules
              .explain(state, m)
              .get()
              .events()
              .filter(e -> e.movement().exists(mv -> mv.colour() == state.toMove()))
              .map(Event::spent);
      assertEquals(
          told,
          spellings.get(m).get().head().map(Step::spent),
          "the steps of " + m + " spend what its events tell" + at);
    }
    assertEquals(List.empty(), start.decisions(), "no decision after a roll" + at);
    int prefixes = 0;
    int stopsBeforeMore = 0;
    for (Move m : legal) {
      for (List<Step> spelling : spellings.get(m).get()) {
        TurnBuilder t = start;
        for (int i = 0; i <= spelling.size(); i++) {
          String where = at + ", " + m + " spelled " + spelling + ", after " + t.chosen();
          assertEquals(spelling.take(i), t.chosen(), "the chosen steps" + where);
          checkPrefix(t, legal, spellings, every, where);
          prefixes++;
          if (t.mayStop() && t.canContinue()) {
            stopsBeforeMore++;
          }
          if (i < spelling.size()) {
            Step next = spelling.get(i);
            Option<Step> offered = t.nextSteps().find(next::sameChoice);
            assertTrue(
                offered.isDefined(),
                "the spelling's next step " + next + " is offered in " + t.nextSteps() + where);
            assertEquals(
                next.spent(), offered.get().spent(), "the step " + next + " spends" + where);
            assertTrue(t.canContinue(), "a step may come" + where);
            TurnBuilder after = t.choose(next).get();
            checkSpent(next, t.left(), after.left(), where);
            t = after;
          }
        }
        assertTrue(t.mayStop(), "the whole spelling may stop" + at + ", " + spelling);
        assertEquals(Option.some(m), t.move(), "the whole spelling is the listed move" + at);
      }
    }
    return new Seen(prefixes, stopsBeforeMore, 0);
  }

  /**
   * A step spends a value that was left: one die, a bottom face, a given six or a bonus fewer
   * (though a bonus step may earn another like it), both dice for both dice.
   */
  private static void checkSpent(Step step, List<Spent> before, List<Spent> after, String where) {
    for (Spent v : step.spent()) {
      String what = "the step " + step + " spends " + v + ": left " + before + ", then " + after;
      switch (v.kind()) {
        case FREE_SHIFT -> assertEquals(before, after, what + where);
        case BOTH_DICE -> {
          assertTrue(before.count(l -> l.kind() == Spent.Kind.DIE) == 2, what + where);
          assertFalse(after.exists(l -> l.kind() == Spent.Kind.DIE), what + where);
        }
        case DIE, BOTTOM_FACE, GIVEN_SIX -> {
          assertTrue(before.contains(v), what + where);
          assertEquals(before.count(v::equals) - 1, after.count(v::equals), what + where);
        }
        default -> {
          assertTrue(before.contains(v), what + where);
          assertTrue(after.count(v::equals) <= before.count(v::equals), what + where);
        }
      }
    }
  }

  private static void checkPrefix(
      TurnBuilder t,
      List<Move> legal,
      Map<Move, List<List<Step>>> spellings,
      List<List<Step>> every,
      String where) {
    List<Step> chosen = t.chosen();
    assertEquals(t.move().isDefined(), t.mayStop(), "mayStop() is move().isDefined()" + where);
    assertEquals(!t.nextSteps().isEmpty(), t.canContinue(), "canContinue()" + where);
    if (t.mayStop()) {
      Move m = t.move().get();
      assertTrue(legal.contains(m), "the move " + m + " is listed" + where);
      assertTrue(
          spellings.get(m).get().contains(chosen),
          "the chosen steps are a spelling of " + m + where);
    } else {
      assertEquals(Option.none(), t.move(), "no move" + where);
      assertFalse(every.contains(chosen), "the chosen steps spell a move, so it may stop" + where);
    }
    for (Step s : t.nextSteps()) {
      List<Step> longer = chosen.append(s);
      assertTrue(
          every.exists(sp -> sp.size() >= longer.size() && sp.take(longer.size()).equals(longer)),
          "the offered step " + s + " continues some spelling" + where);
    }
    assertEquals(
        legal.filter(
            m ->
                spellings
                    .get(m)
                    .get()
                    .exists(
                        sp -> sp.size() >= chosen.size() && sp.take(chosen.size()).equals(chosen))),
        t.candidates(),
        "the candidates are the moves some spelling of which begins with the chosen steps" + where);
  }

  private static Seen withoutRoll(RuleSet rules, GameState state) {
    String at = " at " + state + " without a roll";
    List<Move> legal = rules.legalMoves(state);
    TurnBuilder start = TurnBuilder.start(rules, state);
    assertEquals(legal, start.decisions(), "the decisions are the listed moves" + at);
    assertEquals(legal, start.candidates(), "the candidates" + at);
    assertEquals(List.empty(), start.nextSteps(), "a decision offers no steps" + at);
    assertFalse(start.canContinue(), at);
    assertFalse(start.mayStop(), "no decision is taken yet" + at);
    assertEquals(Option.none(), start.move(), at);
    assertEquals(List.empty(), start.chosen(), at);
    for (Move m : legal) {
      String where = at + ", deciding " + m;
      for (Step s : m.steps()) {
        assertEquals(
            Rejection.Kind.NOT_A_CHOICE,
            start.choose(s).getLeft().kind(),
            "a decision's step is no choice" + where);
      }
      for (List<Step> spelling : rules.spellings(state, m)) {
        TurnBuilder taken = start.decide(Move.withoutRoll(spelling)).get();
        assertTrue(taken.mayStop(), "a decision taken may stop" + where);
        assertEquals(Option.some(m), taken.move(), "the decision as listed" + where);
        assertFalse(taken.canContinue(), "nothing follows a decision" + where);
        assertEquals(List.empty(), taken.decisions(), "decided" + where);
        assertEquals(List.of(m), taken.candidates(), where);
        assertEquals(legal, taken.undo().decisions(), "undo takes the decision back" + where);
        assertEquals(
            Option.some(m.toString()),
            taken.decide(m).getLeft().value(),
            "one decision only" + where);
      }
    }
    return new Seen(1, 0, legal.size());
  }
}
