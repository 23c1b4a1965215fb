package io.github.parcheesi.examples.web;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.Location;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.github.parcheesi.Words;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON the server answers with, as records that Jackson writes field by field; and the
 * conversions from the library's types. Colours are letters ({@code Y}), locations and steps their
 * notation tokens ({@code 22}, {@code n/5}), as in positions.
 */
final class Views {

  private Views() {}

  /** The sentences of a page's language: {@code en} or {@code ru}. */
  static Words words(String lang) {
    if (lang == null || lang.equals("en")) {
      return EN;
    }
    if (lang.equals("ru")) {
      return RU;
    }
    throw ApiError.of(
        ErrorCode.BAD_PARAMETER, "lang must be en or ru, not '" + ApiError.shorten(lang) + "'");
  }

  private static final Words EN = Words.of(Locale.ENGLISH);
  private static final Words RU = Words.of(Locale.forLanguageTag("ru"));

  static String letter(Colour c) {
    return String.valueOf(c.letter());
  }

  /**
   * One event: its kind, its sentence, and the piece it moves, if any.
   *
   * @param type the kind, such as {@code MOVE}
   * @param text the sentence
   * @param colour the moved piece's colour
   * @param from where it starts
   * @param to where it ends
   * @param spent what the movement used up, such as {@code DIE}
   * @param value how many squares that was worth
   * @param actor the colour that acts
   * @param other the other colour concerned
   * @param rule the rule id that caused it
   */
  record EventView(
      String type,
      String text,
      String colour,
      String from,
      String to,
      String spent,
      Integer value,
      String actor,
      String other,
      String rule) {

    static EventView of(Event e, Words words, Colour listener) {
      String text = listener == null ? words.describe(e) : words.describe(e, listener);
      return new EventView(
          e.kind().name(),
          text,
          e.movement().map(m -> letter(m.colour())).getOrNull(),
          e.movement().map(m -> m.from().token()).getOrNull(),
          e.movement().map(m -> m.to().token()).getOrNull(),
          e.spent().map(s -> s.kind().name()).getOrNull(),
          e.spent().map(s -> s.value()).getOrNull(),
          letter(e.actor()),
          e.other().map(Views::letter).getOrNull(),
          e.rule().getOrNull());
    }
  }

  /**
   * One decision of the game: who, with what roll, which move, and its events.
   *
   * @param index its place in the game, from 0
   * @param colour who decided
   * @param roll the roll, such as {@code 5-3}, or null for a decision without a roll
   * @param move the move in notation
   * @param explained whether the events tell every movement (false when the variant could not
   *     explain the move: then only how the turn ends is told)
   * @param events what happened, in order
   */
  record TurnView(
      int index,
      String colour,
      String roll,
      String move,
      boolean explained,
      List<EventView> events) {}

  /**
   * A step a person may choose next.
   *
   * @param step the step in notation, such as {@code 12/17*}
   * @param from where the piece stands
   * @param to where it goes
   * @param capture whether it captures
   * @param spent what it spends, or null where the variant does not say
   */
  record StepView(String step, String from, String to, boolean capture, SpentView spent) {
    static StepView of(Step s) {
      return new StepView(
          s.toString(),
          s.from().token(),
          s.to().token(),
          s.capture(),
          s.spent().map(SpentView::of).getOrNull());
    }
  }

  /**
   * A value of a roll, a bonus, a given six or a free shift, as on events ({@link Spent}).
   *
   * @param kind {@code die}, {@code both_dice}, {@code bottom_face}, {@code capture_bonus}, {@code
   *     home_bonus}, {@code given_six} or {@code free_shift}
   * @param value the squares it is worth
   */
  record SpentView(String kind, int value) {
    static SpentView of(Spent s) {
      return new SpentView(s.kind().name().toLowerCase(java.util.Locale.ROOT), s.value());
    }
  }

