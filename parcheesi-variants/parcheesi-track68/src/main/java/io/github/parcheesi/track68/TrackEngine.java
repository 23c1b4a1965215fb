package io.github.parcheesi.track68;

import io.github.parcheesi.Event;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Step;
import io.vavr.collection.List;

/**
 * The move generator of the 68-square board (B1-B6), shared by American Parcheesi and Parchís: the
 * rules-dependent part, and the entry points (legal moves, their count, refusals).
 *
 * <p>A turn is generated as a depth-first search over the roll's values with a mutable scratch
 * board and undo, so no objects are made per step ({@link TurnSearch}); complete plays are filtered
 * by the must-use rules (A11, mustEnter; {@link MustUse}) and A10 ({@link Blockades}), extended by
 * forced bonus plays (A12; {@link CompletePlays}) and deduplicated by resulting position ({@link
 * ResultTable}). Only the surviving plays become {@link Move} objects. The scratch space is the
 * calling thread's, shared by every engine: an engine holds only its rules.
 */
final class TrackEngine {

  private final TrackRules rules;
  private final StepTargets steps;

  TrackEngine(TrackRules rules) {
    this.rules = rules;
    this.steps = new StepTargets(rules);
  }

  /** The scratch space this engine searches with on the calling thread (the thread's own). */
  TurnSearch scratch() {
    return TurnSearch.forThisThread();
  }

  List<Move> legalMoves(RuleSet owner, GameState s, Roll roll) {
    return legalMoves(owner, s, roll, TurnSearch.forThisThread());
  }

  /** The legal moves of a roll, searched on the given scratch space. */
  List<Move> legalMoves(RuleSet owner, GameState s, Roll roll, TurnSearch t) {
    if (s.isOver()) {
      return List.empty();
    }
    return listing(owner, s, roll, t, t.generate(rules, steps, s, roll));
  }

  /** The legal moves of the search just made on t, of the given kind. */
  private static List<Move> listing(RuleSet owner, GameState s, Roll roll, TurnSearch t, int kind) {
    if (kind == TurnSearch.PENALTY) {
      return List.of(TurnEnd.penalty(owner, t, s, roll));
    }
    ScratchBoard b = t.board;
    if (kind == TurnSearch.ALL_OR_NOTHING_PASS) {
      GameState next = TurnEnd.state(owner, b.codes(), b.mask, TurnEnd.after(t, s, false, true));
      return List.of(MoveSource.known(s, roll, List.empty(), next));
    }
    ResultTable results = t.results;
    boolean allPlayed = MustUse.values(results.best) == t.nVals;
    // Every result of one roll plays the same number of values, so only a win changes the turn
    // logic between results: compute both turns once.
    int ordinary = TurnEnd.after(t, s, allPlayed, false);
    int won = TurnEnd.won(b.mover);
    // shared by the moves; each move holds its own steps (TrackMoves)
    TrackMoves source = new TrackMoves(s, roll, ordinary, won);
    List<Move> out = List.empty();
    long[] codes = results.codes;
    for (int r = results.count - 1; r >= 0; r--) {
      long code = codes[r];
      out = out.prepend(source.move(code, TrackMoves.inCode(code) ? null : results.arrays[r]));
    }
    return out;
  }

  /** Counts the legal moves of a roll without building them (perft's leaves). */
  int count(GameState s, Roll roll) {
    return count(s, roll, TurnSearch.forThisThread());
  }

  /** count(), searched on the given scratch space. */
  int count(GameState s, Roll roll, TurnSearch t) {
    if (s.isOver()) {
      return 0;
    }
    int kind = t.generate(rules, steps, s, roll);
    return kind == TurnSearch.ORDINARY ? t.results.count : 1;
  }

  /**
   * A move judged: the roll's legal moves, and the listed move it spells (as listed, or in another
   * legal order) or why it is refused.
   *
   * @param legal the legal moves of the move's roll
   * @param listed the listed move the move spells, or null
   * @param refusal why the move is refused (the rule id in American numbering), or null
   */
  record Judgement(List<Move> legal, Move listed, Refusal refusal) {}

  /**
   * Judges a move with a roll in a state that is not over: its steps are played as the refusals
   * play them ({@link StepReplay}); when they lead to a listed move's result they are that move,
   * spelled as listed or in another legal order ({@link Spellings}); otherwise the first rule they
   * break names the refusal ({@link Refusals}).
   */
  Judgement judge(RuleSet owner, GameState s, Move move) {
    TurnSearch t = TurnSearch.forThisThread();
    Roll roll = move.roll().get();
    int kind = t.generate(rules, steps, s, roll);
    int nRes = t.results.count;
    List<Move> legal = listing(owner, s, roll, t, kind);
    Refusal special = Refusals.special(rules, kind);
    if (special != null) {
      // the one listed move: A13's penalty, or doublesAllOrNothing's pass
      return legal.head().steps().equals(move.steps())
          ? new Judgement(legal, legal.head(), null)
          : new Judgement(legal, null, special);
    }
    StepReplay r = StepReplay.play(t, rules, steps, s, roll, move.steps());
    if (r.refusal != null) {
      return new Judgement(legal, null, r.refusal);
    }
    // each step is possible: the steps lead to a listed result, or break a rule of the whole move
    int index = t.results.find(t.board, nRes);
    if (index >= 0 && legal.get(index).steps().equals(move.steps())) {
      return new Judgement(legal, legal.get(index), null);
    }
    Refusal why = Refusals.wholeMove(t, rules, roll, r.usedVal, r.entries, nRes);
    if (index >= 0 && Spellings.spells(t, rules, steps, s, legal.get(index), move.steps())) {
      return new Judgement(legal, legal.get(index), null);
    }
    return new Judgement(legal, null, why);
  }

  /** Every legal order of the steps of a listed move, the listed one first ({@link Spellings}). */
  List<List<Step>> spellings(GameState s, Move listed) {
    return Spellings.of(TurnSearch.forThisThread(), rules, steps, s, listed);
  }

  /**
   * The legal moves of a roll as a tree of steps ({@link StepWalk}), searched once on the thread's
   * walk space, lent to the walk with the results; or null when the roll's one move has no other
   * spelling (A13's penalty, doublesAllOrNothing's pass).
   */
  StepWalk stepTree(RuleSet owner, GameState s, Roll roll) {
    // a walk is made for every turn a person or an environment builds step by step: the thread's
    // space is lent to the newest (an older walk asked again searches on a space of its own)
    WalkSpace space = WalkSpace.forThisThread();
    synchronized (space) {
      space.owner = null; // the walk that held it no longer does
      TurnSearch t = space.search;
      int kind = t.generate(rules, steps, s, roll);
      return kind == TurnSearch.ORDINARY
          ? new StepWalk(rules, steps, s, roll, space, listing(owner, s, roll, t, kind))
          : null;
    }
  }

  /** The events of a listed move leading to its result ({@link MoveEvents}). */
  List<Event> events(GameState s, Move listed, GameState result) {
    return MoveEvents.of(TurnSearch.forThisThread(), rules, steps, s, listed, result);
  }
}
