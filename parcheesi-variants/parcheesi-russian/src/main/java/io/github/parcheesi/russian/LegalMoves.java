package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Decision;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.MoveSource;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.function.Supplier;

/**
 * The legal moves of one decision, in the order they are listed, each with the state it leads to,
 * made when asked for: listing the moves makes no state, and playing one makes one. The moves are
 * distinct (the generator lists each resulting position once), so a move is found by equality.
 */
final class LegalMoves {

  /**
   * One listed move's own data: its steps, how to make its result, and its kind of decision as the
   * listing knows it ({@link Decision.Kind#PLAY} stands for every play of the dice or of a given
   * six, told apart from its steps when asked for: a pass, a buy-back).
   */
  private static final class Listed {
    final List<Step> steps;
    final Supplier<GameState> result;
    final Decision.Kind kind;

    Listed(List<Step> steps, Supplier<GameState> result, Decision.Kind kind) {
      this.steps = steps;
      this.result = result;
      this.kind = kind;
    }
  }

  /** The listing: its state and roll, shared by the moves. */
  private static final class Source extends MoveSource<Listed> {
    Source(GameState origin, Roll roll) {
      super(origin, roll);
    }

    @Override
    public List<Step> steps(long code, Listed listed) {
      return listed.steps;
    }

    @Override
    public GameState result(long code, Listed listed) {
      return listed.result.get();
    }

    @Override
    public Decision decision(long code, Listed listed) {
      return LegalMoves.decision(origin(), listed.kind, listed.steps);
    }
  }

  /**
   * The plays of a roll or of a given six, listed by the search: a move's object is its {@link
   * CandidatePlay}, whose steps the listing has made already, and its code the ordinal of its kind
   * of decision. Its steps as a list and its result are made when asked for.
   */
  private static final class Plays extends MoveSource<CandidatePlay> {
    private static final Decision.Kind[] KINDS = Decision.Kind.values();

    private final TurnFlow flow;

    Plays(GameState origin, Roll roll, TurnFlow flow) {
      super(origin, roll);
      this.flow = flow;
    }

    @Override
    public List<Step> steps(long code, CandidatePlay play) {
      return List.of(play.steps());
    }

    @Override
    public GameState result(long code, CandidatePlay play) {
      Roll roll = rollOrNull();
      return roll == null
          ? flow.afterGivenSix(origin(), play)
          : flow.afterRoll(origin(), play, roll);
    }

    @Override
    public boolean isPass(long code, CandidatePlay play) {
      return play.steps().length == 0;
    }

    @Override
    public boolean captures(long code, CandidatePlay play) {
      for (Step st : play.steps()) {
        if (st.capture()) {
          return true;
        }
      }
      return false;
    }

    @Override
    public Decision decision(long code, CandidatePlay play) {
      return LegalMoves.decision(origin(), KINDS[(int) code], steps(code, play));
    }
  }

  // the listing's source: one of the two, by the kind of listing
  private final Source source;
  private final Plays plays;
  private final ArrayList<Move> moves = new ArrayList<>();

  /**
   * The moves of a decision that the turn flow lists, each added with {@link #add}.
   *
   * @param origin the state they are played from
   * @param roll their roll, or null for a decision without one
   */
  LegalMoves(GameState origin, Roll roll) {
    this.source = new Source(origin, roll);
    this.plays = null;
  }

  /**
   * The plays of a roll or of a given six, each added with {@link #addPlay}.
   *
   * @param origin the state they are played from
   * @param roll their roll, or null for a given six (R5)
   * @param flow makes the state a play leads to
   */
  LegalMoves(GameState origin, Roll roll, TurnFlow flow) {
    this.source = null;
    this.plays = new Plays(origin, roll, flow);
  }

  /**
   * Lists a play of the dice or of a given six: its decision is {@link Decision.Kind#PLAY}, {@link
   * Decision.Kind#PASS} or {@link Decision.Kind#GIVE}, read from its steps when asked for; or R9's
   * swap or R13's straight-home, as {@code kind} says.
   */
  void addPlay(CandidatePlay play, Decision.Kind kind) {
    moves.add(plays.move(kind.ordinal(), play));
  }

  /** Lists a move that is a decision of the given kind. */
  void add(List<Step> steps, Supplier<GameState> result, Decision.Kind kind) {
    moves.add(source.move(0, new Listed(steps, result, kind)));
  }

  /**
   * The decision a listed move is, with the colours it concerns, from the kind the listing gave it,
   * its steps and the state it is listed for; made when a caller asks ({@code Move.decision()}).
   */
  static Decision decision(GameState s, Decision.Kind kind, List<Step> steps) {
    Colour me = s.toMove();
    switch (kind) {
      case PLAY:
        if (steps.isEmpty()) {
          return Decision.of(Decision.Kind.PASS, me); // R7, ruling 2; R5: a given six not played
        }
        for (Step st : steps) {
          if (st.from().kind() == Location.Kind.PRISONER && st.to().kind() == Location.Kind.NEST) {
            // R5: buying back hands a six to the captor (the first one, who plays first)
            return Decision.of(Decision.Kind.GIVE, me, Colour.ofIndex(st.from().index()));
          }
        }
        return Decision.of(Decision.Kind.PLAY, me);
      case SWAP:
        {
          // R9: the piece on the rest cell is the other colour's
          int piece = ScratchPosition.of(s).at(RussianBoard.code(steps.head().to()));
          return Decision.of(kind, me, Colour.ofIndex(RussianBoard.colourOf(piece)));
        }
      case OFFER:
        // R6, ruling 9: the offer's second step starts in the partner's base, pQ/...
        return Decision.of(kind, me, Colour.ofIndex(steps.get(1).from().index()));
      case ACCEPT:
      case DECLINE:
        return Decision.of(kind, me, s.turnState().offerer().get()); // R6, ruling 11
      default:
        return Decision.of(kind, me); // R13's straight-home, R6's keep
    }
  }

  /** The moves, in order. */
  java.util.List<Move> moves() {
    return moves;
  }

  /** The moves, in order, as the list callers get: made from the last, one cell a move. */
  List<Move> list() {
    List<Move> out = List.empty();
    for (int i = moves.size() - 1; i >= 0; i--) {
      out = out.prepend(moves.get(i));
    }
    return out;
  }

  /** The listed move equal to a move, or null when none is. */
  Move find(Move move) {
    for (Move m : moves) {
      if (m.equals(move)) {
        return m;
      }
    }
    return null;
  }

  /** The listed move written with these steps, or null when none is. */
  Move withSteps(List<Step> steps) {
    for (Move m : moves) {
      if (m.steps().equals(steps)) {
        return m;
      }
    }
    return null;
  }

  /** The result of a listed move (one of {@link #moves}). */
  GameState resultOf(Move listed) {
    return MoveSource.listedResult(source != null ? source.origin() : plays.origin(), listed);
  }
}
