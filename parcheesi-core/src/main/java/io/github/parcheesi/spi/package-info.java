/**
 * The service-provider interface of the engines: what a module that plays a board needs from the
 * core beyond the public API, and what it must promise in return. Callers of the library never need
 * it.
 *
 * <p>An engine implements {@link io.github.parcheesi.RuleSet} in its own module and registers it
 * with {@link java.util.ServiceLoader}. Through this package it
 *
 * <ul>
 *   <li>reads a state's pieces as small codes, without building lists, and makes the states its
 *       moves lead to from codes it vouches for, unchecked ({@link
 *       io.github.parcheesi.spi.Positions}): it promises that every state it makes this way is one
 *       {@link io.github.parcheesi.GameState#of} would accept, in canonical form;
 *   <li>lists moves in its own compact form, from which a move's steps and result are built when
 *       first asked for ({@link io.github.parcheesi.spi.MoveSource}): it promises that a move's
 *       result is the state the rules give for its steps;
 *   <li>knows in {@code apply} when a move is one it listed from that very state ({@link
 *       io.github.parcheesi.spi.MoveSource#listedResult}), and judges every other move itself.
 * </ul>
 *
 * <p>The core checks what engines make under assertions ({@code -ea}), as the tests run.
 */
package io.github.parcheesi.spi;
