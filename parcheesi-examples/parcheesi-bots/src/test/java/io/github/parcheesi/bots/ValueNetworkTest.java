package io.github.parcheesi.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ValueNetworkTest {

  private static final SelfPlayTraining.Settings TINY =
      new SelfPlayTraining.Settings(2, 6, 0.01, 0.7);

  private static byte[] train(String variant, long seed, int games) throws IOException {
    SelfPlayTraining t = new SelfPlayTraining(RuleSets.get(variant), TINY, seed);
    for (int g = 0; g < games; g++) {
      t.playGame();
    }
    assertEquals(games, t.games());
    assertEquals(games, t.network().games());
    return bytes(t.network());
  }

  private static byte[] bytes(ValueNetwork net) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    net.write(out);
    return out.toByteArray();
  }

  @Test
  void theSameSeedAndGamesGiveTheSameWeightsByteForByte() throws IOException {
    byte[] a = train("parchis", 5, 3);
    byte[] b = train("parchis", 5, 3);
    assertArrayEquals(a, b);
    assertFalse(Arrays.equals(a, train("parchis", 6, 3)), "another seed, other weights");
    SelfPlayTraining untrained = new SelfPlayTraining(RuleSets.get("parchis"), TINY, 5);
    assertFalse(Arrays.equals(a, bytes(untrained.network())), "the games changed the weights");
  }

  @Test
  void weightsReadBackAsWrittenAndValueAlike() throws IOException {
    RuleSet rules = RuleSets.get("american");
    ValueNetwork net = ValueNetwork.random(rules, 2, 5, 9);
    byte[] written = bytes(net);
    ValueNetwork read = ValueNetwork.read(new ByteArrayInputStream(written), rules);
    assertArrayEquals(written, bytes(read));
    assertEquals(5, read.hidden());
    assertEquals(9, read.seed());
    GameState s = Notation.parsePosition("american R Y:n,n,10,20 R:n,5,13,r2");
    double v = net.value(s, Colour.YELLOW);
    assertTrue(v > 0 && v < 1, "a chance: " + v);
    assertEquals(v, read.value(s, Colour.YELLOW));
    GameState won = Notation.parsePosition("american Y Y:h,h,h,h R:n,5,13,r2 winner=Y");
    assertEquals(1.0, net.value(won, Colour.YELLOW));
    assertEquals(0.0, net.value(won, Colour.RED));
  }

  private static String refusal(byte[] bytes, RuleSet rules) {
    return assertThrows(
            IllegalArgumentException.class,
            () -> ValueNetwork.read(new ByteArrayInputStream(bytes), rules))
        .getMessage();
  }

  @Test
  void aMalformedOrMismatchedFileIsRefusedSayingWhatIsWrong() throws IOException {
    RuleSet american = RuleSets.get("american");
    byte[] good = bytes(ValueNetwork.random(american, 2, 3, 1));

    byte[] magic = good.clone();
    magic[0] = 'X';
    assertEquals("not a weight file: it does not start with PVAL", refusal(magic, american));

    byte[] format = good.clone();
    ByteBuffer.wrap(format).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 99);
    assertEquals(
        "weight file format 99; this library reads format " + ValueNetwork.FORMAT,
        refusal(format, american));

    String other = refusal(good, RuleSets.get("parchis"));
    assertTrue(
        other.startsWith("the weights are for american (") && other.contains("not parchis"), other);
    RuleSet eitherDie = american.withOption("eitherDie", "true").get();
    String options = refusal(good, eitherDie);
    assertTrue(options.contains("eitherDie=false") && options.contains("eitherDie=true"), options);

    String shortFile = refusal(Arrays.copyOf(good, good.length - 4), american);
    assertTrue(
        shortFile.contains("take " + (good.length - 4 - headerSize(good) + 4) + " bytes")
            && shortFile.endsWith("the file has " + (good.length - 4 - headerSize(good))),
        shortFile);
    String longFile = refusal(Arrays.copyOf(good, good.length + 1), american);
    assertTrue(longFile.endsWith("the file has " + (good.length + 1 - headerSize(good))), longFile);
    assertEquals(
        "the weight file ends in its header, after 10 bytes",
        refusal(Arrays.copyOf(good, 10), american));

    byte[] notANumber = good.clone();
    ByteBuffer.wrap(notANumber).order(ByteOrder.LITTLE_ENDIAN).putFloat(good.length - 4, Float.NaN);
    assertEquals("a weight is not a finite number: NaN", refusal(notANumber, american));

    byte[] inputs = good.clone();
    int at = headerSize(good) - 8 - 8 - 4 - 4;
    ByteBuffer.wrap(inputs).order(ByteOrder.LITTLE_ENDIAN).putInt(at, 7);
    String shape = refusal(inputs, american);
    assertTrue(
        shape.startsWith("the weights have 7 inputs; 2-player games of american have "), shape);
  }

  /** The header's bytes: all but the floats of 3 hidden units. */
  private static int headerSize(byte[] good) {
    int inputs = new ValueFeatures(RuleSets.get("american"), 2).inputs();
    return good.length - 4 * (inputs * 3 + 2 * 3 + 1);
  }

  @Test
  void networksRefuseGamesOfOtherRulesOrPlayers() {
    ValueNetwork net = ValueNetwork.random(RuleSets.get("american"), 2, 3, 1);
    GameState four = RuleSets.get("american").newGame(4);
    String players =
        assertThrows(IllegalArgumentException.class, () -> net.check(four)).getMessage();
    assertEquals(
        "the weights for american are for 2-player games; this game has 4 players", players);
    GameState parchis = RuleSets.get("parchis").newGame(2);
    String rules =
        assertThrows(IllegalArgumentException.class, () -> net.check(parchis)).getMessage();
    assertTrue(rules.startsWith("the weights are for american ("), rules);
  }

  @Test
  void weightsShipForEveryVariantsTwoAndFourPlayerGames() {
    for (String variant : new String[] {"american", "parchis", "russian"}) {
      RuleSet rules = RuleSets.get(variant);
      assertSame(ValueNetwork.shipped(rules, 2), ValueNetwork.shipped(rules));
      for (int players : new int[] {2, 4}) {
        ValueNetwork net = ValueNetwork.shipped(rules, players);
        assertEquals(players, net.players());
        assertTrue(net.games() > 0, variant + " weights are trained");
        GameState start = rules.newGame(players);
        double y = net.value(start, Colour.YELLOW);
        double fair = 1.0 / players;
        assertTrue(y > fair / 2 && y < fair * 1.6, variant + ": an even start is near even: " + y);
      }
      String why =
          assertThrows(IllegalArgumentException.class, () -> ValueNetwork.shipped(rules, 3))
              .getMessage();
      assertEquals("no learned weights ship for 3-player " + variant + " games", why);
    }
    RuleSet eitherDie = RuleSets.get("american").withOption("eitherDie", "true").get();
    String why =
        assertThrows(IllegalArgumentException.class, () -> ValueNetwork.shipped(eitherDie))
            .getMessage();
    assertTrue(why.contains("eitherDie=true"), why);
  }
}
