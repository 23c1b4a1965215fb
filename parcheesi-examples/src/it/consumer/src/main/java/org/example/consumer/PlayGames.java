package org.example.consumer;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Bot;
import io.github.parcheesi.bots.Match;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;

/**
 * A user's program: plays one seeded game of each variant through {@link RuleSets}, to the end,
 * and one between two of the bots of {@code parcheesi-bots} ({@link Match}). Its argument says where it expects the library, {@code classpath} or {@code modulepath}; it
 * fails (exits non-zero) when the library is not there, a variant is missing, or a game ends
 * without a winner.
 */
public final class PlayGames {

  private PlayGames() {}

  public static void main(String[] args) {
    boolean modulePath = args[0].equals("modulepath");
    check(
        RuleSet.class.getModule().isNamed() == modulePath,
        "core is in " + RuleSet.class.getModule() + ", expected on the " + args[0]);
    check(
        PlayGames.class.getModule().isNamed() == modulePath,
        "this program is in " + PlayGames.class.getModule());
    check(
        Bot.class.getModule().isNamed() == modulePath,
        "the bots are in " + Bot.class.getModule() + ", expected on the " + args[0]);
    List<String> ids = RuleSets.all().map(RuleSet::id).sorted();
    check(ids.equals(List.of("american", "parchis", "russian")), "variants found: " + ids);

    for (String id : ids) {
      RuleSet rules = RuleSets.get(id);
      if (modulePath) {
        String module = rules.getClass().getModule().getName();
        check(module.equals("io.github.parcheesi." + id), id + " is in module " + module);
      }
      System.out.println("consumer on the " + args[0] + ": " + id + " " + playToTheEnd(rules));
      System.out.println(
          "consumer on the " + args[0] + ": " + id + " step by step " + StepByStep.play(rules));
      Match.Outcome bots =
          Match.play(rules, LinkedHashMap.of(Colour.YELLOW, "search", Colour.RED, "random"), 7);
      check(bots.winner().isDefined(), id + ": the bots' game ended without a winner");
      System.out.println(
          "consumer on the "
              + args[0]
              + ": "
              + id
              + " search against random won by "
              + bots.winner().get()
              + " after "
              + bots.turns()
              + " decisions");
    }
  }

  /**
   * Plays one seeded game with random legal moves until it is over.
   *
   * @param rules the rule set
   * @return who won, and after how many decisions
   */
  static String playToTheEnd(RuleSet rules) {
    Dice dice = Dice.seeded(7);
    RollOff rollOff = rules.rollOff(List.of(Colour.values()), dice);
    GameState state = rules.newGame(rollOff);
    int decisions = 0;
    while (state.phase() != Phase.OVER) {
      check(++decisions < 1_000_000, rules.id() + ": no end after a million decisions");
      List<Move> options =
          state.phase() == Phase.ROLL
              ? rules.legalMoves(state, dice.roll())
              : rules.legalMoves(state);
      state = rules.play(state, options.get(dice.nextInt(options.size())));
    }
    check(state.winner().isDefined(), rules.id() + ": game over without a winner: " + state);
    return "won by " + state.winner().get() + " after " + decisions + " decisions";
  }

  static void check(boolean condition, String message) {
    if (!condition) {
      throw new IllegalStateException(message);
    }
  }
}
