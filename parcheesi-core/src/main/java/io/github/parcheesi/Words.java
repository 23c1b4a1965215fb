package io.github.parcheesi;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

/**
 * Plain sentences for {@link Event}s and for the questions a player is asked, in English or
 * Russian, from the resource bundle {@code io.github.parcheesi.words}: "Red captures your piece on
 * 22; it goes to your nest", "Blue offers to give back your piece for its own. Accept?". A sentence
 * may be said to one player: the events of that player's own pieces and decisions then say "you".
 *
 * <p>A sentence is looked up by the event's kind, most specific key first: {@code
 * event.KIND.RULE.you} or {@code event.KIND.RULE.yours}, then {@code event.KIND.RULE}, {@code
 * event.KIND.you} or {@code event.KIND.yours}, then {@code event.KIND}. For an event that moves a
 * piece, {@code you} is said to the actor and {@code yours} to the owner of the moved piece ({@link
 * Movement#colour()}), when that is not the actor; for one that moves none, {@code yours} is said
 * to the other colour ({@link Event#other()}: the colour offered an exchange, given a six, whose
 * turn comes) and {@code you} to the actor. So "your" names only the listener's own piece: the
 * receiver of a third colour's prisoner in an exchange (Russian R6) hears that piece's owner named.
 * An event that names no value where its kind usually has one (a {@link Event.Kind#MOVE} without
 * {@link Event#spent()}) is looked up under {@code event.KIND.bare} first. A bundle for another
 * language has exactly the keys of the English one.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * Words en = Words.of(Locale.ENGLISH);
 * for (Event e : rules.explain(state, move).get().events()) {
 *   System.out.println(en.describe(e, Colour.YELLOW));   // said to yellow's player
 * }
 * Words.of(Locale.forLanguageTag("ru")).describe(e);    // the same, in Russian, to nobody
 * en.question(Words.Question.ANSWER_OFFER, Colour.BLUE);
 * // "Blue offers to give back your piece for its own. Accept?"
 * en.question(Words.Question.ANSWER_OFFER, Colour.RED, rules.explain(state, accept).get().events());
 * // R6, a third colour's prisoner given: "Red offers an exchange of prisoners: Green's piece would
 * // go from Red's base to your base as a prisoner, and Red's piece would go from your base to
 * // Red's nest. Accept?"
 * en.reply("y");                                         // Some(true)
 * }</pre>
 */
public final class Words {

  /**
   * A decision a player is asked to make, said as a question to that player by {@link
   * #question(Question)}, {@link #question(Question, Colour)} or, for an exchange of prisoners with
   * its terms, {@link #question(Question, Colour, Iterable)}.
   */
  public enum Question {
    /**
     * Another player (the {@code other} colour, required) offers the player an exchange of
     * prisoners: accept it? Answered yes or no ({@link #reply}).
     */
    ANSWER_OFFER,
    /**
     * Before rolling, the player may offer an exchange of prisoners: to the {@code other} colour
     * when one is named (answered yes or no), or to whom when several could take it.
     */
    OFFER,
    /**
     * The player has a six another player gave it (the {@code other} colour, when known): which
     * piece moves?
     */
    GIVEN_SIX,
    /** The player has rolled: which move does it play? */
    MOVE
  }

  private static final String BUNDLE = "io.github.parcheesi.words";
  private static final String BUNDLE_FILE = "words";

  /**
   * The forms a location takes in a sentence ({@link #location(Location, Colour, Colour, Form)}):
   * bare, and where a piece comes from, goes to or stands. In Russian each is its own case ("база
   * Красного", "из базы Красного", "в базу Красного", "в базе Красного").
   */
  public enum Form {
    /** The place by itself: "Red's nest", "22". */
    BARE(""),
    /** Where a piece comes from: "from Red's nest", "from 22". */
    FROM(".from"),
    /** Where a piece goes: "to Red's nest", "to 22", "to Red's base as a prisoner". */
    TO(".to"),
    /** Where a piece stands: "in Red's nest", "on 22", "held in Red's base". */
    AT(".at");

    final String suffix;

    Form(String suffix) {
      this.suffix = suffix;
    }
  }

  private final ResourceBundle bundle;
  private final Locale locale;

  private Words(ResourceBundle bundle, Locale locale) {
    this.bundle = bundle;
    this.locale = locale;
  }

  /**
   * The sentences of a language; English where the library has no bundle for it.
   *
   * @param locale the language, such as {@link Locale#ENGLISH} or {@code
   *     Locale.forLanguageTag("ru")}
   * @return the sentences
   */
  public static Words of(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    String language = locale.getLanguage();
    ResourceBundle own = language.isEmpty() ? null : read(BUNDLE_FILE + "_" + language);
    return own != null
        ? new Words(own, new Locale(language))
        : new Words(read(BUNDLE_FILE), Locale.ENGLISH);
  }

