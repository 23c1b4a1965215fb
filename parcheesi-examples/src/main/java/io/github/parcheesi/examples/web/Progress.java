package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Movement;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.record.GameRecord;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A person's move while it is being built, as the page shows it: where the pieces stand after the
 * chosen steps (a piece a chosen step captures already where the capture sends it), which dice are
 * used, and the values the chosen steps spent. Every answer comes from the library: the steps'
 * spent values, the builder's values left, and the events of a move the chosen steps lead to.
 */
final class Progress {

  private Progress() {}

  /**
   * The pieces after the chosen steps: each step's piece moved, and each piece a step captures
   * moved where the capture's event says (its nest, or the captor's base as a prisoner). The events
   * are those of a legal move that the chosen steps begin; where the variant cannot tell that move,
   * a captured piece stays until the move is played.
   *
   * @param rules the game's rules
   * @param state the state the move is built in
   * @param turn the person's builder, or null
   * @return the placement to draw
   */
  static Placement shown(RuleSet rules, GameState state, TurnBuilder turn) {
    Placement p = Placement.of(state);
    if (turn == null || turn.chosen().isEmpty()) {
      return p;
    }
    Colour mover = state.toMove();
    List<Movement> captures =
        turn.chosen().exists(Step::capture) ? captures(rules, state, turn) : List.empty();
    try {
      for (Step s : turn.chosen()) {
        p = p.after(Movement.of(mover, s.from(), s.to()));
        if (s.capture()) {
          for (Movement m : captures) {
            if (m.from().equals(s.to()) && p.pieces(m.colour()).contains(m.from())) {
              p = p.after(m);
              captures = captures.remove(m);
              break;
            }
          }
        }
      }
      return p;
    } catch (IllegalArgumentException notTheMoversPiece) {
      return Placement.of(state); // a step that moves no piece of the mover's: show the state
    }
  }

  /** The captured pieces' movements of a move the chosen steps begin, in order; or none. */
  private static List<Movement> captures(RuleSet rules, GameState state, TurnBuilder turn) {
    for (Move m : turn.candidates().take(1)) {
      GameState after = rules.apply(state, m).getOrNull();
      if (after == null) {
        return List.empty();
      }
      Explained told = Explained.of(rules, state, m, after);
      if (told.complete()) {
        return told.events()
            .filter(e -> e.kind() == Event.Kind.CAPTURE && e.movement().isDefined())
            .map(e -> e.movement().get());
      }
    }
    return List.empty();
  }

  /**
   * Each die of the roll and whether it is used: a die is left while the builder's values left
   * ({@link TurnBuilder#left()}) hold a die of its value not counted for a later die, so that of
   * two equal dice the first shows used first.
   *
   * @param roll the roll, or null
   * @param turn the builder of the roll, or null
   * @return the dice, empty without a roll
   */
  static java.util.List<Views.DieView> dice(Roll roll, TurnBuilder turn) {
    java.util.List<Views.DieView> out = new ArrayList<>();
    if (roll == null) {
      return out;
    }
    List<Spent> left = turn == null ? null : turn.left();
    int[] faces = {roll.die1(), roll.die2()};
    boolean[] used = new boolean[2];
    // dice are used from the left: the last die of a value is the one still left
    for (int i = 1; i >= 0; i--) {
      Spent die = Spent.die(faces[i]);
      if (left != null && left.contains(die)) {
        left = left.remove(die);
      } else {
        used[i] = left != null;
      }
    }
    for (int i = 0; i < 2; i++) {
      out.add(new Views.DieView(faces[i], used[i]));
    }
    return out;
  }

  /**
   * The values the chosen steps spent, in order.
   *
   * @param turn the builder, or null
   * @return the values, empty where the variant does not say
   */
  static java.util.List<Views.SpentView> used(TurnBuilder turn) {
    if (turn == null) {
      return java.util.List.of();
    }
    return turn.chosen().flatMap(s -> s.spent()).map(Views.SpentView::of).asJava();
  }

  /**
   * The roll-off that decided who starts, as the page shows it.
   *
   * @param record the game's record, or null
   * @return the roll-off, or null when none was rolled
   */
  static Views.RollOffView rollOff(GameRecord record) {
    if (record == null || record.rollOff().isEmpty()) {
      return null;
    }
    RollOff r = record.rollOff().get();
    java.util.List<Map<String, Integer>> rounds = new ArrayList<>();
    for (io.vavr.collection.Map<Colour, Integer> round : r.rounds()) {
      Map<String, Integer> dice = new LinkedHashMap<>();
      round.forEach((c, v) -> dice.put(Views.letter(c), v));
      rounds.add(dice);
    }
    return new Views.RollOffView(
        rounds, Views.letter(r.first()), r.order().name().toLowerCase(Locale.ROOT));
  }
}
