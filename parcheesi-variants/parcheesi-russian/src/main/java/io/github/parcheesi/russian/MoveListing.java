package io.github.parcheesi.russian;

import io.github.parcheesi.Decision;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;

/**
 * The legal moves of a state with the states they lead to, made when asked for: the plays of a roll
 * or of a given six (generated, then chosen by the musts), or R6's exchange decisions. Each
 * resulting position is listed once, in the form generated first (ruling 4). A thread's last answer
 * is kept, so that playing a listed move generates nothing again.
 */
final class MoveListing {

  private final boolean penalty;
  private final TurnFlow flow;

  MoveListing(boolean penalty, TurnFlow flow) {
    this.penalty = penalty;
    this.flow = flow;
  }

  /**
   * The legal moves of a state in phase ROLL for a roll, or in phase DECIDE (roll null).
   *
   * @param s the state
   * @param roll the roll, or null for a decision without one
   * @return the moves with their results
   */
  LegalMoves of(GameState s, Roll roll) {
    LegalMoves out;
    if (roll != null) {
      out = rolled(s, roll);
    } else if (!RussianTurnState.of(s).givenSixes().isEmpty()) {
      out = givenSix(s);
    } else {
      out = flow.exchangeDecisions(s);
    }
    return out;
  }

  private LegalMoves rolled(GameState s, Roll roll) {
    MoveGenerator gen =
        MoveGenerator.forRoll(flow.positionOf(s), s.toMove().ordinal(), roll, s.doubles(), null);
    LegalMoves out = new LegalMoves(s, roll, flow);
    ListedPositions seen = new ListedPositions();
    java.util.List<CandidatePlay> kept = Musts.apply(gen, penalty);
    for (int i = 0; i < kept.size(); i++) {
      CandidatePlay p = kept.get(i);
      if (firstOfItsPosition(seen, p)) {
        out.addPlay(p, decisionKind(p));
      }
    }
    return out;
  }

  /**
   * The legal moves of a roll, as {@link #of} lists them, with every spelling of each (ruling 4),
   * from one search: what a step tree keeps ({@link SpelledPlays}).
   *
   * @param s the state, in phase ROLL
   * @param roll the roll
   * @return the listing and the spellings
   */
  SpelledPlays spelled(GameState s, Roll roll) {
    MoveGenerator gen =
        MoveGenerator.forRoll(ScratchPosition.of(s), s.toMove().ordinal(), roll, s.doubles(), null);
    LegalMoves out = new LegalMoves(s, roll, flow);
    ListedPositions seen = new ListedPositions();
    java.util.List<CandidatePlay> kept = new java.util.ArrayList<>();
    for (CandidatePlay p : Musts.apply(gen, penalty)) {
      if (firstOfItsPosition(seen, p)) {
        out.addPlay(p, decisionKind(p));
      }
      kept.add(p);
    }
    return new SpelledPlays(out, Spellings.of(kept, roll));
  }

  /**
   * R9's swap and R13's straight-home are decisions of their own kinds; every other play is a
   * {@link Decision.Kind#PLAY}, told apart from a pass or a buy-back by its steps when asked for.
   */
  private static Decision.Kind decisionKind(CandidatePlay p) {
    switch (p.special) {
      case CandidatePlay.SWAP:
        return Decision.Kind.SWAP; // R9
      case CandidatePlay.STRAIGHT_HOME:
        return Decision.Kind.STRAIGHT_HOME; // R13
      default:
        return Decision.Kind.PLAY;
    }
  }

  /** R5: the captor plays the given six: one piece 6 cells, or enter a piece. */
  private LegalMoves givenSix(GameState s) {
    MoveGenerator gen =
        MoveGenerator.forGivenSix(ScratchPosition.of(s), s.toMove().ordinal(), null);
    LegalMoves out = new LegalMoves(s, null, flow);
    ListedPositions seen = new ListedPositions();
    for (CandidatePlay p : Musts.apply(gen, penalty)) {
      if (firstOfItsPosition(seen, p)) {
        out.addPlay(p, Decision.Kind.PLAY);
      }
    }
    return out;
  }

  /**
   * Ruling 4: whether a kept play is the first of its resulting position ({@link PositionKey}),
   * which is listed; a later one is marked with the listed play it repeats.
   *
   * @param seen the plays listed so far, by position
   * @param p the next play the musts kept
   * @return true when the play is listed
   */
  static boolean firstOfItsPosition(ListedPositions seen, CandidatePlay p) {
    CandidatePlay earlier = seen.putIfAbsent(p);
    if (earlier != null) {
      p.sameAs = earlier;
    }
    return earlier == null;
  }
}
