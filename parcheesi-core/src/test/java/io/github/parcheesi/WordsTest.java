package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WordsTest {

  private static final Words EN = Words.of(Locale.ENGLISH);
  private static final Words RU = Words.of(Locale.forLanguageTag("ru"));

  /** Each kind's event, with every field its sentences use, between yellow and red. */
  private static List<Event> samples() {
    Colour y = Colour.YELLOW;
    Colour r = Colour.RED;
    List<Event> out = List.empty();
    for (Event.Kind kind : Event.Kind.values()) {
      Event e = Event.of(kind, y).withOther(r);
      switch (kind) {
        case MOVE:
          out = out.append(Event.move(y, Location.track(20), Location.track(23), Spent.die(3)));
          out = out.append(Event.of(kind, y).withMovement(y, Location.nest(), Location.track(5)));
          out =
              out.append(
                  Event.move(y, Location.rest(2), Location.homeRow(3), Spent.die(5)).withOther(r));
          break;
        case CAPTURE:
          out = out.append(Event.capture(y, r, Location.track(22), Location.nest()));
          out = out.append(Event.capture(y, r, Location.track(22), Location.prisonerOf(y)));
          break;
        case SWAP:
          out = out.append(e.withMovement(y, Location.track(23), Location.rest(3)));
          out = out.append(e.withMovement(r, Location.rest(3), Location.track(23)));
          break;
        case RELEASE:
          out = out.append(e.withMovement(r, Location.prisonerOf(y), Location.nest()));
          out = out.append(e.withMovement(y, Location.prisonerOf(r), Location.nest()));
          break;
        case BUY_BACK:
          out = out.append(e.withMovement(y, Location.prisonerOf(r), Location.nest()));
          break;
        case PENALTY:
          out = out.append(e.withMovement(y, Location.homeRow(3), Location.nest()).withRule("A13"));
          out = out.append(e.withMovement(y, Location.track(20), Location.mirror()).withRule("R4"));
          break;
        case STRAIGHT_HOME:
          out = out.append(e.withMovement(y, Location.track(40), Location.home()).withRule("R13"));
          break;
        case VALUE_GIVEN_UP:
          out = out.append(e.withSpent(Spent.of(Spent.Kind.CAPTURE_BONUS, 20)));
          out = out.append(e);
          break;
        case ROLL_AGAIN:
          out = out.append(Event.of(kind, y).withRule("A14"));
          break;
        case WIN:
          out = out.append(Event.of(kind, y));
          break;
        default:
          out = out.append(e);
      }
    }
    return out;
  }

  private static void assertWellFormed(String sentence, Event e, String form) {
    String what = e + " " + form + ": " + sentence;
    assertFalse(sentence.isBlank(), what);
    assertFalse(sentence.contains("{") || sentence.contains("}"), "placeholder left: " + what);
    assertFalse(sentence.contains("''"), "quote left doubled: " + what);
    assertFalse(sentence.contains("  ") || sentence.contains(" ."), "a blank argument: " + what);
    assertTrue(sentence.matches("(?s)\\p{Lu}.*[.!?]"), "a capitalised sentence: " + what);
  }

  @Test
  void everyKindHasASentenceInBothLanguagesForEveryPerson() {
    List<Event> events = samples();
    assertEquals(
        Set.of(Event.Kind.values()), events.map(Event::kind).toJavaSet(), "every kind sampled");
    for (Words w : List.of(EN, RU)) {
      for (Event e : events) {
        Colour owner = e.movement().map(Movement::colour).getOrElse(e.actor());
        assertWellFormed(w.describe(e), e, "to nobody");
        assertWellFormed(w.describe(e, e.actor()), e, "to the actor");
        Colour other = e.other().getOrElse(owner == e.actor() ? Colour.BLUE : owner);
        assertWellFormed(w.describe(e, other), e, "to the other");
        assertWellFormed(w.describe(e, Colour.GREEN), e, "to a bystander");
      }
    }
  }

  @Test
  void theOwnerOfACapturedPieceHearsYou() {
    Event e = Event.capture(Colour.RED, Colour.YELLOW, Location.track(22), Location.nest());
    assertEquals(
        "Red captures your piece on 22; it goes to your nest.", EN.describe(e, Colour.YELLOW));
    assertEquals(
        "You capture Yellow's piece on 22; it goes to Yellow's nest.", EN.describe(e, Colour.RED));
    assertEquals(
        "Красный рубит вашу фишку на 22; она уходит в вашу базу.", RU.describe(e, Colour.YELLOW));
    Event prisoner =
        Event.capture(
            Colour.RED, Colour.YELLOW, Location.track(22), Location.prisonerOf(Colour.RED));
    assertEquals(
        "Red captures Yellow's piece on 22; it goes to Red's base as a prisoner.",
        EN.describe(prisoner));
    assertEquals(
        "Красный рубит фишку Жёлтого на 22; она уходит в плен к Красному.", RU.describe(prisoner));
  }

  @Test
  void decisionsAreSaidToThePersonConcerned() {
    Event offer = Event.of(Event.Kind.OFFER, Colour.BLUE).withOther(Colour.YELLOW);
    assertEquals(
        "Blue offers to give back your piece for its own.", EN.describe(offer, Colour.YELLOW));
    assertEquals("You offer Yellow an exchange of prisoners.", EN.describe(offer, Colour.BLUE));
    assertEquals("Синий предлагает вернуть вашу фишку за свою.", RU.describe(offer, Colour.YELLOW));
    Event given = Event.of(Event.Kind.GIVEN_SIX, Colour.YELLOW).withOther(Colour.BLUE);
    assertEquals("Yellow gives you a six to play.", EN.describe(given, Colour.BLUE));
    Event move = Event.move(Colour.RED, Location.track(20), Location.track(23), Spent.die(3));
    assertEquals("Red moves from 20 to 23 with a 3.", EN.describe(move));
    assertEquals("Красный ходит с 20 на 23 (кубик 3).", RU.describe(move));
    assertEquals(
        "You move from your nest to 5.",
        EN.describe(
            Event.of(Event.Kind.MOVE, Colour.RED)
                .withMovement(Colour.RED, Location.nest(), Location.track(5)),
            Colour.RED));
  }

  @Test
  void questionsNameTheOtherColourWhereTheyNeedIt() {
    assertEquals(
        "Blue offers to give back your piece for its own. Accept?",
        EN.question(Words.Question.ANSWER_OFFER, Colour.BLUE));
    assertEquals(
        "Синий предлагает вернуть вашу фишку за свою. Согласны?",
        RU.question(Words.Question.ANSWER_OFFER, Colour.BLUE));
    assertEquals("You have a given six: which piece moves?", EN.question(Words.Question.GIVEN_SIX));
    assertEquals(
        "Blue gave you a six: which piece moves?",
        EN.question(Words.Question.GIVEN_SIX, Colour.BLUE));
    assertTrue(EN.question(Words.Question.OFFER, Colour.RED).startsWith("Offer Red an exchange"));
    assertTrue(RU.question(Words.Question.OFFER, Colour.RED).startsWith("Предложить Красному"));
    assertEquals(EN.question(Words.Question.MOVE), EN.question(Words.Question.MOVE, Colour.RED));
    assertThrows(IllegalArgumentException.class, () -> EN.question(Words.Question.ANSWER_OFFER));
    for (Words w : List.of(EN, RU)) {
      for (Words.Question q : Words.Question.values()) {
        String said = w.question(q, Colour.GREEN);
        assertTrue(said.endsWith("?") && !said.contains("{") && !said.contains("''"), said);
        if (q != Words.Question.ANSWER_OFFER) {
          assertTrue(w.question(q).endsWith("?"), w.question(q));
        }
      }
    }
  }

  @Test
  void repliesAreReadInTheLanguageAndInEnglish() {
    assertEquals(Option.some(true), EN.reply(" Yes "));
    assertEquals(Option.some(false), EN.reply("n"));
    assertEquals(Option.none(), EN.reply("да"));
    assertEquals(Option.some(true), RU.reply("Да"));
    assertEquals(Option.some(false), RU.reply("no"));
    assertEquals(Option.none(), RU.reply("maybe"));
    assertEquals("да", RU.replyWord(true));
    assertEquals("no", EN.replyWord(false));
  }

  @Test
  void theRussianBundleHasExactlyTheEnglishKeys() throws IOException {
    Properties en = load("words.properties");
    Properties ru = load("words_ru.properties");
    assertEquals(en.stringPropertyNames(), ru.stringPropertyNames());
    assertTrue(en.size() > 100, "the English bundle is read: " + en.size());
    for (String key : en.stringPropertyNames()) {
      assertNotEquals("", ru.getProperty(key).strip(), key);
    }
    assertEquals(new Locale("ru").getLanguage(), RU.locale().getLanguage());
    assertEquals(Locale.ENGLISH, Words.of(Locale.GERMAN).locale());
  }

  private static Properties load(String name) throws IOException {
    Properties p = new Properties();
    try (InputStream in = Words.class.getResourceAsStream(name)) {
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return p;
  }
}
