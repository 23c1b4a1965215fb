package io.github.parcheesi.examples.web;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.TurnBuilder;
import io.github.parcheesi.Words;
import io.github.parcheesi.examples.OfferTerms;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the page shows of a decision without a roll (R5's given six, R6's offers and answers): each
 * choice with its kind and its words, and the question, read from the turn state and the moves'
 * results.
 */
final class Decisions {

  private Decisions() {}

  /**
   * The choices of a person's decision without a roll, as the buttons of a dialog.
   *
   * @param rules the game's rules
   * @param state the state, a decision without a roll
   * @param turn the person's builder at that state
   * @param words the language of the sentences
   * @return one choice for each of the builder's decisions
   */
  static List<Views.ChoiceView> choices(
      RuleSet rules, GameState state, TurnBuilder turn, Words words) {
    List<Views.ChoiceView> out = new ArrayList<>();
    boolean givenSix = !state.turnState().givenSixes().isEmpty();
    for (Move m : turn.decisions()) {
      GameState after = rules.apply(state, m).get();
      Explained told = Explained.of(rules, state, m, after);
      String text =
          told.complete()
              ? told.events()
                  .filter(e -> e.kind() != Event.Kind.TURN_PASSES)
                  .map(e -> words.describe(e, state.toMove()))
                  .mkString(" ")
              : null;
      // the move says what kind of decision it is (offer, keep, accept, decline, play)
      Decision d = m.decision().getOrElse(() -> rules.decision(state, m).get());
      String kind = givenSix ? "play" : d.kind().name().toLowerCase(Locale.ROOT);
      Colour other = d.other().getOrNull();
      if (d.kind() == Decision.Kind.OFFER) {
        // R6: the offer's terms, which may give a prisoner of a third colour
        io.vavr.collection.List<Event> terms = OfferTerms.acceptance(after);
        if (!terms.isEmpty()) {
          text = words.question(Words.Question.OFFER, other, terms);
        }
      }
      out.add(
          new Views.ChoiceView(
              Notation.format(m), kind, other == null ? null : Views.letter(other), text));
    }
    return out;
  }

  /**
   * The question of a decision without a roll, where the library has one: the answer to an offer
   * with its terms (R6), which say whose prisoner each side gives, a third colour's too.
   *
   * @param state the state, a decision without a roll
   * @param words the language of the question
   * @return the question, or null where the page asks its own
   */
  static String prompt(GameState state, Words words) {
    Option<Colour> offerer = state.turnState().offerer();
    if (offerer.isDefined()) {
      io.vavr.collection.List<Event> terms = OfferTerms.acceptance(state);
      return terms.isEmpty()
          ? words.question(Words.Question.ANSWER_OFFER, offerer.get())
          : words.question(Words.Question.ANSWER_OFFER, offerer.get(), terms);
    }
    return null;
  }
}
