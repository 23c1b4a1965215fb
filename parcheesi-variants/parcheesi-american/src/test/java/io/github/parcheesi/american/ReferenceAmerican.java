package io.github.parcheesi.american;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An independent reference move generator for American Parcheesi, written from this module's {@code
 * RULES.md} and core's {@code NOTATION.md} alone, to check the engine against.
 *
 * <p>It is deliberately simple and slow and shares no code with the library: it reads and prints
 * the position text itself, gives every piece an explicit identity, walks every step square by
 * square, enumerates every sequence of steps over the roll's values (and then over the pending
 * bonuses), and only then applies the rules about complete turns as filters: A10, A11 (with the
 * options mustEnter and eitherDie), then doublesAllOrNothing. Results are deduplicated by the text
 * of the resulting position.
 */
final class ReferenceAmerican {

  /** The rule options of the American variant (RULES.md, "Options"). */
  static final class Options {
    final boolean threeDoublesPenalty;
    final boolean eitherDie;
    final boolean mustEnter;
    final boolean doublesAllOrNothing;
    final boolean mustTurnHome;
    final boolean doublesPassBlockades;

    Options(
        boolean threeDoublesPenalty,
        boolean eitherDie,
        boolean mustEnter,
        boolean doublesAllOrNothing,
        boolean mustTurnHome,
        boolean doublesPassBlockades) {
      this.threeDoublesPenalty = threeDoublesPenalty;
      this.eitherDie = eitherDie;
      this.mustEnter = mustEnter;
      this.doublesAllOrNothing = doublesAllOrNothing;
      this.mustTurnHome = mustTurnHome;
      this.doublesPassBlockades = doublesPassBlockades;
    }

    static final Options DEFAULT = new Options(false, false, false, false, false, false);

    /** The same options with one changed, by the option's name. */
    Options with(String name, boolean value) {
      return new Options(
          name.equals("threeDoublesPenalty") ? value : threeDoublesPenalty,
          name.equals("eitherDie") ? value : eitherDie,
          name.equals("mustEnter") ? value : mustEnter,
          name.equals("doublesAllOrNothing") ? value : doublesAllOrNothing,
          name.equals("mustTurnHome") ? value : mustTurnHome,
          name.equals("doublesPassBlockades") ? value : doublesPassBlockades);
    }
  }

  // B5: play order.
  private static final String PLAY_ORDER = "YGRB";
  private static final java.util.Set<String> OPTIONS =
      java.util.Set.of(
          "mustEnter",
          "eitherDie",
          "doublesAllOrNothing",
          "threeDoublesPenalty",
          "mustTurnHome",
          "doublesPassBlockades");
  // B2: exit squares and last track squares.
  private static final Map<Character, Integer> EXIT = Map.of('Y', 5, 'B', 22, 'R', 39, 'G', 56);
  private static final Map<Character, Integer> LAST = Map.of('Y', 68, 'B', 17, 'R', 34, 'G', 51);
  // B3: safe squares.
  private static final Set<Integer> SAFE = Set.of(5, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68);

  /** Where a piece is: {@code n}, a track square 1..68, a home-row square r1..r7, {@code h}. */
  static final class Loc {
    final char kind; // 'n', 't', 'r', 'h'
    final int number;

    Loc(char kind, int number) {
      this.kind = kind;
      this.number = number;
    }

    static final Loc NEST = new Loc('n', 0);
    static final Loc HOME = new Loc('h', 0);

    static Loc parse(String token) {
      if (token.equals("n")) {
        return NEST;
      }
      if (token.equals("h")) {
        return HOME;
      }
      if (token.startsWith("r")) {
        return new Loc('r', Integer.parseInt(token.substring(1)));
      }
      return new Loc('t', Integer.parseInt(token));
    }

    boolean isSquare() {
      return kind == 't' || kind == 'r';
    }

    /** NOTATION.md: nest, then track squares ascending, then home row ascending, then home. */
    int sortKey() {
      switch (kind) {
        case 'n':
          return 0;
        case 't':
          return number;
        case 'r':
          return 100 + number;
        default:
          return 200;
      }
    }

