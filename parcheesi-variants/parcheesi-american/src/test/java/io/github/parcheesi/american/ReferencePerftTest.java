package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.testing.PerftSuite;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Confirms the numbers of {@code american.perft} with the independent {@link ReferenceAmerican}:
 * every depth-1 count, and deeper counts up to a node limit (system property {@value
 * #NODE_LIMIT_PROPERTY}, default {@value #DEFAULT_NODE_LIMIT}: the reference is slow). Counts above
 * the limit are listed, never skipped silently.
 */
// slow, and tests the reference generator, not the engine: left out of PIT's runs
@Tag("slow")
class ReferencePerftTest {

  static final String NODE_LIMIT_PROPERTY = "parcheesi.reference.perftNodes";
  static final long DEFAULT_NODE_LIMIT = 15_000;

  @Test
  void theReferenceGivesTheNumbersOfThePerftFile() {
    long limit = Long.getLong(NODE_LIMIT_PROPERTY, DEFAULT_NODE_LIMIT);
    List<String> mismatches = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    int depthOne = 0;
    int checked = 0;
    for (PerftSuite.Entry e : PerftSuite.read(ReferencePerftTest.class, "/american.perft")) {
      ReferenceAmerican.Options options = ReferenceAmerican.Options.DEFAULT;
      for (Map.Entry<String, String> o : e.options().entrySet()) {
        options = options.with(o.getKey(), Boolean.parseBoolean(o.getValue()));
      }
      ReferenceAmerican reference = new ReferenceAmerican(options);
      for (PerftSuite.Expectation x : e.expectations()) {
        if (x.depth() > 1 && x.count() > limit) {
          skipped.add("line " + x.line() + " perft " + x.depth() + " " + x.count());
          continue;
        }
        long got = reference.perft(e.position(), x.depth());
        checked++;
        depthOne += x.depth() == 1 ? 1 : 0;
        if (got != x.count()) {
          mismatches.add(
              "line "
                  + x.line()
                  + ": perft "
                  + x.depth()
                  + " of "
                  + e
                  + ": file says "
                  + x.count()
                  + ", the reference counts "
                  + got);
        }
      }
    }
    System.out.println(
        "american.perft by the reference: "
            + checked
            + " counts checked ("
            + depthOne
            + " at depth 1); above -D"
            + NODE_LIMIT_PROPERTY
            + "="
            + limit
            + ", not checked: "
            + skipped);
    assertTrue(depthOne >= 10, "only " + depthOne + " depth-1 counts");
    assertEquals(List.of(), mismatches);
  }
}
