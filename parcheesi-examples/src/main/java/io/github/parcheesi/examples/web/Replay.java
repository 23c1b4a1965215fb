package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Words;
import io.github.parcheesi.record.GameRecord;
import io.github.parcheesi.record.RecordError;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game record opened to step through: every position from the start to the end, checked move by
 * move against the rules when opened. Immutable once made, apart from the explanations it works out
 * when first asked for each decision; so it is safe to share between requests.
 */
final class Replay {

  private final GameRecord record;
  private final List<GameState> states = new ArrayList<>();
  private final List<Move> moves = new ArrayList<>();
  private final Explained[] told;

  private Replay(GameRecord record) {
    this.record = record;
    RuleSet rules = record.rules();
    GameState state = record.start();
    states.add(state);
    for (GameRecord.Entry d : record.entries()) {
      Either<RecordError, Move> listed = record.move(state, d);
      if (listed.isLeft()) {
        throw badRecord("", listed.getLeft());
      }
      moves.add(listed.get());
      state = rules.apply(state, listed.get()).get();
      states.add(state);
    }
    told = new Explained[moves.size()];
  }

  /**
   * An estimate of the bytes the replay holds: a state, a move and in time their explanation for
   * each decision, costed as a game's ({@link Costs}).
   *
   * @return the estimate
   */
  long weight() {
    return Costs.game(states.size(), 0);
  }

  /**
   * Opens a record's text.
   *
   * @param text the record, in the format {@code simulate --record} writes
   * @return the replay, or a 400 naming the line of the first mistake
   */
  static Replay open(String text) {
    return new Replay(GameRecord.read(text).getOrElseThrow(e -> badRecord("record: ", e)));
  }

  /**
   * The replay after some decisions.
   *
   * @param id the replay's id
   * @param at how many decisions are played, 0 to the record's count
   * @param words the language of the sentences
   * @param withLines whether to list every decision line
   * @return the view
   */
  ReplayView view(String id, int at, Words words, boolean withLines) {
    if (at < 0 || at > moves.size()) {
      throw ApiError.of(
          ErrorCode.BAD_PARAMETER,
          "at must be 0 to " + moves.size() + " (the record's decisions), got " + at);
    }
    GameState state = states.get(at);
    Map<String, List<String>> pieces = new LinkedHashMap<>();
    for (Colour c : state.colours()) {
      pieces.put(Views.letter(c), state.pieces(c).map(l -> l.token()).asJava());
    }
    Views.TurnView last = null;
    if (at > 0) {
      int i = at - 1;
      Explained e = explained(i);
      List<Views.EventView> events = new ArrayList<>();
      for (Event ev : e.events()) {
        events.add(Views.EventView.of(ev, words, null));
      }
      GameRecord.Entry d = record.entries().get(i);
      last =
          new Views.TurnView(
              i,
              Views.letter(d.colour()),
              d.roll().map(Object::toString).getOrNull(),
              Notation.format(moves.get(i)),
              e.complete(),
              events);
    }
    Map<String, String> players = new LinkedHashMap<>();
    record.players().forEach((c, p) -> players.put(Views.letter(c), p));
    return new ReplayView(
        id,
        record.rules().id(),
        players,
        moves.size(),
        at,
        Notation.format(state),
        state.toMove() == null ? null : Views.letter(state.toMove()),
        state.winner().map(Views::letter).getOrNull(),
        pieces,
        last,
        withLines ? record.entries().map(GameRecord.Entry::format).asJava() : null);
  }

  private synchronized Explained explained(int i) {
    if (told[i] == null) {
      told[i] = Explained.of(record.rules(), states.get(i), moves.get(i), states.get(i + 1));
    }
    return told[i];
  }

  /**
   * What the page shows of a replay.
   *
   * @param id the replay's id
   * @param variant the variant's id
   * @param players who played each colour, as far as the record says
   * @param size how many decisions the record has
   * @param at how many are played in this view
   * @param position the position in notation
   * @param toMove the colour to act next
   * @param winner the winner, or null
   * @param pieces each colour's pieces
   * @param last the decision that led here, with its events; null at the start
   * @param lines every decision line, when asked for
   */
  record ReplayView(
      String id,
      String variant,
      Map<String, String> players,
      int size,
      int at,
      String position,
      String toMove,
      String winner,
      Map<String, List<String>> pieces,
      Views.TurnView last,
      List<String> lines) {}

  /** A record that cannot be opened, with its kind of mistake and line for a page to say so. */
  private static ApiError badRecord(String prefix, RecordError e) {
    return ApiError.of(ErrorCode.BAD_RECORD, prefix + e)
        .with("kind", ErrorCode.kebab(e.kind()))
        .with("line", e.line());
  }
}
