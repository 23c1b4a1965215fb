package io.github.parcheesi.examples.cli;

import org.junit.jupiter.api.Test;

/** {@code serve}'s options refused before any server starts or any file is opened. */
class ServeCommandTest {

  @Test
  void badOptionsAreRefusedNamingTheOption() {
    Cli.assertError(Cli.run("serve", "--expire-days", "-1", "--db", "none"), "--expire-days");
    Cli.assertError(Cli.run("serve", "--max-games", "0", "--db", "none"), "--max-games");
    Cli.assertError(Cli.run("serve", "--db", "games;INIT=RUNSCRIPT"), "--db", "';'");
    Cli.assertError(Cli.run("serve", "--db", ""), "--db");
    Cli.assertError(Cli.run("serve", "--port", "70000", "--db", "none"), "--port");
  }
}
