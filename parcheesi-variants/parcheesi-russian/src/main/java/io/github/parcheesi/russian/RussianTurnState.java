package io.github.parcheesi.russian;

import io.github.parcheesi.Colour;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Rejection;
import io.github.parcheesi.TurnState;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What the Russian game remembers about the turn besides the colour to move and the doubles count
 * (RULES.md, "Turn-state keys"): the given sixes waiting to be played (R5), who rolls once they are
 * played, and an exchange of prisoners offered or settled (R6). An immutable value.
 *
 * <p>Notation writes it after {@code doubles} as up to three fields, in this order, each left out
 * when absent: {@code grant=X,Z} (the captors whose given sixes wait, in the order the prisoners
 * were bought back; the first is the colour to move), {@code resume=C} (who rolls once they are
 * played; only with {@code grant}), and {@code offer=X} (colour X offered the colour to move an
 * exchange, which it answers) or {@code offer=done} (the colour to move has settled whether to
 * offer one and rolls next). Given sixes and an offer never wait together.
 *
 * <p>{@link #givenSixes()}, {@link #resume()} and {@link #offerer()} override the core {@link
 * TurnState}'s accessors, so a frontend that knows no variant reads them from any state, without a
 * cast: {@code state.turnState().givenSixes()}.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * GameState s = Notation.parsePosition("russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B");
 * s.turnState().givenSixes();   // List(BLUE): blue plays the six yellow gave it
 * s.turnState().resume();       // Some(BLUE): then blue rolls
 * s.turnState().offerer();      // None: no exchange offered
 * RussianTurnState t = RussianTurnState.of(s);   // the typed value, for offerSettled()
 * t.toString();        // "grant=B resume=B"
 * RussianTurnState.offer(Colour.YELLOW).fields();   // LinkedHashMap((offer, Y))
 * RussianTurnState.parse(LinkedHashMap.of("offer", "done")).get().offerSettled();   // true
 * }</pre>
 */
public final class RussianTurnState implements TurnState {

  /** The value of {@code offer} once the colour to move has settled the offer question (R6). */
  static final String DONE = "done";

  private static final RussianTurnState NONE =
      new RussianTurnState(List.empty(), Option.none(), Option.none(), false);
  private static final RussianTurnState OFFER_DONE =
      new RussianTurnState(List.empty(), Option.none(), Option.none(), true);
  private static final Either<Rejection, RussianTurnState> RIGHT_NONE = Either.right(NONE);
  private static final RussianTurnState[] OFFERED = new RussianTurnState[Colour.values().length];

  static {
    for (Colour c : Colour.values()) {
      OFFERED[c.ordinal()] =
          new RussianTurnState(List.empty(), Option.none(), Option.some(c), false);
    }
  }

  private final List<Colour> givenSixes;
  private final Option<Colour> resume;
  private final Option<Colour> offerer;
  private final boolean offerSettled;

  /** The fields in print order, made when first asked for (phase() reads a state's often). */
  private Map<String, String> fields;

  private RussianTurnState(
      List<Colour> givenSixes, Option<Colour> resume, Option<Colour> offerer, boolean settled) {
    this.givenSixes = givenSixes;
    this.resume = resume;
    this.offerer = offerer;
    this.offerSettled = settled;
  }

  // ------------------------------------------------------------------------------ factories

  /**
   * Nothing to remember: the colour to move rolls, or first decides on an exchange when it could
   * offer one (R6).
   *
   * @return the empty turn state
   */
  public static RussianTurnState none() {
    return NONE;
  }

  /**
   * Given sixes waiting (R5): each captor in turn plays the six bought back from it, then {@code
   * resume} rolls.
   *
   * @param captors the captors, in the order their prisoners were bought back; not empty
   * @param resume who rolls once the given sixes are played
   * @return the turn state {@code grant=... resume=...}
   * @throws IllegalArgumentException when there is no captor
   */
  public static RussianTurnState grant(Seq<Colour> captors, Colour resume) {
    if (captors.isEmpty()) {
      throw new IllegalArgumentException("a grant names at least one captor (R5)");
    }
    return new RussianTurnState(
        List.ofAll(captors), Option.some(Objects.requireNonNull(resume)), Option.none(), false);
  }

  /**
   * An exchange of prisoners offered by {@code offerer} to the colour to move, which answers (R6).
   *
   * @param offerer the colour that offered
   * @return the turn state {@code offer=X}
   */
  public static RussianTurnState offer(Colour offerer) {
    return OFFERED[offerer.ordinal()];
  }

  /**
   * The colour to move could offer an exchange but has settled the question (offered or not); it
   * rolls next (R6).
   *
   * @return the turn state {@code offer=done}
   */
  public static RussianTurnState offerDone() {
    return OFFER_DONE;
  }

