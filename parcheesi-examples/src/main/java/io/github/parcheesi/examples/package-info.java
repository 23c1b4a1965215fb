/**
 * The {@code parcheesi} command-line program ({@link io.github.parcheesi.examples.Main}) and simple
 * bots, built on the library's public API only.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * java -jar parcheesi.jar start --players 2
 * java -jar parcheesi.jar moves --position "american Y Y:n,n,n,n R:n,n,n,n" --roll 5-3
 * java -jar parcheesi.jar demo --seed 1
 * }</pre>
 */
package io.github.parcheesi.examples;
