package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Words;
import io.github.parcheesi.record.GameRecord;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * What has happened in a game: the decisions as played, kept for the log and for undo, and the
 * points a person can go back to. Mutable; the game's lock guards it.
 */
final class History {

  /** A decision of the game as played. */
  private record Turn(
      Colour colour,
      Roll roll,
      Move move,
      io.vavr.collection.List<Event> events,
      boolean explained) {}

  /**
   * A point a person can go back to: the state, with the roll they had.
   *
   * @param state the state
   * @param roll the person's roll, or null at a decision without a roll
   * @param turns how many decisions had been played
   * @param record the game's record then, or null for a game started from a position
   */
  record Snapshot(GameState state, Roll roll, int turns, GameRecord record) {}

  private final List<Turn> turns = new ArrayList<>();
  private final Deque<Snapshot> snapshots = new ArrayDeque<>();

  /** How many decisions have been played. */
  int size() {
    return turns.size();
  }

  /**
   * The decisions played, each as a line of a game record ({@code COLOUR ROLL MOVE}, RECORDS.md).
   *
   * @return the lines, oldest first
   */
  List<String> lines() {
    List<String> lines = new ArrayList<>();
    for (Turn t : turns) {
      lines.add(
          new GameRecord.Entry(0, t.colour(), t.move().roll(), Notation.format(t.move())).format());
    }
    return lines;
  }

  /** Adds a decision played by a colour, with its roll (or null) and what it did. */
  void played(Colour colour, Roll roll, Move move, Explained told) {
    turns.add(new Turn(colour, roll, move, told.events(), told.complete()));
  }

  /** Marks a point a person can go back to: now, at a decision of theirs. */
  void mark(GameState state, Roll roll, GameRecord record) {
    snapshots.push(new Snapshot(state, roll, turns.size(), record));
  }

  /** Whether a point marked before the last decision played is left to go back to. */
  boolean canGoBack() {
    return snapshots.stream().anyMatch(s -> s.turns() < turns.size());
  }

  /**
   * Goes back to the last point marked before the last decision played, forgetting the decisions
   * since; only when {@link #canGoBack()}.
   *
   * @return the point
   */
  Snapshot goBack() {
    while (snapshots.peek().turns() >= turns.size()) {
      snapshots.pop();
    }
    Snapshot s = snapshots.peek();
    turns.subList(s.turns(), turns.size()).clear();
    return s;
  }

  /**
   * The log the page shows.
   *
   * @param since the first decision to include
   * @param words the language of the sentences
   * @param listener the colour the sentences address, or null
   * @return the decisions from {@code since} on
   */
  List<Views.TurnView> log(int since, Words words, Colour listener) {
    List<Views.TurnView> log = new ArrayList<>();
    for (int i = Math.min(since, turns.size()); i < turns.size(); i++) {
      Turn t = turns.get(i);
      List<Views.EventView> events = new ArrayList<>();
      for (Event e : t.events()) {
        events.add(Views.EventView.of(e, words, listener));
      }
      log.add(
          new Views.TurnView(
              i,
              Views.letter(t.colour()),
              t.roll() == null ? null : t.roll().toString(),
              Notation.format(t.move()),
              t.explained(),
              events));
    }
    return log;
  }
}
