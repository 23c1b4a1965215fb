package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.vavr.collection.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The sentences of an exchange of prisoners (Russian R6) and of the other events whose other colour
 * is not the moved piece's owner: "your" is said only to the owner, and the question of an exchange
 * with its terms names each prisoner's owner and places.
 */
class WordsExchangeTest {

  private static final Words EN = Words.of(Locale.ENGLISH);
  private static final Words RU = Words.of(Locale.forLanguageTag("ru"));
  private static final Colour Y = Colour.YELLOW;
  private static final Colour G = Colour.GREEN;
  private static final Colour R = Colour.RED;

  /** R6: Red gives Yellow a prisoner of Green's for Yellow's prisoner of Red's, which goes home. */
  private static final List<Event> THIRD_COLOUR =
      List.of(
          Event.of(Event.Kind.ACCEPT, Y).withOther(R).withRule("R6"),
          Event.of(Event.Kind.RELEASE, R)
              .withMovement(G, Location.prisonerOf(R), Location.prisonerOf(Y))
              .withOther(Y)
              .withRule("R6"),
          Event.of(Event.Kind.RELEASE, Y)
              .withMovement(R, Location.prisonerOf(Y), Location.nest())
              .withOther(R)
              .withRule("R6"),
          Event.of(Event.Kind.TURN_PASSES, Y).withOther(R).withRule("R6"));

  @Test
  @DisplayName("R6: a third colour's prisoner is its owner's piece to the colour receiving it")
  void aThirdColoursPrisonerIsNotTheReceiversPiece() {
    Event release = THIRD_COLOUR.get(1);
    assertEquals(
        "Green's piece goes from Red's base to your base as a prisoner.", EN.describe(release, Y));
    assertEquals(
        "Фишка Зелёного переходит из плена у Красного в плен к вам.", RU.describe(release, Y));
    assertEquals(
        "Your piece goes from Red's base to Yellow's base as a prisoner.", EN.describe(release, G));
    assertEquals(
        "You give up Green's piece: it goes from your base to Yellow's base as a prisoner.",
        EN.describe(release, R));
  }

  @Test
  @DisplayName("R6: the question of an exchange with its terms names each prisoner's owner")
  void theTermsNameEachPrisonersOwnerAndPlaces() {
    assertEquals(
        "Red offers an exchange of prisoners: Green's piece would go from Red's base to your base"
            + " as a prisoner, and Red's piece would go from your base to Red's nest. Accept?",
        EN.question(Words.Question.ANSWER_OFFER, R, THIRD_COLOUR));
    assertEquals(
        "Красный предлагает обмен пленниками: фишка Зелёного перейдёт из плена у Красного в плен к"
            + " вам, а фишка Красного перейдёт из плена у вас в базу Красного. Согласны?",
        RU.question(Words.Question.ANSWER_OFFER, R, THIRD_COLOUR));
    // the same terms, put to Red before it offers them to Yellow
    assertEquals(
        "Offer Yellow an exchange of prisoners before you roll: Green's piece would go from your"
            + " base to Yellow's base as a prisoner, and your piece would go from Yellow's base to"
            + " your nest?",
        EN.question(Words.Question.OFFER, Y, THIRD_COLOUR));
    assertEquals(
        "Предложить Жёлтому обмен пленниками перед броском: фишка Зелёного перейдёт из плена у вас"
            + " в плен к Жёлтому, а ваша фишка перейдёт из плена у Жёлтого в вашу базу?",
        RU.question(Words.Question.OFFER, Y, THIRD_COLOUR));
  }

  @Test
  @DisplayName("R6: the terms are two releases between the two colours, for an exchange's question")
  void theTermsAreCheckedAndOnlyForAnExchange() {
    assertThrows(
        IllegalArgumentException.class,
        () -> EN.question(Words.Question.GIVEN_SIX, R, THIRD_COLOUR));
    assertThrows(
        IllegalArgumentException.class,
        () -> EN.question(Words.Question.ANSWER_OFFER, R, THIRD_COLOUR.take(2)));
    // Green is not a side of this exchange
    assertThrows(
        IllegalArgumentException.class,
        () -> EN.question(Words.Question.ANSWER_OFFER, G, THIRD_COLOUR));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            EN.question(Words.Question.ANSWER_OFFER, R, THIRD_COLOUR.append(THIRD_COLOUR.get(1))));
  }

  @Test
  @DisplayName("R6: an offer under R6 names no pieces; keeping the prisoners is still your turn")
  void anR6OfferNamesNoPieces() {
    Event offer = Event.of(Event.Kind.OFFER, R).withOther(Y).withRule("R6");
    assertEquals("Red offers you an exchange of prisoners.", EN.describe(offer, Y));
    assertEquals("Красный предлагает вам обменяться пленниками.", RU.describe(offer, Y));
    assertEquals("You offer Yellow an exchange of prisoners.", EN.describe(offer, R));
    Event keep = Event.of(Event.Kind.TURN_PASSES, R).withOther(R).withRule("R6");
    assertEquals("Your turn.", EN.describe(keep, R));
    assertEquals("Red plays next.", EN.describe(keep, Y));
  }

  @Test
  @DisplayName("R9: the partner of a swap hears of the mover's piece as the mover's")
  void thePartnerOfASwapHearsOfTheMoversPieceAsTheMovers() {
    Event mine =
        Event.of(Event.Kind.SWAP, Y)
            .withMovement(Y, Location.track(23), Location.rest(3))
            .withOther(R)
            .withRule("R9");
    Event theirs =
        Event.of(Event.Kind.SWAP, Y)
            .withMovement(R, Location.rest(3), Location.track(23))
            .withOther(R)
            .withRule("R9");
    assertEquals(
        "Yellow swaps places: Yellow's piece goes from 23 to rest cell 3.", EN.describe(mine, R));
    assertEquals(
        "Yellow swaps places with you: your piece goes from rest cell 3 to 23.",
        EN.describe(theirs, R));
  }

  @Test
  @DisplayName("a location's forms, as the sentences say them")
  void aLocationInEachForm() {
    Location base = Location.prisonerOf(R);
    assertEquals("Red's base", EN.location(base, Y, null, Words.Form.BARE));
    assertEquals("from your base", EN.location(base, Y, R, Words.Form.FROM));
    assertEquals("в плен к Красному", RU.location(base, Y, Y, Words.Form.TO));
    assertEquals("в вашей базе", RU.location(Location.nest(), Y, Y, Words.Form.AT));
    assertEquals(
        EN.location(Location.track(5), Y, Y),
        EN.location(Location.track(5), Y, Y, Words.Form.BARE));
    assertEquals("Red's", EN.colourGenitive(R));
    assertEquals("Красному", RU.colourDative(R));
  }
}
