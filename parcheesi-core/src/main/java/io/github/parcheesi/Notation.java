package io.github.parcheesi;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Reads and prints positions and moves in the one-line notation of core's {@code NOTATION.md}.
 *
 * <p>Printing a parsed position gives back the same text when the text is canonical (locations
 * sorted, default keys left out). Parsing throws nothing but {@link ParseException}, whose message
 * names the offending token and its column and whose {@link ParseException#kind() kind} says what
 * kind of error it is; a position that breaks the board's rules (three pieces on a square, two
 * colours on a square, a wrong number of pieces) is refused the same way, with its {@link
 * ParseException#problems() problems}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * GameState s = Notation.parsePosition("american Y Y:n,n,n,5 R:n,n,n,n");
 * Move m = Notation.parseMove("5/8 8/12", Roll.of(3, 4));
 * Notation.format(s);   // the same text back
 * }</pre>
 */
public final class Notation {

  private static final String DOUBLES = "doubles";
  private static final String WINNER = "winner";

  private Notation() {}

  /** A token and its 1-based column. */
  private static final class Token {
    final String text;
    final int column;

    Token(String text, int column) {
      this.text = text;
      this.column = column;
    }
  }

  private static List<Token> split(String text, char separator, int firstColumn, String what) {
    List<Token> out = List.empty();
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == separator) {
        String t = text.substring(start, i);
        if (t.isEmpty()) {
          throw new ParseException(
              ParseException.Kind.SYNTAX,
              "empty " + what + (separator == ' ' ? " (fields are separated by one space)" : ""),
              t,
              firstColumn + start);
        }
        out = out.prepend(new Token(t, firstColumn + start));
        start = i + 1;
      }
    }
    return out.reverse();
  }

  /**
   * Reads a position of any installed variant, under the options its text names ({@code
   * eitherDie=true}) and the defaults for the rest. What {@link #format(GameState)} prints reads
   * back as an equal state, options included.
   *
   * @param text one line of notation
   * @return the state
   * @throws ParseException naming the token and column when the text is malformed or the position
   *     breaks the board's rules
   */
  public static GameState parsePosition(String text) {
    return parsePosition(text, null);
  }

  /**
   * Reads a position under given rules (for instance with non-default options). An option the text
   * names takes the text's value; every other option keeps the value it has in {@code rules}.
   *
   * @param text one line of notation
   * @param rules the rule set; the position's variant field must be its id. {@code null} looks the
   *     variant up with {@link RuleSets}
   * @return the state
   * @throws ParseException naming the token and column when the text is malformed, names another
   *     variant, or the position breaks the board's rules
   */
  public static GameState parsePosition(String text, RuleSet rules) {
    if (text == null || text.isEmpty()) {
      throw new ParseException(ParseException.Kind.SYNTAX, "empty position", "", 1);
    }
    List<Token> tokens = split(text, ' ', 1, "field");
    Token variant = tokens.head();
    RuleSet ruleSet = rules;
    if (ruleSet == null) {
      ruleSet =
          RuleSets.find(variant.text)
              .getOrElseThrow(
                  () ->
                      new ParseException(
                          ParseException.Kind.UNKNOWN_VARIANT,
                          "unknown variant (known: "
                              + RuleSets.all().map(RuleSet::id).mkString(", ")
                              + ")",
                          variant.text,
                          variant.column));
    } else if (!ruleSet.id().equals(variant.text)) {
      throw new ParseException(
          ParseException.Kind.WRONG_VARIANT,
          "position is for variant '" + variant.text + "', expected '" + ruleSet.id() + "'",
          variant.text,
          variant.column);
    }
    tokens = tokens.tail();
    if (tokens.isEmpty()) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, "missing the colour to move", "", text.length() + 1);
    }
    Token toMoveToken = tokens.head();
    Colour toMove = colour(toMoveToken.text, toMoveToken.column, "colour to move");
    tokens = tokens.tail();

    Map<Colour, Seq<Location>> pieces = LinkedHashMap.empty();
    java.util.Map<Colour, Token> seatTokens = new java.util.EnumMap<>(Colour.class);
    java.util.Map<Colour, List<Token>> locTokens = new java.util.EnumMap<>(Colour.class);
    int lastColour = -1;
    while (!tokens.isEmpty()
        && tokens.head().text.length() >= 2
        && tokens.head().text.charAt(1) == ':') {
      Token seat = tokens.head();
      Colour c = colour(seat.text.substring(0, 1), seat.column, "seat colour");
      if (c.ordinal() <= lastColour) {
        throw new ParseException(
            ParseException.Kind.SYNTAX,
            pieces.containsKey(c)
                ? "colour " + c.letter() + " appears twice"
                : "seat fields must follow play order Y, G, R, B",
            seat.text,
            seat.column);
      }
      lastColour = c.ordinal();
      List<Token> locs = split(seat.text.substring(2), ',', seat.column + 2, "location");
      List<Location> parsed =
          locs.map(
              t ->
                  Location.parse(t.text)
                      .getOrElseThrow(
                          () ->
                              new ParseException(
                                  ParseException.Kind.UNKNOWN_LOCATION,
                                  "unknown location",
                                  t.text,
                                  t.column)));
      pieces = pieces.put(c, parsed);
      seatTokens.put(c, seat);
      locTokens.put(c, locs);
      tokens = tokens.tail();
    }
    if (pieces.size() < 2) {
      Token at = tokens.isEmpty() ? new Token("", text.length() + 1) : tokens.head();
      throw new ParseException(
          ParseException.Kind.SYNTAX,
          "expected seat fields such as Y:n,n,n,n for 2 to 4 colours",
          at.text,
          at.column);
    }

    int doubles = 0;
    Option<Colour> winner = Option.none();
    Map<String, String> turnState = LinkedHashMap.empty();
    java.util.Set<String> seen = new java.util.HashSet<>();
    Token doublesToken = null;
    List<Token> optionFields = List.empty();
    for (Token t : tokens) {
      int eq = t.text.indexOf('=');
      if (eq <= 0) {
        throw new ParseException(
            ParseException.Kind.SYNTAX,
            t.text.indexOf(':') == 1
                ? "seat fields must come before key=value fields"
                : "expected a key=value field",
            t.text,
            t.column);
      }
      String key = t.text.substring(0, eq);
      String value = t.text.substring(eq + 1);
      if (!seen.add(key)) {
        throw new ParseException(
            ParseException.Kind.SYNTAX, "key '" + key + "' appears twice", t.text, t.column);
      }
      if (value.isEmpty()) {
        throw new ParseException(
            ParseException.Kind.SYNTAX, "key '" + key + "' has no value", t.text, t.column);
      }
      if (key.equals(DOUBLES)) {
        doubles = number(value, t, GameState.MAX_DOUBLES);
        doublesToken = t;
      } else if (key.equals(WINNER)) {
        winner = Option.some(colour(value, t.column + eq + 1, "winner"));
      } else if (ruleSet.turnStateKeys().contains(key)) {
        turnState = turnState.put(key, value);
      } else if (ruleSet.options().exists(o -> o.name().equals(key))) {
        optionFields = optionFields.append(t);
      } else {
        throw new ParseException(
            ParseException.Kind.UNKNOWN_KEY,
            "unknown key '"
                + key
                + "' (known: "
                + List.of(DOUBLES)
                    .appendAll(ruleSet.turnStateKeys())
                    .append(WINNER)
                    .appendAll(ruleSet.options().map(RuleOption::name))
                    .mkString(", ")
                + ")",
            t.text,
            t.column);
      }
    }
    for (Token t : optionFields) {
      int eq = t.text.indexOf('=');
      RuleSet before = ruleSet;
      ruleSet =
          before
              .withOption(t.text.substring(0, eq), t.text.substring(eq + 1))
              .getOrElseThrow(why -> ParseException.badOption(why, t.text, t.column));
    }
    final Token doublesAt = doublesToken;
    return GameState.of(ruleSet, toMove, pieces, doubles, winner, turnState)
        .getOrElseThrow(
            problems -> {
              Problem first = problems.head();
              Token at = locate(first, variant, toMoveToken, seatTokens, locTokens, doublesAt);
              return ParseException.illegalPosition(problems, at.text, at.column);
            });
  }

  private static Token locate(
      Problem p,
      Token variant,
      Token toMove,
      java.util.Map<Colour, Token> seats,
      java.util.Map<Colour, List<Token>> locs,
      Token doubles) {
    if (p.colour().isDefined() && seats.containsKey(p.colour().get())) {
      Colour c = p.colour().get();
      if (p.location().isDefined()) {
        String token = p.location().get().token();
        Option<Token> last = locs.get(c).findLast(t -> t.text.equals(token));
        if (last.isDefined()) {
          return last.get();
        }
      }
      return seats.get(c);
    }
    if (p.colour().isDefined()) {
      return toMove;
    }
    if (p.message().startsWith(DOUBLES) && doubles != null) {
      return doubles;
    }
    return variant;
  }

  private static int number(String value, Token t, int max) {
    if (value.length() > 2 || (value.length() > 1 && value.charAt(0) == '0')) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, "expected a number 0 to " + max, t.text, t.column);
    }
    int n = 0;
    for (char ch : value.toCharArray()) {
      if (ch < '0' || ch > '9') {
        throw new ParseException(
            ParseException.Kind.SYNTAX, "expected a number 0 to " + max, t.text, t.column);
      }
      n = n * 10 + ch - '0';
    }
    if (n > max) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, "expected a number 0 to " + max, t.text, t.column);
    }
    return n;
  }

  private static Colour colour(String text, int column, String what) {
    if (text.length() != 1) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, what + " must be one of Y, G, R, B", text, column);
    }
    return Colour.ofLetter(text.charAt(0))
        .getOrElseThrow(
            () ->
                new ParseException(
                    ParseException.Kind.SYNTAX, what + " must be one of Y, G, R, B", text, column));
  }

  /**
   * Prints a position in canonical notation: after the turn-state and {@code winner} fields, every
   * rule option whose value is not its default ({@code eitherDie=true}), in the order {@link
   * RuleSet#options()} lists them, so that the text says which rules the position is played under.
   *
   * @param state the state
   * @return one line, such as {@code american Y Y:n,n,n,n R:n,n,n,n}
   */
  public static String format(GameState state) {
    StringBuilder sb = new StringBuilder(64);
    sb.append(state.variant()).append(' ').append(state.toMove().letter());
    int n = state.ruleSet().piecesPerColour();
    for (Colour c : state.colours()) {
      sb.append(' ').append(c.letter()).append(':');
      int base = state.offset(c.ordinal());
      for (int i = 0; i < n; i++) {
        if (i > 0) {
          sb.append(',');
        }
        sb.append(Location.ofCode(state.code(base + i)).token());
      }
    }
    if (state.doubles() > 0) {
      sb.append(" doubles=").append(state.doubles());
    }
    for (Tuple2<String, String> e : state.turnState().fields()) {
      sb.append(' ').append(e._1).append('=').append(e._2);
    }
    if (state.winner().isDefined()) {
      sb.append(" winner=").append(state.winner().get().letter());
    }
    RuleSet rules = state.ruleSet();
    for (RuleOption<?> o : rules.options()) {
      String value = rules.optionValues().get(o.name()).getOrElse(o.defaultValue());
      if (!value.equals(o.defaultValue())) {
        sb.append(' ').append(o.name()).append('=').append(value);
      }
    }
    return sb.toString();
  }

  /**
   * Reads a move made with a roll.
   *
   * @param text the steps separated by single spaces, or {@code pass}
   * @param roll the roll the move is made with
   * @return the move
   * @throws ParseException naming the token and column when the text is malformed
   */
  public static Move parseMove(String text, Roll roll) {
    return Move.of(roll, steps(text));
  }

  /**
   * Reads a decision that needs no roll (see {@link Phase#DECIDE}).
   *
   * @param text the steps separated by single spaces, or {@code pass}
   * @return the move
   * @throws ParseException naming the token and column when the text is malformed
   */
  public static Move parseMove(String text) {
    return Move.withoutRoll(steps(text));
  }

  private static List<Step> steps(String text) {
    if (text == null || text.isEmpty()) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, "empty move (write pass for no steps)", "", 1);
    }
    List<Token> tokens = split(text, ' ', 1, "step");
    if (tokens.size() == 1 && tokens.head().text.equals("pass")) {
      return List.empty();
    }
    return tokens.map(Notation::step);
  }

  private static Step step(Token t) {
    if (t.text.equals("pass")) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, "pass cannot stand beside steps", t.text, t.column);
    }
    int slash = t.text.indexOf('/');
    if (slash < 0) {
      throw new ParseException(
          ParseException.Kind.SYNTAX, "expected a step from/to", t.text, t.column);
    }
    String from = t.text.substring(0, slash);
    String to = t.text.substring(slash + 1);
    boolean capture = to.endsWith("*");
    if (capture) {
      to = to.substring(0, to.length() - 1);
    }
    Tuple2<String, Integer> bad = null;
    Option<Location> f = Location.parse(from);
    Option<Location> g = Location.parse(to);
    if (f.isEmpty()) {
      bad = Tuple.of(from, t.column);
    } else if (g.isEmpty()) {
      bad = Tuple.of(to, t.column + slash + 1);
    }
    if (bad != null) {
      throw new ParseException(
          ParseException.Kind.UNKNOWN_LOCATION,
          "unknown location in step '" + t.text + "'",
          bad._1,
          bad._2);
    }
    return Step.of(f.get(), g.get(), capture);
  }

  /**
   * Prints a move: its steps separated by spaces, or {@code pass}.
   *
   * @param move the move
   * @return the text
   */
  public static String format(Move move) {
    return move.toString();
  }
}
