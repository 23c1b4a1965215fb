package io.github.parcheesi;

import io.vavr.control.Option;

/**
 * The four colours, declared in play order: play passes Y, G, R, B (rule B5).
 *
 * <p>{@link #ordinal()} is the colour's place in play order and is stable API.
 */
public enum Colour {
  /** Yellow, letter {@code Y}. */
  YELLOW('Y'),
  /** Green, letter {@code G}. */
  GREEN('G'),
  /** Red, letter {@code R}. */
  RED('R'),
  /** Blue, letter {@code B}. */
  BLUE('B');

  private static final Colour[] VALUES = values();

  private final char letter;

  Colour(char letter) {
    this.letter = letter;
  }

  /**
   * The colour's letter in notation.
   *
   * @return one of {@code Y}, {@code G}, {@code R}, {@code B}
   */
  public char letter() {
    return letter;
  }

  /**
   * The colour with the given letter.
   *
   * @param letter an upper-case colour letter
   * @return the colour, or none when the letter names no colour
   */
  public static Option<Colour> ofLetter(char letter) {
    for (Colour c : VALUES) {
      if (c.letter == letter) {
        return Option.some(c);
      }
    }
    return Option.none();
  }

  /**
   * The colour at a place in play order.
   *
   * @param index 0 to 3
   * @return the colour
   * @throws IndexOutOfBoundsException when index is not 0 to 3
   */
  public static Colour ofIndex(int index) {
    return VALUES[index];
  }
}
