package io.github.parcheesi.examples.web;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The words a person reads for a variant and its rule options, in English and Russian: the
 * variant's name, each option's label, and each value's word. An option the table does not know
 * keeps its own name.
 */
final class Labels {

  private Labels() {}

  private static final Map<String, String[]> VARIANTS =
      Map.of(
          "american", new String[] {"American Parcheesi", "Американский парчис"},
          "parchis", new String[] {"Parchís", "Парчис (испанский)"},
          "russian", new String[] {"Russian Parcheesi", "Русский парчис"});

  private static final Map<String, String[]> OPTIONS =
      Map.of(
          "threeDoublesPenalty",
              new String[] {
                "Third doubles in a row sends a piece back", "Третий дубль подряд: фишка назад"
              },
          "eitherDie",
              new String[] {
                "Either die when only one can be played",
                "Любая кость, если можно сыграть только одну"
              },
          "mustEnter", new String[] {"A five must enter a piece", "Пятёрка обязана вводить фишку"},
          "doublesAllOrNothing",
              new String[] {
                "Doubles: all four values or none", "Дубль: все четыре значения или ни одного"
              },
          "mustTurnHome",
              new String[] {"A piece must turn into its home row", "Фишка обязана свернуть к дому"},
          "doublesPassBlockades",
              new String[] {"Doubles may pass blockades", "Дубль может проходить через блок"},
          "bonuses",
              new String[] {
                "Bonuses: 20 for a capture, 10 for a piece home",
                "Бонусы: 20 за взятие, 10 за фишку дома"
              },
          "capture", new String[] {"Capturing", "Взятие"});

  private static final Map<String, String[]> VALUES =
      Map.of(
          "true", new String[] {"yes", "да"},
          "false", new String[] {"no", "нет"},
          "forced", new String[] {"compulsory", "обязательно"},
          "penalty",
              new String[] {
                "optional, a skipped capture is punished", "по желанию, пропуск наказывается"
              });

  /** A variant's name in each language. */
  static Map<String, String> variant(String id) {
    return both(VARIANTS.get(id), id);
  }

  /** An option's label in each language. */
  static Map<String, String> option(String name) {
    return both(OPTIONS.get(name), name);
  }

  /** Each value of an option, to its word in each language. */
  static Map<String, Map<String, String>> values(Iterable<?> values) {
    Map<String, Map<String, String>> out = new LinkedHashMap<>();
    for (Object v : values) {
      out.put(String.valueOf(v), both(VALUES.get(String.valueOf(v)), String.valueOf(v)));
    }
    return out;
  }

  private static Map<String, String> both(String[] words, String otherwise) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("en", words == null ? otherwise : words[0]);
    m.put("ru", words == null ? otherwise : words[1]);
    return m;
  }
}
