package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Decision;
import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.RuleSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks that a listed move's {@link Move#decision()} agrees with its events ({@link
 * RuleSet#explain}), or {@link RuleSet#decision(GameState, Move)} for an engine that lists moves
 * made as a caller makes them: the actor is the colour to move; each kind of decision that has an
 * event of its own ({@link Decision.Kind#OFFER} and {@link Event.Kind#OFFER}, {@link
 * Decision.Kind#ACCEPT} and {@link Event.Kind#ACCEPT}, {@link Decision.Kind#DECLINE} and {@link
 * Event.Kind#REFUSE}, {@link Decision.Kind#KEEP} and {@link Event.Kind#KEEP}, {@link
 * Decision.Kind#GIVE} and {@link Event.Kind#GIVEN_SIX}, {@link Decision.Kind#SWAP} and {@link
 * Event.Kind#SWAP}, {@link Decision.Kind#STRAIGHT_HOME} and {@link Event.Kind#STRAIGHT_HOME}) has
 * that event, with the same other colour, and no other decision has it; a {@link
 * Decision.Kind#PLAY} moves a piece with a {@link Event.Kind#MOVE} first; a {@link
 * Decision.Kind#PASS} has no step and moves nothing; a {@link Decision.Kind#PENALTY} plays no value
 * and moves only a penalised piece. The same steps made by a caller have no decision of their own,
 * and {@link RuleSet#decision(GameState, Move)} gives the listed move's.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * DecisionChecks checks = new DecisionChecks().checkGames(RuleSets.get("russian"), 7L, 6, 600);
 * assertTrue(checks.kindsSeen().contains(Decision.Kind.KEEP));
 * }</pre>
 */
public final class DecisionChecks {

  // the decisions that have an event kind of their own
  private static final Map<Decision.Kind, Event.Kind> OWN_EVENT =
      new EnumMap<>(Decision.Kind.class);

  static {
    OWN_EVENT.put(Decision.Kind.OFFER, Event.Kind.OFFER);
    OWN_EVENT.put(Decision.Kind.ACCEPT, Event.Kind.ACCEPT);
    OWN_EVENT.put(Decision.Kind.DECLINE, Event.Kind.REFUSE);
    OWN_EVENT.put(Decision.Kind.KEEP, Event.Kind.KEEP);
    OWN_EVENT.put(Decision.Kind.GIVE, Event.Kind.GIVEN_SIX);
    OWN_EVENT.put(Decision.Kind.SWAP, Event.Kind.SWAP);
    OWN_EVENT.put(Decision.Kind.STRAIGHT_HOME, Event.Kind.STRAIGHT_HOME);
  }

  private final Map<Decision.Kind, Integer> seen = new EnumMap<>(Decision.Kind.class);

  /** A checker that has checked nothing yet. */
  public DecisionChecks() {}

  /**
   * Plays seeded random games ({@link Games}; 2, 3 and 4 players in turn) and checks every listed
   * move of every decision with {@link #checkMove}.
   *
   * @param rules the rule set
   * @param seed the first game's seed; game g plays seed + g
   * @param games how many games
   * @param maxPlies the most decisions of each game
   * @return this checker, with what it saw
   */
  public DecisionChecks checkGames(RuleSet rules, long seed, int games, int maxPlies) {
    for (int g = 0; g < games; g++) {
      for (Games.Ply ply : Games.play(rules, 2 + g % 3, seed + g, maxPlies).plies()) {
        for (Move m : ply.legal()) {
          checkMove(rules, ply.before(), m);
        }
      }
    }
    return this;
  }

  /**
   * Checks every listed move of a position: for a roll, or for a decision that needs none.
   *
   * @param rules the rule set
   * @param state the position
   * @param roll the roll, or none for a decision in {@link io.github.parcheesi.Phase#DECIDE}
   * @return this checker
   */
  public DecisionChecks checkPosition(
      RuleSet rules, GameState state, Option<io.github.parcheesi.Roll> roll) {
    List<Move> legal =
        roll.isDefined() ? rules.legalMoves(state, roll.get()) : rules.legalMoves(state);
    assertTrue(!legal.isEmpty(), () -> "no legal move in " + state);
    legal.forEach(m -> checkMove(rules, state, m));
    return this;
  }

  /**
   * Checks a listed move's decision against its events (the rules in the class documentation).
   *
   * @param rules the rule set
   * @param before the state the move is listed for
   * @param move a listed move of it
   * @return the move's decision
   */
  public Decision checkMove(RuleSet rules, GameState before, Move move) {
    String at = " of " + move + " at " + before;
    // an engine that lists moves a caller could make (not through MoveSource) leaves the decision
    // to RuleSet.decision
    Decision d =
        move.decision()
            .getOrElse(
                () ->
                    rules
                        .decision(before, move)
                        .getOrElseThrow(
                            r -> new AssertionError("decision refused" + at + ": " + r)));
    seen.merge(d.kind(), 1, Integer::sum);
    List<Event> events =
        rules
            .explain(before, move)
            .getOrElseThrow(r -> new AssertionError("explain refused" + at + ": " + r))
            .events();
    String told = at + ", decision " + d + ", events " + events;
    assertEquals(before.toMove(), d.actor(), "the actor is the colour to move" + told);
    for (Map.Entry<Decision.Kind, Event.Kind> own : OWN_EVENT.entrySet()) {
      Option<Event> event = events.find(e -> e.kind() == own.getValue());
      assertEquals(
          d.kind() == own.getKey(),
          event.isDefined(),
          own.getKey() + " decisions, and they alone, have a " + own.getValue() + told);
      if (d.kind() == own.getKey()) {
        assertEquals(
            event.get().other(), d.other(), "the decision's other colour is its event's" + told);
      }
    }
    switch (d.kind()) {
      case PLAY:
        assertTrue(!move.isPass(), "a play has steps" + told);
        assertEquals(
            Option.some(Event.Kind.MOVE),
            events
                .find(e -> e.kind() != Event.Kind.CAPTURE)
                .map(Event::kind)
                .filter(k -> k == Event.Kind.MOVE),
            "a play begins by moving a piece" + told);
        break;
      case PASS:
        assertTrue(move.isPass(), "a pass has no step" + told);
        assertTrue(events.forAll(e -> e.movement().isEmpty()), "a pass moves nothing" + told);
        break;
      case PENALTY:
        assertTrue(
            events.forAll(
                e ->
                    e.kind() != Event.Kind.MOVE
                        && (e.movement().isEmpty() || e.kind() == Event.Kind.PENALTY)),
            "a penalty plays no value and moves only the penalised piece" + told);
        assertTrue(
            events.exists(e -> e.kind() == Event.Kind.VALUE_GIVEN_UP),
            "a penalty gives the roll up" + told);
        break;
      default:
        break;
    }
    Move made =
        move.roll().isDefined()
            ? Move.of(move.roll().get(), move.steps())
            : Move.withoutRoll(move.steps());
    assertTrue(made.decision().isEmpty(), "a move a caller made has no decision of its own" + at);
    assertEquals(
        io.vavr.control.Either.right(d),
        rules.decision(before, made).mapLeft(r -> r.message()),
        "the rules give a made move the listed move's decision" + at);
    return d;
  }

  /**
   * The kinds of decisions met so far.
   *
   * @return the kinds, as a new set
   */
  public Set<Decision.Kind> kindsSeen() {
    return Collections.unmodifiableSet(new TreeSet<>(seen.keySet()));
  }

  @Override
  public String toString() {
    return "decisions " + seen;
  }
}
