package io.github.parcheesi.track68;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Move;
import io.github.parcheesi.Refusal;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.spi.MoveSource;
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
    int kind = t.generate(rules, steps, s, roll);
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
    for (int r = results.count - 1; r >= 0; r--) {
      out =
          out.prepend(source.move(results.pool, results.start(r), results.end(r), results.wins(r)));
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
   * Why a move that is not among the legal moves is refused: the rule id (American numbering) and a
   * reason ({@link Refusals}).
   */
  Refusal explain(GameState s, Move move) {
    return Refusals.explain(TurnSearch.forThisThread(), rules, steps, s, move);
  }
}
