package io.github.parcheesi.parchis;

import io.github.parcheesi.testing.PerftSuite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The perft numbers of {@code parchis.perft}, up to the node limit of {@link PerftSuite} (run with
 * {@code -Dparcheesi.perft.nodes=20000000} to check every entry).
 */
class ParchisPerftTest {

  @Test
  void perftNumbersMatchTheFile(TestReporter reporter) {
    PerftSuite.Report report = PerftSuite.check(ParchisPerftTest.class, "/parchis.perft");
    reporter.publishEntry("parchis.perft", report.toString());
  }
}