  /**
   * Reads a bundle file of this package, in UTF-8. (A named module cannot use a {@code
   * ResourceBundle.Control}, and the default lookup would fall back to the platform's language.)
   */
  private static ResourceBundle read(String name) {
    try (InputStream in = Words.class.getResourceAsStream(name + ".properties")) {
      return in == null
          ? null
          : new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + name + ".properties", e);
    }
  }

  /**
   * The language of the sentences.
   *
   * @return the locale of the bundle found, {@link Locale#ENGLISH} for the default one
   */
  public Locale locale() {
    return locale;
  }

  /**
   * An event as a sentence to nobody in particular: every colour by its name.
   *
   * @param event the event
   * @return the sentence
   */
  public String describe(Event event) {
    return sentence(event, null);
  }

  /**
   * An event as a sentence said to one player: that colour's pieces and decisions say "you".
   *
   * @param event the event
   * @param listener the colour of the player told
   * @return the sentence
   */
  public String describe(Event event, Colour listener) {
    return sentence(event, Objects.requireNonNull(listener, "listener"));
  }

  /**
   * A decision put to the player who makes it, when no other colour needs naming: "You have a given
   * six: which piece moves?".
   *
   * @param question the decision
   * @return the question
   * @throws IllegalArgumentException for {@link Question#ANSWER_OFFER}, which names the offerer
   */
  public String question(Question question) {
    if (question == Question.ANSWER_OFFER) {
      throw new IllegalArgumentException(
          "the question " + question + " names the offering colour: use question(q, colour)");
    }
    return format(text("question." + question.name()));
  }

  /**
   * A decision put to the player who makes it, naming the other colour concerned: "Blue offers to
   * give back your piece for its own. Accept?", "Offer Red an exchange of prisoners before you
   * roll?", "Blue gave you a six: which piece moves?".
   *
   * <p>The answer to an offer is said as the usual exchange, each giving back the other's own
   * piece. Where a prisoner of a third colour may be given instead (Russian R6), say the exchange
   * with its terms: {@link #question(Question, Colour, Iterable)}.
   *
   * @param question the decision
   * @param other the offerer ({@link Question#ANSWER_OFFER}), the partner ({@link Question#OFFER})
   *     or the giver ({@link Question#GIVEN_SIX}); not used by {@link Question#MOVE}
   * @return the question
   */
  public String question(Question question, Colour other) {
    Objects.requireNonNull(other, "other");
    String key = "question." + question.name() + ".other";
    return bundle.containsKey(key)
        ? format(text(key), colour(other), colourGenitive(other), colourDative(other))
        : question(question);
  }

  /**
   * An exchange of prisoners put to the player who decides it, with its terms: which piece each
   * side gives and where it would go. Said to the player answering an offer ({@link
   * Question#ANSWER_OFFER}, {@code other} the offerer): "Red offers an exchange of prisoners:
   * Green's piece would go from Red's base to your base as a prisoner, and Red's piece would go
   * from your base to Red's nest. Accept?"; or to the player who may offer it ({@link
   * Question#OFFER}, {@code other} the partner): "Offer Yellow an exchange of prisoners before you
   * roll: Green's piece would go from your base to Yellow's base as a prisoner, and your piece
   * would go from Yellow's base to your nest?". The offerer's prisoner is said first. Unlike {@link
   * #question(Question, Colour)}, this is true when a side gives a prisoner of a third colour
   * (Russian R6).
   *
   * <p>The terms are the {@link Event.Kind#RELEASE} events of the exchange's acceptance, as {@link
   * RuleSet#explain(GameState, Move)} tells it (its other events are passed over): one for each
   * prisoner, its actor the colour that gives it up, its {@link Event#other()} the colour that
   * receives it, its movement from the giver's base to the piece's nest or to the receiver's base.
   * For an offer not yet made, explain the acceptance in the state the offer leads to.
   *
   * @param question {@link Question#ANSWER_OFFER} or {@link Question#OFFER}
   * @param other the offerer ({@link Question#ANSWER_OFFER}) or the partner ({@link
   *     Question#OFFER})
   * @param acceptance the events of the acceptance, holding the two {@link Event.Kind#RELEASE}s
   * @return the question
   * @throws IllegalArgumentException for another question, or when the releases are not two, one
   *     given up by {@code other} and one by the player asked, each to the other
   */
  public String question(Question question, Colour other, Iterable<Event> acceptance) {
    Objects.requireNonNull(question, "question");
    Objects.requireNonNull(other, "other");
    Objects.requireNonNull(acceptance, "acceptance");
    if (question != Question.ANSWER_OFFER && question != Question.OFFER) {
      throw new IllegalArgumentException("the question " + question + " has no exchange's terms");
    }
    List<Event> releases = List.ofAll(acceptance).filter(e -> e.kind() == Event.Kind.RELEASE);
    Option<Event> theirs = releases.find(e -> e.actor() == other);
    Option<Event> mine = releases.find(e -> e.actor() != other);
    if (releases.size() != 2
        || theirs.isEmpty()
        || mine.isEmpty()
        || !theirs.get().other().contains(mine.get().actor())
        || !mine.get().other().contains(other)
        || theirs.get().movement().isEmpty()
        || mine.get().movement().isEmpty()) {
      throw new IllegalArgumentException(
          "an exchange's terms are two RELEASE events, one given up by "
              + other
              + " and one by the player asked, each to the other: "
              + releases);
    }
    Colour listener = mine.get().actor();
    Event offerers = question == Question.ANSWER_OFFER ? theirs.get() : mine.get();
    Event answerers = question == Question.ANSWER_OFFER ? mine.get() : theirs.get();
    return format(
        text("question." + question.name() + ".terms"),
        colour(other),
        colourGenitive(other),
        colourDative(other),
        exchanged(offerers.movement().get(), listener),
        exchanged(answerers.movement().get(), listener));
  }

  /** One prisoner of an exchange's terms: "Green's piece would go from Red's base to ...". */
  private String exchanged(Movement m, Colour listener) {
    return m.colour() == listener
        ? format(
            text("exchange.yours"),
            place(m.from(), m.colour(), listener, Form.FROM),
            place(m.to(), m.colour(), listener, Form.TO))
        : format(
            text("exchange.of"),
            place(m.from(), m.colour(), listener, Form.FROM),
            place(m.to(), m.colour(), listener, Form.TO),
            colourGenitive(m.colour()));
  }

  /**
   * Reads a yes-or-no reply typed by a player, in this language or in English ("yes", "y", "да").
   *
   * @param typed the reply, in any case, with or without surrounding spaces
   * @return true for yes, false for no, none for anything else
   */
  public Option<Boolean> reply(String typed) {
    String t = typed.strip().toLowerCase(locale);
    if (replies("reply.yes").contains(t)) {
      return Option.some(true);
    }
    if (replies("reply.no").contains(t)) {
      return Option.some(false);
    }
    return Option.none();
  }

  /**
   * The word for yes or no, as a reply prompt shows it ("yes", "да").
   *
   * @param yes which of the two
   * @return the first spelling {@link #reply} accepts for it
   */
  public String replyWord(boolean yes) {
    return replies(yes ? "reply.yes" : "reply.no").head();
  }

  private List<String> replies(String key) {
    List<String> own = List.of(text(key).split(","));
    return locale.getLanguage().equals("en")
        ? own
        : own.appendAll(List.of(Words.of(Locale.ENGLISH).text(key).split(",")));
  }

  /**
   * A colour's name, such as "Red".
   *
   * @param colour the colour
   * @return the name, capitalised
   */
  public String colour(Colour colour) {
    return text("colour." + colour.name());
  }

  /**
   * A colour's name as the owner of something, such as "Red's" ("Red's piece"), "Красного" ("фишка
   * Красного").
   *
   * @param colour the colour
   * @return the name in that form
   */
  public String colourGenitive(Colour colour) {
    return text("colour." + colour.name() + ".of");
  }

  /**
   * A colour's name as the one something is offered or given to, such as "Red" ("offers Red an
   * exchange"), "Красному".
   *
   * @param colour the colour
   * @return the name in that form
   */
  public String colourDative(Colour colour) {
    return text("colour." + colour.name() + ".to");
  }

  /**
   * A location said in words, such as "22", "your nest", "home row square 3".
   *
   * @param location the location
   * @param owner the colour whose nest, home row or home it is
   * @param listener the player told, or null: the listener's own places are "your nest"
   * @return the words
   */
  public String location(Location location, Colour owner, Colour listener) {
    return place(location, owner, listener, Form.BARE);
  }

  /**
   * A location said in words in one of its forms, as the sentences of events say it: "from your
   * nest", "to Red's base as a prisoner", "on 22"; in Russian, "из вашей базы", "в плен к
   * Красному", "на 22". A prisoner's place is named by its captor, a nest by its owner.
   *
   * @param location the location
   * @param owner the colour whose nest, home row or home it is (a moved piece's colour)
   * @param listener the player told, or null: the listener's own places are "your nest"
   * @param form bare, or where a piece comes from, goes to or stands
   * @return the words
   */
  public String location(Location location, Colour owner, Colour listener, Form form) {
    return place(location, owner, listener, Objects.requireNonNull(form, "form"));
  }

  private String place(Location location, Colour owner, Colour listener, Form form) {
    String whose = owner == listener ? "yours" : "of";
    switch (location.kind()) {
      case NEST:
        return format(text("loc.nest." + whose + form.suffix), colourGenitive(owner));
      case HOME:
        return format(text("loc.home" + form.suffix));
      case HOME_ROW:
        return format(text("loc.homeRow" + form.suffix), location.index());
      case TRACK:
        return format(text("loc.track" + form.suffix), location.index());
      case REST:
        return format(text("loc.rest" + form.suffix), location.index());
      case ARROW:
        return format(text("loc.arrow" + form.suffix), location.index());
      case MIRROR:
        return format(text("loc.mirror" + form.suffix));
      case PRISONER:
        Colour captor = captor(location);
        return captor == listener
            ? format(text("loc.base.yours" + form.suffix))
            : format(
                text("loc.base.of" + form.suffix), colourGenitive(captor), colourDative(captor));
      default:
        return location.token();
    }
  }

  /**
   * A spent value in words, such as "a 5" or "the capture bonus of 20".
   *
   * @param spent the value
   * @return the words
   */
  public String spent(Spent spent) {
    return format(text("spent." + spent.kind().name()), spent.value());
  }

  private String sentence(Event e, Colour listener) {
    String base = "event." + e.kind().name();
    if (e.spent().isEmpty() && bundle.containsKey(base + ".bare")) {
      base += ".bare";
    }
    Colour owner = e.movement().map(Movement::colour).getOrElse(e.actor());
    String person = person(e, owner, listener);
    String pattern = null;
    String rule = e.rule().getOrNull();
    for (String key :
        new String[] {
          rule == null ? null : base + "." + rule + person,
          rule == null ? null : base + "." + rule,
          person.isEmpty() ? null : base + person,
          base
        }) {
      if (key != null && bundle.containsKey(key)) {
        pattern = bundle.getString(key);
        break;
      }
    }
    if (pattern == null) {
      throw new MissingResourceException("no sentence for " + base, BUNDLE, base);
    }
    Option<Movement> m = e.movement();
    return format(
        pattern,
        colour(e.actor()),
        owner == listener ? text("your") : colourGenitive(owner),
        m.map(x -> place(x.from(), x.colour(), listener, Form.BARE)).getOrElse(""),
        m.map(x -> place(x.to(), x.colour(), listener, Form.BARE)).getOrElse(""),
        e.spent().map(this::spent).getOrElse(""),
        e.other().map(this::colour).getOrElse(""),
        e.rule().getOrElse(""),
        e.other().map(this::colourDative).getOrElse(""),
        e.other().map(this::colourGenitive).getOrElse(""),
        m.map(x -> place(x.from(), x.colour(), listener, Form.FROM)).getOrElse(""),
        m.map(x -> place(x.to(), x.colour(), listener, Form.TO)).getOrElse(""),
        m.map(x -> place(x.from(), x.colour(), listener, Form.AT)).getOrElse(""));
  }

  /**
   * Which sentence a listener hears: {@code .you} the actor's, {@code .yours} the owner's of the
   * moved piece or, when no piece moves, the other colour's (before the actor's: the turn that
   * passes from a colour to itself is "Your turn"). Never {@code .yours} for the other colour of an
   * event moving a piece that is not its own, such as the receiver of a third colour's prisoner
   * (R6) or the partner of a swap hearing of the mover's piece (R9).
   */
  private static String person(Event e, Colour owner, Colour listener) {
    if (listener == null) {
      return "";
    }
    if (e.movement().isDefined()) {
      return e.actor() == listener ? ".you" : owner == listener ? ".yours" : "";
    }
    return e.other().contains(listener) ? ".yours" : e.actor() == listener ? ".you" : "";
  }

  private static Colour captor(Location prisoner) {
    for (Colour c : Colour.values()) {
      if (Location.prisonerOf(c).equals(prisoner)) {
        return c;
      }
    }
    throw new IllegalArgumentException(prisoner + " is not a prisoner's place");
  }

  private String text(String key) {
    return bundle.getString(key);
  }

  private String format(String pattern, Object... args) {
    return new MessageFormat(pattern, locale).format(args);
  }
}
