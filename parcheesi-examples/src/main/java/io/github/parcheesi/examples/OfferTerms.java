package io.github.parcheesi.examples;

import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.Move;
import io.github.parcheesi.Phase;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * R6 of the Russian game: the terms of an exchange of prisoners offered, as the variant tells them
 * (whose prisoner each side gives, a third colour's too). {@code play}'s questions and the web
 * page's both put them to the person who answers or offers.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * List<Event> terms = OfferTerms.acceptance(offered);
 * Colour offerer = offered.turnState().offerer().get();
 * String question = terms.isEmpty()
 *     ? words.question(Words.Question.ANSWER_OFFER, offerer)
 *     : words.question(Words.Question.ANSWER_OFFER, offerer, terms);
 * }</pre>
 */
public final class OfferTerms {

  private OfferTerms() {}

  /**
   * R6: the events of the acceptance of the offer waiting in a state, whose releases are the
   * exchange's terms as the variant tells them.
   *
   * @param offered a state
   * @return the events of the first listed move whose explanation releases prisoners; empty when
   *     the state waits for no answer to an offer (it is not a decision without a roll, or nobody
   *     offered), or when no listed move is explained with a release
   */
  public static List<Event> acceptance(GameState offered) {
    RuleSet rules = offered.ruleSet();
    if (rules.phase(offered) != Phase.DECIDE || offered.turnState().offerer().isEmpty()) {
      return List.empty();
    }
    for (Move m : rules.legalMoves(offered)) {
      Either<IllegalMove, Explanation> told = rules.explain(offered, m);
      if (told.isRight() && told.get().events().exists(e -> e.kind() == Event.Kind.RELEASE)) {
        return told.get().events();
      }
    }
    return List.empty();
  }
}
