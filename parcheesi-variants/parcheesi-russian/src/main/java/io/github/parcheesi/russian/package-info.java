/**
 * Russian Parchis, "Парчис" (variant id {@code russian}): the board RB1-RB6 and the rules R1-R15 of
 * this module's {@code RULES.md}, which also gives the location tokens, the turn-state keys {@code
 * grant}, {@code resume} and {@code offer} (read typed as {@link
 * io.github.parcheesi.russian.RussianTurnState}), and every ruling.
 */
package io.github.parcheesi.russian;
