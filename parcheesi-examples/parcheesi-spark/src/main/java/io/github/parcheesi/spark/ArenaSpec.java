package io.github.parcheesi.spark;

import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Arena;
import io.vavr.collection.LinkedHashMap;
import java.io.Serializable;
import java.util.List;

/**
 * What an arena is made of, as plain values that travel to Spark's executors: each executor makes
 * the rule set and the {@link Arena} again from them, and plays its games with the arena's own
 * {@link Arena#play(int, boolean, long)}, so a game is the very game the single-machine arena plays
 * with the same seed, bots and options.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * ArenaSpec spec = new ArenaSpec("american", List.of("eitherDie=true"), List.of("random", "heuristic"),
 *     100, 1, true, 10_000, "eitherDie=true");
 * Arena arena = spec.arena(); // 100 paired games, as arena --option eitherDie=true plays them
 * }</pre>
 *
 * <p>Its serialised form is Java serialisation's for a record, for Spark alone: not an interface to
 * keep stable.
 *
 * @serial exclude
 * @param variant the variant's id, such as {@code american}
 * @param options the rule options, each {@code KEY=VALUE} as {@code --option} takes it, in order
 * @param bots the bots, one per seat, 2 to 4 (a name may repeat)
 * @param games the games wanted (the arena rounds them up to whole deals when paired)
 * @param seed the seed the games' seeds are made from
 * @param paired whether each deal is played in every arrangement of the bots
 * @param timeoutMillis how long an external bot ({@code exec:}) may take to answer
 * @param label the name of the option set in results and reports
 */
public record ArenaSpec(
    String variant,
    List<String> options,
    List<String> bots,
    int games,
    long seed,
    boolean paired,
    long timeoutMillis,
    String label)
    implements Serializable {

  private static final long serialVersionUID = 1L;

  /**
   * Keeps serialisable copies of the lists.
   *
   * @param variant the variant's id
   * @param options the rule options, each {@code KEY=VALUE}
   * @param bots the bots, one per seat
   * @param games the games wanted
   * @param seed the seed
   * @param paired whether the games are paired
   * @param timeoutMillis the timeout of external bots
   * @param label the option set's name
   */
  public ArenaSpec {
    options = List.copyOf(options);
    bots = List.copyOf(bots);
  }

  /**
   * The rule set: the variant with the options applied in order.
   *
   * @return the rule set
   * @throws IllegalArgumentException naming the unknown variant, or the option that is malformed,
   *     unknown or given a bad value
   */
  public RuleSet rules() {
    RuleSet rules =
        RuleSets.get(variant, LinkedHashMap.empty())
            .getOrElseThrow(why -> new IllegalArgumentException(why.message()));
    for (String option : options) {
      int eq = option.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("expected KEY=VALUE, got '" + option + "'");
      }
      rules =
          rules
              .withOption(option.substring(0, eq), option.substring(eq + 1))
              .getOrElseThrow(why -> new IllegalArgumentException(why.message()));
    }
    return rules;
  }

  /**
   * The arena, as {@link Arena#of} makes it from the rules, bots, games, seed and pairing.
   *
   * @return the arena
   */
  public Arena arena() {
    return Arena.of(rules(), io.vavr.collection.List.ofAll(bots), games, seed, paired);
  }
}
