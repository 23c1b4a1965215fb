package io.github.parcheesi;

import java.util.Objects;

/**
 * One piece going from one location to another: what an {@link Event} that moves a piece says
 * moves. The piece may be the mover's or any other colour's (a captured piece, a swapped one, a
 * prisoner going home).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Movement m = Movement.of(Colour.RED, Location.track(22), Location.nest());
 * Placement after = Placement.of(state).after(m);   // one red piece fewer on 22, one more in the nest
 * }</pre>
 *
 * @param colour the colour of the piece that moves
 * @param from where it stands before
 * @param to where it stands after
 */
public record Movement(Colour colour, Location from, Location to) {

  /**
   * Checks the fields.
   *
   * @param colour the piece's colour
   * @param from where it stands before
   * @param to where it stands after
   */
  public Movement {
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
  }

  /**
   * A movement.
   *
   * @param colour the piece's colour
   * @param from where it stands before
   * @param to where it stands after
   * @return the movement
   */
  public static Movement of(Colour colour, Location from, Location to) {
    return new Movement(colour, from, to);
  }

  /** Returns such as {@code R 22/n}. */
  @Override
  public String toString() {
    return colour.letter() + " " + from.token() + "/" + to.token();
  }
}
