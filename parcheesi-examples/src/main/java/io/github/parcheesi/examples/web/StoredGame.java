package io.github.parcheesi.examples.web;

/**
 * What the server's database keeps of a game (one row of the table {@code games}, besides its id
 * and times): enough to make the game whole again after a restart, the same position, record,
 * seats, log and undo points, and the dice rolling on where they stopped.
 *
 * @param seats who plays each colour, in play order, such as {@code Y=human,R=search}
 * @param seed the seed of the game's dice
 * @param position the position a game from a position started at, in notation; null for a game from
 *     the start
 * @param record a game from the start: its record as {@code GameRecord.format()} writes it (the
 *     library's format, RECORDS.md); a game from a position: its decisions, one record line each
 * @param rolls how many rolls the game's dice gave after the roll-off
 * @param roll a person's roll waiting to be played, such as {@code 5-3}, or null
 * @param steps the steps chosen of that roll so far, separated by spaces, or null
 */
record StoredGame(
    String seats,
    long seed,
    String position,
    String record,
    int rolls,
    String roll,
    String steps) {}
