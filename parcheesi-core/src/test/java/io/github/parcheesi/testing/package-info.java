/**
 * Test support shipped in the core test-jar (classifier {@code tests}; depend on it with {@code
 * <type>test-jar</type>}): {@link io.github.parcheesi.testing.RuleSetContract}, the contract every
 * rule set's test inherits; {@link io.github.parcheesi.testing.Games}, seeded random playouts
 * through the public API; {@link io.github.parcheesi.testing.Generators}, rolls, reachable
 * positions, decisions, legal move sequences, whole games and well-formed random moves as plain
 * functions of a seeded {@link io.github.parcheesi.Dice} and as QuickTheories generators; {@link
 * io.github.parcheesi.testing.SampleGame}, a seeded game recorded as text and compared line by
 * line; {@link io.github.parcheesi.testing.RuleIdChecks}, every rule id a rule set names in random
 * games and malformed inputs found in its RULES.md table; {@link
 * io.github.parcheesi.testing.WordsChecks}, the sentences of every event of random games held to
 * the event's facts, in every language and to every listener; {@link
 * io.github.parcheesi.testing.TurnBuilderChecks}, every spelling of every listed move built step by
 * step through {@link io.github.parcheesi.TurnBuilder}, which may stop exactly on a spelling.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * class MyRulesContractTest extends RuleSetContract {
 *   protected RuleSet rules() {
 *     return new MyRules();
 *   }
 * }
 *
 * qt().forAll(Generators.decisions(rules))
 *     .checkAssert(d -> assertTrue(d.legal().contains(myBot.choose(d.before(), d.legal()))));
 * }</pre>
 */
package io.github.parcheesi.testing;
