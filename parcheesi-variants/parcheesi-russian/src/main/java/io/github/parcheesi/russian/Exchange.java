package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Positions;
import io.github.parcheesi.Step;
import io.vavr.collection.List;

/**
 * R6, the exchange of prisoners, with the module's rulings: one for one; each side gives back the
 * other's own piece when it holds one, otherwise a prisoner of a third colour (the first in play
 * order it holds); at least one side gets its own piece back.
 */
final class Exchange {

  private static final Colour[] COLOURS = Colour.values();

  private Exchange() {}

  /**
   * Who holds whose prisoners: bit {@code captor * 4 + colour} is set when the captor holds a piece
   * of that colour. Read in one pass over the pieces; every question below is asked of it.
   */
  static int held(GameState s) {
    int held = 0;
    int mask = Positions.colourMask(s);
    int k = 0; // the packed index: playing colours in colour order
    for (int c = 0; c < 4; c++) {
      if ((mask & 1 << c) != 0) {
        for (int i = 0; i < RussianBoard.PIECES; i++) {
          int code = Positions.code(s, k++);
          if (RussianBoard.isPrisoner(code)) {
            held |= heldBit(RussianBoard.captorOf(code), c);
          }
        }
      }
    }
    return held;
  }

  /** The bit of {@link #held} saying that the captor holds a piece of that colour. */
  private static int heldBit(int captor, int colour) {
    return 1 << (captor * 4 + colour);
  }

  /** The colours whose pieces a captor holds, as a set of bits by play-order ordinal. */
  private static int heldBy(int held, Colour captor) {
    return held >>> captor.ordinal() * 4 & 15;
  }

  /** Whether a set of colours read by {@link #heldBy} holds a colour. */
  private static boolean holds(int colours, Colour c) {
    return (colours & 1 << c.ordinal()) != 0;
  }

  /**
   * The terms of the exchange between {@code p} and {@code q}: the colour of the prisoner p gives
   * and the colour of the prisoner q gives, or null when they have no exchange.
   */
  static Colour[] terms(GameState s, Colour p, Colour q) {
    return terms(held(s), p, q);
  }

  /** {@link #terms(GameState, Colour, Colour)} asked of a mask read by {@link #held}. */
  static Colour[] terms(int held, Colour p, Colour q) {
    Colour x = gives(held, p, q);
    Colour y = gives(held, q, p);
    if (x == null || y == null || (x != q && y != p)) {
      return null;
    }
    return new Colour[] {x, y};
  }

  /** The prisoner {@code giver} would hand to {@code taker}: the taker's own colour first. */
  private static Colour gives(int held, Colour giver, Colour taker) {
    int holds = heldBy(held, giver);
    if (holds(holds, taker)) {
      return taker;
    }
    for (Colour c : COLOURS) {
      // a prisoner's colour is in the game, and never its captor's
      if (c != taker && holds(holds, c)) {
        return c; // R6: a third colour's prisoner instead
      }
    }
    return null;
  }

  /** The colours {@code p} can offer an exchange to, in play order starting after p. */
  static List<Colour> partners(GameState s, Colour p) {
    return partners(held(s), s, p);
  }

  /** {@link #partners(GameState, Colour)} asked of a mask read by {@link #held}. */
  static List<Colour> partners(int held, GameState s, Colour p) {
    List<Colour> out = List.empty();
    if (heldBy(held, p) == 0) {
      return out; // R6: p has no prisoner to give (most positions; phase() asks often)
    }
    for (int k = 3; k >= 1; k--) { // play order is colour order, round; prepended from the last
      Colour q = COLOURS[(p.ordinal() + k) & 3];
      if (s.plays(q) && terms(held, p, q) != null) {
        out = out.prepend(q);
      }
    }
    return out;
  }

  /** Whether {@code p} can offer an exchange to anyone: {@code partners} is not empty. */
  static boolean hasPartner(GameState s, Colour p) {
    return !partners(s, p).isEmpty();
  }

  /**
   * The exchange as steps: first the prisoner p gives ({@code pP/n} when it goes home to q's base,
   * {@code pP/pQ} when it becomes q's prisoner), then the one q gives.
   */
  static List<Step> steps(Colour p, Colour q, Colour[] terms) {
    return List.of(
        Step.of(
            Location.prisonerOf(p),
            terms[0] == q ? Location.nest() : Location.prisonerOf(q),
            false),
        Step.of(
            Location.prisonerOf(q),
            terms[1] == p ? Location.nest() : Location.prisonerOf(p),
            false));
  }

  /** Performs the exchange on a scratch position. */
  static void perform(ScratchPosition pos, Colour p, Colour q, Colour[] terms) {
    int inP = RussianBoard.prisonerOf(p.ordinal());
    int inQ = RussianBoard.prisonerOf(q.ordinal());
    int a = pos.find(terms[0].ordinal(), inP);
    int b = pos.find(terms[1].ordinal(), inQ);
    pos.move(a, terms[0] == q ? RussianBoard.NEST : inQ);
    pos.move(b, terms[1] == p ? RussianBoard.NEST : inP);
  }
}
