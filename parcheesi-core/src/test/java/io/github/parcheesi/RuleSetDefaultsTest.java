package io.github.parcheesi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The default methods of {@link RuleSet}, as {@code plainrace} keeps them and {@code race}
 * overrides some: options, turn state ({@link FieldsTurnState}), the usual starts (B5) and the
 * roll-off start (B6), phase, counting, spellings, {@code match} and {@code play}; and the values
 * that tell why a move or a position is refused ({@link IllegalMove}, {@link Refusal}, {@link
 * Problem}, {@link ParseException}) or what an option is ({@link RuleOption}).
 */
class RuleSetDefaultsTest {

  private static final RuleSet RACE = RaceRules.race();
  private static final RuleSet PLAIN = RaceRules.plain();
  private static final Colour Y = Colour.YELLOW;
  private static final Colour G = Colour.GREEN;
  private static final Colour R = Colour.RED;
  private static final Colour B = Colour.BLUE;

  @Test
  void severalOptionsAreAppliedInTurnAndTheFirstBadOneIsNamed() {
    assertSame(RACE, RACE.withOptions(HashMap.empty()).get());
    RuleSet both = RACE.withOptions(LinkedHashMap.of("home", "over", "bonus", "true")).get();
    assertEquals(
        LinkedHashMap.of("home", "over", "bonus", "true", "dice", "any"), both.optionValues());
    assertEquals(
        Either.left("option home takes exact or over, not 'x'"),
        RACE.withOptions(LinkedHashMap.of("home", "x", "bonus", "y")).mapLeft(Rejection::message));
    Rejection bonus = RACE.withOptions(LinkedHashMap.of("home", "over", "bonus", "y")).getLeft();
    assertEquals("option bonus takes true or false, not 'y'", bonus.message());
    assertEquals(Option.some("bonus"), bonus.name());
    assertEquals(Option.some("y"), bonus.value());
    assertEquals(
        Either.left(Rejection.unknownOption("plainrace", "bonus", List.of("home", "dice"))),
        PLAIN.withOptions(LinkedHashMap.of("bonus", "true")));
  }

  @Test
  void theDefaultTurnStateHasNoKeys() {
    assertEquals(List.empty(), PLAIN.turnStateKeys());
    assertEquals(Either.right(TurnState.none()), PLAIN.turnState(LinkedHashMap.empty()));
    Rejection owed = PLAIN.turnState(LinkedHashMap.of("owed", "1")).getLeft();
    assertEquals("unknown turn-state key owed", owed.message());
    assertEquals(Rejection.Kind.UNKNOWN_TURN_STATE_KEY, owed.kind());
    assertEquals(Option.some("owed"), owed.name());
    assertEquals(Option.none(), owed.rule());
  }

  @Test
  void declaredKeysMakeAFieldsTurnStateInTheirOrder() {
    assertEquals(List.of("owed", "resume"), RACE.turnStateKeys());
    assertSame(TurnState.none(), RACE.turnState(LinkedHashMap.empty()).get());
    TurnState t = RACE.turnState(LinkedHashMap.of("resume", "R", "owed", "2")).get();
    assertEquals(List.of("owed", "resume"), t.fields().keySet().toList(), "the declared order");
    assertEquals(LinkedHashMap.of("owed", "2", "resume", "R"), t.fields());
    assertEquals("owed=2 resume=R", t.toString());
    assertFalse(t.isEmpty());
    TurnState same = RACE.turnState(HashMap.of("owed", "2", "resume", "R")).get();
    assertEquals(t, same);
    assertEquals(t.hashCode(), same.hashCode());
    assertNotEquals(t, RACE.turnState(LinkedHashMap.of("owed", "1", "resume", "R")).get());
    assertNotEquals(t, TurnState.none());
    assertFalse(t.equals(t.toString()));
    assertEquals("owed=1", RACE.turnState(LinkedHashMap.of("owed", "1")).get().toString());
    // the eight turn states of the race hash apart, as a state's hash takes them in
    List<TurnState> all =
        List.of("1", "2")
            .flatMap(
                owed ->
                    List.of("Y", "G", "R", "B")
                        .map(
                            r ->
                                RACE.turnState(LinkedHashMap.of("owed", owed, "resume", r)).get()));
    assertEquals(8, all.distinct().size());
    assertEquals(8, all.map(TurnState::hashCode).distinct().size());
    assertEquals(
        Either.left("unknown turn-state key grant (known: owed, resume)"),
        RACE.turnState(LinkedHashMap.of("owed", "1", "grant", "R")).mapLeft(Rejection::message));
    // a variant without typed accessors answers the typed questions with nothing
    assertEquals(List.empty(), t.givenSixes());
    assertEquals(Option.none(), t.resume());
    assertEquals(Option.none(), t.offerer());
  }

