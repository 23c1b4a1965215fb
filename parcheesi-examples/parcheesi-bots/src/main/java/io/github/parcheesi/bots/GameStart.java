package io.github.parcheesi.bots;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The start of a game and how its first player was chosen: named, or by a roll-off (rule B6: each
 * player rolls one die; the lowest starts in American Parcheesi, the highest in Parchís and the
 * Russian game; tied players roll again).
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Dice dice = Dice.seeded(7);
 * GameStart start = GameStart.of(rules, rules.newGame(2).colours(), Option.none(), dice);
 * GameState state = start.state(); // every piece in its nest, the roll-off's winner to move
 * }</pre>
 *
 * @param state every piece in its nest, the first player to move
 * @param rollOff the roll-off that chose the first player, none when it was named
 */
public record GameStart(GameState state, Option<RollOff> rollOff) {

  /**
   * How a game starts: the named first player, or else a roll-off (B6) with the game's dice.
   *
   * @param rules the rules
   * @param colours the colours in play, in play order; they roll in this order
   * @param first the first player, or none to roll off
   * @param dice the game's dice, used only for a roll-off
   * @return the start, with the roll-off if there was one
   */
  public static GameStart of(RuleSet rules, List<Colour> colours, Option<Colour> first, Dice dice) {
    if (first.isDefined()) {
      return new GameStart(rules.newGame(colours, first.get()), Option.none());
    }
    RollOff rollOff = rules.rollOff(colours, dice); // B6: who starts, with the game's dice
    return new GameStart(rules.newGame(rollOff), Option.some(rollOff));
  }
}
