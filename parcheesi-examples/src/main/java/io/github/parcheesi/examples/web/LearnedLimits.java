package io.github.parcheesi.examples.web;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Bots;
import io.github.parcheesi.bots.ValueNetwork;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where the learned bots ({@link Bots#learnedNames()}: {@code value} and {@code learned}) can play:
 * the games their shipped weights were trained for ({@link ValueNetwork#shipped}), that is a
 * variant's rules at the options of its weights, with as many players as they were trained for (two
 * and four for each variant). A new game that seats a learned bot elsewhere is refused ({@link
 * ErrorCode#BOT_NOT_TRAINED}); the catalogue tells the page where each can play ({@link
 * #settings()}); and the hint comes from the {@code learned} bot where it can play ({@link
 * Adviser}).
 */
final class LearnedLimits {

  /** A game's rules and number of players, the key of the weights shipped for it. */
  private record Game(RuleSet rules, int players) {}

  // each game's shipped weights, or why none fit it: read once, as rule sets are few
  private static final ConcurrentHashMap<Game, Either<String, ValueNetwork>> WEIGHTS =
      new ConcurrentHashMap<>();

  private LearnedLimits() {}

  /** The weights shipped for a rule set's games of a number of players, or why none fit them. */
  private static Either<String, ValueNetwork> weights(RuleSet rules, int players) {
    return WEIGHTS.computeIfAbsent(
        new Game(rules, players),
        g -> {
          try {
            return Either.right(ValueNetwork.shipped(g.rules(), g.players()));
          } catch (IllegalArgumentException e) {
            return Either.left(e.getMessage());
          }
        });
  }

  /**
   * Why a seat's player cannot play a game: only a learned bot outside what its weights were
   * trained for has a reason.
   *
   * @param player a seat's player: a person, a bot or a program
   * @param rules the game's rules, with its options
   * @param players how many colours play
   * @return the reason in English, or none where the player can play
   */
  static Option<String> refusal(String player, RuleSet rules, int players) {
    if (!Bots.learnedNames().contains(player)) {
      return Option.none();
    }
    return weights(rules, players).swap().toOption().map(why -> player + " bot: " + why);
  }

  /**
   * Where each learned bot can play, for the catalogue: each bot's name to the settings it plays,
   * each {@code {"variant": "american", "players": 2, "options": {"KEY": "VALUE", ...}}}, a game of
   * that variant with that many seats and every option at the value given.
   *
   * @return the settings by bot
   */
  static Map<String, List<Map<String, Object>>> settings() {
    List<Map<String, Object>> trained = new ArrayList<>();
    for (RuleSet rules : RuleSets.all()) {
      for (int players = 2; players <= 4; players++) {
        Either<String, ValueNetwork> weights = weights(rules, players);
        if (weights.isLeft()) {
          continue; // no weights ship for these games: no learned bot plays them
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("variant", rules.id());
        s.put("players", players);
        s.put("options", weights.get().rules().optionValues().toJavaMap(e -> e));
        trained.add(s);
      }
    }
    Map<String, List<Map<String, Object>>> out = new LinkedHashMap<>();
    for (String bot : Bots.learnedNames()) {
      out.put(bot, trained);
    }
    return out;
  }
}
