package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StartCommandTest {

  @Test
  void twoPlayersSitOppositeAndYellowStarts() {
    Cli.Result r = Cli.run("start", "--players", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals("american Y Y:n,n,n,n R:n,n,n,n\n", r.out());
    assertEquals("", r.err());
  }

  @Test
  void defaultIsFourPlayersYellowFirst() {
    Cli.Result r = Cli.run("start");
    assertEquals(0, r.status(), r.err());
    assertEquals("american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n\n", r.out());
  }

  @Test
  void threePlayersAreYellowGreenRed() {
    assertEquals(
        "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n\n", Cli.run("start", "--players", "3").out());
  }

  @Test
  void coloursInAnyOrderPrintInPlayOrderWithYellowFirst() {
    Cli.Result r = Cli.run("start", "--colours", "B,R,Y");
    assertEquals(0, r.status(), r.err());
    assertEquals("american Y Y:n,n,n,n R:n,n,n,n B:n,n,n,n\n", r.out());
  }

  @Test
  void withoutYellowTheFirstInPlayOrderStarts() {
    assertEquals("american G G:n,n,n,n R:n,n,n,n\n", Cli.run("start", "--colours", "R,G").out());
    assertEquals("american R R:n,n,n,n B:n,n,n,n\n", Cli.run("start", "--colours", "B,R").out());
  }

  @Test
  void thePositionNamesTheOptionsItIsPlayedUnder() {
    Cli.Result r = Cli.run("start", "--option", "eitherDie=true");
    assertEquals(0, r.status(), r.err());
    assertEquals("american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n eitherDie=true\n", r.out());
    Cli.Result defaults = Cli.run("start", "--option", "eitherDie=false");
    assertEquals("american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n\n", defaults.out());
  }

  @Test
  void sameArgumentsGiveTheSameOutput() {
    assertEquals(
        Cli.run("start", "--colours", "G,B").out(), Cli.run("start", "--colours", "G,B").out());
  }

  @Test
  void badSeatsAreErrorsNamingTheArgument() {
    assertError(Cli.run("start", "--players", "5"), "--players", "5");
    assertError(Cli.run("start", "--players", "1"), "--players", "1");
    assertError(Cli.run("start", "--players", "two"), "--players", "two");
    assertError(Cli.run("start", "--colours", "Y,Y"), "--colours", "Y");
    assertError(Cli.run("start", "--colours", "Y,X"), "--colours", "'X'");
    assertError(Cli.run("start", "--colours", "Y"), "--colours", "2 to 4");
    assertError(Cli.run("start", "--players", "2", "--colours", "Y,R"), "--players", "--colours");
  }
}