    String token() {
      switch (kind) {
        case 'n':
          return "n";
        case 'h':
          return "h";
        case 'r':
          return "r" + number;
        default:
          return Integer.toString(number);
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Loc && ((Loc) o).kind == kind && ((Loc) o).number == number;
    }

    @Override
    public int hashCode() {
      return kind * 100 + number;
    }

    @Override
    public String toString() {
      return token();
    }
  }

  /** A position with explicit piece identities: piece i of a colour is index i of its list. */
  static final class Position {
    final Map<Character, List<Loc>> pieces; // colours in play order
    final char toMove;
    final int doubles;
    final Character winner;

    Position(Map<Character, List<Loc>> pieces, char toMove, int doubles, Character winner) {
      this.pieces = pieces;
      this.toMove = toMove;
      this.doubles = doubles;
      this.winner = winner;
    }

    static Position parse(String text) {
      String[] f = text.split(" ");
      if (!f[0].equals("american")) {
        throw new IllegalArgumentException("not an american position: " + text);
      }
      Map<Character, List<Loc>> pieces = new LinkedHashMap<>();
      int doubles = 0;
      Character winner = null;
      for (int i = 2; i < f.length; i++) {
        if (f[i].charAt(1) == ':') {
          List<Loc> locs = new ArrayList<>();
          for (String t : f[i].substring(2).split(",")) {
            locs.add(Loc.parse(t));
          }
          pieces.put(f[i].charAt(0), locs);
        } else if (f[i].startsWith("doubles=")) {
          doubles = Integer.parseInt(f[i].substring(8));
        } else if (f[i].startsWith("winner=")) {
          winner = f[i].charAt(7);
        } else if (!OPTIONS.contains(f[i].substring(0, Math.max(0, f[i].indexOf('='))))) {
          // a rule option's field says which rules the position is played under; the reference
          // takes its options apart, so it reads past them
          throw new IllegalArgumentException("unknown field " + f[i]);
        }
      }
      return new Position(pieces, f[1].charAt(0), doubles, winner);
    }

    String text() {
      StringBuilder sb = new StringBuilder("american ").append(toMove);
      for (Map.Entry<Character, List<Loc>> e : pieces.entrySet()) {
        List<Loc> sorted = new ArrayList<>(e.getValue());
        sorted.sort(Comparator.comparingInt(Loc::sortKey));
        sb.append(' ').append(e.getKey()).append(':');
        for (int i = 0; i < sorted.size(); i++) {
          sb.append(i == 0 ? "" : ",").append(sorted.get(i).token());
        }
      }
      if (doubles > 0) {
        sb.append(" doubles=").append(doubles);
      }
      if (winner != null) {
        sb.append(" winner=").append(winner);
      }
      return sb.toString();
    }

    /** The same position with one piece at a new location. */
    Position moved(char colour, int piece, Loc to) {
      Map<Character, List<Loc>> copy = new LinkedHashMap<>();
      for (Map.Entry<Character, List<Loc>> e : pieces.entrySet()) {
        copy.put(e.getKey(), new ArrayList<>(e.getValue()));
      }
      copy.get(colour).set(piece, to);
      return new Position(copy, toMove, doubles, winner);
    }

    /** The pieces on a square as colour letters; home-row squares hold only their owner's. */
    List<Character> occupants(char owner, Loc square) {
      List<Character> out = new ArrayList<>();
      for (Map.Entry<Character, List<Loc>> e : pieces.entrySet()) {
        if (square.kind == 'r' && e.getKey() != owner) {
          continue;
        }
        for (Loc l : e.getValue()) {
          if (l.equals(square)) {
            out.add(e.getKey());
          }
        }
      }
      return out;
    }
  }

  /** A turn being built: the board so far and what the filters need to know about it. */
  private static final class Play {
    final Position board;
    final List<String> steps;
    final List<Integer> valuesUsed;
    final int entries;
    final List<Integer> pendingBonuses;

    Play(
        Position board,
        List<String> steps,
        List<Integer> valuesUsed,
        int entries,
        List<Integer> pendingBonuses) {
      this.board = board;
      this.steps = steps;
      this.valuesUsed = valuesUsed;
      this.entries = entries;
      this.pendingBonuses = pendingBonuses;
    }
  }

  /** The outcome of one step: where the piece lands and whom it captures. */
  private static final class Landing {
    final Position board;
    final String step;
    final boolean captured;
    final boolean reachedHome;

