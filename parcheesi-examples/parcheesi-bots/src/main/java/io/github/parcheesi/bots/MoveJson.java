package io.github.parcheesi.bots;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.parcheesi.Decision;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.Movement;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Words;
import java.util.Locale;

/**
 * A move as JSON, as the command line's {@code moves --json} prints it (COMMANDS.md, "JSON for
 * scripts") and as {@link ExternalBot} offers the legal moves to a program, written with Jackson:
 * one object per move, {@code {"move": ..., "decision": ..., "result": ..., "events": [...]}}, and
 * {@code {"error": ...}} for an input line that cannot be answered.
 *
 * <p>{@code decision} is the move's {@link Decision.Kind} in lower case: {@code play}, {@code
 * pass}, {@code penalty} (the third doubles, A13), {@code swap} (R9), {@code straight_home} (R13),
 * {@code give} (a buy-back, R5), {@code offer}, {@code accept}, {@code decline}, {@code keep} (R6);
 * {@code other} beside it is the letter of the decision's other colour, where it has one.
 *
 * <p>Each event is an object with these fields, the optional ones only where the event has them:
 *
 * <ul>
 *   <li>{@code type}: the event's kind in lower case ({@code move}, {@code capture}, {@code swap},
 *       {@code offer}, {@code accept}, {@code refuse}, {@code keep}, {@code release}, {@code
 *       buy_back}, {@code given_six}, {@code penalty}, {@code straight_home}, {@code
 *       value_given_up}, {@code roll_again}, {@code turn_passes}, {@code win});
 *   <li>{@code text}: the event as a sentence to nobody in particular, in the chosen language;
 *   <li>{@code actor}: the letter of the colour that acts;
 *   <li>{@code colour}, {@code from}, {@code to}: the piece moved (any colour's) and its location
 *       tokens, for events that move one; applied in order to the position's pieces, these give the
 *       result's pieces;
 *   <li>{@code spent}: {@code {"kind": "die"|"both_dice"|"bottom_face"|"capture_bonus"|
 *       "home_bonus"|"given_six", "value": N}}, the value a movement used or a value given up;
 *   <li>{@code other}: the letter of the other colour concerned (whose piece is captured, who is
 *       offered an exchange, who plays next);
 *   <li>{@code rule}: the id of the rule that caused the event, such as {@code A13}.
 * </ul>
 */
public final class MoveJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final Words words;

  /**
   * A writer whose texts are in the language of the given sentences.
   *
   * @param words the sentences
   */
  public MoveJson(Words words) {
    this.words = words;
  }

  /**
   * One move as one line of JSON.
   *
   * @param e the move's explanation
   * @return the line, without a line end
   */
  public String line(Explanation e) {
    return node(e).toString();
  }

  /**
   * One move as a JSON object, the fields of {@link #line}.
   *
   * @param e the move's explanation
   * @return the object
   */
  ObjectNode node(Explanation e) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("move", Notation.format(e.move()));
    Decision d =
        e.move()
            .decision()
            .getOrElse(() -> e.before().ruleSet().decision(e.before(), e.move()).get());
    o.put("decision", lower(d.kind().name()));
    if (d.other().isDefined()) {
      o.put("other", String.valueOf(d.other().get().letter()));
    }
    o.put("result", Notation.format(e.result()));
    ArrayNode events = o.putArray("events");
    for (Event event : e.events()) {
      events.add(event(event));
    }
    return o;
  }

  private ObjectNode event(Event e) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("type", lower(e.kind().name()));
    o.put("text", words.describe(e));
    o.put("actor", String.valueOf(e.actor().letter()));
    if (e.movement().isDefined()) {
      Movement m = e.movement().get();
      o.put("colour", String.valueOf(m.colour().letter()));
      o.put("from", m.from().token());
      o.put("to", m.to().token());
    }
    if (e.spent().isDefined()) {
      Spent s = e.spent().get();
      ObjectNode spent = o.putObject("spent");
      spent.put("kind", lower(s.kind().name()));
      spent.put("value", s.value());
    }
    if (e.other().isDefined()) {
      o.put("other", String.valueOf(e.other().get().letter()));
    }
    for (String rule : e.rule()) {
      o.put("rule", rule);
    }
    return o;
  }

  /**
   * An error as one line of JSON.
   *
   * @param message what is wrong
   * @return {@code {"error": message}}
   */
  public static String error(String message) {
    return MAPPER.createObjectNode().put("error", message).toString();
  }

  private static String lower(String name) {
    return name.toLowerCase(Locale.ROOT);
  }
}
