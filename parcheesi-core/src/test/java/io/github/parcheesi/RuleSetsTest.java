package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link RuleSets} finds rule sets through {@link java.util.ServiceLoader}: here the two race rule
 * sets, lent by {@link Races} through the context class loader (core's own class loader has none).
 * Unknown ids are refused naming the known ones; options are applied; a broken provider of the
 * context class loader is skipped.
 */
class RuleSetsTest {

  @Test
  void everyRuleSetFoundIsListedOnceSortedById() {
    Races.installed(
        () -> {
          List<RuleSet> all = RuleSets.all();
          assertEquals(List.of("plainrace", "race"), all.map(RuleSet::id));
          assertEquals(RaceRules.plain(), all.get(0));
          assertEquals(RaceRules.race(), all.get(1));
          assertSame(all, RuleSets.all(), "looked up once, then remembered");
        });
    // the same providers named twice are still one rule set each
    String twice = Races.PROVIDERS + Races.PROVIDERS;
    assertEquals(
        List.of("plainrace", "race"),
        Races.installed(twice, () -> RuleSets.all().map(RuleSet::id)));
  }

  @Test
  void theFoundRuleSetsAreRememberedAfterTheContextChanges() {
    List<RuleSet> first =
        Races.installed(
            Races.PROVIDERS,
            () -> {
              List<RuleSet> found = RuleSets.all();
              Thread.currentThread().setContextClassLoader(RuleSets.class.getClassLoader());
              assertSame(found, RuleSets.all());
              assertEquals(Option.some(RaceRules.race()), RuleSets.find("race"));
              return found;
            });
    assertEquals(2, first.size());
  }

  @Test
  void findAndGetByIdWithDefaultOptions() {
    Races.installed(
        () -> {
          assertEquals(Option.some(RaceRules.race()), RuleSets.find("race"));
          assertEquals(Option.some(RaceRules.plain()), RuleSets.find("plainrace"));
          assertEquals(Option.none(), RuleSets.find("Race"));
          assertEquals(Option.none(), RuleSets.find(""));
          assertEquals(RaceRules.race(), RuleSets.get("race"));
          IllegalArgumentException e =
              assertThrows(IllegalArgumentException.class, () -> RuleSets.get("american"));
          assertEquals("unknown variant 'american'; known: plainrace, race", e.getMessage());
        });
  }

  @Test
  void getWithOptionsAppliesThemOrNamesWhatIsWrong() {
    Races.installed(
        () -> {
          assertEquals(
              Either.right(RaceRules.with(RaceRules.race(), RaceRules.HOME, "over")),
              RuleSets.get("race", HashMap.of("home", "over")));
          RuleSet both =
              RuleSets.get("race", LinkedHashMap.of("home", "over", "bonus", "true")).get();
          assertEquals(
              LinkedHashMap.of("home", "over", "bonus", "true", "dice", "any"),
              both.optionValues());
          assertEquals(Either.right(RaceRules.race()), RuleSets.get("race", HashMap.empty()));
          Rejection far = RuleSets.get("race", HashMap.of("home", "far")).getLeft();
          assertEquals("option home takes exact or over, not 'far'", far.message());
          assertEquals(Rejection.Kind.BAD_OPTION_VALUE, far.kind());
          assertEquals(Option.some("home"), far.name());
          assertEquals(Option.some("far"), far.value());
          Rejection bonus = RuleSets.get("plainrace", HashMap.of("bonus", "true")).getLeft();
          assertEquals(
              "unknown option 'bonus' for variant plainrace (known: home, dice)", bonus.message());
          assertEquals(Rejection.Kind.UNKNOWN_OPTION, bonus.kind());
          assertEquals(Option.some("bonus"), bonus.name());
          assertEquals(Option.none(), bonus.value());
          assertEquals(Option.none(), bonus.rule());
          Rejection ludo = RuleSets.get("ludo", HashMap.of("home", "over")).getLeft();
          assertEquals(
              Rejection.unknownVariant("ludo", List.of("plainrace", "race")), ludo, "ludo");
          assertEquals(Rejection.Kind.UNKNOWN_VARIANT, ludo.kind());
          assertEquals(Option.some("ludo"), ludo.name());
          assertEquals(Option.none(), ludo.rule());
          assertEquals("unknown variant 'ludo'; known: plainrace, race", ludo.reason());
          assertEquals("unknown variant 'ludo'; known: plainrace, race", ludo.message());
          assertEquals(ludo.message(), ludo.toString());
        });
  }

  @Test
  void brokenProvidersOfTheContextClassLoaderAreSkipped() {
    String services =
        "io.github.parcheesi.NoSuchRules\n"
            + "java.lang.String\n"
            + Races.PROVIDERS
            + "io.github.parcheesi.AlsoMissing\n";
    assertEquals(
        List.of("plainrace", "race"),
        Races.installed(services, () -> RuleSets.all().map(RuleSet::id)));
  }

  @Test
  @Timeout(20)
  void aContextClassLoaderThatFailsForEverIsGivenUp() {
    // its every lookup fails: the bound on failures ends the search, with core's own rule sets
    assertEquals(List.empty(), Races.failingContext(RuleSets::all));
  }

  @Test
  void withoutAContextClassLoaderOnlyCoresOwnAreFound() {
    assertEquals(List.empty(), Races.withContext(null, RuleSets::all));
    assertTrue(Races.withContext(null, () -> RuleSets.find("race")).isEmpty());
  }
}