    Landing(Position board, String step, boolean captured, boolean reachedHome) {
      this.board = board;
      this.step = step;
      this.captured = captured;
      this.reachedHome = reachedHome;
    }
  }

  private final Options options;

  ReferenceAmerican(Options options) {
    this.options = options;
  }

  // ------------------------------------------------------------------ one step

  /** The squares a piece can go to next from a location (B1, B4, A6). */
  private List<Loc> next(char c, Loc at) {
    List<Loc> out = new ArrayList<>();
    if (at.kind == 't') {
      if (at.number == LAST.get(c)) {
        out.add(new Loc('r', 1)); // A6: turn into the home row
        if (!options.mustTurnHome) {
          out.add(new Loc('t', at.number == 68 ? 1 : at.number + 1)); // A6: or go round again
        }
      } else {
        out.add(new Loc('t', at.number == 68 ? 1 : at.number + 1)); // B1
      }
    } else if (at.kind == 'r') {
      out.add(at.number == 7 ? Loc.HOME : new Loc('r', at.number + 1)); // B4
    }
    return out;
  }

  /** Every walk of exactly v squares from a location: the squares visited, the last the landing. */
  private List<List<Loc>> walks(char c, Loc from, int v) {
    List<List<Loc>> out = new ArrayList<>();
    walk(c, from, v, new ArrayList<>(), out);
    return out;
  }

  private void walk(char c, Loc at, int left, List<Loc> path, List<List<Loc>> out) {
    if (left == 0) {
      out.add(new ArrayList<>(path));
      return;
    }
    for (Loc n : next(c, at)) {
      path.add(n);
      walk(c, n, left - 1, path, out);
      path.remove(path.size() - 1);
    }
  }

  /**
   * A5-A9: piece {@code i} of colour c moves v squares forward; every legal landing. During a
   * doubles roll, with the option doublesPassBlockades, it may pass other colours' blockades.
   */
  private List<Landing> move(Position b, char c, int i, int v, boolean doubles) {
    Loc from = b.pieces.get(c).get(i);
    List<Landing> out = new ArrayList<>();
    if (!from.isSquare()) {
      return out;
    }
    for (List<Loc> path : walks(c, from, v)) {
      boolean blocked = false;
      for (int k = 0; k < path.size() - 1; k++) {
        List<Character> there = b.occupants(c, path.get(k));
        boolean others = !there.isEmpty() && there.get(0) != c;
        if (there.size() >= 2 && !(doubles && options.doublesPassBlockades && others)) {
          blocked = true; // A9: no piece may pass a blockade
        }
      }
      if (blocked) {
        continue;
      }
      Loc to = path.get(path.size() - 1);
      if (to.kind == 'h') {
        out.add(new Landing(b.moved(c, i, to), from.token() + "/h", false, true));
        continue;
      }
      List<Character> there = b.occupants(c, to);
      if (there.size() >= 2) {
        continue; // A7, A9: no third piece, no landing on a blockade
      }
      if (there.isEmpty() || there.get(0) == c) {
        out.add(new Landing(b.moved(c, i, to), from.token() + "/" + to.token(), false, false));
        continue;
      }
      if (SAFE.contains(to.number)) {
        continue; // A8: not on a safe square held by an opponent
      }
      out.add(
          new Landing(
              capture(b.moved(c, i, to), there.get(0), to),
              from.token() + "/" + to.token() + "*",
              true,
              false));
    }
    return out;
  }

  /** A3, A4: piece {@code i} (in the nest) enters onto its exit square, if it can. */
  private List<Landing> enter(Position b, char c, int i) {
    List<Landing> out = new ArrayList<>();
    if (b.pieces.get(c).get(i).kind != 'n') {
      return out;
    }
    Loc exit = new Loc('t', EXIT.get(c));
    List<Character> there = b.occupants(c, exit);
    if (there.size() >= 2) {
      return out; // A4: not onto a blockade
    }
    if (there.size() == 1 && there.get(0) != c) {
      // A4: a single opponent piece on the exit square is captured by the entry
      Position after = capture(b.moved(c, i, exit), there.get(0), exit);
      out.add(new Landing(after, "n/" + exit + "*", true, false));
    } else {
      out.add(new Landing(b.moved(c, i, exit), "n/" + exit, false, false));
    }
    return out;
  }

