package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Words;
import io.vavr.collection.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * R6's exchange through a third colour's prisoner, in words: Red holds two Green pieces and a Blue
 * one but none of Yellow's, so it offers Yellow a Green prisoner for its own piece held by Yellow.
 * The offer, the acceptance with its two releases, and the refusal are said to Yellow (who
 * answers), Red (who offers), Green (whose piece changes captor) and nobody, in English and
 * Russian; so are the questions put to Red before it offers and to Yellow before it answers.
 */
class RussianExchangeWordsTest {

  /** Red to decide before rolling (R6): it may offer Yellow, or Green, an exchange. */
  private static final String BEFORE =
      "russian R Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR";

  /** Red has offered Yellow: Yellow answers. */
  private static final String OFFERED =
      "russian Y Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=R";

  private static final List<Words> LANGUAGES =
      List.of(Words.of(Locale.ENGLISH), Words.of(Locale.forLanguageTag("ru")));

  private static final List<Colour> TOLD = List.of(null, Colour.YELLOW, Colour.RED, Colour.GREEN);

  /** Every event of a listed decision, then its sentence in each language to each listener. */
  private static String told(GameState s, String move) {
    Move m = Fixture.FORCED.legalMoves(s).find(x -> x.toString().equals(move)).get();
    StringBuilder b = new StringBuilder();
    for (Event e : Fixture.FORCED.explain(s, m).get().events()) {
      b.append(e).append('\n');
      for (Words w : LANGUAGES) {
        for (Colour c : TOLD) {
          b.append("  ")
              .append(w.locale().getLanguage())
              .append(' ')
              .append(c == null ? "-" : String.valueOf(c.letter()))
              .append(": ")
              .append(c == null ? w.describe(e) : w.describe(e, c))
              .append('\n');
        }
      }
    }
    return b.toString();
  }

  @Test
  @DisplayName("R6: the offer of a third colour's prisoner names no pieces, to anyone")
  void theOffer() {
    GameState s = Fixture.pos(BEFORE);
    Fixture.assertMoves(s, null, "pR/pY pY/n", "pR/n pG/pR", "pR/pR");
    assertEquals(OFFERED, Fixture.play(s, null, "pR/pY pY/n"));
    assertEquals(
        """
        OFFER R -> Y [R6]
          en -: Red offers Yellow an exchange of prisoners.
          en Y: Red offers you an exchange of prisoners.
          en R: You offer Yellow an exchange of prisoners.
          en G: Red offers Yellow an exchange of prisoners.
          ru -: Красный предлагает Жёлтому обменяться пленниками.
          ru Y: Красный предлагает вам обменяться пленниками.
          ru R: Вы предлагаете Жёлтому обменяться пленниками.
          ru G: Красный предлагает Жёлтому обменяться пленниками.
        TURN_PASSES R -> Y [R6]
          en -: Yellow plays next.
          en Y: Your turn.
          en R: Yellow plays next.
          en G: Yellow plays next.
          ru -: Теперь ходит Жёлтый.
          ru Y: Ваш ход.
          ru R: Теперь ходит Жёлтый.
          ru G: Теперь ходит Жёлтый.
        """,
        told(s, "pR/pY pY/n"));
  }

