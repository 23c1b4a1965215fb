package io.github.parcheesi.bots;

import io.github.parcheesi.Cell;
import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;

/**
 * The inputs of a {@link ValueNetwork}: a position seen from one colour (the viewer), as a sparse
 * vector. It holds the observation's raw facts, where each piece stands, but counted along each
 * colour's own path rather than by board cell, so that every viewer sees the board alike, plus
 * facts derived from them.
 *
 * <p>The colours are placed in slots by their seat relative to the viewer: slot 0 is the viewer,
 * then the seats clockwise that occur in games of the given number of players (in a two-player
 * game, the viewer and the colour opposite). Each slot has, for each step {@code p} from 1 to
 * {@code full - 1} along its colour's path (the track, the home row and the rest cells, by {@link
 * Geometry#progress}), one input for one piece or more there and one for two or more; then {@value
 * #DERIVED} derived inputs: the shares of the colour's pieces in the nest, home, in the home row,
 * held prisoner, on other cells off the track (the mirror, its arrows), lone on a safe square, and
 * in a blockade; its progress as a share of the whole way; its lone pieces' chance of being
 * captured by the next roll, summed, and that chance weighted by what each would lose; whether it
 * has a given six waiting; and whether it is to move. In games of more than two players on a board
 * with captors' bases (the Russian game), {@value #HEURISTIC} more: the colour's value by the
 * heuristic {@link Evaluation} (its default weights), over {@code pieces * (full + 12)}; without it
 * the network learned to play these games worse than the heuristic bot does, and the other games'
 * layouts are left as they are, so that their weights stay valid. Last come {@value #GLOBAL} inputs
 * for the position: the doubles rolled in a row, over 3, and whether the next decision needs no
 * roll.
 *
 * <p>Not safe for use from several threads at once: each user makes its own.
 */
final class ValueFeatures {

  /** The version of this layout, written into weight files. */
  static final int VERSION = 1;

  /** Derived inputs per slot. */
  static final int DERIVED = 12;

  /** Inputs for the whole position. */
  static final int GLOBAL = 2;

  /**
   * Derived inputs per slot added in games of more than two players on a board with captors' bases:
   * the colour's heuristic value.
   */
  static final int HEURISTIC = 1;

  private static final Evaluation EVALUATION = Evaluation.standard();

  private final RuleSet rules;
  private final Geometry g;
  private final int players;
  private final int pieces;
  private final int full;
  private final int[] slotOf = {-1, -1, -1, -1};
  private final int slots;
  private final int derived;
  private final int perSlot;
  private final int inputs;
  private final int maxActive;

  // scratch
  private final int[] count;
  private Colour[] cs = new Colour[0];
  private Location[][] locs = new Location[0][];

  /**
   * The features of games of a rule set with a number of players.
   *
   * @param rules the rules
   * @param players players a game, 2 to 4
   */
  ValueFeatures(RuleSet rules, int players) {
    this.rules = rules;
    this.g = Geometry.of(rules);
    this.players = players;
    this.pieces = rules.piecesPerColour();
    this.full = g.progress(Colour.YELLOW, Location.home());
    List<Colour> seated = rules.newGame(players).colours();
    boolean[] offsets = new boolean[4];
    for (Colour viewer : seated) {
      for (Colour c : seated) {
        offsets[Math.floorMod(c.ordinal() - viewer.ordinal(), 4)] = true;
      }
    }
    int n = 0;
    for (int k = 0; k < 4; k++) {
      if (offsets[k]) {
        slotOf[k] = n++;
      }
    }
    this.slots = n;
    boolean captors =
        players > 2 && rules.geometry().cells().exists(c -> c.is(Cell.Kind.CAPTORS_BASE));
    this.derived = DERIVED + (captors ? HEURISTIC : 0);
    this.perSlot = 2 * (full - 1) + derived;
    this.inputs = slots * perSlot + GLOBAL;
    this.maxActive = slots * (2 * pieces + derived) + GLOBAL;
    this.count = new int[full + 1];
  }

  /**
   * The number of inputs.
   *
   * @return slots times inputs per slot, plus the global inputs
   */
  int inputs() {
    return inputs;
  }

  /**
   * The most inputs an encoding sets.
   *
   * @return a bound for the arrays given to {@link #encode}
   */
  int maxActive() {
    return maxActive;
  }

  /**
   * The players a game these features fit has.
   *
   * @return 2 to 4
   */
  int players() {
    return players;
  }

  /**
   * The rules these features are for.
   *
   * @return the rules
   */
  RuleSet rules() {
    return rules;
  }

