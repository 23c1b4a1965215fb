package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.BoardGeometry;
import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.control.Option;

/**
 * Checks that a rule set's {@link BoardGeometry} agrees with its own engine: every location a game
 * reaches has a cell, each colour's path is the order the engine moves a piece in, exits are where
 * pieces enter, and safe squares are where the engine never captures. A variant's geometry test
 * calls each check with its rule set.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("parchis");
 * GeometryChecks.coversRandomGames(rules, 2025, 20);
 * GeometryChecks.pathsFollowTheEngine(rules);
 * }</pre>
 */
public final class GeometryChecks {

  private GeometryChecks() {}

  /**
   * Every piece of every state of seeded random games stands on a cell of the geometry: its
   * colour's own cell for the nest, home row and home, the captor's for a prisoner; and no cell
   * holds more pieces than it has slots, so each piece is drawn at a slot of its own.
   *
   * @param rules the rule set
   * @param seed the first game's seed
   * @param games how many games, of two to four players
   */
  public static void coversRandomGames(RuleSet rules, long seed, int games) {
    BoardGeometry g = rules.geometry();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int i = 0; i < games; i++) {
      for (GameState s : Games.states(rules, 2 + i % 3, seed + i, 3_000)) {
        java.util.Map<Cell, Integer> held = new java.util.HashMap<>();
        for (Colour c : s.colours()) {
          for (Location l : s.pieces(c)) {
            g.cell(l, c).forEach(cell -> held.merge(cell, 1, Integer::sum));
          }
        }
        held.forEach(
            (cell, n) ->
                assertTrue(
                    n <= cell.slots().size(),
                    () -> n + " pieces on " + cell + ", which has fewer slots, in " + s));
        for (Colour c : s.colours()) {
          for (Location l : s.pieces(c)) {
            if (!seen.add(c.letter() + l.token())) {
              continue;
            }
            Option<Cell> cell = g.cell(l, c);
            assertTrue(cell.isDefined(), () -> "no cell for " + c + " at " + l + " in " + s);
            assertEquals(l, cell.get().location());
            Option<Colour> owner = ownerOf(l, c);
            if (owner.isDefined()) {
              assertEquals(owner, cell.get().colour(), () -> "the owner of " + l + " of " + c);
            }
          }
        }
      }
    }
  }

  private static Option<Colour> ownerOf(Location l, Colour piece) {
    switch (l.kind()) {
      case NEST:
      case HOME_ROW:
      case HOME:
        return Option.some(piece);
      case PRISONER:
        return Option.some(Colour.ofIndex(l.index()));
      default:
        return Option.none();
    }
  }

  /**
   * Each colour's path starts at {@code n} on its own nest, goes to its {@link Cell.Kind#EXIT},
   * ends at {@code h} on its own home, reaches home from its {@link Cell.Kind#HOME_ENTRANCE}
   * (through its home row, if any), and visits each location once.
   *
   * @param g the geometry
   */
  public static void pathsAreWellFormed(BoardGeometry g) {
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      assertEquals(Location.nest(), p.head(), c + "'s path starts at n");
      assertEquals(Location.home(), p.last(), c + "'s path ends at h");
      assertEquals(p.size(), p.distinct().size(), c + "'s path visits each location once");
      assertTrue(cellOf(g, p.get(1), c).is(Cell.Kind.EXIT), c + " enters on its exit");
      assertEquals(Option.some(c), cellOf(g, p.get(1), c).colour());
      assertTrue(cellOf(g, p.head(), c).is(Cell.Kind.NEST));
      assertTrue(cellOf(g, p.last(), c).is(Cell.Kind.HOME));
      int entrance = p.lastIndexWhere(l -> l.kind() == Location.Kind.TRACK);
      Cell e = cellOf(g, p.get(entrance), c);
      assertTrue(e.is(Cell.Kind.HOME_ENTRANCE) && e.colour().contains(c), c + "'s entrance");
      for (Location l : p.subSequence(entrance + 1, p.size() - 1)) {
        assertTrue(cellOf(g, l, c).is(Cell.Kind.HOME_ROW), l + " is in " + c + "'s home row");
      }
      for (Cell cell : g.cells()) {
        if (cell.is(Cell.Kind.EXIT) && cell.colour().contains(c)) {
          assertEquals(p.get(1), cell.location(), "one exit for " + c);
        }
        if (cell.is(Cell.Kind.HOME_ENTRANCE) && cell.colour().contains(c)) {
          assertEquals(p.get(entrance), cell.location(), "one home entrance for " + c);
        }
      }
    }
  }

  /**
   * The edges agree with the paths. Each step of a path from a track cell to one that is not the
   * next by number is a {@link BoardGeometry.Edge.Kind#WRAP} edge, from the highest numbered track
   * cell to cell 1, for every colour; each step of a colour's path off the track is that colour's
   * one {@link BoardGeometry.Edge.Kind#HOME_ENTRY} edge; every edge whose kind is {@link
   * BoardGeometry.Edge.Kind#onPath()} is a step of a path it applies to, and every other edge is a
   * step of none; and every edge names a rule.
   *
   * @param g the geometry
   */
  public static void edgesAgreeWithPaths(BoardGeometry g) {
    List<BoardGeometry.Edge> edges = g.edges();
    int highest =
        g.cells()
            .map(Cell::location)
            .filter(l -> l.kind() == Location.Kind.TRACK)
            .map(Location::index)
            .max()
            .getOrElse(0);
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      for (int i = 0; i + 1 < p.size(); i++) {
        Location a = p.get(i);
        Location b = p.get(i + 1);
        if (a.kind() != Location.Kind.TRACK) {
          continue;
        }
        if (b.kind() == Location.Kind.TRACK && b.index() != a.index() + 1) {
          assertTrue(
              edges.exists(
                  e ->
                      e.kind() == BoardGeometry.Edge.Kind.WRAP
                          && e.from().equals(a)
                          && e.to().equals(b)
                          && e.colour().isEmpty()),
              () -> c + "'s path steps " + a.token() + " -> " + b.token() + ": a wrap edge");
        } else if (b.kind() != Location.Kind.TRACK) {
          assertEquals(
              List.of(a + " -> " + b),
              edges
                  .filter(
                      e -> e.kind() == BoardGeometry.Edge.Kind.HOME_ENTRY && e.colour().contains(c))
                  .map(e -> e.from() + " -> " + e.to()),
              c + " turns off the track by its one home entry edge");
        }
      }
    }
    for (BoardGeometry.Edge e : edges) {
      assertFalse(e.rule().isBlank(), () -> e + " names its rule");
      List<Colour> takers =
          e.colour().isEmpty() ? g.paths().keySet().toList() : e.colour().toList();
      boolean stepOfAPath =
          takers.exists(
              c -> {
                List<Location> p = g.path(c);
                int i = p.indexOf(e.from());
                return i >= 0 && i + 1 < p.size() && p.get(i + 1).equals(e.to());
              });
      assertEquals(
          e.kind().onPath(),
          stepOfAPath,
          () -> e + (e.kind().onPath() ? " is a step of a path" : " leaves the paths"));
      if (e.kind() == BoardGeometry.Edge.Kind.WRAP) {
        assertEquals(Option.none(), e.colour(), () -> e + " is every colour's");
        assertEquals(Location.track(highest), e.from(), () -> e + " leaves the highest cell");
        assertEquals(Location.track(1), e.to(), () -> e + " leads to cell 1");
      }
      if (e.kind() == BoardGeometry.Edge.Kind.HOME_ENTRY) {
        assertTrue(e.colour().isDefined(), () -> e + " is one colour's");
      }
    }
  }

  /**
   * Drawing: the cells of the track lie apart, each at least half the shortest distance between two
   * consecutive cells of a path from any other cell; no two cells share a point; and no two slots
   * of any cells share a point.
   *
   * @param g the geometry
   */
  public static void cellsLieApart(BoardGeometry g) {
    List<Cell.Slot> slots = g.cells().flatMap(Cell::slots);
    assertEquals(
        slots.size(),
        slots.map(t -> Math.round(t.x() * 1e6) + ":" + Math.round(t.y() * 1e6)).distinct().size(),
        "every slot of every cell is a point of its own");
    double step = Double.MAX_VALUE;
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      for (int i = 1; i + 2 < p.size(); i++) {
        step = Math.min(step, distance(cellOf(g, p.get(i), c), cellOf(g, p.get(i + 1), c)));
      }
    }
    assertTrue(step > 0.01, "the track is drawn with room: " + step);
    List<Cell> cells = g.cells();
    for (int i = 0; i < cells.size(); i++) {
      Cell a = cells.get(i);
      for (int j = i + 1; j < cells.size(); j++) {
        Cell b = cells.get(j);
        double d = distance(a, b);
        assertTrue(d > 1e-9, a + " and " + b + " share a point");
        if (a.is(Cell.Kind.TRACK) || b.is(Cell.Kind.TRACK)) {
          assertTrue(d >= step / 2, a + " overlaps " + b);
        }
      }
    }
  }

  private static double distance(Cell a, Cell b) {
    return Math.hypot(a.x() - b.x(), a.y() - b.y());
  }

  private static Cell cellOf(BoardGeometry g, Location l, Colour c) {
    return g.cell(l, c).getOrElseThrow(() -> new AssertionError("no cell " + l + " for " + c));
  }

  /**
   * Each path is the engine's own order of movement: a lone piece of a colour standing on its path,
   * moved with every roll of two different dice, makes only steps that go forward along its path or
   * its shortcuts, and, far from home, a die of 1 takes it to the next location of its path.
   *
   * @param rules the rule set
   */
  public static void pathsFollowTheEngine(RuleSet rules) {
    BoardGeometry g = rules.geometry();
    java.util.Map<Location, Set<Location>> reach = new java.util.HashMap<>();
    for (Colour c : Colour.values()) {
      reach.clear();
      List<Location> p = g.path(c);
      Colour other = Colour.ofIndex((c.ordinal() + 2) % 4);
      for (int i = 1; i < p.size() - 1; i++) {
        GameState s = lonePiece(rules, c, p.get(i), other, Option.none());
        Set<Location> ahead = ahead(g, c, p.get(i));
        boolean nextReached = false;
        for (Roll roll : Roll.distinctOutcomes()) {
          if (roll.isDoubles()) {
            continue;
          }
          for (Move m : rules.legalMoves(s, roll)) {
            List<Location> moving = List.of(p.get(i)); // the lone piece, and one that enters
            for (Step step : m.steps()) {
              Location from = step.from();
              if (from.kind() == Location.Kind.NEST) {
                assertEquals(p.get(1), step.to(), c + " enters on its exit, in " + m);
              } else {
                assertTrue(moving.contains(from), () -> step + " moves a piece of " + m);
                assertTrue(
                    reach.computeIfAbsent(from, f -> ahead(g, c, f)).contains(step.to()),
                    () -> c + " " + step + " goes along the path or a shortcut, in " + m);
              }
              nextReached |= from.equals(p.get(i)) && step.to().equals(p.get(i + 1));
              moving = moving.remove(from).append(step.to());
            }
          }
        }
        assertTrue(ahead.contains(p.get(i + 1)));
        if (i + 8 < p.size()) {
          // far from home, a die of 1 moves the lone piece to the next location
          assertTrue(nextReached, c + " steps from " + p.get(i) + " to " + p.get(i + 1));
        }
      }
    }
  }

  /** The locations a piece of a colour at {@code l} can reach along its path and off it. */
  private static Set<Location> ahead(BoardGeometry g, Colour c, Location l) {
    Set<Location> reached = HashSet.empty();
    List<Location> todo = List.of(l);
    List<Location> p = g.path(c);
    while (!todo.isEmpty()) {
      Location at = todo.head();
      todo = todo.tail();
      List<Location> next = List.empty();
      int i = p.indexOf(at);
      if (i >= 0 && i + 1 < p.size()) {
        next = next.append(p.get(i + 1));
      }
      for (BoardGeometry.Edge e : g.edges()) {
        if (!e.kind().onPath()
            && e.from().equals(at)
            && (e.colour().isEmpty() || e.colour().contains(c))) {
          next = next.append(e.to());
        }
      }
      if (i < 0 && at.kind() == Location.Kind.TRACK) {
        // off the colour's path (gone round, A6): on along the track as another colour goes
        for (Colour o : Colour.values()) {
          List<Location> q = g.path(o);
          int k = q.indexOf(at);
          if (k >= 0 && q.get(k + 1).kind() == Location.Kind.TRACK) {
            next = next.append(q.get(k + 1));
          }
        }
      }
      for (Location n : next) {
        if (!reached.contains(n)) {
          reached = reached.add(n);
          todo = todo.append(n);
        }
      }
    }
    return reached;
  }

  /**
   * Safe squares and exits agree with the engine: a piece on a {@link Cell.Kind#SAFE} cell is never
   * captured by a piece moving along the track, a lone piece on any other track cell of the path
   * is, and an opponent on a colour's {@link Cell.Kind#EXIT} is captured by that colour's entering
   * piece.
   *
   * @param rules the rule set
   */
  public static void safeCellsAndExitsAgreeWithTheEngine(RuleSet rules) {
    BoardGeometry g = rules.geometry();
    for (Colour c : Colour.values()) {
      List<Location> p = g.path(c);
      for (Colour d : Colour.values()) {
        if (d == c) {
          continue;
        }
        for (int j = 2; j < p.size(); j++) {
          Location target = p.get(j);
          if (target.kind() != Location.Kind.TRACK || !g.path(d).contains(target)) {
            continue;
          }
          boolean safe = cellOf(g, target, c).is(Cell.Kind.SAFE);
          boolean captured = false;
          for (int k = 1; k <= 6 && j - k >= 1; k++) {
            GameState s = lonePiece(rules, c, p.get(j - k), d, Option.some(target));
            int other = k == 1 ? 2 : 1;
            for (Move m : rules.legalMoves(s, Roll.of(k, other))) {
              for (Step step : m.steps()) {
                if (step.to().equals(target) && step.capture()) {
                  captured = true;
                }
              }
            }
          }
          assertEquals(
              !safe,
              captured,
              c + " captures " + d + " on " + target + (safe ? ", a safe square" : ""));
        }
        // the exit: an entering piece of its colour captures a lone opponent there
        Location exit = p.get(1);
        if (g.path(d).contains(exit)) {
          GameState s = lonePiece(rules, c, Location.nest(), d, Option.some(exit));
          boolean entered = false;
          for (Roll roll : Roll.distinctOutcomes()) {
            for (Move m : rules.legalMoves(s, roll)) {
              entered |= m.steps().exists(st -> st.to().equals(exit) && st.capture());
            }
          }
          assertTrue(entered, c + " enters onto " + d + " on its exit " + exit);
        }
      }
    }
  }

  /**
   * A two-player position: one piece of {@code c} at {@code at}, optionally one of {@code d} at
   * {@code dAt}, every other piece in its nest; {@code c} to move.
   */
  private static GameState lonePiece(
      RuleSet rules, Colour c, Location at, Colour d, Option<Location> dAt) {
    int n = rules.piecesPerColour();
    List<String> mine = List.fill(n - 1, "n").prepend(at.token());
    List<String> theirs = List.fill(n - 1, "n").prepend(dAt.getOrElse(Location.nest()).token());
    List<Colour> seats = List.of(c, d).sortBy(Colour::ordinal);
    StringBuilder text = new StringBuilder(rules.id()).append(' ').append(c.letter());
    for (Colour seat : seats) {
      List<String> own = seat == c ? mine : theirs;
      text.append(' ').append(seat.letter()).append(':').append(own.mkString(","));
    }
    return Notation.parsePosition(text.toString(), rules);
  }

  /**
   * Unit-square coordinates: every cell has its own colour's nest, home row and home where the
   * paths need them ({@link BoardGeometry#of} checks the rest), and {@link Cell} checks x and y.
   *
   * @param g the geometry
   */
  public static void everyColourHasItsOwnPlaces(BoardGeometry g) {
    for (Colour c : Colour.values()) {
      for (Location l : g.path(c)) {
        Cell cell = cellOf(g, l, c);
        if (ownerOf(l, c).isDefined()) {
          assertEquals(Option.some(c), cell.colour(), l + " of " + c);
        }
        assertFalse(cell.x() < 0 || cell.x() > 1 || cell.y() < 0 || cell.y() > 1);
      }
    }
  }
}