  @Test
  void theEmptyTurnStateIsOneValue() {
    TurnState none = TurnState.none();
    assertTrue(none.isEmpty());
    assertEquals(LinkedHashMap.empty(), none.fields());
    assertEquals(List.empty(), none.givenSixes());
    assertEquals(Option.none(), none.resume());
    assertEquals(Option.none(), none.offerer());
    assertEquals(0, none.hashCode(), "the same in every run, as a state's hash must be");
    assertEquals("", none.toString());
    assertEquals(none, TurnState.none());
    TurnState alsoEmpty = () -> LinkedHashMap.empty();
    assertTrue(alsoEmpty.isEmpty());
    assertNotEquals(none, alsoEmpty);
  }

  @Test
  void theUsualStartsSeatTwoThreeOrFourPlayersYellowFirst() {
    // B5
    for (RuleSet rules : List.of(RACE, PLAIN)) {
      assertEquals(rules.newGame(List.of(Y, R), Y), rules.newGame(2));
      assertEquals(rules.newGame(List.of(Y, G, R), Y), rules.newGame(3));
      assertEquals(rules.newGame(List.of(Y, G, R, B), Y), rules.newGame(4));
      for (int bad : new int[] {0, 1, 5}) {
        IllegalArgumentException e =
            assertThrows(IllegalArgumentException.class, () -> rules.newGame(bad));
        assertEquals("a game has 2 to 4 players, got " + bad, e.getMessage());
      }
    }
  }