  /**
   * Encodes a position seen from a viewer: the inputs that are not zero, as indexes ascending
   * within each slot and their values.
   *
   * @param s a position of a game not over
   * @param viewer a colour of the game
   * @param index receives the inputs' indexes, {@link #maxActive()} long at least
   * @param value receives their values
   * @return how many inputs were set
   * @throws IllegalArgumentException when a colour sits at a seat these features have no slot for
   */
  int encode(GameState s, Colour viewer, int[] index, float[] value) {
    List<Colour> colours = s.colours();
    if (cs.length != colours.size()) {
      cs = new Colour[colours.size()];
      locs = new Location[colours.size()][];
    }
    int k = 0;
    for (Colour c : colours) {
      cs[k] = c;
      locs[k] = s.pieces(c).toJavaArray(Location[]::new);
      k++;
    }
    int active = 0;
    List<Colour> waiting = s.turnState().givenSixes();
    Colour toMove = s.isOver() ? null : s.toMove();
    for (int a = 0; a < k; a++) {
      int slot = slotOf[Math.floorMod(cs[a].ordinal() - viewer.ordinal(), 4)];
      if (slot < 0) {
        throw new IllegalArgumentException(
            "these weights are for "
                + players
                + "-player games, whose seats do not include "
                + cs[a]
                + " as seen from "
                + viewer
                + ": "
                + colours.mkString(","));
      }
      active =
          slot(
              a, k, slot * perSlot, waiting.contains(cs[a]), cs[a] == toMove, index, value, active);
    }
    int base = slots * perSlot;
    if (s.doubles() > 0) {
      index[active] = base;
      value[active++] = s.doubles() / 3f;
    }
    if (!s.isOver() && rules.phase(s) == Phase.DECIDE) {
      index[active] = base + 1;
      value[active++] = 1;
    }
    return active;
  }

  /** Encodes the colour at index a of the scratch arrays into the slot starting at base. */
  private int slot(
      int a,
      int k,
      int base,
      boolean sixWaiting,
      boolean toMove,
      int[] index,
      float[] value,
      int active) {
    Colour c = cs[a];
    Location[] own = locs[a];
    int n = own.length;
    java.util.Arrays.fill(count, 0);
    int nest = 0;
    int home = 0;
    int homeRow = 0;
    int prisoner = 0;
    int elsewhere = 0;
    int safe = 0;
    int blockade = 0;
    double progress = 0;
    double risk = 0;
    double loss = 0;
    for (int p = 0; p < n; p++) {
      Location at = own[p];
      int steps = g.progress(c, at);
      switch (at.kind()) {
        case NEST:
          nest++;
          continue;
        case HOME:
          home++;
          progress += full;
          continue;
        case PRISONER:
          prisoner++;
          continue;
        case ARROW:
        case MIRROR:
          elsewhere++;
          continue;
        case HOME_ROW:
          homeRow++;
          break;
        case TRACK:
          boolean pair = (p > 0 && own[p - 1] == at) || (p + 1 < n && own[p + 1] == at);
          if (pair) {
            blockade++;
          } else if (g.isSafe(at.index())) {
            safe++;
          } else if (g.knowsTrack()) {
            double r = Evaluation.risk(g, cs, locs, a, at.index());
            risk += r;
            loss += r * (steps + 20);
          }
          break;
        default:
          break;
      }
      progress += Math.max(steps, 0);
      if (steps >= 1 && steps < full) {
        count[steps]++;
      }
    }
    for (int p = 1; p < full; p++) {
      if (count[p] > 0) {
        index[active] = base + 2 * (p - 1);
        value[active++] = 1;
        if (count[p] > 1) {
          index[active] = base + 2 * (p - 1) + 1;
          value[active++] = 1;
        }
      }
    }
    int d = base + 2 * (full - 1);
    float per = 1f / pieces;
    active = put(index, value, active, d, nest * per);
    active = put(index, value, active, d + 1, home * per);
    active = put(index, value, active, d + 2, homeRow * per);
    active = put(index, value, active, d + 3, prisoner * per);
    active = put(index, value, active, d + 4, elsewhere * per);
    active = put(index, value, active, d + 5, safe * per);
    active = put(index, value, active, d + 6, blockade * per);
    active = put(index, value, active, d + 7, (float) (progress / (pieces * full)));
    active = put(index, value, active, d + 8, (float) (risk * per));
    active = put(index, value, active, d + 9, (float) (loss / (pieces * full)));
    active = put(index, value, active, d + 10, sixWaiting ? 1 : 0);
    active = put(index, value, active, d + 11, toMove ? 1 : 0);
    if (derived > DERIVED) {
      double v = EVALUATION.colourValue(g, cs, locs, a, pieces);
      active = put(index, value, active, d + DERIVED, (float) (v / (pieces * (full + 12))));
    }
    return active;
  }

  private static int put(int[] index, float[] value, int active, int i, float v) {
    if (v != 0) {
      index[active] = i;
      value[active++] = v;
    }
    return active;
  }
}
