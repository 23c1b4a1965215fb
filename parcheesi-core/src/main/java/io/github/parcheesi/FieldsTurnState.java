package io.github.parcheesi;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * The turn state of a variant that declares keys but no type of its own: its fields, kept in the
 * order of {@link RuleSet#turnStateKeys()}, so that equal states print alike.
 */
final class FieldsTurnState implements TurnState {

  private final Map<String, String> fields;

  FieldsTurnState(RuleSet rules, Map<String, String> given) {
    Map<String, String> out = LinkedHashMap.empty();
    for (String key : rules.turnStateKeys()) {
      Option<String> v = given.get(key);
      if (v.isDefined()) {
        out = out.put(key, v.get());
      }
    }
    this.fields = out;
  }

  @Override
  public Map<String, String> fields() {
    return fields;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FieldsTurnState && fields.equals(((FieldsTurnState) o).fields);
  }

  @Override
  public int hashCode() {
    return fields.hashCode();
  }

  @Override
  public String toString() {
    return fields.map(e -> e._1 + "=" + e._2).mkString(" ");
  }
}
