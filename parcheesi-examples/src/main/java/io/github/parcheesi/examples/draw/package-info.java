/**
 * Drawing a position for a person: {@link io.github.parcheesi.examples.draw.TextBoard} in the
 * terminal (Unicode, ANSI colours) and {@link io.github.parcheesi.examples.draw.SvgBoard} as an SVG
 * picture, both laid out from the variant's {@link io.github.parcheesi.BoardGeometry}, so they draw
 * every variant without a table of their own. The command line's {@code show}, {@code play} and
 * {@code replay --step} use them.
 */
package io.github.parcheesi.examples.draw;
