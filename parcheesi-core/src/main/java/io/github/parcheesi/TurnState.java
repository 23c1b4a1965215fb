package io.github.parcheesi;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * What a variant remembers about the turn beyond the colour to move and the doubles count, such as
 * the Russian game's given sixes waiting to be played or a pending exchange offer. Each variant
 * defines its own immutable type with typed accessors; a frontend that knows the variant reads it
 * through them, and notation reads and writes it as the {@code key=value} fields printed after
 * {@code doubles}.
 *
 * <p>Implementations are values: equal when their fields are equal, and {@link #fields()} lists the
 * fields in the one order notation prints them, so that one state has one text.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * GameState s = Notation.parsePosition("american Y Y:n,n,n,n R:n,n,n,n");
 * s.turnState().isEmpty();   // true: American and Parchís have no turn state
 * }</pre>
 */
public interface TurnState {

  /**
   * The fields as notation prints them after {@code doubles}, in order; each field absent when it
   * holds its default.
   *
   * @return key to value, in print order
   */
  Map<String, String> fields();

  /**
   * Whether there is nothing to remember.
   *
   * @return true when {@link #fields()} is empty
   */
  default boolean isEmpty() {
    return fields().isEmpty();
  }

  /**
   * The colours that have a given six waiting to be played, in the order they play them (the
   * Russian game's buy-back).
   *
   * @return the colours; empty when none waits, and always for variants without given sixes
   */
  default List<Colour> givenSixes() {
    return List.empty();
  }

  /**
   * The colour whose turn goes on once the decisions in between (given sixes, an answer to an
   * offer) are made.
   *
   * @return the colour, or none when the colour to move simply rolls
   */
  default Option<Colour> resume() {
    return Option.none();
  }

  /**
   * The colour whose offer of an exchange of prisoners waits for an answer.
   *
   * @return the offering colour, or none when no offer is pending
   */
  default Option<Colour> offerer() {
    return Option.none();
  }

  /**
   * The turn state of variants that have none.
   *
   * @return the empty turn state
   */
  static TurnState none() {
    return None.INSTANCE;
  }

  /** The empty turn state. */
  final class None implements TurnState {
    static final None INSTANCE = new None();

    private None() {}

    @Override
    public Map<String, String> fields() {
      return LinkedHashMap.empty();
    }

    @Override
    public int hashCode() {
      return 0; // the same in every run, as a state's hash must be
    }

    @Override
    public boolean equals(Object o) {
      return o == this;
    }

    @Override
    public String toString() {
      return "";
    }
  }
}