  /**
   * A decision that needs no roll, as a button of a dialog.
   *
   * @param move the move in notation, sent back to choose it
   * @param kind {@code offer}, {@code keep}, {@code accept}, {@code decline} or {@code play}
   * @param other the colour an offer is made to or was made by
   * @param text the move told in words, when the variant explains it; for an offer, the question of
   *     the exchange's terms (R6)
   */
  record ChoiceView(String move, String kind, String other, String text) {}

  /**
   * What the page shows of a game.
   *
   * @param id the game's id
   * @param variant the variant's id
   * @param options every rule option's value
   * @param seats who plays each colour
   * @param started who started and why
   * @param position the position in notation
   * @param phase {@code roll}, {@code decide} or {@code over}
   * @param toMove the colour to act (the winner once the game is over)
   * @param winner the winner, or null
   * @param personToAct whether a person acts next (else a bot, or nobody)
   * @param roll the person's roll waiting to be played, or null
   * @param pieces each colour's pieces
   * @param chosen the steps chosen so far
   * @param nextSteps the steps that may come next, each with what it spends, offered also where the
   *     chosen steps may stand as a move
   * @param left the values still to play after the chosen steps (the roll's values not yet spent
   *     and the bonuses earned and not yet played)
   * @param canContinue whether a further step may follow the chosen steps
   * @param canFinish whether the chosen steps may stand as a whole move ({@code mayStop}) while the
   *     person has yet to end it: the page's "finish move" control, beside the further steps still
   *     offered
   * @param canPass whether the only move is the pass
   * @param choices the decisions without a roll to choose from
   * @param prompt what the decision without a roll is about, in words: the answer to an offer asked
   *     with the exchange's terms (R6), or null where the page asks its own question
   * @param canUndo whether undo goes back to a decision of the person
   * @param hasRecord whether the game has a record to download
   * @param logSize how many decisions have been played
   * @param log the decisions from the one asked for
   * @param version how many changes the game has had: a page that shows another version is behind
   * @param dice each die of the person's roll and whether a chosen step used it; empty without a
   *     roll
   * @param used the values the chosen steps spent, in order
   * @param rollOff the roll-off that decided who starts, or null when none was rolled
   */
  record GameView(
      String id,
      String variant,
      Map<String, String> options,
      List<SeatView> seats,
      String started,
      String position,
      String phase,
      String toMove,
      String winner,
      boolean personToAct,
      List<Integer> roll,
      Map<String, List<String>> pieces,
      List<String> chosen,
      List<StepView> nextSteps,
      List<SpentView> left,
      boolean canContinue,
      boolean canFinish,
      boolean canPass,
      List<ChoiceView> choices,
      String prompt,
      boolean canUndo,
      boolean hasRecord,
      int logSize,
      List<TurnView> log,
      long version,
      List<DieView> dice,
      List<SpentView> used,
      RollOffView rollOff) {}

  /**
   * A die of a person's roll.
   *
   * @param value its face
   * @param used whether a chosen step has used it
   */
  record DieView(int value, boolean used) {}

  /**
   * The roll-off of the start (B6).
   *
   * @param rounds each round's colours to their dice, in the order they rolled
   * @param first the colour that starts
   * @param order {@code highest} or {@code lowest}: which die starts
   */
  record RollOffView(List<Map<String, Integer>> rounds, String first, String order) {}

  /**
   * A bot's advice ({@link Adviser}).
   *
   * @param move the whole move in notation
   * @param steps its steps in a legal order beginning with the steps chosen so far
   * @param remaining the steps still to choose
   * @param by the name of the bot that gave it: {@code learned} or {@code search}
   */
  record Hint(String move, List<StepView> steps, List<StepView> remaining, String by) {

    /**
     * A move's advice for a person building a turn.
     *
     * @param rules the game's rules
     * @param state the state the move is played from
     * @param best the advised move
     * @param chosen the steps chosen so far, which the advice's order begins with where it can
     * @param by the name of the bot that advised it
     * @return the advice
     */
    static Hint of(
        io.github.parcheesi.RuleSet rules,
        io.github.parcheesi.GameState state,
        io.github.parcheesi.Move best,
        io.vavr.collection.List<io.github.parcheesi.Step> chosen,
        String by) {
      io.vavr.collection.List<io.github.parcheesi.Step> steps =
          rules
              .spellings(state, best)
              .find(s -> s.size() >= chosen.size() && s.take(chosen.size()).equals(chosen))
              .getOrElse(best.steps());
      return new Hint(
          io.github.parcheesi.Notation.format(best),
          steps.map(StepView::of).asJava(),
          steps.drop(chosen.size()).map(StepView::of).asJava(),
          by);
    }
  }

