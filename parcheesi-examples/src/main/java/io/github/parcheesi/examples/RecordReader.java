package io.github.parcheesi.examples;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.examples.GameRecord.RecordException;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Reads the text of a {@link GameRecord}: its header lines and its decisions, each checked for
 * form.
 */
final class RecordReader {

  private RecordReader() {}

  /**
   * Reads a record (see {@link GameRecord#parse}).
   *
   * @param text the record
   * @return the record
   * @throws RecordException naming the line of the first mistake
   */
  static GameRecord read(String text) {
    String[] lines = text.split("\r?\n", -1);
    RuleSet rules = null;
    List<Tuple2<Integer, String>> options = List.empty();
    List<Colour> colours = null;
    Colour first = null;
    int firstLine = 0;
    List<Map<Colour, Integer>> rolled = null;
    int rollOffLine = 0;
    Option<Long> seed = Option.none();
    Map<Colour, String> players = LinkedHashMap.empty();
    Vector<GameRecord.Decision> decisions = Vector.empty();
    boolean inHeader = true;
    for (int i = 0; i < lines.length; i++) {
      int n = i + 1;
      String line = lines[i];
      if (line.isBlank()) {
        continue;
      }
      if (line.startsWith("#")) {
        if (!inHeader || !line.startsWith("# ")) {
          continue;
        }
        String body = line.substring(2).strip();
        int space = body.indexOf(' ');
        String key = space < 0 ? body : body.substring(0, space);
        String value = space < 0 ? "" : body.substring(space + 1).strip();
        switch (key) {
          case "variant":
            rules =
                RuleSets.find(value)
                    .getOrElseThrow(
                        () ->
                            new RecordException(
                                n,
                                "unknown variant '"
                                    + value
                                    + "'; known: "
                                    + RuleSets.all().map(RuleSet::id).mkString(", ")));
            break;
          case "option":
            int eq = value.indexOf('=');
            if (eq <= 0) {
              throw new RecordException(n, "expected '# option KEY=VALUE', got '" + line + "'");
            }
            options = options.append(new Tuple2<>(n, value));
            break;
          case "colours":
            colours = colours(n, value);
            break;
          case "first":
            first = colour(n, value, "first player");
            firstLine = n;
            break;
          case "rolloff":
            rolled = rounds(n, value);
            rollOffLine = n;
            break;
          case "seed":
            try {
              seed = Option.some(Long.parseLong(value));
            } catch (NumberFormatException e) {
              throw new RecordException(n, "seed '" + value + "' is not a whole number");
            }
            break;
          case "player":
            String[] parts = value.split(" ", 2);
            if (parts.length != 2 || parts[1].isBlank()) {
              throw new RecordException(n, "expected '# player COLOUR NAME', got '" + line + "'");
            }
            players = players.put(colour(n, parts[0], "player colour"), parts[1].strip());
            break;
          default:
            break; // a comment
        }
        continue;
      }
      if (inHeader) {
        inHeader = false;
      }
      decisions = decisions.append(decision(n, line));
    }
    if (rules == null) {
      throw new RecordException(0, "the record has no '# variant ID' line");
    }
    if (colours == null) {
      throw new RecordException(0, "the record has no '# colours Y,R' line");
    }
    for (Tuple2<Integer, String> o : options) {
      int eq = o._2.indexOf('=');
      rules =
          rules
              .withOption(o._2.substring(0, eq), o._2.substring(eq + 1))
              .getOrElseThrow(m -> new RecordException(o._1, m.message()));
    }
    Option<RollOff> rollOff = Option.none();
    if (rolled != null) {
      // B6: the rounds must decide a starter under the variant's order, among the colours in play
      int at = rollOffLine;
      String variant = rules.id();
      RollOff r =
          RollOff.of(rules.rollOffOrder(), rolled)
              .getOrElseThrow(m -> new RecordException(at, m.message() + " (" + variant + ")"));
      if (first == null) {
        first = r.first();
      }
      String wrong = GameRecord.rollOffProblem(rules, colours, r, first);
      if (wrong != null) {
        throw new RecordException(
            at, wrong + (firstLine > 0 ? " ('# first' on line " + firstLine + ")" : ""));
      }
      rollOff = Option.some(r);
    }
    if (first == null) {
      first = colours.contains(Colour.YELLOW) ? Colour.YELLOW : colours.head();
    } else if (!colours.contains(first)) {
      throw new RecordException(firstLine, "the first player " + first.letter() + " does not play");
    }
    for (Tuple2<Colour, String> p : players) {
      if (!colours.contains(p._1)) {
        throw new RecordException(
            0, "a player is given for " + p._1.letter() + ", who does not play");
      }
    }
    return new GameRecord(rules, colours, first, rollOff, seed, players, decisions);
  }

  /** Reads a {@code rolloff} header value into its rounds; only the form is checked. */
  static List<Map<Colour, Integer>> rounds(int line, String value) {
    List<Map<Colour, Integer>> out = List.empty();
    for (String round : value.split(";", -1)) {
      Map<Colour, Integer> rolls = LinkedHashMap.empty();
      for (String roll : round.strip().split(",", -1)) {
        String[] parts = roll.strip().split(":", -1);
        if (parts.length != 2
            || parts[1].length() != 1
            || parts[1].charAt(0) < '1'
            || parts[1].charAt(0) > '6') {
          throw new RecordException(
              line,
              "roll-off roll '"
                  + roll.strip()
                  + "' is not COLOUR:DIE with a die 1 to 6, as in '# rolloff Y:3,R:5'");
        }
        Colour c = colour(line, parts[0], "roll-off colour");
        if (rolls.containsKey(c)) {
          throw new RecordException(
              line, "colour " + c.letter() + " rolls twice in one round of the roll-off");
        }
        rolls = rolls.put(c, parts[1].charAt(0) - '0');
      }
      out = out.append(rolls);
    }
    return out;
  }

  static List<Colour> colours(int line, String value) {
    List<Colour> out = List.empty();
    for (String letter : value.split(",", -1)) {
      Colour c = colour(line, letter, "colour");
      if (out.contains(c)) {
        throw new RecordException(line, "colour " + c.letter() + " is given twice");
      }
      out = out.append(c);
    }
    if (out.size() < 2 || out.size() > 4) {
      throw new RecordException(line, "a game has 2 to 4 colours, got " + out.size());
    }
    return out.sorted();
  }

  static Colour colour(int line, String text, String what) {
    if (text.length() != 1) {
      throw new RecordException(line, what + " '" + text + "' is not one of Y, G, R, B");
    }
    return Colour.ofLetter(text.charAt(0))
        .getOrElseThrow(
            () -> new RecordException(line, what + " '" + text + "' is not one of Y, G, R, B"));
  }

  static GameRecord.Decision decision(int n, String line) {
    String[] parts = line.split(" ", 3);
    if (parts.length != 3 || parts[2].isEmpty()) {
      throw new RecordException(
          n, "expected 'COLOUR ROLL MOVE' (such as 'Y 5-3 n/5 5/8'), got '" + line + "'");
    }
    Colour c = colour(n, parts[0], "colour");
    Option<Roll> roll;
    if (parts[1].equals("-")) {
      roll = Option.none();
    } else {
      roll = Roll.parse(parts[1]);
      if (roll.isEmpty()) {
        throw new RecordException(
            n, "roll '" + parts[1] + "' is not A-B with faces 1 to 6, or - for no roll");
      }
    }
    return new GameRecord.Decision(n, c, roll, parts[2]);
  }
}
