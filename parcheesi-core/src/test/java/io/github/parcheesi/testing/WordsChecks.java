package io.github.parcheesi.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.parcheesi.Colour;
import io.github.parcheesi.Event;
import io.github.parcheesi.Explanation;
import io.github.parcheesi.GameState;
import io.github.parcheesi.Location;
import io.github.parcheesi.Move;
import io.github.parcheesi.Movement;
import io.github.parcheesi.Phase;
import io.github.parcheesi.Roll;
import io.github.parcheesi.RuleSet;
import io.github.parcheesi.Words;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that {@link Words} holds its sentences to the facts of the events they tell: said to
 * nobody, to each colour (the actor, the other colour, the moved piece's owner, a bystander), in
 * English and in Russian, a sentence names the moved piece's owner as {@link Movement#colour()},
 * says "your" (Russian "ваш", "твой") only to the owner of that piece, and names exactly the places
 * the piece goes from and to, in the forms {@link Words#location(Location, Colour, Colour,
 * Words.Form)} gives them. The questions of an exchange of prisoners with its terms ({@link
 * Words#question(Words.Question, Colour, Iterable)}, Russian R6) are held to the two prisoners the
 * acceptance releases in the same way.
 *
 * <p>A sentence is checked from the outside: the places the event names are found in it and taken
 * out, with the value it spent and its rule id. Each place must name whose it is (a nest its owner,
 * a base its captor, "your" or "you" when that is the listener, no colour for another place); what
 * is left must name no other place (no number, no word for a nest, base, home, mirror, cell or
 * square), and its colours, "you" and "your" must be those the event allows:
 *
 * <ul>
 *   <li>an event that moves a piece: the piece's owner, by its possessive, unless it is the actor
 *       (the actor's own piece may go unnamed: "Red moves from 20 to 23") or the listener (then
 *       "your" is said instead, unless the listener is also the actor); no other colour's
 *       possessive; "your" only to the owner;
 *   <li>an event that moves none: no piece at all (an offer of R6 does not say which prisoners are
 *       exchanged); "your" only to the other colour ({@link Event#other()});
 *   <li>every event: the listener is never named by its colour, only "you"; "you" only to the
 *       actor, the other colour or the owner; to nobody, neither "you" nor "your"; no colour but
 *       the actor, the other colour and the owner.
 * </ul>
 *
 * <p>Random games check every listed move of every decision they meet; an event already checked
 * (the same kind, colours, places, value and rule) is not checked again, which keeps a variant's
 * run to seconds.
 *
 * <h2>Example</h2>
 *
 * <pre>{@code
 * WordsChecks checks = new WordsChecks().checkGames(RuleSets.get("russian"), 2025L, 4, 400);
 * assertEquals(EnumSet.allOf(Event.Kind.class), checks.kindsSeen());
 * WordsChecks.checkSentence(Words.of(Locale.ENGLISH), event, Colour.YELLOW);   // one sentence
 * }</pre>
 */
public final class WordsChecks {

  /** The languages the library speaks: English and Russian. */
  public static final List<Words> LANGUAGES =
      List.of(Words.of(Locale.ENGLISH), Words.of(Locale.forLanguageTag("ru")));

  /** The listeners every event is said to: nobody (null), then each colour. */
  private static final List<Colour> LISTENERS =
      List.<Colour>of((Colour) null).appendAll(List.of(Colour.values()));

  private final Set<Event> checked = new HashSet<>();
  private final Map<Event.Kind, Integer> seen = new EnumMap<>(Event.Kind.class);
  private int moves;
  private int sentences;
  private int questions;

  /** A checker that has checked nothing yet. */
  public WordsChecks() {}

  // ------------------------------------------------------------------------ games and moves

  /**
   * Plays seeded random games ({@link Games}; 2, 3 and 4 players in turn) and checks every listed
   * move of every decision with {@link #checkMove}.
   *
   * @param rules the rule set
   * @param seed the first game's seed; game g plays seed + g
   * @param games how many games
   * @param maxPlies the most decisions of each game
   * @return this checker, with what it saw
   */
  public WordsChecks checkGames(RuleSet rules, long seed, int games, int maxPlies) {
    for (int g = 0; g < games; g++) {
      for (Games.Ply ply : Games.play(rules, 2 + g % 3, seed + g, maxPlies).plies()) {
        for (Move m : ply.legal()) {
          checkMove(rules, ply.before(), m);
        }
      }
    }
    return this;
  }

  /**
   * Checks every listed move of a position: for a roll, or for a decision that needs none.
   *
   * @param rules the rule set
   * @param state the position
   * @param roll the roll, or none for a decision in {@link Phase#DECIDE}
   * @return this checker
   */
  public WordsChecks checkPosition(RuleSet rules, GameState state, Option<Roll> roll) {
    List<Move> legal =
        roll.isDefined() ? rules.legalMoves(state, roll.get()) : rules.legalMoves(state);
    assertTrue(!legal.isEmpty(), () -> "no legal move in " + state);
    legal.forEach(m -> checkMove(rules, state, m));
    return this;
  }

  /**
   * Explains a listed move ({@link RuleSet#explain}) and checks the sentence of each of its events
   * said to nobody and to each colour, in each language ({@link #checkSentence}). When the move
   * accepts an exchange of prisoners (its events release prisoners), the question put to the player
   * answering the offer is checked too; when it offers one, the question put to the offerer, with
   * the terms of the offer's acceptance ({@link #checkExchangeQuestion}).
   *
   * @param rules the rule set
   * @param before the position
   * @param move a listed move of it
   * @return this checker
   */
  public WordsChecks checkMove(RuleSet rules, GameState before, Move move) {
    moves++;
    Explanation x =
        rules
            .explain(before, move)
            .getOrElseThrow(r -> new AssertionError("explain refused " + move + ": " + r));
    for (Event e : x.events()) {
      seen.merge(e.kind(), 1, Integer::sum);
      if (checked.add(e)) {
        for (Words w : LANGUAGES) {
          for (Colour listener : LISTENERS) {
            checkSentence(w, e, listener);
            sentences++;
          }
        }
      }
    }
    Colour me = before.toMove();
    if (x.events().exists(e -> e.kind() == Event.Kind.RELEASE)) {
      // R6: the answer to an offer, accepted; the question put before it was asked
      Colour offerer =
          before
              .turnState()
              .offerer()
              .getOrElseThrow(() -> new AssertionError("a release with no offer: " + x));
      for (Words w : LANGUAGES) {
        checkExchangeQuestion(w, Words.Question.ANSWER_OFFER, me, offerer, x.events());
        questions++;
      }
    }
    Option<Event> offer = x.events().find(e -> e.kind() == Event.Kind.OFFER);
    if (offer.isDefined()) {
      // R6: the offer's terms are those of its acceptance, in the position the offer leads to
      GameState offered = x.result();
      Colour partner = offer.get().other().get();
      assertEquals(partner, offered.toMove(), "the partner answers the offer: " + x);
      int accepting = 0;
      for (Move answer : rules.legalMoves(offered)) {
        List<Event> events = rules.explain(offered, answer).get().events();
        if (events.exists(e -> e.kind() == Event.Kind.RELEASE)) {
          accepting++;
          for (Words w : LANGUAGES) {
            checkExchangeQuestion(w, Words.Question.OFFER, me, partner, events);
            questions++;
          }
        }
      }
      assertEquals(1, accepting, "an offer is accepted in one way: " + offered);
    }
    return this;
  }

  /**
   * The kinds of events met so far.
   *
   * @return the kinds, as a new set
   */
  public Set<Event.Kind> kindsSeen() {
    return Collections.unmodifiableSet(new java.util.TreeSet<>(seen.keySet()));
  }

  /**
   * How many events of each kind were met.
   *
   * @return the counts by kind
   */
  public Map<Event.Kind, Integer> counts() {
    return Collections.unmodifiableMap(new EnumMap<>(seen));
  }

  /**
   * How many listed moves were explained.
   *
   * @return the count
   */
  public int moves() {
    return moves;
  }

  /**
   * How many sentences of distinct events were checked (each event in each language to each
   * listener).
   *
   * @return the count
   */
  public int sentences() {
    return sentences;
  }

  /**
   * How many exchange questions were checked.
   *
   * @return the count
   */
  public int questions() {
    return questions;
  }

  @Override
  public String toString() {
    return moves
        + " moves explained, "
        + sentences
        + " sentences and "
        + questions
        + " exchange questions checked; events "
        + seen;
  }

  // ------------------------------------------------------------------------ one sentence

  /**
   * Checks one event's sentence, said to a listener or to nobody, against the event's data (the
   * rules in the class documentation).
   *
   * @param words the language
   * @param e the event
   * @param listener the colour told, or null for nobody
   */
  public static void checkSentence(Words words, Event e, Colour listener) {
    String said = listener == null ? words.describe(e) : words.describe(e, listener);
    Language lang = Language.of(words);
    String what = e + " said to " + (listener == null ? "nobody" : listener) + ": \"" + said + "\"";
    String rest = said;
    if (e.spent().isDefined()) {
      rest = takeOut(rest, words.spent(e.spent().get()));
    }
    Option<Movement> m = e.movement();
    Colour owner = m.map(Movement::colour).getOrNull();
    if (m.isDefined()) {
      Movement mv = m.get();
      rest =
          takePlace(
              rest,
              words,
              mv.from(),
              mv.colour(),
              listener,
              "from",
              what,
              Words.Form.FROM,
              Words.Form.AT);
      rest =
          e.kind() == Event.Kind.STRAIGHT_HOME
              // "goes straight home"
              ? takePlace(
                  rest,
                  words,
                  mv.to(),
                  mv.colour(),
                  listener,
                  "to",
                  what,
                  Words.Form.TO,
                  Words.Form.BARE)
              : takePlace(rest, words, mv.to(), mv.colour(), listener, "to", what, Words.Form.TO);
    }
    for (String rule : e.rule()) {
      rest = phrase(rule).matcher(rest).replaceAll("§");
    }
    noOtherPlace(rest, lang, what);
    Set<Colour> allowed = new HashSet<>();
    allowed.add(e.actor());
    e.other().forEach(allowed::add);
    if (owner != null) {
      allowed.add(owner);
    }
    boolean your = lang.your.matcher(rest).find();
    if (listener != null) {
      for (String name : names(words, listener)) {
        assertTrue(
            !find(rest, name), "the listener is named, not told \"you\" (" + name + "): " + what);
      }
      assertTrue(
          allowed.contains(listener) || !lang.you.matcher(rest).find(),
          "\"you\" said to a colour the event does not concern: " + what);
    } else {
      assertTrue(
          !your && !lang.you.matcher(rest).find(), "\"you\" or \"your\" said to nobody: " + what);
    }
    for (Colour c : Colour.values()) {
      if (!allowed.contains(c)) {
        for (String name : names(words, c)) {
          assertTrue(
              !find(rest, name), "a colour the event does not concern, " + name + ": " + what);
        }
      }
    }
    if (m.isDefined()) {
      for (Colour c : Colour.values()) {
        if (c != owner) {
          assertTrue(
              !find(rest, words.colourGenitive(c)),
              "names "
                  + words.colourGenitive(c)
                  + " as an owner, the piece is "
                  + owner
                  + "'s: "
                  + what);
        }
      }
      if (owner == listener) {
        assertTrue(
            your || listener == e.actor(), "the owner of the piece is not told \"your\": " + what);
      } else {
        assertTrue(!your, "\"your\" said of a piece that is not the listener's: " + what);
        assertTrue(
            owner == e.actor() || find(rest, words.colourGenitive(owner)),
            "the piece's owner " + owner + " is not named: " + what);
      }
    } else {
      assertTrue(!lang.piece.matcher(rest).find(), "a piece named, but none moves: " + what);
      assertTrue(
          !your || e.other().contains(listener),
          "\"your\" said to a colour that is not the other: " + what);
    }
  }

  // ------------------------------------------------------------------------ exchange questions

  /**
   * Checks an exchange of prisoners put as a question with its terms ({@link
   * Words#question(Words.Question, Colour, Iterable)}, R6): the offerer's prisoner is said first,
   * then the answerer's; each by its owner ("your" only for the listener's own piece), from the
   * base it is held in to where it would go, in the forms of {@link Words.Form#FROM} and {@link
   * Words.Form#TO}; no other colour is named as an owner, and no other place.
   *
   * @param words the language
   * @param question {@link Words.Question#ANSWER_OFFER} or {@link Words.Question#OFFER}
   * @param listener the player asked: the answerer, or the one who may offer
   * @param other the offerer, or the partner
   * @param acceptance the events of the acceptance, with its two releases
   */
  public static void checkExchangeQuestion(
      Words words, Words.Question question, Colour listener, Colour other, List<Event> acceptance) {
    String said = words.question(question, other, acceptance);
    Language lang = Language.of(words);
    String what = question + " said to " + listener + " by " + other + ": \"" + said + "\"";
    Colour offerer = question == Words.Question.ANSWER_OFFER ? other : listener;
    Colour answerer = offerer == other ? listener : other;
    List<Event> releases = acceptance.filter(e -> e.kind() == Event.Kind.RELEASE);
    assertEquals(2, releases.size(), "two prisoners released: " + acceptance);
    Movement first = releases.find(e -> e.actor() == offerer).get().movement().get();
    Movement second = releases.find(e -> e.actor() == answerer).get().movement().get();
    assertEquals(Location.prisonerOf(offerer), first.from(), "held by the offerer: " + acceptance);
    assertEquals(Location.prisonerOf(answerer), second.from(), "held by the other: " + acceptance);
    int[] at1 = placeAt(said, words, first.from(), first.colour(), listener, "from", what);
    int[] to1 = placeAt(said, words, first.to(), first.colour(), listener, "to", what);
    int[] at2 = placeAt(said, words, second.from(), second.colour(), listener, "from", what);
    int[] to2 = placeAt(said, words, second.to(), second.colour(), listener, "to", what);
    assertTrue(
        at1[0] < to1[0] && to1[1] <= at2[0] && at2[0] < to2[0],
        "the offerer's prisoner first, from where and to where, then the other's: " + what);
    String head = said.substring(0, at1[0]);
    String between = said.substring(to1[1], at2[0]);
    String tail = said.substring(to2[1]);
    assertOwnerNamed(head, words, lang, first.colour(), listener, what);
    assertOwnerNamed(between, words, lang, second.colour(), listener, what);
    String rest = head + "§" + between + "§" + tail;
    noOtherPlace(rest, lang, what);
    for (String name : names(words, listener)) {
      assertTrue(!find(rest, name), "the listener is named, not told \"you\": " + what);
    }
    assertTrue(
        find(
            head,
            question == Words.Question.ANSWER_OFFER
                ? words.colour(other)
                : words.colourDative(other)),
        "the " + (offerer == other ? "offerer" : "partner") + " is named: " + what);
  }

  /** The owner of one prisoner named in the words before its places: "your" or its possessive. */
  private static void assertOwnerNamed(
      String before, Words words, Language lang, Colour owner, Colour listener, String what) {
    boolean your = lang.your.matcher(before).find();
    if (owner == listener) {
      assertTrue(your, "the listener's own piece is not \"your\" piece: " + what);
    } else {
      assertTrue(!your, "\"your\" said of " + owner + "'s piece: " + what);
      assertTrue(
          find(before, words.colourGenitive(owner)), owner + "'s piece is not named: " + what);
    }
    for (Colour c : Colour.values()) {
      if (c != owner) {
        assertTrue(
            !find(before, words.colourGenitive(c)),
            words.colourGenitive(c) + " named as the owner of " + owner + "'s piece: " + what);
      }
    }
  }

  // ------------------------------------------------------------------------ text

  /** The words of a language that a check looks for. */
  private record Language(Pattern your, Pattern you, Pattern piece, Pattern place) {

    static final Language ENGLISH =
        new Language(
            Pattern.compile(word("yours?"), Pattern.CASE_INSENSITIVE),
            Pattern.compile(word("you"), Pattern.CASE_INSENSITIVE),
            Pattern.compile(word("pieces?"), Pattern.CASE_INSENSITIVE),
            Pattern.compile(
                word("nests?|bases?|home|mirror|cells?|squares?|row|\\p{N}+"),
                Pattern.CASE_INSENSITIVE));

    static final Language RUSSIAN =
        new Language(
            Pattern.compile(
                word("ваш\\p{L}*|тво(й|я|ё|ю|его|ему|ей|им|ими|их|и)"), UNICODE_INSENSITIVE),
            Pattern.compile(word("вы|вас|вам|вами|ты|тебя|тебе|тобой"), UNICODE_INSENSITIVE),
            Pattern.compile(word("фишк\\p{L}*"), UNICODE_INSENSITIVE),
            Pattern.compile(
                word(
                    "баз\\p{L}*|плен|плена|плену|дом|дома|доме|дому|зеркал\\p{L}*|клетк\\p{L}*"
                        + "|дорожк\\p{L}*|\\p{N}+"),
                UNICODE_INSENSITIVE));

    static Language of(Words words) {
      switch (words.locale().getLanguage()) {
        case "en":
          return ENGLISH;
        case "ru":
          return RUSSIAN;
        default:
          throw new IllegalArgumentException("no checks for " + words.locale());
      }
    }
  }

  private static final int UNICODE_INSENSITIVE = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** The patterns made so far, by what they match. */
  private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

  /** A pattern matching a phrase as whole words. */
  private static Pattern phrase(String phrase) {
    return PATTERNS.computeIfAbsent(
        "phrase " + phrase, k -> Pattern.compile(word(Pattern.quote(phrase))));
  }

  /** A regular expression matching whole words only (letters and digits around it excluded). */
  private static String word(String regex) {
    return "(?<![\\p{L}\\p{N}])(?:" + regex + ")(?![\\p{L}\\p{N}])";
  }

  /** A colour's names: as the actor, as an owner, as whom something is offered to. */
  private static List<String> names(Words words, Colour c) {
    return NAMES.computeIfAbsent(
        words.locale().getLanguage() + " " + c,
        k -> List.of(words.colour(c), words.colourGenitive(c), words.colourDative(c)).distinct());
  }

  /** Each colour's names in each language, by language and colour. */
  private static final Map<String, List<String>> NAMES = new ConcurrentHashMap<>();

  /**
   * Whether a name stands in the text as a whole word ("Red" is not found in "Red's", whose own
   * name it is not).
   */
  private static boolean find(String text, String name) {
    if (!text.toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT))) {
      return false; // most names are not in most sentences: no pattern needed
    }
    return PATTERNS
        .computeIfAbsent(
            "name " + name,
            k ->
                Pattern.compile(
                    "(?<![\\p{L}\\p{N}])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}'’])",
                    UNICODE_INSENSITIVE))
        .matcher(text)
        .find();
  }

  /** The text with the first whole-word occurrence of a phrase taken out, if there is one. */
  private static String takeOut(String text, String phrase) {
    Matcher m = phrase(phrase).matcher(text);
    return m.find() ? text.substring(0, m.start()) + "§" + text.substring(m.end()) : text;
  }

  /**
   * The text with a place taken out, in the first of the forms that it is said in; fails when it is
   * said in none.
   */
  private static String takePlace(
      String text,
      Words words,
      Location place,
      Colour owner,
      Colour listener,
      String role,
      String what,
      Words.Form... forms) {
    for (Words.Form f : forms) {
      String phrase = words.location(place, owner, listener, f);
      Matcher m = phrase(phrase).matcher(text);
      if (m.find()) {
        checkPlace(words, place, owner, listener, phrase, what);
        return text.substring(0, m.start()) + "§" + text.substring(m.end());
      }
    }
    fail(
        "the place the piece goes "
            + role
            + ", "
            + place
            + ", is not said as "
            + List.of(forms).map(f -> "\"" + words.location(place, owner, listener, f) + "\"")
            + ": "
            + what);
    return text;
  }

  /**
   * Where a place stands in the text, said where a piece comes from ({@code role} "from") or goes
   * to ("to"): its start and end.
   */
  private static int[] placeAt(
      String text,
      Words words,
      Location place,
      Colour owner,
      Colour listener,
      String role,
      String what) {
    String phrase =
        words.location(
            place, owner, listener, role.equals("from") ? Words.Form.FROM : Words.Form.TO);
    Matcher m = phrase(phrase).matcher(text);
    if (!m.find()) {
      fail("\"" + phrase + "\" (" + role + " " + place + ") is not said: " + what);
    }
    checkPlace(words, place, owner, listener, phrase, what);
    int[] at = {m.start(), m.end()};
    assertTrue(!m.find(), "\"" + phrase + "\" said twice: " + what);
    return at;
  }

  /**
   * A place as Words says it names whose it is: a nest by its owner, a prisoner's place by its
   * captor, "your" (or "you": Russian "у вас", "к вам") when that is the listener; any other place
   * by no colour.
   */
  private static void checkPlace(
      Words words, Location place, Colour owner, Colour listener, String phrase, String what) {
    Language lang = Language.of(words);
    Colour whose =
        place.kind() == Location.Kind.NEST
            ? owner
            : place.kind() == Location.Kind.PRISONER ? captor(place) : null;
    boolean you = lang.your.matcher(phrase).find() || lang.you.matcher(phrase).find();
    for (Colour c : Colour.values()) {
      if (c != whose || c == listener) {
        for (String name : names(words, c)) {
          assertTrue(!find(phrase, name), "\"" + phrase + "\" names " + name + ": " + what);
        }
      }
    }
    if (whose == null || whose != listener) {
      assertTrue(!you, "\"" + phrase + "\" is not the listener's place: " + what);
    } else {
      assertTrue(you, "\"" + phrase + "\" is the listener's own place: " + what);
    }
    if (whose != null && whose != listener) {
      assertTrue(
          names(words, whose).exists(n -> find(phrase, n)),
          "\"" + phrase + "\" does not name " + whose + ", whose place it is: " + what);
    }
  }

  /** The colour whose base a prisoner's place is. */
  private static Colour captor(Location prisoner) {
    for (Colour c : Colour.values()) {
      if (Location.prisonerOf(c).equals(prisoner)) {
        return c;
      }
    }
    throw new IllegalArgumentException(prisoner + " is not a prisoner's place");
  }

  /** What is left of a sentence names no place: no number, no word for one. */
  private static void noOtherPlace(String rest, Language lang, String what) {
    Matcher m = lang.place.matcher(rest);
    if (m.find()) {
      fail("a place or number that is not the event's, \"" + m.group() + "\": " + what);
    }
  }
}