  @Test
  @DisplayName(
      "R6: accepted, Green's piece goes from Red's base to Yellow's as a prisoner and Red's goes"
          + " home; each is its owner's piece, \"your\" to Green and to Red")
  void theAcceptanceAndItsReleases() {
    GameState s = Fixture.pos(OFFERED);
    Fixture.assertMoves(s, null, "pR/pY pY/n", "pY/pY");
    assertEquals(
        "russian R Y:n,n,14,43,pG G:12,41,pR,pY,h R:n,n,n,n,44 B:n,n,n,n,pR offer=done",
        Fixture.play(s, null, "pR/pY pY/n"));
    assertEquals(
        """
        ACCEPT Y -> R [R6]
          en -: Yellow accepts Red's exchange of prisoners.
          en Y: You accept Red's exchange of prisoners.
          en R: Yellow accepts your exchange of prisoners.
          en G: Yellow accepts Red's exchange of prisoners.
          ru -: Жёлтый принимает предложение Красного об обмене пленниками.
          ru Y: Вы принимаете предложение Красного об обмене пленниками.
          ru R: Жёлтый принимает ваше предложение об обмене пленниками.
          ru G: Жёлтый принимает предложение Красного об обмене пленниками.
        RELEASE R G pR/pY -> Y [R6]
          en -: Green's piece goes from Red's base to Yellow's base as a prisoner.
          en Y: Green's piece goes from Red's base to your base as a prisoner.
          en R: You give up Green's piece: it goes from your base to Yellow's base as a prisoner.
          en G: Your piece goes from Red's base to Yellow's base as a prisoner.
          ru -: Фишка Зелёного переходит из плена у Красного в плен к Жёлтому.
          ru Y: Фишка Зелёного переходит из плена у Красного в плен к вам.
          ru R: Вы отдаёте пленника: фишка Зелёного переходит из плена у вас в плен к Жёлтому.
          ru G: Ваша фишка переходит из плена у Красного в плен к Жёлтому.
        RELEASE Y R pY/n -> R [R6]
          en -: Red's piece goes from Yellow's base to Red's nest.
          en Y: You give up Red's piece: it goes from your base to Red's nest.
          en R: Your piece goes from Yellow's base to your nest.
          en G: Red's piece goes from Yellow's base to Red's nest.
          ru -: Фишка Красного переходит из плена у Жёлтого в базу Красного.
          ru Y: Вы отдаёте пленника: фишка Красного переходит из плена у вас в базу Красного.
          ru R: Ваша фишка переходит из плена у Жёлтого в вашу базу.
          ru G: Фишка Красного переходит из плена у Жёлтого в базу Красного.
        TURN_PASSES Y -> R [R6]
          en -: Red plays next.
          en Y: Red plays next.
          en R: Your turn.
          en G: Red plays next.
          ru -: Теперь ходит Красный.
          ru Y: Теперь ходит Красный.
          ru R: Ваш ход.
          ru G: Теперь ходит Красный.
        """,
        told(s, "pR/pY pY/n"));
  }

  @Test
  @DisplayName("R6: refused, the prisoners stay and Red rolls")
  void theRefusal() {
    GameState s = Fixture.pos(OFFERED);
    assertEquals(
        "russian R Y:n,n,14,43,pG G:12,41,pR,pR,h R:n,n,n,44,pY B:n,n,n,n,pR offer=done",
        Fixture.play(s, null, "pY/pY"));
    assertEquals(
        """
        REFUSE Y -> R [R6]
          en -: Yellow refuses Red's exchange of prisoners.
          en Y: You refuse Red's exchange of prisoners.
          en R: Yellow refuses your exchange of prisoners.
          en G: Yellow refuses Red's exchange of prisoners.
          ru -: Жёлтый отклоняет предложение Красного об обмене пленниками.
          ru Y: Вы отклоняете предложение Красного об обмене пленниками.
          ru R: Жёлтый отклоняет ваше предложение об обмене пленниками.
          ru G: Жёлтый отклоняет предложение Красного об обмене пленниками.
        TURN_PASSES Y -> R [R6]
          en -: Red plays next.
          en Y: Red plays next.
          en R: Your turn.
          en G: Red plays next.
          ru -: Теперь ходит Красный.
          ru Y: Теперь ходит Красный.
          ru R: Ваш ход.
          ru G: Теперь ходит Красный.
        """,
        told(s, "pY/pY"));
  }

  @Test
  @DisplayName(
      "R6: the questions say the terms: Green's piece for Red's, to Yellow answering and to Red"
          + " offering")
  void theQuestionsSayTheTerms() {
    GameState s = Fixture.pos(OFFERED);
    Move accept = Fixture.FORCED.legalMoves(s).find(m -> m.toString().equals("pR/pY pY/n")).get();
    List<Event> terms = Fixture.FORCED.explain(s, accept).get().events();
    Words en = LANGUAGES.get(0);
    Words ru = LANGUAGES.get(1);
    assertEquals(
        "Red offers an exchange of prisoners: Green's piece would go from Red's base to your base"
            + " as a prisoner, and Red's piece would go from your base to Red's nest. Accept?",
        en.question(Words.Question.ANSWER_OFFER, Colour.RED, terms));
    assertEquals(
        "Красный предлагает обмен пленниками: фишка Зелёного перейдёт из плена у Красного в плен к"
            + " вам, а фишка Красного перейдёт из плена у вас в базу Красного. Согласны?",
        ru.question(Words.Question.ANSWER_OFFER, Colour.RED, terms));
    assertEquals(
        "Offer Yellow an exchange of prisoners before you roll: Green's piece would go from your"
            + " base to Yellow's base as a prisoner, and your piece would go from Yellow's base to"
            + " your nest?",
        en.question(Words.Question.OFFER, Colour.YELLOW, terms));
    assertEquals(
        "Предложить Жёлтому обмен пленниками перед броском: фишка Зелёного перейдёт из плена у вас"
            + " в плен к Жёлтому, а ваша фишка перейдёт из плена у Жёлтого в вашу базу?",
        ru.question(Words.Question.OFFER, Colour.YELLOW, terms));
  }
}
