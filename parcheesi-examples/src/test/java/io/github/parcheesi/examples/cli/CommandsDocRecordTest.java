package io.github.parcheesi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.GameState;
import io.github.parcheesi.record.GameRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The game record shown in COMMANDS.md is a legal game, and the one its {@code play} example saves;
 * the example's output is the program's own.
 */
class CommandsDocRecordTest {

  @Test
  void commandsDocRecordReplays() throws Exception {
    String doc = Files.readString(Path.of("COMMANDS.md"), StandardCharsets.UTF_8);
    Matcher m =
        Pattern.compile("```\\n(# parcheesi game record\\n.*?)```", Pattern.DOTALL).matcher(doc);
    assertTrue(m.find(), "COMMANDS.md shows a game record");
    GameRecord record = GameRecord.read(m.group(1)).get();
    GameState end = record.replay().get();
    assertEquals("american Y Y:n,n,n,10 R:n,n,n,39 doubles=1", end.toString());
    // B6: the record's roll-off made red start (the lowest die in American)
    assertEquals(io.github.parcheesi.Colour.RED, record.rollOff().get().first());
    // the record is what play --seed 23 writes when the person answers 2 and saves
    Cli.Result r = Cli.runWithInput("2\nquit\n", "play", "--seed", "23", "--no-color");
    assertEquals(0, r.status(), r.err());
    assertTrue(
        doc.contains(r.out().substring(0, r.out().indexOf("yellow> 2") + 9)),
        "COMMANDS.md's play example is the real output");
    Path saved = Files.createTempFile("commands-record", ".txt");
    try {
      Cli.Result again =
          Cli.runWithInput("2\nsave " + saved + "\nquit\n", "play", "--seed", "23", "--no-color");
      assertEquals(0, again.status(), again.err());
      assertEquals(
          m.group(1), Files.readString(saved), "COMMANDS.md's record is the one play saves");
    } finally {
      Files.deleteIfExists(saved);
    }
  }
}
