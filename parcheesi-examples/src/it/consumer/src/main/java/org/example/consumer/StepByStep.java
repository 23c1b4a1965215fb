package org.example.consumer;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Problem;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.WrongPhaseException;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * A frontend's loop, from outside the library: one seeded game of a variant played step by step
 * through {@link TurnBuilder}, as a person clicking would, checking what the frontend contract
 * promises: every step offered says what it spends and spends a value that was left; the builder
 * says when the chosen steps may stand and when more may follow; decisions without a roll are
 * typed and taken whole; asking for the wrong phase's moves is refused with the phase; a bad option
 * value is refused with a typed error naming the option, and so are malformed text, a broken
 * position and a move from where no piece stands, each with a kind; the game's record reads back
 * and replays to its end; every nest of the board has a slot for each piece it can hold, and the track's wrap is
 * an edge of its own kind.
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
    PlayGames.check(
        rules.geometry().edges().exists(e -> e.kind() == BoardGeometry.Edge.Kind.WRAP),
        rules.id() + ": the track's wrap is an edge of its own kind");
    for (RuleOption<?> option : rules.options()) {
      Rejection refused = rules.withOption(option.name(), "no such value").getLeft();
      PlayGames.check(
          refused.kind() == Rejection.Kind.BAD_OPTION_VALUE
              && refused.name().contains(option.name()),
          rules.id() + ": a bad value of " + option.name() + " is refused as such: " + refused);
    }
    typedErrors(rules);
    Dice dice = Dice.seeded(11);
    RollOff rollOff = rules.rollOff(List.of(Colour.values()), dice);
    GameState state = rules.newGame(rollOff);
    GameRecord record = GameRecord.start(state, Option.some(rollOff));
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
        record = record.append(state.toMove(), move);
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
        Move decided = turn.decide(choice).get().move().get();
        record = record.append(state.toMove(), decided);
        state = rules.play(state, decided);
        decisions++;
      }
    }
    // a saved game reads back and replays to the same end
    GameRecord read = GameRecord.read(record.format()).get();
    PlayGames.check(read.equals(record), rules.id() + ": the record reads back as written");
    PlayGames.check(
        read.replay().get().equals(state), rules.id() + ": the record replays to the game's end");
    return "played " + steps + " steps and " + decisions + " decisions to a win by "
        + state.winner().get();
  }

  /** Refusals a frontend switches over: each has a kind, and the reason apart from where. */
  private static void typedErrors(RuleSet rules) {
    try {
      Notation.parsePosition("ludo Y Y:n R:n");
      PlayGames.check(false, "an unknown variant is refused");
    } catch (ParseException e) {
      PlayGames.check(
          e.kind() == ParseException.Kind.UNKNOWN_VARIANT && e.token().equals("ludo"),
          "an unknown variant is refused as such: " + e.kind() + " " + e.getMessage());
    }
    GameState start = rules.newGame(2);
    Problem lonely =
        GameState.of(
                rules,
                start.toMove(),
                LinkedHashMap.of(start.toMove(), start.pieces(start.toMove())),
                0,
                Option.none(),
                LinkedHashMap.empty())
            .getLeft()
            .head();
    PlayGames.check(
        lonely.kind() == Problem.Kind.COLOURS,
        rules.id() + ": a game of one colour is refused as such: " + lonely);
    Location empty = Location.parse("20").get();
    Move stray = Move.of(Roll.of(5, 6), List.of(Step.of(empty, Location.parse("25").get(), false)));
    IllegalMove refused = rules.apply(start, stray).getLeft();
    PlayGames.check(
        refused.kind() == Refusal.Kind.NO_PIECE && !refused.reason().isEmpty(),
        rules.id() + ": a step from an empty square is refused as such: " + refused);
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
