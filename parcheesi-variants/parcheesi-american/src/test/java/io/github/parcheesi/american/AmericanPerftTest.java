package io.github.parcheesi.american;

import io.github.parcheesi.testing.PerftSuite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The perft numbers of {@code american.perft}, up to the node limit of {@link PerftSuite} (run with
 * {@code -Dparcheesi.perft.nodes=10000000} to check every entry).
 */
class AmericanPerftTest {

  @Test
  void perftNumbersMatchTheFile(TestReporter reporter) {
    PerftSuite.Report report = PerftSuite.check(AmericanPerftTest.class, "/american.perft");
    reporter.publishEntry("american.perft", report.toString());
  }
}