  /**
   * Reads the turn-state fields of notation ({@code grant}, {@code resume}, {@code offer}), in any
   * order. Checks their form only; whether the colours fit the position (in the game, the first
   * captor to move, prisoners to exchange) is for the rules' {@code problems}.
   *
   * @param fields key to value, such as {@code grant=B,R} and {@code resume=B}
   * @return the turn state, or what is wrong with the fields: {@link
   *     Rejection.Kind#UNKNOWN_TURN_STATE_KEY} naming the key, or {@link
   *     Rejection.Kind#BAD_TURN_STATE} naming the key, its value and the rule (R5, R6)
   */
  public static Either<Rejection, RussianTurnState> parse(Map<String, String> fields) {
    if (fields.isEmpty()) {
      return RIGHT_NONE;
    }
    Option<String> grant = fields.get(RussianRules.GRANT);
    Option<String> resume = fields.get(RussianRules.RESUME);
    Option<String> offer = fields.get(RussianRules.OFFER);
    int known =
        (grant.isDefined() ? 1 : 0) + (resume.isDefined() ? 1 : 0) + (offer.isDefined() ? 1 : 0);
    if (fields.size() != known) {
      String key =
          fields
              .keySet()
              .find(
                  k ->
                      !RussianRules.GRANT.equals(k)
                          && !RussianRules.RESUME.equals(k)
                          && !RussianRules.OFFER.equals(k))
              .get();
      return Either.left(Rejection.unknownTurnStateKey(key, RussianRules.KEYS));
    }
    if (grant.isEmpty()) {
      if (resume.isDefined()) {
        return Either.left(
            bad(RussianRules.RESUME, resume.get(), "R5", "resume is only written with grant"));
      }
      if (DONE.equals(offer.get())) {
        return Either.right(OFFER_DONE);
      }
      Option<Colour> by = letter(offer.get());
      return by.isDefined()
          ? Either.right(offer(by.get()))
          : Either.left(
              bad(
                  RussianRules.OFFER,
                  offer.get(),
                  "R6",
                  "offer="
                      + offer.get()
                      + " must be done or the letter of the offering colour, such as offer=Y"));
    }
    Option<List<Colour>> captors = letters(grant.get());
    if (captors.isEmpty()) {
      return Either.left(
          bad(
              RussianRules.GRANT,
              grant.get(),
              "R5",
              "grant="
                  + grant.get()
                  + " must list captors' letters separated by commas, such as grant=B,G"));
    }
    if (resume.isEmpty()) {
      return Either.left(
          Rejection.of(
                  Rejection.Kind.BAD_TURN_STATE,
                  "grant needs resume=C, the colour that rolls once the sixes are played")
              .withName(RussianRules.RESUME)
              .withRule("R5"));
    }
    Option<Colour> next = letter(resume.get());
    if (next.isEmpty()) {
      return Either.left(
          bad(
              RussianRules.RESUME,
              resume.get(),
              "R5",
              "resume=" + resume.get() + " must be one colour letter, such as resume=Y"));
    }
    if (offer.isDefined()) {
      return Either.left(
          bad(
              RussianRules.OFFER,
              offer.get(),
              "R5, R6",
              "no exchange is offered while given sixes wait"));
    }
    return Either.right(grant(captors.get(), next.get()));
  }

  /** A turn-state field whose value breaks a rule. */
  private static Rejection bad(String key, String value, String rule, String reason) {
    return Rejection.of(Rejection.Kind.BAD_TURN_STATE, reason)
        .withName(key)
        .withValue(value)
        .withRule(rule);
  }

  /**
   * The turn state of a state played under the Russian rules.
   *
   * <p>For example:
   *
   * <pre>{@code
   * GameState s = Notation.parsePosition("russian B Y:n,n,n,n,33 B:n,n,n,n,40 grant=B resume=B");
   * RussianTurnState.of(s).givenSixes();   // [BLUE]
   * }</pre>
   *
   * @param state the state
   * @return its turn state
   * @throws IllegalArgumentException when the state is not played under the Russian rules
   */
  public static RussianTurnState of(GameState state) {
    TurnState ts = state.turnState();
    if (ts instanceof RussianTurnState) {
      return (RussianTurnState) ts; // asked on every turn: no Either made
    }
    return read(state).getOrElseThrow(why -> new IllegalArgumentException(why.message()));
  }

  /** The one place the module reads a state's turn state, which the rules made typed. */
  static Either<Rejection, RussianTurnState> read(GameState state) {
    TurnState ts = state.turnState();
    if (ts instanceof RussianTurnState) {
      return Either.right((RussianTurnState) ts);
    }
    if (ts.isEmpty()) {
      return RIGHT_NONE;
    }
    return Either.left(
        Rejection.of(
            Rejection.Kind.BAD_TURN_STATE,
            "the state's turn state " + ts + " is not a Russian one"));
  }

