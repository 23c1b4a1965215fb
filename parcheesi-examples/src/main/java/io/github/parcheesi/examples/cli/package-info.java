/**
 * The {@code parcheesi} command-line program ({@link io.github.parcheesi.examples.cli.Main}), which
 * plays with the bots of {@code io.github.parcheesi.bots} and saves and loads games as the
 * library's game records ({@link io.github.parcheesi.record.GameRecord}), built on the library's
 * public API only.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * java -jar parcheesi.jar start --players 2
 * java -jar parcheesi.jar moves --position "american Y Y:n,n,n,n R:n,n,n,n" --roll 5-3
 * java -jar parcheesi.jar demo --seed 1
 * java -jar parcheesi.jar show --position "american Y Y:n,n,5,5 R:n,n,n,40" --svg board.svg
 * java -jar parcheesi.jar play --humans 1 --bots search
 * java -jar parcheesi.jar simulate --games 400 --bots search,heuristic --threads 2
 * java -jar parcheesi.jar replay game.txt
 * }</pre>
 */
package io.github.parcheesi.examples.cli;