  @Test
  void aRollOffStartsTheGameWithItsWinner() {
    // B6: the variant's order decides; a roll-off of the other order is refused
    RollOff high = RACE.rollOff(List.of(R, Y), Dice.seeded(3));
    assertEquals(RollOff.Order.HIGHEST, high.order());
    assertEquals(RACE.newGame(List.of(R, Y), high.first()), RACE.newGame(high));
    RollOff low = PLAIN.rollOff(List.of(Y, G, B), Dice.seeded(3));
    assertEquals(RollOff.Order.LOWEST, low.order());
    assertEquals(PLAIN.newGame(List.of(Y, G, B), low.first()), PLAIN.newGame(low));
    RollOff lowOff = RollOff.of(RollOff.Order.LOWEST, List.of(LinkedHashMap.of(Y, 3, R, 5))).get();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RACE.newGame(lowOff));
    assertEquals(
        "the roll-off Y 3, R 5: Y starts (lowest die, B6) went to the lowest die, but in race"
            + " the highest die starts (B6)",
        e.getMessage());
    RollOff highOff =
        RollOff.of(RollOff.Order.HIGHEST, List.of(LinkedHashMap.of(Y, 3, R, 5))).get();
    IllegalArgumentException f =
        assertThrows(IllegalArgumentException.class, () -> PLAIN.newGame(highOff));
    assertEquals(
        "the roll-off Y 3, R 5: R starts (highest die, B6) went to the highest die, but in"
            + " plainrace the lowest die starts (B6)",
        f.getMessage());
  }

  @Test
  void theDefaultPhaseIsRollUntilTheGameIsOver() {
    assertEquals(Phase.ROLL, PLAIN.phase(PLAIN.newGame(2)));
    GameState over = Notation.parsePosition("plainrace Y Y:h,h R:n,n winner=Y", PLAIN);
    assertEquals(Phase.OVER, PLAIN.phase(over));
    assertEquals(List.empty(), PLAIN.legalMoves(over), "a finished game has no decisions");
    assertEquals(List.empty(), PLAIN.legalMoves(over, Roll.of(1, 2)), "nor moves");
    assertEquals(0, PLAIN.countMoves(over, Roll.of(1, 2)));
  }

  @Test
  void theDefaultRefusesDecisionsWithoutARollInTheRollPhase() {
    GameState start = PLAIN.newGame(2);
    String before = start.toString();
    WrongPhaseException e = assertThrows(WrongPhaseException.class, () -> PLAIN.legalMoves(start));
    assertEquals(Phase.ROLL, e.phase());
    assertEquals(
        "the state is in phase ROLL: the player to move rolls first; call legalMoves(state, roll),"
            + " not legalMoves(state) ("
            + before
            + ")",
        e.getMessage());
    assertEquals(before, start.toString(), "the state is unchanged");
  }

  @Test
  void countingMovesCountsTheListedMoves() {
    GameState s = Notation.parsePosition("plainrace Y Y:n,2 R:n,4", PLAIN);
    GameState t = Notation.parsePosition("race Y Y:n,2 R:n,4", RACE);
    for (Roll roll : Roll.outcomes()) {
      assertEquals(PLAIN.legalMoves(s, roll).size(), PLAIN.countMoves(s, roll), roll.toString());
      assertEquals(RACE.legalMoves(t, roll).size(), RACE.countMoves(t, roll), roll.toString());
    }
    assertTrue(PLAIN.diceOrderMatters(), "the default: the order may matter");
    assertFalse(RACE.diceOrderMatters());
  }

  @Test
  void theDefaultSpellingIsTheListedOne() {
    GameState s = Notation.parsePosition("plainrace Y Y:n,2 R:n,n", PLAIN);
    for (Move m : PLAIN.legalMoves(s, Roll.of(1, 2))) {
      assertEquals(List.of(m.steps()), PLAIN.spellings(s, m));
    }
  }

  @Test
  void matchFindsTheListedMoveAStepOrderSpells() {
    Roll roll = Roll.of(1, 2);
    Move listed = Notation.parseMove("2/3 n/1", roll);
    Move other = Notation.parseMove("n/1 2/3", roll);
    // race gives every spelling; plainrace only the listed one, and match finds the listed move
    // by the position its apply reaches
    for (RuleSet rules : List.of(RACE, PLAIN)) {
      GameState s = Notation.parsePosition(rules.id() + " Y Y:n,2 R:n,n", rules);
      assertEquals(Either.right(listed), rules.match(s, listed));
      assertEquals(Either.right(listed), rules.match(s, other));
      Move bad = Notation.parseMove("n/1 2/5", roll);
      assertEquals(Either.left(rules.apply(s, bad).getLeft()), rules.match(s, bad));
    }
    GameState d = Notation.parsePosition("race Y Y:n,2 R:n,n owed=1 resume=R bonus=true", RACE);
    RuleSet bonusRules = d.ruleSet();
    Move bonus = Notation.parseMove("2/4");
    assertEquals(Either.right(bonus), bonusRules.match(d, bonus));
    assertEquals("R7", bonusRules.match(d, Notation.parseMove("2/4", roll)).getLeft().rule());
  }

  @Test
  void playThrowsTheRefusalApplyGives() {
    GameState s = Notation.parsePosition("race Y Y:n,2 R:n,4", RACE);
    Move bad = Notation.parseMove("2/4 4/5", Roll.of(2, 1));
    IllegalMove refused = RACE.apply(s, bad).getLeft();
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RACE.play(s, bad));
    assertEquals(refused, e.illegalMove());
    assertEquals(
        "illegal move '2/4 4/5' (R4): the step 2/4 captures the piece on 4: write 2/4*",
        e.getMessage());
    assertEquals(refused.message(), e.getMessage());
    assertEquals(bad, refused.move());
    assertSame(s, refused.state());
    assertEquals("R4", refused.rule());
    assertEquals("the step 2/4 captures the piece on 4: write 2/4*", refused.reason());
    Move good = Notation.parseMove("2/4* 4/5", Roll.of(2, 1));
    assertEquals(RACE.apply(s, good).get(), RACE.play(s, good));
  }

  // ----------------------------------------------------------------------------------- values

  @Test
  void aRefusalNamesItsRuleWhenThereIsOne() {
    Move m = Move.pass(Roll.of(1, 1));
    GameState s = RACE.newGame(2);
    IllegalMove withRule = IllegalMove.of(m, s, Refusal.Kind.MUST_PLAY_MORE, "R3", "Y can play");
    assertEquals("illegal move 'pass' (R3): Y can play", withRule.message());
    assertEquals(Refusal.Kind.MUST_PLAY_MORE, withRule.kind());
    assertEquals(Refusal.of(Refusal.Kind.MUST_PLAY_MORE, "R3", "Y can play"), withRule.refusal());
    IllegalMove without =
        IllegalMove.of(m, s, Refusal.of(Refusal.Kind.GAME_OVER, "", "the game is over"));
    assertEquals("illegal move 'pass': the game is over", without.message());
    assertEquals("", without.rule());
    assertEquals("the game is over", without.reason());
    assertEquals(Refusal.Kind.GAME_OVER, without.kind());

    Refusal r = Refusal.of(Refusal.Kind.BREAKS_RULE, "X1", "the step 10/13 would pass a blockade");
    assertEquals("X1", r.rule());
    assertEquals(Refusal.Kind.BREAKS_RULE, r.kind());
    assertEquals("X1: the step 10/13 would pass a blockade", r.toString());
    assertEquals(
        "the step 10/13 would pass a blockade",
        Refusal.of(Refusal.Kind.OTHER, "", r.reason()).toString());
    Refusal more = r.withDetail("; legal: pass");
    assertEquals(
        Refusal.of(
            Refusal.Kind.BREAKS_RULE, "X1", "the step 10/13 would pass a blockade; legal: pass"),
        more);
    // the kind takes part in equality; a rule broken is named
    assertNotEquals(Refusal.of(Refusal.Kind.CAPTURE_MARK, "X1", r.reason()), r);
    assertThrows(
        IllegalArgumentException.class, () -> Refusal.of(Refusal.Kind.BREAKS_RULE, "", "x"));
    assertEquals(Refusal.Kind.NO_PIECE, Refusal.of(Refusal.Kind.NO_PIECE, "", "x").kind());
  }

  @Test
  void problemsAndParseErrorsTellWhatIsWrong() {
    Problem p = Problem.of(Problem.Kind.CROWDED, "three pieces on 5");
    assertEquals(Problem.Kind.CROWDED, p.kind());
    assertEquals("three pieces on 5", p.message());
    assertEquals("three pieces on 5", p.toString());
    assertEquals(Option.none(), p.colour());
    assertEquals(Option.none(), p.location());
    assertEquals(Option.none(), p.rule());
    assertEquals("three pieces on 5", p.reason());
    Problem q =
        Problem.of(Problem.Kind.CROWDED, "R4", Option.some(R), Option.some(Location.track(5)));
    assertEquals(Option.some(R), q.colour());
    assertEquals(Option.some(Location.track(5)), q.location());
    Problem broken =
        Problem.breaking(
            Problem.Kind.CROWDED, "R2", "two pieces on 5", Option.some(R), Location.parse("5"));
    assertEquals(Problem.Kind.CROWDED, broken.kind());
    assertEquals(Option.some("R2"), broken.rule());
    assertEquals("two pieces on 5", broken.reason());
    assertEquals("two pieces on 5 (R2)", broken.message());
    assertEquals("two pieces on 5 (R2)", broken.toString());
    assertEquals(Option.some(R), broken.colour());
    assertEquals(Option.some(Location.track(5)), broken.location());
    Problem whole = Problem.breaking(Problem.Kind.DOUBLES, "R5", "doubles=3 cannot happen");
    assertEquals(Problem.Kind.DOUBLES, whole.kind());
    assertEquals(Option.some("R5"), whole.rule());
    assertEquals("doubles=3 cannot happen (R5)", whole.message());
    assertEquals(Option.none(), whole.colour());
    assertEquals(Option.none(), whole.location());

    ParseException e =
        new ParseException(ParseException.Kind.UNKNOWN_LOCATION, "unknown location", "x", 20);
    assertEquals("unknown location at column 20 (token 'x')", e.getMessage());
    assertEquals(ParseException.Kind.UNKNOWN_LOCATION, e.kind());
    assertEquals("unknown location", e.reason());
    assertEquals("x", e.token());
    assertEquals(20, e.column());
    assertEquals(List.empty(), e.problems());
    assertEquals(Option.none(), e.rejection());
  }

  @Test
  void aProblemsKindTakesPartInEquality() {
    Problem crowded = Problem.breaking(Problem.Kind.CROWDED, "A7", "three pieces on square 5");
    Problem other = Problem.breaking(Problem.Kind.OTHER, "A7", "three pieces on square 5");
    assertEquals(crowded.message(), other.message());
    assertNotEquals(crowded, other);
    assertEquals(crowded, Problem.breaking(Problem.Kind.CROWDED, "A7", "three pieces on square 5"));
  }

  @Test
  void aParseExceptionKeepsTheDetailOfItsKind() {
    Seq<Problem> problems =
        List.of(
            Problem.breaking(Problem.Kind.CROWDED, "R4", "two colours on 2"),
            Problem.of(Problem.Kind.DOUBLES, "doubles must be 0 to 31"));
    ParseException illegal = ParseException.illegalPosition(problems, "2", 12);
    assertEquals(ParseException.Kind.ILLEGAL_POSITION, illegal.kind());
    assertEquals(problems, illegal.problems());
    assertEquals(Option.none(), illegal.rejection());
    assertEquals(
        "illegal position: two colours on 2 (R4); doubles must be 0 to 31 at column 12 (token '2')",
        illegal.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> ParseException.illegalPosition(List.empty(), "2", 12));

    Rejection why = Rejection.badOptionValue("home", "far", List.of("exact", "over"));
    ParseException option = ParseException.badOption(why, "home=far", 20);
    assertEquals(ParseException.Kind.BAD_OPTION, option.kind());
    assertEquals(Option.some(why), option.rejection());
    assertEquals(List.empty(), option.problems());
    assertEquals(why.message(), option.reason());

    // the two kinds with detail are made only with it
    for (ParseException.Kind k :
        List.of(ParseException.Kind.ILLEGAL_POSITION, ParseException.Kind.BAD_OPTION)) {
      assertThrows(IllegalArgumentException.class, () -> new ParseException(k, "x", "x", 1));
    }
  }

  @Test
  @SuppressWarnings("deprecation")
  void theFactoriesWithoutAKindStillWorkWithADefaultKind() {
    Refusal r = Refusal.of("X1", "the step 10/13 would pass a blockade");
    assertEquals(Refusal.Kind.BREAKS_RULE, r.kind());
    assertEquals("X1: the step 10/13 would pass a blockade", r.toString());
    assertEquals(Refusal.Kind.OTHER, Refusal.of("", "the game is over").kind());
    Move m = Move.pass(Roll.of(1, 1));
    GameState s = RACE.newGame(2);
    IllegalMove withRule = IllegalMove.of(m, s, "R3", "Y can play");
    assertEquals(Refusal.Kind.BREAKS_RULE, withRule.kind());
    assertEquals("illegal move 'pass' (R3): Y can play", withRule.message());
    IllegalMove without = IllegalMove.of(m, s, "", "the game is over");
    assertEquals(Refusal.Kind.OTHER, without.kind());
    assertEquals("illegal move 'pass': the game is over", without.message());

    ParseException e = new ParseException("unknown location", "x", 20);
    assertEquals(ParseException.Kind.SYNTAX, e.kind());
    assertEquals("unknown location at column 20 (token 'x')", e.getMessage());
    assertEquals("unknown location", e.reason());

    Problem p = Problem.of("three pieces on 5");
    assertEquals(Problem.Kind.OTHER, p.kind());
    assertEquals("three pieces on 5", p.message());
    Problem q = Problem.of("two colours on 5", Option.some(R), Option.some(Location.track(5)));
    assertEquals(Problem.Kind.OTHER, q.kind());
    assertEquals(Option.some(R), q.colour());
    assertEquals(Option.none(), q.rule());
    Problem broken = Problem.breaking("R2", "two pieces on 5", Option.some(R), Location.parse("5"));
    assertEquals(Problem.Kind.OTHER, broken.kind());
    assertEquals("two pieces on 5 (R2)", broken.toString());
    Problem whole = Problem.breaking("R5", "doubles=3 cannot happen");
    assertEquals(Problem.Kind.OTHER, whole.kind());
    assertEquals(Option.some("R5"), whole.rule());
    assertEquals("doubles=3 cannot happen (R5)", whole.message());
  }

  @Test
  void anOptionTakesItsDefaultAmongItsValues() {
    RuleOption<String> o =
        RuleOption.of("home", "how pieces go home", "exact", List.of("exact", "over"));
    assertEquals("home", o.name());
    assertEquals("how pieces go home", o.description());
    assertEquals("exact", o.defaultValue());
    assertEquals(List.of("exact", "over"), o.values());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> RuleOption.of("home", "how", "far", List.of("exact", "over")));
    assertEquals("default far not among List(exact, over)", e.getMessage());
    RuleOption<Boolean> on = RuleOption.flag("bonus", "R7", true);
    assertEquals("true", on.defaultValue());
    assertEquals(List.of("true", "false"), on.values());
    assertEquals(true, on.typedDefault());
    assertEquals(List.of(true, false), on.typedValues());
    assertEquals("false", RuleOption.flag("bonus", "R7", false).defaultValue());
    assertEquals(RuleOption.flag("bonus", "R7", true), on);
    assertEquals(RuleOption.flag("bonus", "R7", true).hashCode(), on.hashCode());
    assertNotEquals(RuleOption.flag("bonus", "R7", false), on);
    assertNotEquals(RuleOption.of("bonus", "R7", "true", List.of("true", "false")), on);
    assertEquals("bonus=true (true, false)", on.toString());
  }

  @Test
  void aTypedOptionIsSetAndReadByItsConstant() {
    RuleOption<Boolean> bonus = RuleOption.flag("bonus", "R7", false);
    RuleSet on = RACE.withOption(bonus, true).get();
    assertEquals(RACE.withOption("bonus", "true").get(), on);
    assertEquals(Option.some(true), on.optionValue(bonus));
    assertEquals(Option.some(false), RACE.optionValue(bonus));
    // the plain race has no bonus: the refusal names the option
    Rejection none = PLAIN.withOption(bonus, true).getLeft();
    assertEquals(Rejection.Kind.UNKNOWN_OPTION, none.kind());
    assertEquals(Option.some("bonus"), none.name());
    assertEquals(Option.none(), PLAIN.optionValue(bonus));
    // a value the option does not take is refused before the rules see it
    RuleOption<String> home = RuleOption.of("home", "R2", "exact", List.of("exact", "over"));
    Rejection far = RACE.withOption(home, "far").getLeft();
    assertEquals(Rejection.Kind.BAD_OPTION_VALUE, far.kind());
    assertEquals(Option.some("home"), far.name());
    assertEquals(Option.some("far"), far.value());
    assertEquals("option 'home' takes exact or over, not 'far'", far.message());
    assertEquals(Option.some("over"), RACE.withOption(home, "over").get().optionValue(home));
  }

  /** The race's dice option as an enum. */
  enum DiceOrder {
    ANY,
    INORDER
  }

  @Test
  void aChoiceOfAnEnumIsWrittenInLowerCase() {
    RuleOption<DiceOrder> dice = RuleOption.choice("dice", "R2", DiceOrder.ANY);
    assertEquals(List.of("any", "inorder"), dice.values());
    assertEquals("any", dice.defaultValue());
    assertEquals(DiceOrder.ANY, dice.typedDefault());
    assertEquals(List.of(DiceOrder.ANY, DiceOrder.INORDER), dice.typedValues());
    assertEquals(Option.some(DiceOrder.INORDER), dice.read("inorder"));
    assertEquals(Option.none(), dice.read("INORDER"));
    assertEquals(Option.some("inorder"), dice.text(DiceOrder.INORDER));
    RuleSet inOrder = RACE.withOption(dice, DiceOrder.INORDER).get();
    assertEquals(RACE.withOption("dice", "inorder").get(), inOrder);
    assertEquals(Option.some(DiceOrder.INORDER), inOrder.optionValue(dice));
    assertEquals(Option.some(DiceOrder.ANY), RACE.optionValue(dice));
    assertEquals(RuleOption.choice("dice", "R2", DiceOrder.ANY), dice);
    assertNotEquals(RuleOption.choice("dice", "R2", DiceOrder.INORDER), dice);
  }
}
