/**
 * The examples built around the library, on its public API only, each in a package of its own:
 *
 * <ul>
 *   <li>{@code io.github.parcheesi.examples.cli}: the {@code parcheesi} command-line program
 *       ({@code Main} and its commands, COMMANDS.md);
 *   <li>{@code io.github.parcheesi.examples.web}: the web page's server ({@code serve});
 *   <li>{@link io.github.parcheesi.examples.draw}: the boards drawn in the terminal and as SVG;
 *   <li>this package: what the program and the page share, {@link
 *       io.github.parcheesi.examples.OfferTerms}.
 * </ul>
 *
 * <p>The bots, the arena and the learning environment are the published module {@code
 * parcheesi-bots} (package {@code io.github.parcheesi.bots}); the benchmarks are the module {@code
 * parcheesi-examples/benchmarks}.
 */
package io.github.parcheesi.examples;
