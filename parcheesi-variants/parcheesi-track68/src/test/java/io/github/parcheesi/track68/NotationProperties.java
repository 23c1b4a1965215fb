package io.github.parcheesi.track68;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.Roll;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Fuzzing the notation: any text given to {@link Notation#parsePosition} or {@link
 * Notation#parseMove} either raises {@link ParseException} (with a column and token that point into
 * the text), never any other exception, or parses to something that round-trips.
 */
class NotationProperties {

  private static final List<String> POSITIONS =
      List.of(
          "american Y Y:n,n,n,n G:n,n,n,n R:n,n,n,n B:n,n,n,n",
          "american Y Y:n,5,5,r3 G:12,60,h,h R:n,n,n,40 B:n,22,30,h doubles=1",
          "american R Y:1,68,r1,r7 R:n,n,39,39 doubles=2",
          "american Y Y:h,h,h,h R:n,n,5,40 winner=Y",
          "american G G:n,n,n,n B:17,22,22,r7");

  private static final List<String> MOVES =
      List.of("pass", "n/5", "12/17*", "r3/h", "n/5 5/8", "66/r3 r3/h 20/40* 40/50", "r3/n");

  /** Characters the notation uses, and a few it does not. */
  private static final String ALPHABET = "american YGRB:n,hr0123456789/*=doubleswinpx- \t";

  private static Gen<String> notationLike() {
    List<Character> chars = new java.util.ArrayList<>();
    for (char c : ALPHABET.toCharArray()) {
      chars.add(c);
    }
    return lists()
        .of(Generate.pick(chars))
        .ofSizeBetween(0, 70)
        .map(cs -> cs.stream().map(String::valueOf).reduce("", String::concat));
  }

  /** A valid text with a few edits: delete, duplicate, swap or replace characters. */
  private static Gen<String> mutated(List<String> valid) {
    return Generate.pick(valid)
        .zip(
            lists().of(Generate.range(0, Integer.MAX_VALUE - 1)).ofSizeBetween(1, 4),
            NotationProperties::mutate);
  }

  static String mutate(String text, List<Integer> edits) {
    StringBuilder sb = new StringBuilder(text);
    for (int e : edits) {
      if (sb.length() == 0) {
        break;
      }
      int at = (e >>> 2) % sb.length();
      int other = (e >>> 9) % sb.length();
      switch (e & 3) {
        case 0:
          sb.deleteCharAt(at);
          break;
        case 1:
          sb.insert(at, sb.charAt(at));
          break;
        case 2:
          char c = sb.charAt(at);
          sb.setCharAt(at, sb.charAt(other));
          sb.setCharAt(other, c);
          break;
        default:
          sb.setCharAt(at, ALPHABET.charAt((e >>> 16) % ALPHABET.length()));
          break;
      }
    }
    return sb.toString();
  }

  /** The position parses and round-trips, or the parser says where the text is wrong. */
  static void positionParsesOrIsRefused(String text) {
    GameState s;
    try {
      s = Notation.parsePosition(text, TestRules.AMERICAN);
    } catch (ParseException e) {
      pointsIntoTheText(text, e);
      return;
    }
    String printed = Notation.format(s);
    GameState again = Notation.parsePosition(printed, TestRules.AMERICAN);
    assertEquals(s, again, text);
    assertEquals(printed, Notation.format(again), text);
  }

  /** A move parses and prints as the same text (move texts have one form), or is refused. */
  static void moveParsesOrIsRefused(String text) {
    Move m;
    try {
      m = Notation.parseMove(text, Roll.of(3, 3));
    } catch (ParseException e) {
      pointsIntoTheText(text, e);
      return;
    }
    assertEquals(text, Notation.format(m));
    assertEquals(m, Notation.parseMove(Notation.format(m), Roll.of(3, 3)));
  }

  private static void pointsIntoTheText(String text, ParseException e) {
    assertTrue(
        e.column() >= 1 && e.column() <= text.length() + 1,
        "column " + e.column() + " outside '" + text + "': " + e.getMessage());
    assertTrue(
        text.startsWith(e.token(), e.column() - 1),
        "token '" + e.token() + "' is not at column " + e.column() + " of '" + text + "'");
  }

  @Test
  void arbitraryTextIsParsedOrRefusedWithAParseException() {
    qt().withFixedSeed(20240601L)
        .withExamples(3000)
        .forAll(strings().basicLatinAlphabet().ofLengthBetween(0, 60))
        .checkAssert(
            t -> {
              positionParsesOrIsRefused(t);
              moveParsesOrIsRefused(t);
            });
  }

  @Test
  void notationLikeTextIsParsedOrRefusedWithAParseException() {
    qt().withFixedSeed(7L)
        .withExamples(3000)
        .forAll(notationLike())
        .checkAssert(
            t -> {
              positionParsesOrIsRefused(t);
              moveParsesOrIsRefused(t);
            });
  }

  @Test
  void mutatedPositionsAreParsedOrRefusedWithAParseException() {
    qt().withFixedSeed(11L)
        .withExamples(5000)
        .forAll(mutated(POSITIONS))
        .checkAssert(NotationProperties::positionParsesOrIsRefused);
  }

  @Test
  void mutatedMovesAreParsedOrRefusedWithAParseException() {
    qt().withFixedSeed(13L)
        .withExamples(5000)
        .forAll(mutated(MOVES))
        .checkAssert(NotationProperties::moveParsesOrIsRefused);
  }

  @Test
  void theMutationsDoReachValidAndInvalidTexts() {
    // guards the generator: a fuzz that only ever produced refusals would prove little
    int parsed = 0;
    int refused = 0;
    java.util.Random r = new java.util.Random(5);
    for (int i = 0; i < 2000; i++) {
      String t = mutate(POSITIONS.get(i % POSITIONS.size()), List.of(r.nextInt(Integer.MAX_VALUE)));
      try {
        Notation.parsePosition(t, TestRules.AMERICAN);
        parsed++;
      } catch (ParseException e) {
        refused++;
      }
    }
    assertTrue(parsed > 50 && refused > 50, parsed + " parsed, " + refused + " refused");
  }
}