  /**
   * A seat of a game.
   *
   * @param colour its colour
   * @param player {@code human} or a bot's name
   */
  record SeatView(String colour, String player) {}

  /**
   * A cell of the board.
   *
   * @param id the location token of a piece standing here
   * @param colour the colour it belongs to, or null
   * @param kinds its kinds, in lower case
   * @param x 0 (left) to 1 (right)
   * @param y 0 (top) to 1 (bottom)
   * @param slots where each piece standing here is drawn, in order
   */
  record CellView(
      String id, String colour, List<String> kinds, double x, double y, List<SlotView> slots) {}

  /**
   * Where one piece in a cell is drawn.
   *
   * @param x 0 (left) to 1 (right)
   * @param y 0 (top) to 1 (bottom)
   */
  record SlotView(double x, double y) {}

  /**
   * A way off the colours' paths, as an edge without its kind (the key the page read first).
   *
   * @param from where it starts
   * @param to where it leads
   * @param colour the only colour that may take it, or null
   * @param rule its rule id
   */
  record ShortcutView(String from, String to, String colour, String rule) {}

  /**
   * An edge of the board ({@link BoardGeometry.Edge}).
   *
   * @param from where it starts
   * @param to where it leads
   * @param colour the only colour that may take it, or null
   * @param kind what it is, in lower case: {@code wrap}, {@code home_entry}, {@code go_round},
   *     {@code shortcut}, {@code rest_shift} or {@code mirror_exit}
   * @param onPath whether the paths take it (a wrap, a turn home) rather than leaving them
   * @param rule its rule id
   */
  record EdgeView(
      String from, String to, String colour, String kind, boolean onPath, String rule) {}

  /**
   * A variant's board.
   *
   * @param variant the variant's id
   * @param cells every cell
   * @param paths each colour's way from {@code n} to {@code h}
   * @param edges the edges, each with its kind
   * @param shortcuts the edges off the paths, without their kinds
   */
  record GeometryView(
      String variant,
      List<CellView> cells,
      Map<String, List<String>> paths,
      List<EdgeView> edges,
      List<ShortcutView> shortcuts) {

    static GeometryView of(BoardGeometry g) {
      List<CellView> cells = new ArrayList<>();
      for (Cell c : g.cells()) {
        cells.add(
            new CellView(
                c.location().token(),
                c.colour().map(Views::letter).getOrNull(),
                c.kinds().toList().sorted().map(k -> k.name().toLowerCase(Locale.ROOT)).asJava(),
                c.x(),
                c.y(),
                c.slots().map(t -> new SlotView(t.x(), t.y())).asJava()));
      }
      Map<String, List<String>> paths = new LinkedHashMap<>();
      for (Colour c : Colour.values()) {
        if (!g.path(c).isEmpty()) {
          paths.put(letter(c), g.path(c).map(Location::token).asJava());
        }
      }
      List<EdgeView> edges = new ArrayList<>();
      List<ShortcutView> shortcuts = new ArrayList<>();
      for (BoardGeometry.Edge e : g.edges()) {
        String colour = e.colour().map(Views::letter).getOrNull();
        edges.add(
            new EdgeView(
                e.from().token(),
                e.to().token(),
                colour,
                e.kind().name().toLowerCase(Locale.ROOT),
                e.kind().onPath(),
                e.rule()));
        if (!e.kind().onPath()) {
          shortcuts.add(new ShortcutView(e.from().token(), e.to().token(), colour, e.rule()));
        }
      }
      return new GeometryView(g.variant(), cells, paths, edges, shortcuts);
    }
  }
}
