package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Problem;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.testing.Games.Playout;
import io.github.parcheesi.testing.Games.Ply;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that every rule id a rule set names is its own: listed in the rule table of its variant's
 * RULES.md. Random games are played ({@link Games}) and, at each decision, the ids are collected
 * from the events of the move played ({@link RuleSet#explain}), from the refusals of malformed
 * moves ({@link Generators#wellFormedMove} and the listed moves' steps reversed) and from the
 * problems of malformed positions made from the state (a piece moved anywhere, three pieces on a
 * square, two colours on a square, a winner without its pieces home, every piece home without a
 * winner, any count of doubles, a stray turn-state field).
 *
 * <p>A rule id is capital letters followed by digits ({@code A8}, {@code P10}, {@code RB1}), found
 * in a refusal's rule and reason, an event's rule, or a problem's message; rulings ("ruling 7") and
 * option names are not ids. A refusal or event whose rule is not an id must name one of the rule
 * set's options ({@code mustEnter}) or nothing.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Set<String> table = RuleIdChecks.tableIds(Path.of("RULES.md"));
 * java.util.Map<String, String> cited = RuleIdChecks.check(rules, table, 6, 2025);
 * assertTrue(cited.keySet().containsAll(Set.of("A8", "A11")));
 * }</pre>
 */
public final class RuleIdChecks {

  /** A rule id: capital letters, then digits, as a whole word. */
  public static final Pattern RULE_ID = Pattern.compile("\\b[A-Z]+[0-9]+\\b");

  /** A row of a RULES.md table that starts with a rule id: {@code | A8 | ... |}. */
  private static final Pattern ROW = Pattern.compile("^\\|\\s*([A-Z]+[0-9]+)\\s*\\|");

  /** The most decisions a game of the checks takes. */
  private static final int MAX_PLIES = 3_000;

  private RuleIdChecks() {}

  /**
   * The rule ids of a RULES.md: the first cell of every table row that is an id.
   *
   * @param rulesMd the file, such as {@code Path.of("RULES.md")} from a module's directory
   * @return the ids, such as B1-B6 and A1-A15
   */
  public static Set<String> tableIds(Path rulesMd) {
    try {
      return tableIds(Files.readString(rulesMd));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The rule ids of a RULES.md's text: the first cell of every table row that is an id.
   *
   * @param markdown the text
   * @return the ids
   */
  public static Set<String> tableIds(String markdown) {
    Set<String> out = new TreeSet<>();
    for (String line : markdown.split("\n", -1)) {
      Matcher m = ROW.matcher(line.strip());
      if (m.find()) {
        out.add(m.group(1));
      }
    }
    return out;
  }

  /**
   * The rule ids a text cites: {@code "two colours on square 12 (A7)"} cites A7, {@code "(B1-B4)"}
   * B1 and B4.
   *
   * @param text any text
   * @return the ids, in order of appearance, each once
   */
  public static Set<String> ids(String text) {
    Set<String> out = new java.util.LinkedHashSet<>();
    Matcher m = RULE_ID.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  /**
   * Plays random games and collects every rule id the rule set names in events, refusals and
   * problems (see the class comment), with where each was first seen; fails when a refusal or an
   * event names a rule that is neither an id, an option of the rule set, nor empty.
   *
   * @param rules the rule set, with the options to play
   * @param games how many games, of 2, 3, 4, 2, ... players
   * @param seed the seed of the first game; game i uses seed + i
   * @return each id cited, sorted, with an example of where
   */
  public static java.util.Map<String, String> cited(RuleSet rules, int games, long seed) {
    Collector out = new Collector(rules);
    for (int i = 0; i < games; i++) {
      int players = 2 + i % 3;
      Playout game = Games.play(rules, players, seed + i, MAX_PLIES);
      Dice dice = Dice.seeded(~(seed + i));
      for (Ply ply : game.plies()) {
        out.events(ply);
        out.malformedMoves(ply, dice);
        out.malformedPositions(ply.before(), dice);
      }
      out.malformedPositions(game.last(), dice);
    }
    return out.cited;
  }

  /**
   * Checks that every rule id the rule set names in random games ({@link #cited}) is in the table.
   *
   * @param rules the rule set, with the options to play
   * @param table the ids of the variant's RULES.md ({@link #tableIds(Path)})
   * @param games how many games
   * @param seed the seed of the first game
   * @return each id cited, with an example of where
   */
  public static java.util.Map<String, String> check(
      RuleSet rules, Set<String> table, int games, long seed) {
    java.util.Map<String, String> cited = cited(rules, games, seed);
    java.util.Map<String, String> foreign = new TreeMap<>(cited);
    foreign.keySet().removeAll(table);
    if (!foreign.isEmpty()) {
      fail(
          rules
              + " names rule ids that are not in its RULES.md table "
              + new TreeSet<>(table)
              + ": "
              + foreign);
    }
    assertTrue(!cited.isEmpty(), rules + " named no rule id at all in " + games + " games");
    return cited;
  }

  /**
   * Checks that a text cites only ids of the table, such as a rule id a variant declares.
   *
   * @param table the ids of the variant's RULES.md
   * @param text a rule id, a range such as {@code B1-B4}, or a message
   * @param what what the text is, for the failure
   */
  public static void assertListed(Set<String> table, String text, String what) {
    Set<String> ids = ids(text);
    ids.removeAll(table);
    if (!ids.isEmpty()) {
      fail(what + " '" + text + "' cites " + ids + ", not in the table " + new TreeSet<>(table));
    }
  }

  /** The ids seen so far and the malformed inputs made from each decision. */
  private static final class Collector {

    private final RuleSet rules;
    private final Set<String> options = new TreeSet<>();
    private final java.util.Map<String, String> cited = new TreeMap<>();

    Collector(RuleSet rules) {
      this.rules = rules;
      for (RuleOption<?> o : rules.options()) {
        options.add(o.name());
      }
    }

    /** Records the ids of a text, and checks that a rule field is an id, an option or empty. */
    private void rule(String rule, String where) {
      if (!rule.isEmpty() && !RULE_ID.matcher(rule).matches() && !options.contains(rule)) {
        fail("rule '" + rule + "' is neither a rule id nor an option of " + rules + ": " + where);
      }
      text(rule, where);
    }

    private void text(String text, String where) {
      for (String id : ids(text)) {
        cited.putIfAbsent(id, where);
      }
    }

    /** The rules of the events of the move played. */
    void events(Ply ply) {
      Either<IllegalMove, io.github.parcheesi.Explanation> told =
          rules.explain(ply.before(), ply.move());
      if (told.isLeft()) {
        fail("a listed move is not explained: " + told.getLeft());
      }
      for (Event e : told.get().events()) {
        rule(e.rule().getOrElse(""), "event " + e + " of " + ply.move() + " in " + ply.before());
      }
    }

    /** Refusals of random malformed moves, and of a listed move's steps in reverse order. */
    void malformedMoves(Ply ply, Dice dice) {
      GameState s = ply.before();
      for (int k = 0; k < 2; k++) {
        refusal(s, Generators.wellFormedMove(s, ply.roll(), dice));
      }
      List<Step> steps = ply.move().steps();
      if (steps.size() > 1) {
        Move reversed =
            ply.roll().isDefined()
                ? Move.of(ply.roll().get(), steps.reverse())
                : Move.withoutRoll(steps.reverse());
        refusal(s, reversed);
      }
    }

    private void refusal(GameState s, Move m) {
      Either<IllegalMove, GameState> out = rules.apply(s, m);
      if (out.isLeft()) {
        IllegalMove refused = out.getLeft();
        String where = "refusal of " + m + " in " + s + ": " + refused.message();
        rule(refused.rule(), where);
        text(refused.reason(), where);
      }
    }

    /** Problems of positions made from s by one random fault. */
    void malformedPositions(GameState s, Dice dice) {
      Map<Colour, Seq<Location>> pieces = LinkedHashMap.empty();
      for (Colour c : s.colours()) {
        pieces = pieces.put(c, s.pieces(c));
      }
      List<Colour> colours = s.colours();
      Colour c = colours.get(dice.nextInt(colours.size()));
      Colour other = colours.remove(c).get(dice.nextInt(colours.size() - 1));
      Seq<Location> own = pieces.get(c).get();
      int i = dice.nextInt(own.size());
      Colour toMove = s.toMove();
      int doubles = s.doubles();
      Option<Colour> winner = s.winner();
      Map<String, String> turnState = s.turnState().fields();
      List<Location> all = Generators.locations();
      switch (dice.nextInt(8)) {
        case 0: // a piece anywhere, on this board or not
          pieces = pieces.put(c, own.update(i, all.get(dice.nextInt(all.size()))));
          break;
        case 1: // three pieces of one colour on one square
          Location at = own.get(i);
          Location on =
              at.kind() == Location.Kind.NEST || at.kind() == Location.Kind.HOME
                  ? all.get(dice.nextInt(all.size()))
                  : at;
          pieces = pieces.put(c, own.update(0, on).update(1, on).update(2, on));
          break;
        case 2: // a piece on another colour's piece
          Seq<Location> theirs = pieces.get(other).get();
          pieces = pieces.put(c, own.update(i, theirs.get(dice.nextInt(theirs.size()))));
          break;
        case 3: // a winner without all its pieces home
          winner = Option.some(toMove);
          doubles = 0;
          turnState = LinkedHashMap.empty();
          break;
        case 4: // every piece home, with or without a winner, maybe for two colours
          pieces = pieces.put(c, own.map(l -> Location.home()));
          if (dice.nextInt(2) == 0) {
            Seq<Location> two = pieces.get(other).get();
            pieces = pieces.put(other, two.map(l -> Location.home()));
          }
          if (dice.nextInt(2) == 0) {
            toMove = c;
            winner = Option.some(c);
            doubles = 0;
            turnState = LinkedHashMap.empty();
          }
          break;
        case 5: // any count of doubles, maybe in a finished game
          doubles = dice.nextInt(32);
          winner = dice.nextInt(4) == 0 ? Option.some(toMove) : winner;
          break;
        case 6: // a stray or broken turn-state field
          String[] keys = {"grant", "resume", "offer", "x"};
          String[] values = {"Y", "G", "R", "B", "Y,G", "B,R", "done", "?"};
          turnState =
              turnState.put(keys[dice.nextInt(keys.length)], values[dice.nextInt(values.length)]);
          break;
        default: // a piece on a square the track does not have
          pieces = pieces.put(c, own.update(i, Location.track(69 + dice.nextInt(4))));
          break;
      }
      Either<Seq<Problem>, GameState> made =
          GameState.of(rules, toMove, pieces, doubles, winner, turnState);
      if (made.isLeft()) {
        for (Problem p : made.getLeft()) {
          text(p.message(), "problem '" + p.message() + "' made from " + s);
        }
      }
    }
  }
}
