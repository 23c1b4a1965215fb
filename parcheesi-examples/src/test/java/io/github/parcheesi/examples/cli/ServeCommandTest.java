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

  @Test
  void badProgramsAreRefusedNamingTheBot() {
    Cli.assertError(Cli.run("serve", "--db", "none", "--bot", "python3 x.py"), "--bot", "NAME=");
    Cli.assertError(Cli.run("serve", "--db", "none", "--bot", "=python3"), "--bot");
    Cli.assertError(Cli.run("serve", "--db", "none", "--bot", "search=x"), "'search' is taken");
    Cli.assertError(Cli.run("serve", "--db", "none", "--bot", "learned=x"), "'learned' is taken");
    Cli.assertError(Cli.run("serve", "--db", "none", "--bot", "Py=x"), "'Py'", "lower-case");
    Cli.assertError(Cli.run("serve", "--db", "none", "--bot", "py="), "'py'", "command");
    Cli.assertError(
        Cli.run("serve", "--db", "none", "--bot", "py=x", "--bot", "py=y"), "'py'", "twice");
    Cli.assertError(
        Cli.run("serve", "--db", "none", "--bot", "py=x", "--bot-timeout", "0"), "--bot-timeout");
  }
}
