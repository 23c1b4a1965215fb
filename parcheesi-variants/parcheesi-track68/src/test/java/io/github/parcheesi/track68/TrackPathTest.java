package io.github.parcheesi.track68;

import static io.github.parcheesi.Positions.code;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Location;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The geometry of the 68-square board as the engine counts it when it explains a refusal: how many
 * steps separate two locations along a colour's path, checked against a walk along that path (B1:
 * the track runs 1 to 68 and on to 1; B2: each colour turns off after its last square; B4: seven
 * home-row squares, then home).
 */
class TrackPathTest {

  /** Last track square of Y, G, R, B (B2). */
  private static final int[] LAST = {68, 51, 34, 17};

  private static final List<Location> BOARD = board();

  private static List<Location> board() {
    List<Location> out = List.of(Location.nest(), Location.home());
    for (int i = 1; i <= 68; i++) {
      out = out.append(Location.track(i));
    }
    for (int i = 1; i <= 7; i++) {
      out = out.append(Location.homeRow(i));
    }
    return out;
  }

  /**
   * Steps from one location to another along colour c's path, found by walking it: round the track
   * (up to a full lap), or to the last square and into the home row; -1 when the path never gets
   * there.
   */
  private static int walk(int c, Location from, Location to) {
    if (from.kind() == Location.Kind.TRACK) {
      int square = from.index();
      if (to.kind() == Location.Kind.TRACK) {
        for (int steps = 1; steps <= 68; steps++) {
          square = square == 68 ? 1 : square + 1;
          if (square == to.index()) {
            return steps;
          }
        }
      }
      int toLast = 0;
      while (square != LAST[c]) {
        square = square == 68 ? 1 : square + 1;
        toLast++;
      }
      if (to.kind() == Location.Kind.HOME_ROW) {
        return toLast + to.index();
      }
      return to.kind() == Location.Kind.HOME ? toLast + 8 : -1;
    }
    if (from.kind() == Location.Kind.HOME_ROW) {
      if (to.kind() == Location.Kind.HOME_ROW && to.index() > from.index()) {
        return to.index() - from.index();
      }
      if (to.kind() == Location.Kind.HOME) {
        return 8 - from.index();
      }
    }
    return -1;
  }

  @Test
  @DisplayName("B1/B2/B4: steps between any two board locations along each colour's path")
  void distancesAlongEachPath() {
    for (Colour colour : Colour.values()) {
      int c = colour.ordinal();
      for (Location from : BOARD) {
        for (Location to : BOARD) {
          assertEquals(
              walk(c, from, to),
              Board68.distance(c, code(from), code(to)),
              colour + " from " + from + " to " + to);
        }
      }
    }
  }

  @Test
  @DisplayName("B2: the examples of the rules: yellow 66 to r3 is 5, green 50 to 3 is 21")
  void examples() {
    assertEquals(5, Board68.distance(0, 66, code(Location.homeRow(3))));
    assertEquals(10, Board68.distance(0, 66, code(Location.home())));
    assertEquals(21, Board68.distance(1, 50, 3));
    assertEquals(68, Board68.distance(2, 12, 12), "a full lap");
    assertEquals(3, Board68.distance(3, code(Location.homeRow(4)), code(Location.homeRow(7))));
    assertEquals(-1, Board68.distance(3, code(Location.homeRow(4)), code(Location.homeRow(2))));
  }

  @Test
  @DisplayName("B1: a square lies on the way from a to b, both ends included, going round at 68")
  void withinAlongTheTrack() {
    for (int a = 1; a <= 68; a++) {
      for (int b = 1; b <= 68; b++) {
        // walk from a to b, going on from 68 to 1
        java.util.Set<Integer> way = new java.util.HashSet<>();
        int s = a;
        way.add(s);
        while (s != b) {
          s = s == 68 ? 1 : s + 1;
          way.add(s);
        }
        for (int q = 1; q <= 68; q++) {
          assertEquals(way.contains(q), Board68.within(q, a, b), q + " from " + a + " to " + b);
        }
      }
    }
  }

  @Test
  @DisplayName(
      "B4: the steps still to go home are the walk to h; 72 from the nest (enter, then 71)")
  void stepsToGo() {
    for (Colour colour : Colour.values()) {
      int c = colour.ordinal();
      for (Location from : BOARD) {
        int want =
            from.kind() == Location.Kind.NEST
                ? 72
                : from.kind() == Location.Kind.HOME ? 0 : walk(c, from, Location.home());
        assertEquals(want, Board68.toGo(c, code(from)), colour + " at " + from);
      }
    }
  }
}
