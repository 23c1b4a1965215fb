package io.github.parcheesi.russian;

import io.github.parcheesi.GameState;
import io.github.parcheesi.Roll;
import io.github.parcheesi.Spent;
import io.github.parcheesi.Step;
import io.vavr.collection.List;
import java.util.ArrayList;

/**
 * Every legal order of steps of a roll or a given six (RULES.md, ruling 4): the plays the musts
 * keep, each marked by the listing with the listed play of its position. Two kept plays reaching
 * one position are one move; the first generated is listed, the others are its other spellings,
 * which {@code apply} accepts with the same result. Made only when a move is not the listed form,
 * or when asked for the spellings: off the path of listing and playing listed moves.
 */
final class Spellings {

  /** The kept plays, in the order the listing meets them, penalty steps included. */
  private final java.util.List<CandidatePlay> kept;

  /** The roll, or null for a given six. */
  private final Roll roll;

  private Spellings(java.util.List<CandidatePlay> kept, Roll roll) {
    this.kept = kept;
    this.roll = roll;
  }

  /**
   * The kept plays of a state's roll, or of its given six.
   *
   * @param s the state, in phase ROLL or playing a given six
   * @param roll the roll, or null for a given six (R5)
   * @param penalty whether {@code capture=penalty}
   * @return the spellings of every legal move
   */
  static Spellings of(GameState s, Roll roll, boolean penalty) {
    ScratchPosition pos = ScratchPosition.of(s);
    int mover = s.toMove().ordinal();
    MoveGenerator gen =
        roll == null
            ? MoveGenerator.forGivenSix(pos, mover, null)
            : MoveGenerator.forRoll(pos, mover, roll, s.doubles(), null);
    java.util.List<CandidatePlay> kept = new ArrayList<>();
    ListedPositions seen = new ListedPositions();
    for (CandidatePlay p : Musts.apply(gen, penalty)) {
      MoveListing.firstOfItsPosition(seen, p); // marks p.sameAs as the listing does
      kept.add(p);
    }
    return new Spellings(kept, roll);
  }

  /**
   * The spellings of kept plays, marked by the listing as {@link #of(GameState, Roll, boolean)}
   * marks them.
   *
   * @param kept the plays the musts kept, in the order generated
   * @param roll the roll
   * @return the spellings
   */
  static Spellings of(java.util.List<CandidatePlay> kept, Roll roll) {
    return new Spellings(kept, roll);
  }

  /**
   * The listed plays, in the order listed: the first of each position.
   *
   * @return the plays
   */
  java.util.List<CandidatePlay> listed() {
    java.util.List<CandidatePlay> out = new ArrayList<>();
    for (CandidatePlay p : kept) {
      if (p.sameAs == null) {
        out.add(p);
      }
    }
    return out;
  }

  /** The listed play a kept play is a spelling of: the first of its position. */
  private static CandidatePlay listedOf(CandidatePlay p) {
    return p.sameAs == null ? p : p.sameAs;
  }

  /**
   * The listed play that some legal order of these steps is, or null when the steps are no legal
   * play.
   *
   * @param steps the steps as written
   * @return the listed play, whose steps are the listed form
   */
  CandidatePlay listedFor(List<Step> steps) {
    Step[] written = steps.toJavaArray(Step[]::new);
    for (CandidatePlay p : kept) {
      if (p.hasSteps(written)) {
        return listedOf(p);
      }
    }
    return null;
  }

  /**
   * The spellings of a listed play: the listed form first, then the other kept plays of its
   * position, in the order generated, each once.
   *
   * @param listed a play {@link #listedFor} returned
   * @return the spellings
   */
  List<List<Step>> of(CandidatePlay listed) {
    List<List<Step>> out = List.empty();
    for (CandidatePlay p : kept) {
      if (listedOf(p) == listed) {
        out = out.append(spent(p));
      }
    }
    return out.distinct();
  }

  /**
   * A play's steps, each saying what it spends: R9's swap and R13's straight-home the whole roll, a
   * given six (R5) or a die, the free shift into a rest cell nothing (R8), and R4's penalty step
   * nothing of the roll (none).
   */
  private List<Step> spent(CandidatePlay p) {
    Step[] steps = p.steps();
    int[] values = p.values();
    List<Step> out = List.empty();
    for (int i = 0; i < steps.length; i++) {
      Step st = steps[i];
      Spent spent;
      if (i == 0 && p.special != CandidatePlay.ORDINARY) {
        spent = Spent.of(Spent.Kind.BOTH_DICE, roll.die1() + roll.die2());
      } else if (values[i] != 0) {
        spent = roll == null ? Spent.of(Spent.Kind.GIVEN_SIX, values[i]) : Spent.die(values[i]);
      } else if (RussianBoard.code(st.to()) == RussianBoard.MIRROR) {
        spent = null;
      } else {
        spent = Spent.of(Spent.Kind.FREE_SHIFT, 0);
      }
      out = out.append(spent == null ? st : st.spending(spent));
    }
    return out;
  }
}
