package io.github.parcheesi.american;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Notation;
import io.github.parcheesi.ParseException;
import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.testing.Generators;
import org.junit.jupiter.api.Test;

/** A position's text names the rule options it is played under, and reads back under them. */
class OptionFieldsTest {

  private static final RuleSet AMERICAN = RuleSets.get("american");

  @Test
  void aPositionUnderEveryOptionReadsBackEqual() {
    for (RuleOption<?> o : AMERICAN.options()) {
      for (String value : o.values()) {
        RuleSet rules = AMERICAN.withOption(o.name(), value).get();
        GameState s = Generators.reachableState(rules, Dice.seeded(o.name().hashCode()));
        String text = Notation.format(s);
        assertEquals(
            !value.equals(o.defaultValue()), text.contains(" " + o.name() + "=" + value), text);
        // read with the defaults, and with other options given: the text's options win
        assertEquals(s, Notation.parsePosition(text), text);
        RuleSet other =
            AMERICAN.withOption(o.name(), value.equals("true") ? "false" : "true").get();
        if (!value.equals(o.defaultValue())) {
          assertEquals(s, Notation.parsePosition(text, other), text);
        }
      }
    }
  }

  @Test
  void optionFieldsFollowTheTurnFields() {
    RuleSet rules =
        AMERICAN.withOption("eitherDie", "true").get().withOption("mustEnter", "true").get();
    GameState s = Notation.parsePosition("american Y Y:n,n,n,5 R:n,n,n,n doubles=1", rules);
    assertEquals(
        "american Y Y:n,n,n,5 R:n,n,n,n doubles=1 eitherDie=true mustEnter=true", s.toString());
    assertTrue(Notation.parsePosition(s.toString()).ruleSet().equals(rules));
  }

  @Test
  void aBadOptionValueIsNamed() {
    ParseException e =
        assertThrows(
            ParseException.class,
            () -> Notation.parsePosition("american Y Y:n,n,n,n R:n,n,n,n eitherDie=maybe"));
    assertTrue(e.getMessage().contains("eitherDie"), e.getMessage());
    assertTrue(e.getMessage().contains("eitherDie=maybe"), e.getMessage());
  }
}
