package io.github.parcheesi.russian;

/**
 * The legal moves of a roll and every spelling of each (ruling 4), from one search ({@link
 * MoveListing#spelled}).
 *
 * @param legal the listing, as {@code legalMoves} gives it
 * @param spellings the plays the musts kept, each marked with its listed play
 */
record SpelledPlays(LegalMoves legal, Spellings spellings) {}
