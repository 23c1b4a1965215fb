package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Dice;
import io.github.parcheesi.GameState;
import io.github.parcheesi.IllegalMove;
import io.github.parcheesi.IllegalMoveException;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Notation;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RollOff;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.github.parcheesi.WrongPhaseException;
import io.github.parcheesi.record.GameRecord;
import io.github.parcheesi.record.RecordError;
import io.github.parcheesi.testing.Games.Playout;
import io.github.parcheesi.testing.Games.Ply;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link RuleSet} keeps, as QuickTheories properties over seeded random games
 * ({@link Games}). A rule set's test inherits it by supplying {@link #rules()}:
 *
 * <pre>{@code
 * class AmericanContractTest extends RuleSetContract {
 *   protected RuleSet rules() {
 *     return new AmericanRules();
 *   }
 * }
 * }</pre>
 *
 * <p>Each property plays {@link #games()} random games (capped by {@link #MAX_GAMES_PROPERTY} under
 * mutation testing), one for each (seed, player count) drawn by QuickTheories from the fixed seed
 * {@link #seed()}, and checks every state or decision of every game. A failure names the seed and
 * the player count, so {@code Games.play(rules(), players, seed, maxPlies())} replays it.
 *
 * <p>What is checked: pieces are conserved and positions stay legal; the board invariant ({@link
 * #boardViolations(GameState)}, by default that of the 68-square board); every listed move applies;
 * moves that are not listed are refused with a rule, a kind ({@link Refusal.Kind}, not {@code
 * OTHER}) and a reason and leave the state unchanged, a move after the end as {@code GAME_OVER};
 * {@code legalMoves} lists distinct positions, deterministically, never nothing in {@link
 * Phase#ROLL}; the moves of the other phase are refused with a {@link
 * io.github.parcheesi.WrongPhaseException}; each listed move's decision agrees with its events
 * ({@link DecisionChecks}); notation and game records round-trip; every game ends; after a move the
 * colour to move and the doubles count follow {@code NOTATION.md} ({@link #checkTurn(Ply)}).
 *
 * <p>Variants on other boards (the Russian game) override {@link #boardViolations(GameState)} and
 * {@link #checkTurn(Ply)}; variants with a tighter rule for rolling again override {@link
 * #rerollExpected(Ply)}.
 */
public abstract class RuleSetContract {

  /** Creates the contract; subclasses supply the rules. */
  protected RuleSetContract() {}

  /**
   * The rule set under test.
   *
   * @return the rule set, with the options to test
   */
  protected abstract RuleSet rules();

  /**
   * The fewest players the random games have.
   *
   * @return 2 unless the variant needs more
   */
  protected int minPlayers() {
    return 2;
  }

  /**
   * The most players the random games have.
   *
   * @return 4 unless the variant allows fewer
   */
  protected int maxPlayers() {
    return 4;
  }

  /**
   * The fixed seed QuickTheories draws game seeds and player counts from.
   *
   * @return the seed
   */
  protected long seed() {
    return 0x5EED_CAFEL;
  }

  /**
   * How many random games each property plays.
   *
   * @return the number of games
   */
  protected int games() {
    return 10;
  }

  /**
   * The generous bound on decisions within which every game must end.
   *
   * @return the most decisions a game may take
   */
  protected int maxPlies() {
    return 20_000;
  }

  /**
   * The ways a state breaks the board's invariants; override for boards other than the 68-square
   * one.
   *
   * @param state a visited state
   * @return readable violations; empty when the state is fine
   */
  protected Seq<String> boardViolations(GameState state) {
    return trackBoardViolations(state);
  }

  /**
   * The invariants of the 68-square board (B1, B4, A7): every piece is in its nest, on a track
   * square 1 to 68, on its home row {@code r1}..{@code r7} or home; no track square holds two
   * colours or three pieces; no home-row square holds three pieces.
   *
   * @param state a state on the 68-square board
   * @return readable violations; empty when the state is fine
   */
  public static Seq<String> trackBoardViolations(GameState state) {
    List<String> out = List.empty();
    java.util.Map<Integer, Integer> count = new HashMap<>();
    java.util.Map<Integer, Colour> owner = new HashMap<>();
    for (Colour c : state.colours()) {
      java.util.Map<Integer, Integer> row = new HashMap<>();
      for (Location l : state.pieces(c)) {
        switch (l.kind()) {
          case NEST:
          case HOME:
            break;
          case TRACK:
            if (l.index() < 1 || l.index() > 68) {
              out = out.append(c.letter() + " piece on " + l + ", off the 68-square track");
            }
            if (count.merge(l.index(), 1, Integer::sum) > 2) {
              out = out.append("three pieces on square " + l);
            }
            Colour before = owner.putIfAbsent(l.index(), c);
            if (before != null && before != c) {
              out =
                  out.append("two colours " + before.letter() + " and " + c.letter() + " on " + l);
            }
            break;
          case HOME_ROW:
            if (row.merge(l.index(), 1, Integer::sum) > 2) {
              out = out.append("three " + c.letter() + " pieces on home-row square " + l);
            }
            break;
          default:
            out = out.append(c.letter() + " piece on " + l + ", not a 68-square board location");
        }
      }
    }
    return out;
  }

  /**
   * Checks the colour to move, the doubles count and the winner after one decision, as {@code
   * NOTATION.md} states them for the 68-square games: after the winning move the winner stays to
   * move with {@code doubles} 0; after a doubles roll whose values were all played the same player
   * rolls again with {@code doubles} one higher; otherwise the next colour in play order moves with
   * {@code doubles} 0. Whether a doubles roll was all played is up to {@link #rerollExpected(Ply)};
   * when it does not say, either outcome is accepted. Override for variants with other turn rules.
   *
   * @param ply a decision of a random game
   */
  protected void checkTurn(Ply ply) {
    GameState before = ply.before();
    GameState after = ply.after();
    Colour mover = before.toMove();
    String where = " after " + before + " roll " + ply.roll().getOrNull() + " move " + ply.move();
    if (after.isOver()) {
      assertEquals(Option.some(mover), after.winner(), "the mover is the winner" + where);
      assertEquals(mover, after.toMove(), "the winner stays to move" + where);
      assertEquals(0, after.doubles(), "doubles is 0 once the game is over" + where);
      return;
    }
    Colour next = nextInPlayOrder(before, mover);
    boolean doubles = ply.roll().exists(Roll::isDoubles);
    boolean rolledAgain = after.toMove() == mover && after.doubles() == before.doubles() + 1;
    boolean passed = after.toMove() == next && after.doubles() == 0;
    if (!doubles) {
      assertTrue(
          passed,
          "the turn passes to "
              + next.letter()
              + " after a non-doubles roll"
              + where
              + " gave "
              + after);
      return;
    }
    Option<Boolean> expected = rerollExpected(ply);
    if (expected.isEmpty()) {
      assertTrue(
          rolledAgain || passed,
          "after doubles either the same player rolls again with"
              + " doubles+1 or the turn passes"
              + where
              + " gave "
              + after);
    } else if (expected.get()) {
      assertTrue(
          rolledAgain, "the same player rolls again with doubles+1" + where + " gave " + after);
    } else {
      assertTrue(passed, "the turn passes to " + next.letter() + where + " gave " + after);
    }
  }

  /**
   * Whether, after a doubles roll, the same player must roll again; used by {@link
   * #checkTurn(Ply)}.
   *
   * @param ply a decision made with doubles that did not end the game
   * @return true or false when the variant says, none to accept either
   */
  protected Option<Boolean> rerollExpected(Ply ply) {
    return Option.none();
  }

  /**
   * The colour after {@code colour} in play order Y, G, R, B among the colours of a game (B5).
   *
   * @param state a state of the game
   * @param colour a colour in the game
   * @return the next colour
   */
  public static Colour nextInPlayOrder(GameState state, Colour colour) {
    List<Colour> colours = state.colours();
    return colours.get((colours.indexOf(colour) + 1) % colours.size());
  }

  // ------------------------------------------------------------------------------- properties

  /** Every colour keeps its pieces, the colours never change and every state is legal. */
  @Test
  @DisplayName("contract: pieces are conserved and every visited state is a legal position")
  void piecesAreConserved() {
    forAllGames(
        (game, where) -> {
          List<Colour> colours = game.states().head().colours();
          for (GameState s : game.states()) {
            assertEquals(colours, s.colours(), "colours changed" + where + " at " + s);
            for (Colour c : colours) {
              assertEquals(
                  rules().piecesPerColour(),
                  s.pieces(c).size(),
                  "pieces of " + c.letter() + where + " at " + s);
            }
            assertEquals(
                List.empty(), List.ofAll(rules().problems(s)), "problems" + where + " at " + s);
          }
        });
  }

  /** The board invariant holds in every visited state (two colours or three pieces never). */
  @Test
  @DisplayName("contract: no square holds two colours or three pieces")
  void boardInvariantHolds() {
    forAllGames(
        (game, where) -> {
          for (GameState s : game.states()) {
            assertEquals(List.empty(), List.ofAll(boardViolations(s)), where + " at " + s);
          }
        });
  }

  /** Every listed move applies, as listed and as a fresh copy made from its steps. */
  @Test
  @DisplayName("contract: every listed move applies and apply agrees with play")
  void everyListedMoveApplies() {
    forAllGames(
        (game, where) -> {
          for (Ply ply : game.plies()) {
            for (Move m : ply.legal()) {
              String at = where + " at " + ply.before() + " move " + m;
              Either<IllegalMove, GameState> applied = rules().apply(ply.before(), m);
              assertTrue(
                  applied.isRight(),
                  () -> "listed move refused" + at + ": " + applied.getLeft().message());
              assertEquals(rules().play(ply.before(), m), applied.get(), "apply vs play" + at);
              Move copy = copy(m, m.steps());
              assertEquals(
                  Either.right(applied.get()),
                  rules().apply(ply.before(), copy),
                  "a copy of the listed move" + at);
              Move reparsed =
                  m.roll().isDefined()
                      ? Notation.parseMove(m.toString(), m.roll().get())
                      : Notation.parseMove(m.toString());
              assertEquals(m, reparsed, "move notation round trip" + at);
            }
            assertEquals(ply.after(), rules().play(ply.before(), ply.move()), "replay" + where);
          }
        });
  }

  /**
   * Every listed move says what kind of decision it is, in agreement with its events, and a copy
   * made from its steps is given the same decision by the rules ({@link DecisionChecks}).
   */
  @Test
  @DisplayName("contract: every listed move's decision agrees with its events")
  void decisionsAgreeWithEvents() {
    forAllGames(
        (game, where) -> {
          DecisionChecks checks = new DecisionChecks();
          for (Ply ply : game.plies()) {
            for (Move m : ply.legal()) {
              checks.checkMove(rules(), ply.before(), m);
            }
          }
        });
  }

  /**
   * Moves that are not listed (a pass, a step's capture mark flipped, the last step dropped, the
   * moves of other rolls that lead elsewhere than every listed move) are refused with the move, the
   * unchanged state, a rule id, a kind other than {@link Refusal.Kind#OTHER} and a reason.
   */
  @Test
  @DisplayName("contract: a move that is not listed is refused, naming a rule, state unchanged")
  void unlistedMovesAreRefused() {
    forAllGames(
        (game, where) -> {
          int index = 0;
          for (Ply ply : game.plies()) {
            Dice pick = Dice.seeded(ply.before().hashCode() * 31L + index++);
            for (Move candidate : unlisted(ply, pick)) {
              checkRefused(ply.before(), candidate, where);
            }
          }
        });
  }

  private List<Move> unlisted(Ply ply, Dice pick) {
    List<Move> out = List.empty();
    Option<Roll> roll = ply.roll();
    List<Move> legal = ply.legal();
    Move pass = roll.isDefined() ? Move.pass(roll.get()) : Move.withoutRoll(List.empty());
    out = out.append(pass);
    Move m = legal.get(pick.nextInt(legal.size()));
    if (!m.isPass()) {
      int i = pick.nextInt(m.steps().size());
      Step s = m.steps().get(i);
      out = out.append(copy(m, m.steps().update(i, Step.of(s.from(), s.to(), !s.capture()))));
      out = out.append(copy(m, m.steps().init()));
    }
    if (roll.isDefined()) {
      // A move of another roll, unless it leads where a listed move leads: NOTATION.md calls
      // such moves the same move, so their steps may be a listed move spelled otherwise.
      List<List<List<Location>>> listed = legal.map(l -> placement(rules().play(ply.before(), l)));
      for (int k = 0; k < 2; k++) {
        Roll other = Roll.outcomes().get(pick.nextInt(36));
        List<Move> theirs = rules().legalMoves(ply.before(), other);
        if (!theirs.isEmpty()) {
          Move m2 = theirs.get(pick.nextInt(theirs.size()));
          if (!listed.contains(placement(rules().play(ply.before(), m2)))) {
            out = out.append(Move.of(roll.get(), m2.steps()));
          }
        }
      }
    }
    return out.filter(c -> !legal.contains(c)).distinct();
  }

  /** Where the pieces are, colour by colour, ignoring whose turn it is. */
  private static List<List<Location>> placement(GameState s) {
    return s.colours().map(s::pieces);
  }

  private void checkRefused(GameState state, Move candidate, String where) {
    String text = Notation.format(state);
    GameState copy = Notation.parsePosition(text, rules());
    String at = where + " at " + text + " move " + candidate + " roll " + candidate.roll();
    Either<IllegalMove, GameState> result = rules().apply(state, candidate);
    assertTrue(result.isLeft(), () -> "unlisted move accepted" + at + ", giving " + result.get());
    IllegalMove refusal = result.getLeft();
    assertEquals(candidate, refusal.move(), "the refusal holds the move" + at);
    assertEquals(copy, refusal.state(), "the refusal holds the unchanged state" + at);
    assertFalse(
        refusal.rule().isBlank(), "the refusal names a rule" + at + ": " + refusal.message());
    assertFalse(refusal.reason().isBlank(), "the refusal gives a reason" + at);
    assertNotEquals(
        Refusal.Kind.OTHER, refusal.kind(), "the refusal says its kind" + at + ": " + refusal);
    assertEquals(copy, state, "the caller's state is unchanged" + at);
    assertEquals(text, Notation.format(state), "the caller's state prints the same" + at);
    IllegalMoveException thrown =
        assertThrows(IllegalMoveException.class, () -> rules().play(state, candidate), at);
    assertEquals(refusal, thrown.illegalMove(), "play throws the same refusal" + at);
  }

  /**
   * {@code legalMoves} lists each resulting position once, gives the same list twice and for an
   * equal state, is never empty in {@link Phase#ROLL} (a lone pass when nothing can be played) and
   * empty once the game is over.
   */
  @Test
  @DisplayName("contract: legalMoves is distinct, deterministic and never empty in the ROLL phase")
  void legalMovesAreDistinctDeterministicAndNonEmpty() {
    forAllGames(
        (game, where) -> {
          int index = 0;
          for (Ply ply : game.plies()) {
            GameState s = ply.before();
            String at = where + " at " + s + " roll " + ply.roll().getOrNull();
            GameState copy = Notation.parsePosition(Notation.format(s), rules());
            List<Move> again = legalMoves(s, ply.roll());
            assertEquals(ply.legal(), again, "same list twice" + at);
            assertEquals(
                ply.legal(), legalMoves(copy, ply.roll()), "same list for an equal state" + at);
            checkMoveList(s, ply.roll(), ply.legal(), at);
            // Every roll, every few states: a list for each of the 36 outcomes.
            if (s.phase() == Phase.ROLL && index++ % 8 == 0) {
              for (Roll r : Roll.outcomes()) {
                checkMoveList(
                    s, Option.some(r), rules().legalMoves(s, r), where + " at " + s + " roll " + r);
              }
            }
          }
        });
  }

  private void checkMoveList(GameState s, Option<Roll> roll, List<Move> moves, String at) {
    assertFalse(moves.isEmpty(), "no legal move" + at);
    List<GameState> results = moves.map(m -> rules().play(s, m));
    assertEquals(
        results.size(),
        results.distinct().size(),
        "two listed moves lead to the same position" + at + ": " + moves);
    if (moves.exists(Move::isPass)) {
      assertEquals(1, moves.size(), "a pass is listed only when nothing else is" + at);
    }
    for (Move m : moves) {
      assertEquals(roll, m.roll(), "a listed move carries the roll" + at);
    }
  }

  private List<Move> legalMoves(GameState s, Option<Roll> roll) {
    return roll.isDefined() ? rules().legalMoves(s, roll.get()) : rules().legalMoves(s);
  }

  /**
   * Each call serves one phase: in {@link Phase#DECIDE} the moves of a roll ({@code legalMoves(s,
   * roll)}, {@code countMoves}) are refused, in {@link Phase#ROLL} the decisions without a roll
   * ({@code legalMoves(s)}) are; each refusal is a {@link WrongPhaseException} naming the state's
   * phase and the call that fits it, and leaves the state as it was.
   */
  @Test
  @DisplayName("contract: the moves of the other phase are refused, naming the state's phase")
  void theOtherPhaseIsRefused() {
    forAllGames(
        (game, where) -> {
          int index = 0;
          for (Ply ply : game.plies()) {
            GameState s = ply.before();
            String text = Notation.format(s);
            String at = where + " at " + text;
            Phase phase = s.phase();
            if (phase == Phase.ROLL) {
              WrongPhaseException e =
                  assertThrows(WrongPhaseException.class, () -> rules().legalMoves(s), at);
              checkRefusal(e, Phase.ROLL, "call legalMoves(state, roll)", at);
            } else {
              assertEquals(Phase.DECIDE, phase, at);
              Roll r = Roll.outcomes().get(index++ % 36);
              WrongPhaseException e =
                  assertThrows(WrongPhaseException.class, () -> rules().legalMoves(s, r), at);
              checkRefusal(e, Phase.DECIDE, "call legalMoves(state)", at);
              WrongPhaseException counted =
                  assertThrows(WrongPhaseException.class, () -> rules().countMoves(s, r), at);
              checkRefusal(counted, Phase.DECIDE, "call legalMoves(state)", at);
            }
            assertEquals(text, Notation.format(s), "the caller's state is unchanged" + at);
          }
        });
  }

  private static void checkRefusal(
      WrongPhaseException e, Phase phase, String fittingCall, String at) {
    assertEquals(phase, e.phase(), "the refusal names the state's phase" + at);
    assertTrue(
        e.getMessage().contains("the state is in phase " + phase + ": ")
            && e.getMessage().contains(fittingCall),
        "the message names the phase and the call that fits it" + at + ": " + e.getMessage());
  }

  /**
   * B6: "each player rolls one die ... tied players roll again among themselves": the rule set's
   * roll-off, with seeded dice, keeps {@link RollOffInvariants}, the same seed gives the same
   * roll-off, and {@code newGame(rollOff)} starts with its winner.
   */
  @Test
  @DisplayName("contract: B6 the roll-off follows the declared order and re-rolls only the tied")
  void b6_rollOffFollowsTheDeclaredOrder() {
    qt().withFixedSeed(seed() ^ 0xB6L)
        .withExamples(200)
        .forAll(longs().all(), RollOffInvariants.colours())
        .checkAssert(
            (seed, colours) -> {
              RollOff r = rules().rollOff(colours, Dice.seeded(seed));
              RollOffInvariants.check(r, rules().rollOffOrder(), colours, seed);
              assertEquals(r, rules().rollOff(colours, Dice.seeded(seed)), "same seed, same");
              GameState start = rules().newGame(r);
              assertEquals(r.first(), start.toMove());
              assertEquals(colours.sorted(), start.colours().sorted());
              assertEquals(rules().newGame(colours, r.first()), start);
            });
  }

  /**
   * Every visited state prints canonically and parses back to an equal state; the game's record
   * ({@link GameRecord}) reads back to an equal record, under the rules with their defaults and the
   * record's option lines, and replays to the game's last state.
   */
  @Test
  @DisplayName("contract: notation and game records round-trip for every visited state and game")
  void notationRoundTrips() {
    forAllGames(
        (game, where) -> {
          checkRecordRoundTrips(game, where);
          for (GameState s : game.states()) {
            String text = Notation.format(s);
            assertEquals(text, s.toString(), "toString is the notation" + where);
            GameState parsed = Notation.parsePosition(text, rules());
            assertEquals(s, parsed, "parse(format(s)) equals s" + where + " at " + text);
            assertEquals(s.hashCode(), parsed.hashCode(), "equal states hash alike" + where);
            assertEquals(text, Notation.format(parsed), "format(parse(format(s)))" + where);
            // the text names the options it is played under: read with no rules given, or under
            // the defaults, it is the same state
            assertEquals(
                s,
                Notation.parsePosition(text, defaults()),
                "the text carries its options" + where);
          }
        });
  }

  private void checkRecordRoundTrips(Playout game, String where) {
    GameRecord record = GameRecord.start(game.states().head());
    for (Ply ply : game.plies()) {
      record = record.append(ply.before().toMove(), ply.move());
    }
    String text = record.format();
    Either<RecordError, GameRecord> read = GameRecord.read(text, List.of(defaults()));
    assertTrue(read.isRight(), "the record reads back" + where + ": " + read);
    assertEquals(record, read.get(), "read(format(record)) equals the record" + where);
    assertEquals(text, read.get().format(), "format(read(format(record)))" + where);
    assertEquals(
        Either.right(game.last()), read.get().replay(), "the record replays the game" + where);
  }

  /** The rule set under test with every option at its default. */
  private RuleSet defaults() {
    return rules()
        .withOptions(rules().options().toMap(o -> new Tuple2<>(o.name(), o.defaultValue())))
        .get();
  }

  /** Every game ends with a winner within {@link #maxPlies()}; a finished game has no moves. */
  @Test
  @DisplayName("contract: every game ends with a winner, and a finished game has no moves")
  void everyGameEnds() {
    forAllGames(
        (game, where) -> {
          GameState last = game.last();
          assertTrue(
              game.finished(),
              "no winner after " + game.plies().size() + " decisions" + where + ", at " + last);
          assertEquals(Phase.OVER, last.phase(), where);
          assertEquals(Option.some(last.toMove()), last.winner(), "the winner is to move" + where);
          for (GameState s : game.states().init()) {
            assertFalse(s.isOver(), "only the last state is over" + where + " at " + s);
          }
          for (Roll r : Roll.outcomes()) {
            assertEquals(List.empty(), rules().legalMoves(last, r), "moves after the end" + where);
          }
          assertEquals(List.empty(), rules().legalMoves(last), "decisions after the end" + where);
          assertEquals(0, rules().countMoves(last, Roll.of(6, 5)), "count after the end" + where);
          Move pass = Move.pass(Roll.of(3, 4));
          Either<IllegalMove, GameState> refused = rules().apply(last, pass);
          assertTrue(refused.isLeft(), "a move after the end is refused" + where);
          assertEquals(Refusal.Kind.GAME_OVER, refused.getLeft().kind(), where);
          assertSame(pass, refused.getLeft().move(), where);
          assertEquals(last, refused.getLeft().state(), where);
        });
  }

  /** After each decision the colour to move and the doubles count follow {@link #checkTurn}. */
  @Test
  @DisplayName("contract: after a move, to-move and doubles follow NOTATION.md")
  void turnOrderFollowsNotation() {
    forAllGames(
        (game, where) -> {
          for (Ply ply : game.plies()) {
            checkTurn(ply);
          }
        });
  }

  /** How many well-formed random moves the fuzz property tries in each reachable position. */
  private static final int FUZZ_MOVES = 20;

  /**
   * Fuzzing {@code apply}: well-formed but random moves ({@link Generators#wellFormedMove}: random
   * steps between random locations, random capture marks, the decision's roll, another roll or
   * none, passes, listed moves bent a little) in reachable positions are either accepted, and then
   * they are listed moves or spellings of one ({@link RuleSet#match}) and lead where the listed
   * move leads, or refused with the move, the unchanged state, a kind other than {@code OTHER} and
   * a reason. {@code apply} never throws, and the caller's state never changes.
   */
  @Test
  @DisplayName(
      "contract: apply answers random well-formed moves with a listed move's result or a"
          + " refusal, never an exception")
  void applyAnswersRandomMoves() {
    qt().withFixedSeed(seed() ^ 0xF0221L)
        .withExamples(10 * gamesToPlay())
        .withShrinkCycles(10)
        .forAll(Generators.decisions(rules()), longs().all())
        .checkAssert(
            (ply, moveSeed) -> {
              Dice dice = Dice.seeded(moveSeed);
              for (int i = 0; i < FUZZ_MOVES; i++) {
                checkApplyAnswers(
                    ply.before(), Generators.wellFormedMove(ply.before(), ply.roll(), dice));
              }
            });
  }

  private void checkApplyAnswers(GameState state, Move move) {
    String text = Notation.format(state);
    String at =
        " at "
            + text
            + " move "
            + move
            + " "
            + move.roll().map(r -> "with roll " + r).getOrElse("without a roll");
    Either<IllegalMove, GameState> result;
    try {
      result = rules().apply(state, move);
    } catch (RuntimeException e) {
      throw new AssertionError("apply threw " + e + at, e);
    }
    assertEquals(text, Notation.format(state), "the caller's state is unchanged" + at);
    if (result.isRight()) {
      List<Move> legal =
          move.roll().isDefined()
              ? rules().legalMoves(state, move.roll().get())
              : rules().legalMoves(state);
      // a listed move, or one of its spellings (RuleSet.spellings): match names the listed move
      Option<Move> listed =
          legal
              .find(move::equals)
              .orElse(rules().match(state, move).toOption().filter(legal::contains));
      assertTrue(
          listed.isDefined(),
          "apply accepted a move that is neither listed nor a spelling of a listed move"
              + at
              + "; listed: "
              + legal);
      assertEquals(
          rules().play(state, listed.get()),
          result.get(),
          "the accepted move leads where the listed move leads" + at);
    } else {
      IllegalMove refusal = result.getLeft();
      assertEquals(move, refusal.move(), "the refusal holds the move" + at);
      assertEquals(state, refusal.state(), "the refusal holds the unchanged state" + at);
      assertFalse(refusal.reason().isBlank(), "the refusal gives a reason" + at);
      assertNotEquals(
          Refusal.Kind.OTHER, refusal.kind(), "the refusal says its kind" + at + ": " + refusal);
      IllegalMoveException thrown =
          assertThrows(IllegalMoveException.class, () -> rules().play(state, move), at);
      assertEquals(refusal, thrown.illegalMove(), "play throws the same refusal" + at);
    }
  }

  /**
   * {@link io.github.parcheesi.TurnBuilder} offers every spelling of every listed move step by step
   * and says exactly where the chosen steps may stand as a move ({@link TurnBuilderChecks}); a
   * decision without a roll is offered whole, as the listed moves.
   */
  @Test
  @DisplayName(
      "contract: TurnBuilder offers every spelling step by step, may stop exactly on a spelling,"
          + " and offers decisions without a roll whole")
  void turnBuilderOffersEverySpellingAndMayStopExactlyOnOne() {
    RuleSet rules = rules();
    TurnBuilderChecks.Seen[] seen = {TurnBuilderChecks.Seen.NONE};
    qt().withFixedSeed(seed() ^ 0x7B1DL)
        .withExamples(3 * gamesToPlay())
        .withShrinkCycles(10)
        .forAll(Generators.decisions(rules))
        .checkAssert(
            ply ->
                seen[0] = seen[0].plus(TurnBuilderChecks.check(rules, ply.before(), ply.roll())));
    assertTrue(seen[0].prefixes() > 3 * gamesToPlay(), "steps were walked: " + seen[0]);
  }

  /** Threads of the concurrency property, more than this machine's cores to force interleaving. */
  private static final int THREADS = 4;

  /** Decisions of each game of the concurrency property. */
  private static final int THREAD_PLIES = 150;

  /**
   * One rule set and one pool of states (the start of every game size and positions from random
   * games) are shared by {@value #THREADS} threads, each playing the same seeded games from the
   * pool, in its own order, all at once; each thread also applies moves listed before the threads
   * started (so lazily computed parts of shared moves and states are raced for). Every thread gets
   * exactly what one thread alone gets.
   *
   * @throws Exception when a thread fails or takes longer than a minute
   */
  @Test
  @DisplayName(
      "contract: games on several threads sharing states and the rule set play as on one"
          + " thread")
  void threadsSharingStatesPlayAsOneThread() throws Exception {
    RuleSet rules = rules();
    Dice dice = Dice.seeded(seed());
    List<GameState> pool = List.empty();
    for (int p = minPlayers(); p <= maxPlayers(); p++) {
      pool = pool.append(rules.newGame(p));
    }
    for (int i = 0; i < 6; i++) {
      pool = pool.append(Generators.reachableState(rules, dice));
    }
    final List<GameState> states = pool;
    int tasks = 2 * states.size();
    // One thread first, with moves of its own; the threads get moves no one has touched yet.
    List<List<Move>> own = moves(rules, states);
    List<SharedPlay> alone = List.range(0, tasks).map(t -> sharedPlay(rules, states, own, t));
    List<List<Move>> shared = moves(rules, states);
    java.util.concurrent.ExecutorService executor =
        java.util.concurrent.Executors.newFixedThreadPool(THREADS);
    try {
      java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
      java.util.List<java.util.concurrent.Future<SharedPlay[]>> futures =
          new java.util.ArrayList<>();
      for (int k = 0; k < THREADS; k++) {
        int offset = k * tasks / THREADS;
        futures.add(
            executor.submit(
                () -> {
                  go.await();
                  SharedPlay[] out = new SharedPlay[tasks];
                  for (int j = 0; j < tasks; j++) {
                    int t = (j + offset) % tasks;
                    out[t] = sharedPlay(rules, states, shared, t);
                  }
                  return out;
                }));
      }
      go.countDown();
      for (int k = 0; k < THREADS; k++) {
        SharedPlay[] got = futures.get(k).get(60, java.util.concurrent.TimeUnit.SECONDS);
        for (int t = 0; t < tasks; t++) {
          String at = "thread " + k + ", game " + t + " from " + states.get(t % states.size());
          assertEquals(alone.get(t).applied(), got[t].applied(), "shared listed moves" + at);
          assertSameGame(alone.get(t).game(), got[t].game(), at);
        }
      }
    } finally {
      executor.shutdownNow();
    }
  }

  /** What one task of the concurrency property yields. */
  private record SharedPlay(List<GameState> applied, Playout game) {}

  /** For each pool state, the moves listed for its next decision (with roll 6-5 when it rolls). */
  private static List<List<Move>> moves(RuleSet rules, List<GameState> states) {
    return states.map(
        s -> s.phase() == Phase.ROLL ? rules.legalMoves(s, Roll.of(6, 5)) : rules.legalMoves(s));
  }

  private SharedPlay sharedPlay(
      RuleSet rules, List<GameState> states, List<List<Move>> moves, int t) {
    int i = t % states.size();
    GameState start = states.get(i);
    List<GameState> applied = moves.get(i).map(m -> rules.apply(start, m).get());
    return new SharedPlay(applied, Games.play(rules, start, seed() + t, THREAD_PLIES));
  }

  private static void assertSameGame(Playout expected, Playout actual, String at) {
    int n = Math.min(expected.plies().size(), actual.plies().size());
    for (int i = 0; i < n; i++) {
      assertEquals(
          expected.plies().get(i), actual.plies().get(i), "decision " + (i + 1) + ", " + at);
    }
    assertEquals(expected.states(), actual.states(), at);
  }

  // ---------------------------------------------------------------------------------- helpers

  /**
   * The system property that caps {@link #games()} for every property, so that mutation testing
   * (which reruns the tests covering each surviving mutant) stays affordable; the Maven profile
   * {@code pit} sets it to 2. The same as {@link GameBudget#MAX_GAMES_PROPERTY}.
   */
  public static final String MAX_GAMES_PROPERTY = GameBudget.MAX_GAMES_PROPERTY;

  /**
   * How many games each property plays: {@link #games()}, capped by the system property {@value
   * #MAX_GAMES_PROPERTY} when it is set.
   *
   * @return the number of games, at least 1
   */
  protected final int gamesToPlay() {
    return GameBudget.games(games());
  }

  /**
   * Runs a check over {@link #gamesToPlay()} random games, each named by its seed and player count.
   *
   * @param check receives each game and a text naming it for messages
   */
  protected final void forAllGames(BiConsumer<Playout, String> check) {
    qt().withFixedSeed(seed())
        .withExamples(gamesToPlay())
        .withShrinkCycles(10)
        .forAll(longs().all(), integers().between(minPlayers(), maxPlayers()))
        .checkAssert(
            (seed, players) -> {
              Playout game = Games.play(rules(), players, seed, maxPlies());
              try {
                check.accept(game, " (game seed " + seed + ", " + players + " players)");
              } catch (RuntimeException e) {
                fail("game seed " + seed + ", " + players + " players: " + e, e);
              }
            });
  }

  private static Move copy(Move like, List<Step> steps) {
    return like.roll().isDefined() ? Move.of(like.roll().get(), steps) : Move.withoutRoll(steps);
  }
}