  /** A8: the victim's piece on the square goes back to its nest. */
  private static Position capture(Position b, char victim, Loc square) {
    List<Loc> locs = b.pieces.get(victim);
    for (int k = 0; k < locs.size(); k++) {
      if (locs.get(k).equals(square)) {
        return b.moved(victim, k, Loc.NEST);
      }
    }
    throw new IllegalStateException("no " + victim + " piece on " + square);
  }

  private static Play extend(Play p, Landing l, List<Integer> values, int entered) {
    List<String> steps = new ArrayList<>(p.steps);
    steps.add(l.step);
    List<Integer> used = new ArrayList<>(p.valuesUsed);
    used.addAll(values);
    List<Integer> pending = new ArrayList<>(p.pendingBonuses);
    if (l.captured) {
      pending.add(20); // A12
    }
    if (l.reachedHome) {
      pending.add(10); // A12
    }
    return new Play(l.board, steps, used, p.entries + entered, pending);
  }

  // ------------------------------------------------------------------ whole turns

  /** Every sequence of steps over the values (every prefix included: A11 keeps the longest). */
  private void dice(Play p, List<Integer> left, boolean doubles, List<Play> out) {
    out.add(p);
    char c = p.board.toMove;
    for (Integer v : new TreeSet<>(left)) {
      List<Integer> rest = new ArrayList<>(left);
      rest.remove(v);
      for (int i = 0; i < 4; i++) {
        if (v == 5) {
          for (Landing l : enter(p.board, c, i)) {
            dice(extend(p, l, List.of(v), 1), rest, doubles, out);
          }
        }
        for (Landing l : move(p.board, c, i, v, doubles)) {
          dice(extend(p, l, List.of(v), 0), rest, doubles, out);
        }
      }
    }
    // A3: both dice of a non-doubles roll summing to 5 enter a piece, spending both.
    if (!doubles && p.valuesUsed.isEmpty() && left.size() == 2 && left.get(0) + left.get(1) == 5) {
      for (int i = 0; i < 4; i++) {
        for (Landing l : enter(p.board, c, i)) {
          dice(extend(p, l, left, 1), List.of(), doubles, out);
        }
      }
    }
  }

  /** A12: while a pending bonus can be played in full by one piece, one must be. */
  private void bonuses(Play p, boolean doubles, List<Play> out) {
    boolean any = false;
    char c = p.board.toMove;
    for (Integer bonus : new TreeSet<>(p.pendingBonuses)) {
      for (int i = 0; i < 4; i++) {
        for (Landing l : move(p.board, c, i, bonus, doubles)) {
          Play q = extend(p, l, List.of(), 0);
          q.pendingBonuses.remove(bonus);
          bonuses(q, doubles, out);
          any = true;
        }
      }
    }
    if (!any) {
      out.add(p);
    }
  }

