package io.github.parcheesi.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.record.GameRecord;
import io.github.parcheesi.record.RecordError;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Game records that the program wrote before the format moved into the library, kept as files in
 * {@code src/test/resources/records}, still read, replay to the winner their last comment names,
 * and are written again byte for byte (the comment aside). They were written by {@code simulate
 * --record DIR --games 1} with:
 *
 * <ul>
 *   <li>{@code american-four-players.txt}: {@code --variant american --players 4 --bots
 *       heuristic,random --option threeDoublesPenalty=true --option mustEnter=true --seed 11};
 *   <li>{@code parchis-first-named.txt}: {@code --variant parchis --players 3 --first G --bots
 *       search,random --option bonuses=true --seed 5};
 *   <li>{@code parchis-two-players.txt}: {@code --variant parchis --players 2 --seed 9};
 *   <li>{@code russian-roll-off-rounds.txt}: the second game of {@code --variant russian --games 2
 *       --players 4 --bots heuristic --seed 3 --option capture=penalty}, whose roll-off took two
 *       rounds and which has decisions without a roll.
 * </ul>
 *
 * <p>The example records of the core's RECORDS.md replay too.
 */
class RecordFilesTest {

  private static final Path RECORDS = Path.of("src/test/resources/records");

  private static final Pattern WINNER = Pattern.compile("\\n# winner ([YGRB])\\n$");

  @Test
  void recordsWrittenByTheProgramReadReplayAndAreWrittenAgainTheSame() throws Exception {
    List<String> names =
        List.of(
            "american-four-players.txt",
            "parchis-first-named.txt",
            "parchis-two-players.txt",
            "russian-roll-off-rounds.txt");
    for (String name : names) {
      String text = Files.readString(RECORDS.resolve(name), StandardCharsets.UTF_8);
      Matcher winner = WINNER.matcher(text);
      assertTrue(winner.find(), name + " ends with its winner");
      Either<RecordError, GameRecord> read = GameRecord.read(text);
      assertTrue(read.isRight(), name + ": " + read);
      GameRecord record = read.get();
      assertEquals(name.substring(0, name.indexOf('-')), record.rules().id(), name);
      assertEquals(
          text.substring(0, winner.start() + 1), record.format(), name + " is written the same");
      Either<RecordError, GameState> end = record.replay();
      assertTrue(end.isRight(), name + ": " + end);
      assertEquals(
          Colour.ofLetter(winner.group(1).charAt(0)), end.get().winner(), name + "'s winner");
    }
  }

  @Test
  void theRecordsOfTheFilesHoldWhatTheirCommandsAsked() throws Exception {
    GameRecord american = read("american-four-players.txt");
    assertEquals(
        "true", american.rules().optionValues().get("threeDoublesPenalty").getOrElse("false"));
    assertEquals("true", american.rules().optionValues().get("mustEnter").getOrElse("false"));
    assertEquals("heuristic", american.players().get(Colour.YELLOW).get());
    GameRecord named = read("parchis-first-named.txt");
    assertTrue(named.rollOff().isEmpty(), "--first names the first player");
    assertEquals(Colour.GREEN, named.start().toMove());
    GameRecord russian = read("russian-roll-off-rounds.txt");
    assertEquals(2, russian.rollOff().get().rounds().size());
    assertEquals(Colour.RED, russian.rollOff().get().first());
    assertTrue(russian.entries().exists(e -> e.roll().isEmpty()), "decisions without a roll");
    assertEquals("penalty", russian.rules().optionValues().get("capture").getOrElse("forced"));
  }

  @Test
  void theExampleRecordsOfRecordsMdReplay() throws Exception {
    String doc = Files.readString(Path.of("../parcheesi-core/RECORDS.md"), StandardCharsets.UTF_8);
    Matcher m =
        Pattern.compile("```\\n(# parcheesi game record\\n.*?)```", Pattern.DOTALL).matcher(doc);
    int n = 0;
    while (m.find()) {
      n++;
      Either<RecordError, GameState> end = GameRecord.read(m.group(1)).flatMap(GameRecord::replay);
      assertTrue(end.isRight(), "RECORDS.md's record " + n + ": " + end);
    }
    assertTrue(n > 0, "RECORDS.md shows a record");
  }

  private static GameRecord read(String name) throws Exception {
    return GameRecord.read(Files.readString(RECORDS.resolve(name), StandardCharsets.UTF_8)).get();
  }
}
