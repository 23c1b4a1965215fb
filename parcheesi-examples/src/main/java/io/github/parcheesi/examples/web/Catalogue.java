package io.github.parcheesi.examples.web;

import io.github.parcheesi.RuleOption;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.RuleSets;
import io.github.parcheesi.bots.Bots;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a new game may be, as {@code GET /api/variants} answers it: the variants with their rule
 * options (each labelled in English and Russian), the players a seat may have besides {@code human}
 * ({@code bots}: the bots built in, the learned bots among them, then the programs the server was
 * started with), which of them are programs ({@code programs}), where the learned bots can play
 * ({@code limited}: each learned bot's name to the settings its weights were trained for, {@link
 * LearnedLimits#settings()}; a bot not named there plays every game), and the page's languages.
 */
final class Catalogue {

  private Catalogue() {}

  /**
   * The catalogue of a server.
   *
   * @param programs the programs it was started with
   * @return the answer, as JSON maps and lists
   */
  static Map<String, Object> of(ProgramBots programs) {
    List<Map<String, Object>> variants = new ArrayList<>();
    for (RuleSet rules : RuleSets.all()) {
      List<Map<String, Object>> options = new ArrayList<>();
      for (RuleOption<?> o : rules.options()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", o.name());
        m.put("description", o.description());
        m.put("values", o.values().asJava());
        m.put("default", o.defaultValue());
        m.put("label", Labels.option(o.name()));
        m.put("valueLabels", Labels.values(o.values()));
        options.add(m);
      }
      Map<String, Object> v = new LinkedHashMap<>();
      v.put("id", rules.id());
      v.put("name", Labels.variant(rules.id()));
      v.put("pieces", rules.piecesPerColour());
      v.put("options", options);
      variants.add(v);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("variants", variants);
    List<String> bots = new ArrayList<>(Bots.names().asJava());
    bots.addAll(Bots.learnedNames().asJava());
    bots.addAll(programs.names());
    out.put("bots", bots);
    out.put("programs", programs.names());
    out.put("limited", LearnedLimits.settings());
    out.put("languages", List.of("en", "ru"));
    return out;
  }
}
