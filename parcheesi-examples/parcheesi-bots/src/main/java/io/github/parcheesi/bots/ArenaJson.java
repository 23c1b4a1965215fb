package io.github.parcheesi.bots;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The arena's games as JSON lines, one object per game (COMMANDS.md, "arena"):
 *
 * <pre>{@code
 * {"game":0,"deal":0,"seed":2092789425003139053,"variant":"american","options":{},
 *  "seats":{"Y":"heuristic","R":"random"},"first":"Y","winner":"Y","turns":53}
 * }</pre>
 *
 * <p>(on one line). {@code options} has the rule options not at their defaults; {@code seats} maps
 * each colour in play order to its bot; {@code winner} is {@code null} for a game abandoned after
 * {@value Match#MAX_TURNS} decisions; {@code turns} counts decisions. With records, {@code record}
 * is the game's record as text.
 */
public final class ArenaJson {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final String variant;
  private final Map<String, String> options;
  private final boolean records;

  /**
   * The lines of an arena's games.
   *
   * @param rules the rules of every game
   * @param records whether each line has the game's record (the games must have kept theirs)
   */
  public ArenaJson(RuleSet rules, boolean records) {
    this.variant = rules.id();
    this.options = changedOptions(rules); // the same for every game: worked out once
    this.records = records;
  }

  /**
   * One game as a JSON object on one line, without a line end.
   *
   * @param p the game
   * @return the line
   * @throws IllegalArgumentException when records are asked for and the game kept none
   */
  public String line(Arena.Played p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", p.game());
    m.put("deal", p.deal());
    m.put("seed", p.seed());
    m.put("variant", variant);
    m.put("options", options);
    Map<String, String> seats = new LinkedHashMap<>();
    p.seats().forEach((c, bot) -> seats.put(String.valueOf(c.letter()), bot));
    m.put("seats", seats);
    m.put("first", String.valueOf(p.outcome().first().letter()));
    m.put("winner", p.outcome().winner().map(c -> String.valueOf(c.letter())).getOrNull());
    m.put("turns", p.outcome().turns());
    if (records) {
      m.put(
          "record",
          p.outcome()
              .record()
              .getOrElseThrow(
                  () -> new IllegalArgumentException("game " + p.game() + " kept no record"))
              .format());
    }
    try {
      return JSON.writeValueAsString(m);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The rule options whose values are not their defaults, by name. */
  private static Map<String, String> changedOptions(RuleSet rules) {
    Map<String, String> out = new LinkedHashMap<>();
    io.vavr.collection.Map<String, String> values = rules.optionValues();
    for (RuleOption<?> option : rules.options()) {
      String value = values.get(option.name()).getOrElse(option.defaultValue());
      if (!value.equals(option.defaultValue())) {
        out.put(option.name(), value);
      }
    }
    return out;
  }
}
