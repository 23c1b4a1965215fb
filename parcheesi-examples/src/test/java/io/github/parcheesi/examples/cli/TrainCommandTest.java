package io.github.parcheesi.examples.cli;

import static io.github.parcheesi.examples.cli.Cli.assertError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.ValueNetwork;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code train}: the same weights from the same arguments, checkpoints, and its errors. */
class TrainCommandTest {

  private static Cli.Result train(Path out, String games, String... more) {
    java.util.List<String> args =
        new java.util.ArrayList<>(
            java.util.List.of(
                "train",
                "--variant",
                "parchis",
                "--games",
                games,
                "--hidden",
                "4",
                "--checkpoint-every",
                "2",
                "--checkpoint-games",
                "2",
                "--checkpoint-bots",
                "random",
                "--threads",
                "1",
                "--out",
                out.toString()));
    args.addAll(java.util.List.of(more));
    return Cli.run(args.toArray(new String[0]));
  }

  private static Cli.Result train(Path out) {
    return train(out, "4", "--seed", "3");
  }

  @Test
  void theSameArgumentsWriteTheSameWeightsAndCheckpoints(@TempDir Path dir) throws IOException {
    Cli.Result a = train(dir.resolve("a.bin"));
    Cli.Result b = train(dir.resolve("b.bin"));
    assertEquals(0, a.status(), a.err());
    assertArrayEquals(
        Files.readAllBytes(dir.resolve("a.bin")), Files.readAllBytes(dir.resolve("b.bin")));
    String[] lines = a.out().split("\n");
    assertEquals(4, lines.length, a.out());
    assertEquals(
        "train: parchis, 2 players, games 1 to 4, seed 3, hidden 4, alpha 0.01, lambda 0.7",
        lines[0]);
    assertTrue(
        lines[1].matches(
            "games 2, [0-9.]+ moves a game; value - random [0-9.]+ \\(95% .* to .*, 2 games\\)"),
        lines[1]);
    assertTrue(lines[2].startsWith("games 4, "), lines[2]);
    assertEquals("weights: " + dir.resolve("a.bin"), lines[3]);
    assertEquals(a.out().replace("a.bin", "b.bin"), b.out());
    assertTrue(a.err().startsWith("time: "), a.err());
    try (InputStream in = Files.newInputStream(dir.resolve("a.bin"))) {
      ValueNetwork net = ValueNetwork.read(in, RuleSets.get("parchis"));
      assertEquals(4, net.games());
      assertEquals(4, net.hidden());
      assertEquals(3, net.seed());
    }
  }

  @Test
  void aFourPlayerCheckpointSeatsTheOpponentInEveryOtherSeat(@TempDir Path dir) throws IOException {
    Cli.Result r = train(dir.resolve("four.bin"), "2", "--seed", "3", "--players", "4");
    assertEquals(0, r.status(), r.err());
    String[] lines = r.out().split("\n");
    assertEquals(
        "train: parchis, 4 players, games 1 to 2, seed 3, hidden 4, alpha 0.01, lambda 0.7",
        lines[0]);
    // two games asked, rounded up to a whole deal: the four arrangements of value and 3 random
    assertTrue(
        lines[1].matches(
            "games 2, [0-9.]+ moves a game; value against 3 random wins [0-9.]+ \\(95% .* to .*,"
                + " 4 games\\)"),
        lines[1]);
    try (InputStream in = Files.newInputStream(dir.resolve("four.bin"))) {
      assertEquals(4, ValueNetwork.read(in, RuleSets.get("parchis")).players());
    }
  }

  @Test
  void aResumedTrainingEndsWithTheWeightsOfOneFromTheStart(@TempDir Path dir) throws IOException {
    Cli.Result whole = train(dir.resolve("whole.bin"));
    Cli.Result half = train(dir.resolve("half.bin"), "2", "--seed", "3");
    Cli.Result rest =
        train(dir.resolve("rest.bin"), "4", "--resume", dir.resolve("half.bin").toString());
    assertEquals(0, rest.status(), rest.err());
    assertArrayEquals(
        Files.readAllBytes(dir.resolve("whole.bin")), Files.readAllBytes(dir.resolve("rest.bin")));
    assertTrue(
        rest.out().startsWith("train: parchis, 2 players, games 3 to 4, seed 3, hidden 4"),
        rest.out());
    String lastCheckpoint = whole.out().split("\n")[2];
    assertTrue(lastCheckpoint.startsWith("games 4, "), whole.out());
    assertTrue(
        rest.out().contains(lastCheckpoint.substring(lastCheckpoint.indexOf(';'))),
        "the same checkpoint: " + rest.out() + " and " + whole.out());
    assertError(
        train(
            dir.resolve("x.bin"),
            "4",
            "--resume",
            dir.resolve("half.bin").toString(),
            "--seed",
            "4"),
        "--seed",
        "3");
    assertError(
        train(dir.resolve("x.bin"), "2", "--resume", dir.resolve("half.bin").toString()),
        "--games",
        "the 2 games the weights have had");
    assertError(
        Cli.run(
            "train",
            "--variant",
            "american",
            "--games",
            "4",
            "--out",
            dir.resolve("x.bin").toString(),
            "--resume",
            dir.resolve("half.bin").toString()),
        "--resume",
        "not american");
    assertEquals(0, half.status(), half.err());
  }

  @Test
  void badArgumentsAreNamed(@TempDir Path dir) {
    String out = dir.resolve("w.bin").toString();
    assertError(Cli.run("train", "--games", "0", "--out", out), "--games");
    assertError(Cli.run("train", "--games", "2", "--alpha", "0", "--out", out), "alpha");
    assertError(Cli.run("train", "--games", "2", "--players", "5", "--out", out), "players");
    assertError(
        Cli.run("train", "--games", "2", "--checkpoint-bots", "clever", "--out", out),
        "--checkpoint-bots",
        "clever");
    assertTrue(Files.notExists(dir.resolve("w.bin")), "no weights are written");
  }
}
