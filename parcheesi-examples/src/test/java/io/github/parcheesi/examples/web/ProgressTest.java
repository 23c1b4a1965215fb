package io.github.parcheesi.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Placement;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnBuilder;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A move being built, as the page shows it: the pieces, the dice used, the values spent. */
class ProgressTest {

  private static TurnBuilder choose(TurnBuilder t, String step) {
    Step s = t.nextSteps().find(n -> n.toString().equals(step)).get();
    return t.choose(s).get();
  }

  private static List<String> tokens(Placement p, Colour c) {
    return p.pieces(c).map(Location::token).asJava();
  }

  @Test
  @DisplayName("after 20/23 23/27* the red piece is in its nest, both dice used, +20 left")
  void capturedPieceGoesWhereTheCaptureSendsIt() {
    GameState s = Notation.parsePosition("american Y Y:n,n,n,20 R:n,n,n,27");
    Roll roll = Roll.of(3, 4);
    TurnBuilder t = TurnBuilder.start(s.ruleSet(), s, roll);
    assertEquals(
        List.of(new Views.DieView(3, false), new Views.DieView(4, false)), Progress.dice(roll, t));
    t = choose(t, "20/23");
    assertEquals(
        List.of(new Views.DieView(3, true), new Views.DieView(4, false)), Progress.dice(roll, t));
    t = choose(t, "23/27*");
    Placement p = Progress.shown(s.ruleSet(), s, t);
    assertEquals(List.of("n", "n", "n", "n"), tokens(p, Colour.RED));
    assertEquals(List.of("n", "n", "n", "27"), tokens(p, Colour.YELLOW));
    assertEquals(
        List.of(new Views.DieView(3, true), new Views.DieView(4, true)), Progress.dice(roll, t));
    assertEquals(
        List.of(new Views.SpentView("die", 3), new Views.SpentView("die", 4)), Progress.used(t));
  }

  @Test
  @DisplayName("of doubles, the first die shows used first")
  void doublesAreUsedFromTheLeft() {
    GameState s = Notation.parsePosition("american Y Y:n,n,10,20 R:n,n,n,40");
    Roll roll = Roll.of(2, 2);
    TurnBuilder t = choose(TurnBuilder.start(s.ruleSet(), s, roll), "20/22");
    assertEquals(
        List.of(new Views.DieView(2, true), new Views.DieView(2, false)), Progress.dice(roll, t));
  }

  @Test
  @DisplayName("before any step the pieces are the state's, and nothing is spent")
  void nothingChosen() {
    GameState s = Notation.parsePosition("american Y Y:n,n,n,20 R:n,n,n,27");
    TurnBuilder t = TurnBuilder.start(s.ruleSet(), s, Roll.of(3, 4));
    assertEquals(Placement.of(s), Progress.shown(s.ruleSet(), s, t));
    assertEquals(List.of(), Progress.used(t));
    assertEquals(List.of(), Progress.dice(null, null));
  }
}
