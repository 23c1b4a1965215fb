package io.github.parcheesi.internal;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.TurnState;
import io.github.parcheesi.spi.MoveSource;

/**
 * <b>Not API.</b> What the core package lends the service-provider package {@code
 * io.github.parcheesi.spi}, which engines use. The module exports this package to no one; on the
 * class path an instance can only be had from the core, which hands it to the service-provider
 * package alone.
 */
public interface CoreAccess {

  /**
   * A state from trusted parts, not checked.
   *
   * @param rules the rule set
   * @param codes location codes, each playing colour's run in colour order, each run sorted; owned
   *     by the state from now on
   * @param colourMask the playing colours, bit {@code ordinal}
   * @param toMove the colour to move, an ordinal
   * @param doubles doubles in a row
   * @param winner the winner's ordinal, or -1
   * @param turnState the variant's turn state
   * @return the state
   */
  GameState state(
      RuleSet rules,
      byte[] codes,
      int colourMask,
      int toMove,
      int doubles,
      int winner,
      TurnState turnState);

  /**
   * A location code of a state.
   *
   * @param s the state
   * @param index an index into its packed codes
   * @return the code
   */
  int code(GameState s, int index);

  /**
   * The first index of a colour's run.
   *
   * @param s the state
   * @param colour a playing colour's ordinal
   * @return the index
   */
  int offset(GameState s, int colour);

  /**
   * The playing colours.
   *
   * @param s the state
   * @return bit {@code ordinal} per playing colour
   */
  int colourMask(GameState s);

  /**
   * A copy of a state's codes.
   *
   * @param s the state
   * @return the codes
   */
  byte[] codes(GameState s);

  /**
   * Copies a state's codes.
   *
   * @param s the state
   * @param into the array to copy into
   * @return how many were copied
   */
  int copyCodes(GameState s, byte[] into);

  /**
   * The location of a code.
   *
   * @param code a location code
   * @return the location
   */
  Location location(int code);

  /**
   * The code of a location.
   *
   * @param location a location
   * @return its code
   */
  int code(Location location);

  /**
   * The interned step between two codes.
   *
   * @param from a code
   * @param to a code
   * @param capture whether it captures
   * @return the step
   */
  Step step(int from, int to, boolean capture);

  /**
   * A move listed by an engine.
   *
   * @param source the engine's source of the moves of one listing
   * @param code the move's code in the source
   * @param extra the move's extra data in the source, or null
   * @return the move
   */
  Move move(MoveSource source, long code, Object extra);

  /**
   * A listed move whose steps and result are known.
   *
   * @param origin the state it is played from
   * @param roll its roll, or null
   * @param steps its steps
   * @param result its result
   * @return the move
   */
  Move known(GameState origin, Roll roll, io.vavr.collection.List<Step> steps, GameState result);

  /**
   * The result of a move when the engine listed it from this very state.
   *
   * @param state the state
   * @param move the move
   * @return the result, or null when the move was not listed from the state
   */
  GameState listedResult(GameState state, Move move);
}
