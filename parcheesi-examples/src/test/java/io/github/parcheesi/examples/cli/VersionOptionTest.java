package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code parcheesi --version} (cli.md). The integration test (src/it/consumer) checks that the
 * built parcheesi.jar prints the project's very version.
 */
class VersionOptionTest {

  @Test
  void versionPrintsTheBuildsVersion() {
    Cli.Result r = Cli.run("--version");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    // written by the build's resource filtering: a version, not the placeholder
    assertTrue(r.out().matches("parcheesi \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n"), r.out());
  }

  @Test
  void helpOfTheProgramListsVersion() {
    Cli.Result r = Cli.run("--help");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("--version"), r.out());
    assertTrue(r.out().contains("Print the version and exit."), r.out());
  }
}
