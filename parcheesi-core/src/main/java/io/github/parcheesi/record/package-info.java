/**
 * Game records: a whole game in plain text, from its start (the variant and its options, the
 * colours, the roll-off of rule B6, the first player, the seed of the dice, who plays) to its last
 * decision, one line per decision with its roll. {@link io.github.parcheesi.record.GameRecord}
 * writes and reads a record and replays it against the rules; {@link
 * io.github.parcheesi.record.RecordError} says what is wrong with a record, and on which line. The
 * format is specified in the core module's {@code RECORDS.md}.
 *
 * <h2>Saving and loading a game</h2>
 *
 * <pre>{@code
 * GameRecord record = GameRecord.start(rules.newGame(rollOff), Option.some(rollOff));
 * // after each decision: record = record.append(state.toMove(), move);
 * Files.writeString(file, record.format());
 *
 * Either<RecordError, GameState> loaded =
 *     GameRecord.read(Files.readString(file)).flatMap(GameRecord::replay);
 * if (loaded.isLeft()) {
 *   System.out.println(loaded.getLeft());   // such as "line 12: it is R's turn, not Y's, in ..."
 * }
 * }</pre>
 */
package io.github.parcheesi.record;
