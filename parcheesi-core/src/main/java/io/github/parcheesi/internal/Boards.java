package io.github.parcheesi.internal;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.Map;

/**
 * <b>Not API.</b> What a variant's move generator needs from the core beyond the public API: to
 * read a state's pieces without building lists, and to make the states its moves lead to without
 * checking them again against the rules that generated them.
 *
 * <p>The core module exports this package only to the variant modules that use it (the Russian
 * one); on the class path it can be seen, but it is no part of the library's API and may change in
 * any release. Callers outside the variants make states with {@link GameState#of}, which checks
 * everything.
 */
public final class Boards {

  /** What {@link GameState} lends this class; set once, by GameState's class initialiser. */
  public interface Access {

    /**
     * A state from trusted parts, not checked.
     *
     * @param rules the rule set that generated it
     * @param pieces each playing colour's pieces in colour order, piecesPerColour each, any order
     *     within a colour
     * @param colourMask the playing colours, bit {@code ordinal}
     * @param toMove the colour to move (the winner once the game is over)
     * @param doubles doubles rolled in a row
     * @param winner the winner's ordinal, or -1
     * @param turnState the variant's turn-state fields
     * @return the state
     */
    GameState state(
        RuleSet rules,
        Location[] pieces,
        int colourMask,
        Colour toMove,
        int doubles,
        int winner,
        Map<String, String> turnState);

    /**
     * The location of a state's piece by its index in the packed form: piecesPerColour a colour,
     * playing colours in colour order, each colour's sorted.
     *
     * @param s the state
     * @param index the index
     * @return the location
     */
    Location piece(GameState s, int index);
  }

  private static volatile Access access;

  private Boards() {}

  /**
   * Called by GameState's class initialiser; refused after that.
   *
   * @param a GameState's access
   * @throws IllegalStateException when access was lent already
   */
  public static synchronized void lend(Access a) {
    if (access != null) {
      throw new IllegalStateException("GameState lends its access once");
    }
    access = a;
  }

  /**
   * What {@link GameState} lent: a state from trusted parts, and a state's pieces.
   *
   * @return the access
   */
  public static Access access() {
    Access a = access;
    if (a == null) {
      try {
        // runs GameState's class initialiser, which lends its access
        Class.forName(GameState.class.getName(), true, GameState.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      a = access;
    }
    return a;
  }
}
