package io.github.parcheesi;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Builds a move one step at a time, for a user interface that lets a person pick a piece and a
 * value, then the next, and still ends on a legal move. Built on the rule set's {@link
 * RuleSet#stepTree step tree}: at each point it offers every step that continues some legal move in
 * some legal order, not only in the order {@code legalMoves} lists it, each step saying what it
 * spends, and it tells the values still to play ({@link #left()}). Each question costs a search
 * from the chosen steps, never a list of every spelling of every move. A builder is immutable;
 * every choice returns a new one.
 *
 * <p>Stopping is explicit. {@link #mayStop()} says that the chosen steps spell a legal move, which
 * {@link #move()} then gives; {@link #canContinue()} says that some step may still follow, which
 * {@link #nextSteps()} then offers. Both may hold at once: in the Russian game a move may end on
 * the cell beside an empty rest cell or go on with the free shift into it (R8), so after {@code
 * 43/44 45/51} the player may stop or add {@code 51/o6}. A user interface offers the next steps
 * and, while {@code mayStop()}, a control that ends the move; when {@code mayStop()} and not {@code
 * canContinue()}, the move is whole and nothing else can be done.
 *
 * <p>A decision that needs no roll ({@link Phase#DECIDE}, such as the Russian game's exchange
 * offers and answers and its given sixes) is taken whole: the builder {@link #start(RuleSet,
 * GameState) started} for it offers no steps, only the decisions ({@link #decisions()}, the moves
 * of {@link RuleSet#legalMoves(GameState)}), one of which {@link #decide(Move)} takes. Its
 * decisions are offered so even where their steps are plain steps of a piece.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * TurnBuilder turn = TurnBuilder.start(rules, state, Roll.of(5, 3));
 * turn.nextSteps();                        // [n/5]
 * turn.nextSteps().head().spent();         // Some(die 5)
 * turn = turn.choose(turn.nextSteps().head()).get();
 * turn.left();                             // [die 3]
 * turn.mayStop();                          // false: n/5 alone is no legal move
 * turn.nextSteps();                        // [5/8]
 * turn = turn.choose(turn.nextSteps().head()).get();
 * turn.mayStop();                          // true
 * turn.canContinue();                      // false: the move is whole
 * Move move = turn.move().get();           // n/5 5/8, ready for rules.apply(state, move)
 * }</pre>
 *
 * <p>A decision without a roll, in the Russian game (yellow may offer red an exchange of prisoners
 * before rolling, R6):
 *
 * <pre>{@code
 * GameState s = Notation.parsePosition("russian Y Y:n,n,n,25,pR R:n,n,n,30,pY", rules);
 * TurnBuilder turn = TurnBuilder.start(rules, s);
 * turn.decisions();                        // [pY/n pR/n, pY/pY]: offer the exchange, or keep
 * turn.nextSteps();                        // []: a decision has no steps to choose
 * turn = turn.decide(turn.decisions().last()).get();
 * turn.mayStop();                          // true
 * Move keep = turn.move().get();           // pY/pY, ready for rules.apply(s, keep)
 * }</pre>
 */
public final class TurnBuilder {

  private final GameState state;
  // after a roll: the legal moves as a tree of steps; null for a decision without a roll
  private final StepTree tree;
  // for a decision without a roll: every spelling of every decision, each with the move it spells
  private final List<Tuple2<Move, List<Step>>> decisionSpellings;
  private final List<Step> chosen;
  // the decision taken, or none (always none after a roll)
  private final Option<Move> decided;
  // nextSteps(), asked of the tree once: choose() asks it again of the same builder
  private List<Step> next;

  private TurnBuilder(
      GameState state,
      StepTree tree,
      List<Tuple2<Move, List<Step>>> decisionSpellings,
      List<Step> chosen,
      Option<Move> decided) {
    this.state = state;
    this.tree = tree;
    this.decisionSpellings = decisionSpellings;
    this.chosen = chosen;
    this.decided = decided;
  }

  /**
   * A new turn after a roll.
   *
   * @param rules the rule set
   * @param state the state, in {@link Phase#ROLL}
   * @param roll the roll
   * @return the builder with no step chosen
   * @throws WrongPhaseException when the state's next decision needs no roll ({@link Phase#DECIDE})
   */
  public static TurnBuilder start(RuleSet rules, GameState state, Roll roll) {
    return new TurnBuilder(
        state, rules.stepTree(state, roll), List.empty(), List.empty(), Option.none());
  }

  /**
   * A new decision that needs no roll ({@link Phase#DECIDE}): the builder offers the decisions
   * ({@link #decisions()}), never steps.
   *
   * @param rules the rule set
   * @param state the state
   * @return the builder with no decision taken
   * @throws WrongPhaseException when the player to move must roll first ({@link Phase#ROLL})
   */
  public static TurnBuilder start(RuleSet rules, GameState state) {
    List<Tuple2<Move, List<Step>>> all =
        rules
            .legalMoves(state)
            .flatMap(m -> rules.spellings(state, m).map(steps -> Tuple.of(m, steps)));
    return new TurnBuilder(state, null, all, List.empty(), Option.none());
  }

  private boolean deciding() {
    return tree == null;
  }

  /**
   * The state the move is built for.
   *
   * @return the state
   */
  public GameState state() {
    return state;
  }

  /**
   * The steps chosen so far, each saying what it spends. A decision without a roll is taken whole
   * ({@link #decide}), not step by step: a builder started for one has none.
   *
   * @return the steps, in order
   */
  public List<Step> chosen() {
    return chosen;
  }

  /**
   * The legal moves that some legal order of steps beginning with the chosen steps leads to; for a
   * decision without a roll, every decision until one is taken, then that one.
   *
   * @return the moves, in {@code legalMoves} order
   */
  public List<Move> candidates() {
    if (deciding()) {
      return decided.isDefined() ? List.of(decided.get()) : decisions();
    }
    return tree.candidates(chosen);
  }

  /**
   * The decisions that may be taken now, when the builder was started for a decision that needs no
   * roll ({@link #start(RuleSet, GameState)}): the moves of {@link RuleSet#legalMoves(GameState)},
   * in its order, such as the Russian game's exchange offers and {@code pY/pY} to keep the
   * prisoners (R6), or the moves of a given six (R5). Each is taken whole with {@link
   * #decide(Move)}.
   *
   * @return the decisions; empty after a roll, and once a decision is taken
   */
  public List<Move> decisions() {
    if (!deciding() || decided.isDefined()) {
      return List.empty();
    }
    return decisionSpellings.map(t -> t._1).distinct();
  }

  /**
   * Takes a decision that needs no roll.
   *
   * @param decision one of {@link #decisions()}, or the same move with its steps in another legal
   *     order ({@link RuleSet#spellings})
   * @return the builder with the decision taken, whose {@link #move()} is the decision as listed;
   *     or a refusal of kind {@link Rejection.Kind#NOT_A_CHOICE}, with the decision as its {@link
   *     Rejection#value()} and a reason naming the choices
   */
  public Either<Rejection, TurnBuilder> decide(Move decision) {
    Option<Move> listed =
        decision.roll().isDefined()
            ? Option.none()
            : decisionSpellings
                .find(t -> t._1.equals(decision) || t._2.equals(decision.steps()))
                .map(t -> t._1)
                .filter(decisions()::contains);
    if (listed.isEmpty()) {
      String why =
          !deciding()
              ? "; the move of a roll is built step by step"
              : decided.isDefined()
                  ? "; the decision " + decided.get() + " is taken"
                  : decisions().isEmpty()
                      ? "; there is no decision to take"
                      : "; decide one of " + decisions().mkString(", ");
      return Either.left(
          Rejection.of(
                  Rejection.Kind.NOT_A_CHOICE,
                  "the decision " + decision + " is not one to take now" + why)
              .withValue(decision.toString()));
    }
    return Either.right(new TurnBuilder(state, null, decisionSpellings, chosen, listed));
  }

  /**
   * The steps that may come next, each once, in {@code legalMoves} order of the first move each
   * continues, each saying what it spends ({@link Step#spent()}: a die, both dice, a bottom face, a
   * bonus, a given six or a free shift, where the rule set knows). Two steps between the same
   * locations that spend different values are offered both.
   *
   * <p>Not empty does not mean that the move must go on: the chosen steps may already be a whole
   * move ({@link #mayStop()}) that one of these steps would extend into another, such as a Russian
   * shift into a rest cell. Empty means that no step can follow: the chosen steps are a whole move
   * that nothing extends, or the builder is for a decision without a roll, which offers {@link
   * #decisions()} instead of steps.
   *
   * <p>Each question is answered by the rule set's {@link StepTree} for the steps chosen, without
   * listing every spelling of every move.
   *
   * @return the steps; non-empty exactly when {@link #canContinue()}
   */
  public List<Step> nextSteps() {
    List<Step> n = next;
    if (n == null) {
      n = deciding() ? List.empty() : tree.next(chosen);
      next = n;
    }
    return n;
  }

  /**
   * The values not yet spent: the roll's values that no chosen step used, and the bonuses the
   * chosen steps earned and did not play, each with its kind, so that a frontend can show "4 used,
   * 6 left, +20 to play". A value that no piece can play stays listed until the move is played,
   * when it is given up. Empty for a decision without a roll.
   *
   * @return the values, in the roll's order, then the bonuses
   */
  public List<Spent> left() {
    return deciding() ? List.empty() : tree.left(chosen);
  }

  /**
   * Whether the chosen steps spell a legal move, so that the player may end the move here: {@link
   * #move()} is then defined. True before any step when the only legal move is the pass, and once a
   * decision without a roll is taken. Further steps may still be offered ({@link #canContinue()}).
   *
   * @return true when the chosen steps (or the decision taken) may stand as the whole move
   */
  public boolean mayStop() {
    return move().isDefined();
  }

  /**
   * Whether some step may still follow the chosen steps, that is whether {@link #nextSteps()} is
   * non-empty. It may be true while {@link #mayStop()} is true too; false for a decision without a
   * roll, which is taken whole.
   *
   * @return true when a step may come next
   */
  public boolean canContinue() {
    return !nextSteps().isEmpty();
  }

  /**
   * Chooses the next step.
   *
   * @param step one of {@link #nextSteps()}; when it says what it spends, the offered step that
   *     spends that value, else the first offered step between its locations
   * @return the builder with the step (as offered) added, or a refusal of kind {@link
   *     Rejection.Kind#NOT_A_CHOICE}, with the step as its {@link Rejection#value()} and a reason
   *     naming the choices
   */
  public Either<Rejection, TurnBuilder> choose(Step step) {
    if (deciding()) {
      List<Move> choices = decisions();
      return notAChoice(
          step,
          " is not a choice: a decision without a roll is taken whole"
              + (choices.isEmpty() ? "" : "; decide one of " + choices.mkString(", ")));
    }
    List<Step> next = nextSteps();
    Step offered = null; // by head and tail: find takes an iterator, dearer than the few steps
    for (List<Step> rest = next; offered == null && !rest.isEmpty(); rest = rest.tail()) {
      offered = step.sameChoice(rest.head()) ? rest.head() : null;
    }
    if (offered == null) {
      return notAChoice(
          step,
          step.spent().map(v -> " spending " + v).getOrElse("")
              + " does not continue a legal move"
              + (next.isEmpty()
                  ? "; the move is complete"
                  : "; choose one of " + next.mkString(", ")));
    }
    return Either.right(
        new TurnBuilder(state, tree, decisionSpellings, chosen.append(offered), decided));
  }

  private static Either<Rejection, TurnBuilder> notAChoice(Step step, String why) {
    return Either.left(
        Rejection.of(Rejection.Kind.NOT_A_CHOICE, "the step " + step + why)
            .withValue(step.toString()));
  }

  /**
   * Takes the last chosen step back, or the decision taken.
   *
   * @return the builder without it (the same when nothing is chosen)
   */
  public TurnBuilder undo() {
    if (decided.isDefined()) {
      return new TurnBuilder(state, tree, decisionSpellings, chosen, Option.none());
    }
    return chosen.isEmpty()
        ? this
        : new TurnBuilder(state, tree, decisionSpellings, chosen.init(), decided);
  }

  /**
   * The legal move, as {@code legalMoves} lists it, that the chosen steps spell; a pass when the
   * only legal move is a pass; for a decision without a roll, the decision taken. Defined exactly
   * when {@link #mayStop()}: the move may be played as it is, though {@link #nextSteps()} may still
   * offer steps that would make it another move.
   *
   * @return the move, or none while the chosen steps spell no legal move (and before a decision is
   *     taken)
   */
  public Option<Move> move() {
    return deciding() ? decided : tree.move(chosen);
  }
}