  // ------------------------------------------------------------------------------ accessors

  /**
   * The captors whose given sixes wait to be played, in the order the prisoners were bought back;
   * the first is the colour to move (R5, key {@code grant}).
   *
   * @return the captors, empty when no given six waits
   */
  @Override
  public List<Colour> givenSixes() {
    return givenSixes;
  }

  /**
   * Who rolls once the given sixes are played (R5, key {@code resume}).
   *
   * @return the colour, defined exactly when {@link #givenSixes()} is not empty
   */
  @Override
  public Option<Colour> resume() {
    return resume;
  }

  /**
   * The colour that offered the colour to move an exchange of prisoners, still to be answered (R6,
   * key {@code offer=X}).
   *
   * @return the offerer, or none
   */
  @Override
  public Option<Colour> offerer() {
    return offerer;
  }

  /**
   * Whether the colour to move has settled the offer question, offered or not, and rolls next (R6,
   * {@code offer=done}).
   *
   * @return true for {@code offer=done}
   */
  public boolean offerSettled() {
    return offerSettled;
  }

  /**
   * The turn state once the first waiting given six is played (R5): the other captors with the same
   * {@code resume}, or none when it was the last.
   *
   * @return the next turn state
   * @throws IllegalStateException when no given six waits
   */
  public RussianTurnState afterGivenSix() {
    if (givenSixes.isEmpty()) {
      throw new IllegalStateException("no given six waits");
    }
    List<Colour> rest = givenSixes.tail();
    return rest.isEmpty() ? NONE : new RussianTurnState(rest, resume, Option.none(), false);
  }

  /**
   * Returns the fields in the order notation prints them: {@code grant}, {@code resume}, {@code
   * offer}, each left out when absent.
   */
  @Override
  public Map<String, String> fields() {
    Map<String, String> f = fields;
    if (f == null) {
      f = print(givenSixes, resume, offerer, offerSettled); // an immutable map: safe to share
      fields = f;
    }
    return f;
  }

  @Override
  public boolean isEmpty() {
    return givenSixes.isEmpty() && offerer.isEmpty() && !offerSettled;
  }

  // ------------------------------------------------------------------------------ value

  /** Equal when the given sixes, resume and offer are equal. */
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof RussianTurnState)) {
      return false;
    }
    RussianTurnState t = (RussianTurnState) o;
    return givenSixes.equals(t.givenSixes)
        && resume.equals(t.resume)
        && offerer.equals(t.offerer)
        && offerSettled == t.offerSettled;
  }

  @Override
  public int hashCode() {
    return fields().hashCode(); // from text: the same in every run, as a state's hash must be
  }

  /**
   * Returns the fields as notation writes them, such as {@code grant=B resume=B}; empty if none.
   */
  @Override
  public String toString() {
    return fields().map(e -> e._1 + "=" + e._2).mkString(" ");
  }

  // ------------------------------------------------------------------------------ text

  /**
   * The fields in print order, built by {@code put}: Vavr's {@code LinkedHashMap.of} of two pairs
   * cost about 15 times as much in a loop (780 ns a map against 54).
   */
  private static Map<String, String> print(
      List<Colour> givenSixes, Option<Colour> resume, Option<Colour> offerer, boolean settled) {
    Map<String, String> out = LinkedHashMap.empty();
    if (!givenSixes.isEmpty()) {
      out =
          out.put(
              RussianRules.GRANT, givenSixes.map(c -> String.valueOf(c.letter())).mkString(","));
      out = out.put(RussianRules.RESUME, String.valueOf(resume.get().letter()));
    }
    if (offerer.isDefined()) {
      out = out.put(RussianRules.OFFER, String.valueOf(offerer.get().letter()));
    } else if (settled) {
      out = out.put(RussianRules.OFFER, DONE);
    }
    return out;
  }

  /** One colour letter, or none. */
  private static Option<Colour> letter(String text) {
    return text.length() == 1 ? Colour.ofLetter(text.charAt(0)) : Option.none();
  }

  /** Colour letters separated by commas, at least one; none when malformed. */
  private static Option<List<Colour>> letters(String text) {
    if (text.length() % 2 == 0) {
      return Option.none();
    }
    List<Colour> out = List.empty();
    for (int i = text.length() - 1; i >= 0; i -= 2) {
      Option<Colour> c = Colour.ofLetter(text.charAt(i));
      if (c.isEmpty() || i > 0 && text.charAt(i - 1) != ',') {
        return Option.none();
      }
      out = out.prepend(c.get());
    }
    return Option.some(out);
  }
}
