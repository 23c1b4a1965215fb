package io.github.parcheesi.examples.cli;

import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Words;
import io.github.parcheesi.examples.draw.TextBoard;
import io.github.parcheesi.record.GameRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code replay --step}: shows a checked game record move by move, each record line followed by the
 * board after it ({@link TextBoard}, as {@code show} draws it) and the move's events in words. On a
 * terminal it waits for Enter after each move ({@code q} stops); with input from a pipe or a file
 * it prints everything at once.
 */
final class StepByStep {

  private final PrintWriter out;
  private final InputStream in;
  private final Words words;
  private final boolean colour;

  /**
   * A step-by-step display.
   *
   * @param out where to print
   * @param in where Enter is read, on a terminal
   * @param words the language of the events
   * @param colour whether the board is drawn with colours
   */
  StepByStep(PrintWriter out, InputStream in, Words words, boolean colour) {
    this.out = out;
    this.in = in;
    this.words = words;
    this.colour = colour;
  }

  /**
   * Shows every decision of a record that {@link GameRecord#replay()} has accepted.
   *
   * @param record the record
   */
  void show(GameRecord record) {
    boolean wait = System.console() != null;
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    GameState state = record.start();
    out.print(TextBoard.renderIfKnown(state, colour));
    out.println(Notation.format(state));
    for (GameRecord.Entry d : record.entries()) {
      Move written =
          d.roll().isDefined()
              ? Notation.parseMove(d.move(), d.roll().get())
              : Notation.parseMove(d.move());
      GameState before = state;
      var explained =
          before
              .ruleSet()
              .explain(before, written)
              .getOrElseThrow(
                  refused -> new UsageException("line " + d.line() + ": " + refused.message()));
      state = explained.result();
      out.println();
      out.println("line " + d.line() + ": " + d.format());
      out.print(TextBoard.renderIfKnown(state, colour));
      out.println(Notation.format(state));
      for (Event e : explained.events()) {
        out.println("  " + words.describe(e));
      }
      if (wait && !waitForEnter(reader)) {
        return;
      }
    }
  }

  /** Waits for Enter; false when the person typed q or input ended. */
  private boolean waitForEnter(BufferedReader reader) {
    out.print("[Enter: next move, q: stop] ");
    out.flush();
    try {
      String line = reader.readLine();
      return line != null && !line.strip().equals("q");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
