/**
 * Test support shipped in the core test-jar: {@link io.github.parcheesi.testing.RuleSetContract},
 * the contract every rule set's test inherits, and {@link io.github.parcheesi.testing.Games},
 * seeded random playouts through the public API.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * class MyRulesContractTest extends RuleSetContract {
 *   protected RuleSet rules() {
 *     return new MyRules();
 *   }
 * }
 * }</pre>
 */
package io.github.parcheesi.testing;
