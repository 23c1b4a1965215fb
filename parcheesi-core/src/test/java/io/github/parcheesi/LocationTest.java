package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class LocationTest {

  /** Every location, in the order positions list them (NOTATION.md, Location's class comment). */
  static List<Location> all() {
    List<Location> out = List.of(Location.nest());
    for (int i = 1; i <= 72; i++) {
      out = out.append(Location.track(i));
    }
    for (int i = 1; i <= 7; i++) {
      out = out.append(Location.homeRow(i));
    }
    for (int i = 1; i <= 8; i++) {
      out = out.append(Location.rest(i));
    }
    for (int i = 1; i <= 4; i++) {
      out = out.append(Location.arrow(i));
    }
    out = out.append(Location.mirror());
    for (Colour c : List.of(Colour.BLUE, Colour.GREEN, Colour.RED, Colour.YELLOW)) {
      out = out.append(Location.prisonerOf(c));
    }
    return out.append(Location.home());
  }

  @Test
  void everyTokenRoundTrips() {
    List<Location> all = all();
    assertEquals(98, all.size());
    assertEquals(98, all.map(Location::token).distinct().size());
    for (Location l : all) {
      assertSame(l, Location.parse(l.token()).get(), l.token());
      assertEquals(l.token(), l.toString());
    }
  }

  @Test
  void tokensAreAsNotationMdWritesThem() {
    assertEquals("n", Location.nest().token());
    assertEquals("h", Location.home().token());
    assertEquals("12", Location.track(12).token());
    assertEquals("r3", Location.homeRow(3).token());
    assertEquals("o2", Location.rest(2).token());
    assertEquals("m1", Location.arrow(1).token());
    assertEquals("c", Location.mirror().token());
    assertEquals("pB", Location.prisonerOf(Colour.BLUE).token());
    assertEquals(Location.Kind.TRACK, Location.track(68).kind());
    assertEquals(68, Location.track(68).index());
    assertEquals(Location.Kind.HOME_ROW, Location.homeRow(7).kind());
    assertEquals(7, Location.homeRow(7).index());
    assertEquals(Colour.RED.ordinal(), Location.prisonerOf(Colour.RED).index());
  }

  @Test
  void theOrderIsNestTrackHomeRowRestArrowMirrorPrisonersHome() {
    List<Location> all = all();
    for (int i = 0; i + 1 < all.size(); i++) {
      Location a = all.get(i);
      Location b = all.get(i + 1);
      assertTrue(a.compareTo(b) < 0, a + " before " + b);
    }
    assertEquals(all, all.reverse().sorted());
    assertEquals(0, Location.track(9).compareTo(Location.track(9)));
  }

  @Test
  void whatIsNotALocationTokenIsRefused() {
    for (String bad :
        new String[] {
          "", "0", "00", "01", "73", "100", "-1", "+1", "r", "r0", "r8", "r01", "r10", "o0", "o9",
          "m0", "m5", "p", "pX", "py", "pBB", "N", "H", "x", "n1", "h1", "c1", "12 ", " 12", "1a"
        }) {
      assertTrue(Location.parse(bad).isEmpty(), "'" + bad + "'");
    }
    assertThrows(IllegalArgumentException.class, () -> Location.track(0));
    assertThrows(IllegalArgumentException.class, () -> Location.track(73));
    assertThrows(IllegalArgumentException.class, () -> Location.homeRow(8));
    assertThrows(IllegalArgumentException.class, () -> Location.rest(9));
    assertThrows(IllegalArgumentException.class, () -> Location.arrow(5));
  }
}
