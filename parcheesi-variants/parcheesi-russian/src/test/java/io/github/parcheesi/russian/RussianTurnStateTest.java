package io.github.parcheesi.russian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Rejection;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The typed turn state (RULES.md, "Turn-state keys"): R5's given sixes ({@code grant}, {@code
 * resume}) and R6's exchange offer ({@code offer}), read from and printed as notation fields.
 */
class RussianTurnStateTest extends Fixture {

  private static Map<String, String> fields(String... keyValues) {
    Map<String, String> out = LinkedHashMap.empty();
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      out = out.put(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return out;
  }

  private static RussianTurnState parsed(String... keyValues) {
    Either<Rejection, RussianTurnState> r = RussianTurnState.parse(fields(keyValues));
    assertTrue(r.isRight(), () -> r.getLeft().message());
    return r.get();
  }

  @Test
  @DisplayName("R5: grant lists the captors in order; resume says who rolls after them")
  void r5_givenSixesAndResume() {
    RussianTurnState t = parsed("grant=B,R", "resume=G");
    assertEquals(List.of(Colour.BLUE, Colour.RED), t.givenSixes());
    assertEquals(Option.some(Colour.GREEN), t.resume());
    assertEquals(Option.none(), t.offerer());
    assertFalse(t.offerSettled());
    assertFalse(t.isEmpty());
    assertEquals(RussianTurnState.grant(List.of(Colour.BLUE, Colour.RED), Colour.GREEN), t);
    // one captor may wait twice: two of red's pieces bought back from blue with 6-6
    assertEquals(List.of(Colour.BLUE, Colour.BLUE), parsed("grant=B,B", "resume=R").givenSixes());
  }

  @Test
  @DisplayName("fields are printed grant, resume, offer, whatever the order they were read in")
  void fieldsInCanonicalOrder() {
    RussianTurnState t = parsed("resume=Y", "grant=Y,G");
    assertEquals(List.of("grant", "resume"), t.fields().keySet().toList());
    assertEquals(List.of("Y,G", "Y"), t.fields().values().toList());
    assertEquals("grant=Y,G resume=Y", t.toString());
    assertEquals("offer=R", RussianTurnState.offer(Colour.RED).toString());
    assertEquals("offer=done", RussianTurnState.offerDone().toString());
    assertEquals("", RussianTurnState.none().toString());
    assertEquals(t, parsed(t.toString().split(" ")), "print, then read back");
  }

  @Test
  @DisplayName("R6: offer=X is a pending offer by X; offer=done says the question is settled")
  void r6_offer() {
    RussianTurnState offered = parsed("offer=Y");
    assertEquals(Option.some(Colour.YELLOW), offered.offerer());
    assertFalse(offered.offerSettled());
    assertEquals(RussianTurnState.offer(Colour.YELLOW), offered);
    RussianTurnState done = parsed("offer=done");
    assertEquals(Option.none(), done.offerer());
    assertTrue(done.offerSettled());
    assertEquals(RussianTurnState.offerDone(), done);
    assertNotEquals(offered, done);
    assertEquals(List.empty(), done.givenSixes());
  }

  @Test
  void equalByValue() {
    RussianTurnState a = RussianTurnState.grant(List.of(Colour.YELLOW, Colour.GREEN), Colour.RED);
    RussianTurnState b = parsed("grant=Y,G", "resume=R");
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, parsed("grant=G,Y", "resume=R"), "the order of buying back counts");
    assertNotEquals(a, parsed("grant=Y,G", "resume=Y"));
    assertEquals(RussianTurnState.none(), parsed());
    assertTrue(parsed().isEmpty());
  }

  @Test
  @DisplayName("R5: after a given six the next captor plays, then nobody waits")
  void r5_afterGivenSix() {
    RussianTurnState two = parsed("grant=Y,G", "resume=R");
    RussianTurnState one = two.afterGivenSix();
    assertEquals(RussianTurnState.grant(List.of(Colour.GREEN), Colour.RED), one);
    assertEquals(RussianTurnState.none(), one.afterGivenSix());
    assertThrows(IllegalStateException.class, () -> RussianTurnState.none().afterGivenSix());
    assertThrows(
        IllegalArgumentException.class, () -> RussianTurnState.grant(List.empty(), Colour.RED));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "grant=Y|grant needs resume=C|BAD_TURN_STATE|resume|-|R5",
        "resume=Y|resume is only written with grant|BAD_TURN_STATE|resume|Y|R5",
        "grant=Y,,G resume=Y|grant=Y,,G must list captors' letters|BAD_TURN_STATE|grant|Y,,G|R5",
        "grant=y resume=Y|grant=y must list|BAD_TURN_STATE|grant|y|R5",
        "grant=Y resume=YG|resume=YG must be one colour letter|BAD_TURN_STATE|resume|YG|R5",
        "grant=Y resume=R offer=R|no exchange is offered while given sixes wait|BAD_TURN_STATE"
            + "|offer|R|R5, R6",
        "offer=x|offer=x must be done or the letter of the offering colour|BAD_TURN_STATE|offer|x"
            + "|R6",
        "offer=later|offer=later must be done|BAD_TURN_STATE|offer|later|R6",
        "bonus=20|unknown turn-state key bonus (known: grant, resume, offer)"
            + "|UNKNOWN_TURN_STATE_KEY|bonus|-|-",
      })
  void malformedFieldsAreRefusedNamingTheRule(
      String text, String reason, Rejection.Kind kind, String name, String value, String rule) {
    Either<Rejection, RussianTurnState> r = RussianTurnState.parse(fields(text.split(" ")));
    assertTrue(r.isLeft(), text);
    Rejection why = r.getLeft();
    assertEquals(kind, why.kind(), why.message());
    assertTrue(why.reason().startsWith(reason), why.reason());
    assertEquals(Option.some(name), why.name(), why.message());
    assertEquals(value.equals("-") ? Option.none() : Option.some(value), why.value());
    assertEquals(rule.equals("-") ? Option.none() : Option.some(rule), why.rule());
    assertEquals(
        why.reason() + (rule.equals("-") ? "" : " (" + rule + ")"),
        why.message(),
        "the message is the reason and the rule");
  }

  @Test
  @DisplayName("R5: a state's turn state is read from its fields and written back by the rules")
  void r5_readFromAndWrittenToStates() {
    GameState two = pos("russian R Y:n,n,n,n,25 G:n,n,n,n,n R:n,n,n,pG,pY");
    GameState after = FORCED.play(two, move("6-6", "pY/n pG/n"));
    RussianTurnState t = RussianTurnState.of(after);
    assertEquals(RussianTurnState.grant(List.of(Colour.YELLOW, Colour.GREEN), Colour.RED), t);
    assertEquals(t, after.turnState(), "the state holds the typed turn state");
    assertEquals(t.fields(), after.turnState().fields());
    assertEquals(RussianTurnState.none(), RussianTurnState.of(FORCED.newGame(2)));
    GameState offered = pos("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y");
    assertEquals(RussianTurnState.offer(Colour.YELLOW), RussianTurnState.of(offered));
  }
}