  /**
   * The legal moves for a roll: each resulting position (as text) with the texts of the moves that
   * reach it. Empty once the game is over; a {@code pass} is a move with text {@code pass}.
   */
  Map<String, Set<String>> moves(String position, int d1, int d2) {
    Position s = Position.parse(position);
    Map<String, Set<String>> out = new TreeMap<>();
    if (s.winner != null) {
      return out; // A15: a finished game has no legal moves
    }
    char c = s.toMove;
    boolean doubles = d1 == d2;
    if (doubles && options.threeDoublesPenalty && s.doubles >= 2) {
      return penalty(s);
    }
    List<Integer> values = new ArrayList<>(List.of(d1, d2));
    if (doubles && !s.pieces.get(c).contains(Loc.NEST)) {
      values.add(7 - d1); // A2: the bottoms too, with no piece in the nest
      values.add(7 - d1);
    }
    List<Play> diced = new ArrayList<>();
    dice(new Play(s, List.of(), List.of(), 0, List.of()), values, doubles, diced);
    List<Play> turns = new ArrayList<>();
    for (Play p : diced) {
      bonuses(p, doubles, turns);
    }
    // A10: a blockade standing at the start of a doubles roll may not end the move together on
    // one new square.
    if (doubles) {
      List<Loc> start = s.pieces.get(c);
      List<Play> kept = new ArrayList<>();
      for (Play p : turns) {
        List<Loc> end = p.board.pieces.get(c);
        boolean moved = false;
        for (int i = 0; i < 4; i++) {
          for (int j = i + 1; j < 4; j++) {
            if (start.get(i).isSquare()
                && start.get(i).equals(start.get(j))
                && end.get(i).isSquare()
                && end.get(i).equals(end.get(j))
                && !end.get(i).equals(start.get(i))) {
              moved = true;
            }
          }
        }
        if (!moved) {
          kept.add(p);
        }
      }
      turns = kept;
    }
    // A11: as many values as possible.
    int most = turns.stream().mapToInt(p -> p.valuesUsed.size()).max().getAsInt();
    turns.removeIf(p -> p.valuesUsed.size() < most);
    // mustEnter: a 5 that can enter must enter (counted among the plays A11 keeps).
    if (options.mustEnter) {
      int entries = turns.stream().mapToInt(p -> p.entries).max().getAsInt();
      turns.removeIf(p -> p.entries < entries);
    }
    // A11: when only one of two dice can be played, the larger one if it can be.
    int high = Math.max(d1, d2);
    if (!doubles && most == 1 && !options.eitherDie) {
      if (turns.stream().anyMatch(p -> p.valuesUsed.get(0) == high)) {
        turns.removeIf(p -> p.valuesUsed.get(0) != high);
      }
    }
    boolean allPlayed = most == values.size();
    // doublesAllOrNothing: four values not all playable: play none, and still roll again.
    if (options.doublesAllOrNothing && values.size() == 4 && !allPlayed) {
      Position next = new Position(s.pieces, c, s.doubles + 1, null);
      out.put(next.text(), new TreeSet<>(Set.of("pass")));
      return out;
    }
    for (Play p : turns) {
      Position next = after(p.board, doubles && allPlayed);
      out.computeIfAbsent(next.text(), k -> new TreeSet<>())
          .add(p.steps.isEmpty() ? "pass" : String.join(" ", p.steps));
    }
    return out;
  }

  /** Who rolls next (NOTATION.md, A13, A15). */
  private static Position after(Position b, boolean rollAgain) {
    char c = b.toMove;
    if (b.pieces.get(c).stream().allMatch(l -> l.kind == 'h')) {
      return new Position(b.pieces, c, 0, c); // A15
    }
    if (rollAgain) {
      return new Position(b.pieces, c, b.doubles + 1, null); // A13
    }
    return new Position(b.pieces, nextColour(b), 0, null);
  }

  private static char nextColour(Position b) {
    int at = PLAY_ORDER.indexOf(b.toMove);
    for (int k = 1; k <= 4; k++) {
      char n = PLAY_ORDER.charAt((at + k) % 4);
      if (b.pieces.containsKey(n)) {
        return n;
      }
    }
    throw new IllegalStateException();
  }

  /** Squares still to go to reach home. */
  private static int toGo(char c, Loc l) {
    if (l.kind == 'r') {
      return 8 - l.number;
    }
    return (LAST.get(c) - l.number + 68) % 68 + 8;
  }

  /** A13: the third doubles in a row: the piece closest to home goes back; the turn passes. */
  private Map<String, Set<String>> penalty(Position s) {
    char c = s.toMove;
    List<Loc> own = s.pieces.get(c);
    int best = -1;
    for (int i = 0; i < 4; i++) {
      if (own.get(i).isSquare() && (best < 0 || toGo(c, own.get(i)) < toGo(c, own.get(best)))) {
        best = i;
      }
    }
    Position b = best < 0 ? s : s.moved(c, best, Loc.NEST);
    String move = best < 0 ? "pass" : own.get(best).token() + "/n";
    Position next = new Position(b.pieces, nextColour(s), 0, null);
    Map<String, Set<String>> out = new TreeMap<>();
    out.put(next.text(), new TreeSet<>(Set.of(move)));
    return out;
  }

  /** perft (NOTATION.md): leaves at a depth, each level a roll of the 36 and a legal move. */
  long perft(String position, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (int d1 = 1; d1 <= 6; d1++) {
      for (int d2 = 1; d2 <= 6; d2++) {
        Map<String, Set<String>> m = moves(position, d1, d2);
        if (depth == 1) {
          n += m.size();
        } else {
          for (String next : m.keySet()) {
            n += perft(next, depth - 1);
          }
        }
      }
    }
    return n;
  }
}
