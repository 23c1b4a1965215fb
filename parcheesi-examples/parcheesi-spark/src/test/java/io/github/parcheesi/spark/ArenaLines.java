package io.github.parcheesi.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.parcheesi.bots.Arena;
import io.github.parcheesi.bots.ArenaJson;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The single-machine arena's JSON lines of an arena's games, and the same line made from a Spark
 * row, to compare game for game.
 */
final class ArenaLines {

  private static final ObjectMapper JSON = new ObjectMapper();

  private ArenaLines() {}

  /** The lines the arena writes (parcheesi.jar arena --out), played here, one game at a time. */
  static List<String> played(ArenaSpec spec) {
    Arena arena = spec.arena();
    ArenaJson json = new ArenaJson(arena.rules(), false);
    List<String> out = new ArrayList<>();
    for (int g = 0; g < arena.games(); g++) {
      out.add(json.line(arena.play(g, false, spec.timeoutMillis())));
    }
    return out;
  }

  /** The arena's line of the game a row holds. */
  static String line(GameRow r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", r.getGame());
    m.put("deal", r.getDeal());
    m.put("seed", r.getSeed());
    m.put("variant", r.getVariant());
    m.put("options", new LinkedHashMap<>(r.getOptions()));
    Map<String, String> seats = new LinkedHashMap<>();
    r.getSeats().entrySet().stream()
        .sorted(Comparator.comparing(e -> "YGRB".indexOf(e.getKey())))
        .forEach(e -> seats.put(e.getKey(), e.getValue()));
    m.put("seats", seats);
    m.put("first", r.getFirst());
    m.put("winner", r.getWinner());
    m.put("turns", r.getTurns());
    try {
      return JSON.writeValueAsString(m);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
