package org.example.consumer;

import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.WrongPhaseException;
import io.vavr.collection.List;

/**
 * A frontend's loop, from outside the library: one seeded game of a variant played step by step
 * through {@link TurnBuilder}, as a person clicking would, checking what the frontend contract
 * promises: every step offered says what it spends and spends a value that was left; the builder
 * says when the chosen steps may stand and when more may follow; decisions without a roll are
 * typed and taken whole; asking for the wrong phase's moves is refused with the phase; and every
 * nest of the board has a slot for each piece it can hold.
 */
final class StepByStep {

  private StepByStep() {}

  /**
   * Plays one game and checks the contract on the way.
   *
   * @param rules the rule set
   * @return what was seen
   */
  static String play(RuleSet rules) {
    for (Cell c : rules.geometry().cells()) {
      if (c.is(Cell.Kind.NEST)) {
        PlayGames.check(c.slots().size() >= 4, rules.id() + ": " + c + " has too few slots");
      }
    }
    Dice dice = Dice.seeded(11);
    GameState state = rules.newGame(rules.rollOff(List.of(Colour.values()), dice));
    int steps = 0;
    int decisions = 0;
    while (state.phase() != Phase.OVER) {
      PlayGames.check(steps + decisions < 1_000_000, rules.id() + ": no end");
      if (state.phase() == Phase.ROLL) {
        GameState at = state;
        PlayGames.check(
            refused(() -> rules.legalMoves(at), Phase.ROLL),
            rules.id() + ": a roll is due, legalMoves(state) must say so");
        TurnBuilder turn = TurnBuilder.start(rules, state, dice.roll());
        // a person clicks steps until the move may stop, sometimes going on where it may
        while (!turn.mayStop() || turn.canContinue() && dice.nextInt(2) == 0) {
          List<Step> next = turn.nextSteps();
          PlayGames.check(!next.isEmpty(), rules.id() + ": stuck at " + turn.chosen());
          Step step = next.get(dice.nextInt(next.size()));
          List<Spent> left = turn.left();
          for (Spent spent : step.spent()) {
            PlayGames.check(
                spent.kind() == Spent.Kind.FREE_SHIFT
                    || spent.kind() == Spent.Kind.BOTH_DICE
                    || left.contains(spent),
                rules.id() + ": " + step + " spends " + spent + " of " + left);
          }
          turn = turn.choose(step).get();
          steps++;
        }
        Move move = turn.move().get();
        Decision.Kind kind = rules.decision(state, move).get().kind();
        PlayGames.check(
            kind != Decision.Kind.OFFER
                && kind != Decision.Kind.ACCEPT
                && kind != Decision.Kind.DECLINE
                && kind != Decision.Kind.KEEP
                && (kind == Decision.Kind.PASS) == move.isPass(),
            rules.id() + ": the move of a roll " + move + " is no decision without a roll: " + kind);
        state = rules.play(state, move);
      } else {
        GameState at = state;
        PlayGames.check(
            refused(() -> rules.legalMoves(at, Roll.of(1, 2)), Phase.DECIDE),
            rules.id() + ": a decision is due, legalMoves(state, roll) must say so");
        TurnBuilder turn = TurnBuilder.start(rules, state);
        List<Move> choices = turn.decisions();
        Move choice = choices.get(dice.nextInt(choices.size()));
        PlayGames.check(choice.decision().isDefined(), rules.id() + ": untyped " + choice);
        state = rules.play(state, turn.decide(choice).get().move().get());
        decisions++;
      }
    }
    return "played " + steps + " steps and " + decisions + " decisions to a win by "
        + state.winner().get();
  }

  private static boolean refused(Runnable call, Phase phase) {
    try {
      call.run();
      return false;
    } catch (WrongPhaseException e) {
      return e.phase() == phase;
    }
  }
}
