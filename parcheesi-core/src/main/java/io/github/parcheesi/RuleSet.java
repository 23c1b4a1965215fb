package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The rules of one variant with one choice of rule options: the only thing a caller needs to play a
 * game.
 *
 * <p>A rule set is an immutable value: equal rule sets have the same id and option values. Rule
 * sets are found by id with {@link RuleSets}; implementations register through {@link
 * java.util.ServiceLoader} (with the default options) and are configured with {@link
 * #withOption(String, String)}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * RuleSet rules = RuleSets.get("american");
 * Dice dice = Dice.seeded(7);
 * RollOff rollOff = rules.rollOff(List.of(Colour.YELLOW, Colour.RED), dice); // B6: who starts
 * GameState state = rules.newGame(rollOff);
 * while (!state.isOver()) {
 *   List<Move> moves = rules.phase(state) == Phase.ROLL
 *       ? rules.legalMoves(state, dice.roll()) // a roll, then its moves
 *       : rules.legalMoves(state);             // Phase.DECIDE: a decision without a roll
 *   state = rules.play(state, moves.get(dice.nextInt(moves.size())));
 * }
 * }</pre>
 *
 * <p>The loop asks {@link #phase} before each decision, so it plays every variant: in the Russian
 * game some decisions need no roll (a given six, an exchange of prisoners), and asking for the
 * moves of a roll there is refused with a {@link WrongPhaseException}.
 */
public interface RuleSet {

  /**
   * The variant's id, the first field of its positions in notation.
   *
   * @return such as {@code american}
   */
  String id();

  /**
   * The rule options this variant declares, with their defaults.
   *
   * @return the options
   */
  List<RuleOption<?>> options();

  /**
   * The value of every declared option in this rule set.
   *
   * @return option name to value
   */
  Map<String, String> optionValues();

  /**
   * The same rules with one option changed.
   *
   * @param name an option name from {@link #options()}
   * @param value one of the option's values
   * @return the new rule set, or the rejection: {@link Rejection.Kind#UNKNOWN_OPTION} or {@link
   *     Rejection.Kind#BAD_OPTION_VALUE}, naming the option (and the value)
   */
  Either<Rejection, RuleSet> withOption(String name, String value);

  /**
   * The same rules with one option changed, named by a variant's constant, such as {@code
   * AmericanRules.EITHER_DIE}: a misspelt option does not compile. The option is found by its name
   * among {@link #options()}, as {@link #withOption(String, String)} finds it.
   *
   * <pre>{@code
   * RuleSet house = RuleSets.get("american").withOption(AmericanRules.EITHER_DIE, true).get();
   * }</pre>
   *
   * @param option the option
   * @param value one of its values
   * @param <T> the type of the option's values
   * @return the new rule set, or the rejection: {@link Rejection.Kind#UNKNOWN_OPTION} when this
   *     variant has no option of that name, {@link Rejection.Kind#BAD_OPTION_VALUE} when the option
   *     does not take the value
   */
  default <T> Either<Rejection, RuleSet> withOption(RuleOption<T> option, T value) {
    Option<String> text = option.text(value);
    if (text.isEmpty()) {
      return Either.left(
          Rejection.badOptionValue(option.name(), String.valueOf(value), option.values()));
    }
    return withOption(option.name(), text.get());
  }

  /**
   * The value of an option in this rule set, typed.
   *
   * @param option the option, such as {@code AmericanRules.EITHER_DIE}
   * @param <T> the type of the option's values
   * @return the value, or none when this variant has no option of that name
   */
  default <T> Option<T> optionValue(RuleOption<T> option) {
    return optionValues().get(option.name()).flatMap(option::read);
  }

  /**
   * The same rules with several options changed.
   *
   * @param values option name to value
   * @return the new rule set, or the rejection of the first unknown option or bad value
   */
  default Either<Rejection, RuleSet> withOptions(Map<String, String> values) {
    Either<Rejection, RuleSet> out = Either.right(this);
    for (var e : values) {
      out = out.flatMap(r -> r.withOption(e._1, e._2));
    }
    return out;
  }

  /**
   * Pieces each player has.
   *
   * @return 4 for American and Parchís, 5 for the Russian game
   */
  int piecesPerColour();

  /**
   * The variant's turn-state keys, in the order notation prints them after {@code doubles}.
   *
   * @return the keys; empty when the variant has none
   */
  default List<String> turnStateKeys() {
    return List.empty();
  }

  /**
   * Reads the variant's turn state from its notation fields.
   *
   * @param fields key to value, keys from {@link #turnStateKeys()}, in any order
   * @return the turn state, or the rejection: {@link Rejection.Kind#UNKNOWN_TURN_STATE_KEY} naming
   *     the key, or {@link Rejection.Kind#BAD_TURN_STATE} naming the field and the rule it breaks
   */
  default Either<Rejection, TurnState> turnState(Map<String, String> fields) {
    for (String key : fields.keySet()) {
      if (!turnStateKeys().contains(key)) {
        return Either.left(Rejection.unknownTurnStateKey(key, turnStateKeys()));
      }
    }
    return Either.right(fields.isEmpty() ? TurnState.none() : new FieldsTurnState(this, fields));
  }

  /**
   * The start of a game.
   *
   * @param colours 2 to 4 distinct colours
   * @param first the colour that moves first
   * @return every piece in its nest, {@code first} to roll
   * @throws IllegalArgumentException when the colours or the first player are not valid
   */
  default GameState newGame(Seq<Colour> colours, Colour first) {
    return GameState.start(this, colours, first);
  }

  /**
   * B6: whether the lowest or the highest single die starts a game of this variant; see {@link
   * #rollOff(Seq, Dice)}.
   *
   * @return {@link RollOff.Order#LOWEST} for American Parcheesi, {@link RollOff.Order#HIGHEST} for
   *     Parchís and the Russian game
   */
  RollOff.Order rollOffOrder();

  /**
   * B6: the roll-off that decides who starts, rolled with the caller's dice: each colour rolls one
   * die and the {@link #rollOffOrder() lowest or highest} starts; tied colours roll again among
   * themselves. A caller may instead name the first player to {@link #newGame(Seq, Colour)}.
   *
   * @param colours 2 to 4 distinct colours, in the order they roll (usually play order)
   * @param dice the caller's dice; one {@link Dice#die()} per roll is taken
   * @return the roll-off; start the game with {@link #newGame(RollOff)}
   * @throws IllegalArgumentException when fewer than 2 colours are given or a colour repeats
   */
  default RollOff rollOff(Seq<Colour> colours, Dice dice) {
    return RollOff.roll(colours, rollOffOrder(), dice);
  }

  /**
   * The start of a game whose first player a roll-off decided (B6).
   *
   * @param rollOff a roll-off of this variant's {@link #rollOffOrder()}
   * @return every piece of the roll-off's colours in its nest, its winner to roll
   * @throws IllegalArgumentException when the roll-off used the other order, or its colours are not
   *     2 to 4
   */
  default GameState newGame(RollOff rollOff) {
    if (rollOff.order() != rollOffOrder()) {
      throw new IllegalArgumentException(
          "the roll-off "
              + rollOff
              + " went to the "
              + rollOff.order().words()
              + ", but in "
              + id()
              + " the "
              + rollOffOrder().words()
              + " starts (B6)");
    }
    return newGame(rollOff.colours(), rollOff.first());
  }

  /**
   * The start of a game with the usual seats: two players sit opposite (Y and R), three play Y, G
   * and R, four play all colours; yellow moves first (rule B5).
   *
   * @param players 2 to 4
   * @return the start position
   * @throws IllegalArgumentException when players is not 2 to 4
   */
  default GameState newGame(int players) {
    switch (players) {
      case 2:
        return newGame(List.of(Colour.YELLOW, Colour.RED), Colour.YELLOW);
      case 3:
        return newGame(List.of(Colour.YELLOW, Colour.GREEN, Colour.RED), Colour.YELLOW);
      case 4:
        return newGame(List.of(Colour.values()), Colour.YELLOW);
      default:
        throw new IllegalArgumentException("a game has 2 to 4 players, got " + players);
    }
  }

  /**
   * The ways a candidate state breaks this board's rules; used by {@link GameState#of}.
   *
   * @param candidate a state whose colours, piece counts and colour to move are already checked
   * @return the problems, empty when the state is legal
   */
  Seq<Problem> problems(GameState candidate);

  /**
   * What the next decision of a state needs.
   *
   * @param state a state of this rule set
   * @return {@link Phase#OVER} once there is a winner, otherwise whether a roll comes first
   */
  default Phase phase(GameState state) {
    return state.isOver() ? Phase.OVER : Phase.ROLL;
  }

  /**
   * The legal moves for a roll, each distinct resulting position once, in a deterministic order.
   * When nothing can be played the list holds only the pass; when the game is over ({@link
   * Phase#OVER}) the list is empty.
   *
   * <p>Only a state in {@link Phase#ROLL} has moves for a roll: a state whose next decision needs
   * no roll ({@link Phase#DECIDE}) is refused with a {@link WrongPhaseException} naming that phase
   * and {@link #legalMoves(GameState)}, the call that fits it. Ask {@link #phase} first. The state
   * is never changed. Engines refuse through {@link WrongPhaseException#check}.
   *
   * @param state the state, in {@link Phase#ROLL} or {@link Phase#OVER}
   * @param roll the roll
   * @return the moves; empty when the game is over
   * @throws WrongPhaseException when the state is in {@link Phase#DECIDE}
   */
  List<Move> legalMoves(GameState state, Roll roll);

  /**
   * How many legal moves a roll has; the same as {@code legalMoves(state, roll).size()}, which is
   * what it computes unless the engine counts faster without building the moves (perft's leaves).
   * Like {@link #legalMoves(GameState, Roll)}, it answers 0 when the game is over and refuses a
   * state in {@link Phase#DECIDE}.
   *
   * @param state the state, in {@link Phase#ROLL} or {@link Phase#OVER}
   * @param roll the roll
   * @return the count; 0 when the game is over
   * @throws WrongPhaseException when the state is in {@link Phase#DECIDE}
   */
  default int countMoves(GameState state, Roll roll) {
    return legalMoves(state, roll).size();
  }

  /**
   * Whether the order of the two dice can change the moves: false when a roll and its reverse
   * ({@code 3-5} and {@code 5-3}) always have the same moves, which lets perft and bots look at the
   * 21 distinct rolls only.
   *
   * @return true unless the variant declares otherwise
   */
  default boolean diceOrderMatters() {
    return true;
  }

  /**
   * The legal decisions that need no roll, for a state in {@link Phase#DECIDE}, in a deterministic
   * order; when the game is over ({@link Phase#OVER}) the list is empty.
   *
   * <p>A state whose player to move must roll first ({@link Phase#ROLL}) is refused with a {@link
   * WrongPhaseException} naming that phase and {@link #legalMoves(GameState, Roll)}, the call that
   * fits it. Ask {@link #phase} first. The state is never changed.
   *
   * <p>The default is for variants without such decisions, whose states are never in {@link
   * Phase#DECIDE}: it refuses a state in {@link Phase#ROLL} and answers an empty list otherwise. A
   * variant with decisions without a roll overrides it, opening with {@link
   * WrongPhaseException#check}.
   *
   * @param state the state, in {@link Phase#DECIDE} or {@link Phase#OVER}
   * @return the moves; empty when the game is over
   * @throws WrongPhaseException when the state is in {@link Phase#ROLL}
   */
  default List<Move> legalMoves(GameState state) {
    WrongPhaseException.check(this, state, Phase.DECIDE);
    return List.empty();
  }

  /**
   * Plays a move: the next state, or why the move is refused. Exactly the moves listed by {@link
   * #legalMoves} are accepted, each in any of its {@link #spellings}; the given state is never
   * changed.
   *
   * @param state the state
   * @param move the move, with the roll it was made for
   * @return the next state, or the refusal with the move, the unchanged state and a reason
   */
  Either<IllegalMove, GameState> apply(GameState state, Move move);

  /**
   * The board: its cells with their kinds, drawing coordinates and slots, each colour's way from
   * nest to home, and its edges, each named for what it is ({@link BoardGeometry#edges()}).
   *
   * @return the geometry of this variant's board
   */
  BoardGeometry geometry();

  /**
   * Tells a move as its events (see {@link Event}): each piece that moves, with what it spent, each
   * capture, every decision and implicit movement of the variant, and how the turn ends. Applied in
   * order to the pieces of {@code state}, the events that move a piece give exactly the pieces of
   * the move's result. A move spelled otherwise than listed is told as the listed move it {@link
   * #match matches}.
   *
   * <p>The default tells each step as a {@link Event.Kind#MOVE} with no value named and each
   * capture as the captured piece going to its nest; variants override it to say more.
   *
   * @param state the state
   * @param move a legal move
   * @return the explanation, or the refusal that {@link #apply} gives
   */
  default Either<IllegalMove, Explanation> explain(GameState state, Move move) {
    return match(state, move)
        .flatMap(
            listed ->
                apply(state, listed)
                    .map(
                        result -> {
                          Colour mover = state.toMove();
                          Placement p = Placement.of(state);
                          List<Event> events = List.empty();
                          for (Step s : listed.steps()) {
                            if (s.capture()) {
                              for (Colour c : state.colours()) {
                                if (c != mover && p.pieces(c).contains(s.to())) {
                                  Event e = Event.capture(mover, c, s.to(), Location.nest());
                                  events = events.append(e);
                                  p = p.after(e);
                                  break;
                                }
                              }
                            }
                            Event m =
                                Event.of(Event.Kind.MOVE, mover)
                                    .withMovement(mover, s.from(), s.to());
                            events = events.append(m);
                            p = p.after(m);
                          }
                          return Explanation.of(
                              state,
                              listed,
                              result,
                              events.appendAll(Event.turnEnd(state, result)));
                        }));
  }

  /**
   * Every legal order of steps that leads to a listed move: each way a player may spell it, the
   * listed spelling first. The variants of this library say what each step spends ({@link
   * Step#spent()}).
   *
   * <p>The default knows only the listed spelling; the variants of this library give every order
   * their rules allow.
   *
   * @param state the state the move is listed for
   * @param listed a move as {@link #legalMoves} lists it
   * @return the spellings, each a list of steps, distinct
   */
  default List<List<Step>> spellings(GameState state, Move listed) {
    return List.of(listed.steps());
  }

  /**
   * The legal moves of a roll as a tree of steps, which {@link TurnBuilder} asks what may follow
   * the steps a player has chosen, what they spend and what is left to play.
   *
   * <p>The default keeps every {@link #spellings spelling} of every legal move, which suits rolls
   * with few; the 68-square variants of this library search forward from the chosen steps instead,
   * so that no roll costs more than its legal moves.
   *
   * @param state the state, in {@link Phase#ROLL}
   * @param roll the roll
   * @return the tree
   * @throws WrongPhaseException when the state's next decision needs no roll
   */
  default StepTree stepTree(GameState state, Roll roll) {
    return SpelledTree.of(this, state, roll);
  }

  /**
   * The listed move that a player's steps spell: the legal move whose steps they are, in any legal
   * order (see {@link #spellings}).
   *
   * @param state the state
   * @param spelled the player's steps, with the roll they were made for (none for a decision
   *     without a roll)
   * @return the move as {@link #legalMoves} lists it, or the refusal naming the rule the steps
   *     break
   */
  default Either<IllegalMove, Move> match(GameState state, Move spelled) {
    Phase phase = phase(state);
    boolean fits = spelled.roll().isDefined() ? phase == Phase.ROLL : phase == Phase.DECIDE;
    // a move of the other phase is listed nowhere: apply gives its refusal
    List<Move> listed =
        !fits
            ? List.empty()
            : spelled.roll().isDefined()
                ? legalMoves(state, spelled.roll().get())
                : legalMoves(state);
    for (Move m : listed) {
      if (m.steps().equals(spelled.steps()) || spellings(state, m).contains(spelled.steps())) {
        return Either.right(m);
      }
    }
    return apply(state, spelled)
        .map(result -> listed.find(m -> apply(state, m).contains(result)).getOrElse(spelled));
  }

  /**
   * What kind of decision a move is in a state: the {@link Move#decision()} of the listed move it
   * {@link #match matches}. For a move an engine listed from this very state, {@code
   * move.decision()} is the same and cheaper; this serves moves a caller made, such as moves read
   * from notation, whose steps alone cannot say (a Russian {@code pY/pY} keeps the prisoners before
   * rolling, or declines an offer).
   *
   * <p>For example:
   *
   * <pre>{@code
   * GameState s = Notation.parsePosition("russian R Y:n,n,n,25,pR R:n,n,n,30,pY offer=Y");
   * Move m = Notation.parseMove("pR/pR");
   * rules.decision(s, m).get();   // DECLINE R -> Y
   * }</pre>
   *
   * @param state the state
   * @param move a move, listed or made
   * @return the decision, or the refusal that {@link #apply} gives
   */
  default Either<IllegalMove, Decision> decision(GameState state, Move move) {
    return match(state, move)
        .map(
            listed ->
                listed
                    .decision()
                    .getOrElse(
                        () ->
                            Decision.of(
                                listed.isPass() ? Decision.Kind.PASS : Decision.Kind.PLAY,
                                state.toMove())));
  }

  /**
   * Plays a move, throwing when it is illegal.
   *
   * @param state the state
   * @param move the move
   * @return the next state
   * @throws IllegalMoveException when the rules refuse the move
   */
  default GameState play(GameState state, Move move) {
    return apply(state, move).getOrElseThrow(IllegalMoveException::new);
  }
}
