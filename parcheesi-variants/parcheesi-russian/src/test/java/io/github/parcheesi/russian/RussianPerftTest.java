package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Checks {@code russian.perft} with {@link Perft#perft} (this module's own small runner), and the
 * perft numbers of capture=penalty.
 */
class RussianPerftTest extends Fixture {

  @Test
  void perftFile() throws IOException {
    int positions = 0;
    int checks = 0;
    try (InputStream in = RussianPerftTest.class.getResourceAsStream("/russian.perft")) {
      assertNotNull(in, "russian.perft on the test class path");
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      GameState s = null;
      String line;
      int n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        int hash = line.indexOf('#');
        String text = (hash >= 0 ? line.substring(0, hash) : line).trim();
        if (text.isEmpty()) {
          continue;
        }
        if (text.startsWith("position ")) {
          s = pos(text.substring("position ".length()));
          positions++;
        } else {
          String[] f = text.split(" ");
          assertTrue(f.length == 3 && f[0].equals("perft") && s != null, "line " + n + ": " + line);
          int depth = Integer.parseInt(f[1]);
          assertEquals(Long.parseLong(f[2]), Perft.perft(s, depth), "line " + n + ": " + s);
          checks++;
        }
      }
    }
    assertTrue(positions >= 10, "at least ten positions, found " + positions);
    assertTrue(checks >= positions);
  }

  @Test
  void capturePenaltyPerft() {
    String text = "russian Y Y:n,n,20,30,50 R:n,n,n,24,34";
    assertEquals(199, Perft.perft(pos(text), 1));
    assertEquals(256, Perft.perft(pos(PENALTY, text), 1));
    assertEquals(19221, Perft.perft(pos(text), 2));
    assertEquals(33671, Perft.perft(pos(PENALTY, text), 2));
  }
}
