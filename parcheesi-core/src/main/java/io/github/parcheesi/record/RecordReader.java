package io.github.parcheesi.record;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.record.GameRecord.Entry;
import io.github.parcheesi.record.RecordError.Kind;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Reads the text of a {@link GameRecord}: its header lines, checked for form and against each
 * other, and its decision lines, checked for form. One reader reads one text.
 */
final class RecordReader {

  /** The first mistake found; it ends the reading and never leaves {@link #read}. */
  private static final class Mistake extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient RecordError error;

    Mistake(Kind kind, int line, String reason) {
      super(reason, null, false, false);
      this.error = RecordError.of(kind, line, reason);
    }
  }

  private final Seq<RuleSet> known;
  private RuleSet rules;
  private List<Tuple2<Integer, String>> options = List.empty();
  private List<Colour> colours;
  private Colour first;
  private int firstLine;
  private List<Map<Colour, Integer>> rolled;
  private int rollOffLine;
  private Option<Long> seed = Option.none();
  private Map<Colour, String> players = LinkedHashMap.empty();
  private Map<Colour, Integer> playerLines = LinkedHashMap.empty();
  private Vector<Entry> entries = Vector.empty();

  private RecordReader(Seq<RuleSet> known) {
    this.known = known;
  }

  /** Reads a record (see {@link GameRecord#read(String, Seq)}). */
  static Either<RecordError, GameRecord> read(String text, Seq<RuleSet> known) {
    try {
      return Either.right(new RecordReader(known).readAll(text));
    } catch (Mistake m) {
      return Either.left(m.error);
    }
  }

  private GameRecord readAll(String text) {
    String[] lines = text.split("\r?\n", -1);
    boolean inHeader = true;
    for (int i = 0; i < lines.length; i++) {
      int n = i + 1;
      String line = lines[i];
      if (line.isBlank()) {
        continue;
      }
      if (line.startsWith("#")) {
        // a header key after the first decision, or a line not starting "# ", is a comment
        if (inHeader && line.startsWith("# ")) {
          header(n, line);
        }
        continue;
      }
      inHeader = false;
      entries = entries.append(decision(n, line));
    }
    return finish();
  }

  private void header(int n, String line) {
    String body = line.substring(2).strip();
    int space = body.indexOf(' ');
    String key = space < 0 ? body : body.substring(0, space);
    String value = space < 0 ? "" : body.substring(space + 1).strip();
    switch (key) {
      case "variant":
        rules =
            known
                .find(r -> r.id().equals(value))
                .getOrElseThrow(
                    () ->
                        new Mistake(
                            Kind.UNKNOWN_VARIANT,
                            n,
                            "unknown variant '"
                                + value
                                + "'; known: "
                                + known.map(RuleSet::id).mkString(", ")));
        break;
      case "option":
        if (value.indexOf('=') <= 0) {
          throw new Mistake(
              Kind.MALFORMED_HEADER, n, "expected '# option KEY=VALUE', got '" + line + "'");
        }
        options = options.append(new Tuple2<>(n, value));
        break;
      case "colours":
        colours = colours(n, value);
        break;
      case "first":
        first = colour(n, value, "first player", Kind.MALFORMED_HEADER);
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
          throw new Mistake(Kind.MALFORMED_HEADER, n, "seed '" + value + "' is not a whole number");
        }
        break;
      case "player":
        String[] parts = value.split(" ", 2);
        if (parts.length != 2 || parts[1].isBlank()) {
          throw new Mistake(
              Kind.MALFORMED_HEADER, n, "expected '# player COLOUR NAME', got '" + line + "'");
        }
        Colour c = colour(n, parts[0], "player colour", Kind.MALFORMED_HEADER);
        players = players.put(c, parts[1].strip());
        playerLines = playerLines.put(c, n);
        break;
      default:
        break; // a comment
    }
  }

  /** Checks the header lines against each other and makes the record. */
  private GameRecord finish() {
    if (rules == null) {
      throw new Mistake(Kind.MISSING_HEADER, 0, "the record has no '# variant ID' line");
    }
    if (colours == null) {
      throw new Mistake(Kind.MISSING_HEADER, 0, "the record has no '# colours Y,R' line");
    }
    for (Tuple2<Integer, String> o : options) {
      rules = option(o._1, o._2);
    }
    Option<RollOff> rollOff = Option.none();
    if (rolled != null) {
      // B6: the rounds must decide a starter under the variant's order, among the colours in play
      int at = rollOffLine;
      RollOff r =
          RollOff.of(rules.rollOffOrder(), rolled)
              .getOrElseThrow(m -> new Mistake(Kind.ROLL_OFF, at, m + " (" + rules.id() + ")"));
      if (first == null) {
        first = r.first();
      }
      for (String wrong : RollOffLines.problem(rules, colours, r, first)) {
        throw new Mistake(
            Kind.ROLL_OFF,
            at,
            wrong + (firstLine > 0 ? " ('# first' on line " + firstLine + ")" : ""));
      }
      rollOff = Option.some(r);
    }
    if (first == null) {
      first = colours.contains(Colour.YELLOW) ? Colour.YELLOW : colours.head();
    } else if (!colours.contains(first)) {
      throw new Mistake(
          Kind.HEADER_CONFLICT,
          firstLine,
          "the first player " + first.letter() + " does not play (colours " + letters() + ")");
    }
    for (Tuple2<Colour, Integer> p : playerLines) {
      if (!colours.contains(p._1)) {
        throw new Mistake(
            Kind.HEADER_CONFLICT,
            p._2,
            "a player is given for "
                + p._1.letter()
                + ", who does not play (colours "
                + letters()
                + ")");
      }
    }
    return new GameRecord(rules, colours, first, rollOff, seed, players, entries);
  }

  /** The rules with one option line applied. */
  private RuleSet option(int n, String assignment) {
    int eq = assignment.indexOf('=');
    String name = assignment.substring(0, eq);
    if (!rules.options().exists(o -> o.name().equals(name))) {
      throw new Mistake(
          Kind.UNKNOWN_OPTION,
          n,
          rules.id()
              + " has no option '"
              + name
              + "'; its options: "
              + (rules.options().isEmpty()
                  ? "none"
                  : rules.options().map(o -> o.name()).mkString(", ")));
    }
    return rules
        .withOption(name, assignment.substring(eq + 1))
        .getOrElseThrow(m -> new Mistake(Kind.BAD_OPTION_VALUE, n, String.valueOf(m)));
  }

  private String letters() {
    return RollOffLines.letters(colours);
  }

  /** Reads a {@code rolloff} header value into its rounds; only the form is checked. */
  private static List<Map<Colour, Integer>> rounds(int n, String value) {
    List<Map<Colour, Integer>> out = List.empty();
    for (String round : value.split(";", -1)) {
      Map<Colour, Integer> rolls = LinkedHashMap.empty();
      for (String roll : round.strip().split(",", -1)) {
        String[] parts = roll.strip().split(":", -1);
        if (parts.length != 2
            || parts[1].length() != 1
            || parts[1].charAt(0) < '1'
            || parts[1].charAt(0) > '6') {
          throw new Mistake(
              Kind.MALFORMED_HEADER,
              n,
              "roll-off roll '"
                  + roll.strip()
                  + "' is not COLOUR:DIE with a die 1 to 6, as in '# rolloff Y:3,R:5'");
        }
        Colour c = colour(n, parts[0], "roll-off colour", Kind.MALFORMED_HEADER);
        if (rolls.containsKey(c)) {
          throw new Mistake(
              Kind.MALFORMED_HEADER,
              n,
              "colour " + c.letter() + " rolls twice in one round of the roll-off");
        }
        rolls = rolls.put(c, parts[1].charAt(0) - '0');
      }
      out = out.append(rolls);
    }
    return out;
  }

  /** Reads a {@code colours} header value: 2 to 4 distinct colours, kept in play order. */
  private static List<Colour> colours(int n, String value) {
    List<Colour> out = List.empty();
    for (String letter : value.split(",", -1)) {
      Colour c = colour(n, letter, "colour", Kind.MALFORMED_HEADER);
      if (out.contains(c)) {
        throw new Mistake(Kind.MALFORMED_HEADER, n, "colour " + c.letter() + " is given twice");
      }
      out = out.append(c);
    }
    if (out.size() < 2) {
      throw new Mistake(Kind.MALFORMED_HEADER, n, "a game has 2 to 4 colours, got " + out.size());
    }
    return out.sorted();
  }

  private static Colour colour(int n, String text, String what, Kind kind) {
    Option<Colour> c = text.length() == 1 ? Colour.ofLetter(text.charAt(0)) : Option.<Colour>none();
    return c.getOrElseThrow(
        () -> new Mistake(kind, n, what + " '" + text + "' is not one of Y, G, R, B"));
  }

  /** Reads a decision line, {@code COLOUR ROLL MOVE}; only the form is checked. */
  private static Entry decision(int n, String line) {
    String[] parts = line.split(" ", 3);
    if (parts.length != 3 || parts[2].isEmpty()) {
      throw new Mistake(
          Kind.MALFORMED_DECISION,
          n,
          "expected 'COLOUR ROLL MOVE' (such as 'Y 5-3 n/5 5/8'), got '" + line + "'");
    }
    Colour c = colour(n, parts[0], "colour", Kind.MALFORMED_DECISION);
    if (parts[2].indexOf('\r') >= 0) {
      throw new Mistake(Kind.MALFORMED_DECISION, n, "a carriage return inside the line");
    }
    Option<Roll> roll = Option.none();
    if (!parts[1].equals("-")) {
      roll = Roll.parse(parts[1]);
      if (roll.isEmpty()) {
        throw new Mistake(
            Kind.MALFORMED_DECISION,
            n,
            "roll '" + parts[1] + "' is not A-B with faces 1 to 6, or - for no roll");
      }
    }
    return new Entry(n, c, roll, parts[2]);
  }
}
